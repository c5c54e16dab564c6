import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory document-scenarios --input FOLDER...
/// [--target T] [--output FOLDER] [--title TEXT] [--format docc|markdown]`: runs `vcgraph docs`
/// over the flows given (scenario files, storyboards, dumps, Swift sources, or folders of them).
///
/// `--input` is required: the plugin documents only what it is told to. Every input is read
/// before anything is written (`vcgraph docs --require-valid`), so an invalid one leaves the
/// package as it was, and its error is reported at its place.
///
/// With `--target T`, the pages go into the target's DocC catalog (`Sources/T/T.docc/Flows`,
/// the catalog created when the target has none), so `swift package generate-documentation`
/// for T includes the flows, linked from the module's pages as `<doc:Flows>`. Without it,
/// into `--output` (default: a `Flows.docc` catalog in the plugin's work folder).
///
/// The package has one rulebook: the first target documented gets its articles, and the flows
/// of any other target link their rule ids to that target's published pages
/// (`/documentation/first/rules-…`, which resolve when the targets' documentation is hosted
/// together, as `docc merge` combines it). `--rulebook-at URL` names another place.
@main
struct DocumentScenarios: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let root = context.package.directoryURL
        // Relative paths are taken from the package's root.
        func resolve(_ path: String) -> URL {
            path.hasPrefix("/") ? URL(fileURLWithPath: path) : root.appending(path: path)
        }
        let inputs = extractor.extractOption(named: "input").map(resolve)
        guard !inputs.isEmpty else {
            Diagnostics.error(
                "document-scenarios: name the flows to document with --input FOLDER (scenario files, storyboards, _printHierarchy dumps or Swift sources, or folders of them); nothing was written"
            )
            return
        }
        let format = extractor.extractOption(named: "format").last ?? "docc"
        let title = extractor.extractOption(named: "title").last ?? "Flows"
        var rulebook = extractor.extractOption(named: "rulebook-at").last
        let output: URL
        if let name = extractor.extractOption(named: "target").last {
            guard let target = try context.package.targets(named: [name]).first else {
                Diagnostics.error("no target named \(name) in the package")
                return
            }
            let catalog =
                (try? FileManager.default.contentsOfDirectory(atPath: target.directoryURL.path))?
                .sorted().first { $0.hasSuffix(".docc") } ?? "\(name).docc"
            output = target.directoryURL.appending(path: catalog).appending(path: "Flows")
            if rulebook == nil, !Self.holdsRulebook(output) {
                rulebook = try context.package.targets.map(\.name).sorted().filter { $0 != name }.first { other in
                    try context.package.targets(named: [other]).first.map {
                        Self.flowsFolders(of: $0.directoryURL).contains(where: Self.holdsRulebook)
                    }
                        ?? false
                }.map { "/documentation/\($0.lowercased())" }
            }
        } else {
            output =
                extractor.extractOption(named: "output").last.map(resolve)
                ?? context.pluginWorkDirectoryURL.appending(path: "Flows.docc")
        }
        let tool = try context.tool(named: "vcgraph")
        let process = Process()
        process.executableURL = tool.url
        process.arguments =
            ["docs", "--require-valid"] + inputs.map(\.path) + ["--output", output.path, "--title", title, "--format", format]
            + (rulebook.map { ["--rulebook-at", $0] } ?? [])
        try process.run()
        process.waitUntilExit()
        switch process.terminationStatus {
        case 0: print("wrote the flows' documentation into \(output.path)")
        case 1: Diagnostics.warning("vcgraph docs: some checks failed; the pages mark them (\(output.path))")
        case 2: Diagnostics.error("vcgraph docs: an input is invalid (its error is above); nothing was written")
        default: Diagnostics.error("vcgraph docs exited with status \(process.terminationStatus)")
        }
    }

    /// The `Flows` folders of a target's DocC catalogs.
    static func flowsFolders(of target: URL) -> [URL] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: target.path)) ?? []
        return names.filter { $0.hasSuffix(".docc") }.sorted().map { target.appending(path: $0).appending(path: "Flows") }
    }

    /// Whether vcgraph wrote the rulebook into `folder`: its manifest and the rulebook's index.
    static func holdsRulebook(_ folder: URL) -> Bool {
        let manager = FileManager.default
        return manager.fileExists(atPath: folder.appending(path: ".vcgraph-docs-manifest").path)
            && manager.fileExists(atPath: folder.appending(path: "Rules.md").path)
    }
}
