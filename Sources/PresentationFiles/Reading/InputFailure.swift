import PresentationScenarios

/// Why inputs could not be read, as a value: the messages in the order they were met, each
/// located where the reader could place it, and the exit status the failure calls for. The
/// library prints nothing; the command line prints these lines on standard error, each as it
/// is, and ends with ``status``.
///
/// A reader's ``InputError`` (`file:line:column: error: …` with its notes) stays whole, so a
/// report that collects reading errors (`check --reporter junit`) can take it apart; the
/// errors the files layer finds itself (`file: error: cannot read the file: …`), and the notes
/// that came before them, are lines.
public struct InputFailure: Error, Sendable, CustomStringConvertible {
    /// The exit status a failure ends a command with.
    public enum Status: Sendable {
        /// The input is invalid: unreadable, malformed, or not what the command takes (status 2).
        case invalidInput
        /// An output could not be written or drawn (status 3).
        case outputFailed
    }

    /// One message of a failure.
    public enum Message: Sendable {
        /// A reader's located error, with its notes and further errors.
        case reader(InputError)
        /// A line written in full: an error the files layer found, or a note before it.
        case line(String)
    }

    public var messages: [Message]
    public var status: Status

    public init(_ messages: [Message], status: Status = .invalidInput) {
        self.messages = messages
        self.status = status
    }

    /// A failure of one line: `file: error: …`.
    public init(line: String, status: Status = .invalidInput) {
        self.init([.line(line)], status: status)
    }

    /// A failure of one reader's error.
    public init(_ error: InputError) {
        self.init([.reader(error)])
    }

    /// The failure with `notes` before its messages: what the reading said before it failed.
    public func after(notes: [String]) -> InputFailure {
        InputFailure(notes.map(Message.line) + messages, status: status)
    }

    /// The reader's error, when that is all the failure holds.
    public var readerError: InputError? {
        guard messages.count == 1, case .reader(let error) = messages[0] else { return nil }
        return error
    }

    /// Every message, one after the other, as the command line prints them.
    public var description: String {
        messages.map { message in
            switch message {
            case .reader(let error): error.description
            case .line(let line): line
            }
        }.joined(separator: "\n")
    }
}
