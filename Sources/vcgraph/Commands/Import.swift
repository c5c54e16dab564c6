import ArgumentParser
import PresentationModel
import StoryboardImport

/// `vcgraph import FILE.storyboard… -o scenario.yaml [--segue ID] [--device D] [--ios N]`.
struct Import: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Write a storyboard as a scenario file, with steps that fire a chosen segue.",
        discussion: """
            The scenario's window root is the initial controller. With --segue, its steps fire the \
            shortest chain of segues that brings the segue's source on screen, then the segue \
            itself; each step's comment names the line of its segue. Add expectations under \
            'expect:' and keep the file in your tests ('vcgraph check').

            Example:
              vcgraph import Main.storyboard --segue ShowDetail -o show-detail.yaml
            """
    )

    @Argument(help: "Storyboard files, or folders of them.", completion: .file(extensions: ["storyboard"]))
    var files: [String]

    @Option(name: .shortAndLong, help: "The scenario file to write (default: standard output).")
    var output: String?

    @Option(help: "The segue to fire: its element id, or its identifier when only one segue has it.")
    var segue: String?

    @Option(help: "iphone or ipad.")
    var device: Device = .iphone

    @Option(help: "The iOS version whose behaviour applies.")
    var ios: Int = 17

    func validate() throws {
        try StoryboardOptions.validate(ios: ios)
    }

    func run() throws {
        let imported = try StoryboardInput.scenario(files, segue: segue, device: device, iosVersion: ios)
        if let output {
            try OutputFile.write(Array(imported.yaml.utf8), to: output)
        } else {
            try OutputWriter.standardOutput.write(imported.yaml)
        }
    }
}

extension Device: ExpressibleByArgument {}
