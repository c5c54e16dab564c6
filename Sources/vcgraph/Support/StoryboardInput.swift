import Foundation
import PresentationModel
import PresentationScenarios
import StoryboardImport

/// Reading storyboards for a command: the files given, and for each folder the
/// `.storyboard` files under it in sorted path order, read into one catalog so that
/// references between them are followed.
enum StoryboardInput {
    /// The catalog, or a located error on standard error and exit status 2.
    static func catalog(_ arguments: [String], customSegues: CustomSegueRules = CustomSegueRules()) throws -> StoryboardCatalog {
        var storyboards: [Storyboard] = []
        var invalid = false
        for file in try ScenarioFiles.expand(arguments, extensions: ["storyboard"], naming: ".storyboard files") {
            let bytes: [UInt8]
            switch InputFile.bytes(of: file) {
            case .success(let read): bytes = read
            case .failure(let failure):
                Terminal.error("\(InputText.escaped(file)): error: cannot read the file: \(failure.reason)")
                invalid = true
                continue
            }
            do {
                storyboards.append(try StoryboardReader.read(bytes, file: file))
            } catch {
                Terminal.error(Terminal.standardError.paint(error.description, .red))
                invalid = true
            }
        }
        if invalid { throw ExitStatus.invalidInput }
        let catalog = StoryboardCatalog(storyboards, customSegues: customSegues)
        do {
            try catalog.checkContainmentDepth()
        } catch {
            Terminal.error(Terminal.standardError.paint(error.description, .red))
            throw ExitStatus.invalidInput
        }
        return catalog
    }

    /// Storyboards as a scenario: the initial controller as the window root and, when
    /// `segue` names one, the steps that fire it (see ``StoryboardScenario``).
    static func scenario(
        _ files: [String], segue: String? = nil, given: GivenEnvironment = GivenEnvironment(),
        customSegues: CustomSegueRules = CustomSegueRules()
    ) throws -> StoryboardScenario {
        let catalog = try catalog(files, customSegues: customSegues)
        var fired: SegueReference?
        if let segue {
            guard let found = SegueReport.segue(named: segue, in: catalog) else {
                let known = catalog.transitionSegues.map { InputText.escaped(catalog[$0].element) }
                Terminal.error(
                    "\(InputText.escaped(files.joined(separator: " "))): error: no segue has the element id or the unique identifier '\(InputText.escaped(segue))'; segue ids: \(known.joined(separator: ", "))"
                )
                throw ExitStatus.invalidInput
            }
            fired = found
        }
        return StoryboardScenario(catalog, device: given.device ?? .iphone, iosVersion: given.iosVersion ?? 17, firing: fired)
    }

    /// The storyboards' initial state, in the environment given (an iPhone on iOS 17 by default).
    static func launchScenario(
        _ files: [String], given: GivenEnvironment = GivenEnvironment(), customSegues: CustomSegueRules = CustomSegueRules()
    ) throws -> Scenario {
        sized(try scenario(files, segue: nil, given: given, customSegues: customSegues).scenario, given: given)
    }

    /// The scenario with the size classes given, which a storyboard says nothing of: the steps
    /// run in them.
    static func sized(_ scenario: Scenario, given: GivenEnvironment) -> Scenario {
        var scenario = scenario
        if let horizontal = given.horizontalSizeClass { scenario.environment.horizontalSizeClass = horizontal }
        if let vertical = given.verticalSizeClass { scenario.environment.verticalSizeClass = vertical }
        return scenario
    }

}
