extension Rulebook {
    static let sheets = RulebookChapter(
        article: "Rules-Sheets", title: "Sheets",
        abstract: "Sheet presentations from iOS 15: what changes relationships and what is only visual.",
        rules: [
            Rule(
                .section18, "Sheets change looks, not links",
                """
                | property | links or parents | on screen |
                |---|---|---|
                | `pageSheet`/`formSheet` rather than `fullScreen` | no | a sheet keeps the presenter's view |
                | compact height without edge attachment | no | as `fullScreen` |
                | detents, grabber, corner radius, iOS 26 floating sheets | no | no |
                | `largestUndimmedDetentIdentifier` | no | no (interaction only) |
                | `isModalInPresentation` | no | no (blocks the user's dismissal) |
                | the user swiping the sheet away | cleared | yes |
                """,
                sources: ["Apple's documentation of `UISheetPresentationController` (documented)"],
                scenario: """
                    device: iphone
                    window:
                      navigation: nav
                      stack: [list]
                    controllers:
                      - controller: sheet
                        detents: [medium, large]
                    steps:
                      - present: { from: list, controller: sheet, style: pageSheet }
                    expect:
                      - presentingViewController(sheet): nav
                      - isOnScreen(list): true
                    """,
                answer: "a page sheet with detents has the same presenter as a full-screen presentation; only what stays on screen differs"),
            Rule(
                .r14_1, "The family root presents a sheet",
                """
                Page and form sheets (and `automatic`) are managed by `UISheetPresentationController`, which presents
                in full screen as far as resolution goes: the family root presents (R3.1, R4.3) and the presenter's
                family stays on screen.
                """,
                sources: ["Apple's documentation of `sheetPresentationController` (documented)", "decompiled UIKitCore (observed in the binary)"],
                scenario: """
                    device: ipad
                    window:
                      navigation: nav
                      stack:
                        - controller: list
                          definesPresentationContext: true
                    controllers: [sheet]
                    steps:
                      - present: { from: list, controller: sheet, style: formSheet }
                    expect:
                      - presentingViewController(sheet): nav
                      - isOnScreen(list): true
                    """,
                answer: "the form sheet is presented by nav, the family root, though list defines a context; nav's family stays on screen"),
            Rule(
                .r14_2, "Detents are visual",
                """
                Detents, the grabber, corner radius, width and page sizing are visual only. In compact height a sheet
                is full screen unless `prefersEdgeAttachedInCompactHeight` is true, when it stays a sheet that keeps
                the presenter's view.
                """,
                sources: ["Apple's documentation of `UISheetPresentationController` (documented)", "the edge-attached case (inferred)"],
                scenario: """
                    device: iphone
                    verticalSizeClass: compact
                    window:
                      navigation: nav
                      stack: [list]
                    controllers:
                      - sheet
                      - controller: attached
                        prefersEdgeAttachedInCompactHeight: true
                    steps:
                      - present: { from: list, controller: sheet, style: pageSheet }
                      - expect:
                          - presentationStyle(sheet): fullScreen
                          - isOnScreen(list): false
                      - dismiss: sheet
                      - present: { from: list, controller: attached, style: pageSheet }
                    expect:
                      - presentationStyle(attached): pageSheet
                      - isOnScreen(list): true
                    """,
                answer: "in compact height the plain sheet is full screen and takes list off screen; the edge-attached one stays a sheet"),
            Rule(
                .r14_3, "An undimmed sheet leaves the family usable",
                """
                Below `largestUndimmedDetentIdentifier` the presenter's family stays interactive but is still
                presenting: pushes and tab switches work; a new full-screen-class presentation from it hits P7; popping
                the controller that triggered the sheet leaves the sheet up.
                """,
                sources: ["Apple's documentation of `largestUndimmedDetentIdentifier` (documented)", "developer reports (observed)"],
                scenario: """
                    device: iphone
                    window:
                      navigation: nav
                      stack: [list]
                    controllers:
                      - controller: sheet
                        detents: [medium, large]
                        largestUndimmedDetent: medium
                      - detail
                      - other
                    steps:
                      - present: { from: list, controller: sheet, style: pageSheet }
                      - push: { onto: nav, controller: detail }
                      - present: { from: detail, controller: other, style: pageSheet }
                        expectWarning: "which is already presenting <UIViewController: sheet>."
                    expect:
                      - presentingViewController(sheet): nav
                      - viewControllers(nav): [list, detail]
                    """,
                answer: "sheet.presentingViewController is nav; a push under the undimmed sheet works; a new sheet from detail gets P7"),
            Rule(
                .r14_4, "Nested sheets",
                "A sheet presenting a sheet makes an ordinary chain (R2.4); the outer sheet and the original presenter stay on screen.",
                sources: ["decompiled UIKitCore (observed in the binary)", "developer reports (observed)"],
                scenario: """
                    device: iphone
                    window:
                      navigation: nav
                      stack: [list]
                    controllers: [outer, inner]
                    steps:
                      - present: { from: list, controller: outer, style: pageSheet }
                      - present: { from: outer, controller: inner, style: pageSheet }
                    expect:
                      - presentingViewController(inner): outer
                      - isOnScreen(outer): true
                      - isOnScreen(list): true
                    """,
                answer: "the inner sheet is presented by the outer one, a chain; the outer sheet and nav stay on screen"),
            Rule(
                .r14_5, "isModalInPresentation",
                """
                `isModalInPresentation` blocks the user's dismissal (swipe, tap outside); the attempt calls
                `presentationControllerDidAttemptToDismiss(_:)`. A programmatic `dismiss` still works. UIKit prints
                nothing: the warning a refused `userDismiss` step gets is vcgraph's, saying the step did nothing.
                """,
                sources: ["Apple's documentation of `isModalInPresentation` (documented)"],
                scenario: """
                    device: iphone
                    window:
                      navigation: nav
                      stack: [list]
                    controllers:
                      - controller: form
                        isModalInPresentation: true
                        presentationDelegate: true
                    steps:
                      - present: { from: list, controller: form, style: pageSheet }
                      - userDismiss: form
                        expectWarning: "is modal in presentation"
                      - expect:
                          - presentingViewController(form): nav
                          - delegateEvents(form): [adaptivePresentationStyle, willPresentWithAdaptiveStyle(none), presentationControllerDidAttemptToDismiss]
                      - dismiss: form
                    expect:
                      - presentingViewController(form): nil
                    """,
                answer:
                    "the user's swipe does nothing, without a message from UIKit, and only the delegate hears of it (the warning is vcgraph's); a programmatic dismiss still works"
            ),
            Rule(
                .r14_6, "Swiping a sheet away",
                """
                The user can dismiss only the topmost presentation. The links clear as in R9.1 and the delegate hears
                `presentationControllerShouldDismiss`, then `WillDismiss` and `DidDismiss`, which a programmatic
                dismissal does not call. UIKit ignores a swipe on a presentation with another above it without a
                message; vcgraph warns, in its own words, that the step did nothing.
                """,
                sources: ["Apple's documentation of `UIAdaptivePresentationControllerDelegate` (documented)", "the topmost restriction (inferred)"],
                scenario: """
                    device: iphone
                    window:
                      navigation: nav
                      stack: [list]
                    controllers:
                      - controller: sheet
                        presentationDelegate: true
                    steps:
                      - present: { from: list, controller: sheet, style: pageSheet }
                      - userDismiss: sheet
                    expect:
                      - presentedViewController(nav): nil
                      - delegateEvents(sheet): [adaptivePresentationStyle, willPresentWithAdaptiveStyle(none), presentationControllerShouldDismiss, presentationControllerWillDismiss, presentationControllerDidDismiss]
                    """,
                answer: "the user dismisses the top sheet only; its links clear and the delegate hears ShouldDismiss, WillDismiss and DidDismiss"),
        ])
}
