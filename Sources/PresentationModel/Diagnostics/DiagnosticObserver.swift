extension Hierarchy {
    /// Called with the diagnostics of every operation that produces some, while set for a
    /// task: the hook of `PresentationTesting`'s strict mode, which fails a test on a UIKit
    /// diagnostic the test did not expect (as `vcgraph check` fails a scenario). A task-local
    /// value, so that tests running in parallel each see only their own operations; it is
    /// read only when an operation produced a diagnostic, so the common path pays nothing.
    @TaskLocal public static var diagnosticObserver: (@Sendable (_ diagnostics: [Diagnostic], _ operation: Operation) -> Void)? = nil
}
