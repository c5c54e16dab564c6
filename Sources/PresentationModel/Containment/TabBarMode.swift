/// `UITabBarController.Mode` (iOS 18, R15.2): how an iPad shows the tabs. Visual only: the
/// tabs, the selection and `tabBarController` are the same in either mode [inf].
public enum TabBarMode: String, Hashable, Sendable, CaseIterable {
    case automatic
    case tabBar
    case tabSidebar
}
