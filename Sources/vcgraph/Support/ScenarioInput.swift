import ArgumentParser
import PresentationFiles
import PresentationScenarios

/// The input argument of a command that reads one file, and the options every reading
/// command shares.
struct ScenarioInput: ParsableArguments {
    @Argument(
        help: "A scenario file (.yaml, .yml or .json), a storyboard (its initial state on an iPhone) or a _printHierarchy dump.",
        completion: .vcgraphInputs)
    var file: String

    @OptionGroup var options: InputOptions

    @Option(help: "Show the hierarchy after step N (0: as declared). Default: after every step.")
    var step: Int?

    func validate() throws {
        if let step, step < 0 { throw ValidationError("--step takes a step number from 0 on") }
        try PathArguments.validate([file])
    }

    /// The scenario, or why it cannot be read.
    func load() throws -> LoadedInput {
        let reading = try options.reading()
        return try VCGraph.load(file, reading: reading)
    }

    /// Runs the scenario up to `--step`, refusing a step past the last.
    func run(_ input: LoadedInput) throws -> ScenarioRun {
        let scenario = input.scenario
        if let step, step > scenario.steps.count {
            throw InputFailure(line: "\(InputText.escaped(file)): error: --step \(step) is past the last step (\(scenario.steps.count))")
        }
        return input.run(upTo: step)
    }
}
