extension Rulebook {
    static let swiftUI = RulebookChapter(
        article: "Rules-SwiftUI", title: "SwiftUI hosting controllers",
        abstract: "SwiftUI's sheets are UIKit presentations of hosting controllers.",
        rules: [
            Rule(
                .section22, "SwiftUI presents through UIKit",
                "SwiftUI's `.sheet`, `.fullScreenCover` and `.popover` present hosting controllers; the rules above apply unchanged.",
                sources: ["console logs of SwiftUI apps (observed)"]),
            Rule(
                .r18_1, "The family root presents a SwiftUI sheet",
                """
                A SwiftUI sheet is a `PresentationHostingController` presented from the nearest hosting controller;
                UIKit resolves the presenter to the family root, as for any sheet.
                """,
                sources: ["console logs naming the classes (observed)", "inside a UIKit hierarchy (inferred)"],
                swift: "// nav = UINavigationController, hosting pushed on it; a SwiftUI view shows .sheet",
                answer: "the sheet's presentingViewController is nav"),
            Rule(
                .r18_2, "SwiftUI gets UIKit's warnings",
                "The usual P7 and P8 texts appear, naming hosting controllers.",
                sources: ["console logs (observed)"]),
            Rule(
                .r18_3, "Hosting controllers in a dump",
                "In `_printHierarchy` a presented hosting controller appears under its presenter with its class name; vcgraph reads it as a plain controller.",
                sources: ["not verified (inferred)"]),
        ])
}
