import PresentationModel
import PresentationScenarios

/// A storyboard as a scenario: the initial controller as the window root, and steps that fire
/// a chosen chain of segues, each step located at its segue in the `.storyboard` file.
///
/// `analyze`, `explain` and `render` run it like any scenario; `vcgraph import` writes it as
/// YAML (through `ScenarioWriter`, with ``comments``) so that users can add expectations and
/// keep it in their tests.
public struct StoryboardScenario: Sendable {
    public let scenario: Scenario
    /// The app after the steps, as the resolver left it.
    public let state: SegueResolver.State
    /// False when no chain of segues reaches the segue's source: its scene is the window root.
    public let isReachable: Bool
    let catalog: StoryboardCatalog

    /// Fires `segue` (nil: none) after the chain of segues that reaches its source.
    public init(_ catalog: StoryboardCatalog, device: Device, iosVersion: Int, firing segue: SegueReference? = nil) {
        self.catalog = catalog
        let resolver = SegueResolver(catalog, reachability: Reachability(catalog), device: device, iosVersion: iosVersion)
        var state: SegueResolver.State
        if let segue {
            let prepared = resolver.prepare(segue)
            state = prepared.state
            isReachable = prepared.isReachable
            _ = resolver.fire(segue, in: &state, path: prepared.path, isReachable: prepared.isReachable)
        } else {
            state = resolver.launch()
            isReachable = true
        }
        self.state = state
        let file = catalog.storyboards.first?.file ?? "storyboard"
        var declarations = DeclarationPlaces(file: file, capacity: state.instances.count)
        for (key, id) in state.instances {
            if let controller = catalog.controller(key) { declarations[id] = controller.location }
        }
        let top = SourceLocation(file: file, line: 1, column: 1)
        var steps: [Located<ScenarioStep>] = []
        // A step that reveals a source (a tab selected, a stack popped) is placed at the segue
        // it prepares; a segue's operations (its destination's declaration first) make one step.
        var next: SourceLocation = top
        let locations = state.operations.reversed().map { (_, fired) -> SourceLocation in
            if let fired { next = catalog[fired].location }
            return next
        }.reversed()
        var previous: SegueReference?
        for ((operation, fired), location) in zip(state.operations, locations) {
            if let fired, fired == previous, case .perform(let operations) = steps[steps.count - 1].value.action {
                steps[steps.count - 1] = Located(ScenarioStep(action: .perform(operations + [operation])), at: location)
            } else {
                steps.append(Located(ScenarioStep(action: .perform([operation])), at: location))
            }
            previous = fired
        }
        let name = catalog.storyboards.map(\.name).joined(separator: ", ")
        scenario = Scenario(
            file: file,
            name: segue.map { "\(name): segue '\(catalog[$0].displayID)'" } ?? name,
            environment: resolver.environment,
            windows: state.root.map { [Located((id: SegueResolver.window, root: $0), at: declarations[$0.id] ?? top)] } ?? [],
            steps: steps, declarations: declarations)
    }
}
