import PresentationModel

/// What firing one segue did on one device: the answer to "who presents the destination, in
/// which style, and what stays on screen", with the model's reasons.
public struct SegueResolution: Sendable {
    public var segue: SegueReference
    /// What the segue fired in: the device (an iPad stays an iPad in compact width), the iOS
    /// version, the size classes and the model's options.
    public var environment: Environment
    /// The chain of segues fired first to bring the source on screen (empty for a source in
    /// the initial controller's tree).
    public var path: SegueRoute
    /// False when no chain of segues reaches the source: its scene was made the window root.
    public var isReachable: Bool
    /// The window's root the path starts from: the app's initial controller, another
    /// storyboard's (SB10), or the unreachable source's scene.
    public var windowRoot: ControllerID?
    /// The source controller's instance.
    public var source: ControllerID
    /// The root of the source's family when the segue fired (§1).
    public var sourceFamilyRoot: ControllerID?
    /// The destination's instance (nil for an unwind segue, a dangling destination, or a
    /// custom segue that does not show it).
    public var destination: ControllerID?
    /// The storyboard element the segue shows, references followed: what ``destination`` is
    /// made from when it is made. Nil for an unwind segue and a dangling destination.
    public var destinationKey: StoryboardCatalog.Key?
    /// The storyboard elements an unwind's first candidates (``ControllerList/head``) were
    /// made from, in its search order; empty for the other kinds.
    public var unwindCandidateKeys: [StoryboardCatalog.Key] = []
    public var outcome: Outcome
    /// The model's rules for the outcome, in the order they applied: `[R8.4, R3.1]` for a
    /// show segue that presents, `[R5.3]` for a push, the first diagnostic's rule for a
    /// refusal. Empty when no rule of the model decides it: an unwind, a dangling destination,
    /// what a custom segue's class does itself, a presenter observed rather than resolved
    /// (``ruleCitation`` names which).
    public var rules: [RuleID]
    /// Controllers on screen before the segue that still are after it, in hierarchy order.
    public var staysOnScreen: ControllerList
    /// Controllers on screen before the segue that are not after it.
    public var covers: ControllerList
    /// The child an embedding custom segue removed from its container, or the window root a
    /// custom segue replaced, to put the destination in its place; what ``covers`` lists then
    /// left the container or the window, it is not covered.
    public var replaced: ControllerID?
    /// Whether the segue takes its own source off the screen.
    public var coversSource: Bool
    /// What UIKit would say while firing it (the last segue's own diagnostics).
    public var diagnostics: [Diagnostic]
    /// What the answer assumes because the storyboard does not decide it, its path's guesses
    /// included (an answer reached through an assumed segue rests on that guess too); empty
    /// when the answer is decided.
    public var assumptions: [SegueAssumption] = []
    /// How a custom segue's class was read; nil for the other kinds.
    public var customSegue: CustomSegueRules.Reading?

    public enum Outcome: Sendable {
        /// Presented: by whom, in which style (requested and after adaptation), found how.
        case presented(Presentation, effectiveStyle: ModalPresentationStyle)
        /// Put into a container: pushed on a navigation stack, or shown in a split view's column.
        case contained(in: ControllerID, as: Placement)
        /// An unwind segue: its action, and the controllers UIKit asks in turn, in its search
        /// order (inferred from Apple's documentation), the source excluded: from the source up
        /// through each parent, else the presenting controller, each stop's other children
        /// (and theirs) before the stop itself. The destination is the first whose class
        /// implements the action, which a storyboard does not say.
        case unwind(action: String, candidates: ControllerList)
        /// A segue its source's class performs itself when a storyboard loads it
        /// (``KnownContainer/loadSegues``): the destination is already the child in `slot`,
        /// and no user fires it.
        case performedAtLoad(by: ControllerID, slot: String)
        /// A custom segue that made the destination the root of this window (R1.8), in place of
        /// ``SegueResolution/replaced``.
        case windowRoot(String)
        /// A custom segue that ended the presentation the source is in: the presenter dismissed.
        case dismissed(presenter: ControllerID)
        /// A custom segue that does nothing in this state, and why (in vcgraph's voice).
        case noEffect(String)
        /// UIKit refuses it, or ignores it (see ``SegueResolution/diagnostics``).
        case refused
        /// The destination names no controller of the files given.
        case dangling(String)
    }

    public enum Placement: String, Sendable {
        case pushed, primaryColumn, supplementaryColumn, secondaryColumn, child
    }
}

extension SegueResolution {
    /// Adds `assumption` to the answer's, once.
    mutating func assume(_ assumption: SegueAssumption) {
        if !assumptions.contains(assumption) { assumptions.append(assumption) }
    }
}
