import ArgumentParser
import PresentationReports
import PresentationScenarios
import ScenarioYAML
import PresentationModel

/// `vcgraph check FILE...`: runs each scenario and checks its expectations, like a test runner.
/// (Named apart from the library's ``Check``, one checked expectation, which it reports.)
struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Run scenarios and check every expectation and expected diagnostic.",
        discussion: """
            Each failure is printed as file:line:col, expected against actual, and a one-line \
            reason; the last line is 'N passed, M failed', unless a file was invalid (exit status \
            2, no summary). A diagnostic that no expectError or expectWarning names is a failure. \
            A folder stands for the scenario files under it (.yaml, .yml, .json, sorted).

            Exit status: 0 every check passed; 1 a check failed; 2 a file is invalid.

            Example:
              vcgraph check samples/*.yaml
              vcgraph check samples
            """
    )

    @Argument(help: "Scenario files or dumps, or folders of scenario files.", completion: .file())
    var files: [String]

    @OptionGroup var options: InputOptions

    @Flag(name: .shortAndLong, help: "Also list the checks that pass.")
    var verbose = false

    func run() throws {
        let reading = try options.reading()
        let terminal = Terminal.standardOutput
        var report = CheckReport { text, kind in
            switch kind {
            case .failure: terminal.paint(text, .red)
            case .success: terminal.paint(text, .green)
            case .detail: terminal.paint(text, .dim)
            }
        }
        var invalid = false
        for file in try ScenarioFiles.expand(files) {
            guard let scenario = try? ScenarioInput.load(file, reading: reading).scenario else {
                invalid = true
                continue
            }
            report.add(ScenarioRun(scenario), verbose: verbose)
        }
        var text = report.lines.map { $0 + "\n" }.joined()
        // A run that met an invalid file has no meaningful count: no summary.
        if !invalid { text += report.summary + "\n" }
        try OutputWriter.standardOutput.write(text)
        if invalid { throw ExitStatus.invalidInput }
        if report.failed > 0 { throw ExitStatus.checkFailed }
    }
}
