import PresentationScenarios
import PresentationModel

/// The text form of `vcgraph analyze`: the title, the description, the hierarchy as a tree,
/// the diagnostics as a compiler prints them, and each presentation's explanation.
public struct AnalysisReport: Sendable {
    public let text: String

    public init(_ run: ScenarioRun) {
        var text = "# \(run.scenario.name)\n"
        if let description = run.scenario.trimmedDescription { text += "\n" + description + "\n" }
        text += "\n" + HierarchyDescription(run.hierarchy).text
        if !run.diagnostics.isEmpty {
            text += "\n" + run.diagnostics.map { $0.formatted(file: run.scenario.file) }.joined(separator: "\n") + "\n"
        }
        for presentation in run.hierarchy.presentations {
            text += "\n" + PresentationExplanation(presentation, in: run.hierarchy).text + "\n"
        }
        self.text = text
    }
}

extension LocatedDiagnostic {
    /// `file:line:col: error: message`, as a compiler prints it, so editors and CI annotate it.
    public func formatted(file: String) -> String {
        "\(file):\(line ?? 1):\(column ?? 1): \(diagnostic.severity.rawValue): \(diagnostic.message)"
    }
}
