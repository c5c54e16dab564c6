import PresentationModel
import PresentationReports
import PresentationScenarios
import PresentationTesting
import ScenarioYAML
import Testing
import VCGraphTestSupport

/// `analyze --steps` (issue 15, item 6): one line per step, what it did and why.
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

    @Test("every sample's narration matches its golden file")
    func samples() throws {
        var text = ""
        for name in Samples.names {
            let narration = StepNarration(run: ScenarioRun(try Samples.read(name), keepingSnapshots: true))
            text += "# \(name)\n" + narration.lines.map { "\($0.location): \($0.text)\n" }.joined()
        }
        expectTextSnapshot(text, named: "samples", as: "txt")
    }
}
