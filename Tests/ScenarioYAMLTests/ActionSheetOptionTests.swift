import PresentationModel
import PresentationScenarios
import ScenarioYAML
import Testing

/// The scenario options `actionSheetPresenterIsSource` (Decision U9, flagged) and
/// `actionSheetRequiresAnchor` (R11.7, flagged).
@Suite("Action sheet options")
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

    @Test("R11.7 the option actionSheetRequiresAnchor, read from a scenario, raises R11.6's exception on a compact iPad")
    func requiresAnchor() throws {
        func run(_ option: String?) throws -> ScenarioRun {
            var yaml = "device: ipad\nhorizontalSizeClass: compact\n"
            if let option { yaml += "options:\n  actionSheetRequiresAnchor: \(option)\n" }
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
            return ScenarioRun(try ScenarioReader.read(yaml, file: "r11-7.yaml"))
        }
        #expect(try run("true").diagnostics.map(\.diagnostic.code) == [.actionSheetWithoutAnchor])
        #expect(try run(nil).diagnostics.isEmpty)
        #expect(try run(nil).hierarchy.presentingViewController(of: "share") == "nav")
    }

    @Test("U9 the option takes a boolean")
    func notABoolean() {
        #expect(throws: ScenarioError.self) { try ScenarioReader.read(Self.scenario(option: "sometimes"), file: "u9.yaml") }
    }
}
