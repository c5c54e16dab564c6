extension Rulebook {
    static let splitView = RulebookChapter(
        article: "Rules-SplitView", title: "UISplitViewController",
        abstract: "Columns, collapsing and showing a detail.",
        rules: [
            Rule(
                .section8, "A split view holds columns",
                """
                A classic split view holds a primary and a secondary; a column-style one (iOS 14+) holds primary,
                supplementary, secondary, compact and (iOS 26) inspector columns. Collapsing in compact width
                folds the columns into one.
                """,
                sources: ["Apple's documentation of `UISplitViewController` (documented)"]),
            Rule(
                .r7_1, "Classic viewControllers",
                "A classic split view's `viewControllers` is [primary, secondary] when expanded and [primary] when collapsed.",
                sources: ["Apple's documentation of `viewControllers` (documented)"]),
            Rule(
                .r7_2, "Classic collapse",
                """
                In compact width a classic split view collapses: by default a navigation primary pushes the
                secondary (R5.9 when it is a navigation controller). A delegate can discard the secondary or supply
                another primary.
                """,
                sources: ["Apple's documentation of the collapse delegate methods (documented)", "the push details (observed)"]),
            Rule(
                .r7_3, "showDetailViewController",
                """
                Expanded, `showDetailViewController` installs the controller as the secondary, replacing the old
                one; collapsed, it calls `show`, which pushes onto the primary navigation controller.
                """,
                sources: ["Apple's documentation of `showDetailViewController(_:sender:)` (documented)"],
                swift: "master.showDetailViewController(detail2, sender: nil)",
                answer: "expanded: split.viewControllers == [primaryNav, detail2]"),
            Rule(
                .r7_4, "show on a split view",
                "A split view's `show` updates the primary column in a way that suits the size class.",
                sources: ["Apple's documentation of `show(_:sender:)` (documented)"]),
            Rule(
                .r7_5, "Columns wrap their controllers",
                """
                `setViewController(_:for:)` wraps a controller that is not a navigation controller in a navigation
                controller of the split view's own; a tab bar controller is allowed only in the secondary column,
                and the compact column takes any controller as is.
                """,
                sources: ["Apple's documentation of `setViewController(_:for:)` (documented)"],
                swift: "split.setViewController(list, for: .primary)",
                answer: "list.navigationController is a wrapper whose parent is split"),
            Rule(
                .r7_6, "Column-style viewControllers",
                """
                Expanded, `viewControllers` holds two or three entries (primary, supplementary, secondary);
                collapsed, exactly one: the compact column's controller when set, otherwise the primary.
                """,
                sources: ["Apple's documentation of `viewControllers` (documented)"]),
            Rule(
                .r7_7, "Collapsing without a compact column",
                """
                With no compact column, the primary navigation stack is used and the other columns' content is
                pushed on it (<doc:Rules-Decisions#U5>).
                """,
                sources: ["Apple's documentation of the collapse delegate (documented)", "the stack contents (inferred)"]),
            Rule(
                .r7_8, "displayMode is visual",
                "`displayMode` changes what is visible, never a parent or a child.",
                sources: ["Apple's documentation of `displayMode` (documented)"]),
            Rule(
                .r7_9, "A split view is not pushed and defines no context",
                """
                A split view controller cannot be pushed (R5.3) or be a column of another, and does not define a
                presentation context by default; set it on a column's controller to present over that column only.
                """,
                sources: ["Apple's programming guide, the figure covering one column (documented)", "the default (inferred)"]),
        ])
}
