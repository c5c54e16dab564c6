import ArgumentParser
import PresentationFiles
import ScenarioYAML

/// `vcgraph schema [-o FILE]`: the scenario format as a JSON Schema.
struct Schema: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "schema",
        abstract: "Print the scenario format as a JSON Schema, for editors to complete and check scenario files.",
        discussion: """
            The schema (JSON Schema draft-07) says every key, the kind of every value, the words \
            a choice takes, one kind key per controller node and one step key per step. What \
            needs the whole file (an id declared before it is named, what UIKit refuses) only \
            vcgraph check says. An editor with a YAML language server checks a file whose first \
            or last line names the schema:

              # yaml-language-server: $schema=PATH/scenario.schema.json

            Examples:
              vcgraph schema -o scenario.schema.json
            """
    )

    @Option(name: .shortAndLong, help: "The file to write (default: standard output).")
    var output: String?

    func validate() throws {
        if let output { try PathArguments.validate([output]) }
    }

    func run() throws {
        if let output {
            try OutputFile.write(Array(ScenarioSchema.text.utf8), to: output)
        } else {
            try OutputWriter.standardOutput.write(ScenarioSchema.text)
        }
    }
}
