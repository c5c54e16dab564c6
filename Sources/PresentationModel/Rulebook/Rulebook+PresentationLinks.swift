extension Rulebook {
    static let presentationLinks = RulebookChapter(
        article: "Rules-PresentationLinks", title: "Presentation links",
        abstract: "What presentingViewController and presentedViewController answer, for every controller of a family.",
        rules: [
            Rule(
                .section3, "One link per presentation",
                """
                A presentation is one link between a presenter and the presented controller. Both properties
                read that link from the controller they are asked on or from its nearest ancestor that has one,
                so every controller of a family gives the same answer.
                """,
                sources: ["Apple's documentation of `presentingViewController` and `presentedViewController` (documented)"],
                scenario: """
                    device: iphone
                    window:
                      navigation: nav
                      stack: [list]
                    controllers:
                      - navigation: sheetNav
                        stack: [form]
                    steps:
                      - present: { from: list, controller: sheetNav, style: formSheet }
                    expect:
                      - presentedViewController(nav): sheetNav
                      - presentedViewController(list): sheetNav
                      - presentingViewController(sheetNav): nav
                      - presentingViewController(form): nav
                    """,
                answer: "one link between nav and sheetNav; every controller of each family reads it"),
            Rule(
                .r2_1, "presentedViewController comes from the controller or an ancestor",
                """
                `presentedViewController` is what the controller presents, or else what its nearest ancestor
                presents; nil when none does. When the presenter is a family root (the usual case), every
                controller of its family reports the presented controller.
                """,
                sources: [
                    "Apple's documentation of `presentedViewController`: \"presented by this view controller, or one of its ancestors\" (documented)"
                ],
                scenario: """
                    device: iphone
                    window:
                      navigation: nav
                      stack: [list]
                    controllers: [detail]
                    steps:
                      - present: { from: list, controller: detail, style: pageSheet }
                    expect:
                      - presentedViewController(nav): detail
                      - presentedViewController(list): detail
                    """,
                answer: "nav presents detail (R3.1), and list, inside nav, reports detail too"),
            Rule(
                .r2_2, "presentingViewController comes from the family's presentation",
                """
                `presentingViewController` is the presenter of the controller itself, or else of its nearest
                presented ancestor: every controller of a presented family reports the same presenter.
                """,
                sources: ["Apple's documentation of `presentingViewController` (documented)"],
                scenario: """
                    device: iphone
                    window:
                      navigation: nav
                      stack: [list]
                    controllers:
                      - navigation: sheetNav
                        stack: [form]
                    steps:
                      - present: { from: list, controller: sheetNav, style: pageSheet }
                    expect:
                      - presentingViewController(sheetNav): nav
                      - presentingViewController(form): nav
                    """,
                answer: "form reports nav as its presentingViewController, the same as sheetNav, its family root"),
            Rule(
                .r2_3, "The link stores the resolved presenter",
                """
                The link holds the presenter UIKit chose (see <doc:Rules-PresenterResolution>), not the source.
                So after `source.present(x)`, `source.presentedViewController` is `x` only when the source is the
                presenter or inside it.
                """,
                sources: [
                    "Apple's *View Controller Programming Guide*, \"Presenting a View Controller\" (documented)",
                    "reports of the transition's \"from\" controller (observed)",
                ],
                scenario: """
                    device: iphone
                    window:
                      tabBar: tabs
                      tabs:
                        - navigation: nav
                          stack: [list]
                    controllers: [player]
                    steps:
                      - present: { from: list, controller: player, style: fullScreen }
                    expect:
                      - presentingViewController(player): tabs
                      - presentedFrom(player): list
                      - presentedViewController(list): player
                    """,
                answer: "the link holds nav, the presenter UIKit chose, and list, the source, is remembered apart"),
            Rule(
                .r2_4, "One presented controller per presenter; chains are allowed",
                """
                A controller presents one controller at a time; the presented controller may present in turn,
                which makes a chain.
                """,
                sources: ["Apple's documentation of `dismiss(animated:completion:)` and the older programming guide (documented)"],
                scenario: """
                    device: iphone
                    window: a
                    controllers: [b, c]
                    steps:
                      - present: { from: a, controller: b, style: fullScreen }
                      - present: { from: b, controller: c, style: fullScreen }
                    expect:
                      - presentedViewController(a): b
                      - presentingViewController(c): b
                      - presentedViewController(b): c
                    """,
                answer: "a presents b, b presents c: a chain of two links"),
            Rule(
                .r2_5, "Links are set at once",
                """
                The link exists as soon as `present` is accepted: the properties already answer in the presented
                controller's `viewDidLoad` and in the completion handler. vcgraph ignores animation timing.
                """,
                sources: ["experiments logging the properties in `viewDidLoad` (inferred)"],
                scenario: """
                    device: iphone
                    window: a
                    controllers: [b]
                    steps:
                      - present: { from: a, controller: b, style: fullScreen, animated: true }
                      - expect:
                          - presentingViewController(b): a
                          - presentedViewController(a): b
                    """,
                answer: "right after the step, before any animation would end, both links answer"),
        ])
}
