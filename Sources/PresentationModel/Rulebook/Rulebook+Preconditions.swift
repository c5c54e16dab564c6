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
                sources: ["UIKit's messages as reported in crash logs and issue threads (observed)"]),
            Rule(
                .p1, "Presenting nil raises",
                "Presenting nil raises NSInvalidArgumentException \"Application tried to present a nil modal view controller on target <source>.\"",
                sources: ["crash reports; the text is in the decompiled iOS 26.1 UIKitCore (observed in the binary)"]),
            Rule(
                .p2, "Presenting a controller on itself raises",
                "`vc.present(vc)` raises \"Application tried to present modal view controller on itself. Presenting controller is <vc>.\"",
                sources: ["UIKit's message as listed in public app sources and crash logs (observed)"],
                swift: "list.present(list, animated: true)",
                answer: "NSInvalidArgumentException; nothing is presented"),
            Rule(
                .p3, "Presenting a controller that has a parent raises",
                """
                A controller inside a container cannot be presented: \"Application tried to present modally a view
                controller <x> that has a parent view controller <parent>.\" Before iOS 13 the text was
                \"…an active controller <…>.\"
                """,
                sources: ["UIKit's message in public app sources and issue threads (observed)"],
                swift: "list.present(otherNav.topViewController!, animated: true)",
                answer: "NSInvalidArgumentException naming otherNav as the parent"),
            Rule(
                .p4, "Presenting a presented or active controller raises",
                """
                A controller already presented raises \"Application tried to present modally a view controller <x>
                that is already being presented by <presenter>.\" The window's root or an ancestor of the source
                raises \"Application tried to present modally an active controller <x>.\"
                """,
                sources: ["issue threads quoting both texts (observed)"]),
            Rule(
                .p5, "Then the presenter is resolved",
                "With the request accepted, UIKit chooses the presenter from the style (<doc:Rules-PresenterResolution>).",
                sources: ["Apple's documentation of `present(_:animated:completion:)` (documented)"]),
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
                swift: """
                    root.present(modal, animated: false)   // fullScreen
                    root.present(other, animated: true)
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
                swift: """
                    list.present(alert1, animated: true)
                    list.present(alert2, animated: true)
                    """,
                answer: "warning \"Attempt to present <alert2> on <nav> (from <list>) which is already presenting <alert1>.\""),
            Rule(
                .p8, "Presenting from a detached controller warns and proceeds",
                """
                A source with no parent that is in no window logs \"Presenting view controllers on detached view
                controllers is discouraged <source>.\"; the presentation still happens.
                """,
                sources: ["issue threads quoting the message (observed)"]),
            Rule(
                .p9, "Otherwise the link is made",
                """
                The presenter and the presented controller are linked. `fullScreen` and `currentContext` remove
                the presenter's view once the transition ends; the other styles leave it in the window (<doc:Rules-Styles>).
                """,
                sources: [
                    "Apple's documentation of the presentation styles (documented)",
                    "experiments with `shouldRemovePresentersView` (observed)",
                ]),
        ])
}
