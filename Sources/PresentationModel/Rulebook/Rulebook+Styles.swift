extension Rulebook {
    static let styles = RulebookChapter(
        article: "Rules-Styles", title: "Styles, adaptation and view removal",
        abstract: "How each presentation style finds its presenter, adapts to size classes and treats the presenter's view.",
        rules: [
            Rule(
                .section5, "The style table",
                """
                | style | presenter | presenter's view removed | compact width | compact height |
                |---|---|---|---|---|
                | `fullScreen` | family root (R3.1) | yes | as is | as is |
                | `overFullScreen` | family root | no | as is | as is |
                | `pageSheet`, `formSheet` | family root | only where adapted to `fullScreen` | iOS 8–12: `fullScreen`; iOS 13+: a sheet | `fullScreen` |
                | `automatic` | family root | as the style it maps to (R4.1) | a sheet | `fullScreen` |
                | `popover` | family root | only where adapted to `fullScreen` | iOS 13+: as a form sheet; iOS ≤ 12: `fullScreen` (R13.2) | as a form sheet: `fullScreen` |
                | `currentContext` | nearest definer (R3.2) | yes | as is (<doc:Rules-Decisions#U3>) | as is |
                | `overCurrentContext` | nearest definer | no | as is | as is |
                | `custom` | family root, or the definer when its presentation controller is not full screen | as its presentation controller says (default no) | delegate | delegate |

                A presentation whose presenter's view is removed takes the presenter's family off screen; the
                others leave it visible underneath.
                """,
                sources: [
                    "Apple's page for each `UIModalPresentationStyle` case (documented)",
                    "Apple's programming guide on adaptation (documented)",
                    "experiments with `shouldRemovePresentersView` (observed)",
                ],
                scenario: """
                    device: iphone
                    window:
                      navigation: nav
                      stack: [list]
                    controllers: [detail, player]
                    steps:
                      - present: { from: list, controller: detail, style: overFullScreen }
                      - expect:
                          - presentingViewController(detail): nav
                          - isOnScreen(list): true
                      - dismiss: detail
                      - present: { from: list, controller: player, style: fullScreen }
                    expect:
                      - presentingViewController(player): nav
                      - isOnScreen(list): false
                    """,
                answer: "an overFullScreen presentation leaves nav's family on screen underneath; a fullScreen one takes it off screen"),
            Rule(
                .r4_1, "The default style",
                """
                `modalPresentationStyle` defaults to `fullScreen` through iOS 12 and to `automatic` from iOS 13,
                which UIKit shows as `pageSheet` through iOS 17 and `formSheet` from iOS 18. Some system
                controllers map `automatic` to `fullScreen`.
                """,
                sources: ["Apple's documentation of `UIModalPresentationStyle.automatic` (documented)"],
                scenario: """
                    device: iphone
                    ios: 17
                    window:
                      navigation: nav
                      stack: [list]
                    controllers: [detail]
                    steps:
                      - present: { from: list, controller: detail }
                    expect:
                      - modalPresentationStyle(detail): automatic
                      - presentationStyle(detail): pageSheet
                      - presentingViewController(detail): nav
                      - isOnScreen(list): true
                    """,
                answer: "on iOS 17 a presentation with no style set is shown as a page sheet, presented by nav"),
            Rule(
                .r4_2, "Adaptation changes the presenter only through the style class",
                """
                The presenter is resolved from the effective style, so adaptation changes who presents only when
                it moves a presentation between the context class and the other styles.
                """,
                sources: ["R3.0 with the style table (inferred)"],
                scenario: """
                    device: iphone
                    window:
                      navigation: nav
                      stack: [list]
                    controllers: [sheet]
                    steps:
                      - present: { from: list, controller: sheet, style: formSheet }
                      - traits: { verticalSizeClass: compact }
                    expect:
                      - presentationStyle(sheet): fullScreen
                      - presentingViewController(sheet): nav
                      - isOnScreen(list): false
                    """,
                answer: "a form sheet adapting to full screen in compact height keeps its presenter; only whether nav is on screen changes"),
            Rule(
                .r4_3, "Sheets stack",
                """
                From iOS 13 a sheet presented from inside a sheet is presented by the inner family's root (R3.1
                applied to the presented family): the sheets stack.
                """,
                sources: ["R3.1 (inferred)", "observed sheet stacking in apps (observed)"],
                scenario: """
                    device: iphone
                    window:
                      navigation: nav
                      stack: [list]
                    controllers:
                      - navigation: sheetNav
                        stack: [form]
                      - picker
                    steps:
                      - present: { from: list, controller: sheetNav, style: pageSheet }
                      - present: { from: form, controller: picker, style: pageSheet }
                    expect:
                      - presentingViewController(picker): sheetNav
                      - presentedViewController(nav): sheetNav
                      - isOnScreen(form): true
                    """,
                answer: "the inner sheet is presented by the outer sheet's family root, sheetNav: the sheets stack"),
        ])
}
