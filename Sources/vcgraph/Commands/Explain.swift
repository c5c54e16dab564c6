import ArgumentParser
import PresentationReports
import PresentationScenarios
import ScenarioYAML
import PresentationModel

/// `vcgraph explain FILE --controller ID`: why a controller has the relations it has.
struct Explain: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "explain",
        abstract: "Explain, in sentences, why a controller has the parent, presenter and context it has.",
        discussion: """
            Example:
              vcgraph explain samples/homepwner-current-context.yaml --controller detail
            """
    )

    @OptionGroup var input: ScenarioInput

    @Option(name: .long, help: "The id of the controller to explain.")
    var controller: String

    func run() throws {
        let run = try input.run(try input.load())
        let hierarchy = run.hierarchy
        guard hierarchy.contains(ControllerID(controller)) else {
            let known = hierarchy.controllers.map { InputText.escaped($0.rawValue) }
            Terminal.error(
                "\(InputText.escaped(input.file)): error: no controller has the id '\(InputText.escaped(controller))'; known ids: \(known.joined(separator: ", "))"
            )
            throw ExitStatus.invalidInput
        }
        try OutputWriter.standardOutput.write(ControllerExplanation(ControllerID(controller), in: hierarchy).text)
    }
}
