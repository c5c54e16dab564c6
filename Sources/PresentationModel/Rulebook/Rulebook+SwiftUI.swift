extension Rulebook {
    static let swiftUI = RulebookChapter(
        article: "Rules-SwiftUI", title: "SwiftUI hosting controllers",
        abstract: "SwiftUI's sheets are UIKit presentations of hosting controllers.",
        rules: [
            Rule(
                .section22, "SwiftUI presents through UIKit",
                "SwiftUI's `.sheet`, `.fullScreenCover` and `.popover` present hosting controllers; the rules above apply unchanged.",
                sources: ["console logs of SwiftUI apps (observed)"],
                scenario: """
                    device: iphone
                    window:
                      tabBar: tabs
                      tabs:
                        - controller: home
                          class: UIHostingController<HomeView>
                    controllers:
                      - controller: cover
                        class: PresentationHostingController<AnyView>
                    steps:
                      - present: { from: home, controller: cover, style: fullScreen }
                    expect:
                      - presentingViewController(cover): tabs
                      - presentedFrom(cover): home
                    """,
                answer:
                    "a SwiftUI .fullScreenCover from a hosting controller in a tab is presented by the tab bar controller, as any full-screen presentation"
            ),
            Rule(
                .r18_1, "The family root presents a SwiftUI sheet",
                """
                A SwiftUI sheet is a `PresentationHostingController` presented from the nearest hosting controller;
                UIKit resolves the presenter to the family root, as for any sheet.
                """,
                sources: ["console logs naming the classes (observed)", "inside a UIKit hierarchy (inferred)"],
                scenario: """
                    device: iphone
                    window:
                      navigation: nav
                      stack:
                        - list
                        - controller: detail
                          class: UIHostingController<DetailView>
                    controllers:
                      - controller: sheet
                        class: PresentationHostingController<AnyView>
                    steps:
                      - present: { from: detail, controller: sheet, style: pageSheet }
                    expect:
                      - presentingViewController(sheet): nav
                      - presentedFrom(sheet): detail
                      - isOnScreen(detail): true
                    """,
                answer: "the sheet's presentingViewController is nav, the family root, and the hosting controller it came from stays on screen"),
            Rule(
                .r18_2, "SwiftUI gets UIKit's warnings",
                "The usual P7 and P8 texts appear, naming hosting controllers.",
                sources: ["console logs (observed)"],
                scenario: """
                    device: iphone
                    window:
                      controller: root
                      class: UIHostingController<ContentView>
                    controllers:
                      - controller: first
                        class: PresentationHostingController<AnyView>
                      - controller: second
                        class: PresentationHostingController<AnyView>
                    steps:
                      - present: { from: root, controller: first, style: pageSheet }
                      - present: { from: root, controller: second, style: pageSheet }
                        expectWarning: "Attempt to present <PresentationHostingController<AnyView>: second> on <UIHostingController<ContentView>: root> (from <UIHostingController<ContentView>: root>) which is already presenting"
                    expect:
                      - presentedViewController(root): first
                    """,
                answer: "a second sheet while the first is up gets UIKit's P7 warning, naming the hosting controllers"),
            Rule(
                .r18_3, "Hosting controllers in a dump",
                "In `_printHierarchy` a presented hosting controller appears under its presenter with its class name; vcgraph reads it as a plain controller.",
                sources: ["not verified (inferred)"],
                scenario: """
                    device: iphone
                    window:
                      navigation: nav
                      stack:
                        - controller: detail
                          class: _TtGC7SwiftUI19UIHostingControllerV5MyApp10DetailView_
                    controllers:
                      - controller: sheet
                        class: _TtGC7SwiftUI29PresentationHostingControllerVS_7AnyView_
                    steps:
                      - observePresentation: { controller: sheet, presenter: nav, style: pageSheet }
                    expect:
                      - presentingViewController(sheet): nav
                      - presentationStyle(sheet): pageSheet
                    """,
                answer: "the presented hosting controller is a plain controller of its class, and the dump's presenter is kept"),
        ])
}
