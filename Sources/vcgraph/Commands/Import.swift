import ArgumentParser
import ScenarioYAML

/// `vcgraph import FILE [-o scenario.yaml]`: another input written as a scenario file.
struct Import: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Write an input (a _printHierarchy dump) as a scenario file.",
        discussion: """
            The scenario declares the windows and families the dump shows, observes each \
            presentation as the dump shows it (observePresentation steps) and expects each \
            state: as isOnScreen, so 'vcgraph check' on it compares UIKit's screen with the model's.

            Examples:
              vcgraph import hierarchy.txt -o hierarchy.yaml
              vcgraph import hierarchy.txt --kind MyShell=tabBar
            """
    )

    @Argument(help: "A _printHierarchy dump (or a scenario file).", completion: .file())
    var file: String

    @OptionGroup var options: InputOptions

    @Option(name: .shortAndLong, help: "The scenario file to write (default: standard output).")
    var output: String?

    func run() throws {
        let loaded = try ScenarioInput.load(file, reading: try options.reading())
        let yaml: String
        do {
            yaml = try ScenarioWriter.yaml(for: loaded.scenario)
        } catch {
            Terminal.error("\(file): error: \(error.description)")
            throw ExitStatus.invalidInput
        }
        if let output {
            try OutputFile.write(Array(yaml.utf8), to: output)
        } else {
            try OutputWriter.standardOutput.write(yaml)
        }
    }
}
