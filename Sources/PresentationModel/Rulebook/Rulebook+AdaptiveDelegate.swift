extension Rulebook {
    static let adaptiveDelegate = RulebookChapter(
        article: "Rules-AdaptiveDelegate", title: "The adaptive presentation delegate",
        abstract: "How a presentation adapts to the size classes, and how a delegate changes it.",
        rules: [
            Rule(
                .section17, "Adaptation",
                "A presentation controller's delegate may choose the style a presentation adapts to, or keep it, or wrap the presented controller.",
                sources: ["Apple's documentation of `UIAdaptivePresentationControllerDelegate` (documented)"],
                scenario: """
                    device: iphone
                    window:
                      navigation: nav
                      stack: [list]
                    controllers:
                      - controller: picker
                        popoverAnchor: sourceView
                        adaptivePresentationStyle: none
                    steps:
                      - present: { from: list, controller: picker, style: popover }
                    expect:
                      - presentationStyle(picker): popover
                      - delegateEvents(picker): [adaptivePresentationStyle, willPresentWithAdaptiveStyle(none)]
                    """,
                answer: "a delegate answering none keeps the popover a popover on an iPhone, and hears of it"),
            Rule(
                .r13_1, "What a delegate may return",
                """
                `adaptivePresentationStyle(for:traitCollection:)` may return `fullScreen`, `overFullScreen`,
                `formSheet` or `none`; anything else means the default. It is consulted in every size class; the
                older method only in compact width. Adapting to a popover or `custom` is impossible, and a
                presentation never adapts from `fullScreen` or `overFullScreen`.
                """,
                sources: ["Apple's documentation of the delegate (documented)", "decompiled UIKitCore (observed in the binary)"],
                scenario: """
                    device: ipad
                    window:
                      navigation: nav
                      stack: [list]
                    controllers:
                      - controller: sheet
                        adaptivePresentationStyle: fullScreen
                    steps:
                      - present: { from: list, controller: sheet, style: formSheet }
                    expect:
                      - presentationStyle(sheet): fullScreen
                      - isOnScreen(list): false
                      - delegateEvents(sheet): [adaptivePresentationStyle, viewControllerForAdaptivePresentationStyle(fullScreen), willPresentWithAdaptiveStyle(fullScreen)]
                    """,
                answer:
                    "the delegate is asked in regular width too, so answering fullScreen adapts the iPad form sheet; it cannot adapt a fullScreen presentation"
            ),
            Rule(
                .r13_2, "A popover in compact size classes",
                """
                From iOS 13 a popover in compact width or compact height behaves like `formSheet`: a sheet that keeps
                the presenter's view in compact width, full screen in compact height. Through iOS 12 it is
                `fullScreen` in compact width. The presenter stays the family root (<doc:Rules-Decisions#U11>).
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
                      - presentingViewController(picker): nav
                      - isOnScreen(list): true
                    """,
                answer: "the popover is shown as a form sheet, presented by nav; nav stays on screen"),
            Rule(
                .r13_3, "Returning none",
                "A delegate returning `none` keeps a popover a popover (or a sheet a sheet) in compact width; the relationships do not change.",
                sources: ["developer reports (observed)"],
                scenario: """
                    device: iphone
                    window:
                      navigation: nav
                      stack: [list]
                    controllers:
                      - controller: picker
                        popoverAnchor: sourceView
                        adaptivePresentationStyle: none
                    steps:
                      - present: { from: list, controller: picker, style: popover }
                    expect:
                      - presentationStyle(picker): popover
                      - presentingViewController(picker): nav
                    """,
                answer: "answering none keeps the popover a popover in compact width; the presenter is unchanged"),
            Rule(
                .r13_4, "An adaptive wrapper",
                """
                When `presentationController(_:viewControllerForAdaptivePresentationStyle:)` returns another
                controller (usually a navigation controller around the presented one), UIKit presents the wrapper
                in its place: the presenter's `presentedViewController` is the wrapper, the original is the wrapper's
                child and reports the wrapper as `navigationController`. Back in regular width the original is
                presented again (<doc:Rules-Decisions#U13>).
                """,
                sources: ["Apple's documentation of the delegate method (documented)", "decompiled UIKitCore (observed in the binary)"],
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
                      - expect:
                          - presentedViewController(nav): inspector/adaptive
                          - navigationController(inspector): inspector/adaptive
                          - presentingViewController(inspector): nav
                      - traits: { horizontalSizeClass: regular }
                    expect:
                      - presentedViewController(nav): inspector
                    """,
                answer:
                    "nav presents the wrapper inspector/adaptive; inspector is its child and reports it as navigationController; back in regular width inspector is presented again"
            ),
            Rule(
                .r13_5, "What never adapts",
                """
                Alerts never adapt (R11.5). From iOS 13 page and form sheets stay sheets in compact width; in compact
                height they are full screen unless `prefersEdgeAttachedInCompactHeight` is set (R14.2).
                """,
                sources: ["Apple's documentation of the sheet styles (documented)", "decompiled UIKitCore (observed in the binary)"],
                scenario: """
                    device: iphone
                    ios: 17
                    window:
                      navigation: nav
                      stack: [list]
                    controllers:
                      - sheet
                    steps:
                      - present: { from: list, controller: sheet, style: formSheet }
                      - expect:
                          - presentationStyle(sheet): formSheet
                          - isOnScreen(list): true
                      - traits: { verticalSizeClass: compact }
                    expect:
                      - presentationStyle(sheet): fullScreen
                    """,
                answer: "from iOS 13 the form sheet stays a sheet in compact width, keeping list on screen; in compact height it is full screen"),
        ])
}
