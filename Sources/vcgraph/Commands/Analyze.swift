import ArgumentParser
import DumpImport
import PresentationFiles
import PresentationModel
import PresentationReports
import PresentationScenarios
import ScenarioYAML

/// `vcgraph analyze FILE [--format text|json] [--step N]`.
struct Analyze: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "analyze",
        abstract: "Print the hierarchy and why each presentation went where it did.",
        discussion: """
            The text form is a tree in the spirit of UIKit's _printHierarchy ('|' for a child, '+' \
            for a presented controller) followed by each presentation's explanation. The JSON form \
            is the report of the scenario format, byte-for-byte deterministic.

            Examples:
              vcgraph analyze samples/homepwner-current-context.yaml
              vcgraph analyze samples/presentation-chain.yaml --format json --step 1
              vcgraph analyze hierarchy.txt --kind MyShell=tabBar

            --steps prints one line per step instead: what it did and why, with the rules it \
            rests on (a dismiss sent to a presenter ends what it presented, R9.1).

            A _printHierarchy dump is read as UIKit showed it: containment as printed, each \
            presentation kept on the presenter the dump shows. The model then replays each \
            presentation and compares each state: with its own isOnScreen, and says where it \
            disagrees (warnings at the dump's lines) or that it agrees.
            """
    )

    enum Format: String, ExpressibleByArgument, CaseIterable {

        init?(argument: String) {

            guard let value: Self = choice(argument) else { return nil }

            self = value

        }

        case text, json
    }

    @OptionGroup var input: ScenarioInput

    @Option(help: "text or json.")
    var format: Format = .text

    @Flag(help: "Narrate the steps: one line per step, what it did and why.")
    var steps = false

    func run() throws {
        let loaded = try input.load()
        let run = try input.run(loaded)
        // A dump is compared with the rules; its findings join the diagnostics.
        let comparison = loaded.dump.map { DumpComparison($0, run: run) }
        let output = OutputWriter.standardOutput
        if steps {
            let narration = StepNarration(scenario: run.scenario, upTo: input.step)
            switch format {
            case .text where run.scenario.steps.isEmpty:
                try output.write("\(InputText.escaped(input.file)): no steps: the input declares its controllers and does nothing with them\n")
            case .text: try output.write(narration.lines.map { "\($0.location): \($0.text)\n" }.joined())
            case .json: try output.write(narration.json.text)
            }
            return
        }
        switch format {
        case .json:
            try JSONReport(
                run.hierarchy, diagnostics: run.diagnostics + (comparison?.findings ?? []), environmentSources: run.scenario.environmentSources
            ).stream { chunk in
                try output.write(chunk)
            }
        case .text:
            try output.write(AnalysisReport(run).text + (comparison.map { "\n" + $0.summary(file: input.file) } ?? ""))
        }
    }
}
