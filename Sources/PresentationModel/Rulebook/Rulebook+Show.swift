extension Rulebook {
    static let show = RulebookChapter(
        article: "Rules-Show", title: "show and showDetailViewController",
        abstract: "How `show` finds a container to act, and what happens when none does.",
        rules: [
            Rule(
                .section9, "show asks the hierarchy",
                "`show` and `showDetailViewController` look for the nearest controller that overrides them, and let it act.",
                sources: ["Apple's documentation of `show(_:sender:)` (documented)"],
                scenario: """
                    device: iphone
                    window:
                      navigation: nav
                      stack: [list]
                    controllers: [detail]
                    steps:
                      - show: { from: list, controller: detail }
                    expect:
                      - viewControllers(nav): [list, detail]
                      - presentingViewController(detail): nil
                    """,
                answer: "show from a controller in a navigation stack pushes: the navigation controller overrides show and acts"),
            Rule(
                .r8_1, "The target walk",
                """
                `show` calls `targetViewController(forAction:sender:)`: the controller itself, then its ancestors;
                the first that overrides `show` acts. With none, the controller is presented modally.
                """,
                sources: ["Apple's documentation of `show(_:sender:)` and `targetViewController(forAction:sender:)` (documented)"],
                scenario: """
                    device: iphone
                    ios: 17
                    window: home
                    controllers: [detail]
                    steps:
                      - show: { from: home, controller: detail }
                    expect:
                      - presentingViewController(detail): home
                      - presentationStyle(detail): pageSheet
                    """,
                answer: "no ancestor of a window root overrides show, so show presents detail modally"),
            Rule(
                .r8_2, "Navigation controllers push, split views install",
                """
                A navigation controller's `show` pushes; a split view's `show` updates its primary (R7.4) and its
                `showDetailViewController` installs the secondary (R7.3).
                """,
                sources: ["Apple's documentation of `show(_:sender:)` (documented)"],
                scenario: """
                    device: iphone
                    window:
                      navigation: nav
                      stack: [list]
                    controllers: [detail]
                    steps:
                      - show: { from: list, controller: detail }
                    expect:
                      - viewControllers(nav): [list, detail]
                      - navigationController(detail): nav
                    """,
                answer: "nav.viewControllers becomes [list, detail]: the navigation controller pushes"),
            Rule(
                .r8_3, "A navigation controller shown is presented",
                "`show` of a navigation controller from inside a navigation stack does not raise: it falls back to a modal presentation.",
                sources: ["demo code commenting \"cannot push so try to present\" (observed)"],
                scenario: """
                    device: iphone
                    window:
                      navigation: nav
                      stack: [list]
                    controllers:
                      - navigation: composeNav
                        stack: [compose]
                    steps:
                      - show: { from: list, controller: composeNav }
                    expect:
                      - presentingViewController(composeNav): nav
                      - viewControllers(nav): [list]
                    """,
                answer: "showing a navigation controller from inside a stack does not raise: it is presented, by nav"),
            Rule(
                .r8_4, "With no target, the source presents",
                """
                The target walk follows parents only (<doc:Rules-Decisions#U6>); with no target the source presents
                modally and the presenter is resolved as usual.
                """,
                sources: ["the SDK header of `show(_:sender:)` (documented)", "the walk's extent (inferred)"],
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
                      - presentedFrom(detail): feed
                      - presentingViewController(detail): tabs
                      - presentationStyle(detail): pageSheet
                    """,
                answer:
                    "with no navigation controller above it, the tab's controller presents detail, and the tab bar controller, its family root, is the presenter"
            ),
        ])
}
