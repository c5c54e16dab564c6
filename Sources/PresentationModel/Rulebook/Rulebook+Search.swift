extension Rulebook {
    static let search = RulebookChapter(
        article: "Rules-Search", title: "UISearchController",
        abstract: "Activating search presents the search controller; where it lands depends on definesPresentationContext.",
        rules: [
            Rule(
                .section16, "Search is a presentation",
                "A search controller is active exactly while it is presented; the context walk decides over which controller.",
                sources: ["decompiled UIKitCore, iOS 18.2 and 26.1 (observed in the binary)"]),
            Rule(
                .r12_1, "Activation presents, deactivation dismisses",
                """
                Setting `isActive` (or the user starting to type) presents the search controller from the located
                controller (R12.3), unless the delegate's `presentSearchController(_:)` presents it; deactivating
                dismisses it through its presenter.
                """,
                sources: ["Apple's documentation of `UISearchControllerDelegate` (documented)", "decompiled UIKitCore (observed in the binary)"]),
            Rule(
                .r12_2, "A search controller's style",
                """
                A search controller is `custom` with a cross-dissolve transition; it also accepts `formSheet` and
                `popover`, and ignores `fullScreen`.
                """,
                sources: ["decompiled UIKitCore (observed in the binary)"]),
            Rule(
                .r12_3, "The located controller",
                """
                The search is presented from: the top of the navigation controller whose `navigationItem` holds the
                search controller; else the controller owning the search bar's view; else the window's root. A
                descendant of it that sets `definesPresentationContext` explicitly (class defaults do not count),
                found depth first, replaces it.
                """,
                sources: ["decompiled UIKitCore, `_locatePresentingViewController` (observed in the binary)"]),
            Rule(
                .r12_4, "The context walk places the search",
                """
                The search presentation respects `definesPresentationContext`: from the located controller, the
                first definer up presents (navigation and tab bar controllers by default); with none, the window's
                root (<doc:Rules-Decisions#U14>).
                """,
                sources: ["decompiled UIKitCore (observed in the binary)", "Apple's search sample code (documented)"],
                swift: """
                    list.navigationItem.searchController = search   // list in nav
                    search.isActive = true
                    """,
                answer: "search.presentingViewController === nav; with list.definesPresentationContext = true, list"),
            Rule(
                .r12_5, "Where the search UI ends up",
                """
                With nothing set, a search in a navigation stack is presented by the navigation controller and stays
                on screen after a push. With the list defining the context, the list presents it and the search
                leaves the screen with the list, still active.
                """,
                sources: ["developer reports of \"search results staying on screen after pushing\" (observed)", "the exact links (inferred)"]),
            Rule(
                .r12_6, "The results controller",
                """
                The results controller becomes the search controller's child when its view first loads, and stays
                one; so it reports the search's presenter as `presentingViewController` and no navigation
                controller.
                """,
                sources: ["decompiled Mail and UIKitCore (observed in the binary)"]),
            Rule(
                .r12_7, "Presenting while searching",
                """
                If the family root presents the search, any full-screen-class presentation from that family (an
                alert too) hits P7. If a definer below the root presents it, the root is free and presents.
                """,
                sources: ["developer reports of the P7 warning naming the search controller (observed)", "the definer case (inferred)"]),
            Rule(
                .r12_8, "navigationItem.searchController",
                """
                Hosting the search in a navigation item changes only where it is located from and how it looks. UIKit
                logs \"[Search] The topViewController (…) of the navigation controller containing the presented search
                controller (…) must have definesPresentationContext set to YES.\" when that is missing.
                """,
                sources: ["decompiled UIKitCore (observed in the binary)"]),
        ])
}
