/// A relationship a scenario can expect and the JSON report lists, named as the scenario
/// format's relation table names it.
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

    /// The kind of value the relation has, which decides how an expectation's value is read.
    public var valueKind: RelationValue.Kind {
        switch self {
        case .children, .viewControllers: .controllers
        case .isOnScreen, .definesPresentationContext: .bool
        case .presentationStyle: .style
        case .selectedIndex: .index
        default: .controller
        }
    }

    /// Whether the subject is a window id rather than a controller id.
    public var subjectIsWindow: Bool { self == .rootViewController }
}

/// The value of a ``Relation`` for one subject.
public enum RelationValue: Hashable, Sendable, CustomStringConvertible {
    case controller(ControllerID?)
    case controllers([ControllerID]?)
    case bool(Bool)
    case style(ModalPresentationStyle?)
    case index(Int?)

    public enum Kind: String, Hashable, Sendable {
        case controller, controllers, bool, style, index
    }

    /// As an expectation writes it: an id, `nil`, `true`/`false`, a style, a list `[a, b]`.
    public var description: String {
        switch self {
        case .controller(let id): id?.rawValue ?? "nil"
        case .controllers(let ids): ids.map { "[" + $0.map(\.rawValue).joined(separator: ", ") + "]" } ?? "nil"
        case .bool(let value): String(value)
        case .style(let style): style?.rawValue ?? "nil"
        case .index(let index): index.map { $0 == Hierarchy.notFound ? "NSNotFound" : String($0) } ?? "nil"
        }
    }
}

extension Hierarchy {
    /// The value of `relation` for `subject` (a controller id, or a window id for
    /// ``Relation/rootViewController``), from the query of the same name.
    public func value(of relation: Relation, for subject: String) -> RelationValue {
        let id = ControllerID(subject)
        switch relation {
        case .parent: return .controller(parent(of: id))
        case .children: return .controllers(contains(id) ? children(of: id) : nil)
        case .family: return .controller(familyRoot(of: id))
        case .navigationController: return .controller(navigationController(of: id))
        case .tabBarController: return .controller(tabBarController(of: id))
        case .splitViewController: return .controller(splitViewController(of: id))
        case .presentingViewController: return .controller(presentingViewController(of: id))
        case .presentedViewController: return .controller(presentedViewController(of: id))
        case .presentedFrom: return .controller(presentedFrom(id))
        case .presentationContext: return .controller(presentationContext(of: id))
        case .presentationStyle: return .style(presentationStyle(of: id))
        case .viewControllers: return .controllers(viewControllers(of: id))
        case .topViewController: return .controller(topViewController(of: id))
        case .visibleViewController: return .controller(visibleViewController(of: id))
        case .selectedViewController: return .controller(selectedViewController(of: id))
        case .isOnScreen: return .bool(isOnScreen(id))
        case .rootViewController: return .controller(rootViewController(ofWindow: subject))
        case .definesPresentationContext: return .bool(definesPresentationContext(id) ?? false)
        case .moreNavigationController: return .controller(moreNavigationController(of: id))
        case .selectedIndex: return .index(selectedIndex(of: id))
        }
    }
}
