extension Rulebook {
    static let dismissal = RulebookChapter(
        article: "Rules-Dismissal", title: "Dismissal",
        abstract: "What `dismiss(animated:completion:)` removes, depending on where it is called.",
        rules: [
            Rule(
                .section10, "dismiss works on the chain",
                "`dismiss` removes a presented controller and everything presented above it.",
                sources: ["Apple's documentation of `dismiss(animated:completion:)` (documented)"],
                scenario: """
                    device: iphone
                    window: a
                    controllers: [b, c]
                    steps:
                      - present: { from: a, controller: b, style: fullScreen }
                      - present: { from: b, controller: c, style: fullScreen }
                      - dismiss: a
                    expect:
                      - presentedViewController(a): nil
                      - presentingViewController(c): nil
                    """,
                answer: "dismissing b removes c, presented above it, too"),
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
                sources: ["Apple's documentation of `dismiss(animated:completion:)` (documented)"],
                scenario: """
                    device: iphone
                    window: a
                    controllers: [b, c]
                    steps:
                      - present: { from: a, controller: b, style: fullScreen }
                      - present: { from: b, controller: c, style: fullScreen }
                      - dismiss: a
                    expect:
                      - presentingViewController(b): nil
                      - presentingViewController(c): nil
                      - isOnScreen(a): true
                    """,
                answer: "one dismiss ends both levels; UIKit animates only c, the topmost, and b goes without animation"),
            Rule(
                .r9_3, "Dismissal clears the links",
                "Every dismissed level loses its link: the presenter's `presentedViewController` and the presented controller's `presentingViewController` become nil.",
                sources: ["Apple's documentation of `dismiss(animated:completion:)` (documented)"],
                scenario: """
                    device: iphone
                    window:
                      navigation: nav
                      stack: [list]
                    controllers: [sheet]
                    steps:
                      - present: { from: list, controller: sheet, style: pageSheet }
                      - dismiss: sheet
                    expect:
                      - presentedViewController(nav): nil
                      - presentingViewController(sheet): nil
                    """,
                answer: "after the dismissal nav's presentedViewController and sheet's presentingViewController are both nil"),
            Rule(
                .r9_4, "A child dismisses what its family presents",
                "`dismiss` on a child of a presenting family dismisses that family's presented controller, found through the ancestor (R2.1).",
                sources: ["R2.1 with R9.1 (inferred)"],
                scenario: """
                    device: iphone
                    window:
                      navigation: nav
                      stack: [list]
                    controllers: [sheet]
                    steps:
                      - present: { from: list, controller: sheet, style: pageSheet }
                      - dismiss: list
                    expect:
                      - presentedViewController(nav): nil
                    """,
                answer: "list presents nothing itself, but nav, its ancestor, presents the sheet: dismiss on list ends it"),
            Rule(
                .r9_5, "Dismissing during a transition warns",
                "UIKit warns when a dismissal starts while another presentation or dismissal is in progress; vcgraph ignores timing.",
                sources: ["console reports (observed, wording not verified)"],
                swift: """
                    list.present(sheet, animated: true)
                    sheet.dismiss(animated: true)   // while the presentation is still animating
                    """,
                answer: "UIKit logs a warning and may leave the sheet up; vcgraph, which has no time, presents and dismisses"),
        ])
}
