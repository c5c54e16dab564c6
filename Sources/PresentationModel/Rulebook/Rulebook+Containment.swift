extension Rulebook {
    static let containment = RulebookChapter(
        article: "Rules-Containment", title: "Child containment",
        abstract: "`addChild` and `removeFromParent`, and what they refuse.",
        rules: [
            Rule(
                .section11, "Custom containers",
                "A custom container makes children with `addChild` and lets them go with `removeFromParent`.",
                sources: ["Apple's documentation of `addChild(_:)` (documented)"],
                scenario: """
                    device: iphone
                    window: container
                    controllers: [card]
                    steps:
                      - addChild: { parent: container, controller: card }
                      - expect:
                          - parent(card): container
                          - children(container): [card]
                      - removeFromParent: card
                    expect:
                      - parent(card): nil
                      - isOnScreen(card): false
                    """,
                answer: "addChild makes card container's child; removeFromParent lets it go, detached"),
            Rule(
                .r10_1, "addChild moves a controller",
                "`addChild` makes the link; a controller already held by another container leaves it first. A controller has one parent.",
                sources: ["Apple's documentation of `addChild(_:)` (documented)"],
                scenario: """
                    device: iphone
                    window:
                      controller: screen
                      children:
                        - controller: container1
                          children: [card]
                        - container2
                    steps:
                      - addChild: { parent: container2, controller: card }
                    expect:
                      - parent(card): container2
                      - children(container1): []
                      - children(container2): [card]
                    """,
                answer: "card.parent is container2, and container1 has no children left"),
            Rule(
                .r10_2, "removeFromParent",
                "`removeFromParent` clears the link; the controller is then detached unless it is added elsewhere.",
                sources: ["Apple's documentation of `removeFromParent()` (documented)"],
                scenario: """
                    device: iphone
                    window:
                      controller: container
                      children: [card]
                    steps:
                      - removeFromParent: card
                    expect:
                      - parent(card): nil
                      - children(container): []
                      - isOnScreen(card): false
                    """,
                answer: "the link is cleared and card, added nowhere else, is detached and off screen"),
            Rule(
                .r10_3, "Illegal containment",
                """
                Adopting a presented controller, a window's root, the controller itself or one of its ancestors
                is illegal; UIKit raises a hierarchy-inconsistency exception. vcgraph refuses it with its own
                message, since UIKit's exact text is not verified.
                """,
                sources: ["exception reports (observed, wording not verified)"],
                scenario: """
                    device: iphone
                    window: root
                    controllers: [container]
                    steps:
                      - addChild: { parent: container, controller: root }
                        expectError: "cannot become a child of"
                    expect:
                      - parent(root): nil
                      - rootViewController(main): root
                    """,
                answer: "adopting the window's root is refused and nothing changes"),
            Rule(
                .r10_4, "A child cannot be presented",
                "Presenting a controller that has a parent is refused (P3).",
                sources: ["UIKit's message (observed)"],
                scenario: """
                    device: iphone
                    window:
                      controller: container
                      children: [card]
                    steps:
                      - present: { from: container, controller: card }
                        expectError: "that has a parent view controller <UIViewController: container>."
                    expect:
                      - parent(card): container
                      - presentedViewController(container): nil
                    """,
                answer: "presenting card, which has a parent, raises P3 and card stays a child"),
        ])
}
