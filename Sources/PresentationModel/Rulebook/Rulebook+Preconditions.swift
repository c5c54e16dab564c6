extension Rulebook {
    static let preconditions = RulebookChapter(
        article: "Rules-Preconditions", title: "Preconditions of present",
        abstract: "What `present(_:animated:completion:)` checks, in order, and what UIKit says when a check fails.",
        rules: [
            Rule(
                .section3_1, "present checks in order",
                """
                vcgraph checks a presentation in the order P1 to P9. P1–P4 raise an exception (the step is refused
                and the hierarchy unchanged); P6 and P7 log a warning and present nothing; P8 logs a warning and
                presents. Messages are UIKit's iOS 13+ wording with a controller printed `<Class: id>`.
                """,
                sources: ["UIKit's messages as reported in crash logs and issue threads (observed)"],
                scenario: """
                    device: iphone
                    window:
                      navigation: nav
                      stack: [list, detail]
                    controllers: [player, other]
                    steps:
                      - present: { from: detail, controller: list }
                        expectError: "Application tried to present modally a view controller <UIViewController: list> that has a parent view controller <UINavigationController: nav>."
                      - present: { from: detail, controller: player, style: fullScreen }
                      - present: { from: detail, controller: other, style: fullScreen }
                        expectWarning: "whose view is not in the window hierarchy."
                    expect:
                      - presentedViewController(nav): player
                      - presentingViewController(other): nil
                    """,
                answer: "presenting a controller that has a parent raises (P3) and changes nothing; covered, nav only warns (P6) and presents nothing"
            ),
            Rule(
                .p1, "Presenting nil raises",
                "Presenting nil raises NSInvalidArgumentException \"Application tried to present a nil modal view controller on target <source>.\"",
                sources: ["crash reports; the text is in the decompiled iOS 26.1 UIKitCore (observed in the binary)"],
                scenario: """
                    device: iphone
                    window:
                      navigation: nav
                      stack: [list]
                    steps:
                      - present: { from: list, controller: null }
                        expectError: "Application tried to present a nil modal view controller on target <UIViewController: list>."
                    expect:
                      - presentedViewController(list): nil
                    """,
                answer:
                    "NSInvalidArgumentException \"Application tried to present a nil modal view controller on target <list>.\"; nothing is presented"),
            Rule(
                .p2, "Presenting a controller on itself raises",
                "`vc.present(vc)` raises \"Application tried to present modal view controller on itself. Presenting controller is <vc>.\"",
                sources: ["UIKit's message as listed in public app sources and crash logs (observed)"],
                scenario: """
                    device: iphone
                    window: home
                    controllers: [list]
                    steps:
                      - present: { from: list, controller: list }
                        expectError: "Application tried to present modal view controller on itself. Presenting controller is <UIViewController: list>."
                    expect:
                      - presentingViewController(list): nil
                    """,
                answer: "NSInvalidArgumentException; nothing is presented"),
            Rule(
                .p3, "Presenting a controller that has a parent raises",
                """
                A controller inside a container cannot be presented: \"Application tried to present modally a view
                controller <x> that has a parent view controller <parent>.\" Before iOS 13 the text was
                \"…an active controller <…>.\"
                """,
                sources: ["UIKit's message in public app sources and issue threads (observed)"],
                scenario: """
                    device: iphone
                    window:
                      navigation: nav
                      stack: [list]
                    controllers:
                      - navigation: otherNav
                        stack: [form]
                    steps:
                      - present: { from: list, controller: form }
                        expectError: "Application tried to present modally a view controller <UIViewController: form> that has a parent view controller <UINavigationController: otherNav>."
                    expect:
                      - parent(form): otherNav
                      - presentedViewController(nav): nil
                    """,
                answer: "NSInvalidArgumentException naming otherNav as the parent; form stays where it was"),
            Rule(
                .p4, "Presenting a presented or active controller raises",
                """
                A controller already presented raises \"Application tried to present modally a view controller <x>
                that is already being presented by <presenter>.\" The window's root or an ancestor of the source
                raises \"Application tried to present modally an active controller <x>.\"
                """,
                sources: ["issue threads quoting both texts (observed)"],
                scenario: """
                    device: iphone
                    window:
                      navigation: nav
                      stack: [list]
                    controllers: [sheet, other]
                    steps:
                      - present: { from: list, controller: sheet, style: pageSheet }
                      - present: { from: list, controller: sheet }
                        expectError: "that is already being presented by <UINavigationController: nav>."
                      - present: { from: sheet, controller: nav }
                        expectError: "Application tried to present modally an active controller <UINavigationController: nav>."
                    expect:
                      - presentingViewController(sheet): nav
                    """,
                answer: "presenting a controller already presented raises, naming its presenter; so does presenting the window's root"),
            Rule(
                .p5, "Then the presenter is resolved",
                "With the request accepted, UIKit chooses the presenter from the style (<doc:Rules-PresenterResolution>).",
                sources: ["Apple's documentation of `present(_:animated:completion:)` (documented)"],
                scenario: """
                    device: iphone
                    window:
                      navigation: nav
                      stack:
                        - controller: list
                          definesPresentationContext: true
                    controllers: [sheet, panel]
                    steps:
                      - present: { from: list, controller: sheet, style: formSheet }
                      - dismiss: sheet
                      - present: { from: list, controller: panel, style: currentContext }
                    expect:
                      - presentingViewController(panel): list
                      - presentingViewController(sheet): nil
                    """,
                answer: "the request accepted, the style decides the presenter: nav for a form sheet, the defining list for currentContext"),
            Rule(
                .p6, "A presenter whose view is not in the window only warns",
                """
                When the chosen presenter's view is not in the window (covered by a `fullScreen` or
                `currentContext` presentation, in an unselected tab, or in a detached family), UIKit logs
                \"Attempt to present <x> on <presenter> (from <source>) whose view is not in the window
                hierarchy.\" and presents nothing. This is what happens when a controller that presents full
                screen is asked to present again.
                """,
                sources: ["issue threads quoting the message, iOS 12 and iOS 13+ forms (observed)"],
                scenario: """
                    device: iphone
                    window:
                      navigation: root
                      stack: [list]
                    controllers: [modal, other]
                    steps:
                      - present: { from: list, controller: modal, style: fullScreen }
                      - present: { from: list, controller: other }
                        expectWarning: "Attempt to present <UIViewController: other> on <UINavigationController: root> (from <UIViewController: list>) whose view is not in the window hierarchy."
                    expect:
                      - presentingViewController(other): nil
                      - presentedViewController(root): modal
                    """,
                answer: "warning \"…on <root> (from <root>) whose view is not in the window hierarchy.\"; other is not presented"),
            Rule(
                .p7, "A presenter already presenting only warns",
                """
                When the chosen presenter already presents something that leaves its view on screen (a sheet,
                popover, alert or an over-style), UIKit logs \"Attempt to present <x> on <presenter> (from
                <source>) which is already presenting <y>.\" and presents nothing. The message names the
                resolved presenter, often a navigation or tab bar controller rather than the source.
                """,
                sources: ["issue threads quoting the message (observed)"],
                scenario: """
                    device: iphone
                    window:
                      navigation: nav
                      stack: [list]
                    controllers:
                      - alert: alert1
                      - alert: alert2
                    steps:
                      - present: { from: list, controller: alert1 }
                      - present: { from: list, controller: alert2 }
                        expectWarning: "Attempt to present <UIAlertController: alert2> on <UINavigationController: nav> (from <UIViewController: list>) which is already presenting <UIAlertController: alert1>."
                    expect:
                      - presentedViewController(nav): alert1
                      - presentingViewController(alert2): nil
                    """,
                answer:
                    "warning \"Attempt to present <alert2> on <nav> (from <list>) which is already presenting <alert1>.\"; alert2 is not presented"),
            Rule(
                .p8, "Presenting from a detached controller warns and proceeds",
                """
                A source with no parent that is in no window logs \"Presenting view controllers on detached view
                controllers is discouraged <source>.\"; the presentation still happens.
                """,
                sources: ["issue threads quoting the message (observed)"],
                scenario: """
                    device: iphone
                    window: home
                    controllers: [loose, sheet]
                    steps:
                      - present: { from: loose, controller: sheet, style: fullScreen }
                        expectWarning: "Presenting view controllers on detached view controllers is discouraged <UIViewController: loose>."
                    expect:
                      - presentingViewController(sheet): loose
                    """,
                answer: "UIKit warns that presenting on a detached controller is discouraged, and presents anyway"),
            Rule(
                .p9, "Otherwise the link is made",
                """
                The presenter and the presented controller are linked. `fullScreen` and `currentContext` remove
                the presenter's view once the transition ends; the other styles leave it in the window (<doc:Rules-Styles>).
                """,
                sources: [
                    "Apple's documentation of the presentation styles (documented)",
                    "experiments with `shouldRemovePresentersView` (observed)",
                ],
                scenario: """
                    device: iphone
                    window:
                      navigation: nav
                      stack: [list]
                    controllers: [player, overlay]
                    steps:
                      - present: { from: list, controller: overlay, style: overFullScreen }
                      - expect:
                          - presentedViewController(nav): overlay
                          - presentingViewController(overlay): nav
                          - isOnScreen(list): true
                      - dismiss: overlay
                      - present: { from: list, controller: player, style: fullScreen }
                    expect:
                      - isOnScreen(list): false
                    """,
                answer: "the link is made both ways; fullScreen removes nav's view, overFullScreen leaves it"),
        ])
}
