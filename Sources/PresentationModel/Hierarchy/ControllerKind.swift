/// Which UIKit class a controller models. The kind decides which container rules apply.
public enum ControllerKind: Hashable, Sendable {
    /// `UIViewController` or any subclass that is not one of UIKit's containers. It may still
    /// contain children through custom containment (`addChild(_:)`).
    case plain
    /// `UINavigationController`: its children are its stack.
    case navigation
    /// `UITabBarController`: its children are its tabs (and its More navigation controller).
    case tabBar
    /// `UISplitViewController` in the classic or a column style.
    case split(SplitStyle)
    /// `UIPageViewController`: its children are the visible pages.
    case page

    /// The UIKit class name, used when the user gives no `class`.
    public var uikitClassName: String {
        switch self {
        case .plain: "UIViewController"
        case .navigation: "UINavigationController"
        case .tabBar: "UITabBarController"
        case .split: "UISplitViewController"
        case .page: "UIPageViewController"
        }
    }

    /// The name used by scenario files and the JSON report.
    public var name: String {
        switch self {
        case .plain: "controller"
        case .navigation: "navigation"
        case .tabBar: "tabBar"
        case .split: "split"
        case .page: "page"
        }
    }

    /// UIKit's default for `definesPresentationContext` (<doc:Rules-PresenterResolution#R3.3>, Decision <doc:Rules-Decisions#U8>): `true` for
    /// navigation and tab bar controllers, `false` for everything else.
    public var definesPresentationContextByDefault: Bool {
        switch self {
        case .navigation, .tabBar: true
        case .plain, .split, .page: false
        }
    }

    var isNavigation: Bool { if case .navigation = self { true } else { false } }
    var isTabBar: Bool { if case .tabBar = self { true } else { false } }
    var isSplit: Bool { if case .split = self { true } else { false } }
}

/// `UISplitViewController.Style` (<doc:Rules-SplitView#§8>).
public enum SplitStyle: String, Hashable, Sendable, CaseIterable {
    /// The classic split view: `[primary, secondary]`, collapsing by incorporating the
    /// secondary into the primary (<doc:Rules-SplitView#R7.1>–<doc:Rules-SplitView#R7.4>).
    case unspecified
    /// iOS 14 column style with primary and secondary columns (<doc:Rules-SplitView#R7.5>–<doc:Rules-SplitView#R7.7>).
    case doubleColumn
    /// iOS 14 column style with primary, supplementary and secondary columns.
    case tripleColumn

    /// Whether this is an iOS 14 column style (wrapping columns in navigation controllers).
    public var isColumnStyle: Bool { self != .unspecified }
}

/// A column of a split view controller (`UISplitViewController.Column`).
public enum SplitColumn: String, Hashable, Sendable, CaseIterable {
    case primary, supplementary, secondary, compact
    /// iOS 26's inspector column (<doc:Rules-NewerSystems#R15.3>): a child of the split view
    /// controller, hidden until `show(.inspector)`.
    case inspector
}
