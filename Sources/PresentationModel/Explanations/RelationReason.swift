/// Why a relation has the value it has, as data: the fact that decides it, the controllers
/// it names and the rules it applies (``rules``). `vcgraph explain`, `vcgraph check`, the
/// diagrams' tooltips and the assertion library render it, each in its own form; the text
/// renderer is `PresentationReports`' `RelationReason.sentence`.
public enum RelationReason: Hashable, Sendable {
    // MARK: Subjects that do not exist

    case unknownController(ControllerID)
    case unknownWindow(String)
    case windowRoot(NamedController, window: String)

    // MARK: Containment (§1, R1.1, R1.7)

    /// A presented family's root has no parent (<doc:Rules-Families#R1.1>).
    case headsPresentedFamily(NamedController, presenter: NamedController)
    /// Decision <doc:Rules-Decisions#U13>'s flagged alternative
    /// (``ModelOptions/adaptiveWrapperKeepsController``): presented again by `presenter` after
    /// its adaptive wrapper was undone, the controller is still the wrapper's child.
    case keptByAdaptiveWrapper(NamedController, wrapper: NamedController, presenter: NamedController)
    /// A window's root controller has no parent.
    case headsWindow(NamedController, window: String)
    /// A controller with no parent in no window heads a detached family (<doc:Rules-Families#R1.1>).
    case headsDetachedFamily(NamedController)
    /// A contained controller, where its parent holds it, and its family's root (<doc:Rules-Families#R1.7>).
    case contained(NamedController, place: ContainerPlace, parent: NamedController, familyRoot: NamedController)
    /// <doc:Rules-Families#§1>: a controller with no parent heads its own family.
    case headsOwnFamily(NamedController)
    /// <doc:Rules-Families#§1>: the topmost ancestor by containment is the family root.
    case familyRoot(NamedController, of: NamedController)

    // MARK: Nearest ancestors (R1.3–R1.5)

    case nearestAncestor(NamedController, of: NamedController, kind: AncestorKind)
    /// The walk stops at the family root, which is presented: parents only (<doc:Rules-Families#R1.6>).
    case ancestorWalkStops(
        NamedController, headsFamily: Bool, familyRoot: NamedController, presenter: NamedController, kind: AncestorKind)
    case noAncestor(NamedController, kind: AncestorKind)

    // MARK: Presentation links (R2.1, R2.2)

    case notPresented(NamedController)
    /// <doc:Rules-PresentationLinks#R2.2>: `familyRoot` (the controller itself, or its family's root) was presented.
    case presentedBy(
        NamedController, familyRoot: NamedController, presenter: NamedController, presentation: PresentationSummary?)
    case presentsNothing(NamedController)
    case presents(NamedController, presented: NamedController)
    case ancestorPresents(NamedController, ancestor: NamedController, presented: NamedController)
    /// Only a presented family's root has a presentation of its own.
    case notAPresentedRoot(NamedController)
    /// The controller's own presentation: from where, in which style, and who presents.
    case presentation(NamedController, PresentationSummary)

    // MARK: Containers (§6–§8)

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

    // MARK: isActive (R12.1)

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

    // MARK: delegateEvents (R13.1, R14.6)

    /// The app sets no presentation delegate on the controller, so nothing is logged.
    case noPresentationDelegate(NamedController)
    /// The calls its delegate received during its latest presentation.
    case delegateHeard(NamedController, [DelegateCallback])

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

    /// The rules the reason applies, as the rulebook names them: every reason has one, so
    /// that every failed check cites the rule that decides its value. A subject that does not
    /// exist, a window's root and the place of a controller in no window cite §1, which
    /// defines controllers, windows' roots and detached families.
    public var rules: [RuleID] {
        switch self {
        case .unknownController, .unknownWindow, .windowRoot, .headsWindow: [.section1]
        case .headsPresentedFamily, .headsDetachedFamily: [.r1_1]
        case .keptByAdaptiveWrapper: [.r13_4, .u13]
        case .contained: [.r1_7]
        case .headsOwnFamily, .familyRoot: [.section1]
        case .nearestAncestor(_, _, let kind), .ancestorWalkStops(_, _, _, _, let kind), .noAncestor(_, let kind): kind.rules
        case .notPresented, .presentedBy: [.r2_2]
        case .presentsNothing, .presents, .ancestorPresents: [.r2_1]
        // §3: the presentation is one link, held by the presented family's root.
        case .notAPresentedRoot: [.section3]
        // An observed presentation: the link holds the presenter UIKit showed (R2.3).
        case .presentation(_, let summary): summary.rules.isEmpty ? [.r2_3] : summary.rules
        case .navigationVisible: [.r5_2]
        case .navigationStack: [.r5_1]
        case .tabs: [.r6_1, .r6_2, .r6_3]
        case .split: [.r7_1, .r7_6]
        case .notAContainer: [.r1_7]
        case .onScreen: [.section5]
        case .chainNotInWindow: [.section1]
        case .notShownBy(_, _, let kind, _): Self.showsRule(kind).map { [$0] } ?? [.section11]
        case .viewRemoved: [.section5]
        case .definesByClassDefault, .definesExplicitly: [.r3_3]
        case .reportedStyle(_, _, let alert): alert == nil ? [.r4_1] : [.r11_1]
        case .notASearchController: [.section16]
        case .searchInactive: [.r12_1]
        case .searchActive: [.r12_1, .r12_5]
        case .noPresentationDelegate: [.section17]
        case .delegateHeard(_, let calls):
            calls.isEmpty ? [.r13_1] : calls.reduce(into: [RuleID]()) { rules, call in if !rules.contains(call.rule) { rules.append(call.rule) } }
        }
    }

    /// The containers found by a nearest-ancestor walk.
    public enum AncestorKind: Hashable, Sendable {
        case navigation, tabBar, split

        /// <doc:Rules-Families#R1.3> `navigationController`, <doc:Rules-Families#R1.5> `tabBarController` (with Decision <doc:Rules-Decisions#U1> on crossing
        /// presentations), <doc:Rules-Families#R1.4> `splitViewController`.
        public var rules: [RuleID] {
            switch self {
            case .navigation: [.r1_3]
            case .tabBar: [.r1_5, .u1]
            case .split: [.r1_4]
            }
        }
    }

    /// Which rule decides what a container shows.
    public static func showsRule(_ kind: ControllerKind) -> RuleID? {
        switch kind {
        case .navigation: .r5_1
        case .tabBar: .r6_2
        case .split: .r7_6
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
    /// The style in effect now (<doc:Rules-Styles#§5>).
    public var effectiveStyle: ModalPresentationStyle
    /// The effective style when the presenter was resolved, which decided the rule.
    public var styleAtRequest: ModalPresentationStyle
    /// How the presenter was found (<doc:Rules-PresenterResolution#§4>).
    public var rule: PresenterResolution.Rule
    /// For a context style, every controller asked, in order, with its answer.
    public var contextWalk: [ContextAnswer]
    /// The style in effect is the one observed (a dump, a live capture), taken as UIKit showed
    /// it rather than adapted to the environment.
    public var isObservedStyle: Bool = false
    /// For a SwiftUI presentation: the modifier whose bridge called `present` (<doc:Rules-SwiftUI#R20.1>).
    public var swiftUIModifier: SwiftUIModifier? = nil

    /// One controller asked by the context walk (<doc:Rules-PresenterResolution#R3.2>), named, with its answer.
    public struct ContextAnswer: Hashable, Sendable {
        public var controller: NamedController
        public var definesPresentationContext: Bool
        /// The answer is the class's default (<doc:Rules-PresenterResolution#R3.3>), not an assignment.
        public var isClassDefault: Bool
    }

    /// <doc:Rules-PresenterResolution#R3.1> for a full-screen style, <doc:Rules-PresenterResolution#R3.2> for a context style with a definer, <doc:Rules-PresenterResolution#R3.4> and
    /// Decision <doc:Rules-Decisions#U2> without one, Decision <doc:Rules-Decisions#U9> for its flagged alternative;
    /// nil for an observed presentation.
    public var rules: [RuleID] {
        switch rule {
        case .noDefinerFamilyRoot: [.r3_4, .u2]
        case .familyRoot, .definesPresentationContext, .actionSheetSource, .observed: rule.ruleID.map { [$0] } ?? []
        }
    }
}
