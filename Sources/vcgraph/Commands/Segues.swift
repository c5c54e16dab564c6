import ArgumentParser
import PresentationFiles
import PresentationJSON
import PresentationModel
import PresentationScenarios
import SourceImport
import StoryboardImport

/// `vcgraph segues FILE.storyboard… [--device iphone|ipad|both] [--ios N] [--format text|json]`.
struct Segues: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "segues",
        abstract: "Resolve every segue of storyboards, and every presentation and push of Swift sources.",
        discussion: """
            Each segue is fired in the state reached from the initial controller along the shortest \
            chain of segues that brings its source on screen, on an iPhone (compact width) and an \
            iPad (regular width). Storyboard references are followed across the files given (a \
            folder gives every .storyboard under it).

            Swift sources (.swift files, or folders of them) are read statically: the launch's \
            window root, then each method of a view controller the code puts on screen that \
            presents, pushes or shows, path by path, each call site with the model's answer and its \
            certainty: decided by the code, assumed (with the assumptions, A1 to A10, printed \
            under it), or unknown (listed with its reason, never applied). Code is read on an \
            iPhone unless --device ipad.

            Findings print as a compiler prints them, at the segue's line and column, each with \
            its id in brackets; --silence ID leaves out every finding of that id, --silence \
            ID:ELEMENT the one about that segue or scene element. Exit status 1 when a finding \
            that is not silenced is an error.

            --format json prints one JSON object: the storyboards' report, or the code's, or, \
            given both, an object whose "storyboards" and "code" hold each.

            Examples:
              vcgraph segues Main.storyboard
              vcgraph segues App/Base.lproj --device ipad --ios 18 --format json
              vcgraph segues App/Sources
            """
    )

    enum DeviceChoice: String, ExpressibleByArgument, CaseIterable {

        init?(argument: String) {

            guard let value: Self = choice(argument) else { return nil }

            self = value

        }

        case iphone, ipad, both

        var devices: [Device] {
            switch self {
            case .iphone: [.iphone]
            case .ipad: [.ipad]
            case .both: [.iphone, .ipad]
            }
        }
    }

    enum Format: String, ExpressibleByArgument, CaseIterable {

        init?(argument: String) {

            guard let value: Self = choice(argument) else { return nil }

            self = value

        }

        case text, json
        /// The findings alone, as GitHub Actions annotations on the pull request's lines.
        case github
    }

    @Argument(help: "Storyboards and Swift sources, or folders of them.", completion: .vcgraphInputs)
    var files: [String]

    @Option(help: "iphone, ipad or both.")
    var device: DeviceChoice = .both

    @Option(help: "The iOS version whose behaviour applies (\(StoryboardOptions.iosRange.lowerBound) to \(StoryboardOptions.iosRange.upperBound)).")
    var ios: Int = 17

    @Option(
        name: [.customLong("format"), .customLong("reporter")],
        help: "text, json, or github (the findings as GitHub Actions annotations; --reporter github says the same).")
    var format: Format = .text

    @Option(help: "Leave out findings of this id, or ID:ELEMENT for one (repeatable).")
    var silence: [String] = []

    @OptionGroup var customSegues: CustomSegueOptions

    @OptionGroup var places: PlaceOptions

    func validate() throws {
        try StoryboardOptions.validate(ios: ios)
        // Storyboards and code share some ids: each is listed once.
        var ids: [String] = []
        for id in StoryboardFinding.Kind.allCases.map(\.rawValue) + CodeReport.findingIDs where !ids.contains(id) { ids.append(id) }
        try PathArguments.validate(files)
        for entry in silence {
            let id = String(entry.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)[0])
            guard !ids.contains(id) else { continue }
            let suggestion = nearestName(to: id, in: ids).map { "; did you mean '\($0)'?" } ?? ""
            throw ValidationError(
                "--silence takes a finding id, optionally with :ELEMENT; got '\(InputText.escaped(entry))'\(suggestion) (the ids: \(ids.joined(separator: ", ")))"
            )
        }
    }

    func run() throws {
        let rules = try customSegues.customSegues()
        let inputs = try VCGraph.withNotes { notes throws(InputFailure) in
            try InputPaths.expand(files, extensions: ["storyboard", "swift"], naming: ".storyboard or .swift files", notes: &notes)
        }
        let swift = inputs.filter { $0.lowercased().hasSuffix(".swift") }
        let storyboards = inputs.filter { !$0.lowercased().hasSuffix(".swift") }
        var hasErrors = false
        var catalog: StoryboardCatalog?
        // With storyboards and code, JSON is one document holding both reports.
        var documents: [String: JSONValue] = [:]
        let both = !storyboards.isEmpty && !swift.isEmpty
        if !storyboards.isEmpty || swift.isEmpty {
            let read = try VCGraph.withNotes { notes throws(InputFailure) in
                try StoryboardInput.catalog(storyboards, customSegues: rules, notes: &notes)
            }
            catalog = read
            let report = SegueReport(read, devices: device.devices, iosVersion: ios, silencing: Set(silence))
            switch format {
            case .text: try OutputWriter.standardOutput.write(report.text)
            case .json:
                if both { documents["storyboards"] = report.jsonValue } else { try OutputWriter.standardOutput.write(report.json) }
            case .github: try OutputWriter.standardOutput.write(report.githubAnnotations)
            }
            hasErrors = report.hasErrors
        }
        if !swift.isEmpty {
            // The storyboards given are read with the code: its segues and scenes are theirs.
            let sources = try SourceInput.read(swift)
            let environment = Environment(device: device == .ipad ? .ipad : .iphone, iosVersion: ios)
            let report = CodeReport(sources, storyboards: catalog, environment: environment, places: try places.places())
                .silencing(Set(silence))
            switch format {
            case .text: try OutputWriter.standardOutput.write(report.text)
            case .json:
                if both { documents["code"] = report.jsonValue } else { try OutputWriter.standardOutput.write(report.json) }
            case .github: try OutputWriter.standardOutput.write(report.githubAnnotations)
            }
            hasErrors = hasErrors || report.hasErrors
            LeftToExit.keep(report)
        }
        if both, format == .json { try OutputWriter.standardOutput.write(JSONValue.object(documents).text) }
        if hasErrors { throw ExitStatus.checkFailed }
    }
}

/// The options storyboard commands share.
enum StoryboardOptions {
    /// The versions whose documented behaviour the model knows (`automatic` before and after 13 and 18).
    static let iosRange = 8...26

    static func validate(ios: Int) throws {
        if !iosRange.contains(ios) {
            throw ValidationError("--ios takes a version from \(iosRange.lowerBound) to \(iosRange.upperBound); got '\(ios)'")
        }
    }
}
