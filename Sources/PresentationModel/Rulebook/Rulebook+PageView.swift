extension Rulebook {
    static let pageView = RulebookChapter(
        article: "Rules-PageView", title: "UIPageViewController",
        abstract: "Pages, how many a turn takes, and which pages are children.",
        rules: [
            Rule(
                .section20, "Pages are children",
                "A page view controller's displayed pages are its children; a turn replaces them.",
                sources: ["Apple's documentation of `UIPageViewController` (documented)"]),
            Rule(
                .r16_1, "How many pages a turn takes",
                """
                `setViewControllers(_:direction:animated:)` takes the pages visible after the turn: one for a scroll;
                for a page curl, two when double-sided (or, without animation, when the spine is in the middle),
                otherwise one.
                """,
                sources: [
                    "Apple's documentation of `setViewControllers(_:direction:animated:completion:)` (documented)",
                    "decompiled UIKitCore (observed in the binary)",
                ]),
            Rule(
                .r16_2, "A wrong page count raises",
                """
                A turn with the wrong number of pages raises NSInvalidArgumentException \"The number of view
                controllers provided (N) doesn't match the number required (M) for the requested transition\" or, for a
                curl without animation, \"The number of provided view controllers (N) doesn't match the number
                required (M) for the requested spine location (…)\".
                """,
                sources: ["crash reports (observed)", "decompiled UIKitCore (observed in the binary)"],
                swift: "pages.setViewControllers([left], direction: .forward, animated: true)   // curl, double-sided",
                answer: "NSInvalidArgumentException: provided (1), required (2)"),
            Rule(
                .r16_3, "Replaced pages leave",
                "After each turn the children are the displayed pages, and a replaced page has no parent (<doc:Rules-Decisions#U12>).",
                sources: ["decompiled UIKitCore (observed in the binary)"]),
            Rule(
                .r16_4, "No presentation context by default",
                "A page view controller does not define a presentation context by default.",
                sources: ["decompiled UIKitCore (observed in the binary)"]),
            Rule(
                .r16_5, "show passes through",
                "A page view controller overrides neither `show` nor `showDetailViewController`, so the target walk goes on to its ancestors.",
                sources: ["decompiled UIKitCore (observed in the binary)"]),
        ])
}
