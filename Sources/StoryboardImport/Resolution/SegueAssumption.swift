/// What a segue's answer assumes because the storyboard does not decide it: every output
/// that prints the answer says so, so that a guess is never read as a fact.
public enum SegueAssumption: Hashable, Sendable {
    /// An unwind segue's destination: the storyboard does not say which class implements
    /// the action. UIKit unwinds to the first of the candidates, in its search order, whose
    /// class implements it; the state after the unwind assumes the first candidate does.
    case unwindDestination(action: String, first: String)
    /// A custom segue whose class vcgraph does not know: assumed to present the destination
    /// in the destination's own style, as `present(_:animated:)` does.
    case customSegue(className: String)
    /// A segue of a kind other than `custom` that names a class of its own: the class's
    /// `perform()` may do anything (set a style, a transitioning delegate, another container),
    /// and the segue is assumed to do what its kind does.
    case segueSubclass(className: String, kind: String)
    /// A custom segue class that presents another storyboard's initial controller in place of
    /// its destination, when that storyboard is not among the files given: the segue's own
    /// destination is assumed to stand for it.
    case externalStoryboard(className: String, storyboard: String)
    /// A destination in a storyboard that is not among the files given: the reference stays a
    /// placeholder, assumed to be a plain view controller (the scene may be a container).
    case referencedScene(storyboard: String)
    /// A known custom segue class whose container is found by class: no ancestor of the
    /// source has that class (a subclass cannot be told from the storyboard), so the lookup
    /// is assumed to return nil and the segue to do nothing.
    case customSegueContainer(className: String, containerClass: String)
    /// A segue whose source no chain of segues from an initial view controller reaches: the
    /// source's scene is assumed to be the window's root, as when code makes it by its
    /// identifier and shows it.
    case sceneAsWindowRoot(scene: String)

    /// The assumption's id in JSON.
    public var id: String {
        switch self {
        case .unwindDestination: "unwindDestination"
        case .customSegue: "customSegue"
        case .segueSubclass: "segueSubclass"
        case .externalStoryboard: "externalStoryboard"
        case .referencedScene: "referencedScene"
        case .customSegueContainer: "customSegueContainer"
        case .sceneAsWindowRoot: "sceneAsWindowRoot"
        }
    }

    /// One sentence, in vcgraph's voice.
    public var text: String {
        switch self {
        case .unwindDestination(let action, let first):
            "the storyboard does not say which class implements \(action.isEmpty ? "the action" : action); "
                + "UIKit unwinds to the first candidate, in its search order, whose class does, "
                + "and the state after it assumes \(first) does"
        case .customSegue(let className):
            "what \(className.isEmpty ? "the custom segue" : className) does is not read from its class; "
                + "it is assumed to present the destination in the destination's own style; "
                + "say what it does with --custom-segue \(className.isEmpty ? "CLASS" : className)="
                + CustomSegueAction.names.joined(separator: "|")
        case .segueSubclass(let className, let kind):
            "\(className) is a class of the app's on a \(kind) segue, and its perform() may do otherwise; "
                + "it is assumed to do what a \(kind) segue does; say what it does with --custom-segue \(className)="
                + CustomSegueAction.names.joined(separator: "|")
        case .externalStoryboard(let className, let storyboard):
            "\(className) presents the initial controller of the storyboard '\(storyboard)', which is not among "
                + "the files given; the segue's destination in this storyboard is assumed to stand for it"
        case .referencedScene(let storyboard):
            "the destination is a scene of \(storyboard).storyboard, which is not among the files given; its placeholder "
                + "is assumed to be a plain view controller (give \(storyboard).storyboard too to follow it)"
        case .customSegueContainer(let className, let containerClass):
            "no controller above the source is a \(containerClass); \(className) is assumed to find none "
                + "and do nothing (a subclass of \(containerClass) cannot be told from the storyboard)"
        case .sceneAsWindowRoot(let scene):
            "no chain of segues from an initial view controller reaches the source; its scene, \(scene), is assumed "
                + "to be the window's root, as when code makes it by its identifier and shows it"
        }
    }
}
