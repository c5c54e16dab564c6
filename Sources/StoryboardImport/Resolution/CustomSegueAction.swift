/// What a custom segue class does when it performs, in the model's terms.
public enum CustomSegueAction: Hashable, Sendable {
    /// `source.present(destination, animated:)`: in the destination's own style.
    case present
    /// `source.present(initial, animated:)`, `initial` the initial controller of the storyboard
    /// of this name (the segue's own destination replaced), in its own style.
    case presentInitial(ofStoryboard: String)
    /// `source.navigationController?.pushViewController(destination, animated:)`.
    case push
    /// A container adds the destination as its child in `slot`, removing the child that
    /// filled the slot; the destination is not presented.
    case embed(into: Container, slot: Slot)
    /// `window.rootViewController = destination`: the destination becomes the root of the
    /// window the app shows, in place of its root (R1.8).
    case replaceRoot
    /// `source.presentingViewController?.dismiss(animated:)`: the presentation the source is
    /// in ends, and the destination is not shown.
    case dismiss

    /// The controller an embedding segue adds its destination to.
    public enum Container: Hashable, Sendable {
        /// The segue's source.
        case source
        /// The source's nearest ancestor (by parent, else presenting controller) of this class,
        /// as a library's `revealViewController` or `slidingViewController` finds it.
        case ancestor(className: String)
    }

    /// Which child an embedding segue replaces.
    public enum Slot: Hashable, Sendable {
        /// The container's first child, whatever put it there.
        case first
        /// The child last put in the slot of this name, by this kind of segue or by a known
        /// container's runtime attribute (``KnownContainer``).
        case named(String)
    }

    /// The words `--custom-segue CLASS=ACTION` takes, in the order help lists them.
    public static let names = ["present", "push", "embed", "dismiss", "replaceRoot"]

    /// The action a `--custom-segue` word names for `className`: `embed` adds the destination
    /// to the source, in place of the child the class's previous segue put there.
    public static func named(_ name: String, for className: String) -> CustomSegueAction? {
        switch name {
        case "present": .present
        case "push": .push
        case "embed": .embed(into: .source, slot: .named(className))
        case "dismiss": .dismiss
        case "replaceRoot": .replaceRoot
        default: nil
        }
    }

    /// What it does, as a phrase in vcgraph's voice.
    public var summary: String {
        switch self {
        case .present: "presents the destination in the destination's own style"
        case .presentInitial(let name):
            "presents the initial controller of the storyboard '\(name)' in place of the destination, in its own style"
        case .push: "pushes the destination onto the source's navigation controller"
        case .embed(let container, let slot):
            "adds the destination as a child of "
                + {
                    switch container {
                    case .source: "the source"
                    case .ancestor(let className): "the source's nearest \(className)"
                    }
                }()
                + {
                    switch slot {
                    case .first: ", in place of its first child"
                    case .named(let name): " (\(name)), in place of the child there"
                    }
                }()
        case .dismiss: "dismisses the presentation the source is in"
        case .replaceRoot: "makes the destination the window's root, in place of the root there"
        }
    }
}
