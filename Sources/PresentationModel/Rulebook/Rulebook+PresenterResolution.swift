extension Rulebook {
    static let presenterResolution = RulebookChapter(
        article: "Rules-PresenterResolution", title: "Presenter resolution and definesPresentationContext",
        abstract: "Which controller presents: the family root for most styles, the nearest definer for context styles.",
        rules: [
            Rule(
                .section4, "The style decides how the presenter is found",
                """
                Styles fall in two classes. `fullScreen`, `overFullScreen`, `pageSheet`, `formSheet`,
                `automatic`, `popover`, alerts and action sheets, and `custom` with a presentation controller that
                presents in full screen (the default) are presented by the source's family root (R3.1).
                `currentContext`, `overCurrentContext` and a `custom` style whose presentation controller does
                not present in full screen look for a controller that defines a presentation context (R3.2).
                """,
                sources: [
                    "Apple's documentation of `definesPresentationContext` and the style pages (documented)",
                    "decompiled UIKitCore: which presentation controllers respect the context (observed in the binary)",
                ],
                scenario: """
                    device: iphone
                    window:
                      navigation: nav
                      stack:
                        - controller: list
                          definesPresentationContext: true
                    controllers: [sheet, panel]
                    steps:
                      - present: { from: list, controller: sheet, style: formSheet }
                      - expect:
                          - presentingViewController(sheet): nav
                      - dismiss: sheet
                      - present: { from: list, controller: panel, style: currentContext }
                    expect:
                      - presentingViewController(panel): list
                    """,
                answer: "the form sheet goes to the family root, nav; the currentContext presentation to list, which defines a context"),
            Rule(
                .r3_0, "The effective style comes first",
                """
                UIKit first adapts the requested style to the size classes (<doc:Rules-Styles>), then resolves the
                presenter from that effective style.
                """,
                sources: ["Apple's documentation of `present(_:animated:completion:)` and `modalPresentationStyle` (documented)"],
                scenario: """
                    device: iphone
                    options:
                      adaptsContextStylesInCompactWidth: true
                    window:
                      navigation: nav
                      stack:
                        - controller: list
                          definesPresentationContext: true
                    controllers: [panel]
                    steps:
                      - present: { from: list, controller: panel, style: currentContext }
                    expect:
                      - presentationStyle(panel): fullScreen
                      - presentingViewController(panel): nav
                    """,
                answer: "with the option, currentContext adapts to fullScreen in compact width, so the family root presents instead of the definer"),
            Rule(
                .r3_1, "A style that is not a context style: the family root presents",
                """
                For every style that is not a context style, the presenter is the root of the source's family: the
                window's root, or the presented controller heading the family. `definesPresentationContext` is not
                consulted. A form sheet is not full screen, but it is resolved this way all the same.
                """,
                sources: [
                    "Apple's documentation of `present(_:animated:completion:)` and the programming guide (documented)",
                    "decompiled UIKitCore: the full-screen presentation controller ignores the context (observed in the binary)",
                    "reports of the presenter being the navigation or tab bar controller (observed)",
                ],
                scenario: """
                    device: iphone
                    window:
                      navigation: nav
                      stack:
                        - controller: list
                          definesPresentationContext: true
                    controllers: [detail]
                    steps:
                      - present: { from: list, controller: detail, style: formSheet }
                    expect:
                      - presentingViewController(detail): nav
                      - presentedFrom(detail): list
                    """,
                answer: "detail.presentingViewController is nav: a form sheet does not consult definesPresentationContext"),
            Rule(
                .r3_2, "A context style: the nearest definer presents",
                """
                For `currentContext` and `overCurrentContext`, UIKit starts at the source itself and walks up
                through parents; the first controller whose `definesPresentationContext` is true presents.
                """,
                sources: [
                    "Apple's documentation of `definesPresentationContext` (documented)",
                    "the older programming guide: \"It starts at the presenting view controller\" (documented)",
                ],
                scenario: """
                    device: iphone
                    window:
                      navigation: nav
                      stack:
                        - controller: list
                          definesPresentationContext: true
                    controllers: [detail]
                    steps:
                      - present: { from: list, controller: detail, style: currentContext }
                    expect:
                      - presentingViewController(detail): list
                      - presentationContext(detail): list
                    """,
                answer: "detail.presentingViewController is list, the first definer from the source up; nav presents nothing"),
            Rule(
                .r3_3, "Navigation and tab bar controllers define a context by default",
                """
                `definesPresentationContext` is false for a plain controller and true for `UINavigationController`
                and `UITabBarController`; false for split view and page view controllers (<doc:Rules-Decisions#U8>).
                Setting it overrides the default either way.
                """,
                sources: [
                    "Apple's documentation of `definesPresentationContext` for navigation controllers (documented)",
                    "decompiled UIKitCore for tab bar controllers (observed in the binary)",
                ],
                scenario: """
                    device: iphone
                    window:
                      navigation: nav
                      stack: [list]
                    controllers: [detail]
                    steps:
                      - present: { from: list, controller: detail, style: currentContext }
                    expect:
                      - definesPresentationContext(list): false
                      - definesPresentationContext(nav): true
                      - presentingViewController(detail): nav
                    """,
                answer: "nothing set, the walk from list stops at nav, whose class defines a context by default"),
            Rule(
                .r3_4, "No definer: the family root presents",
                """
                When no controller from the source up defines a context, Apple says the window's root presents.
                vcgraph has the source's family root present: the window's root in the window's family, the
                presented root otherwise (<doc:Rules-Decisions#U2>), since asking the window's root would hit P7.
                """,
                sources: [
                    "Apple's documentation of `definesPresentationContext` (documented)",
                    "a presenter-resolution experiment following the chain of presented controllers (observed)",
                ],
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
                      - present: { from: inner, controller: panel, style: overCurrentContext }
                    expect:
                      - presentingViewController(panel): sheet
                    """,
                answer: "no controller of the presented family defines a context, so its root, sheet, presents"),
            Rule(
                .r3_5, "A context presentation covers the definer only",
                """
                Only the presenter's view is covered: the tab bar, the navigation bar of a container holding the
                presenter and sibling split view columns stay visible and usable. `currentContext` removes the
                presenter's view after the transition; `overCurrentContext` keeps it.
                """,
                sources: ["Apple's programming guide, the figure covering one split view column (documented)"],
                scenario: """
                    device: iphone
                    window:
                      tabBar: tabs
                      tabs:
                        - navigation: nav
                          stack:
                            - controller: list
                              definesPresentationContext: true
                    controllers: [panel]
                    steps:
                      - present: { from: list, controller: panel, style: currentContext }
                    expect:
                      - presentingViewController(panel): list
                      - isOnScreen(list): false
                      - isOnScreen(nav): true
                      - isOnScreen(tabs): true
                    """,
                answer: "only the definer's view is covered: the tab bar controller and the navigation controller stay on screen"),
            Rule(
                .r3_6, "Context links are ordinary links",
                """
                After a context presentation, the definer is the presenter; it and its descendants report the
                presented controller (R2.1); its ancestors report nil unless they present something themselves.
                """,
                sources: [
                    "Apple's documentation of `UIPresentationController.presentingViewController` (documented)",
                    "Big Nerd Ranch's Homepwner experiment (documented in print)",
                ],
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
                      - presentedViewController(list): panel
                      - presentedViewController(nav): nil
                    """,
                answer: "the definer list presents; it reports the panel, and nav above it reports nil"),
            Rule(
                .r3_7, "Several context presentations can coexist",
                """
                Each definer has its own presented slot, so one family can hold several context presentations, for
                example one per tab.
                """,
                sources: ["a radar showing a context presentation that survives tab switching (observed)"],
                scenario: """
                    device: iphone
                    window:
                      tabBar: tabs
                      tabs:
                        - navigation: inboxNav
                          stack: [inbox]
                        - navigation: sentNav
                          stack: [sent]
                    controllers: [compose, search]
                    steps:
                      - present: { from: inbox, controller: compose, style: overCurrentContext }
                      - select: { tabBar: tabs, tab: 1 }
                      - present: { from: sent, controller: search, style: overCurrentContext }
                    expect:
                      - presentedViewController(inboxNav): compose
                      - presentedViewController(sentNav): search
                    """,
                answer: "each tab's navigation controller holds its own context presentation at the same time"),
            Rule(
                .r3_8, "A definer already presenting warns",
                "When the definer found already presents, UIKit logs P7; it does not keep walking up.",
                sources: ["R3.2 with P7 (inferred)"],
                scenario: """
                    device: iphone
                    window:
                      tabBar: tabs
                      tabs:
                        - navigation: nav
                          stack: [list]
                    controllers: [first, second]
                    steps:
                      - present: { from: list, controller: first, style: overCurrentContext }
                      - present: { from: list, controller: second, style: overCurrentContext }
                        expectWarning: "which is already presenting <UIViewController: first>."
                    expect:
                      - presentedViewController(tabs): nil
                      - presentingViewController(second): nil
                    """,
                answer: "the definer nav already presents, so UIKit warns (P7) instead of walking on to tabs"),
            Rule(
                .r3_9, "The definer can provide the transition style",
                """
                When the definer sets `providesPresentationContextTransitionStyle`, its `modalTransitionStyle`
                replaces the presented controller's. The animation changes, no relationship does.
                """,
                sources: ["Apple's programming guide (documented)"],
                scenario: """
                    device: iphone
                    window:
                      navigation: nav
                      stack:
                        - controller: list
                          definesPresentationContext: true
                          providesPresentationContextTransitionStyle: true
                          modalTransitionStyle: crossDissolve
                    controllers:
                      - controller: panel
                        modalTransitionStyle: flipHorizontal
                    steps:
                      - present: { from: list, controller: panel, style: currentContext }
                    expect:
                      - presentingViewController(panel): list
                    """,
                answer: "list presents with its own crossDissolve transition instead of panel's; no relationship changes"),
            Rule(
                .r3_10, "A search controller needs a definer",
                """
                The controller hosting a `UISearchController` should set `definesPresentationContext`; otherwise
                the search UI is presented over a larger area. The search chapter (<doc:Rules-Search>) states this
                precisely and supersedes this rule.
                """,
                sources: ["widely quoted advice and Apple's sample code (observed)"],
                scenario: """
                    device: iphone
                    window:
                      navigation: nav
                      stack: [list]
                    controllers: [results, results2]
                    steps:
                      - present: { from: list, controller: results, style: overCurrentContext }
                      - expect:
                          - presentingViewController(results): nav
                      - dismiss: results
                      - set: { controller: list, definesPresentationContext: true }
                      - present: { from: list, controller: results2, style: overCurrentContext }
                    expect:
                      - presentingViewController(results2): list
                    """,
                answer: "without a definer on the list, results go to nav and cover its bar; with one, only the list is covered"),
            Rule(
                .r3_11, "A context presentation heads its own family",
                """
                A controller presented with a context style heads a family, so a full-screen-class presentation from
                inside it is presented by it, not by the family underneath.
                """,
                sources: ["R3.1 applied to the presented family (inferred)"],
                scenario: """
                    device: iphone
                    window:
                      navigation: nav
                      stack:
                        - controller: list
                          definesPresentationContext: true
                    controllers: [panel, player]
                    steps:
                      - present: { from: list, controller: panel, style: overCurrentContext }
                      - present: { from: panel, controller: player, style: fullScreen }
                    expect:
                      - family(panel): panel
                      - presentingViewController(player): panel
                    """,
                answer: "the panel presented in context heads its own family, so it presents the full-screen player itself"),
        ])
}
