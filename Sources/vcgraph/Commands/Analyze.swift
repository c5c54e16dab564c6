import ArgumentParser
import PresentationReports
import PresentationScenarios
import ScenarioYAML
import PresentationModel

/// `vcgraph analyze FILE [--format text|json] [--step N]`.
struct Analyze: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Print the hierarchy and why each presentation went where it did.",
        discussion: """
            The text form is a tree in the spirit of UIKit's _printHierarchy ('|' for a child, '+' \
            for a presented controller) followed by each presentation's explanation. The JSON form \
            is the report of the scenario format, byte-for-byte deterministic.

            Examples:
              vcgraph analyze samples/homepwner-current-context.yaml
              vcgraph analyze samples/presentation-chain.yaml --format json --step 1
            """
    )

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case text, json
    }

    @OptionGroup var input: ScenarioInput

    @Option(help: "text or json.")
    var format: Format = .text

    func run() throws {
        let scenario = try input.load()
        let run = try input.run(scenario)
        let output = OutputWriter.standardOutput
        switch format {
        case .json:
            try JSONReport(run.hierarchy, diagnostics: run.diagnostics).stream { chunk in try output.write(chunk) }
        case .text:
            try output.write(AnalysisReport(run).text)
        }
    }
}
