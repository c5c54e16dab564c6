import ArgumentParser
import Foundation
import GraphvizRendering
import PresentationDiagrams
import PresentationReports
import PresentationScenarios
import ScenarioYAML
import PresentationModel

/// `vcgraph document FILE... -o FOLDER`: a documentation page and a diagram per scenario,
/// and an index, for documentation builds.
struct Document: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "document",
        abstract: "Write a Markdown page and an SVG diagram per scenario, and an index.",
        discussion: """
            Each scenario gets NAME.md (title, description, diagram, the hierarchy as a tree, \
            why each presentation went where it went, and its checks) and NAME.svg; index.md \
            links them all. The SwiftPM command plugin 'document-scenarios' runs this command.

            Example:
              vcgraph document samples/*.yaml -o docs --title "Presentation samples"
            """
    )

    @Argument(help: "Scenario files or _printHierarchy dumps.", completion: .file())
    var files: [String]

    @OptionGroup var options: InputOptions

    @Option(name: .shortAndLong, help: "The folder to write into.")
    var output: String

    @Option(help: "The index page's title.")
    var title = "Scenarios"

    func run() async throws {
        let reading = try options.reading()
        try OutputFile.makeFolder(output)
        var entries: [(name: String, page: String, description: String?)] = []
        var invalid = false
        for file in files {
            guard let scenario = try? ScenarioInput.load(file, reading: reading).scenario else {
                invalid = true
                continue
            }
            let run = ScenarioRun(scenario)
            let name = URL(fileURLWithPath: file).deletingPathExtension().lastPathComponent
            let diagram = HierarchyDiagram(run.hierarchy, options: .init(title: scenario.name))
            let rendered: RenderedGraph
            do {
                rendered = try await GraphvizRenderer.shared.render(diagram.graph, formats: [.svg])
            } catch {
                Terminal.error("\(file): error: \(error)")
                throw ExitStatus.outputFailed
            }
            for warning in rendered.warnings { Terminal.error("\(file): warning: Graphviz: \(warning)") }
            try OutputFile.write(rendered.data(.svg) ?? [], to: "\(output)/\(name).svg")
            try OutputFile.write(Array(ScenarioPage(run, image: "\(name).svg").markdown.utf8), to: "\(output)/\(name).md")
            entries.append((scenario.name, "\(name).md", scenario.description))
        }
        try OutputFile.write(Array(ScenarioPage.index(title: title, entries: entries).utf8), to: "\(output)/index.md")
        try OutputWriter.standardOutput.write("wrote \(entries.count * 2 + 1) files into \(output)\n")
        if invalid { throw ExitStatus.invalidInput }
    }
}
