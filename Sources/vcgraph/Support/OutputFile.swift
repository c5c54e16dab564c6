import Foundation

/// Writing an output file atomically: to a temporary file beside it, then renamed over it,
/// so a reader never sees half a file and a failure never destroys the previous one.
enum OutputFile {
    static func write(_ bytes: [UInt8], to path: String) throws {
        let url = URL(fileURLWithPath: path)
        do {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(bytes).write(to: url, options: .atomic)
        } catch {
            Terminal.error("\(path): error: cannot write the output: \(error.localizedDescription)")
            throw ExitStatus.outputFailed
        }
    }
}
