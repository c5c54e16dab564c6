import PresentationModel
import PresentationReports
import PresentationScenarios
import ScenarioYAML
import Testing
import VCGraphTestSupport

/// What the input says is printed as data, in every text report: no control character or line
/// break an input holds reaches the output raw.
@Suite("Hostile text in reports")
struct HostileTextTests {
    let run = ScenarioRun(try! ScenarioReader.read(HostileText.scenario, file: "hostile\u{1B}[2J\nINJECTED.yaml"), keepingSnapshots: true)

    @Test("the analyze text report shows hostile ids, names and paths as data")
    func analysisReport() {
        let text = AnalysisReport(run).text
        #expect(HostileText.violation(in: text) == nil)
        #expect(text.contains("<UIViewController: clear\\u{1B}[2J>"))
        #expect(text.contains("fence\\n```\\nINJECTED<img src=x onerror=alert(1)>"))
    }

    @Test("the tree escapes a line feed where an id, a class or a title holds one, and keeps its own lines")
    func treeLines() throws {
        let spoof = "x\n   | <UIViewController: spoof>, state: appeared"
        let yaml = """
            window:
              controller: \(HostileText.yamlQuoted(spoof))
              title: \(HostileText.yamlQuoted("t\nINJECTED"))
              children:
                - \(HostileText.yamlQuoted("x"))
                - controller: \(HostileText.yamlQuoted("x\n"))
                  class: \(HostileText.yamlQuoted("My\nClass"))

            """
        let text = AnalysisReport(ScenarioRun(try ScenarioReader.read(yaml, file: "tree.yaml"))).text
        let tree = text.split(separator: "\n").filter { $0.hasPrefix("window") || $0.hasPrefix("<") || $0.hasPrefix("   ") }
        #expect(tree.count == 4)
        #expect(tree[1] == #"<UIViewController: x\n   | <UIViewController: spoof>, state: appeared>, state: appeared, title: "t\nINJECTED""#)
        #expect(tree[3] == #"   | <My\nClass: x\n>, state: appeared"#)
    }

    @Test("the step narration and a controller's explanation show hostile ids as data")
    func narrationAndExplanation() {
        for line in StepNarration(run: run).lines { #expect(HostileText.violation(in: line.text) == nil) }
        for id in run.hierarchy.controllers {
            #expect(HostileText.violation(in: ControllerExplanation(id, in: run.hierarchy).text) == nil)
        }
    }

    @Test("every check reporter but JSON shows hostile ids and paths as data", arguments: [CheckReporter.text, .junit, .github])
    func checkReporters(_ reporter: CheckReporter) {
        #expect(!run.passed)
        let text = reporter.render([.init(path: run.scenario.file, checks: run.checks)], verbose: true)
        #expect(HostileText.violation(in: text) == nil)
        #expect(text.contains("hostile\\u{1B}[2J\\nINJECTED.yaml"))
    }

    @Test("the JSON check reporter keeps every character as written")
    func jsonKeepsCharacters() {
        let json = CheckReporter.json.render([.init(path: run.scenario.file, checks: run.checks)])
        #expect(json.contains("hostile\\u001b[2J\\nINJECTED.yaml"))
    }
}
