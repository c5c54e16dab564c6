import Foundation
import PresentationModel
import PresentationScenarios
import StoryboardImport

/// Reading storyboards: the files given, and for each folder the `.storyboard` files under it
/// in sorted path order, read into one catalog so that references between them are followed.
public enum StoryboardInput {
    /// The catalog, or every file's located error.
    /// - Parameter notes: Gets a note for each of a folder's entries skipped.
    public static func catalog(_ arguments: [String], customSegues: CustomSegueRules = CustomSegueRules(), notes: inout [String])
        throws(InputFailure) -> StoryboardCatalog
    {
        var storyboards: [Storyboard] = []
        var errors: [InputFailure.Message] = []
        let files = try InputPaths.expand(arguments, extensions: ["storyboard"], naming: ".storyboard files", notes: &notes)
        for file in files {
            let bytes: [UInt8]
            switch InputFile.bytes(of: file) {
            case .success(let read): bytes = read
            case .failure(let failure):
                errors.append(.line("\(InputText.escaped(file)): error: cannot read the file: \(failure.reason)"))
                continue
            }
            do {
                storyboards.append(try StoryboardReader.read(bytes, file: file))
            } catch {
                errors.append(.reader(error))
            }
        }
        if !errors.isEmpty { throw InputFailure(errors) }
        let catalog = StoryboardCatalog(storyboards, customSegues: customSegues)
        do {
            try catalog.checkContainmentDepth()
        } catch {
            throw InputFailure(error)
        }
        return catalog
    }

    /// Storyboards as a scenario: the initial controller as the window root and, when
    /// `segue` names one, the steps that fire it, run once (see ``StoryboardScenario``), in
    /// the environment given (an iPhone on iOS 17 in its own size classes by default).
    public static func scenario(
        _ files: [String], segue: String? = nil, reading: InputReading = InputReading(), keepingSnapshots: Bool = false,
        notes: inout [String]
    ) throws(InputFailure) -> StoryboardScenario {
        let catalog = try catalog(files, customSegues: reading.customSegues, notes: &notes)
        var fired: SegueReference?
        if let segue {
            guard let found = SegueReport.segue(named: segue, in: catalog) else {
                let known = catalog.transitionSegues.map { catalog[$0].element }
                let identifiers = catalog.transitionSegues.compactMap { catalog[$0].identifier }
                let suggestion = nearestName(to: segue, in: known + identifiers).map { "; did you mean '\(InputText.escaped($0))'?" } ?? ""
                throw InputFailure(
                    line:
                        "\(InputText.escaped(files.joined(separator: " "))): error: no segue has the element id or the unique identifier '\(InputText.escaped(segue))'\(suggestion) (segue ids: \(known.map { InputText.escaped($0) }.joined(separator: ", ")))"
                )
            }
            fired = found
        }
        return StoryboardScenario(catalog, environment: environment(given: reading.environment), firing: fired, keepingSnapshots: keepingSnapshots)
    }

    /// The storyboards' initial state, run, in the environment given.
    public static func launch(_ files: [String], reading: InputReading = InputReading(), notes: inout [String])
        throws(InputFailure) -> LoadedInput
    {
        let launched = try scenario(files, segue: nil, reading: reading, notes: &notes)
        return LoadedInput(scenario: launched.scenario, run: launched.run)
    }

    /// The environment segues fire in: what is given (a storyboard says nothing of it), else
    /// an iPhone on iOS 17 in its own size classes.
    public static func environment(given: GivenEnvironment) -> Environment {
        var environment = Environment(device: given.device ?? .iphone, iosVersion: given.iosVersion ?? 17)
        var sources = EnvironmentSources()
        given.apply(to: &environment, sources: &sources)
        return environment
    }
}
