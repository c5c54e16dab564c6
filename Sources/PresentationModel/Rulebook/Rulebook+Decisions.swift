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
                sources: ["Apple's documentation of `tabBarController` (documented)", "Big Nerd Ranch's account (documented in print)"]),
            Rule(
                .u2, "No definer in a presented family: its root presents",
                """
                With a context style and no definer, when the source's family is itself presented, that family's root
                presents (R3.4), not the window's root, which already presents and would give P7.
                """,
                sources: ["a presenter-resolution experiment (observed)", "Apple's documentation says the window's root (documented)"]),
            Rule(
                .u3, "Context styles do not adapt in compact width",
                """
                `currentContext` and `overCurrentContext` stay context presentations in compact width, as observed on
                iPhones. `ModelOptions.adaptsContextStylesInCompactWidth` adapts them to `fullScreen`, as Apple's
                guide documents.
                """,
                sources: ["a radar showing a context presentation on iPhone (observed)", "Apple's programming guide (documented)"]),
            Rule(
                .u4, "Geometry is ignored",
                """
                UIKit partly decides \"covers the screen\" from view geometry; vcgraph has no geometry, so
                full-screen-class styles always go to the family root.
                """,
                sources: ["decompiled UIKitCore, `_isViewSizeFullScreen:inWindow:` (observed in the binary)"]),
            Rule(
                .u5, "Collapsed split view stacks",
                """
                Classic: the secondary is pushed onto a navigation primary (nested when it is a navigation
                controller, R5.9). Column style: the compact column when set, otherwise the supplementary and
                secondary stacks pushed onto the primary's. Expanding puts each controller back in its column.
                """,
                sources: ["Apple's documentation of the collapse delegate (documented)", "the stack contents (inferred)"]),
            Rule(
                .u6, "show does not cross presentations",
                """
                The `show` target walk follows parents only; with no target the source presents modally. The same
                holds for `showDetailViewController`.
                """,
                sources: ["decompiled Mail, indirect (observed in the binary)", "R8.4, R17.3"]),
            Rule(
                .u7, "Pushing a tab bar controller is an error",
                "Pushing a `UITabBarController` is refused with \"Pushing a tab bar controller is not supported\": documented as unsupported, with no known runtime text.",
                sources: ["Apple's older reference for `pushViewController(_:animated:)` (documented)"]),
            Rule(
                .u8, "Split and page view controllers define no context",
                "`definesPresentationContext` defaults to false for `UISplitViewController` and `UIPageViewController`.",
                sources: ["decompiled UIKitCore for page view controllers (observed in the binary)", "split view controllers (inferred)"]),
            Rule(
                .u9, "A compact action sheet is presented by the family root",
                """
                Before iOS 26, an iPhone action sheet's presentation controller is built with the source, but nothing
                shows that this changes `presentingViewController`: vcgraph has the family root present it, as for
                alerts (R3.1). The scenario option `actionSheetPresenterIsSource` has the source present it instead.
                """,
                sources: ["decompiled UIKitCore (observed in the binary)"]),
            Rule(
                .u10, "The iOS 26 design",
                """
                From `ios: 26` an iPhone action sheet reports `popover`, and an action sheet with no anchor is centred
                like an alert instead of raising the iPad exception. `ModelOptions.classicDesign` models an app that
                keeps the classic design (as apps built with an older SDK do).
                """,
                sources: ["decompiled UIKitCore, iOS 26.1 (observed in the binary)", "Apple's page for `UIDesignRequiresCompatibility` (documented)"]),
            Rule(
                .u11, "A popover in compact size classes is a sheet",
                """
                With no adaptive delegate, from iOS 13 a popover in compact width or height behaves like a form sheet;
                through iOS 12 it is full screen in compact width (R13.2).
                `ModelOptions.popoverAdaptsToOverFullScreen` gives the older guide's `overFullScreen`.
                """,
                sources: ["Apple's documentation of `UIModalPresentationStyle.popover` (documented)"],
                swift: """
                    picker.modalPresentationStyle = .popover
                    list.present(picker, animated: true)   // iPhone, iOS 17
                    """,
                answer: "picker's presentationStyle is formSheet"),
            Rule(
                .u12, "A page view controller's children are its pages",
                "After each step a page view controller's `children` equal its `viewControllers`; pages cached by a scroll are ignored.",
                sources: ["decompiled UIKitCore (observed in the binary)"]),
            Rule(
                .u13, "An undone adaptive wrapper lets go",
                "When a return to regular width undoes an adaptive wrapper (R13.4), the original controller is detached from the wrapper.",
                sources: ["not known (inferred)"]),
            Rule(
                .u14, "Search with no definer in a presented family",
                "A search presentation with no definer, from a presented family, is presented by that family's root, as U2 decides for context styles.",
                sources: ["R12.4 with U2 (inferred)"]),
            Rule(
                .u15, "Search placement is unchanged in iOS 26",
                "vcgraph assumes iOS 26 still places search presentations by `definesPresentationContext`.",
                sources: ["decompiled UIKitCore, iOS 26.1: the listing is incomplete, so a missing override proves nothing (observed in the binary)"]),
        ])
}
