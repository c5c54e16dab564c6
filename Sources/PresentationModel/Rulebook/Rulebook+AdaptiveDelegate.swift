extension Rulebook {
    static let adaptiveDelegate = RulebookChapter(
        article: "Rules-AdaptiveDelegate", title: "The adaptive presentation delegate",
        abstract: "How a presentation adapts to the size classes, and how a delegate changes it.",
        rules: [
            Rule(
                .section17, "Adaptation",
                "A presentation controller's delegate may choose the style a presentation adapts to, or keep it, or wrap the presented controller.",
                sources: ["Apple's documentation of `UIAdaptivePresentationControllerDelegate` (documented)"]),
            Rule(
                .r13_1, "What a delegate may return",
                """
                `adaptivePresentationStyle(for:traitCollection:)` may return `fullScreen`, `overFullScreen`,
                `formSheet` or `none`; anything else means the default. It is consulted in every size class; the
                older method only in compact width. Adapting to a popover or `custom` is impossible, and a
                presentation never adapts from `fullScreen` or `overFullScreen`.
                """,
                sources: ["Apple's documentation of the delegate (documented)", "decompiled UIKitCore (observed in the binary)"]),
            Rule(
                .r13_2, "A popover in compact size classes",
                """
                From iOS 13 a popover in compact width or compact height behaves like `formSheet`: a sheet that keeps
                the presenter's view in compact width, full screen in compact height. Through iOS 12 it is
                `fullScreen` in compact width. The presenter stays the family root (<doc:Rules-Decisions#U11>).
                """,
                sources: ["Apple's documentation of `UIModalPresentationStyle.popover` (documented)"],
                swift: """
                    picker.modalPresentationStyle = .popover
                    list.present(picker, animated: true)   // iPhone, iOS 17
                    """,
                answer: "picker is shown as a form sheet, presented by nav; nav stays on screen"),
            Rule(
                .r13_3, "Returning none",
                "A delegate returning `none` keeps a popover a popover (or a sheet a sheet) in compact width; the relationships do not change.",
                sources: ["developer reports (observed)"]),
            Rule(
                .r13_4, "An adaptive wrapper",
                """
                When `presentationController(_:viewControllerForAdaptivePresentationStyle:)` returns another
                controller (usually a navigation controller around the presented one), UIKit presents the wrapper
                in its place: the presenter's `presentedViewController` is the wrapper, the original is the wrapper's
                child and reports the wrapper as `navigationController`. Back in regular width the original is
                presented again (<doc:Rules-Decisions#U13>).
                """,
                sources: ["Apple's documentation of the delegate method (documented)", "decompiled UIKitCore (observed in the binary)"]),
            Rule(
                .r13_5, "What never adapts",
                """
                Alerts never adapt (R11.5). From iOS 13 page and form sheets stay sheets in compact width; in compact
                height they are full screen unless `prefersEdgeAttachedInCompactHeight` is set (R14.2).
                """,
                sources: ["Apple's documentation of the sheet styles (documented)", "decompiled UIKitCore (observed in the binary)"]),
        ])
}
