import ArgumentParser
import DumpImport
import Foundation
import PresentationReports
import PresentationScenarios
import ScenarioYAML
import PresentationModel

/// Reading a scenario file for a command, and the options every reading command shares.
struct ScenarioInput: ParsableArguments {
    @Argument(
        help: "A scenario file (.yaml, .yml or .json), a storyboard (its initial state on an iPhone) or a _printHierarchy dump.",
        completion: .file())
    var file: String

    @OptionGroup var options: InputOptions

    @Option(help: "Show the hierarchy after step N (0: as declared). Default: after every step.")
    var step: Int?

    func validate() throws {
        if let step, step < 0 { throw ValidationError("--step takes a step number from 0 on") }
        try PathArguments.validate([file])
    }

    /// The scenario, or a located error on standard error and exit status 2.
    func load() throws -> LoadedInput {
        try ScenarioInput.load(file, reading: try options.reading())
    }

    /// The scenario of a file of any kind, or a located error on standard error and exit status 2.
    /// A reader's located errors go to `report` (which `check --reporter` collects for its form).
    static func load(
        _ file: String, reading: InputReading = InputReading(), report: (InputError) -> Void = ScenarioInput.printError
    ) throws -> LoadedInput {
        // The storyboard reader reads bytes itself: its files need not be UTF-8 to be named.
        if (reading.kind ?? InputKind.byExtension(file)) == .storyboard {
            return LoadedInput(
                scenario: try StoryboardInput.launchScenario([file], given: reading.environment, customSegues: reading.customSegues), dump: nil)
        }
        let bytes: [UInt8]
        switch InputFile.bytes(of: file) {
        case .success(let read): bytes = read
        case .failure(let failure):
            Terminal.error("\(InputText.escaped(file)): error: cannot read the file: \(failure.reason)")
            throw ExitStatus.invalidInput
        }
        guard let text = String(validating: bytes, as: UTF8.self) else {
            let place = ScenarioInput.firstInvalidUTF8(in: bytes)
            Terminal.error(
                "\(InputText.escaped(file)):\(place.line):\(place.column): error: the file is not UTF-8 text; expected a YAML or JSON scenario in UTF-8"
            )
            throw ExitStatus.invalidInput
        }
        switch reading.kind ?? InputKind.detect(file: file, text: text) {
        case .storyboard:
            return LoadedInput(
                scenario: try StoryboardInput.launchScenario([file], given: reading.environment, customSegues: reading.customSegues), dump: nil)
        case .scenario:
            do {
                var scenario = try ScenarioReader.read(text, file: file)
                var sources = EnvironmentSources()
                reading.environment.apply(to: &scenario.environment, sources: &sources)
                return LoadedInput(scenario: scenario, dump: nil)
            } catch {
                report(error)
                throw ExitStatus.invalidInput
            }
        case .dump:
            do {
                let dump = try DumpReader.read(text, file: file, kinds: reading.rules, given: reading.environment)
                for (location, message) in dump.scenario.environmentSources?.overrides ?? [] {
                    Terminal.error("\(location): note: \(InputText.escaped(message))")
                }
                return LoadedInput(scenario: dump.scenario, dump: dump)
            } catch {
                report(error)
                throw ExitStatus.invalidInput
            }
        }
    }

    /// Prints a reader's located errors, with their notes, on standard error.
    static func printError(_ error: InputError) {
        Terminal.error(Terminal.standardError.paint(error.description, .red))
    }

    /// Where the first byte that is not UTF-8 lies, counting columns in Unicode scalars.
    static func firstInvalidUTF8(in bytes: [UInt8]) -> (line: Int, column: Int) {
        var iterator = bytes.makeIterator()
        var decoder = UTF8()
        var line = 1, column = 1
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar):
                if scalar == "\n" {
                    line += 1
                    column = 1
                } else {
                    column += 1
                }
            case .emptyInput, .error:
                return (line, column)
            }
        }
    }

    /// Runs the scenario up to `--step`, refusing a step past the last.
    func run(_ input: LoadedInput) throws -> ScenarioRun {
        let scenario = input.scenario
        if let step, step > scenario.steps.count {
            Terminal.error("\(InputText.escaped(file)): error: --step \(step) is past the last step (\(scenario.steps.count))")
            throw ExitStatus.invalidInput
        }
        return ScenarioRun(scenario, upTo: step)
    }
}

/// An input file, read: its scenario, and the dump it came from when it was one.
struct LoadedInput {
    var scenario: Scenario
    var dump: ImportedDump?
}
