import ArgumentParser
import PresentationFiles
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
        let loaded = try input.load()
        let run = try input.run(loaded)
        let hierarchy = run.hierarchy
        guard hierarchy.contains(ControllerID(controller)) else {
            let known = hierarchy.controllers.map(\.rawValue)
            // A few ids are listed; a big app's would fill the terminal, so then only the nearest.
            let listed =
                known.count <= 12 ? " (known ids: \(known.map { InputText.escaped($0) }.joined(separator: ", ")))" : " (\(known.count) controllers)"
            let suggestion = nearestName(to: controller, in: known).map { "; did you mean '\(InputText.escaped($0))'?" } ?? ""
            throw InputFailure(
                line: "\(InputText.escaped(input.file)): error: no controller has the id '\(InputText.escaped(controller))'\(suggestion)\(listed)")
        }
        // What the input rests on (a path of Swift's assumptions) comes first, so that no
        // answer below reads as more certain than its path.
        // An imported input (a dump) says how its environment was decided: who presents, and
        // what is on screen, depend on it.
        let environment = run.scenario.environmentSources.map { "environment: \(hierarchy.environment.caption(sources: $0))\n\n" } ?? ""
        let preface = loaded.comments.map { "# \(InputText.escaped($0))\n" }.joined() + environment
        try OutputWriter.standardOutput.write(preface + ControllerExplanation(ControllerID(controller), in: hierarchy).text)
    }
}
