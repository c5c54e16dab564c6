import PresentationModel
import PresentationScenarios
import ScenarioYAML
import Testing

/// The `observePresentation` step, an extension of the format that `vcgraph import` writes.
@Suite("observePresentation step")
struct ObservePresentationStepTests {
    @Test("a presentation observed on a child is kept there, and the rules' presenter (R3.1) is reported")
    func observed() throws {
        let scenario = try ScenarioReader.read(
            """
            window:
              navigation: nav
              stack: [list]
            controllers: [sheet]
            steps:
              - observePresentation: { controller: sheet, presenter: list, style: fullScreen }
            expect:
              - presentingViewController(sheet): list
            """, file: "observe.yaml")
        let run = ScenarioRun(scenario)
        #expect(run.passed)
        #expect(run.hierarchy.observationDisagreements().map(\.rulesPresenter) == ["nav"])
    }

    @Test("observePresentation needs a style, and names only declared controllers")
    func errors() {
        #expect(throws: ScenarioError.self) {
            try ScenarioReader.read(
                "window: a\ncontrollers: [b]\nsteps:\n  - observePresentation: { controller: b, presenter: a }\n", file: "x.yaml")
        }
        #expect(throws: ScenarioError.self) {
            try ScenarioReader.read(
                "window: a\nsteps:\n  - observePresentation: { controller: b, presenter: a, style: fullScreen }\n", file: "x.yaml")
        }
    }
}
