extension Rulebook {
    static let families = RulebookChapter(
        article: "Rules-Families", title: "Families and containment",
        abstract: "Which controllers belong together, and how a controller finds its containers.",
        rules: [
            Rule(
                .section1, "Families, sources and presenters",
                """
                A *family* is a controller with no parent together with everything it contains, through
                navigation stacks, tabs, split view columns, pages and `addChild`. Its top is the *family
                root*: the window's root view controller, a presented controller, or a controller that is
                in no window at all (*detached*). The *source* of a presentation is the controller
                `present` is called on; the *presenter* is the one UIKit chooses, which
                `presentingViewController` returns. A chain of presentations links families: the window's
                family presents one, which presents the next. Every controller in a scenario has an id,
                and no two share one.
                """,
                sources: [
                    "Apple's documentation of `addChild(_:)` and `presentingViewController` (documented)",
                    "Big Nerd Ranch, *iOS Programming*, \"View Controller Relationships\" (documented in print)",
                ],
                scenario: """
                    device: iphone
                    window:
                      navigation: nav
                      stack: [list]
                    controllers: [detail, loose]
                    steps:
                      - present: { from: list, controller: detail, style: fullScreen }
                    expect:
                      - family(list): nav
                      - family(detail): detail
                      - family(loose): loose
                      - presentingViewController(detail): nav
                      - presentedFrom(detail): list
                    """,
                answer: "two families: nav with list, and detail alone; detail's presentingViewController is nav"),
            Rule(
                .section2, "Lookups stay inside the family",
                """
                `parent`, `navigationController`, `tabBarController` and `splitViewController` walk up through
                parents only. A presentation starts a new family, so none of them crosses from a presented
                controller to its presenter.
                """,
                sources: ["Apple's documentation of `parent` and the container properties (documented)"],
                scenario: """
                    device: iphone
                    window:
                      navigation: nav
                      stack: [list]
                    controllers: [form]
                    steps:
                      - present: { from: list, controller: form, style: pageSheet }
                    expect:
                      - parent(form): nil
                      - navigationController(form): nil
                      - navigationController(list): nav
                    """,
                answer: "the presented form has no parent and no navigationController: lookups stop at its family"),
            Rule(
                .r1_1, "A presented controller has no parent",
                """
                `parent` is the container that holds the controller, or nil. A presented controller's `parent`
                is nil since iOS 5 (it used to be the presenter); use `presentingViewController` instead.
                """,
                sources: [
                    "Apple's documentation of `parent` and `presentingViewController` (documented)",
                    "iOS 5 release behaviour, widely reported (observed)",
                ],
                scenario: """
                    device: iphone
                    window:
                      navigation: nav
                      stack: [list]
                    controllers: [sheet]
                    steps:
                      - present: { from: list, controller: sheet, style: pageSheet }
                    expect:
                      - parent(sheet): nil
                      - presentingViewController(sheet): nav
                    """,
                answer: "sheet.parent is nil; sheet.presentingViewController is nav"),
            Rule(
                .r1_2, "Children never include presented controllers",
                "A controller's `children` lists what it contains; what it presents is never among them.",
                sources: ["Apple's documentation of `children` (documented)"],
                scenario: """
                    device: iphone
                    window:
                      navigation: nav
                      stack: [list]
                    controllers: [sheet]
                    steps:
                      - present: { from: list, controller: sheet, style: pageSheet }
                    expect:
                      - children(nav): [list]
                      - presentedViewController(nav): sheet
                    """,
                answer: "nav's children are its stack; the sheet it presents is not among them"),
            Rule(
                .r1_3, "navigationController is the nearest navigation ancestor",
                """
                `navigationController` is the nearest strict ancestor (starting at `parent`, not at the
                controller itself) that is a `UINavigationController`, through parents only. A presented
                controller not inside a navigation controller of its own family answers nil, even when its
                presenter is in one; a navigation controller's own `navigationController` is nil unless it is
                nested in another.
                """,
                sources: [
                    "Apple's documentation of `navigationController` (documented)",
                    "decompiled UIKitCore, iOS 26.1: the getter does not follow the presenter (observed in the binary)",
                ],
                scenario: """
                    device: iphone
                    window:
                      navigation: nav
                      stack: [list]
                    controllers: [detail]
                    steps:
                      - present: { from: list, controller: detail, style: fullScreen }
                    expect:
                      - navigationController(list): nav
                      - navigationController(detail): nil
                      - navigationController(nav): nil
                    """,
                answer: "list.navigationController is nav; the presented detail answers nil; nav itself answers nil"),
            Rule(
                .r1_4, "splitViewController is the nearest split view ancestor",
                """
                `splitViewController` is the nearest strict ancestor that is a `UISplitViewController`, through
                parents only, except that a controller in a popover attached to a split view answers that
                split view.
                """,
                sources: [
                    "Apple's documentation of `splitViewController` (documented)",
                    "decompiled UIKitCore (observed in the binary)",
                ],
                scenario: """
                    device: ipad
                    window:
                      split: split
                      primary:
                        navigation: masterNav
                        stack: [master]
                      secondary:
                        navigation: detailNav
                        stack: [detail]
                    expect:
                      - splitViewController(detail): split
                      - splitViewController(split): nil
                    """,
                answer: "detail's splitViewController is split, through its navigation controller"),
            Rule(
                .r1_5, "tabBarController is the nearest tab bar ancestor",
                """
                `tabBarController` is the nearest strict ancestor that is a `UITabBarController`, through
                parents. UIKit has a private walk that can fall back to the presenter; no public getter is known
                to use it, so vcgraph follows parents only (<doc:Rules-Decisions#U1>), with an option to follow
                the presenter.
                """,
                sources: [
                    "Apple's documentation of `tabBarController` (documented)",
                    "decompiled UIKitCore, the private ancestor walk (observed in the binary)",
                ],
                scenario: """
                    device: iphone
                    window:
                      tabBar: tabs
                      tabs: [feed]
                    controllers: [detail]
                    steps:
                      - present: { from: feed, controller: detail, style: fullScreen }
                    expect:
                      - tabBarController(feed): tabs
                      - tabBarController(detail): nil
                    """,
                answer: "detail.tabBarController is nil by default: the walk follows parents only"),
            Rule(
                .r1_6, "No lookup reaches another family",
                """
                Reaching up a family, `parent`, `navigationController`, `tabBarController` and
                `splitViewController` never answer a controller of another family (with the caveat of R1.5).
                """,
                sources: [
                    "Apple's documentation of the container properties (documented)",
                    "Big Nerd Ranch, *iOS Programming* (documented in print)",
                ],
                scenario: """
                    device: iphone
                    window:
                      tabBar: tabs
                      tabs:
                        - navigation: nav
                          stack: [feed]
                    controllers:
                      - navigation: sheetNav
                        stack: [form]
                    steps:
                      - present: { from: feed, controller: sheetNav, style: pageSheet }
                    expect:
                      - navigationController(form): sheetNav
                      - tabBarController(form): nil
                      - parent(sheetNav): nil
                    """,
                answer: "the presented navigation family's lookups never answer the tab bar controller underneath"),
            Rule(
                .r1_7, "Containers make children",
                """
                A container adopting a controller makes it a child: navigation stack entries, tabs, split view
                columns, page view controller pages, and custom containment with `addChild`.
                """,
                sources: ["Apple's documentation of `UITabBarController`, `UISplitViewController` and `addChild(_:)` (documented)"],
                scenario: """
                    device: iphone
                    window:
                      navigation: nav
                      stack: [list]
                    expect:
                      - parent(list): nav
                      - children(nav): [list]
                    """,
                answer: "list.parent is nav and nav.children is [list]"),
            Rule(
                .r1_8, "A new root replaces the window's family",
                """
                Setting `window.rootViewController` on a window that has a root replaces it: the old root's
                views are removed before the new ones are installed, so the old root's family leaves the
                window, and what it presented leaves the screen with it; the model ends those presentations.
                The new root heads the window's family. The scenario step is `setRoot`.
                """,
                sources: [
                    "Apple's documentation of `UIWindow.rootViewController`: \"If the window has an existing view hierarchy, the old views are removed before the new ones are installed\" (documented)"
                ],
                scenario: """
                    device: iphone
                    window:
                      navigation: nav
                      stack: [list]
                    controllers: [home, sheet]
                    steps:
                      - present: { from: list, controller: sheet, style: fullScreen }
                      - setRoot: { window: main, controller: home }
                    expect:
                      - rootViewController(main): home
                      - isOnScreen(home): true
                      - isOnScreen(list): false
                      - presentedViewController(nav): nil
                      - presentingViewController(sheet): nil
                    """,
                answer: "home is the window's root; nav and list leave the window, and sheet's presentation ends"),
        ])
}
