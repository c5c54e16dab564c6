/// A relationship a scenario can expect and the JSON report lists, named as the scenario
/// format's relation table names it.
///
/// This enum and ``Hierarchy/value(of:for:)-(Relation,Subject)`` are the relation table:
/// adding a relation adds its case here, its row in ``definition``, its value in the one
/// switch of `Hierarchy+RelationValues.swift` and its reason. The JSON report's keys, the
/// expectations' value kinds, the explanations and the assertions all read the table.
public enum Relation: String, Hashable, Sendable, CaseIterable {
    case parent
    case children
    case family
    case navigationController
    case tabBarController
    case splitViewController
    case presentingViewController
    case presentedViewController
    case presentedFrom
    case presentationContext
    case presentationStyle
    case viewControllers
    case topViewController
    case visibleViewController
    case selectedViewController
    case isOnScreen
    /// `rootViewController(WINDOW_ID)`: its subject is a window, not a controller.
    case rootViewController
    // Extensions of the scenario format (documented in the format's extension notes).
    case definesPresentationContext
    case moreNavigationController
    case selectedIndex
    /// The `modalPresentationStyle` the controller reports: the one set, UIKit's default for
    /// the iOS version when none is (<doc:Rules-Styles#R4.1>), or for an alert controller the
    /// one UIKit resolves (<doc:Rules-Alerts#R11.1>); see ``Environment/reportedStyle(of:)``.
    case modalPresentationStyle
    /// `UISearchController.isActive`: the search controller is presented (R12.1).
    case isActive
    /// The calls the app's adaptive presentation delegate received for the controller's latest
    /// presentation, in order, kept after it ends (R13.1, R13.4, R14.5, R14.6).
    case delegateEvents

    /// One row of the relation table.
    public struct Definition: Hashable, Sendable {
        /// The kind of value, which decides how an expectation's value is read and how the
        /// JSON report writes it.
        public var valueKind: RelationValue.Kind
        /// What the relation is asked of.
        public var subjectKind: Subject.Kind
        /// Whether each controller of the JSON report carries it, under its name.
        public var isReported: Bool
        /// Whether `vcgraph explain` lists it for a controller, in the order of the cases.
        public var isExplained: Bool

        init(_ valueKind: RelationValue.Kind, of subjectKind: Subject.Kind = .controller, reported: Bool, explained: Bool) {
            self.valueKind = valueKind
            self.subjectKind = subjectKind
            self.isReported = reported
            self.isExplained = explained
        }
    }

    /// The relation's row. `selectedIndex` and `moreNavigationController` are left out of the
    /// report, whose keys are the format's; `rootViewController` is asked of a window.
    public var definition: Definition {
        switch self {
        case .parent: Definition(.controller, reported: true, explained: true)
        case .children: Definition(.controllers, reported: true, explained: false)
        case .family: Definition(.controller, reported: true, explained: true)
        case .navigationController: Definition(.controller, reported: true, explained: true)
        case .tabBarController: Definition(.controller, reported: true, explained: true)
        case .splitViewController: Definition(.controller, reported: true, explained: true)
        case .presentingViewController: Definition(.controller, reported: true, explained: true)
        case .presentedViewController: Definition(.controller, reported: true, explained: true)
        case .presentedFrom: Definition(.controller, reported: true, explained: false)
        case .presentationContext: Definition(.controller, reported: true, explained: false)
        case .presentationStyle: Definition(.style, reported: true, explained: false)
        case .viewControllers: Definition(.controllers, reported: true, explained: false)
        case .topViewController: Definition(.controller, reported: true, explained: false)
        case .visibleViewController: Definition(.controller, reported: true, explained: false)
        case .selectedViewController: Definition(.controller, reported: true, explained: false)
        case .isOnScreen: Definition(.bool, reported: true, explained: true)
        case .rootViewController: Definition(.controller, of: .window, reported: false, explained: false)
        case .definesPresentationContext: Definition(.bool, reported: true, explained: true)
        case .moreNavigationController: Definition(.controller, reported: false, explained: false)
        case .selectedIndex: Definition(.index, reported: false, explained: false)
        case .modalPresentationStyle: Definition(.style, reported: true, explained: false)
        case .isActive: Definition(.bool, reported: false, explained: false)
        case .delegateEvents: Definition(.callbacks, reported: false, explained: false)
        }
    }

    /// The kind of value the relation has, which decides how an expectation's value is read.
    public var valueKind: RelationValue.Kind { definition.valueKind }

    /// What the relation is asked of: a controller, or a window for `rootViewController`.
    public var subjectKind: Subject.Kind { definition.subjectKind }

    /// The relations `vcgraph explain` lists for a controller.
    public static let explained = allCases.filter(\.definition.isExplained)

    /// The relations each controller of the JSON report carries.
    public static let reported = allCases.filter(\.definition.isReported)
}
