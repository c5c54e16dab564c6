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
                sources: ["Apple's documentation of `UISplitViewController` (documented)"],
                scenario: """
                    device: ipad
                    window:
                      split: split
                      primary:
                        navigation: masterNav
                        stack: [master]
                      secondary:
                        navigation: detailNav
                        stack: [detail]
                    steps:
                      - expect:
                          - viewControllers(split): [masterNav, detailNav]
                          - isOnScreen(master): true
                      - traits: { horizontalSizeClass: compact }
                    expect:
                      - viewControllers(split): [masterNav]
                      - isOnScreen(detail): true
                      - isOnScreen(master): false
                    """,
                answer: "expanded, the split view shows both columns; collapsed in compact width, it folds them into the primary"),
            Rule(
                .r7_1, "Classic viewControllers",
                "A classic split view's `viewControllers` is [primary, secondary] when expanded and [primary] when collapsed.",
                sources: ["Apple's documentation of `viewControllers` (documented)"],
                scenario: """
                    device: ipad
                    window:
                      split: split
                      primary:
                        navigation: masterNav
                        stack: [master]
                      secondary: detail
                    steps:
                      - expect:
                          - viewControllers(split): [masterNav, detail]
                      - traits: { horizontalSizeClass: compact }
                    expect:
                      - viewControllers(split): [masterNav]
                    """,
                answer: "viewControllers is [masterNav, detail] expanded and [masterNav] collapsed"),
            Rule(
                .r7_2, "Classic collapse",
                """
                In compact width a classic split view collapses: by default a navigation primary pushes the
                secondary (R5.9 when it is a navigation controller). A delegate can discard the secondary or supply
                another primary.
                """,
                sources: ["Apple's documentation of the collapse delegate methods (documented)", "the push details (observed)"],
                scenario: """
                    device: ipad
                    window:
                      split: split
                      primary:
                        navigation: masterNav
                        stack: [master]
                      secondary:
                        navigation: detailNav
                        stack: [detail]
                    steps:
                      - traits: { horizontalSizeClass: compact }
                      - expect:
                          - viewControllers(masterNav): [master, detailNav]
                          - parent(detailNav): masterNav
                      - traits: { horizontalSizeClass: regular }
                    expect:
                      - viewControllers(masterNav): [master]
                      - parent(detailNav): split
                    """,
                answer: "collapsed, the secondary navigation controller is pushed onto the primary one; expanded again, it goes back"),
            Rule(
                .r7_3, "showDetailViewController",
                """
                Expanded, `showDetailViewController` installs the controller as the secondary, replacing the old
                one; collapsed, it calls `show`, which pushes onto the primary navigation controller.
                """,
                sources: ["Apple's documentation of `showDetailViewController(_:sender:)` (documented)"],
                scenario: """
                    device: ipad
                    window:
                      split: split
                      primary:
                        navigation: masterNav
                        stack: [master]
                      secondary: detail
                    controllers: [detail2, detail3]
                    steps:
                      - showDetail: { from: master, controller: detail2 }
                      - expect:
                          - viewControllers(split): [masterNav, detail2]
                          - parent(detail): nil
                      - traits: { horizontalSizeClass: compact }
                      - showDetail: { from: master, controller: detail3 }
                    expect:
                      - navigationController(detail3): masterNav
                    """,
                answer: "expanded, detail2 replaces detail as the secondary; collapsed, detail3 is pushed onto masterNav"),
            Rule(
                .r7_4, "show on a split view",
                "A split view's `show` updates the primary column in a way that suits the size class.",
                sources: ["Apple's documentation of `show(_:sender:)` (documented)"],
                scenario: """
                    device: ipad
                    window:
                      split: split
                      primary: p
                      secondary: d
                    controllers: [x]
                    steps:
                      - show: { from: p, controller: x }
                    expect:
                      - viewControllers(split): [x, d]
                      - parent(p): nil
                      - presentingViewController(x): nil
                    """,
                answer: "expanded, show from the primary replaces it: x becomes the primary and p leaves the split view"),
            Rule(
                .r7_5, "Columns wrap their controllers",
                """
                `setViewController(_:for:)` wraps a controller that is not a navigation controller in a navigation
                controller of the split view's own, and the compact column takes any controller as is. Apple's
                documentation says a tab bar controller can't go in the primary or supplementary column, but UIKit
                documents no exception or log for it: vcgraph installs it there like any other controller, with a
                note that quotes Apple.
                """,
                sources: ["Apple's documentation of `setViewController(_:for:)` (documented)"],
                scenario: """
                    device: ipad
                    window:
                      split: split
                      style: doubleColumn
                      primary: list
                      secondary: detail
                    expect:
                      - navigationController(list): split/primary
                      - parent(split/primary): split
                      - viewControllers(split): [split/primary, split/secondary]
                    """,
                answer: "each column's plain controller is wrapped in a navigation controller of the split view's own"),
            Rule(
                .r7_6, "Column-style viewControllers",
                """
                Expanded, `viewControllers` holds two or three entries (primary, supplementary, secondary);
                collapsed, exactly one: the compact column's controller when set, otherwise the primary.
                """,
                sources: ["Apple's documentation of `viewControllers` (documented)"],
                scenario: """
                    device: ipad
                    window:
                      split: split
                      style: tripleColumn
                      primary: sidebar
                      supplementary: list
                      secondary: detail
                      compact: phone
                    steps:
                      - expect:
                          - viewControllers(split): [split/primary, split/supplementary, split/secondary]
                      - traits: { horizontalSizeClass: compact }
                    expect:
                      - viewControllers(split): [phone]
                      - isOnScreen(phone): true
                      - isOnScreen(detail): false
                    """,
                answer: "expanded, viewControllers lists the three column wrappers; collapsed, only the compact column's controller"),
            Rule(
                .r7_7, "Collapsing without a compact column",
                """
                With no compact column, the primary navigation stack is used and the other columns' content is
                pushed on it (<doc:Rules-Decisions#U5>).
                """,
                sources: ["Apple's documentation of the collapse delegate (documented)", "the stack contents (inferred)"],
                scenario: """
                    device: ipad
                    window:
                      split: split
                      style: doubleColumn
                      primary: list
                      secondary: detail
                    steps:
                      - traits: { horizontalSizeClass: compact }
                    expect:
                      - viewControllers(split): [split/primary]
                      - viewControllers(split/primary): [list, detail]
                      - isOnScreen(detail): true
                    """,
                answer: "with no compact column, the secondary column's controller is pushed on the primary's navigation stack"),
            Rule(
                .r7_8, "displayMode is visual",
                "`displayMode` changes what is visible, never a parent or a child.",
                sources: ["Apple's documentation of `displayMode` (documented)"],
                scenario: """
                    device: ipad
                    window:
                      split: split
                      style: doubleColumn
                      primary: list
                      secondary: detail
                    steps:
                      - hideColumn: { split: split, column: primary }
                    expect:
                      - parent(split/primary): split
                      - viewControllers(split): [split/primary, split/secondary]
                    """,
                answer: "hiding the primary column changes what shows, not a parent or a child"),
            Rule(
                .r7_9, "A split view is not pushed and defines no context",
                """
                A split view controller cannot be pushed (R5.3) or be a column of another, and does not define a
                presentation context by default; set it on a column's controller to present over that column only.
                """,
                sources: ["Apple's programming guide, the figure covering one column (documented)", "the default (inferred)"],
                scenario: """
                    device: ipad
                    window:
                      split: split
                      primary: list
                      secondary:
                        controller: detail
                        definesPresentationContext: true
                    controllers:
                      - panel
                      - navigation: nav
                        stack: [root]
                    steps:
                      - present: { from: detail, controller: panel, style: currentContext }
                      - push: { onto: nav, controller: split }
                        expectWarning: "Split View Controllers cannot be pushed to a Navigation Controller"
                    expect:
                      - definesPresentationContext(split): false
                      - presentingViewController(panel): detail
                      - parent(split): nil
                    """,
                answer:
                    "the split view defines no context, so a context presentation from a column goes to the column controller that sets definesPresentationContext; pushing a split view is refused with UIKit's warning"
            ),
        ])
}
