import ArgumentParser

/// The `vcgraph` command: parsing arguments and choosing outputs. The rules live in
/// `PresentationModel`; this target has none of its own.
@main
struct VCGraph: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "vcgraph",
        abstract: "Who presents this view controller, what it covers, which family it is in, and why.",
        subcommands: [Demo.self]
    )
}
