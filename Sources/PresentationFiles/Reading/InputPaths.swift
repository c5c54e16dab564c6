import Foundation
import PresentationScenarios

/// The input files a command line names: each file as given, and for each folder the files
/// under it with the extensions the command reads (scenario files by default; storyboards
/// for `segues` and `import`), at any depth, in sorted path order, so that a run reads them
/// in the same order on every machine. A folder's entries that are not regular files (a
/// named pipe, a socket, a device, a link to one of those) are skipped with a note: reading a
/// pipe nobody writes to would wait forever. A file named on the command line is read
/// whatever it is (`<(…)`, `/dev/stdin`).
public enum InputPaths {
    /// The extensions of scenario files.
    public static let scenarioExtensions: Set<String> = ["yaml", "yml", "json"]
    /// The extensions of `_printHierarchy` dumps. In a folder, a `.txt` file is taken for a
    /// dump only when its text reads as one (a README beside the dumps is not).
    public static let dumpExtensions: Set<String> = ["txt", "hierarchy"]

    /// Whether `path` is a folder (following a symbolic link to one).
    public static func isFolder(_ path: String) -> Bool {
        var isFolder: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) && isFolder.boolValue
    }

    /// The files, or an error for a folder with none.
    /// - Parameters:
    ///   - extensions: The extensions of the files a folder stands for.
    ///   - what: Those files, as the error for a folder with none names them.
    ///   - notes: Gets a note for each of a folder's entries skipped.
    public static func expand(
        _ arguments: [String], extensions: Set<String> = scenarioExtensions,
        naming what: String = "scenario files (.yaml, .yml or .json)", notes: inout [String]
    ) throws(InputFailure) -> [String] {
        var files: [String] = []
        for argument in arguments {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: argument, isDirectory: &isFolder), isFolder.boolValue else {
                files.append(argument)
                continue
            }
            let found = matching(under: argument, extensions: extensions, notes: &notes)
            if found.isEmpty {
                throw InputFailure(line: "\(InputText.escaped(argument)): error: the folder has no \(what)")
            }
            files += found
        }
        return files
    }

    private static func matching(under folder: String, extensions: Set<String>, notes: inout [String]) -> [String] {
        let prefix = folder.hasSuffix("/") ? folder : folder + "/"
        var found: [String] = []
        var skipped: [String] = []
        for relative in entries(under: prefix) {
            let name = relative.split(separator: "/").last.map(String.init) ?? relative
            guard !name.hasPrefix("."), extensions.contains((name as NSString).pathExtension.lowercased()) else { continue }
            var info = stat()
            guard stat(prefix + relative, &info) == 0 else { continue }
            switch info.st_mode & S_IFMT {
            case S_IFREG:
                if (name as NSString).pathExtension.lowercased() == "txt", !readsAsDump(prefix + relative) { continue }
                found.append(prefix + relative)
            case S_IFDIR: continue
            default: skipped.append(prefix + relative)
            }
        }
        for path in skipped.sorted() {
            notes.append("vcgraph: note: \(InputText.escaped(path)): skipped, as it is not a regular file (a pipe, a socket or a device)")
        }
        return found.sorted()
    }

    /// The paths, relative to `prefix` (a folder's path ending in `/`), of every entry under
    /// it at any depth, hidden ones too, in no particular order. A symbolic link is an entry;
    /// a link to a folder is not followed into. A folder that cannot be read has no entries.
    private static func entries(under prefix: String) -> [String] {
        var entries: [String] = []
        // Folders still to read, relative to `prefix` ("" for the folder itself).
        var pending = [""]
        while let relative = pending.popLast() {
            guard let folder = opendir(prefix + relative) else { continue }
            defer { closedir(folder) }
            while let entry = readdir(folder) {
                let name = withUnsafePointer(to: &entry.pointee.d_name) { String(cString: UnsafeRawPointer($0).assumingMemoryBound(to: CChar.self)) }
                guard name != ".", name != ".." else { continue }
                let path = relative + name
                entries.append(path)
                var isFolder = Int32(entry.pointee.d_type) == Int32(DT_DIR)
                if Int32(entry.pointee.d_type) == Int32(DT_UNKNOWN) {
                    // Some file systems do not say what an entry is: asked without following a link.
                    var info = stat()
                    isFolder = lstat(prefix + path, &info) == 0 && info.st_mode & S_IFMT == S_IFDIR
                }
                if isFolder { pending.append(path + "/") }
            }
        }
        return entries
    }

    /// Whether the start of the file at `path` reads as a `_printHierarchy` dump.
    private static func readsAsDump(_ path: String) -> Bool {
        guard let handle = FileHandle(forReadingAtPath: path) else { return false }
        defer { try? handle.close() }
        let start = (try? handle.read(upToCount: 4_096)) ?? Data()
        return InputKind.detect(file: "", text: String(decoding: start, as: UTF8.self)) == .dump
    }
}
