import PresentationModel
import PresentationScenarios
import ScenarioYAML
import Testing

/// The split view's `inspector` key and the `showColumn` / `hideColumn` steps (R15.3).
@Suite("inspector column keys")
struct InspectorKeyTests {
    static let scenario = """
        device: ipad
        ios: 26
        window:
          split: s
          style: doubleColumn
          primary: list
          secondary: detail
          inspector: info
        steps:
          - showColumn: { split: s, column: inspector }

        """

    @Test("R15.3 an inspector read from a scenario is the split view's child, shown by a showColumn step")
    func read() throws {
        let run = ScenarioRun(try ScenarioReader.read(Self.scenario, file: "i.yaml"))
        #expect(run.hierarchy.parent(of: "info") == "s")
        #expect(run.hierarchy.isOnScreen("info"))
    }

    @Test("R15.3 a classic split view has no inspector column; a step needs a known column")
    func errors() {
        let classic = Self.scenario.replacingOccurrences(of: "  style: doubleColumn\n", with: "")
        #expect(throws: ScenarioError.self) { try ScenarioReader.read(classic, file: "i.yaml") }
        let unknown = Self.scenario.replacingOccurrences(of: "column: inspector", with: "column: sidebar")
        #expect(throws: ScenarioError.self) { try ScenarioReader.read(unknown, file: "i.yaml") }
    }
}
