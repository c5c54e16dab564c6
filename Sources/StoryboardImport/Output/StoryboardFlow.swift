import PresentationModel
import PresentationScenarios

/// A storyboard as a flow a user can tap through: the app at launch, then each segue a user
/// can fire from the initial scene and onward, nearest first, each fired in the state its
/// shortest chain of segues reaches (``StoryboardScenario``). `vcgraph docs` draws a frame
/// for each, on one layout, and narrates the steps that lead to it.
///
/// The walk is bounded (``limit``): a large storyboard's page shows the nearest segues and
/// says how many it leaves out. An unwind segue is a frame after the segues that reach its
/// source, fired to the candidate it assumes (its heading says so, as for every assumption).
/// Segues no chain reaches from the initial controller are not a user's flow, nor are those a
/// known container performs itself at load.
public struct StoryboardFlow: Sendable {
    /// One segue, fired.
    public struct Segue: Sendable {
        public let reference: SegueReference
        /// The segue as a page names it: `'showDetail' (show)`.
        public let title: String
        /// The steps that reveal its source, replay its chain and fire it, run with snapshots.
        public let run: ScenarioRun
        /// What those steps assume because the storyboard does not decide it.
        public let assumptions: [SegueAssumption]
    }

    /// The most segues a flow fires.
    public static let limit = 16

    /// The app at launch, run (no steps).
    public let launch: ScenarioRun
    /// The segues fired, nearest to the initial scene first.
    public let segues: [Segue]
    /// The reachable segues left out by ``limit``.
    public let omitted: Int

    public init(_ catalog: StoryboardCatalog, device: Device = .iphone, iosVersion: Int = 17) {
        self.init(catalog, environment: Environment(device: device, iosVersion: iosVersion))
    }

    /// The flow in `environment`: each segue fired once, by the model's run of its steps.
    /// With `storyboard`, only the segues that storyboard holds, each reached from whichever
    /// entry of the catalog reaches it first (the app's initial controller when it can), so
    /// that a page of one storyboard of an app follows the others' references into it.
    public init(_ catalog: StoryboardCatalog, storyboard: Int? = nil, environment: Environment) {
        launch = StoryboardScenario(catalog, environment: environment, keepingSnapshots: true).run
        let reachability = Reachability(catalog)
        let initial = catalog.initialController
        // With no initial view controller, the segues an entry scene fires, from that scene
        // assumed to be the window's root.
        let entries = Set(reachability.entryScenes)
        let reachable = catalog.transitionSegues.compactMap { reference -> (SegueReference, Int)? in
            guard catalog.loadSlot(of: reference) == nil, storyboard == nil || reference.storyboard == storyboard else { return nil }
            let source = catalog.source(of: reference)
            guard let initial else { return entries.contains(reachability.sceneTop(of: source)) ? (reference, 0) : nil }
            guard let route = reachability.route(to: source), route.entry == initial || storyboard != nil else { return nil }
            return (reference, route.path.count)
        }
        // Nearest first; an unwind after the segues as near as it, which include those that
        // reach its source.
        let ordered = reachable.sorted { a, b in
            let (aUnwinds, bUnwinds) = (catalog[a.0].kind == .unwind, catalog[b.0].kind == .unwind)
            return (a.1, aUnwinds ? 1 : 0, a.0) < (b.1, bUnwinds ? 1 : 0, b.0)
        }.map(\.0)
        omitted = max(0, ordered.count - Self.limit)
        segues = ordered.prefix(Self.limit).map { reference in
            let segue = catalog[reference]
            let fired = StoryboardScenario(catalog, environment: environment, firing: reference, keepingSnapshots: true)
            return Segue(
                reference: reference, title: "'\(segue.displayID)' (\(segue.kind.rawValue))", run: fired.run,
                assumptions: fired.assumptions)
        }
    }
}
