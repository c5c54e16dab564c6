import Foundation
import PackagePlugin

/// Builds the rulebook into PresentationModel: RulebookGenerator reads the articles of
/// `Documentation.docc/Rulebook` (their markup: `RulebookMarkup`) into a Swift source of the
/// target, so the module holds the rulebook as data without reading a file at run time, and an
/// error in an article fails the build at its line.
@main
struct EmbedRulebook: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let folder = target.directoryURL.appending(path: "Documentation.docc").appending(path: "Rulebook")
        let articles = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter { $0.hasSuffix(".md") }.sorted().map { folder.appending(path: $0) }
        let output = context.pluginWorkDirectoryURL.appending(path: "EmbeddedRulebook.swift")
        return [
            .buildCommand(
                displayName: "Embedding the rulebook's \(articles.count) articles",
                executable: try context.tool(named: "RulebookGenerator").url,
                arguments: [output.path] + articles.map(\.path),
                inputFiles: articles,
                outputFiles: [output]
            )
        ]
    }
}
