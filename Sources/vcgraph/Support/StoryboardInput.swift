import Foundation
import PresentationModel
import StoryboardImport

/// Reading storyboards for a command: the files given, and for each folder the
/// `.storyboard` files under it in sorted path order, read into one catalog so that
/// references between them are followed.
enum StoryboardInput {
    /// The catalog, or a located error on standard error and exit status 2.
    static func catalog(_ arguments: [String]) throws -> StoryboardCatalog {
        var storyboards: [Storyboard] = []
        var invalid = false
        for file in try expand(arguments) {
            let bytes: Data
            do {
                bytes = try Data(contentsOf: URL(fileURLWithPath: file))
            } catch {
                Terminal.error("\(file): error: cannot read the file: \(String(cString: strerror(errno)))")
                invalid = true
                continue
            }
            do {
                storyboards.append(try StoryboardReader.read(Array(bytes), file: file))
            } catch {
                Terminal.error(Terminal.standardError.paint(error.description, .red))
                invalid = true
            }
        }
        if invalid { throw ExitStatus.invalidInput }
        return StoryboardCatalog(storyboards)
    }

    private static func expand(_ arguments: [String]) throws -> [String] {
        var files: [String] = []
        for argument in arguments {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: argument, isDirectory: &isFolder), isFolder.boolValue else {
                files.append(argument)
                continue
            }
            let prefix = argument.hasSuffix("/") ? argument : argument + "/"
            let found = (FileManager.default.enumerator(atPath: argument)?.allObjects as? [String] ?? [])
                .filter { $0.hasSuffix(".storyboard") }.map { prefix + $0 }.sorted()
            if found.isEmpty {
                Terminal.error("\(argument): error: the folder has no .storyboard files")
                throw ExitStatus.invalidInput
            }
            files += found
        }
        return files
    }
}
