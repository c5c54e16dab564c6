extension Rulebook {
    static let show = RulebookChapter(
        article: "Rules-Show", title: "show and showDetailViewController",
        abstract: "How `show` finds a container to act, and what happens when none does.",
        rules: [
            Rule(
                .section9, "show asks the hierarchy",
                "`show` and `showDetailViewController` look for the nearest controller that overrides them, and let it act.",
                sources: ["Apple's documentation of `show(_:sender:)` (documented)"]),
            Rule(
                .r8_1, "The target walk",
                """
                `show` calls `targetViewController(forAction:sender:)`: the controller itself, then its ancestors;
                the first that overrides `show` acts. With none, the controller is presented modally.
                """,
                sources: ["Apple's documentation of `show(_:sender:)` and `targetViewController(forAction:sender:)` (documented)"]),
            Rule(
                .r8_2, "Navigation controllers push, split views install",
                """
                A navigation controller's `show` pushes; a split view's `show` updates its primary (R7.4) and its
                `showDetailViewController` installs the secondary (R7.3).
                """,
                sources: ["Apple's documentation of `show(_:sender:)` (documented)"],
                swift: "list.show(detail, sender: nil)   // list in nav",
                answer: "nav.viewControllers == [list, detail]"),
            Rule(
                .r8_3, "A navigation controller shown is presented",
                "`show` of a navigation controller from inside a navigation stack does not raise: it falls back to a modal presentation.",
                sources: ["demo code commenting \"cannot push so try to present\" (observed)"]),
            Rule(
                .r8_4, "With no target, the source presents",
                """
                The target walk follows parents only (<doc:Rules-Decisions#U6>); with no target the source presents
                modally and the presenter is resolved as usual.
                """,
                sources: ["the SDK header of `show(_:sender:)` (documented)", "the walk's extent (inferred)"],
                swift: "tabChild.show(detail, sender: nil)   // no navigation controller",
                answer: "detail is presented as a sheet by the tab bar controller"),
        ])
}
