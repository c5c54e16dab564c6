extension Rulebook {
    static let tabBar = RulebookChapter(
        article: "Rules-TabBar", title: "UITabBarController",
        abstract: "Tabs, the selection and the More list.",
        rules: [
            Rule(
                .section7, "A tab bar controller holds tabs",
                "Its tabs are its children; one is selected and shown; it defines a presentation context.",
                sources: ["Apple's documentation of `UITabBarController` (documented)"],
                scenario: """
                    device: iphone
                    window:
                      tabBar: tabs
                      tabs: [feed, settings]
                    controllers: [sheet]
                    steps:
                      - present: { from: feed, controller: sheet, style: currentContext }
                    expect:
                      - children(tabs): [feed, settings]
                      - selectedViewController(tabs): feed
                      - isOnScreen(settings): false
                      - presentingViewController(sheet): tabs
                    """,
                answer:
                    "the tabs are tabs' children, the selected one is on screen, and a context presentation from inside a tab stops at the tab bar controller"
            ),
            Rule(
                .r6_1, "Tabs are children",
                "`viewControllers` are the tab roots; each is a child, and `tabBarController` answers the tab bar controller for its whole subtree.",
                sources: ["Apple's documentation of `viewControllers` (documented)"],
                scenario: """
                    device: iphone
                    window:
                      tabBar: tabs
                      tabs:
                        - navigation: feedNav
                          stack: [feed]
                        - settings
                    expect:
                      - viewControllers(tabs): [feedNav, settings]
                      - parent(settings): tabs
                      - tabBarController(feed): tabs
                    """,
                answer: "each tab is a child of tabs, and every controller under a tab answers tabs as its tabBarController"),
            Rule(
                .r6_2, "One tab is selected",
                """
                `selectedViewController` must be one of the tabs (anything else raises); only the selected tab is
                shown. An out-of-range `selectedIndex` is ignored.
                """,
                sources: ["Apple's documentation of `selectedViewController` and `selectedIndex` (documented)"],
                scenario: """
                    device: iphone
                    window:
                      tabBar: tabs
                      tabs: [feed, settings]
                    controllers: [stranger]
                    steps:
                      - select: { tabBar: tabs, tab: settings }
                      - select: { tabBar: tabs, tab: stranger }
                        expectError: "only a view controller in the tab bar controller's list of view controllers can be selected"
                    expect:
                      - selectedViewController(tabs): settings
                      - selectedIndex(tabs): 1
                      - isOnScreen(feed): false
                    """,
                answer: "selecting a controller that is not a tab raises, and only the selected tab is on screen"),
            Rule(
                .r6_3, "The More list",
                """
                Tabs that do not fit are managed by the More navigation controller, which is never in
                `viewControllers`. In compact width the bar holds five items: with six tabs or more, four and
                More. An overflow tab shown through More is pushed on the More navigation controller.
                """,
                sources: ["Apple's documentation of `moreNavigationController` (documented)", "tutorials on the five-item limit (observed)"],
                scenario: """
                    device: iphone
                    window:
                      tabBar: tabs
                      tabs: [t1, t2, t3, t4, t5, t6]
                    steps:
                      - select: { tabBar: tabs, tab: t6 }
                    expect:
                      - viewControllers(tabs): [t1, t2, t3, t4, t5, t6]
                      - moreNavigationController(tabs): tabs/more
                      - navigationController(t6): tabs/more
                      - tabBarController(t6): tabs
                    """,
                answer: "on an iPhone the sixth tab is shown through More: pushed on tabs/more, which is not in viewControllers"),
            Rule(
                .r6_4, "Where a tab bar controller may be",
                """
                A tab bar controller may be the window's root, a split view's secondary column, presented, or
                in a navigation stack (<doc:Rules-Decisions#U7>, with vcgraph's note).
                """,
                sources: ["Apple's documentation of `UISplitViewController` and `pushViewController(_:animated:)` (documented)"],
                scenario: """
                    device: iphone
                    window:
                      navigation: nav
                      stack: [list]
                    controllers:
                      - tabBar: tabs
                        tabs: [a, b]
                    steps:
                      - present: { from: list, controller: tabs, style: fullScreen }
                    expect:
                      - presentingViewController(tabs): nav
                      - tabBarController(a): tabs
                    """,
                answer: "presenting a tab bar controller is allowed; so is pushing one (U7)"),
            Rule(
                .r6_5, "A tab bar controller defines a context",
                "A tab bar controller defines a presentation context by default (R3.3).",
                sources: ["decompiled UIKitCore (observed in the binary)"],
                scenario: """
                    device: iphone
                    window:
                      tabBar: tabs
                      tabs: [feed]
                    controllers: [panel]
                    steps:
                      - present: { from: feed, controller: panel, style: overCurrentContext }
                    expect:
                      - definesPresentationContext(tabs): true
                      - presentingViewController(panel): tabs
                    """,
                answer: "tabs defines a presentation context by default, so a context presentation from inside a tab stops there"),
            Rule(
                .r6_6, "Full-screen presentations from a tab cover the tab bar",
                "A full-screen-class presentation from inside a root tab bar controller is presented by the tab bar controller and covers the bar.",
                sources: ["reports of the transition's \"from\" controller (observed)"],
                scenario: """
                    device: iphone
                    window:
                      tabBar: tabs
                      tabs:
                        - navigation: nav
                          stack: [feed]
                    controllers: [player]
                    steps:
                      - present: { from: feed, controller: player, style: fullScreen }
                    expect:
                      - presentingViewController(player): tabs
                      - isOnScreen(tabs): false
                    """,
                answer: "tabs presents the player, and the whole tab bar controller's view, its bar included, goes"),
        ])
}
