import PresentationScenarios

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// An output that could not be written: which one, and the reason in the system's words
/// (`No space left on device`) or in ours (`is a folder`).
///
/// The command line reports it in one place: one line, ``message``, and exit status 3; or,
/// for a reader of standard output that went away, a quiet end by `SIGPIPE`.
public struct OutputError: Error, Sendable {
    /// `standard output`, or the path as the user gave it.
    public var output: String
    public var reason: String
    /// The `errno` of the failed call, when a system call failed.
    public var code: Int32?

    public init(output: String, reason: String) {
        self.output = output
        self.reason = reason
    }

    public init(output: String, errno code: Int32) {
        self.output = output
        self.reason = String(cString: strerror(code))
        self.code = code
    }

    public var message: String { "vcgraph: error: \(InputText.escaped(output)): \(InputText.escaped(reason))" }
}
