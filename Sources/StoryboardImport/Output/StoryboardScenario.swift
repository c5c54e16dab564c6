import PresentationModel
import PresentationScenarios

/// A storyboard as a scenario: the initial controller as the window root, and steps that fire
/// a chosen chain of segues, each step located at its segue in the `.storyboard` file.
///
/// `analyze`, `explain` and `render` run it like any scenario; `vcgraph import` writes it as
/// YAML (through `ScenarioWriter`, with ``comments``) so that users can add expectations and
/// keep it in their tests.
public struct StoryboardScenario: Sendable {
    /// The scenario: the window's root and the steps that fired the segue.
    public var scenario: Scenario { run.scenario }
    /// The steps, run once, as the resolver ran them to answer: the hierarchy after the
    /// segue, each step's diagnostics and, when asked, a snapshot after each step.
    public let run: ScenarioRun
    /// The segue's answer, as `vcgraph segues` gives it; nil when no segue is fired.
    public let resolution: SegueResolution?
    /// The file of the storyboard that holds the segue fired.
    public var segueFile: String? { resolution.map { catalog.storyboards[$0.segue.storyboard].file } }
    /// The app after the steps, as the resolver left it.
    public let state: SegueResolver.State
    /// False when no chain of segues reaches the segue's source: its scene is the window root.
    public let isReachable: Bool
    /// The scenes declared detached because no storyboard has an initial view controller
    /// (``Reachability/entryScenes``), when no segue is fired.
    public let entryScenes: [StoryboardCatalog.Key]
    let catalog: StoryboardCatalog

    /// Fires `segue` (nil: none) after the chain of segues that reaches its source, on an
    /// iPhone (or iPad) in its own size classes.
    public init(
        _ catalog: StoryboardCatalog, device: Device, iosVersion: Int, firing segue: SegueReference? = nil, keepingSnapshots: Bool = false
    ) {
        self.init(catalog, environment: Environment(device: device, iosVersion: iosVersion), firing: segue, keepingSnapshots: keepingSnapshots)
    }

    /// Fires `segue` (nil: none) after the chain of segues that reaches its source, in
    /// `environment`; with `keepingSnapshots`, the run keeps the hierarchy after each step.
    public init(_ catalog: StoryboardCatalog, environment: Environment, firing segue: SegueReference? = nil, keepingSnapshots: Bool = false) {
        self.catalog = catalog
        let resolver = SegueResolver(catalog, reachability: Reachability(catalog), environment: environment)
        var state: SegueResolver.State
        if let segue {
            let prepared = resolver.prepare(segue, keepingSnapshots: keepingSnapshots)
            state = prepared.state
            isReachable = prepared.isReachable
            resolution = resolver.fire(segue, in: &state, path: prepared.path, isReachable: prepared.isReachable)
        } else {
            state = resolver.launch(keepingSnapshots: keepingSnapshots)
            isReachable = true
            resolution = nil
        }
        entryScenes = segue == nil && state.root == nil ? resolver.reachability.entryScenes : []
        let file = catalog.storyboards.first?.file ?? "storyboard"
        var description: String?
        if segue == nil && state.root == nil {
            // No window and no step: the run is declared again, with the entry scenes detached.
            var detached: [Located<ControllerSpec>] = []
            for key in entryScenes {
                let made = catalog.instantiate(key, isTaken: { [instances = state.instances] id in instances.values.contains(id) })
                for (id, key) in made.elements { state.made(id, from: key) }
                detached.append(Located(made.spec, at: catalog.controller(key)?.location ?? SourceLocation(file: file, line: 1, column: 1)))
            }
            description = Self.entryDescription(detached.map(\.value.id))
            var scenario = state.run.scenario
            scenario.controllers = detached
            state.run = ScenarioRun(declaring: scenario, keepingSnapshots: keepingSnapshots)
        }
        var declarations = DeclarationPlaces(file: file, capacity: state.instances.count)
        for (key, id) in state.instances {
            if let controller = catalog.controller(key) { declarations[id] = controller.location }
        }
        let name = catalog.storyboards.map(\.name).joined(separator: ", ")
        run = state.run.named(
            segue.map { "\(name): segue '\(catalog[$0].displayID)'" } ?? name, description: description, declarations: declarations)
        self.state = state
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
