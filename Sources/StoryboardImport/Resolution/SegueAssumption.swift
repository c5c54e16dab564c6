/// What a segue's answer assumes because the storyboard does not decide it: every output
/// that prints the answer says so, so that a guess is never read as a fact.
public enum SegueAssumption: Hashable, Sendable {
    /// An unwind segue's destination: the storyboard does not say which class implements
    /// the action, so the nearest controller back along the path is assumed to.
    case unwindDestination(action: String)
    /// A custom segue's class is not read: it is assumed to present its destination full
    /// screen, as `present(_:animated:)` does.
    case customSegue(className: String)

    /// The assumption's id in JSON.
    public var id: String {
        switch self {
        case .unwindDestination: "unwindDestination"
        case .customSegue: "customSegue"
        }
    }

    /// One sentence, in vcgraph's voice.
    public var text: String {
        switch self {
        case .unwindDestination(let action):
            "the storyboard does not say which class implements \(action.isEmpty ? "the action" : action); "
                + "the nearest controller back along the path is assumed to, and UIKit asks each one back in turn"
        case .customSegue(let className):
            "what \(className.isEmpty ? "the custom segue" : className) does is not read from its class; "
                + "it is assumed to present the destination full screen"
        }
    }
}
