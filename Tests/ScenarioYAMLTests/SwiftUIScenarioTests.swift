import PresentationModel
import PresentationReports
import PresentationScenarios
import ScenarioYAML
import Testing

/// SwiftUI's presentations in scenario files: `present` with `modifier`, `binding` and
/// `item`, and the `dismissEnvironment` and `dropModifier` steps, through the worked
/// scenarios of a pure SwiftUI app.
@Suite("SwiftUI in scenario files")
struct SwiftUIScenarioTests {
    /// Reads and runs `text`; records the failed checks.
    private func run(_ text: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> ScenarioRun {
        let run = ScenarioRun(try ScenarioReader.read(text, file: "swiftui.yaml"))
        var report = CheckReport()
        report.add(run)
        #expect(!run.checks.isEmpty, sourceLocation: sourceLocation)
        #expect(run.passed, "\(report.lines.joined(separator: "\n"))", sourceLocation: sourceLocation)
        return run
    }

    @Test("SX16 R19.1 R20.1 R21.2 a sheet from a destination is presented by the root host; an alert on the TabView then gets P7")
    func sx16() throws {
        _ = try run(
            """
            name: SwiftUI tabs, a sheet from a destination, an alert outside it
            ios: 17
            window:
              controller: root
              class: "UIHostingController<ModifiedContent<AnyView, RootModifier>>"
              children:
                - tabBar: tabs
                  class: SwiftUI.UIKitTabBarController
                  tabs:
                    - controller: feedTab
                      class: "UIHostingController<TabItem.RootView>"
                      children:
                        - navigation: feedNav
                          class: SwiftUI.UIKitNavigationController
                          stack: [ { controller: feed, class: "NavigationStackHostingController<AnyView>" } ]
                    - { controller: settingsTab, class: "UIHostingController<TabItem.RootView>" }
            controllers:
              - { controller: post, class: "NavigationStackHostingController<AnyView>" }
              - { controller: composer, class: "PresentationHostingController<AnyView>" }
              - { alert: about, class: SwiftUI.PlatformAlertController }
            steps:
              - push: { onto: feedNav, controller: post }
              - present: { from: post, controller: composer, modifier: sheet }
              - expect:
                  - presentingViewController(composer): root
                  - presentedFrom(composer): post
                  - presentationStyle(composer): pageSheet
                  - navigationController(composer): nil
                  - isOnScreen(post): true
              - present: { from: root, controller: about, modifier: alert }
                expectWarning: "Attempt to present <SwiftUI.PlatformAlertController: about> on <UIHostingController<ModifiedContent<AnyView, RootModifier>>: root> (from <UIHostingController<ModifiedContent<AnyView, RootModifier>>: root>) which is already presenting <PresentationHostingController<AnyView>: composer>."
            expect:
              - tabBarController(post): tabs
              - parent(feedNav): feedTab
              - presentedViewController(feed): composer
            """)
    }

    @Test("SX17 U16 a full-screen cover keeps its presenter on screen; with the option it is full screen")
    func sx17() throws {
        let text = """
            name: A SwiftUI full-screen cover
            window: { controller: root, class: "UIHostingController<ContentView>" }
            controllers: [ { controller: cover, class: "PresentationHostingController<AnyView>" } ]
            steps:
              - present: { from: root, controller: cover, modifier: fullScreenCover }
            expect:
              - presentationStyle(cover): overFullScreen
              - presentingViewController(cover): root
              - isOnScreen(root): true
            """
        _ = try run(text)
        _ = try run(
            text.replacingOccurrences(of: "window:", with: "options: { swiftUIFullScreenCoverIsFullScreen: true }\nwindow:")
                .replacingOccurrences(of: "presentationStyle(cover): overFullScreen", with: "presentationStyle(cover): fullScreen")
                .replacingOccurrences(of: "isOnScreen(root): true", with: "isOnScreen(root): false"))
    }

    @Test("SX18 R21.1 R21.3 nested sheets chain; a second sheet of the root host waits and is presented once the first is dismissed")
    func sx18() throws {
        _ = try run(
            """
            name: SwiftUI sheets, nested and queued
            window: { controller: root, class: "UIHostingController<Home>" }
            controllers:
              - { controller: sheetA, class: "PresentationHostingController<AnyView>" }
              - { controller: inner, class: "PresentationHostingController<AnyView>" }
              - { controller: sheetB, class: "PresentationHostingController<AnyView>" }
            steps:
              - present: { from: root, controller: sheetA, modifier: sheet, binding: a }
              - present: { from: sheetA, controller: inner, modifier: sheet }
              - present: { from: root, controller: sheetB, modifier: sheet, binding: b }
                expectWarning: "Currently, only presenting a single sheet is supported."
              - expect:
                  - presentingViewController(inner): sheetA
                  - presentingViewController(sheetB): nil
              - dismiss: root
            expect:
              - presentingViewController(sheetA): nil
              - presentingViewController(inner): nil
              - presentingViewController(sheetB): root
            """)
    }

    @Test("SX19 R20.3 sheet(item:) with a new item replaces its sheet, without a warning")
    func sx19() throws {
        let run = try run(
            """
            name: sheet(item:) with a new item
            window: { controller: root, class: "UIHostingController<Library>" }
            controllers:
              - { controller: book1, class: "PresentationHostingController<AnyView>" }
              - { controller: book2, class: "PresentationHostingController<AnyView>" }
            steps:
              - present: { from: root, controller: book1, modifier: sheetItem, item: "1" }
              - present: { from: root, controller: book2, modifier: sheetItem, item: "2" }
            expect:
              - presentingViewController(book1): nil
              - presentingViewController(book2): root
            """)
        #expect(run.diagnostics.isEmpty)
    }

    @Test("SX20 R23.3 dismiss() in a pushed destination pops it; at the sheet's stack root it dismisses the sheet")
    func sx20() throws {
        let run = try run(
            """
            name: The dismiss action pops before it dismisses
            window: { controller: root, class: "UIHostingController<Home>" }
            controllers:
              - controller: editor
                class: "PresentationHostingController<AnyView>"
                children:
                  - navigation: editorNav
                    class: SwiftUI.UIKitNavigationController
                    stack: [ { controller: form, class: "NavigationStackHostingController<AnyView>" } ]
              - { controller: picker, class: "NavigationStackHostingController<AnyView>" }
            steps:
              - present: { from: root, controller: editor, modifier: sheet }
              - push: { onto: editorNav, controller: picker }
              - dismissEnvironment: picker
              - expect:
                  - viewControllers(editorNav): [form]
                  - presentingViewController(editor): root
              - dismissEnvironment: form
            expect:
              - presentingViewController(editor): nil
            """)
        let narration = StepNarration(scenario: run.scenario).lines.map(\.sentence)
        #expect(narration[2] == "dismiss() pops picker, a destination of its stack")
        #expect(
            narration[4] == "dismiss() dismisses editor, the presentation form is in; SwiftUI runs the onDismiss of editor, if its modifier has one")
    }

    @Test("R21.1 the narration of a step says when SwiftUI presents a waiting sheet, and by whom")
    func narrationOfAWaitingSheet() throws {
        let run = try run(
            """
            window: { controller: root, class: "UIHostingController<Home>" }
            controllers:
              - { controller: a, class: "PresentationHostingController<AnyView>" }
              - { controller: b, class: "PresentationHostingController<AnyView>" }
            steps:
              - present: { from: root, controller: a, modifier: sheet, binding: a }
              - present: { from: root, controller: b, modifier: sheet, binding: b }
                expectWarning: "Currently, only presenting a single sheet is supported."
              - userDismiss: a
            expect:
              - presentingViewController(b): root
            """)
        let lines = StepNarration(scenario: run.scenario).lines
        #expect(lines[1].sentence.hasPrefix("SwiftUI keeps b waiting until root's sheet is dismissed; SwiftUI logs \"Currently"))
        #expect(
            lines[2].sentence
                == "the user dismisses a; SwiftUI runs the onDismiss of a, if its modifier has one; then SwiftUI presents the waiting b, by root")
        #expect(lines[2].rules.contains(RuleID.r21_1))
    }

    @Test(
        "the reader refuses a modifier it does not know, a style beside a modifier, and binding or item without their modifier",
        arguments: [
            ("modifier: sheets", "'sheets' is not a SwiftUI modifier"),
            ("modifier: sheet, style: formSheet", "with 'modifier', SwiftUI chooses how to present (R20.2)"),
            ("modifier: sheet, item: \"1\"", "'item' is the identity of sheet(item:)'s item"),
            ("binding: a", "'binding' names a SwiftUI modifier's state: it goes with 'modifier'"),
        ])
    func refusals(_ arguments: String, _ message: String) {
        let text = """
            window: { controller: root, class: "UIHostingController<Home>" }
            controllers: [ sheet ]
            steps:
              - present: { from: root, controller: sheet, \(arguments) }
            """
        #expect {
            try ScenarioReader.read(text, file: "swiftui.yaml")
        } throws: { error in
            "\(error)".contains(message)
        }
    }

    @Test("a scenario with SwiftUI steps is written back as it reads", arguments: ["sheet", "sheetItem"])
    func writtenBack(_ modifier: String) throws {
        let item = modifier == "sheetItem" ? ", item: \"7\"" : ""
        let scenario = try ScenarioReader.read(
            """
            window: { controller: root, class: "UIHostingController<Home>" }
            controllers: [ sheet ]
            steps:
              - present: { from: root, controller: sheet, modifier: \(modifier), binding: shown\(item) }
              - dismissEnvironment: sheet
              - dropModifier: sheet
            """, file: "swiftui.yaml")
        let written = try ScenarioWriter.yaml(for: scenario)
        let again = try ScenarioReader.read(written, file: "written.yaml")
        #expect("\(again.steps.map(\.value.action))" == "\(scenario.steps.map(\.value.action))")
        #expect(written.contains("modifier: \(modifier)") && written.contains("dismissEnvironment:") && written.contains("dropModifier:"))
    }

    @Test("R20.5 detents change how a sheet looks, not who presents it, its style or what stays on screen")
    func detentsAreVisual() throws {
        func presented(detents: String) throws -> Hierarchy {
            try run(
                """
                device: iphone
                window: { controller: root, class: "UIHostingController<Home>" }
                controllers:
                  - { controller: sheet, class: "PresentationHostingController<AnyView>"\(detents) }
                steps:
                  - present: { from: root, controller: sheet, modifier: sheet }
                expect:
                  - isOnScreen(root): true
                """
            ).hierarchy
        }
        let plain = try presented(detents: "")
        let medium = try presented(detents: ", detents: [medium, large]")
        for h in [plain, medium] {
            #expect(h.presentingViewController(of: "sheet") == "root" && h.presentationStyle(of: "sheet") == .pageSheet)
        }
    }

    @Test("R24.2 a representable's navigation controller is a child of the host that draws it; pushes inside it are UIKit's")
    func representableContainer() throws {
        let h = try run(
            """
            device: iphone
            window:
              controller: root
              class: "UIHostingController<Home>"
              children:
                - navigation: embedded
                  stack: [first]
            controllers: [second]
            steps:
              - push: { onto: embedded, controller: second }
            expect:
              - viewControllers(embedded): [first, second]
            """
        ).hierarchy
        #expect(h.parent(of: "embedded") == "root" && h.navigationController(of: "second") == "embedded")
    }

    @Test("R24.5 code that presents from the window's root while a SwiftUI sheet hangs off it gets UIKit's P7 warning")
    func presentingFromTheRoot() throws {
        let run = try run(
            """
            device: iphone
            window: { controller: root, class: "UIHostingController<Home>" }
            controllers:
              - { controller: sheet, class: "PresentationHostingController<AnyView>" }
              - alert: error
            steps:
              - present: { from: root, controller: sheet, modifier: sheet }
              - present: { from: root, controller: error }
                expectWarning: "which is already presenting"
            expect:
              - presentingViewController(error): nil
            """)
        #expect(run.diagnostics.contains { $0.diagnostic.rule == .p7 })
        #expect(run.hierarchy.presentingViewController(of: "sheet") == "root")
    }
}
