/// Why a relation has the value it has, as data: the fact that decides it, the controllers
/// it names and the rule it applies (``rule``). `vcgraph explain`, `vcgraph check`, the
/// diagrams' tooltips and the assertion library render it, each in its own form; the text
/// renderer is `PresentationReports`' `RelationReason.sentence`.
public enum RelationReason: Hashable, Sendable {
    // MARK: Subjects that do not exist

    case unknownController(ControllerID)
    case unknownWindow(String)
    case windowRoot(NamedController, window: String)

    // MARK: Containment (§1, R1.1, R1.7)

    /// A presented family's root has no parent (R1.1).
    case headsPresentedFamily(NamedController, presenter: NamedController)
    /// A window's root controller has no parent.
    case headsWindow(NamedController, window: String)
    /// A controller with no parent in no window heads a detached family (R1.1).
    case headsDetachedFamily(NamedController)
    /// A contained controller, where its parent holds it, and its family's root (R1.7).
    case contained(NamedController, place: ContainerPlace, parent: NamedController, familyRoot: NamedController)
    /// §1: a controller with no parent heads its own family.
    case headsOwnFamily(NamedController)
    /// §1: the topmost ancestor by containment is the family root.
    case familyRoot(NamedController, of: NamedController)

    // MARK: Nearest ancestors (R1.3–R1.5)

    case nearestAncestor(NamedController, of: NamedController, kind: AncestorKind)
    /// The walk stops at the family root, which is presented: parents only (R1.6).
    case ancestorWalkStops(
        NamedController, headsFamily: Bool, familyRoot: NamedController, presenter: NamedController, kind: AncestorKind)
    case noAncestor(NamedController, kind: AncestorKind)

    // MARK: Presentation links (R2.1, R2.2)

    case notPresented(NamedController)
    /// R2.2: `familyRoot` (the controller itself, or its family's root) was presented.
    case presentedBy(
        NamedController, familyRoot: NamedController, presenter: NamedController, presentation: PresentationSummary?)
    case presentsNothing(NamedController)
    case presents(NamedController, presented: NamedController)
    case ancestorPresents(NamedController, ancestor: NamedController, presented: NamedController)
    /// Only a presented family's root has a presentation of its own.
    case notAPresentedRoot(NamedController)
    /// The controller's own presentation: from where, in which style, and who presents.
    case presentation(NamedController, PresentationSummary)

    // MARK: Containers (R5–R7)

    case navigationVisible(NamedController, presented: NamedController?)
    case navigationStack(NamedController, stack: RelationValue)
    case tabs(NamedController, tabs: RelationValue, selected: RelationValue)
    case split(NamedController, isCollapsed: Bool)
    case notAContainer(NamedController, relation: Relation, value: RelationValue)

    // MARK: On screen (§5)

    case onScreen(NamedController)
    case chainNotInWindow(NamedController, top: NamedController)
    case notShownBy(NamedController, container: NamedController, kind: ControllerKind, child: NamedController)
    case viewRemoved(NamedController, presenter: NamedController, style: ModalPresentationStyle?, presented: NamedController)

    // MARK: modalPresentationStyle (R11.1)

    /// The style the controller reports; for an alert controller the one UIKit resolves.
    case reportedStyle(NamedController, ModalPresentationStyle, alert: AlertStyle?)

    // MARK: isActive (R12)

    case notASearchController(NamedController)
    case searchInactive(NamedController)
    /// R12.1, R12.5: the search is presented by `presenter`, whose whole view it covers,
    /// the container's bar included.
    case searchActive(NamedController, presenter: NamedController, coveredBar: CoveredBar?)

    /// The bar of a container that a search presented by it covers (R12.5).
    public enum CoveredBar: String, Hashable, Sendable {
        case navigationBar = "navigation bar"
        case tabBar = "tab bar"
    }

    // MARK: definesPresentationContext (R3.3)

    case definesByClassDefault(NamedController, uikitClass: String, value: Bool)
    case definesExplicitly(NamedController, value: Bool)

    /// Where a contained controller sits in its parent.
    public enum ContainerPlace: Hashable, Sendable {
        case navigationStack
        case tab
        case splitColumn(String)
        case page
        case child
    }

    /// The rule (or rules) the reason applies, as the rulebook names them; nil for a subject
    /// that does not exist.
    public var rule: String? {
        switch self {
        case .unknownController, .unknownWindow, .windowRoot, .headsWindow: nil
        case .headsPresentedFamily, .headsDetachedFamily: "R1.1"
        case .contained: "R1.7"
        case .headsOwnFamily, .familyRoot: "§1"
        case .nearestAncestor(_, _, let kind), .ancestorWalkStops(_, _, _, _, let kind), .noAncestor(_, let kind): kind.rule
        case .notPresented, .presentedBy: "R2.2"
        case .presentsNothing, .presents, .ancestorPresents: "R2.1"
        case .notAPresentedRoot: nil
        case .presentation(_, let summary): summary.ruleID
        case .navigationVisible: "R5.2"
        case .navigationStack: "R5.1"
        case .tabs: "R6.1, R6.2, R6.3"
        case .split: "R7.1, R7.6"
        case .notAContainer: nil
        case .onScreen, .chainNotInWindow: nil
        case .notShownBy(_, _, let kind, _): Self.showsRule(kind)
        case .viewRemoved: "§5"
        case .definesByClassDefault, .definesExplicitly: "R3.3"
        case .reportedStyle(_, _, let alert): alert == nil ? nil : "R11.1"
        case .notASearchController: nil
        case .searchInactive: "R12.1"
        case .searchActive: "R12.1, R12.5"
        }
    }

    /// The containers found by a nearest-ancestor walk.
    public enum AncestorKind: Hashable, Sendable {
        case navigation, tabBar, split

        /// R1.3 `navigationController`, R1.5 `tabBarController` (with Decision U1 on crossing
        /// presentations), R1.4 `splitViewController`.
        public var rule: String {
            switch self {
            case .navigation: "R1.3"
            case .tabBar: "R1.5, Decision U1"
            case .split: "R1.4"
            }
        }
    }

    /// Which rule decides what a container shows.
    static func showsRule(_ kind: ControllerKind) -> String? {
        switch kind {
        case .navigation: "R5.1"
        case .tabBar: "R6.2"
        case .split: "R7.6"
        case .plain, .page: nil
        }
    }
}

/// A presentation as a reason cites it: from where, in which style, and how its presenter was
/// found (the rule, and for a context style every controller asked with its answer).
public struct PresentationSummary: Hashable, Sendable {
    public var presented: NamedController
    public var requestedFrom: NamedController
    public var presenter: NamedController
    /// The style the request named.
    public var style: ModalPresentationStyle
    /// The style in effect now (§5).
    public var effectiveStyle: ModalPresentationStyle
    /// The effective style when the presenter was resolved, which decided the rule.
    public var styleAtRequest: ModalPresentationStyle
    /// How the presenter was found (§4).
    public var rule: PresenterResolution.Rule
    /// For a context style, every controller asked, in order, with its answer.
    public var contextWalk: [ContextAnswer]

    /// One controller asked by the context walk (R3.2), named, with its answer.
    public struct ContextAnswer: Hashable, Sendable {
        public var controller: NamedController
        public var definesPresentationContext: Bool
        /// The answer is the class's default (R3.3), not an assignment.
        public var isClassDefault: Bool
    }

    /// R3.1 for a full-screen style, R3.2 for a context style with a definer, R3.4 and
    /// Decision U2 without one; nil for an observed presentation.
    public var ruleID: String? {
        switch rule {
        case .familyRoot: "R3.1"
        case .definesPresentationContext: "R3.2"
        case .noDefinerFamilyRoot: "R3.4, U2"
        case .observed: nil
        }
    }
}
