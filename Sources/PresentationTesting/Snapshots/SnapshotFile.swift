import Foundation

/// A snapshot stored in a text file: where it lives, and reading and writing it.
///
/// This is the only code of the library that touches the file system (and so the only code
/// that imports Foundation). By default a snapshot lives beside the test that takes it, in
/// `__Snapshots__/<test file name>/<name>.<extension>`, as swift-snapshot-testing keeps them, so
/// that it is committed with the test and found from the test's `#filePath` on any machine.
struct SnapshotFile {
    /// Why a snapshot file could not be used.
    enum Problem: Error {
        case invalidName(String)
        case unreadable(String, any Error)
        case unwritable(String, any Error)

        var message: String {
            switch self {
            case .invalidName(let name):
                "\"\(name)\" cannot name a snapshot file: a name is not empty, does not start with \".\" and has no \"/\", \"\\\", \":\" or NUL."
            case .unreadable(let path, let error): "Could not read the snapshot \(path): \(error.localizedDescription)"
            case .unwritable(let path, let error): "Could not record the snapshot \(path): \(error.localizedDescription)"
            }
        }
    }

    let url: URL
    /// The path as messages print it: relative to the test file's folder in the default
    /// place, so that a message is the same on every machine; the full path otherwise.
    let displayPath: String

    /// The file of the snapshot `name` (or, without one, of the test function `testName`) taken
    /// by the test file at `filePath`, in `directory` when one is given.
    init(
        name: String?, testName: String, pathExtension: String, filePath: StaticString, directory: String?
    ) throws(Problem) {
        let name = name ?? Self.fileName(forTest: testName)
        guard Self.isValid(name) else { throw .invalidName(name) }
        let fileName = "\(name).\(pathExtension)"
        if let directory {
            url = URL(fileURLWithPath: directory, isDirectory: true).appendingPathComponent(fileName)
            displayPath = url.path
        } else {
            let testFile = URL(fileURLWithPath: "\(filePath)")
            let folder = "__Snapshots__/\(testFile.deletingPathExtension().lastPathComponent)"
            url = testFile.deletingLastPathComponent().appendingPathComponent(folder, isDirectory: true)
                .appendingPathComponent(fileName)
            displayPath = "\(folder)/\(fileName)"
        }
    }

    /// `formSheet()` and `testFormSheet()` become `formSheet` and `testFormSheet`: the function's
    /// base name, without its argument labels or the backticks of a raw identifier.
    static func fileName(forTest testName: String) -> String {
        String(testName.prefix { $0 != "(" }.filter { $0 != "`" })
    }

    /// A name is one file name on every file system the tests may run on.
    static func isValid(_ name: String) -> Bool {
        !name.isEmpty && !name.hasPrefix(".") && !name.contains { "/\\:\0".contains($0) }
    }

    /// The stored text, or nil when there is no file yet.
    func read() throws(Problem) -> String? {
        guard FileManager.default.fileExists(atPath: url.path) else { return nil }
        do {
            return try String(contentsOf: url, encoding: .utf8)
        } catch {
            throw .unreadable(displayPath, error)
        }
    }

    /// Writes `text`, creating the folders on the way. The write is atomic (a temporary file
    /// renamed into place), so an interrupted run never leaves half a snapshot behind.
    func write(_ text: String) throws(Problem) {
        do {
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url, options: .atomic)
        } catch {
            throw .unwritable(displayPath, error)
        }
    }
}

/// Whether the environment turns record mode on: `VCGRAPH_RECORD` set to `1`, `true` or `yes`,
/// the variable the repository's own golden files use.
func isRecordingFromEnvironment(_ environment: [String: String] = ProcessInfo.processInfo.environment) -> Bool {
    guard let value = environment[recordEnvironmentVariable] else { return false }
    return ["1", "true", "yes"].contains(value.lowercased())
}

/// The environment variable that turns record mode on for every file snapshot.
let recordEnvironmentVariable = "VCGRAPH_RECORD"
