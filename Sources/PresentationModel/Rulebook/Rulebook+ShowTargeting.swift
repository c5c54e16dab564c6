extension Rulebook {
    static let showTargeting = RulebookChapter(
        article: "Rules-ShowTargeting", title: "show targeting",
        abstract: "Which containers answer `show`, and why the walk stops at a presentation.",
        rules: [
            Rule(
                .section21, "The target walk in detail",
                "These rules refine <doc:Rules-Show>: which containers override `show`, and where the walk ends.",
                sources: ["the SDK header of `UIViewController` (documented)"],
                scenario: """
                    device: iphone
                    window:
                      tabBar: tabs
                      tabs:
                        - navigation: nav
                          stack: [feed]
                    controllers: [detail]
                    steps:
                      - show: { from: feed, controller: detail }
                    expect:
                      - viewControllers(nav): [feed, detail]
                      - tabBarController(detail): tabs
                    """,
                answer: "the walk from a controller in a tab inside a navigation stack stops at the navigation controller, which pushes"),
            Rule(
                .r17_1, "The header's semantics",
                """
                `targetViewController(forAction:sender:)` returns the controller itself or its nearest ancestor that
                overrides the action; `show` sends to it when that is not the controller, and otherwise presents. The
                source presents, and the presenter is resolved as usual (R8.4).
                """,
                sources: ["the SDK header of `UIViewController` (documented)"],
                scenario: """
                    device: iphone
                    window:
                      navigation: nav
                      stack: [list]
                    controllers: [detail, about]
                    steps:
                      - show: { from: list, controller: detail }
                      - show: { from: nav, controller: about }
                    expect:
                      - viewControllers(nav): [list, detail, about]
                    """,
                answer: "the nearest controller that overrides show is nav, for list and for nav itself, so both calls push"),
            Rule(
                .r17_2, "Tab bar and page view controllers do not answer show",
                """
                Neither `UITabBarController` nor `UIPageViewController` overrides `show`: a controller directly in a tab
                presents modally; a page inside a navigation controller gets a push.
                """,
                sources: ["decompiled UIKitCore (observed in the binary)"],
                scenario: """
                    device: iphone
                    ios: 17
                    window:
                      tabBar: tabs
                      tabs: [feed]
                    controllers: [detail]
                    steps:
                      - show: { from: feed, controller: detail }
                    expect:
                      - presentingViewController(detail): tabs
                      - parent(detail): nil
                    """,
                answer: "the tab bar controller does not answer show, so detail is presented as a page sheet, by tabs"),
            Rule(
                .r17_3, "The walk does not cross presentations",
                """
                Apple's own apps override the target walk to ask `presentingViewController` first, which would be
                pointless if the default walk did: parents only (<doc:Rules-Decisions#U6>).
                """,
                sources: ["decompiled Mail (observed in the binary, indirect)"],
                scenario: """
                    device: iphone
                    window:
                      navigation: nav
                      stack: [list]
                    controllers: [modal, detail]
                    steps:
                      - present: { from: list, controller: modal, style: pageSheet }
                      - show: { from: modal, controller: detail }
                    expect:
                      - presentingViewController(detail): modal
                      - viewControllers(nav): [list]
                    """,
                answer: "show from a presented controller does not reach the navigation controller underneath: it presents, forming a chain"),
            Rule(
                .r17_4, "show from a presented controller",
                "From a presented controller with no navigation controller in its family, `show` presents from it: a chain, never a push in the family underneath.",
                sources: ["R17.3 (inferred)"],
                scenario: """
                    device: iphone
                    window:
                      navigation: nav
                      stack: [list]
                    controllers: [modal, detail]
                    steps:
                      - present: { from: list, controller: modal, style: fullScreen }
                      - show: { from: modal, controller: detail }
                    expect:
                      - presentingViewController(detail): modal
                      - presentedViewController(modal): detail
                      - viewControllers(nav): [list]
                    """,
                answer: "detail is presented by modal, never pushed on nav underneath"),
        ])
}
