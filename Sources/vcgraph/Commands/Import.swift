import ArgumentParser
import PresentationFiles
import SourceImport
import PresentationModel
import PresentationScenarios
import ScenarioYAML
import StoryboardImport

/// `vcgraph import INPUT… [-o scenario.yaml]`: a storyboard or a `_printHierarchy` dump written
/// as a scenario file.
struct Import: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Write a storyboard or a _printHierarchy dump as a scenario file.",
        discussion: """
            A storyboard: the scenario's window root is the initial controller. With --segue, its \
            steps fire the shortest chain of segues that brings the segue's source on screen, then \
            the segue itself; each step's comment names the line of its segue. Several storyboards \
            (or a folder) resolve references between them.

            A dump: the scenario declares the windows and families the dump shows, observes each \
            presentation as the dump shows it (observePresentation steps) and expects each state: \
            as isOnScreen, so 'vcgraph check' on it compares UIKit's screen with the model's. \
            The device and iOS version are what the dump shows (two split-view columns on \
            screen: an iPad; 32-bit addresses: iOS 10; a class that exists from some version), \
            else the default; each is written with a comment saying which and why. --device, \
            --ios and the size-class options beat what the dump shows, with a note where they \
            differ.

            Add expectations under 'expect:' and keep the file in your tests ('vcgraph check').

            Examples:
              vcgraph import Main.storyboard --segue ShowDetail -o show-detail.yaml
              vcgraph import hierarchy.txt --kind MyShell=tabBar -o hierarchy.yaml
              vcgraph import ipad-hierarchy.txt --ios 12 -o ipad.yaml
            """
    )

    @Argument(help: "Storyboard files or folders of them, or one _printHierarchy dump.", completion: .vcgraphInputs)
    var files: [String]

    @OptionGroup var options: InputOptions

    @Option(name: .shortAndLong, help: "The scenario file to write (default: standard output).")
    var output: String?

    @Option(help: "For storyboards: the segue to fire, by element id, or by identifier when only one segue has it.")
    var segue: String?

    func validate() throws {
        try PathArguments.validate(files, output: output)
    }

    func run() throws {
        let reading = try options.reading()
        let scenario: Scenario
        var comments: [String] = []
        let storyboards = files.allSatisfy { (reading.kind ?? InputKind.of(path: $0)) == .storyboard }
        let inputs = try VCGraph.withNotes { notes throws(InputFailure) in
            try InputPaths.expand(files, extensions: ["storyboard", "swift"], naming: ".storyboard or .swift files", notes: &notes)
        }
        let swift = inputs.filter { $0.lowercased().hasSuffix(".swift") }
        if !swift.isEmpty {
            // Swift sources: the path to one call site, with the storyboards given beside them.
            let loaded = try VCGraph.withNotes { notes throws(InputFailure) in try SourceInput.load(files, reading: reading, notes: &notes) }
            scenario = loaded.scenario
            comments = loaded.comments
        } else if storyboards {
            let imported = try VCGraph.withNotes { notes throws(InputFailure) in
                try StoryboardInput.scenario(files, segue: segue, reading: reading, notes: &notes)
            }
            // A scenario has a window; a storyboard with no initial view controller gives none
            // unless a segue is fired (its source's scene is then the window root): refused at
            // the storyboard, as the scenario reader would refuse the file.
            guard !imported.scenario.windows.isEmpty else {
                let file = imported.scenario.file
                throw InputFailure(
                    line:
                        "\(InputText.escaped(file)):1:1: error: the storyboard has no initial view controller (initialViewController), so the scenario would have no window; "
                        + "give --segue ID to fire a segue from its scene, or set an initial view controller"
                )
            }
            scenario = imported.scenario
            comments = imported.comments
        } else {
            guard files.count == 1, let file = files.first else {
                throw InputFailure(line: "error: import takes storyboards, or one dump or scenario file")
            }
            let loaded = try VCGraph.load(file, reading: reading)
            scenario = loaded.scenario
            comments = loaded.dump?.comments ?? []
        }
        let yaml: String
        do {
            yaml = try ScenarioWriter.yaml(for: scenario, comments: comments, locatingSteps: storyboards || reading.site != nil)
        } catch {
            throw InputFailure(line: "\(InputText.escaped(files.joined(separator: ", "))): error: \(InputText.escaped(error.description))")
        }
        if let output {
            try OutputFile.write(Array(yaml.utf8), to: output)
        } else {
            try OutputWriter.standardOutput.write(yaml)
        }
    }
}

extension Device: ExpressibleByArgument {
    public init?(argument: String) {
        guard let value: Self = choice(argument) else { return nil }
        self = value
    }
}
