import PresentationScenarios
import ScenarioYAML
import Testing
import VCGraphTestSupport

/// Issue 27, items 3 and 4: the comments `vcgraph import` writes first (where the scenario
/// came from) show what they quote as data, so that no path or id ends a comment and the
/// file reads back.
@Suite("Scenario writer comments")
struct WriterCommentTests {
    @Test("a comment quoting hostile text stays one comment line, and the file reads back", arguments: HostileText.ids)
    func hostileComment(_ text: String) throws {
        let scenario = try ScenarioReader.read("name: n\nwindow: a\n", file: "n.yaml")
        let comment = "Imported from \(text)\nname: \(HostileText.injected) by vcgraph import."
        let yaml = try ScenarioWriter.yaml(for: scenario, comments: [comment])
        #expect(HostileText.violation(in: yaml) == nil)
        #expect(yaml.split(separator: "\n").first { $0.hasPrefix("#") }.map { $0.hasSuffix("by vcgraph import.") } == true)
        let reread = try ScenarioReader.read(yaml, file: "n.yaml")
        #expect(reread.name == "n")
    }
}
