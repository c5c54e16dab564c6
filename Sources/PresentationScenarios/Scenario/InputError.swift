/// Why an input (a scenario file, a storyboard, a debugger dump) could not be read: what was
/// expected, where, and the nearest valid word when there is one. Every reader throws it, so
/// every command prints it the same way and exits with status 2.
public struct InputError: Error, Hashable, Sendable, CustomStringConvertible {
    public var location: SourceLocation
    public var message: String
    /// The nearest valid key or id, for "did you mean …?".
    public var suggestion: String?

    public init(_ message: String, at location: SourceLocation, suggestion: String? = nil) {
        self.location = location
        self.message = message
        self.suggestion = suggestion
    }

    /// `file:line:column: error: message; did you mean 'x'?`, as a compiler prints it, so that
    /// editors and CI annotate the place.
    public var description: String {
        var text = "\(location): error: \(message)"
        if let suggestion { text += "; did you mean '\(suggestion)'?" }
        return text
    }
}
