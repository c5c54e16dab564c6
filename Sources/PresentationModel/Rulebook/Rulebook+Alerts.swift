extension Rulebook {
    static let alerts = RulebookChapter(
        article: "Rules-Alerts", title: "UIAlertController",
        abstract: "Alerts and action sheets: the style they report, who presents them, and when UIKit raises.",
        rules: [
            Rule(
                .section15, "Alerts are presentations",
                """
                An alert or action sheet is an ordinary presentation of a `UIAlertController`, resolved like a
                full-screen-class style: the source's family root presents it and the family stays on screen.
                """,
                sources: ["decompiled UIKitCore, iOS 18.2 and 26.1 (observed in the binary)", "console logs (observed)"],
                scenario: """
                    device: iphone
                    window:
                      navigation: nav
                      stack: [list, message]
                    controllers:
                      - alert: confirm
                    steps:
                      - present: { from: message, controller: confirm }
                    expect:
                      - presentingViewController(confirm): nav
                      - isOnScreen(message): true
                    """,
                answer: "the alert from a pushed controller is presented by nav, the family root, and the family stays on screen"),
            Rule(
                .r11_1, "The style an alert reports",
                """
                `UIAlertController` ignores the `modalPresentationStyle` an app sets. An alert reports `custom`; an
                action sheet reports `popover` on iPad and `custom` on iPhone, and `popover` on iPhone too with the
                iOS 26 design (<doc:Rules-Decisions#U10>).
                """,
                sources: ["decompiled UIKitCore (observed in the binary)", "UIKit's iPad exception text (observed)"],
                scenario: """
                    device: ipad
                    window:
                      navigation: nav
                      stack: [list]
                    controllers:
                      - alert: confirm
                        modalPresentationStyle: fullScreen
                      - alert: actions
                        preferredStyle: actionSheet
                    expect:
                      - modalPresentationStyle(confirm): custom
                      - modalPresentationStyle(actions): popover
                    """,
                answer: "the alert reports custom although the app set fullScreen; the iPad action sheet reports popover"),
            Rule(
                .r11_2, "Presentation controllers of alerts",
                """
                An alert gets an alert presentation controller built with the resolved presenter; a compact action
                sheet one built with the source (<doc:Rules-Decisions#U9>); a regular action sheet a popover
                presentation controller, which can swap to the compact one when the traits change.
                """,
                sources: ["decompiled UIKitCore (observed in the binary)"],
                scenario: """
                    device: iphone
                    ios: 17
                    options:
                      actionSheetPresenterIsSource: true
                    window:
                      navigation: nav
                      stack: [list]
                    controllers:
                      - alert: share
                        preferredStyle: actionSheet
                    steps:
                      - present: { from: list, controller: share }
                    expect:
                      - presentingViewController(share): list
                      - presentationStyle(share): custom
                    """,
                answer:
                    "a compact action sheet's presentation controller is built with the source; with Decision U9's flagged option vcgraph takes the source, list, for its presenter (the family root otherwise)"
            ),
            Rule(
                .r11_3, "The family root presents an alert",
                """
                Alerts and action sheets are full-screen class: the source's family root presents (R3.1) and
                `definesPresentationContext` is ignored. The alert heads its own family.
                """,
                sources: ["decompiled UIKitCore (observed in the binary)", "console logs naming the navigation controller (observed)"],
                scenario: """
                    device: iphone
                    window:
                      navigation: nav
                      stack:
                        - controller: list
                          definesPresentationContext: true
                    controllers:
                      - alert: confirm
                    steps:
                      - present: { from: list, controller: confirm }
                    expect:
                      - presentingViewController(confirm): nav
                      - presentedViewController(list): confirm
                      - family(confirm): confirm
                    """,
                answer: "alert.presentingViewController is nav, though list defines a context; list reports the alert as presented"),
            Rule(
                .r11_4, "What stays on screen under an alert",
                "No alert presentation removes the presenter's view: the family under an alert, an action sheet or a popover stays on screen.",
                sources: ["Apple's documentation of `shouldRemovePresentersView` (documented)", "decompiled UIKitCore (observed in the binary)"],
                scenario: """
                    device: iphone
                    window:
                      tabBar: tabs
                      tabs:
                        - navigation: nav
                          stack: [list]
                    controllers:
                      - alert: confirm
                    steps:
                      - present: { from: list, controller: confirm }
                    expect:
                      - isOnScreen(list): true
                      - isOnScreen(tabs): true
                      - isOnScreen(confirm): true
                    """,
                answer: "under the alert the whole family stays on screen"),
            Rule(
                .r11_5, "Alerts do not adapt",
                """
                An alert stays an alert in every size class. Its presentation controller is its own delegate, and
                its `setDelegate:` raises NSInternalInconsistencyException \"The presentation controller of an alert
                controller presenting as an alert must not have its delegate modified\" when the app assigns
                another: before `present` (reading `presentationController` creates it) or while the alert is up.
                Before iOS 26 the same holds for iPhone action sheets. The model raises it where the delegate is
                assigned, a declaration or a `set` step, and changes nothing.
                """,
                sources: ["decompiled UIKitCore (observed in the binary)", "crash reports (observed)"],
                scenario: """
                    device: iphone
                    verticalSizeClass: compact
                    window:
                      navigation: nav
                      stack: [list]
                    controllers:
                      - alert: confirm
                    steps:
                      - set: { controller: confirm, presentationDelegate: true }
                        expectError: "The presentation controller of an alert controller presenting as an alert must not have its delegate modified"
                      - present: { from: list, controller: confirm }
                      - expect:
                          - presentationStyle(confirm): custom
                      - set: { controller: confirm, presentationDelegate: true }
                        expectError: "The presentation controller of an alert controller presenting as an alert must not have its delegate modified"
                    expect:
                      - presentingViewController(confirm): nav
                    """,
                answer: "the alert stays an alert in compact height; setting its delegate raises UIKit's exception, before present or after"),
            Rule(
                .r11_6, "A popover needs an anchor",
                """
                An action sheet shown as a popover (iPad, before the iOS 26 design) with no `sourceView`,
                `sourceItem` or `barButtonItem` raises NSGenericException \"Your application has presented a
                UIAlertController … of style UIAlertControllerStyleActionSheet from <presenter class> … You must
                provide location information for this popover …\"; any other popover raises
                \"UIPopoverPresentationController (…) should have a non-nil sourceView or barButtonItem set before
                the presentation occurs.\" Under the iOS 26 design an action sheet with no anchor is centred like an
                alert instead.
                """,
                sources: ["crash reports quoting both texts (observed)", "decompiled UIKitCore, iOS 18.2 and 26.1 (observed in the binary)"],
                scenario: """
                    device: ipad
                    ios: 17
                    window:
                      navigation: nav
                      stack: [list]
                    controllers:
                      - alert: sheet
                        preferredStyle: actionSheet
                    steps:
                      - present: { from: list, controller: sheet }
                        expectError: "Your application has presented a UIAlertController (<UIAlertController: sheet>) of style UIAlertControllerStyleActionSheet from UINavigationController (<UINavigationController: nav>)."
                      - set: { controller: sheet, popoverAnchor: sourceView }
                      - present: { from: list, controller: sheet }
                    expect:
                      - presentationStyle(sheet): popover
                    """,
                answer: "NSGenericException naming UINavigationController, the resolved presenter; with an anchor the sheet is presented"),
            Rule(
                .r11_7, "Action sheets in compact width",
                """
                Before the iOS 26 design an iPhone action sheet is a bottom card with no anchor needed; on an iPad in
                compact width the popover adapts to that card. The relationships are those of R11.3. Whether the
                anchor check still fires on the compact iPad is not confirmed (flagged, with the iOS 26 design's
                centred sheet, R11.11): vcgraph assumes that the card, like the centred sheet, needs no anchor;
                the scenario option `actionSheetRequiresAnchor` raises R11.6's exception in both cases.
                """,
                sources: ["decompiled UIKitCore (observed in the binary); whether the anchor check fires then is not confirmed"],
                scenario: """
                    device: iphone
                    ios: 17
                    window:
                      navigation: nav
                      stack: [list]
                    controllers:
                      - alert: sheet
                        preferredStyle: actionSheet
                    steps:
                      - present: { from: list, controller: sheet }
                    expect:
                      - presentationStyle(sheet): custom
                      - presentingViewController(sheet): nav
                    """,
                answer: "the iPhone action sheet needs no anchor: a custom bottom card presented by nav"),
            Rule(
                .r11_8, "An alert while something is presented",
                "Presenting an alert while the family root already presents gives P7's warning, naming the family root.",
                sources: ["console logs (observed)"],
                scenario: """
                    device: iphone
                    window:
                      navigation: nav
                      stack: [list]
                    controllers:
                      - sheet
                      - alert: confirm
                    steps:
                      - present: { from: list, controller: sheet, style: pageSheet }
                      - present: { from: list, controller: confirm }
                        expectWarning: "Attempt to present <UIAlertController: confirm> on <UINavigationController: nav> (from <UIViewController: list>) which is already presenting <UIViewController: sheet>."
                    expect:
                      - presentingViewController(confirm): nil
                    """,
                answer: "nav already presents the sheet, so the alert gets P7's warning naming nav"),
            Rule(
                .r11_9, "An alert on a covered controller",
                """
                An alert requested from a controller whose family root is covered by a `fullScreen` or
                `currentContext` presentation, or detached, gives P6's warning; nothing is presented.
                """,
                sources: ["console logs (observed)"],
                scenario: """
                    device: iphone
                    window:
                      navigation: nav
                      stack: [list]
                    controllers:
                      - player
                      - alert: confirm
                    steps:
                      - present: { from: list, controller: player, style: fullScreen }
                      - present: { from: list, controller: confirm }
                        expectWarning: "whose view is not in the window hierarchy."
                    expect:
                      - presentingViewController(confirm): nil
                    """,
                answer: "nav is covered by the full-screen player, so the alert from list gets P6's warning and nothing is presented"),
            Rule(
                .r11_10, "Tapping an action dismisses through the presenter",
                "Tapping an action dismisses the alert through its presenter, clearing the link as R9.1 does.",
                sources: ["decompiled UIKitCore (observed in the binary)"],
                scenario: """
                    device: iphone
                    window:
                      navigation: nav
                      stack: [list]
                    controllers:
                      - alert: confirm
                    steps:
                      - present: { from: list, controller: confirm }
                      - dismiss: nav
                    expect:
                      - presentedViewController(list): nil
                      - presentingViewController(confirm): nil
                    """,
                answer: "the tap dismisses the alert through nav, its presenter, and the link clears"),
            Rule(
                .r11_11, "Action sheets under the iOS 26 design",
                """
                With the iOS 26 design an iPhone action sheet reports `popover` and is anchored to its source; with
                no usable anchor it is centred like an alert, on iPhone and iPad, with no exception (flagged with
                R11.7: the option `actionSheetRequiresAnchor` raises R11.6's instead). Presenter and links are as
                in R11.3.
                """,
                sources: ["decompiled UIKitCore, iOS 26.1, one build (observed in the binary)"],
                scenario: """
                    device: iphone
                    ios: 26
                    window:
                      navigation: nav
                      stack: [list]
                    controllers:
                      - alert: sheet
                        preferredStyle: actionSheet
                        popoverAnchor: barButtonItem
                    steps:
                      - present: { from: list, controller: sheet }
                    expect:
                      - modalPresentationStyle(sheet): popover
                      - presentingViewController(sheet): nav
                    """,
                answer: "with the iOS 26 design the iPhone action sheet reports popover and is presented by nav, as in R11.3"),
        ])
}
