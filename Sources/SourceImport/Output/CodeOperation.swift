import PresentationModel
import PresentationScenarios

/// How sure an answer read from code is: decided by the code alone, assumed (applied to the
/// model under the assumptions it lists), or unknown (listed with its reason, never applied).
public enum Certainty: String, Hashable, Sendable {
    case decided, assumed, unknown
}

/// One call site of an R26.1 form on one path: what the code asks, how sure vcgraph is of
/// its receiver and arguments, and the model's operation when it was applied.
public struct CodeOperation: Sendable {
    /// The form, as the code calls it: `present`, `pushViewController`, `setRoot`, ….
    public var form: String
    /// The receiver as written (`self` when the call has none).
    public var receiver: String
    public var location: SourceLocation
    /// The flow and path it was read on: `InboxViewController.compose()`, and the branches
    /// taken (`if sender != nil`).
    public var flow: String
    public var branches: [String]
    public var certainty: Certainty
    public var assumptions: [CodeAssumption]
    /// The model's operations, declarations first; empty when unknown or when the call does
    /// nothing (a push with no navigation controller).
    public var operations: [Operation]
    /// Why it is unknown, or why it does nothing.
    public var reason: String?
    /// What the model answered: who presented, in which style, where it was pushed.
    public var answer: CodeAnswer?
    /// The class whose code made the call (nil for a free function), and the class of the
    /// controller it shows (presented, pushed, shown, made the root), when the model applied it.
    public var sourceClass: String?
    public var destinationClass: String?
}

/// A finding at a call site, in a reviewer's words: its id (to silence it), its severity,
/// and, when it rests on assumptions, those.
public struct CodeFinding: Sendable, Hashable {
    public enum Severity: String, Sendable, Hashable { case error, warning, note }

    public var id: String
    public var severity: Severity
    public var location: SourceLocation
    public var message: String
    public var certainty: Certainty
    public var assumptions: [CodeAssumption]
}
