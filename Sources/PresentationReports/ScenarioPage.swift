import PresentationScenarios
import PresentationModel

/// A documentation page for a scenario, in Markdown: its title and description, its diagram,
/// the hierarchy as a tree, why each presentation went where it went, and how its checks
/// came out. `vcgraph document` writes one beside each diagram, and an index of them all.
public struct ScenarioPage: Sendable {
    public let markdown: String

    /// - Parameters:
    ///   - run: The scenario, run.
    ///   - image: The diagram's file name, relative to the page.
    public init(_ run: ScenarioRun, image: String) {
        var text = "# \(run.scenario.name)\n\n"
        if let description = run.scenario.trimmedDescription { text += description + "\n\n" }
        text += "![\(run.scenario.name)](\(image))\n\n"
        text += "## The hierarchy\n\n```text\n" + HierarchyDescription(run.hierarchy).text + "```\n"
        let presentations = run.hierarchy.presentations
        if !presentations.isEmpty {
            text += "\n## Presentations\n"
            for presentation in presentations {
                text += "\n" + PresentationExplanation(presentation, in: run.hierarchy).markdown + "\n"
            }
        }
        if !run.diagnostics.isEmpty {
            text += "\n## What UIKit says\n\n"
            text +=
                run.diagnostics.map { "- \($0.diagnostic.severity.rawValue) at step \($0.step.map(String.init) ?? "0"): `\($0.diagnostic.message)`" }
                .joined(separator: "\n") + "\n"
        }
        let failed = run.checks.filter { !$0.passed }
        text += "\n## Checks\n\n\(run.checks.count - failed.count) passed, \(failed.count) failed\n"
        for check in failed { text += "\n- \(check.location): \(MarkdownText.escaped(check.summary))" }
        if !failed.isEmpty { text += "\n" }
        markdown = text
    }

    /// The index page: a title and one line a scenario, linking its page.
    public static func index(title: String, entries: [(name: String, page: String, description: String?)]) -> String {
        var text = "# \(title)\n\n"
        for entry in entries {
            let summary = entry.description.map { " — " + $0.split(whereSeparator: \.isNewline).joined(separator: " ") } ?? ""
            text += "- [\(entry.name)](\(entry.page))\(summary)\n"
        }
        return text
    }
}
