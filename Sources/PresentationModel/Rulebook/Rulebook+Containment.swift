extension Rulebook {
    static let containment = RulebookChapter(
        article: "Rules-Containment", title: "Child containment",
        abstract: "`addChild` and `removeFromParent`, and what they refuse.",
        rules: [
            Rule(
                .section11, "Custom containers",
                "A custom container makes children with `addChild` and lets them go with `removeFromParent`.",
                sources: ["Apple's documentation of `addChild(_:)` (documented)"]),
            Rule(
                .r10_1, "addChild moves a controller",
                "`addChild` makes the link; a controller already held by another container leaves it first. A controller has one parent.",
                sources: ["Apple's documentation of `addChild(_:)` (documented)"],
                swift: "container2.addChild(card)   // card was container1's child",
                answer: "card.parent === container2; container1.children == []"),
            Rule(
                .r10_2, "removeFromParent",
                "`removeFromParent` clears the link; the controller is then detached unless it is added elsewhere.",
                sources: ["Apple's documentation of `removeFromParent()` (documented)"]),
            Rule(
                .r10_3, "Illegal containment",
                """
                Adopting a presented controller, a window's root, the controller itself or one of its ancestors
                is illegal; UIKit raises a hierarchy-inconsistency exception. vcgraph refuses it with its own
                message, since UIKit's exact text is not verified.
                """,
                sources: ["exception reports (observed, wording not verified)"]),
            Rule(
                .r10_4, "A child cannot be presented",
                "Presenting a controller that has a parent is refused (P3).",
                sources: ["UIKit's message (observed)"]),
        ])
}
