extension Rulebook {
    static let newerSystems = RulebookChapter(
        article: "Rules-NewerSystems", title: "iOS 16 to 26",
        abstract: "What changed in recent systems, and what only looks different.",
        rules: [
            Rule(
                .section19, "Recent systems",
                "Most changes from iOS 16 to 26 are visual; those below change a style, a tab's place or a column.",
                sources: ["Apple's documentation and release notes (documented)"]),
            Rule(
                .r15_1, "automatic from iOS 18",
                "`automatic` is `formSheet` from iOS 18 and `pageSheet` before; on an iPhone in compact width both are sheets.",
                sources: ["Apple's documentation of `UIModalPresentationStyle.automatic` (documented)"]),
            Rule(
                .r15_2, "Tabs on iPadOS 18",
                """
                On an iPad from iOS 18 the tab bar scrolls: no More list in regular width; in compact width at most
                five items with More, as on iPhone. Before iOS 18 an iPad in regular width shows eight. Tabs made with
                `UITab` become children when shown; hiding the tab bar is visual only.
                """,
                sources: ["Apple's documentation of `UITab` and the iPadOS 18 tab bar (documented)", "decompiled UIKitCore (observed in the binary)"]),
            Rule(
                .r15_3, "The inspector column",
                """
                iOS 26 adds an `.inspector` split view column, hidden by default and shown with `show(.inspector)`; its
                controller is a child of the split view (not wrapped in a navigation controller) and showing or hiding it
                changes only whether it is on screen. vcgraph keeps it off screen while the split view is collapsed.
                """,
                sources: [
                    "Apple's documentation of `UISplitViewController.Column.inspector` and `isShowing(_:)` (documented)",
                    "the inspector unwrapped, and hidden while collapsed (inferred)",
                ]),
            Rule(
                .r15_4, "iOS 26 presentations",
                "Liquid Glass sheets and zoom transitions are visual; iPhone action sheets become popovers (R11.11).",
                sources: ["Apple's documentation of the styles (documented)", "decompiled UIKitCore (observed in the binary)"]),
            Rule(
                .r15_5, "Scenes",
                "Every window comes from a window scene; several scenes are several windows.",
                sources: ["Apple's technote on the scene life cycle (documented)"]),
        ])
}
