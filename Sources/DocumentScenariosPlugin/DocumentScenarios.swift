import Foundation
import PackagePlugin

/// `swift package document-scenarios [--input FOLDER] [--output FOLDER] [--title TEXT]`:
/// turns a folder of scenario files into diagrams and Markdown pages, by running
/// `vcgraph document` on every `.yaml`, `.yml` and `.json` file in it.
@main
struct DocumentScenarios: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let root = context.package.directoryURL
        // Relative paths are taken from the package's root.
        func resolve(_ path: String) -> URL {
            path.hasPrefix("/") ? URL(fileURLWithPath: path) : root.appending(path: path)
        }
        let input = extractor.extractOption(named: "input").last.map(resolve) ?? root.appending(path: "samples")
        let output =
            extractor.extractOption(named: "output").last.map(resolve)
            ?? context.pluginWorkDirectoryURL.appending(path: "scenarios")
        let title = extractor.extractOption(named: "title").last ?? "Scenarios"

        let names = try FileManager.default.contentsOfDirectory(atPath: input.path)
            .filter { ["yaml", "yml", "json"].contains(URL(fileURLWithPath: $0).pathExtension) }
            .sorted()
        guard !names.isEmpty else {
            Diagnostics.error("no scenario files (.yaml, .yml, .json) in \(input.path)")
            return
        }
        let tool = try context.tool(named: "vcgraph")
        let process = Process()
        process.executableURL = tool.url
        process.arguments =
            ["document"] + names.map { input.appending(path: $0).path }
            + ["--output", output.path, "--title", title]
        try process.run()
        process.waitUntilExit()
        if process.terminationStatus != 0 {
            Diagnostics.error("vcgraph document exited with status \(process.terminationStatus)")
        }
    }
}
