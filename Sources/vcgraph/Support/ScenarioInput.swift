import ArgumentParser
import Foundation
import PresentationFormats
import PresentationModel

/// Reading a scenario file for a command, and the options every reading command shares.
struct ScenarioInput: ParsableArguments {
    @Argument(help: "A scenario file (.yaml, .yml or .json).", completion: .file(extensions: ["yaml", "yml", "json"]))
    var file: String

    @Option(help: "Show the hierarchy after step N (0: as declared). Default: after every step.")
    var step: Int?

    func validate() throws {
        if let step, step < 0 { throw ValidationError("--step takes a step number from 0 on") }
    }

    /// The scenario, or a located error on standard error and exit status 2.
    func load() throws -> Scenario {
        try ScenarioInput.load(file)
    }

    static func load(_ file: String) throws -> Scenario {
        let text: String
        do {
            text = try String(contentsOfFile: file, encoding: .utf8)
        } catch {
            Terminal.error("\(file): error: cannot read the file: \(error.localizedDescription)")
            throw ExitStatus.invalidInput
        }
        do {
            return try ScenarioReader.read(text, file: file)
        } catch {
            Terminal.error(Terminal.standardError.paint(error.description, .red))
            throw ExitStatus.invalidInput
        }
    }

    /// Runs the scenario up to `--step`, refusing a step past the last.
    func run(_ scenario: Scenario) throws -> ScenarioRun {
        if let step, step > scenario.steps.count {
            Terminal.error("\(file): error: --step \(step) is past the last step (\(scenario.steps.count))")
            throw ExitStatus.invalidInput
        }
        return ScenarioRun(scenario, upTo: step)
    }
}
