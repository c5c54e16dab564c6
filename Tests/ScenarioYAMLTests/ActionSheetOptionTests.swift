import PresentationModel
import PresentationScenarios
import ScenarioYAML
import Testing

/// The scenario option `actionSheetPresenterIsSource` (Decision U9, flagged).
@Suite("actionSheetPresenterIsSource option")
struct ActionSheetOptionTests {
    static func scenario(option: String?) -> String {
        var yaml = "device: iphone\n"
        if let option { yaml += "options:\n  actionSheetPresenterIsSource: \(option)\n" }
        yaml += """
            window:
              navigation: nav
              stack: [list]
            controllers:
              - alert: share
                preferredStyle: actionSheet
            steps:
              - present: { from: list, controller: share }

            """
        return yaml
    }

    @Test("U9 read from a scenario: the source presents the compact action sheet with the option, its family root without")
    func presenter() throws {
        let flagged = ScenarioRun(try ScenarioReader.read(Self.scenario(option: "true"), file: "u9.yaml")).hierarchy
        #expect(flagged.presentingViewController(of: "share") == "list")
        let standard = ScenarioRun(try ScenarioReader.read(Self.scenario(option: nil), file: "u9.yaml")).hierarchy
        #expect(standard.presentingViewController(of: "share") == "nav")
    }

    @Test("U9 the option takes a boolean")
    func notABoolean() {
        #expect(throws: ScenarioError.self) { try ScenarioReader.read(Self.scenario(option: "sometimes"), file: "u9.yaml") }
    }
}
