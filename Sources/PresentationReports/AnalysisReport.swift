import PresentationScenarios
import PresentationModel

/// The text form of `vcgraph analyze`: the title, the description, the hierarchy as a tree,
/// the diagnostics as a compiler prints them, and each presentation's explanation; what the
/// input says shown as data (``InputText``; a description keeps its own lines).
public struct AnalysisReport: Sendable {
    public let text: String

    public init(_ run: ScenarioRun) {
        var text = "# \(InputText.escaped(run.scenario.name))\n"
        if let description = run.scenario.trimmedDescription {
            text += "\n" + InputText.escaped(description, keepingLineFeeds: true) + "\n"
        }
        // An imported input (a dump) says how its environment was decided.
        if let sources = run.scenario.environmentSources {
            text += "\nenvironment: \(run.hierarchy.environment.caption(sources: sources))\n"
        }
        text += "\n" + HierarchyText.tree(run.hierarchy)
        if !run.diagnostics.isEmpty {
            text += "\n" + run.diagnostics.map { $0.formatted(file: run.scenario.file) }.joined(separator: "\n") + "\n"
        }
        for presentation in run.hierarchy.presentations {
            text += "\n" + PresentationExplanation(presentation, in: run.hierarchy).text + "\n"
        }
        self.text = text
    }
}
