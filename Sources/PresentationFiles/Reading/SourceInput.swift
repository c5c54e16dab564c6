import PresentationScenarios
import SourceImport
import StoryboardImport

/// Reading an app's Swift sources: the files given, and for each folder the `.swift` files
/// under it in sorted path order.
public enum SourceInput {
    /// The sources of `files` (Swift files, or folders of them), or every file's error.
    /// - Parameter notes: Gets a note for each of a folder's entries skipped.
    public static func sources(_ files: [String], notes: inout [String]) throws(InputFailure) -> [SwiftSource] {
        try read(InputPaths.expand(files, extensions: ["swift"], naming: ".swift files", notes: &notes))
    }

    /// The sources of `listed`, Swift files as ``InputPaths/expand(_:extensions:naming:notes:)``
    /// lists them, or every file's error.
    public static func read(_ listed: [String]) throws(InputFailure) -> [SwiftSource] {
        var sources: [SwiftSource] = []
        var errors: [InputFailure.Message] = []
        for file in listed {
            switch InputFile.bytes(of: file) {
            case .success(let bytes):
                guard let text = String(validating: bytes, as: UTF8.self) else {
                    errors.append(.line("\(InputText.escaped(file)): error: the file is not UTF-8 text; Swift sources are UTF-8"))
                    continue
                }
                sources.append(SwiftSource(path: file, text: text))
            case .failure(let failure):
                errors.append(.line("\(InputText.escaped(file)): error: cannot read the file: \(failure.reason)"))
            }
        }
        if !errors.isEmpty { throw InputFailure(errors) }
        return sources
    }

    /// The report of `files` (Swift sources, and the storyboards beside them, or folders of
    /// both) in the environment given, with the path to `reading.site` when it names one.
    public static func report(_ files: [String], reading: InputReading, notes: inout [String]) throws(InputFailure) -> CodeReport {
        let inputs = try InputPaths.expand(files, extensions: ["storyboard", "swift"], naming: ".storyboard or .swift files", notes: &notes)
        let storyboards = inputs.filter { !$0.lowercased().hasSuffix(".swift") }
        let catalog = try storyboards.isEmpty ? nil : StoryboardInput.catalog(storyboards, customSegues: reading.customSegues, notes: &notes)
        let sources = try read(inputs.filter { $0.lowercased().hasSuffix(".swift") })
        return CodeReport(
            sources, storyboards: catalog, environment: StoryboardInput.environment(given: reading.environment), site: reading.site,
            places: reading.places)
    }

    /// The path to the call site `reading.site` in `files` (Swift sources, and the storyboards
    /// beside them, or folders of both) as a scenario, with what it assumes in its name;
    /// or why there is none.
    public static func load(_ files: [String], reading: InputReading, notes: inout [String]) throws(InputFailure) -> LoadedInput {
        guard let site = reading.site else {
            throw InputFailure(line: "error: Swift sources are read as the path to one call site: give --site FILE:LINE")
        }
        guard let found = try report(files, reading: reading, notes: &notes).site else {
            throw InputFailure(
                line:
                    "\(InputText.escaped(site.file)):\(site.line): error: no call site on this line is applied on any path vcgraph reads; vcgraph segues lists them, with why each unknown one is"
            )
        }
        return LoadedInput(scenario: found.scenario, comments: found.comments)
    }
}
