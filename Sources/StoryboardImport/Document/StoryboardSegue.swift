import PresentationModel
import PresentationScenarios

/// A `<segue>` element that is a transition or a relationship.
///
/// `<segue reference=…>` (layout tie-breakers) and the peek-and-pop `<segue key=…>` children
/// are not transitions and are not read.
public struct StoryboardSegue: Sendable {
    /// The element's `id`.
    public var element: String
    public var kind: Kind
    /// For a relationship segue: `rootViewController`, `viewControllers`,
    /// `masterViewController`, `detailViewController`, `supplementaryViewController`, ….
    public var relationship: String?
    /// The element id of the controller whose scene holds the segue.
    public var source: String
    /// The element id the segue names as its destination (an `<exit>` for an unwind segue).
    public var destination: String
    /// `identifier`: what `performSegue(withIdentifier:)` names.
    public var identifier: String?
    public var modalPresentationStyle: ModalPresentationStyle?
    public var modalTransitionStyle: ModalTransitionStyle?
    /// A custom segue's class (`customModule.customClass` when both are written).
    public var customClass: String?
    /// An unwind segue's `unwindAction` (`unwindToMenu:`).
    public var unwindAction: String?
    /// Whether a popover has something to point at: `popoverAnchorView`,
    /// `popoverAnchorBarButtonItem`, or the control that triggers the segue.
    public var isAnchored: Bool
    public var location: SourceLocation

    public init(
        element: String, kind: Kind, source: String, destination: String, isAnchored: Bool, location: SourceLocation
    ) {
        self.element = element
        self.kind = kind
        self.source = source
        self.destination = destination
        self.isAnchored = isAnchored
        self.location = location
    }

    /// The `kind` attribute.
    public enum Kind: String, Sendable, CaseIterable {
        case relationship, embed
        case show, showDetail, presentation, popoverPresentation, custom, unwind
        /// Legacy kinds (before iOS 8's adaptive segues).
        case push, modal, popover
        /// The legacy split-view `replace` segue.
        case replace

        /// Whether firing it moves to another scene (relationship and embed segues are
        /// containment, set up when their container is instantiated).
        public var isTransition: Bool { self != .relationship && self != .embed }
    }

    /// The id the reports show: the segue's identifier, else its element id.
    public var displayID: String { identifier ?? element }
}
