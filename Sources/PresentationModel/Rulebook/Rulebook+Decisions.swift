extension Rulebook {
    static let decisions = RulebookChapter(
        article: "Rules-Decisions", title: "Decisions of the model",
        abstract: "Where UIKit's sources are silent or disagree, the default vcgraph chose, and the option that gives the alternative.",
        rules: [
            Rule(
                .u1, "tabBarController of a presented family is nil",
                """
                A controller in a presented family answers nil for `tabBarController`: parents only, like
                `navigationController`. `ModelOptions.tabBarControllerCrossesPresentation` follows the presenter
                instead (R1.5).
                """,
                sources: ["Apple's documentation of `tabBarController` (documented)", "Big Nerd Ranch's account (documented in print)"],
                scenario: """
                    device: iphone
                    options:
                      tabBarControllerCrossesPresentation: true
                    window:
                      tabBar: tabs
                      tabs: [feed]
                    controllers: [detail]
                    steps:
                      - present: { from: feed, controller: detail, style: fullScreen }
                    expect:
                      - tabBarController(detail): tabs
                    """,
                answer: "by default the presented detail's tabBarController is nil; with the option it is tabs, through the presenter"),
            Rule(
                .u2, "No definer in a presented family: its root presents",
                """
                With a context style and no definer, when the source's family is itself presented, that family's root
                presents (R3.4), not the window's root, which already presents and would give P7.
                """,
                sources: ["a presenter-resolution experiment (observed)", "Apple's documentation says the window's root (documented)"],
                scenario: """
                    device: iphone
                    window:
                      navigation: nav
                      stack: [list]
                    controllers:
                      - controller: sheet
                        children: [inner]
                      - panel
                    steps:
                      - present: { from: list, controller: sheet, style: fullScreen }
                      - present: { from: inner, controller: panel, style: currentContext }
                    expect:
                      - presentingViewController(panel): sheet
                    """,
                answer: "no controller of the presented family defines a context, so its root, sheet, presents the panel"),
            Rule(
                .u3, "Context styles do not adapt in compact width",
                """
                `currentContext` and `overCurrentContext` stay context presentations in compact width, as observed on
                iPhones. `ModelOptions.adaptsContextStylesInCompactWidth` adapts them to `fullScreen`, as Apple's
                guide documents.
                """,
                sources: ["a radar showing a context presentation on iPhone (observed)", "Apple's programming guide (documented)"],
                scenario: """
                    device: iphone
                    window:
                      navigation: nav
                      stack:
                        - controller: list
                          definesPresentationContext: true
                    controllers: [panel]
                    steps:
                      - present: { from: list, controller: panel, style: currentContext }
                    expect:
                      - presentationStyle(panel): currentContext
                      - presentingViewController(panel): list
                    """,
                answer: "on an iPhone currentContext stays a context presentation, presented by the definer list"),
            Rule(
                .u4, "Geometry is ignored",
                """
                UIKit partly decides \"covers the screen\" from view geometry; vcgraph has no geometry, so
                full-screen-class styles always go to the family root.
                """,
                sources: ["decompiled UIKitCore, `_isViewSizeFullScreen:inWindow:` (observed in the binary)"],
                scenario: """
                    device: ipad
                    window:
                      navigation: nav
                      stack:
                        - controller: list
                          definesPresentationContext: true
                    controllers: [overlay]
                    steps:
                      - present: { from: list, controller: overlay, style: overFullScreen }
                    expect:
                      - presentingViewController(overlay): nav
                    """,
                answer: "an overFullScreen presentation goes to the family root whatever its view's size would be"),
            Rule(
                .u5, "Collapsed split view stacks",
                """
                Classic: the secondary is pushed onto a navigation primary (nested when it is a navigation
                controller, R5.9). Column style: the compact column when set, otherwise the supplementary and
                secondary stacks pushed onto the primary's. Expanding puts each controller back in its column.
                """,
                sources: ["Apple's documentation of the collapse delegate (documented)", "the stack contents (inferred)"],
                scenario: """
                    device: ipad
                    window:
                      split: split
                      style: doubleColumn
                      primary: list
                      secondary: detail
                    steps:
                      - traits: { horizontalSizeClass: compact }
                      - expect:
                          - viewControllers(split/primary): [list, detail]
                      - traits: { horizontalSizeClass: regular }
                    expect:
                      - viewControllers(split/primary): [list]
                      - navigationController(detail): split/secondary
                    """,
                answer: "collapsed, the secondary's controller is pushed on the primary's stack; expanded again, it returns to its column"),
            Rule(
                .u6, "show does not cross presentations",
                """
                The `show` target walk follows parents only; with no target the source presents modally. The same
                holds for `showDetailViewController`.
                """,
                sources: ["decompiled Mail, indirect (observed in the binary)", "R8.4, R17.3"],
                scenario: """
                    device: ipad
                    window:
                      split: split
                      primary:
                        navigation: masterNav
                        stack: [master]
                      secondary: detail
                    controllers: [modal, other]
                    steps:
                      - present: { from: master, controller: modal, style: fullScreen }
                      - showDetail: { from: modal, controller: other }
                    expect:
                      - presentingViewController(other): modal
                      - viewControllers(split): [masterNav, detail]
                    """,
                answer: "showDetail from a presented controller does not reach the split view underneath: the source presents"),
            Rule(
                .u7, "A tab bar controller in a navigation stack is pushed, with a note",
                """
                Pushing a `UITabBarController` (or giving one in a navigation controller's stack) pushes it, as
                UIKit does: its tabs are its children, and `navigationController` of their content is the
                outer navigation controller. UIKit raises and logs nothing; Apple's documentation says the
                pushed controller "cannot be a tab bar controller" and, in its older guide, that the tab bar
                then "appears only while a specific view controller is at the top of the navigation stack",
                so vcgraph adds a note of its own. Shipped apps use the shape (a root navigation controller
                holding a tab bar controller); the semantics document's refusal, marked inferred, is not
                followed.
                """,
                sources: [
                    "Apple's reference for `pushViewController(_:animated:)` and its older view controller guide (documented)",
                    "apps and issue threads showing the shape at work (observed)",
                ],
                scenario: """
                    device: iphone
                    window:
                      navigation: nav
                      stack: [list]
                    controllers:
                      - tabBar: tabs
                        tabs: [a, b]
                    steps:
                      - push: { onto: nav, controller: tabs }
                    expect:
                      - viewControllers(nav): [list, tabs]
                      - navigationController(a): nav
                      - tabBarController(a): tabs
                      - isOnScreen(a): true
                    """,
                answer: "the tab bar controller is pushed; its selected tab is on screen, in the outer navigation controller"),
            Rule(
                .u8, "Split and page view controllers define no context",
                "`definesPresentationContext` defaults to false for `UISplitViewController` and `UIPageViewController`.",
                sources: ["decompiled UIKitCore for page view controllers (observed in the binary)", "split view controllers (inferred)"],
                scenario: """
                    device: ipad
                    window:
                      split: split
                      primary:
                        page: pages
                        pages: [first]
                      secondary: detail
                    expect:
                      - definesPresentationContext(split): false
                      - definesPresentationContext(pages): false
                    """,
                answer: "split and page view controllers define no context by default"),
            Rule(
                .u9, "A compact action sheet is presented by the family root",
                """
                Before iOS 26, an iPhone action sheet's presentation controller is built with the source, but nothing
                shows that this changes `presentingViewController`: vcgraph has the family root present it, as for
                alerts (R3.1). The scenario option `actionSheetPresenterIsSource` has the source present it instead.
                """,
                sources: ["decompiled UIKitCore (observed in the binary)"],
                scenario: """
                    device: iphone
                    ios: 17
                    window:
                      navigation: nav
                      stack: [list]
                    controllers:
                      - alert: share
                        preferredStyle: actionSheet
                    steps:
                      - present: { from: list, controller: share }
                    expect:
                      - presentingViewController(share): nav
                      - presentedFrom(share): list
                    """,
                answer: "by default the family root, nav, presents the iPhone action sheet, not the source list"),
            Rule(
                .u10, "The iOS 26 design",
                """
                From `ios: 26` an iPhone action sheet reports `popover`, and an action sheet with no anchor is centred
                like an alert instead of raising the iPad exception. `ModelOptions.classicDesign` models an app that
                keeps the classic design (as apps built with an older SDK do).
                """,
                sources: [
                    "decompiled UIKitCore, iOS 26.1 (observed in the binary)", "Apple's page for `UIDesignRequiresCompatibility` (documented)",
                ],
                scenario: """
                    device: iphone
                    ios: 26
                    options:
                      classicDesign: true
                    window:
                      navigation: nav
                      stack: [list]
                    controllers:
                      - alert: share
                        preferredStyle: actionSheet
                    steps:
                      - present: { from: list, controller: share }
                    expect:
                      - modalPresentationStyle(share): custom
                      - presentingViewController(share): nav
                    """,
                answer: "on iOS 26 with the classic design the iPhone action sheet reports custom, as before iOS 26"),
            Rule(
                .u11, "A popover in compact size classes is a sheet",
                """
                With no adaptive delegate, from iOS 13 a popover in compact width or height behaves like a form sheet;
                through iOS 12 it is full screen in compact width (R13.2).
                `ModelOptions.popoverAdaptsToOverFullScreen` gives the older guide's `overFullScreen`.
                """,
                sources: ["Apple's documentation of `UIModalPresentationStyle.popover` (documented)"],
                scenario: """
                    device: iphone
                    ios: 17
                    window:
                      navigation: nav
                      stack: [list]
                    controllers:
                      - controller: picker
                        popoverAnchor: sourceView
                    steps:
                      - present: { from: list, controller: picker, style: popover }
                    expect:
                      - presentationStyle(picker): formSheet
                    """,
                answer: "picker's presentationStyle is formSheet; with the option it would be overFullScreen"),
            Rule(
                .u12, "A page view controller's children are its pages",
                "After each step a page view controller's `children` equal its `viewControllers`; pages cached by a scroll are ignored.",
                sources: ["decompiled UIKitCore (observed in the binary)"],
                scenario: """
                    device: iphone
                    window:
                      page: pages
                      pages: [first]
                    controllers: [second]
                    steps:
                      - setViewControllers: { page: pages, controllers: [second] }
                    expect:
                      - children(pages): [second]
                      - viewControllers(pages): [second]
                      - parent(first): nil
                    """,
                answer: "after the turn children equal the displayed pages; the replaced page has no parent"),
            Rule(
                .u13, "An undone adaptive wrapper lets go",
                """
                When a return to regular width undoes an adaptive wrapper (R13.4), the original controller is detached
                from the wrapper. Flagged: the scenario option `adaptiveWrapperKeepsController` keeps it the wrapper's
                child (its `parent` and `navigationController`) while it stays presented.
                """,
                sources: ["not known (inferred)"],
                scenario: """
                    device: ipad
                    horizontalSizeClass: compact
                    window:
                      navigation: nav
                      stack: [library]
                    controllers:
                      - controller: inspector
                        popoverAnchor: barButtonItem
                        adaptiveWrapper: navigation
                    steps:
                      - present: { from: library, controller: inspector, style: popover }
                      - traits: { horizontalSizeClass: regular }
                    expect:
                      - parent(inspector): nil
                      - presentingViewController(inspector): nav
                      - presentingViewController(inspector/adaptive): nil
                    """,
                answer: "back in regular width inspector is presented again and has left the wrapper"),
            Rule(
                .u14, "Search with no definer in a presented family",
                "A search presentation with no definer, from a presented family, is presented by that family's root, as U2 decides for context styles.",
                sources: ["R12.4 with U2 (inferred)"],
                scenario: """
                    device: iphone
                    window:
                      navigation: nav
                      stack: [list]
                    controllers:
                      - controller: sheet
                        searchController: { id: search, results: results }
                    steps:
                      - present: { from: list, controller: sheet, style: fullScreen }
                      - activateSearch: search
                    expect:
                      - presentingViewController(search): sheet
                    """,
                answer: "the search hosted in a presented plain controller has no definer, so that family's root, sheet, presents it"),
            Rule(
                .u15, "Search placement is unchanged in iOS 26",
                "vcgraph assumes iOS 26 still places search presentations by `definesPresentationContext`.",
                sources: ["decompiled UIKitCore, iOS 26.1: the listing is incomplete, so a missing override proves nothing (observed in the binary)"],
                scenario: """
                    device: iphone
                    ios: 26
                    window:
                      navigation: nav
                      stack:
                        - controller: list
                          definesPresentationContext: true
                          searchController: { id: search, results: results }
                    steps:
                      - activateSearch: search
                    expect:
                      - presentingViewController(search): list
                    """,
                answer: "on iOS 26 the search still goes through the definesPresentationContext walk: list defines the context and presents it"),
        ])
}
