import PresentationScenarios

/// What an answer read from code rests on when the code does not decide it: each with its
/// id (A1, A2, …) and its sentence, in the words every output prints.
public enum CodeAssumption: Hashable, Sendable {
    /// A1: the class whose method runs is on screen where the code first put it.
    case onScreen(className: String, placement: String, at: SourceLocation)
    /// A2: a container lookup on it is not nil there.
    case notNil(expression: String, className: String, container: String)
    /// A3: the window's root is still the one the launch set.
    case windowRoot(root: String, at: SourceLocation)
    /// A5: the action that placed the class ran before this one.
    case ranBefore(action: String)
    /// A10: an operation vcgraph could not resolve, earlier on the same path, changed nothing.
    case afterUnknown(at: SourceLocation)

    /// The assumption's id in the rulebook's catalogue.
    public var id: String {
        switch self {
        case .onScreen: "A1"
        case .notNil: "A2"
        case .windowRoot: "A3"
        case .ranBefore: "A5"
        case .afterUnknown: "A10"
        }
    }

    /// The sentence every output prints.
    public var text: String {
        switch self {
        case .onScreen(let className, let placement, let location):
            "`self` is on screen as \(placement) (\(className), placed at \(location.file):\(location.line))"
        case .notNil(let expression, let className, let container):
            "`\(expression)` is not nil: \(className) is inside \(container) at that point; if it is not, this call does nothing"
        case .windowRoot(let root, let location):
            "the window's root is still \(root) (set at \(location.file):\(location.line))"
        case .ranBefore(let action):
            "\(action) ran before this action"
        case .afterUnknown(let location):
            "the operation vcgraph could not resolve at \(location.file):\(location.line) did not change the hierarchy"
        }
    }
}
