import Foundation

/// The scenario files a command line names: each file as given, and for each folder the
/// scenario files under it (`.yaml`, `.yml`, `.json`, at any depth, in sorted path order, so
/// that a run reads them in the same order on every machine).
enum ScenarioFiles {
    static let extensions: Set<String> = ["yaml", "yml", "json"]

    /// The files, or an error on standard error and exit status 2 for a folder with none.
    static func expand(_ arguments: [String]) throws -> [String] {
        var files: [String] = []
        for argument in arguments {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: argument, isDirectory: &isFolder), isFolder.boolValue else {
                files.append(argument)
                continue
            }
            let found = scenarios(under: argument)
            if found.isEmpty {
                Terminal.error("\(argument): error: the folder has no scenario files (.yaml, .yml or .json)")
                throw ExitStatus.invalidInput
            }
            files += found
        }
        return files
    }

    private static func scenarios(under folder: String) -> [String] {
        guard let enumerator = FileManager.default.enumerator(atPath: folder) else { return [] }
        let prefix = folder.hasSuffix("/") ? folder : folder + "/"
        var found: [String] = []
        while let relative = enumerator.nextObject() as? String {
            let name = relative.split(separator: "/").last.map(String.init) ?? relative
            guard !name.hasPrefix("."), extensions.contains((name as NSString).pathExtension.lowercased()) else { continue }
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: prefix + relative, isDirectory: &isFolder), !isFolder.boolValue {
                found.append(prefix + relative)
            }
        }
        return found.sorted()
    }
}
