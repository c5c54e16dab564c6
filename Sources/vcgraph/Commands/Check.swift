import ArgumentParser
import PresentationFormats
import PresentationModel

/// `vcgraph check FILE...`: runs each scenario and checks its expectations, like a test runner.
struct Check: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Run scenarios and check every expectation and expected diagnostic.",
        discussion: """
            Each failure is printed as file:line:col, expected against actual, and a one-line \
            reason; the last line is 'N passed, M failed'. A diagnostic that no expectError or \
            expectWarning names is a failure.

            Exit status: 0 every check passed; 1 a check failed; 2 a file is invalid.

            Example:
              vcgraph check samples/*.yaml
            """
    )

    @Argument(help: "Scenario files.", completion: .file(extensions: ["yaml", "yml", "json"]))
    var files: [String]

    @Flag(name: .shortAndLong, help: "Also list the checks that pass.")
    var verbose = false

    func run() throws {
        let terminal = Terminal.standardOutput
        var passed = 0, failed = 0, invalid = false
        for file in files {
            let scenario: Scenario
            do {
                scenario = try ScenarioInput.load(file)
            } catch {
                invalid = true
                continue
            }
            let run = ScenarioRun(scenario)
            for check in run.checks {
                let where_ = "\(check.location)"
                if check.passed {
                    passed += 1
                    if verbose { print("\(where_): \(terminal.paint("passed", .green)): \(check.summary)") }
                } else {
                    failed += 1
                    print("\(where_): \(terminal.paint("error", .red)): \(check.summary)")
                    if let reason = check.reason { print("    \(terminal.paint(reason, .dim))") }
                }
            }
        }
        print("\(passed) passed, \(failed) failed")
        if invalid { throw ExitStatus.invalidInput }
        if failed > 0 { throw ExitStatus.checkFailed }
    }
}
