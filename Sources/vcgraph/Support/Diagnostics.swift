import ArgumentParser
import PresentationFiles

extension VCGraph {
    /// Reads with `body`, then writes the notes it made (a folder's entry skipped, the
    /// environment given over a dump's) on standard error, whether it read or failed: before
    /// the failure, which rises to ``main()``.
    static func withNotes<Value>(_ body: (inout [String]) throws(InputFailure) -> Value) throws(InputFailure) -> Value {
        var notes: [String] = []
        defer { for note in notes { Terminal.error(note) } }
        return try body(&notes)
    }

    /// The scenario of any input file (``InputReader``), its notes written on standard error.
    static func load(_ file: String, reading: InputReading) throws(InputFailure) -> LoadedInput {
        try withNotes { notes throws(InputFailure) in try InputReader.load(file, reading: reading, notes: &notes) }
    }

    /// Writes a failure's messages on standard error: a reader's located errors in red on a
    /// terminal, every other line as it is. ``main()`` reports a failure that ends the command
    /// here; a command that goes on past an invalid input (`check`, `render`, `docs`) reports it
    /// here where it meets it, so that it stands among the command's notes in order.
    static func report(_ failure: InputFailure) {
        for message in failure.messages {
            switch message {
            case .reader(let error): Terminal.error(Terminal.standardError.paint(error.description, .red))
            case .line(let line): Terminal.error(line)
            }
        }
    }
}

extension InputFailure.Status {
    /// The exit status of the scenario format.
    var exitCode: ExitCode {
        switch self {
        case .invalidInput: ExitStatus.invalidInput
        case .outputFailed: ExitStatus.outputFailed
        }
    }
}
