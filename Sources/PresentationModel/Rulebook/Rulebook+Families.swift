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
                swift: """
                    let nav = UINavigationController(rootViewController: list)   // family root: nav
                    window.rootViewController = nav
                    list.present(detail, animated: true)                         // detail heads a second family
                    """,
                answer: "Two families: nav with list, and detail alone; detail.presentingViewController is nav."),
            Rule(
                .section2, "Lookups stay inside the family",
                """
                `parent`, `navigationController`, `tabBarController` and `splitViewController` walk up through
                parents only. A presentation starts a new family, so none of them crosses from a presented
                controller to its presenter.
                """,
                sources: ["Apple's documentation of `parent` and the container properties (documented)"]),
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
                swift: "nav.topViewController!.present(sheet, animated: true)",
                answer: "sheet.parent == nil; sheet.presentingViewController === nav"),
            Rule(
                .r1_2, "Children never include presented controllers",
                "A controller's `children` lists what it contains; what it presents is never among them.",
                sources: ["Apple's documentation of `children` (documented)"]),
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
                swift: """
                    // nav = UINavigationController(rootViewController: list)
                    list.present(detail, animated: true)
                    """,
                answer: "list.navigationController === nav; detail.navigationController == nil; nav.navigationController == nil"),
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
                ]),
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
                swift: "tabs.selectedViewController!.present(detail, animated: true)",
                answer: "detail.tabBarController == nil (by default)"),
            Rule(
                .r1_6, "No lookup reaches another family",
                """
                Reaching up a family, `parent`, `navigationController`, `tabBarController` and
                `splitViewController` never answer a controller of another family (with the caveat of R1.5).
                """,
                sources: [
                    "Apple's documentation of the container properties (documented)",
                    "Big Nerd Ranch, *iOS Programming* (documented in print)",
                ]),
            Rule(
                .r1_7, "Containers make children",
                """
                A container adopting a controller makes it a child: navigation stack entries, tabs, split view
                columns, page view controller pages, and custom containment with `addChild`.
                """,
                sources: ["Apple's documentation of `UITabBarController`, `UISplitViewController` and `addChild(_:)` (documented)"],
                swift: "let nav = UINavigationController(rootViewController: list)",
                answer: "list.parent === nav; nav.children == [list]"),
        ])
}
