import ArgumentParser
import PresentationFiles
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
            Each failure is printed as clang prints an error, so Xcode and CI annotate it: \
            'file:line:col: error:' with expected against actual and the id of the rule that \
            decides the actual value in brackets, then the reason on 'file:line:col: note:' lines \
            that cite their rules; the last line is 'N passed, M failed', unless a file was \
            invalid (exit status 2, no summary). A diagnostic that no expectError or \
            expectWarning names is a failure. A folder stands for the scenario files and \
            _printHierarchy dumps under it (.yaml, .yml, .json, .hierarchy, and .txt whose text \
            reads as a dump; sorted).

            --reporter json prints {passed, failed, files: [{file, checks: [{line, column, step, \
            passed, summary, reason, rule}]}]}; junit prints JUnit XML (one testsuite per file, an \
            input error as an <error> at its line, counted in errors=); \
            github prints workflow commands (::error file=…,line=…,col=…,title=…::message) that a \
            GitHub workflow shows as annotations. Every failure carries a rule id, in every form. \
            A scenario file's reading errors are part of the report in every form (standard \
            error for text).

            Exit status: 0 every check passed; 1 a check failed; 2 a file is invalid, or is a \
            storyboard (it has no expectations: 'vcgraph segues FILE' fires its segues).

            Example:
              vcgraph check samples/*.yaml
              vcgraph check samples
              vcgraph check samples --reporter junit > check.xml
            """
    )

    @Argument(help: "Scenario files or dumps, or folders of them.", completion: .vcgraphInputs)
    var files: [String]

    @OptionGroup var options: InputOptions

    @Flag(name: .shortAndLong, help: "Also list the checks that pass.")
    var verbose = false

    @Option(help: "text, json, junit or github (workflow annotations).")
    var reporter: CheckReporter = .text

    func validate() throws {
        try PathArguments.validate(files)
    }

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
        var results: [CheckReporter.File] = []
        let inputs = try VCGraph.withNotes { notes throws(InputFailure) in
            try InputPaths.expand(
                files, extensions: InputPaths.scenarioExtensions.union(InputPaths.dumpExtensions),
                naming: "scenario files or dumps (.yaml, .yml, .json, .txt or .hierarchy)", notes: &notes)
        }
        for file in inputs {
            // A reader's error is part of the report in every form but text; any other
            // failure goes to standard error.
            var inputError: InputError?
            let reportFailure = { (failure: InputFailure) in
                if reporter != .text, let error = failure.readerError { inputError = error } else { VCGraph.report(failure) }
            }
            // A storyboard declares no expectations: nothing to check, which is not a pass.
            if (reading.kind ?? InputKind.of(path: file)) == .storyboard {
                reportFailure(InputFailure(Self.storyboardHasNoExpectations(file)))
                invalid = true
                if let inputError { results.append(.init(path: file, checks: [], inputError: inputError)) }
                continue
            }
            let input: LoadedInput
            do {
                input = try VCGraph.load(file, reading: reading)
            } catch {
                reportFailure(error)
                invalid = true
                if let inputError { results.append(.init(path: file, checks: [], inputError: inputError)) }
                continue
            }
            let run = input.run()
            if reporter == .text { report.add(run, verbose: verbose) } else { results.append(.init(path: file, checks: run.checks)) }
        }
        var text: String
        if reporter == .text {
            text = report.lines.map { $0 + "\n" }.joined()
            // A run that met an invalid file has no meaningful count: no summary.
            if !invalid { text += report.summary + "\n" }
        } else {
            text = reporter.render(results)
        }
        try OutputWriter.standardOutput.write(text)
        if invalid { throw ExitStatus.invalidInput }
        if report.failed > 0 || results.contains(where: { !$0.checks.allSatisfy(\.passed) }) { throw ExitStatus.checkFailed }
    }

    /// A storyboard given to `check`: it has nothing to check, and `segues` is the command
    /// that reads what it declares.
    static func storyboardHasNoExpectations(_ file: String) -> InputError {
        InputError(
            "a storyboard has no expectations to check; check reads scenario files and _printHierarchy dumps",
            at: SourceLocation(file: file, line: 1, column: 1),
            notes: [
                .init("'vcgraph segues \(file)' fires each of its segues and says what it does"),
                .init("'vcgraph import \(file) -o scenario.yaml' writes a scenario to add expectations to"),
            ])
    }
}

extension CheckReporter: ExpressibleByArgument {
    public init?(argument: String) {
        guard let value: Self = choice(argument) else { return nil }
        self = value
    }
}
