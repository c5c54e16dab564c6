import PresentationModel
import PresentationScenarios
import ScenarioYAML
import Testing

/// The sheet keys `detents` and `largestUndimmedDetent` (R14.2, R14.3).
@Suite("detents keys")
struct DetentKeyTests {
    @Test("R14.2 detents read smallest first and write back")
    func roundTrip() throws {
        let yaml = "window:\n  controller: a\ncontrollers:\n  - controller: s\n    detents: [medium, large]\n    largestUndimmedDetent: medium\n"
        let scenario = try ScenarioReader.read(yaml, file: "d.yaml")
        let again = try ScenarioReader.read(try ScenarioWriter.yaml(for: scenario), file: "w.yaml")
        let attributes = ScenarioRun(again).hierarchy.attributes(of: "s")
        #expect(attributes?.detents == [.medium, .large] && attributes?.largestUndimmedDetent == .medium)
    }

    @Test("R14.2 an empty or unordered detent list is an input error")
    func errors() {
        for detents in ["[]", "[large, medium]", "[medium, medium]"] {
            #expect(throws: ScenarioError.self) {
                try ScenarioReader.read("window:\n  controller: a\n  detents: \(detents)\n", file: "x.yaml")
            }
        }
    }
}
