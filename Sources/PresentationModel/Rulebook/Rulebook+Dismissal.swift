extension Rulebook {
    static let dismissal = RulebookChapter(
        article: "Rules-Dismissal", title: "Dismissal",
        abstract: "What `dismiss(animated:completion:)` removes, depending on where it is called.",
        rules: [
            Rule(
                .section10, "dismiss works on the chain",
                "`dismiss` removes a presented controller and everything presented above it.",
                sources: ["Apple's documentation of `dismiss(animated:completion:)` (documented)"]),
            Rule(
                .r9_1, "Who dismisses what",
                """
                Called on a controller that presents (itself or through an ancestor), `dismiss` removes what it
                presents and everything above. Called on a presented controller that presents nothing, UIKit asks
                its presenter, which dismisses it. Otherwise nothing happens.
                """,
                sources: ["Apple's documentation of `dismiss(animated:completion:)` (documented)"],
                scenario: """
                    window: a
                    controllers: [b, c]
                    steps:
                      - present: { from: a, controller: b, style: fullScreen }
                      - present: { from: b, controller: c, style: fullScreen }
                      - dismiss: c
                    expect:
                      - presentedViewController(b): nil
                      - presentingViewController(b): a
                    """,
                answer: "c presents nothing, so UIKit asks its presenter b, which dismisses c; b stays, presented by a"),
            Rule(
                .r9_2, "Only the top animates",
                "Dismissing several levels animates only the topmost; the others go without animation.",
                sources: ["Apple's documentation of `dismiss(animated:completion:)` (documented)"]),
            Rule(
                .r9_3, "Dismissal clears the links",
                "Every dismissed level loses its link: the presenter's `presentedViewController` and the presented controller's `presentingViewController` become nil.",
                sources: ["Apple's documentation of `dismiss(animated:completion:)` (documented)"]),
            Rule(
                .r9_4, "A child dismisses what its family presents",
                "`dismiss` on a child of a presenting family dismisses that family's presented controller, found through the ancestor (R2.1).",
                sources: ["R2.1 with R9.1 (inferred)"]),
            Rule(
                .r9_5, "Dismissing during a transition warns",
                "UIKit warns when a dismissal starts while another presentation or dismissal is in progress; vcgraph ignores timing.",
                sources: ["console reports (observed, wording not verified)"]),
        ])
}
