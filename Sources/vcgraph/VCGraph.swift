import ArgumentParser

/// The `vcgraph` command: parsing arguments, reading files and choosing outputs. The rules
/// live in `PresentationModel`; this target has none of its own.
@main
struct VCGraph: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "vcgraph",
        abstract: "Who presents this view controller, what it covers, which family it is in, and why.",
        discussion: """
            vcgraph reads scenario files (YAML or JSON) that declare a UIKit view-controller \
            hierarchy and steps that change it, and computes every relationship UIKit computes.

            Exit status: 0 success; 1 a check failed; 2 invalid input; 3 an output could not be written.
            """,
        subcommands: [Analyze.self, Check.self, Explain.self, Render.self, Document.self]
    )
}
