extension Rulebook {
    static let tabBar = RulebookChapter(
        article: "Rules-TabBar", title: "UITabBarController",
        abstract: "Tabs, the selection and the More list.",
        rules: [
            Rule(
                .section7, "A tab bar controller holds tabs",
                "Its tabs are its children; one is selected and shown; it defines a presentation context.",
                sources: ["Apple's documentation of `UITabBarController` (documented)"]),
            Rule(
                .r6_1, "Tabs are children",
                "`viewControllers` are the tab roots; each is a child, and `tabBarController` answers the tab bar controller for its whole subtree.",
                sources: ["Apple's documentation of `viewControllers` (documented)"],
                swift: "tabs.viewControllers = [feedNav, settings]",
                answer: "settings.parent === tabs; feedNav.topViewController!.tabBarController === tabs"),
            Rule(
                .r6_2, "One tab is selected",
                """
                `selectedViewController` must be one of the tabs (anything else raises); only the selected tab is
                shown. An out-of-range `selectedIndex` is ignored.
                """,
                sources: ["Apple's documentation of `selectedViewController` and `selectedIndex` (documented)"],
                swift: "tabs.selectedViewController = stranger",
                answer: "NSInvalidArgumentException: only a view controller in the tab bar controller's list can be selected"),
            Rule(
                .r6_3, "The More list",
                """
                Tabs that do not fit are managed by the More navigation controller, which is never in
                `viewControllers`. In compact width the bar holds five items: with six tabs or more, four and
                More. An overflow tab shown through More is pushed on the More navigation controller.
                """,
                sources: ["Apple's documentation of `moreNavigationController` (documented)", "tutorials on the five-item limit (observed)"]),
            Rule(
                .r6_4, "Where a tab bar controller may be",
                """
                A tab bar controller may be the window's root, a split view's secondary column, or presented; it
                cannot be pushed.
                """,
                sources: ["Apple's documentation of `UISplitViewController` and `pushViewController(_:animated:)` (documented)"]),
            Rule(
                .r6_5, "A tab bar controller defines a context",
                "A tab bar controller defines a presentation context by default (R3.3).",
                sources: ["decompiled UIKitCore (observed in the binary)"]),
            Rule(
                .r6_6, "Full-screen presentations from a tab cover the tab bar",
                "A full-screen-class presentation from inside a root tab bar controller is presented by the tab bar controller and covers the bar.",
                sources: ["reports of the transition's \"from\" controller (observed)"]),
        ])
}
