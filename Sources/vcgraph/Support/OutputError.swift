import PresentationScenarios

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// An output that could not be written: which one, and the reason in the system's words
/// (`No space left on device`) or in ours (`is a folder`).
///
/// Commands let it rise to ``VCGraph/main()``, the one place that reports it: one line,
/// `vcgraph: error: OUTPUT: REASON`, and exit status 3; or, for a reader of standard output
/// that went away, the quiet end of ``BrokenPipe``.
struct OutputError: Error {
    /// `standard output`, or the path as the user gave it.
    var output: String
    var reason: String
    /// The `errno` of the failed call, when a system call failed.
    var code: Int32?

    init(output: String, reason: String) {
        self.output = output
        self.reason = reason
    }

    init(output: String, errno code: Int32) {
        self.output = output
        self.reason = String(cString: strerror(code))
        self.code = code
    }

    var message: String { "vcgraph: error: \(InputText.escaped(output)): \(InputText.escaped(reason))" }
}
