import PresentationModel
import PresentationReports
import PresentationScenarios
import PresentationTesting
import ScenarioYAML
import Testing
import VCGraphTestSupport

/// `analyze --steps`: one line per step, what it did and why.
@Suite("Step narration")
struct StepNarrationTests {
    private func narration(_ text: String) throws -> [String] {
        StepNarration(run: ScenarioRun(try ScenarioReader.read(text, file: "steps.yaml"))).lines.map(\.text)
    }

    @Test("R9.1: a dismiss sent to a presenter ends what it presented, and the presenter stays")
    func dismissSentToPresenter() throws {
        let lines = try narration(
            """
            window: root
            steps:
              - present: {from: root, controller: {controller: player}}
              - present: {from: player, controller: {controller: share}}
              - dismiss: player
            """)
        #expect(
            lines[2] == "step 3 (dismiss: player): player presents share, so dismiss ends that presentation; player stays [R9.1]")
    }

    @Test(
        "R23.2: every way a SwiftUI presentation ends runs its onDismiss: a UIKit dismiss below it, the swipe, the view leaving the tree, a new item")
    func onDismissRunsForEveryDismissal() throws {
        let lines = try narration(
            """
            window: {controller: root, class: "UIHostingController<Home>"}
            controllers:
              - {controller: settings, class: "PresentationHostingController<AnyView>"}
              - {controller: picker, class: "PresentationHostingController<AnyView>"}
              - {controller: first, class: "PresentationHostingController<AnyView>"}
              - {controller: second, class: "PresentationHostingController<AnyView>"}
            steps:
              - present: { from: root, controller: settings, modifier: sheet }
              - present: { from: settings, controller: picker, modifier: sheet }
              - dismiss: root
              - present: { from: root, controller: settings, modifier: sheet }
              - userDismiss: settings
              - present: { from: root, controller: settings, modifier: sheet }
              - dropModifier: settings
              - present: { from: root, controller: first, modifier: sheetItem, item: a }
              - present: { from: root, controller: second, modifier: sheetItem, item: b }
            """)
        // UIKit's dismiss below ends both sheets: both onDismiss run.
        #expect(lines[2].hasSuffix("; SwiftUI runs the onDismiss of settings, picker, if its modifier has one [R9.1, R23.2]"), "\(lines[2])")
        #expect(lines[4].contains("SwiftUI runs the onDismiss of settings") && lines[4].hasSuffix("R23.2]"), "\(lines[4])")
        #expect(lines[6].contains("SwiftUI runs the onDismiss of settings") && lines[6].hasSuffix("R23.2]"), "\(lines[6])")
        #expect(lines[8].contains("SwiftUI runs the onDismiss of first") && lines[8].hasSuffix("R23.2]"), "\(lines[8])")
        // Presenting ends nothing: no onDismiss.
        #expect(!lines[0].contains("onDismiss") && !lines[7].contains("onDismiss"))
    }

    @Test("R9.1: a dismiss sent to a presented controller is passed to its presenter")
    func dismissSentToPresented() throws {
        let lines = try narration(
            """
            window: root
            steps:
              - present: {from: root, controller: {controller: player}}
              - dismiss: player
              - dismiss: root
            """)
        #expect(lines[1] == "step 2 (dismiss: player): player is presented, so its presenter root dismisses it [R9.1]")
        #expect(lines[2] == "step 3 (dismiss: root): root neither presents nor is presented, so nothing happens [R9.1]")
    }

    @Test("R3.1: a full-screen style goes to the source's family root, not to the source")
    func familyRoot() throws {
        let lines = try narration(
            """
            window:
              navigation: nav
              stack: [list]
            steps:
              - present: {from: list, controller: {controller: detail}, style: fullScreen}
            """)
        #expect(
            lines == [
                "step 1 (present: detail from list): nav presents detail in fullScreen: fullScreen does not consult definesPresentationContext, so the root of list's family presents, not list [R3.1]"
            ])
    }

    @Test("a refused step says UIKit's message and its rule")
    func refused() throws {
        let lines = try narration(
            "window:\n  navigation: nav\n  stack: [a]\nsteps:\n  - push: {onto: nav, controller: a}\n    expectError: more than once\n")
        #expect(lines.count == 1)
        #expect(lines[0].hasPrefix("step 1 (push: a onto nav): UIKit refuses it (\"Pushing the same view controller instance more than once"))
        #expect(lines[0].hasSuffix("; nothing changes [R5.3]"))
    }

    @Test("a set step names each property it sets and its value")
    func setNamesProperties() throws {
        let lines = try narration(
            """
            window:
              navigation: nav
              stack: [list]
            steps:
              - set: {controller: list, definesPresentationContext: true}
              - set: {controller: list, title: Inbox, modalPresentationStyle: formSheet, isModalInPresentation: true}
            """)
        #expect(
            lines == [
                "step 1 (set: list): sets definesPresentationContext of list to true",
                "step 2 (set: list): sets title of list to \"Inbox\", modalPresentationStyle to formSheet and isModalInPresentation to true",
            ])
    }

    @Test("R11.3: an alert and an action sheet are presented by the family root, by the alerts' own rule")
    func alertCitesItsRule() throws {
        let lines = try narration(
            """
            window:
              navigation: nav
              stack: [list]
            controllers:
              - alert: confirm
              - alert: actions
                preferredStyle: actionSheet
            steps:
              - set: {controller: list, definesPresentationContext: true}
              - present: {from: list, controller: confirm}
              - dismiss: confirm
              - present: {from: list, controller: actions}
            """)
        #expect(
            lines[1]
                == "step 2 (present: confirm from list): nav presents confirm in custom: an alert ignores definesPresentationContext, so the root of list's family presents, not list [R11.3]"
        )
        #expect(lines[3].hasSuffix(": an action sheet ignores definesPresentationContext, so the root of list's family presents, not list [R11.3]"))
    }

    @Test("a swipe UIKit ignores is narrated as UIKit ignoring it, vcgraph's message as vcgraph's, each rule once")
    func ignoredSwipe() throws {
        let lines = try narration(
            """
            window: root
            controllers:
              - controller: editor
                isModalInPresentation: true
              - picker
            steps:
              - present: {from: root, controller: editor, style: pageSheet}
              - userDismiss: editor
              - present: {from: editor, controller: picker, style: pageSheet}
              - userDismiss: editor
            """)
        try #require(lines.count == 4)
        let ignored = "step 2 (userDismiss: editor): UIKit ignores the swipe: editor is modal in presentation, so it stays"
        #expect(lines[1].hasPrefix(ignored + "; vcgraph notes \""))
        #expect(lines[1].hasSuffix("\" [R14.5]"))
        let below = "step 4 (userDismiss: editor): UIKit ignores the swipe: picker is presented above editor, so editor stays"
        #expect(lines[3].hasPrefix(below + "; vcgraph notes \"The user's dismissal of <UIViewController: editor> does nothing"))
        #expect(lines[3].hasSuffix("\" [R14.6]"))
        #expect(!lines.contains { $0.contains("UIKit refuses") || $0.contains("UIKit logs") })
    }

    @Test("every sample's narration matches its golden file")
    func samples() throws {
        var text = ""
        for name in Samples.names {
            let narration = StepNarration(run: ScenarioRun(try Samples.read(name), keepingSnapshots: true))
            text += "# \(name)\n" + narration.lines.map { "\($0.location): \($0.text)\n" }.joined()
        }
        expectTextSnapshot(text, named: "samples", as: "txt")
    }

    /// `analyze --steps` narrates while the scenario runs, keeping no copy of the hierarchy.
    @Test("narrating while running says what narrating the snapshots says, on every sample and up to any step")
    func narratedWhileRunning() throws {
        for name in Samples.names {
            let scenario = try Samples.read(name)
            let snapshots = StepNarration(run: ScenarioRun(scenario, keepingSnapshots: true)).lines
            #expect(StepNarration(scenario: scenario).lines == snapshots, "\(name)")
            #expect(StepNarration(scenario: scenario, upTo: 2).lines == Array(snapshots.prefix(2)), "\(name)")
        }
    }
}
