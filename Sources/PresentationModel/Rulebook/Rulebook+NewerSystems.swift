extension Rulebook {
    static let newerSystems = RulebookChapter(
        article: "Rules-NewerSystems", title: "iOS 16 to 26",
        abstract: "What changed in recent systems, and what only looks different.",
        rules: [
            Rule(
                .section19, "Recent systems",
                "Most changes from iOS 16 to 26 are visual; those below change a style, a tab's place or a column.",
                sources: ["Apple's documentation and release notes (documented)"],
                scenario: """
                    device: ipad
                    ios: 17
                    window:
                      navigation: nav
                      stack: [list]
                    controllers: [detail]
                    steps:
                      - present: { from: list, controller: detail }
                    expect:
                      - presentationStyle(detail): pageSheet
                      - presentingViewController(detail): nav
                    """,
                answer: "before iOS 18 the same presentation is a page sheet: the style changed, the presenter did not"),
            Rule(
                .r15_1, "automatic from iOS 18",
                "`automatic` is `formSheet` from iOS 18 and `pageSheet` before; on an iPhone in compact width both are sheets.",
                sources: ["Apple's documentation of `UIModalPresentationStyle.automatic` (documented)"],
                scenario: """
                    device: ipad
                    ios: 18
                    window:
                      navigation: nav
                      stack: [list]
                    controllers: [detail]
                    steps:
                      - present: { from: list, controller: detail }
                    expect:
                      - presentationStyle(detail): formSheet
                      - presentingViewController(detail): nav
                      - isOnScreen(list): true
                    """,
                answer: "the iPad shows automatic as a form sheet on iOS 18 (a page sheet before); the presenter is nav either way"),
            Rule(
                .r15_2, "Tabs on iPadOS 18",
                """
                On an iPad from iOS 18 the tab bar scrolls: no More list in regular width; in compact width at most
                five items with More, as on iPhone. Before iOS 18 an iPad in regular width shows eight. Tabs made with
                `UITab` become children when shown; hiding the tab bar is visual only.
                """,
                sources: [
                    "Apple's documentation of `UITab` and the iPadOS 18 tab bar (documented)", "decompiled UIKitCore (observed in the binary)",
                ],
                scenario: """
                    device: ipad
                    ios: 18
                    window:
                      tabBar: tabs
                      tabs: [t1, t2, t3, t4, t5, t6, t7]
                    steps:
                      - select: { tabBar: tabs, tab: t6 }
                    expect:
                      - parent(t6): tabs
                      - moreNavigationController(tabs): nil
                      - selectedIndex(tabs): 5
                    """,
                answer: "on an iPad in regular width on iOS 18 seven tabs need no More list: t6 is a child of tabs"),
            Rule(
                .r15_3, "The inspector column",
                """
                iOS 26 adds an `.inspector` split view column, hidden by default and shown with `show(.inspector)`; its
                controller is a child of the split view (not wrapped in a navigation controller) and showing or hiding it
                changes only whether it is on screen. vcgraph keeps it off screen while the split view is collapsed.
                """,
                sources: [
                    "Apple's documentation of `UISplitViewController.Column.inspector` and `isShowing(_:)` (documented)",
                    "the inspector unwrapped, and hidden while collapsed (inferred)",
                ],
                scenario: """
                    device: ipad
                    ios: 26
                    window:
                      split: split
                      style: doubleColumn
                      primary: list
                      secondary: detail
                      inspector: info
                    steps:
                      - expect:
                          - parent(info): split
                          - isOnScreen(info): false
                      - showColumn: { split: split, column: inspector }
                    expect:
                      - isOnScreen(info): true
                      - navigationController(info): nil
                    """,
                answer: "the inspector is an unwrapped child of the split view, off screen until shown"),
            Rule(
                .r15_4, "iOS 26 presentations",
                "Liquid Glass sheets and zoom transitions are visual; iPhone action sheets become popovers (R11.11).",
                sources: ["Apple's documentation of the styles (documented)", "decompiled UIKitCore (observed in the binary)"],
                scenario: """
                    device: ipad
                    ios: 26
                    window:
                      navigation: nav
                      stack: [list]
                    controllers: [sheet]
                    steps:
                      - present: { from: list, controller: sheet, style: formSheet }
                    expect:
                      - presentingViewController(sheet): nav
                      - isOnScreen(list): true
                    """,
                answer: "on iOS 26 a form sheet has the relations of iOS 17; the Liquid Glass layer is visual"),
            Rule(
                .r15_5, "Scenes",
                "Every window comes from a window scene; several scenes are several windows.",
                sources: ["Apple's technote on the scene life cycle (documented)"],
                scenario: """
                    device: ipad
                    windows:
                      - id: main
                        root:
                          navigation: mainNav
                          stack: [inbox]
                      - id: auxiliary
                        root:
                          navigation: auxNav
                          stack: [list]
                    controllers: [player]
                    steps:
                      - present: { from: list, controller: player, style: fullScreen }
                    expect:
                      - presentingViewController(player): auxNav
                      - isOnScreen(inbox): true
                      - isOnScreen(list): false
                    """,
                answer: "each scene's window has its own root; a full-screen presentation in one covers nothing of the other"),
        ])
}
