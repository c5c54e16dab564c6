/// The UIKit classes behind SwiftUI's views, as `_printHierarchy` names them, by iOS version
/// (<doc:Rules-SwiftUI#R19.4>): what a SwiftUI app's hierarchy is made of. The rules depend
/// on the kind only; the names are for dumps, diagrams and reports.
public enum SwiftUIClasses {
    /// The window's root host of a SwiftUI `App`.
    public static let appRoot = "UIHostingController<ModifiedContent<AnyView, RootModifier>>"
    /// The host of a sheet's, cover's or popover's content.
    public static let presentationHost = "PresentationHostingController<AnyView>"
    /// The alert controller behind `alert` and `confirmationDialog`.
    public static let alert = "SwiftUI.PlatformAlertController"
    /// A NavigationStack's root and each of its destinations.
    public static let stackHost = "NavigationStackHostingController<AnyView>"
    /// A destination a legacy `NavigationLink(destination:)` pushes.
    public static let legacyDestinationHost = "UIHostingController<AnyView>"
    /// The search controller behind `searchable` in a NavigationStack, in its host's
    /// navigation item (<doc:Rules-SwiftUI#R20.7>).
    public static let searchController = "SwiftUI.SwiftUISearchController"
    /// `TabView`: a `UITabBarController` subclass on every version.
    public static let tabBar = "SwiftUI.UIKitTabBarController"

    /// The host of a tab's content: one per tab on every version (Decision U17).
    public static func tabHost(ios: Int) -> String {
        ios >= 26 ? "SwiftUI.TabHostingController" : "UIHostingController<TabItem.RootView>"
    }

    /// The navigation controller of a `NavigationStack` (iOS 16+) or a `NavigationView`.
    public static func navigation(ios: Int) -> String {
        switch ios {
        case ...13: "UINavigationController"
        case 14: "SwiftUI.SplitViewNavigationController"
        default: "SwiftUI.UIKitNavigationController"
        }
    }

    /// The split view controller of a `NavigationSplitView`.
    public static let split = "SwiftUI.NotifyingMulticolumnSplitViewController"
    /// The navigation controller of each of its columns.
    public static let splitColumn = "StyleContextSplitViewNavigationController"
    /// The host of a column's content.
    public static let columnHost = "UIHostingController<AnyView>"
}
