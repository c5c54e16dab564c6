extension Rulebook {
    static let navigation = RulebookChapter(
        article: "Rules-Navigation", title: "UINavigationController",
        abstract: "The stack, what is visible, and what push and pop accept.",
        rules: [
            Rule(
                .section6, "A navigation controller holds a stack",
                "A navigation controller's children are its stack; it defines a presentation context and its `show` pushes.",
                sources: ["Apple's documentation of `UINavigationController` (documented)"],
                scenario: """
                    device: iphone
                    window:
                      navigation: nav
                      stack: [list]
                    controllers: [detail]
                    steps:
                      - show: { from: list, controller: detail }
                    expect:
                      - children(nav): [list, detail]
                      - definesPresentationContext(nav): true
                    """,
                answer: "the stack is nav's children; nav defines a context by default and its show pushes"),
            Rule(
                .r5_1, "The stack",
                """
                `viewControllers` is the stack, root first; the last is `topViewController`. Every entry's parent is
                the navigation controller, and only the top is shown.
                """,
                sources: ["Apple's documentation of `viewControllers` and `topViewController` (documented)"],
                scenario: """
                    device: iphone
                    window:
                      navigation: nav
                      stack: [list]
                    controllers: [detail]
                    steps:
                      - push: { onto: nav, controller: detail }
                    expect:
                      - viewControllers(nav): [list, detail]
                      - topViewController(nav): detail
                      - parent(detail): nav
                      - isOnScreen(list): false
                    """,
                answer: "nav.viewControllers is [list, detail], detail.parent is nav, and only detail is shown"),
            Rule(
                .r5_2, "visibleViewController",
                """
                `visibleViewController` is the controller presented on top of the navigation controller (or its
                ancestors), if any, otherwise `topViewController`.
                """,
                sources: ["Apple's documentation of `visibleViewController` (documented)"],
                scenario: """
                    device: iphone
                    window:
                      navigation: nav
                      stack: [list]
                    controllers: [sheet]
                    steps:
                      - present: { from: list, controller: sheet, style: pageSheet }
                      - expect:
                          - visibleViewController(nav): sheet
                      - dismiss: sheet
                    expect:
                      - visibleViewController(nav): list
                    """,
                answer: "nav.visibleViewController is the sheet while it is presented, and list, the top, after"),
            Rule(
                .r5_3, "What push refuses",
                """
                Pushing a navigation controller raises \"Pushing a navigation controller is not supported\";
                pushing a controller already in the stack raises \"Pushing the same view controller instance more
                than once is not supported (<vc>)\"; pushing a split view controller logs \"Split View Controllers
                cannot be pushed to a Navigation Controller <nav>\" and does nothing; a tab bar controller is
                pushed, with vcgraph's note (<doc:Rules-Decisions#U7>); pushing a presented controller is refused. A controller
                held by another container moves: it leaves the old one first.
                """,
                sources: [
                    "Apple's older reference for `pushViewController(_:animated:)` (documented)",
                    "crash reports and issue threads quoting the messages (observed)",
                ],
                scenario: """
                    device: iphone
                    window:
                      navigation: nav
                      stack: [list]
                    controllers:
                      - navigation: otherNav
                        stack: [form]
                    steps:
                      - push: { onto: nav, controller: otherNav }
                        expectError: "Pushing a navigation controller is not supported"
                      - push: { onto: nav, controller: list }
                        expectError: "Pushing the same view controller instance more than once is not supported (<UIViewController: list>)"
                    expect:
                      - viewControllers(nav): [list]
                    """,
                answer: "NSInvalidArgumentException \"Pushing a navigation controller is not supported\"; the stack is unchanged"),
            Rule(
                .r5_4, "pop keeps the root",
                "`popViewController` on a stack of one does nothing and returns nil; otherwise the top leaves and loses its parent.",
                sources: ["Apple's documentation of `popViewController(animated:)` (documented)"],
                scenario: """
                    device: iphone
                    window:
                      navigation: nav
                      stack: [list, detail]
                    steps:
                      - pop: nav
                      - pop: nav
                    expect:
                      - viewControllers(nav): [list]
                      - parent(detail): nil
                    """,
                answer: "the first pop removes detail, which loses its parent; the second, on a stack of one, does nothing"),
            Rule(
                .r5_5, "popTo needs a controller in the stack",
                """
                `popToViewController` with a controller not in the stack raises NSInternalInconsistencyException
                \"Tried to pop to a view controller that doesn't exist.\"; otherwise it pops what is above it.
                """,
                sources: ["Apple's documentation of `popToViewController(_:animated:)` (documented)", "crash reports (observed)"],
                scenario: """
                    device: iphone
                    window:
                      navigation: nav
                      stack: [list, detail, more]
                    controllers: [stranger]
                    steps:
                      - popTo: { navigation: nav, controller: stranger }
                        expectError: "Tried to pop to a view controller that doesn't exist."
                      - popTo: { navigation: nav, controller: list }
                    expect:
                      - viewControllers(nav): [list]
                    """,
                answer: "popping to a controller not in the stack raises; popping to list removes what is above it"),
            Rule(
                .r5_6, "popToRoot",
                "`popToRootViewController` pops everything above the root; with only the root it pops nothing.",
                sources: ["Apple's documentation of `popToRootViewController(animated:)` (documented)"],
                scenario: """
                    device: iphone
                    window:
                      navigation: nav
                      stack: [list, detail, more]
                    steps:
                      - popToRoot: nav
                    expect:
                      - viewControllers(nav): [list]
                      - parent(more): nil
                    """,
                answer: "everything above the root is popped"),
            Rule(
                .r5_7, "setViewControllers replaces the stack",
                """
                `setViewControllers` replaces the stack: removed controllers lose their parent, new ones are
                adopted (leaving their old containers), and each entry obeys the rules of push.
                """,
                sources: ["Apple's documentation of `setViewControllers(_:animated:)` (documented); the exception text is not verified (inferred)"],
                scenario: """
                    device: iphone
                    window:
                      navigation: nav
                      stack: [list, detail]
                    controllers:
                      - controller: box
                        children: [form]
                    steps:
                      - setViewControllers: { navigation: nav, controllers: [list, form] }
                    expect:
                      - viewControllers(nav): [list, form]
                      - parent(detail): nil
                      - children(box): []
                    """,
                answer: "the stack becomes [list, form]: detail loses its parent and form leaves its old container for nav"),
            Rule(
                .r5_8, "A navigation controller defines a context and pushes on show",
                "A navigation controller defines a presentation context by default (R3.3), and its `show` pushes (R8.2).",
                sources: ["Apple's documentation of `definesPresentationContext` and `show(_:sender:)` (documented)"],
                scenario: """
                    device: iphone
                    window:
                      navigation: nav
                      stack: [list]
                    controllers: [panel, detail]
                    steps:
                      - present: { from: list, controller: panel, style: overCurrentContext }
                      - show: { from: list, controller: detail }
                    expect:
                      - presentingViewController(panel): nav
                      - viewControllers(nav): [list, detail]
                    """,
                answer: "a context presentation from list stops at nav, and show from list pushes"),
            Rule(
                .r5_9, "A collapsed split view nests a navigation controller",
                """
                When a classic split view collapses, a secondary that is a navigation controller is pushed onto the
                primary navigation controller: the only sanctioned nesting. Then the detail's
                `navigationController` is the secondary and the secondary's is the primary.
                """,
                sources: ["the Master–Detail template's behaviour, widely reported (observed, not verified)"],
                scenario: """
                    device: iphone
                    window:
                      split: split
                      primary:
                        navigation: masterNav
                        stack: [master]
                      secondary:
                        navigation: detailNav
                        stack: [detail]
                    expect:
                      - viewControllers(masterNav): [master, detailNav]
                      - navigationController(detail): detailNav
                      - navigationController(detailNav): masterNav
                    """,
                answer: "collapsed, detailNav is pushed on masterNav: detail's navigationController is detailNav, and detailNav's is masterNav"),
        ])
}
