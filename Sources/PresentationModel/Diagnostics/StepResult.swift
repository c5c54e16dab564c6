/// What an operation did: the diagnostics UIKit would raise or log, and the controllers it
/// took out (popped off a stack, replaced, dismissed).
public struct StepResult: Hashable, Sendable {
    public var diagnostics: [Diagnostic]
    /// Controllers the operation removed, in the order UIKit returns them (a pop's return
    /// value, a dismissal's presented controllers from the lowest up).
    public var removed: [ControllerID]

    public init(diagnostics: [Diagnostic] = [], removed: [ControllerID] = []) {
        self.diagnostics = diagnostics
        self.removed = removed
    }

    /// True when UIKit would have raised an exception (the hierarchy is unchanged).
    public var failed: Bool { diagnostics.contains { $0.severity == .error } }

    static func diagnostic(_ diagnostic: Diagnostic) -> StepResult { StepResult(diagnostics: [diagnostic]) }

    /// Adds what another operation of the same step did.
    public mutating func append(_ other: StepResult) {
        diagnostics += other.diagnostics
        removed += other.removed
    }
}
