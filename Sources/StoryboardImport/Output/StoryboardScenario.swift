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
    /// The scenes declared detached because no storyboard has an initial view controller
    /// (``Reachability/entryScenes``), when no segue is fired.
    public let entryScenes: [StoryboardCatalog.Key]
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
        entryScenes = segue == nil && state.root == nil ? resolver.reachability.entryScenes : []
        var detached: [Located<ControllerSpec>] = []
        for key in entryScenes {
            let made = catalog.instantiate(key, isTaken: { [instances = state.instances] id in instances.values.contains(id) })
            state.hierarchy.apply(.declare(made.spec))
            for (id, key) in made.elements { state.made(id, from: key) }
            detached.append(Located(made.spec, at: catalog.controller(key)?.location ?? SourceLocation(file: "storyboard", line: 1, column: 1)))
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
            description: segue == nil && state.root == nil ? Self.entryDescription(detached.map(\.value.id)) : nil,
            environment: resolver.environment,
            windows: state.root.map { [Located((id: SegueResolver.window, root: $0), at: declarations[$0.id] ?? top)] } ?? [],
            controllers: detached, steps: steps, declarations: declarations)
    }

    /// What a launch with no initial view controller shows, and why.
    static func entryDescription(_ ids: [ControllerID]) -> String {
        guard !ids.isEmpty else {
            return "No storyboard given has an initial view controller, so no window has a root at launch, "
                + "and no scene outside a container has a storyboard identifier for code to make it by."
        }
        let names = ids.map { "'\($0)'" }.joined(separator: ", ")
        return "No storyboard given has an initial view controller, so no window has a root at launch. "
            + "Code makes these scenes with instantiateViewController(withIdentifier:); they are shown detached: \(names)."
    }
}
