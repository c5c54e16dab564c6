/// Why an input (a scenario file, a storyboard, a debugger dump) could not be read: what was
/// expected, where, and the nearest valid word when there is one. Every reader throws it, so
/// every command prints it the same way and exits with status 2.
///
/// A reader that recovers after an error (the scenario reader goes on at the next entry or
/// step) throws the first error with the others in ``others``, so one run shows them all.
public struct InputError: Error, Hashable, Sendable, CustomStringConvertible {
    public var location: SourceLocation
    public var message: String
    /// The nearest valid key or id, for "did you mean …?".
    public var suggestion: String?
    /// What helps to act on the error (the valid keys at that place, the scenario's name for
    /// a UIKit property, where an id was first declared), each printed as a `note:` line.
    public var notes: [Note]
    /// The file's further errors, after this one in the file.
    public var others: [InputError]
    /// Set when the reader stopped at its limit of errors, so more may follow.
    public var stoppedEarly: Bool

    /// A `note:` under an error; at the error's place unless it names another.
    public struct Note: Hashable, Sendable {
        public var message: String
        public var location: SourceLocation?

        public init(_ message: String, at location: SourceLocation? = nil) {
            self.message = message
            self.location = location
        }
    }

    public init(_ message: String, at location: SourceLocation, suggestion: String? = nil, notes: [Note] = []) {
        self.location = location
        self.message = message
        self.suggestion = suggestion
        self.notes = notes
        others = []
        stoppedEarly = false
    }

    /// This error and the file's others, each alone.
    public var all: [InputError] {
        var first = self
        first.others = []
        first.stoppedEarly = false
        return [first] + others.flatMap(\.all)
    }

    /// The lines of this error alone: `file:line:column: error: message`, then a `note:` line
    /// for the suggestion and each note, as clang prints them, so Xcode and CI annotate each.
    /// What the input said is shown as data (``InputText``).
    public var lines: [String] {
        var lines = ["\(location): error: \(InputText.escaped(message))"]
        if let suggestion { lines.append("\(location): note: did you mean '\(InputText.escaped(suggestion))'?") }
        for note in notes { lines.append("\(note.location ?? location): note: \(InputText.escaped(note.message))") }
        return lines
    }

    /// Every error of the file with its notes, and a last line when the reader stopped early.
    public var description: String {
        var lines = all.flatMap(\.lines)
        if stoppedEarly { lines.append("\(InputText.escaped(location.file)): error: too many errors; stopped after \(all.count)") }
        return lines.joined(separator: "\n")
    }
}
