import PresentationReports
import PresentationScenarios
import PresentationTesting
import ScenarioYAML
import Testing

/// `check --reporter text|json|junit|github`: each form over a small
/// scenario with failures of every kind, as golden files; each failure carries its rule id.
@Suite("Check reporters")
struct CheckReporterTests {
    /// A failing expectation (R2.1), a step's unexpected diagnostic (R5.3), an expected error
    /// the step does not produce (§10, which lists when dismiss raises), and a passing check;
    /// the file name needs escaping in XML (`&`) and in GitHub's properties (`,` and `:`).
    static let fixture = """
        name: Failing <on purpose>
        window:
          navigation: nav
          stack: [list]
        steps:
          - present: {from: list, controller: {controller: detail}, style: formSheet}
          - push: {onto: nav, controller: list}
          - dismiss: detail
            expectError: "not \\"presented\\""
        expect:
          - presentedViewController(nav): detail
          - topViewController(nav): list
        """

    static let file = "checks/odd & name, v2:1.yaml"

    private func files() throws -> [CheckReporter.File] {
        let run = ScenarioRun(try ScenarioReader.read(Self.fixture, file: Self.file))
        return [CheckReporter.File(path: Self.file, checks: run.checks)]
    }

    @Test("each reporter's output matches its golden file", arguments: CheckReporter.allCases)
    func golden(_ reporter: CheckReporter) throws {
        let output = reporter.render(try files())
        let ext = [CheckReporter.text: "txt", .json: "json", .junit: "xml", .github: "txt"][reporter]!
        expectTextSnapshot(output, named: "failing-\(reporter.rawValue)", as: ext)
    }

    @Test("every failure has a rule id")
    func rules() throws {
        let failures = try files()[0].checks.filter { !$0.passed }
        #expect(failures.map(\.rule) == ["R5.3", "§10", "R2.1"])
    }

    @Test("the text reporter prints what check prints")
    func textUnchanged() throws {
        var report = CheckReport()
        for file in try files() { report.add(file.checks) }
        #expect(CheckReporter.text.render(try files()) == report.lines.map { $0 + "\n" }.joined() + report.summary + "\n")
    }

    @Test("a file that cannot be read is part of each report: its errors and their notes, and no summary")
    func invalidFile() throws {
        var error = InputError("unknown key 'devcie'", at: .init(file: "bad.yaml", line: 2, column: 1), suggestion: "device")
        error.others = [InputError("no controller has the id 'x'", at: .init(file: "bad.yaml", line: 5, column: 14))]
        let files = [CheckReporter.File(path: "bad.yaml", checks: [], inputError: error)]
        #expect(
            CheckReporter.github.render(files) == """
                ::error file=bad.yaml,line=2,col=1,title=vcgraph%3A invalid input::unknown key 'devcie'%0Anote: did you mean 'device'?
                ::error file=bad.yaml,line=5,col=14,title=vcgraph%3A invalid input::no controller has the id 'x'

                """)
        #expect(CheckReporter.json.render(files).contains("\"message\": \"no controller has the id 'x'\""))
    }

    @Test("junit reports each input error as an error at its line, counted in errors=")
    func junitInputErrors() throws {
        var error = InputError("unknown key 'devcie'", at: .init(file: "bad.yaml", line: 2, column: 1), suggestion: "device")
        error.others = [InputError("no controller has the id 'x'", at: .init(file: "bad.yaml", line: 5, column: 14))]
        let run = ScenarioRun(try ScenarioReader.read("window: a\nexpect:\n  - parent(a): a\n", file: "good.yaml"))
        let files = [
            CheckReporter.File(path: "bad.yaml", checks: [], inputError: error), CheckReporter.File(path: "good.yaml", checks: run.checks),
        ]
        let xml = CheckReporter.junit.render(files)
        #expect(xml.contains("<testsuites name=\"vcgraph check\" tests=\"3\" failures=\"1\" errors=\"2\">\n"))
        #expect(xml.contains("<testsuite name=\"bad.yaml\" tests=\"2\" failures=\"0\" errors=\"2\">\n"))
        #expect(
            xml.contains(
                """
                    <testcase name="2:1 unknown key &apos;devcie&apos;" classname="bad.yaml" file="bad.yaml" line="2">
                      <error message="unknown key &apos;devcie&apos;" type="invalid input">bad.yaml:2:1: error: unknown key &apos;devcie&apos;&#10;bad.yaml:2:1: note: did you mean &apos;device&apos;?</error>
                    </testcase>
                    <testcase name="5:14 no controller has the id &apos;x&apos;" classname="bad.yaml" file="bad.yaml" line="5">
                      <error message="no controller has the id &apos;x&apos;" type="invalid input">bad.yaml:5:14: error: no controller has the id &apos;x&apos;</error>
                    </testcase>
                """))
        // A reader stopped at its limit says so, as one more error (and GitHub, as one more annotation).
        error.stoppedEarly = true
        let stopped = [CheckReporter.File(path: "bad.yaml", checks: [], inputError: error)]
        #expect(CheckReporter.junit.render(stopped).contains("errors=\"3\">\n"))
        #expect(CheckReporter.junit.render(stopped).contains(">bad.yaml: error: too many errors; stopped after 2</error>"))
        let github = CheckReporter.github.render(stopped)
        #expect(github.hasSuffix("::error file=bad.yaml,title=vcgraph%3A invalid input::too many errors; stopped after 2\n"))
    }

    @Test("JUnit XML escapes markup, and a control character in a path is shown as its escape")
    func junitEscaping() throws {
        let run = ScenarioRun(try ScenarioReader.read("window: a\nexpect:\n  - presentedViewController(a): a\n", file: "x\u{1}<y>&\".yaml"))
        let xml = CheckReporter.junit.render([.init(path: "x\u{1}<y>&\".yaml", checks: run.checks)])
        #expect(xml.contains("name=\"x\\u{1}&lt;y&gt;&amp;&quot;.yaml\""))
        #expect(!xml.contains("\u{1}"))
    }
}
