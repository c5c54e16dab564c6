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
                sources: ["Apple's documentation of `UISheetPresentationController` (documented)"]),
            Rule(
                .r14_1, "The family root presents a sheet",
                """
                Page and form sheets (and `automatic`) are managed by `UISheetPresentationController`, which presents
                in full screen as far as resolution goes: the family root presents (R3.1, R4.3) and the presenter's
                family stays on screen.
                """,
                sources: ["Apple's documentation of `sheetPresentationController` (documented)", "decompiled UIKitCore (observed in the binary)"]),
            Rule(
                .r14_2, "Detents are visual",
                """
                Detents, the grabber, corner radius, width and page sizing are visual only. In compact height a sheet
                is full screen unless `prefersEdgeAttachedInCompactHeight` is true, when it stays a sheet that keeps
                the presenter's view.
                """,
                sources: ["Apple's documentation of `UISheetPresentationController` (documented)", "the edge-attached case (inferred)"]),
            Rule(
                .r14_3, "An undimmed sheet leaves the family usable",
                """
                Below `largestUndimmedDetentIdentifier` the presenter's family stays interactive but is still
                presenting: pushes and tab switches work; a new full-screen-class presentation from it hits P7; popping
                the controller that triggered the sheet leaves the sheet up.
                """,
                sources: ["Apple's documentation of `largestUndimmedDetentIdentifier` (documented)", "developer reports (observed)"],
                swift: """
                    list.present(sheet, animated: true)   // medium detent, undimmed
                    nav.pushViewController(detail, animated: true)
                    detail.present(other, animated: true)
                    """,
                answer: "sheet.presentingViewController === nav; P7 warning for other"),
            Rule(
                .r14_4, "Nested sheets",
                "A sheet presenting a sheet makes an ordinary chain (R2.4); the outer sheet and the original presenter stay on screen.",
                sources: ["decompiled UIKitCore (observed in the binary)", "developer reports (observed)"]),
            Rule(
                .r14_5, "isModalInPresentation",
                """
                `isModalInPresentation` blocks the user's dismissal (swipe, tap outside); the attempt calls
                `presentationControllerDidAttemptToDismiss(_:)`. A programmatic `dismiss` still works.
                """,
                sources: ["Apple's documentation of `isModalInPresentation` (documented)"]),
            Rule(
                .r14_6, "Swiping a sheet away",
                """
                The user can dismiss only the topmost presentation. The links clear as in R9.1 and the delegate hears
                `presentationControllerShouldDismiss`, then `WillDismiss` and `DidDismiss`, which a programmatic
                dismissal does not call.
                """,
                sources: ["Apple's documentation of `UIAdaptivePresentationControllerDelegate` (documented)", "the topmost restriction (inferred)"]),
        ])
}
