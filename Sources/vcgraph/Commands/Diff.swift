import ArgumentParser
import HierarchyDiff
import PresentationFiles
import PresentationScenarios

/// `vcgraph diff A B [--format text|json]`: what differs between two inputs.
struct Diff: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "diff",
        abstract: "Compare two inputs: the controllers, containment and presentation links that differ.",
        discussion: """
            Each input (a scenario, a _printHierarchy dump) is run to its end and the two \
            hierarchies are compared. Controllers are matched by class and by their order in the \
            text tree ('UINavigationController #2'), so a dump and a scenario compare whatever ids \
            they use. Exit status 1 when they differ.

            Examples:
              vcgraph diff before.txt after.txt
              vcgraph diff hierarchy.txt samples/bnr-tab-bar-presents-navigation.yaml --format json
            """
    )

    enum Format: String, ExpressibleByArgument, CaseIterable {

        init?(argument: String) {

            guard let value: Self = choice(argument) else { return nil }

            self = value

        }

        case text, json
    }

    @Argument(help: "The first input.", completion: .vcgraphInputs)
    var a: String

    @Argument(help: "The second input.", completion: .vcgraphInputs)
    var b: String

    @OptionGroup var options: InputOptions

    @Option(help: "text or json.")
    var format: Format = .text

    func validate() throws {
        try PathArguments.validate([a, b])
    }

    func run() throws {
        let reading = try options.reading()
        let first = try VCGraph.load(a, reading: reading).run()
        let second = try VCGraph.load(b, reading: reading).run()
        let diff = HierarchyDiff(first.hierarchy, second.hierarchy)
        try OutputWriter.standardOutput.write(format == .json ? diff.json(a: a, b: b) : diff.text(a: a, b: b))
        if !diff.isEmpty { throw ExitStatus.checkFailed }
    }
}
