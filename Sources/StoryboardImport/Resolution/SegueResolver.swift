import PresentationModel

/// Fires every segue of a catalog through the model, on one device and iOS version.
///
/// Each segue is fired in the state reached from the initial controller along the shortest
/// chain of segues that brings its source in (``Reachability``), after selecting the tabs and
/// popping the navigation stacks that hide it, as a user would. UIKit's rules are the
/// model's: this type only turns segues into `Operation`s and reads the result.
public struct SegueResolver: Sendable {
    public let catalog: StoryboardCatalog
    public let reachability: Reachability
    public let environment: Environment

    public init(_ catalog: StoryboardCatalog, reachability: Reachability, device: Device, iosVersion: Int) {
        self.catalog = catalog
        self.reachability = reachability
        self.environment = Environment(device: device, iosVersion: iosVersion)
    }

    /// The window the initial controller (or an unreachable source's scene) is the root of:
    /// `main`, the name a scenario file's `window:` gets.
    public static let window = "main"

    /// The app while it runs: the hierarchy, which instance each element last made, and the
    /// operations performed, in order (``StoryboardScenario`` writes them as steps).
    public struct State: Sendable {
        public internal(set) var hierarchy: Hierarchy
        public var instances: [StoryboardCatalog.Key: ControllerID] = [:]
        /// The declarations made after the window's (one per segue fired).
        public var declarations: [ControllerSpec] = []
        /// The operations performed after the declarations, with the segue each fires.
        public var operations: [(operation: Operation, segue: SegueReference?)] = []
        /// The window root's declaration.
        public var root: ControllerSpec?
        /// What was on screen when the last segue fired had done, while nothing has changed since.
        var onScreen: Hierarchy.OnScreen?
    }

    /// The app at launch: the window's root made from `top` (the initial controller when nil).
    public func launch(from top: StoryboardCatalog.Key? = nil) -> State {
        var state = State(hierarchy: Hierarchy(environment: environment))
        guard let start = top ?? catalog.initialController else { return state }
        let made = catalog.instantiate(start, isTaken: { _ in false })
        state.hierarchy.apply(.declare(made.spec))
        state.hierarchy.apply(.makeWindow(Self.window, root: made.spec.id))
        for (id, key) in made.elements { state.instances[key] = id }
        state.root = made.spec
        return state
    }

    /// Every transition segue, resolved, in file order: each as ``resolve(_:)`` resolves it.
    ///
    /// Segues whose sources share a route share its prefix: the walk starts from each entry's
    /// launch, fires the segues whose source is on screen there, and continues from the state
    /// each one leaves for the segues its destination holds, so that every segue is fired
    /// once (a copy of the state when its source's scene has several). Sources no route
    /// reaches are fired from their own scene, one by one.
    public func resolveAll() -> [SegueResolution] {
        let segues = catalog.transitionSegues
        var resolutions = [SegueResolution?](repeating: nil, count: segues.count)
        // The segues to fire at each route's end, in file order, by their position in `segues`.
        var firedAt: [RouteEnd: [Int]] = [:]
        for (position, segue) in segues.enumerated() {
            guard let end = reachability.routeEnd(of: catalog.source(of: segue)) else {
                resolutions[position] = resolve(segue)
                continue
            }
            firedAt[RouteEnd(entry: end.entry, segue: end.segue), default: []].append(position)
        }
        // Depth first, each pending route end with the state it reaches and its path.
        var pending: [(end: RouteEnd, state: State, path: SegueRoute)] = []
        for (entry, key) in reachability.entries.enumerated().reversed() where firedAt[RouteEnd(entry: entry, segue: nil)] != nil {
            pending.append((RouteEnd(entry: entry, segue: nil), launch(from: key), SegueRoute()))
        }
        while let (end, reached, path) = pending.popLast() {
            var state = consume reached
            let positions = firedAt[end] ?? []
            for (number, position) in positions.enumerated() {
                let segue = segues[position]
                // The last segue fired here takes the state itself; the others a copy.
                var fired: State
                if number == positions.count - 1 {
                    fired = state
                    state = State(hierarchy: Hierarchy(environment: environment))
                } else {
                    fired = state
                }
                resolutions[position] = fire(segue, in: &fired, path: path, isReachable: true)
                let next = RouteEnd(entry: end.entry, segue: segue)
                if firedAt[next] != nil { pending.append((next, fired, path.appending(segue))) }
            }
        }
        return resolutions.map { $0! }
    }

    /// Where a route ends (``Reachability/routeEnd(of:)``): the segues fired there share the
    /// state it reaches.
    private struct RouteEnd: Hashable {
        var entry: Int
        var segue: SegueReference?
    }

    /// One segue, fired in the state its path reaches.
    public func resolve(_ segue: SegueReference) -> SegueResolution {
        var (state, path, reachable) = prepare(segue)
        return fire(segue, in: &state, path: path, isReachable: reachable)
    }

    /// The state just before `segue` fires: the path replayed, the source revealed.
    public func prepare(_ segue: SegueReference) -> (state: State, path: SegueRoute, isReachable: Bool) {
        let source = catalog.source(of: segue)
        if let (entry, path) = reachability.route(to: source) {
            var state = launch(from: entry)
            for step in path { _ = fire(step, in: &state, path: SegueRoute(), isReachable: true) }
            return (state, SegueRoute(path), true)
        }
        return (launch(from: reachability.sceneTop(of: source)), SegueRoute(), false)
    }

    /// Fires `segue` in `state` and says what happened.
    public func fire(_ fired: SegueReference, in state: inout State, path: SegueRoute, isReachable: Bool)
        -> SegueResolution
    {
        let segue = catalog[fired]
        let sourceKey = catalog.source(of: fired)
        let source = state.instances[sourceKey] ?? catalog.baseID(sourceKey)
        if reveal(source, in: &state) { state.onScreen = nil }
        let before = state.onScreen ?? state.hierarchy.onScreen()
        // Kept while nothing changes: an unwind or dangling segue changes nothing.
        state.onScreen = before
        var resolution = SegueResolution(
            segue: fired, device: environment.horizontalSizeClass == .compact ? .iphone : .ipad,
            iosVersion: environment.iosVersion, path: path, isReachable: isReachable,
            windowRoot: state.hierarchy.rootViewController(ofWindow: Self.window), source: source,
            sourceFamilyRoot: state.hierarchy.familyRoot(of: source), destination: nil,
            outcome: .refused, rule: "", staysOnScreen: [], covers: [], coversSource: false, diagnostics: [])
        if segue.kind == .unwind {
            let walk = unwindWalk(path, state: state)
            resolution.outcome = .unwind(action: segue.unwindAction ?? "", destination: walk.first, walk: walk)
            resolution.rule = "unwind"
            if !walk.isEmpty { resolution.assumptions = [.unwindDestination(action: segue.unwindAction ?? "")] }
            resolution.staysOnScreen = ControllerList(before, in: state.hierarchy)
            return resolution
        }
        let (target, reference) = catalog.destination(of: fired)
        guard catalog.controller(target) != nil else {
            resolution.outcome = .dangling(Self.danglingReason(segue.destination, reference))
            resolution.rule = "dangling"
            resolution.staysOnScreen = ControllerList(before, in: state.hierarchy)
            return resolution
        }
        var made = catalog.instantiate(target, isTaken: state.hierarchy.contains)
        if segue.kind == .popoverPresentation || segue.kind == .popover {
            // R11.6: the popover's location information, as the storyboard gives it (SB5).
            made.spec.attributes.popoverAnchor = segue.isAnchored ? .sourceView : PopoverAnchor.none
        }
        state.onScreen = nil
        let declared = state.hierarchy.apply(.declare(made.spec))
        for (id, key) in made.elements { state.instances[key] = id }
        state.declarations.append(made.spec)
        let destination = made.spec.id
        resolution.destination = destination
        let operation = Self.operation(for: segue, showing: destination, from: source)
        let result = state.hierarchy.apply(operation)
        state.operations.append((operation, fired))
        resolution.diagnostics = declared.diagnostics + result.diagnostics
        let after = state.hierarchy.onScreen()
        state.onScreen = after
        let (stays, covered) = before.partition(by: after)
        resolution.staysOnScreen = ControllerList(stays, in: state.hierarchy)
        resolution.covers = ControllerList(covered, in: state.hierarchy)
        resolution.coversSource = state.hierarchy.contains(source, in: covered)
        (resolution.outcome, resolution.rule) = outcome(of: segue, destination: destination, result: result, in: state.hierarchy)
        if segue.kind == .custom { resolution.assumptions = [.customSegue(className: segue.customClass ?? "")] }
        return resolution
    }

    /// The model's operation for a segue kind.
    static func operation(for segue: StoryboardSegue, showing destination: ControllerID, from source: ControllerID) -> Operation {
        switch segue.kind {
        case .presentation, .modal:
            // The segue's style, else the destination's own (the request leaves it nil).
            return .present(
                destination, from: source,
                .init(style: segue.modalPresentationStyle, transition: segue.modalTransitionStyle))
        case .popoverPresentation, .popover:
            return .present(destination, from: source, .init(style: .popover, transition: segue.modalTransitionStyle))
        case .custom:
            // A custom segue's class does what it does; without it, a full-screen presentation.
            return .present(destination, from: source, .init(style: .fullScreen, transition: segue.modalTransitionStyle))
        case .show:
            return .show(destination, from: source)
        case .showDetail, .replace:
            return .showDetail(destination, from: source)
        case .push:
            return .pushFrom(destination, from: source)
        case .relationship, .embed, .unwind:
            return .addChild(destination, to: source)
        }
    }

    /// Reads what the operation did: a presentation, a place in a container, or a refusal.
    private func outcome(of segue: StoryboardSegue, destination: ControllerID, result: StepResult, in h: Hierarchy)
        -> (SegueResolution.Outcome, String)
    {
        let viaShow = segue.kind == .show || segue.kind == .showDetail || segue.kind == .replace
        if let presentation = h.presentation(of: destination) {
            let rule = presentation.resolution.rule.ruleID?.rawValue ?? "observed"
            return (
                .presented(presentation, effectiveStyle: h.effectiveStyle(of: presentation)),
                viaShow ? "\(RuleID.r8_4), \(rule)" : rule
            )
        }
        guard !result.failed, let parent = h.parent(of: destination) else {
            return (.refused, result.diagnostics.first?.rule.rawValue ?? "")
        }
        if let split = h.splitViewController(of: destination) {
            for column in [SplitColumn.primary, .supplementary, .secondary] {
                let shown = h.viewController(for: column, of: split)
                if shown == destination || (shown != nil && shown == parent && h.creator(of: parent) == split) {
                    let placement: SegueResolution.Placement =
                        switch column {
                        case .primary: .primaryColumn
                        case .supplementary: .supplementaryColumn
                        case .secondary, .compact, .inspector: .secondaryColumn
                        }
                    return (.contained(in: split, as: placement), (segue.kind == .show ? RuleID.r7_4 : .r7_3).rawValue)
                }
            }
        }
        if h.kind(of: parent) == .navigation {
            let rule: RuleID = segue.kind == .push ? .r5_3 : (segue.kind == .show ? .r8_2 : .r7_3)
            return (.contained(in: parent, as: .pushed), rule.rawValue)
        }
        return (.contained(in: parent, as: .child), RuleID.r10_1.rawValue)
    }

    /// Selects the tabs and pops the navigation stacks that hide `source`, as a user would
    /// before tapping what triggers the segue; true when it changed something.
    private func reveal(_ source: ControllerID, in state: inout State) -> Bool {
        var changed = false
        var child = source
        while let parent = state.hierarchy.parent(of: child) {
            switch state.hierarchy.kind(of: parent) {
            case .tabBar where state.hierarchy.selectedViewController(of: parent) != child:
                let operation = Operation.select(child, of: parent)
                changed = true
                if !state.hierarchy.apply(operation).failed { state.operations.append((operation, nil)) }
            case .navigation where state.hierarchy.topViewController(of: parent) != child:
                let operation = Operation.popTo(child, in: parent)
                changed = true
                if !state.hierarchy.apply(operation).failed { state.operations.append((operation, nil)) }
            case .tabBar, .navigation, .plain, .split, .page, nil: break
            }
            child = parent
        }
        return changed
    }

    /// Unwinding walks back the way the user came: the controllers each segue of the path
    /// left from, nearest first. The first whose class implements the action is the
    /// destination; the storyboard does not say which class implements it, so the nearest is
    /// reported and the walk listed.
    private func unwindWalk(_ path: SegueRoute, state: State) -> [ControllerID] {
        var walk: [ControllerID] = []
        for step in path.segues.reversed() {
            let from = catalog.source(of: step)
            if let id = state.instances[from], !walk.contains(id) { walk.append(id) }
        }
        return walk
    }

    static func danglingReason(_ element: String, _ reference: StoryboardCatalog.Reference) -> String {
        switch reference {
        case .dangling(let reason): reason
        case .external(let name): "storyboard '\(name)' was not given"
        case .resolved: "no controller has the element id '\(element)'"
        }
    }
}
