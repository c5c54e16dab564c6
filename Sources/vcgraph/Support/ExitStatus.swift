import ArgumentParser

/// The exit statuses of `scenario-format.md`.
enum ExitStatus {
    /// An expectation, an expected diagnostic or an unexpected diagnostic failed (`check`).
    static let checkFailed = ExitCode(1)
    /// The input is invalid: unreadable, malformed, unknown key, unknown or duplicate id, wrong type.
    static let invalidInput = ExitCode(2)
    /// An output could not be written or rendered.
    static let outputFailed = ExitCode(3)
}
