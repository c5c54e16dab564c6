extension Rulebook {
    static let search = RulebookChapter(
        article: "Rules-Search", title: "UISearchController",
        abstract: "Activating search presents the search controller; where it lands depends on definesPresentationContext.",
        rules: [
            Rule(
                .section16, "Search is a presentation",
                "A search controller is active exactly while it is presented; the context walk decides over which controller.",
                sources: ["decompiled UIKitCore, iOS 18.2 and 26.1 (observed in the binary)"],
                scenario: """
                    device: iphone
                    window:
                      navigation: nav
                      stack:
                        - controller: list
                          searchController: { id: search, results: results }
                    steps:
                      - activateSearch: search
                      - expect:
                          - isActive(search): true
                          - presentingViewController(search): nav
                      - deactivateSearch: search
                    expect:
                      - isActive(search): false
                      - presentingViewController(search): nil
                    """,
                answer: "the search is active exactly while nav, found by the context walk, presents it"),
            Rule(
                .r12_1, "Activation presents, deactivation dismisses",
                """
                Setting `isActive` (or the user starting to type) presents the search controller from the located
                controller (R12.3), unless the delegate's `presentSearchController(_:)` presents it; deactivating
                dismisses it through its presenter.
                """,
                sources: ["Apple's documentation of `UISearchControllerDelegate` (documented)", "decompiled UIKitCore (observed in the binary)"],
                scenario: """
                    device: iphone
                    window:
                      navigation: nav
                      stack:
                        - controller: list
                          searchController: { id: search, results: results }
                    steps:
                      - activateSearch: search
                      - expect:
                          - presentedViewController(nav): search
                      - deactivateSearch: search
                    expect:
                      - presentedViewController(nav): nil
                      - isActive(search): false
                    """,
                answer: "activation presents the search controller; deactivation has its presenter dismiss it"),
            Rule(
                .r12_2, "A search controller's style",
                """
                A search controller is `custom` with a cross-dissolve transition; it also accepts `formSheet` and
                `popover`. Setting `fullScreen` is silently ignored: it keeps reporting the style it had.
                """,
                sources: ["decompiled UIKitCore (observed in the binary)"],
                scenario: """
                    device: iphone
                    window:
                      navigation: nav
                      stack:
                        - controller: list
                          searchController: { id: search, results: results, modalPresentationStyle: fullScreen }
                    steps:
                      - activateSearch: search
                    expect:
                      - modalPresentationStyle(search): custom
                      - presentationStyle(search): custom
                    """,
                answer: "the search controller ignores fullScreen: it reports and presents as custom"),
            Rule(
                .r12_3, "The located controller",
                """
                The search is presented from: the top of the navigation controller whose `navigationItem` holds the
                search controller; else the controller owning the search bar's view; else the window's root. The
                first controller in it, depth first, whose `definesPresentationContext` is true and whose class
                does not define a context by default replaces it: class defaults do not count, and a navigation
                or tab bar controller never qualifies, even when it sets the property itself.
                """,
                sources: ["decompiled UIKitCore, `_locatePresentingViewController` (observed in the binary)"],
                scenario: """
                    device: iphone
                    window:
                      navigation: nav
                      stack:
                        - controller: list
                          searchController: { id: search, results: results }
                          children:
                            - controller: panel
                              definesPresentationContext: true
                    steps:
                      - activateSearch: search
                    expect:
                      - presentingViewController(search): panel
                    """,
                answer:
                    "the search is located from list, the owner of its bar; list's child panel sets definesPresentationContext, so it replaces list and presents the search"
            ),
            Rule(
                .r12_4, "The context walk places the search",
                """
                The search presentation respects `definesPresentationContext`: from the located controller, the
                first definer up presents (navigation and tab bar controllers by default); with none, the window's
                root (<doc:Rules-Decisions#U14>).
                """,
                sources: ["decompiled UIKitCore (observed in the binary)", "Apple's search sample code (documented)"],
                scenario: """
                    device: iphone
                    window:
                      navigation: nav
                      stack:
                        - controller: list
                          searchController: { id: search, results: results }
                    steps:
                      - activateSearch: search
                      - expect:
                          - presentingViewController(search): nav
                      - deactivateSearch: search
                      - set: { controller: list, definesPresentationContext: true }
                      - activateSearch: search
                    expect:
                      - presentingViewController(search): list
                    """,
                answer: "search.presentingViewController is nav; with list.definesPresentationContext = true, list"),
            Rule(
                .r12_5, "Where the search UI ends up",
                """
                With nothing set, a search in a navigation stack is presented by the navigation controller and stays
                on screen after a push. With the list defining the context, the list presents it and the search
                leaves the screen with the list, still active. A container above the list that sets
                `definesPresentationContext` itself qualifies too, by the walk of R3.2; PSPDFKit reported it must be
                set on the content controller (flagged): the scenario option `searchIgnoresAncestorDefiners` passes
                over such an ancestor.
                """,
                sources: [
                    "developer reports of \"search results staying on screen after pushing\" (observed)", "the exact links (inferred)",
                    "PSPDFKit's radar on the content controller (observed)",
                ],
                scenario: """
                    device: iphone
                    window:
                      navigation: nav
                      stack:
                        - controller: list
                          searchController: { id: search, results: results }
                    controllers: [detail]
                    steps:
                      - activateSearch: search
                      - push: { onto: nav, controller: detail }
                    expect:
                      - isOnScreen(search): true
                      - presentedViewController(detail): search
                    """,
                answer: "presented by nav, the search stays on screen over a pushed controller"),
            Rule(
                .r12_6, "The results controller",
                """
                The results controller becomes the search controller's child when its view first loads, and stays
                one; so it reports the search's presenter as `presentingViewController` and no navigation
                controller.
                """,
                sources: ["decompiled Mail and UIKitCore (observed in the binary)"],
                scenario: """
                    device: iphone
                    window:
                      navigation: nav
                      stack:
                        - controller: list
                          searchController: { id: search, results: results }
                    steps:
                      - expect:
                          - parent(results): nil
                      - activateSearch: search
                      - deactivateSearch: search
                      - activateSearch: search
                    expect:
                      - parent(results): search
                      - presentingViewController(results): nav
                      - navigationController(results): nil
                    """,
                answer:
                    "results is the search controller's child from the first activation on, reports nav as its presenter, and has no navigation controller"
            ),
            Rule(
                .r12_7, "Presenting while searching",
                """
                If the family root presents the search, any full-screen-class presentation from that family (an
                alert too) hits P7. If a definer below the root presents it, the root is free and presents.
                """,
                sources: ["developer reports of the P7 warning naming the search controller (observed)", "the definer case (inferred)"],
                scenario: """
                    device: iphone
                    window:
                      navigation: nav
                      stack:
                        - controller: list
                          searchController: { id: search, results: results }
                    controllers:
                      - alert: confirm
                    steps:
                      - activateSearch: search
                      - present: { from: list, controller: confirm }
                        expectWarning: "which is already presenting <UISearchController: search>"
                    expect:
                      - presentingViewController(confirm): nil
                    """,
                answer: "nav presents the search, so an alert from the list hits P7 naming the search controller"),
            Rule(
                .r12_8, "navigationItem.searchController",
                """
                Hosting the search in a navigation item changes only where it is located from and how it looks. UIKit
                logs \"[Search] The topViewController (…) of the navigation controller containing the presented search
                controller (…) must have definesPresentationContext set to YES.\" when that is missing.
                """,
                sources: ["decompiled UIKitCore (observed in the binary)"],
                scenario: """
                    device: iphone
                    window:
                      navigation: nav
                      stack:
                        - controller: list
                          searchController: { id: search, results: results, placement: navigationItem }
                    steps:
                      - activateSearch: search
                        expectWarning: "The topViewController (<UIViewController: list>) of the navigation controller containing the presented search controller (<UISearchController: search>) must have definesPresentationContext set to YES."
                    expect:
                      - presentingViewController(search): nav
                    """,
                answer:
                    "hosted in the navigation item without a definer, the search is presented by nav, covering its bar, and UIKit logs its [Search] message"
            ),
        ])
}
