extension Rulebook {
    static let pageView = RulebookChapter(
        article: "Rules-PageView", title: "UIPageViewController",
        abstract: "Pages, how many a turn takes, and which pages are children.",
        rules: [
            Rule(
                .section20, "Pages are children",
                "A page view controller's displayed pages are its children; a turn replaces them.",
                sources: ["Apple's documentation of `UIPageViewController` (documented)"],
                scenario: """
                    device: iphone
                    window:
                      page: pages
                      pages: [first]
                    controllers: [second]
                    steps:
                      - setViewControllers: { page: pages, controllers: [second], direction: forward }
                    expect:
                      - children(pages): [second]
                      - parent(first): nil
                      - parent(second): pages
                    """,
                answer: "the displayed page is the page view controller's child; a turn replaces it"),
            Rule(
                .r16_1, "How many pages a turn takes",
                """
                `setViewControllers(_:direction:animated:)` takes the pages visible after the turn: one for a scroll;
                for a page curl, two when double-sided (or, without animation, when the spine is in the middle),
                otherwise one.
                """,
                sources: [
                    "Apple's documentation of `setViewControllers(_:direction:animated:completion:)` (documented)",
                    "decompiled UIKitCore (observed in the binary)",
                ],
                scenario: """
                    device: ipad
                    window:
                      page: book
                      transitionStyle: pageCurl
                      spineLocation: mid
                      doubleSided: true
                      pages: [p1, p2]
                    controllers: [p3, p4]
                    steps:
                      - setViewControllers: { page: book, controllers: [p3, p4], direction: forward }
                    expect:
                      - children(book): [p3, p4]
                    """,
                answer: "a double-sided curl takes two pages, which become the children"),
            Rule(
                .r16_2, "A wrong page count raises",
                """
                A turn with the wrong number of pages raises NSInvalidArgumentException \"The number of view
                controllers provided (N) doesn't match the number required (M) for the requested transition\" or, for a
                curl without animation, \"The number of provided view controllers (N) doesn't match the number
                required (M) for the requested spine location (…)\".
                """,
                sources: ["crash reports (observed)", "decompiled UIKitCore (observed in the binary)"],
                scenario: """
                    device: ipad
                    window:
                      page: book
                      transitionStyle: pageCurl
                      spineLocation: mid
                      doubleSided: true
                      pages: [p1, p2]
                    controllers: [left]
                    steps:
                      - setViewControllers: { page: book, controllers: [left], direction: forward }
                        expectError: "The number of view controllers provided (1) doesn't match the number required (2) for the requested transition"
                    expect:
                      - children(book): [p1, p2]
                    """,
                answer: "NSInvalidArgumentException: provided (1), required (2); the pages stay"),
            Rule(
                .r16_3, "Replaced pages leave",
                "After each turn the children are the displayed pages, and a replaced page has no parent (<doc:Rules-Decisions#U12>).",
                sources: ["decompiled UIKitCore (observed in the binary)"],
                scenario: """
                    device: iphone
                    window:
                      page: pages
                      pages: [first]
                    controllers: [second]
                    steps:
                      - setViewControllers: { page: pages, controllers: [second], direction: reverse }
                    expect:
                      - children(pages): [second]
                      - parent(first): nil
                    """,
                answer: "after the turn the children are the new page only, and the replaced page has no parent"),
            Rule(
                .r16_4, "No presentation context by default",
                "A page view controller does not define a presentation context by default.",
                sources: ["decompiled UIKitCore (observed in the binary)"],
                scenario: """
                    device: iphone
                    window:
                      navigation: nav
                      stack:
                        - page: pages
                          pages: [first]
                    controllers: [panel]
                    steps:
                      - present: { from: first, controller: panel, style: overCurrentContext }
                    expect:
                      - definesPresentationContext(pages): false
                      - presentingViewController(panel): nav
                    """,
                answer: "the page view controller defines no context, so a context presentation from a page goes on up to nav"),
            Rule(
                .r16_5, "show passes through",
                "A page view controller overrides neither `show` nor `showDetailViewController`, so the target walk goes on to its ancestors.",
                sources: ["decompiled UIKitCore (observed in the binary)"],
                scenario: """
                    device: iphone
                    window:
                      navigation: nav
                      stack:
                        - page: pages
                          pages: [first]
                    controllers: [detail]
                    steps:
                      - show: { from: first, controller: detail }
                    expect:
                      - viewControllers(nav): [pages, detail]
                    """,
                answer: "show from a page goes past the page view controller to nav, which pushes"),
        ])
}
