import ArgumentParser

/// `vcgraph document FILE... -o FOLDER`: the former name of `vcgraph docs --format markdown`,
/// kept so that existing scripts and the `document-scenarios` plugin go on working.
struct Document: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "document",
        abstract: "The same as 'vcgraph docs --format markdown' (kept for existing scripts).",
        discussion: """
            Writes NAME.md and a diagram per step (NAME-step-N.svg) per input, and index.md. \
            See 'vcgraph docs --help'.

            Example:
              vcgraph document samples -o docs --title "Presentation samples"
            """
    )

    @Argument(help: "Scenario files, storyboards, _printHierarchy dumps, or folders of them.", completion: .vcgraphInputs)
    var files: [String]

    @OptionGroup var options: InputOptions

    @Option(name: .shortAndLong, help: "The folder to write into.")
    var output: String

    @Option(help: "The index page's title.")
    var title = "Scenarios"

    @Option(help: "Worker processes drawing inputs in parallel. Default: the number of cores.")
    var jobs: Int?

    func validate() throws {
        try PathArguments.validate(files, output: output)
    }

    func run() async throws {
        var arguments = ["--format", "markdown", "-o", output, "--title", title] + options.arguments
        if let jobs { arguments += ["--jobs", String(jobs)] }
        let docs = try Docs.parse(arguments + ["--"] + files)
        try await docs.run()
    }
}
