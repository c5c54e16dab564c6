/// The result-builder DSL: declare a hierarchy the way a storyboard draws it.
///
/// ```swift
/// let hierarchy = try Hierarchy(environment: Environment(device: .ipad)) {
///     TabBar("tabs") {
///         Navigation("nav") {
///             Controller("items", class: "BNRItemsViewController")
///                 .definesPresentationContext(true)
///         }
///         Controller("settings")
///     }
/// } detached: {
///     Navigation("detailNav") { Controller("detail") }
/// }
/// ```
///
/// The node names follow the scenario file's kind keys (`controller`, `navigation`, `tabBar`,
/// `split`, `page`) rather than UIKit's class names, so that a test target importing both
/// UIKit and vcgraph has no ambiguous names.
public protocol ControllerNode: Sendable {
    var spec: ControllerSpec { get }
}

extension ControllerSpec: ControllerNode {
    public var spec: ControllerSpec { self }
}

/// A `UIViewController` (or a subclass named by `class`), with custom-containment children.
public struct Controller: ControllerNode {
    public var spec: ControllerSpec

    public init(
        _ id: ControllerID, class className: String? = nil,
        @ControllersBuilder children: () -> [ControllerSpec] = { [] }
    ) {
        spec = ControllerSpec(id: id, kind: .plain, attributes: ControllerAttributes(className: className), children: children())
    }
}

/// A `UIAlertController` (<doc:Rules-Alerts#§15>): a controller with no container role that presents in the
/// style UIKit resolves for its `preferredStyle`.
public struct Alert: ControllerNode {
    public var spec: ControllerSpec

    public init(_ id: ControllerID, style: AlertStyle = .alert) {
        spec = ControllerSpec(id: id, kind: .plain, attributes: ControllerAttributes(alertStyle: style))
    }
}

/// A `UINavigationController`; its contents are the stack, root first.
public struct Navigation: ControllerNode {
    public var spec: ControllerSpec

    public init(
        _ id: ControllerID, class className: String? = nil,
        @ControllersBuilder stack: () -> [ControllerSpec] = { [] }
    ) {
        spec = ControllerSpec(id: id, kind: .navigation, attributes: ControllerAttributes(className: className), children: stack())
    }
}

/// A `UITabBarController`; its contents are the tabs.
public struct TabBar: ControllerNode {
    public var spec: ControllerSpec

    public init(
        _ id: ControllerID, class className: String? = nil, selected: TabReference? = nil,
        @ControllersBuilder tabs: () -> [ControllerSpec]
    ) {
        spec = ControllerSpec(
            id: id, kind: .tabBar, attributes: ControllerAttributes(className: className), children: tabs(),
            selectedTab: selected)
    }
}

/// A `UISplitViewController`, classic (`.unspecified`) or in a column style.
public struct Split: ControllerNode {
    public var spec: ControllerSpec

    public init(
        _ id: ControllerID, style: SplitStyle = .unspecified, class className: String? = nil,
        primary: (any ControllerNode)? = nil, supplementary: (any ControllerNode)? = nil,
        secondary: (any ControllerNode)? = nil, compact: (any ControllerNode)? = nil,
        inspector: (any ControllerNode)? = nil
    ) {
        let columns: [(SplitColumn, (any ControllerNode)?)] = [
            (.primary, primary), (.supplementary, supplementary), (.secondary, secondary), (.compact, compact),
            (.inspector, inspector),
        ]
        spec = ControllerSpec(
            id: id, kind: .split(style), attributes: ControllerAttributes(className: className),
            columns: columns.compactMap { column, node in node.map { ControllerSpec.Column(column, $0.spec) } })
    }
}

/// A `UIPageViewController`; its contents are the visible pages.
public struct Page: ControllerNode {
    public var spec: ControllerSpec

    public init(
        _ id: ControllerID, class className: String? = nil, settings: PageSettings? = nil,
        @ControllersBuilder pages: () -> [ControllerSpec]
    ) {
        spec = ControllerSpec(
            id: id, kind: .page, attributes: ControllerAttributes(className: className, pageSettings: settings), children: pages())
    }
}

// MARK: - Modifiers

extension ControllerNode {
    private func with(_ change: (inout ControllerAttributes) -> Void) -> ControllerSpec {
        var spec = self.spec
        change(&spec.attributes)
        return spec
    }

    public func title(_ title: String) -> ControllerSpec { with { $0.title = title } }

    public func definesPresentationContext(_ value: Bool) -> ControllerSpec {
        with { $0.definesPresentationContext = value }
    }

    public func providesPresentationContextTransitionStyle(_ value: Bool) -> ControllerSpec {
        with { $0.providesPresentationContextTransitionStyle = value }
    }

    public func modalPresentationStyle(_ style: ModalPresentationStyle) -> ControllerSpec {
        with { $0.modalPresentationStyle = style }
    }

    /// What the adaptive delegate of this controller's presentation controller returns when it
    /// is presented (<doc:Rules-AdaptiveDelegate#R13.1>).
    public func adaptivePresentationStyle(_ style: AdaptiveStyle) -> ControllerSpec {
        with { $0.adaptivePresentationStyle = style }
    }

    /// The app sets this controller's `presentationController.delegate` to one that implements
    /// every method (R13.1), or to none: its calls are logged for `delegateEvents`. An alert
    /// presenting as an alert refuses it when declared (R11.5).
    public func presentationDelegate(_ isSet: Bool = true) -> ControllerSpec {
        with { $0.presentationDelegate = isSet ? .all : .none }
    }

    /// The app sets this controller's `presentationController.delegate` to `delegate`: UIKit
    /// calls only the methods it implements (R13.1, R14.6).
    public func presentationDelegate(_ delegate: PresentationDelegate) -> ControllerSpec {
        with { $0.presentationDelegate = delegate }
    }

    /// What the adaptive delegate shows in this controller's place while its presentation
    /// adapts (R13.4).
    public func adaptiveWrapper(_ wrapper: AdaptiveWrapper) -> ControllerSpec {
        with { $0.adaptiveWrapper = wrapper }
    }

    /// A sheet's detents and largest undimmed detent (R14.2, R14.3): visual and interactivity only.
    public func detents(_ detents: [SheetDetent], largestUndimmed: SheetDetent? = nil) -> ControllerSpec {
        with {
            $0.detents = detents
            $0.largestUndimmedDetent = largestUndimmed
        }
    }

    /// A sheet's `prefersEdgeAttachedInCompactHeight` (<doc:Rules-Sheets#R14.2>).
    public func prefersEdgeAttachedInCompactHeight(_ value: Bool) -> ControllerSpec {
        with { $0.prefersEdgeAttachedInCompactHeight = value }
    }

    /// `isModalInPresentation`: the user cannot dismiss it interactively (<doc:Rules-Sheets#R14.5>).
    public func isModalInPresentation(_ value: Bool) -> ControllerSpec {
        with { $0.isModalInPresentation = value }
    }

    /// The location information its popover presentation controller gets (<doc:Rules-Alerts#R11.6>).
    public func popoverAnchor(_ anchor: PopoverAnchor) -> ControllerSpec {
        with { $0.popoverAnchor = anchor }
    }

    public func modalTransitionStyle(_ style: ModalTransitionStyle) -> ControllerSpec {
        with { $0.modalTransitionStyle = style }
    }

    /// Hosts a `UISearchController` (R12.1) whose bar sits at `placement`: the search
    /// controller, in UIKit's `custom` style with a cross-dissolve (R12.2) unless `style`
    /// says otherwise, and its results controller are declared detached.
    public func searchController(
        _ id: ControllerID, placement: SearchPlacement = .tableHeader, results: (any ControllerNode)? = nil,
        style: ModalPresentationStyle = .custom, definesPresentationContext: Bool? = nil
    ) -> ControllerSpec {
        var spec = self.spec
        let attributes = ControllerAttributes(
            definesPresentationContext: definesPresentationContext, modalPresentationStyle: style,
            modalTransitionStyle: .crossDissolve, search: SearchSettings(host: spec.id, results: results?.spec.id, placement: placement))
        spec.detached.append(ControllerSpec(id: id, kind: .plain, attributes: attributes, detached: results.map { [$0.spec] } ?? []))
        return spec
    }
}

// MARK: - Builder

/// Collects controller declarations, with `if`, `if`/`else` and `for` loops.
@resultBuilder
public enum ControllersBuilder {
    public static func buildExpression(_ node: some ControllerNode) -> [ControllerSpec] { [node.spec] }
    public static func buildExpression(_ nodes: [ControllerSpec]) -> [ControllerSpec] { nodes }
    public static func buildBlock(_ parts: [ControllerSpec]...) -> [ControllerSpec] { parts.flatMap { $0 } }
    public static func buildOptional(_ part: [ControllerSpec]?) -> [ControllerSpec] { part ?? [] }
    public static func buildEither(first part: [ControllerSpec]) -> [ControllerSpec] { part }
    public static func buildEither(second part: [ControllerSpec]) -> [ControllerSpec] { part }
    public static func buildArray(_ parts: [[ControllerSpec]]) -> [ControllerSpec] { parts.flatMap { $0 } }
}

/// Declaring a hierarchy failed: the diagnostics say why (a duplicate id, or a declaration
/// UIKit would refuse, such as a navigation controller in a navigation stack).
public struct HierarchyDeclarationError: Error, Hashable, Sendable, CustomStringConvertible {
    public var diagnostics: [Diagnostic]

    public var description: String { diagnostics.map(\.description).joined(separator: "\n") }
}

extension Hierarchy {
    /// Declares a one-window hierarchy and the controllers that exist outside it.
    ///
    /// Throws when the declaration produces an error or a warning: a declared hierarchy is
    /// meant to be one UIKit accepts as it stands (vcgraph's notes are no reason to refuse it).
    public init(
        environment: Environment = Environment(),
        @ControllersBuilder window: () -> [ControllerSpec],
        @ControllersBuilder detached: () -> [ControllerSpec] = { [] }
    ) throws(HierarchyDeclarationError) {
        self.init(environment: environment)
        var diagnostics: [Diagnostic] = []
        let roots = window()
        for root in roots {
            let added = add(root)
            diagnostics += added.diagnostics
            if !added.failed {
                diagnostics += makeWindow(windowList.isEmpty ? "main" : "window\(windowList.count + 1)", root: root.id).diagnostics
            }
        }
        for spec in detached() { diagnostics += add(spec).diagnostics }
        if diagnostics.contains(where: { $0.severity != .note }) { throw HierarchyDeclarationError(diagnostics: diagnostics) }
    }
}
