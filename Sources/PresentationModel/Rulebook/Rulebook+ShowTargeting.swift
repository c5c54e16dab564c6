extension Rulebook {
    static let showTargeting = RulebookChapter(
        article: "Rules-ShowTargeting", title: "show targeting",
        abstract: "Which containers answer `show`, and why the walk stops at a presentation.",
        rules: [
            Rule(
                .section21, "The target walk in detail",
                "These rules refine <doc:Rules-Show>: which containers override `show`, and where the walk ends.",
                sources: ["the SDK header of `UIViewController` (documented)"]),
            Rule(
                .r17_1, "The header's semantics",
                """
                `targetViewController(forAction:sender:)` returns the controller itself or its nearest ancestor that
                overrides the action; `show` sends to it when that is not the controller, and otherwise presents. The
                source presents, and the presenter is resolved as usual (R8.4).
                """,
                sources: ["the SDK header of `UIViewController` (documented)"]),
            Rule(
                .r17_2, "Tab bar and page view controllers do not answer show",
                """
                Neither `UITabBarController` nor `UIPageViewController` overrides `show`: a controller directly in a tab
                presents modally; a page inside a navigation controller gets a push.
                """,
                sources: ["decompiled UIKitCore (observed in the binary)"],
                swift: "tabChild.show(detail, sender: nil)   // iPhone, iOS 17",
                answer: "detail.presentingViewController === tabs, as a page sheet"),
            Rule(
                .r17_3, "The walk does not cross presentations",
                """
                Apple's own apps override the target walk to ask `presentingViewController` first, which would be
                pointless if the default walk did: parents only (<doc:Rules-Decisions#U6>).
                """,
                sources: ["decompiled Mail (observed in the binary, indirect)"]),
            Rule(
                .r17_4, "show from a presented controller",
                "From a presented controller with no navigation controller in its family, `show` presents from it: a chain, never a push in the family underneath.",
                sources: ["R17.3 (inferred)"],
                swift: """
                    list.present(modal, animated: true)   // fullScreen
                    modal.show(detail, sender: nil)
                    """,
                answer: "detail.presentingViewController === modal; nav.viewControllers == [list]"),
        ])
}
