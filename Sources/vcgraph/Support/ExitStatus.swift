import ArgumentParser

/// The exit statuses of the scenario format.
enum ExitStatus {
    /// An expectation, an expected diagnostic or an unexpected diagnostic failed (`check`).
    static let checkFailed = ExitCode(1)
    /// The input is invalid: unreadable, malformed, unknown key, unknown or duplicate id, wrong
    /// type; or the command line is (an unknown option, a value out of range, a format that
    /// contradicts the output's extension).
    static let invalidInput = ExitCode(2)
    /// An output could not be written or rendered.
    static let outputFailed = ExitCode(3)
    /// `render --timeout` ran out (the status `timeout(1)` uses).
    static let timedOut = ExitCode(124)
    // A reader of standard output that went away ends vcgraph by SIGPIPE (status 141 in a
    // shell): see `BrokenPipe`.
}
