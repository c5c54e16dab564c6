import ArgumentParser

/// The paths a command line names, checked before any is used: an empty path names no file
/// (`-o ""`, a variable that was never set), and the system would read it as the current
/// folder's or the root's files, so every command refuses it as an invalid command line.
enum PathArguments {
    /// Refuses an empty input path, and an empty `output` (`option` names it in the message).
    static func validate(_ inputs: [String], output: String? = nil, option: String = "-o") throws {
        if inputs.contains("") { throw ValidationError("an input path is empty; name a file or a folder") }
        if output == "" { throw ValidationError("\(option) takes a path, and the one given is empty") }
    }
}
