import PresentationScenarios
import ScenarioYAML
import Testing
import VCGraphTestSupport

/// The comments `vcgraph import` writes first (where the scenario
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

/// Found by `make fuzz` (dump reader): a class name holding U+FFFF, which a dump may carry
/// and YAML cannot hold as it is, was written raw, and the file did not read back.
@Suite("Scenario writer quoting")
struct WriterQuotingTests {
    @Test(
        "every character YAML cannot hold raw is escaped, and the file reads back with it",
        arguments: ["\u{FFFF}", "\u{FFFE}", "\u{0}", "\u{1}\u{14}", "\u{7F}", "\u{85}", "\u{9F}", "\u{FEFF}x", "\u{2028}"])
    func unprintableCharacters(_ text: String) throws {
        let escaped = text.unicodeScalars.map { String(format: "\\u%04X", $0.value) }.joined()
        let scenario = try ScenarioReader.read("name: n\nwindow: { controller: \"a\(escaped)b\", class: \"C\(escaped)\" }\n", file: "n.yaml")
        let yaml = try ScenarioWriter.yaml(for: scenario)
        #expect(!yaml.unicodeScalars.contains { $0.value == 0xFFFE || $0.value == 0xFFFF || ($0.value < 0x20 && $0 != "\n") })
        let reread = try ScenarioReader.read(yaml, file: "n.yaml")
        #expect(reread.windows.first?.value.root.attributes.className == "C\(text)")
    }
}
