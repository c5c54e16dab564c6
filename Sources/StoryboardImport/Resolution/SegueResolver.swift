import PresentationModel
import PresentationScenarios

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

    /// Fires segues in `environment`, which every resolution carries.
    public init(_ catalog: StoryboardCatalog, reachability: Reachability, environment: Environment) {
        self.catalog = catalog
        self.reachability = reachability
        self.environment = environment
    }

    /// Fires segues on `device`, in its own size classes, on `iosVersion`.
    public init(_ catalog: StoryboardCatalog, reachability: Reachability, device: Device, iosVersion: Int) {
        self.init(catalog, reachability: reachability, environment: Environment(device: device, iosVersion: iosVersion))
    }

    /// The window the initial controller (or an unreachable source's scene) is the root of:
    /// `main`, the name a scenario file's `window:` gets.
    public static let window = "main"

    /// The app while it runs: the run of the steps performed so far (each segue's operations
    /// one step, located at the segue; each tab selected or stack popped to reveal a source
    /// one step, located at the segue it prepares), and which instance each element last made.
    /// The model runs each step once, here: ``StoryboardScenario`` hands this run on.
    public struct State: Sendable {
        public internal(set) var run: ScenarioRun
        /// The hierarchy after the last step.
        public var hierarchy: Hierarchy { run.hierarchy }
        /// The instance each element last made.
        public internal(set) var instances: [StoryboardCatalog.Key: ControllerID] = [:]
        /// The element each instance was made from.
        public internal(set) var elements: [ControllerID: StoryboardCatalog.Key] = [:]
        /// The window root's declaration.
        public var root: ControllerSpec?
        /// What the segues fired so far assume, each once, in the order first assumed.
        public var assumptions: [SegueAssumption] = []
        /// For each custom container, the child in each named slot (``CustomSegueAction/Slot``).
        var slots: [ControllerID: [String: ControllerID]] = [:]
        /// What was on screen when the last segue fired had done, while nothing has changed since.
        var onScreen: Hierarchy.OnScreen?

        /// Notes that `id` was made from `key`, its latest instance.
        mutating func made(_ id: ControllerID, from key: StoryboardCatalog.Key) {
            instances[key] = id
            elements[id] = key
        }

        mutating func assume(_ assumption: SegueAssumption) {
            if !assumptions.contains(assumption) { assumptions.append(assumption) }
        }

        /// Runs `operations` as one step placed at `location`; what UIKit said.
        mutating func perform(_ operations: [Operation], at location: SourceLocation) -> StepResult {
            StepResult(diagnostics: run.append(Located(ScenarioStep(action: .perform(operations)), at: location)))
        }
    }

    /// A state with no window, in this resolver's environment.
    func emptyState(keepingSnapshots: Bool = false) -> State {
        let file = catalog.storyboards.first?.file ?? "storyboard"
        let scenario = Scenario(file: file, name: catalog.storyboards.map(\.name).joined(separator: ", "), environment: environment)
        return State(run: ScenarioRun(declaring: scenario, keepingSnapshots: keepingSnapshots))
    }

    /// The app at launch: the window's root made from `top` (the initial controller when nil),
    /// declared as a scenario's window is; with `keepingSnapshots`, the run keeps the
    /// hierarchy after each step.
    public func launch(from top: StoryboardCatalog.Key? = nil, keepingSnapshots: Bool = false) -> State {
        guard let start = top ?? catalog.initialController else { return emptyState(keepingSnapshots: keepingSnapshots) }
        let made = catalog.instantiate(start, isTaken: { _ in false })
        let file = catalog.storyboards.first?.file ?? "storyboard"
        var declarations = DeclarationPlaces(file: file)
        for (id, key) in made.elements {
            if let controller = catalog.controller(key) { declarations[id] = controller.location }
        }
        let location = catalog.controller(start)?.location ?? SourceLocation(file: file, line: 1, column: 1)
        let scenario = Scenario(
            file: file, name: catalog.storyboards.map(\.name).joined(separator: ", "), environment: environment,
            windows: [Located((id: Self.window, root: made.spec), at: location)], declarations: declarations)
        var state = State(run: ScenarioRun(declaring: scenario, keepingSnapshots: keepingSnapshots))
        record(made, in: &state)
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
                    state = emptyState()
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
    public func prepare(_ segue: SegueReference, keepingSnapshots: Bool = false) -> (state: State, path: SegueRoute, isReachable: Bool) {
        let source = catalog.source(of: segue)
        if let (entry, path) = reachability.route(to: source) {
            var state = launch(from: entry, keepingSnapshots: keepingSnapshots)
            for step in path { _ = fire(step, in: &state, path: SegueRoute(), isReachable: true) }
            return (state, SegueRoute(path), true)
        }
        return (launch(from: reachability.sceneTop(of: source), keepingSnapshots: keepingSnapshots), SegueRoute(), false)
    }

    /// Fires `segue` in `state` and says what happened.
    public func fire(_ fired: SegueReference, in state: inout State, path: SegueRoute, isReachable: Bool)
        -> SegueResolution
    {
        let segue = catalog[fired]
        let sourceKey = catalog.source(of: fired)
        let source = state.instances[sourceKey] ?? catalog.baseID(sourceKey)
        if reveal(source, in: &state, at: segue.location) { state.onScreen = nil }
        let before = state.onScreen ?? state.hierarchy.onScreen()
        // Kept while nothing changes: a dangling segue, or one that does nothing, changes nothing.
        state.onScreen = before
        var resolution = SegueResolution(
            segue: fired, environment: environment, path: path, isReachable: isReachable,
            windowRoot: state.hierarchy.rootViewController(ofWindow: Self.window), source: source,
            sourceFamilyRoot: state.hierarchy.familyRoot(of: source), destination: nil,
            outcome: .refused, rules: [], staysOnScreen: [], covers: [], replaced: nil, coversSource: false, diagnostics: [])
        // What the segues that led here assumed, this answer rests on too.
        resolution.assumptions = state.assumptions
        if !isReachable, let root = resolution.windowRoot {
            resolution.assume(.sceneAsWindowRoot(scene: root.rawValue))
            state.assume(.sceneAsWindowRoot(scene: root.rawValue))
        }
        if segue.kind == .unwind {
            unwind(segue, fired, from: source, in: &state, before: before, into: &resolution)
            return resolution
        }
        let (target, reference) = catalog.destination(of: fired)
        if catalog.controller(target) != nil { resolution.destinationKey = target }
        if case .external(let storyboard) = reference { resolution.assume(.referencedScene(storyboard: storyboard)) }
        if let slot = catalog.loadSlot(of: fired) {
            // The child the class put in the slot when it loaded, still there or not.
            resolution.destination = state.slots[source]?[slot]
            resolution.customSegue = catalog.customSegues.reading(of: segue)
            resolution.outcome = .performedAtLoad(by: source, slot: slot)
            resolution.staysOnScreen = ControllerList(before, in: state.hierarchy)
            return resolution
        }
        guard resolution.destinationKey != nil else {
            resolution.outcome = .dangling(Self.danglingReason(segue.destination, reference))
            resolution.staysOnScreen = ControllerList(before, in: state.hierarchy)
            return resolution
        }
        var action: CustomSegueAction?
        if segue.kind == .custom {
            let reading = catalog.customSegues.reading(of: segue)
            resolution.customSegue = reading
            action = reading.action
            if reading.basis == .assumed { resolution.assume(.customSegue(className: segue.customClass ?? "")) }
        } else if let className = segue.customClass {
            // A class of the app's on another kind: what the user says, else the kind's own, assumed.
            if let declared = catalog.customSegues.declaredAction(of: segue) {
                resolution.customSegue = .init(action: declared, basis: .declared)
                action = declared
            } else {
                resolution.assume(.segueSubclass(className: className, kind: segue.kind.rawValue))
            }
        }
        // What a custom segue does that declares no destination, or finds no container.
        var container: ControllerID?
        switch action {
        case .dismiss?:
            guard let presenter = state.hierarchy.familyRoot(of: source).flatMap({ state.hierarchy.presentation(of: $0)?.presenter })
            else {
                resolution.outcome = .noEffect("'\(source)' is not presented: its presentingViewController is nil")
                resolution.staysOnScreen = ControllerList(before, in: state.hierarchy)
                return resolution
            }
            let result = perform([.dismiss(presenter)], for: fired, in: &state, before: before, into: &resolution)
            resolution.outcome = result.failed ? .refused : .dismissed(presenter: presenter)
            resolution.rules = result.failed ? Self.refusalRules(result) : []
            for assumption in resolution.assumptions { state.assume(assumption) }
            return resolution
        case .embed(let into, _)?:
            switch into {
            case .source: container = source
            case .ancestor(let className):
                container = Self.ancestor(of: source, className: className, in: state.hierarchy)
                if container == nil {
                    resolution.assume(.customSegueContainer(className: segue.customClass ?? "", containerClass: className))
                    resolution.outcome = .noEffect("no controller above '\(source)' is a \(className)")
                    resolution.staysOnScreen = ControllerList(before, in: state.hierarchy)
                    for assumption in resolution.assumptions { state.assume(assumption) }
                    return resolution
                }
            }
        case .presentInitial(let name)?:
            if catalog.initialController(ofStoryboard: name) == nil {
                resolution.assume(.externalStoryboard(className: segue.customClass ?? "", storyboard: name))
            }
        case .present?, .push?, .replaceRoot?, nil: break
        }
        var made = catalog.instantiate(target, isTaken: state.hierarchy.contains)
        if segue.kind == .popoverPresentation || segue.kind == .popover {
            // R11.6: the popover's location information, as the storyboard gives it (SB5).
            made.spec.attributes.popoverAnchor = segue.isAnchored ? .sourceView : PopoverAnchor.none
        }
        let destination = made.spec.id
        resolution.destination = destination
        var operations: [Operation] = [.declare(made.spec)]
        if action == .replaceRoot {
            resolution.replaced = state.hierarchy.rootViewController(ofWindow: Self.window)
            operations.append(.makeWindow(Self.window, root: destination))
        } else if case .embed(_, let slot)? = action, let container {
            if let replaced = occupant(of: slot, in: container, state: state) {
                operations.append(.removeFromParent(replaced))
                resolution.replaced = replaced
            }
            operations.append(.addChild(destination, to: container))
        } else {
            operations.append(Self.operation(for: segue, action: action, showing: destination, from: source))
        }
        let result = perform(operations, for: fired, in: &state, before: before, into: &resolution)
        record(made, in: &state)
        if case .embed(_, .named(let name))? = action, let container, !result.failed {
            state.slots[container, default: [:]][name] = destination
        }
        (resolution.outcome, resolution.rules) = outcome(
            of: segue, action: action, destination: destination, result: result, in: state.hierarchy)
        for assumption in resolution.assumptions { state.assume(assumption) }
        return resolution
    }

    /// Runs `operations` for `fired` as one step (none: the screen was changed already) and
    /// reads what they did to the screen into `resolution`; returns the step's result.
    private func perform(
        _ operations: [Operation], for fired: SegueReference, in state: inout State, before: Hierarchy.OnScreen,
        into resolution: inout SegueResolution
    ) -> StepResult {
        state.onScreen = nil
        let result = operations.isEmpty ? StepResult() : state.perform(operations, at: catalog[fired].location)
        resolution.diagnostics = result.diagnostics
        // A presentation that keeps its presenter's view adds its family to what was on
        // screen and covers nothing: no walk of what stays, so a chain of sheets is linear.
        if !result.failed, case .present(let presented?, _, _)? = operations.last,
            operations.dropLast().allSatisfy({ if case .declare = $0 { true } else { false } }),
            let presenter = state.hierarchy.presentingViewController(of: presented),
            let after = state.hierarchy.onScreen(after: before, presentationBy: presenter)
        {
            state.onScreen = after
            resolution.staysOnScreen = ControllerList(before, in: state.hierarchy)
            resolution.covers = []
            resolution.coversSource = false
            return result
        }
        let after = state.hierarchy.onScreen()
        state.onScreen = after
        let (stays, covered) = before.partition(by: after)
        resolution.staysOnScreen = ControllerList(stays, in: state.hierarchy)
        resolution.covers = ControllerList(covered, in: state.hierarchy)
        resolution.coversSource = state.hierarchy.contains(resolution.source, in: covered)
        return result
    }

    /// Notes which instance each element of `made` is, and the children a known container
    /// put in its named slots (``KnownContainer``).
    private func record(_ made: Instantiation, in state: inout State) {
        var byKey: [StoryboardCatalog.Key: ControllerID] = [:]
        for (id, key) in made.elements {
            state.made(id, from: key)
            byKey[key] = id
        }
        for (id, key) in made.elements {
            for segue in catalog.contents(of: key) where segue.kind == .embed {
                guard let slot = segue.relationship,
                    let child = byKey[catalog.resolve(.init(storyboard: key.storyboard, element: segue.destination)).target]
                else { continue }
                state.slots[id, default: [:]][slot] = child
            }
        }
    }

    /// The child an embedding segue replaces in `container`, if it is still there.
    private func occupant(of slot: CustomSegueAction.Slot, in container: ControllerID, state: State) -> ControllerID? {
        switch slot {
        case .first: return state.hierarchy.children(of: container).first
        case .named(let name):
            guard let child = state.slots[container]?[name], state.hierarchy.parent(of: child) == container else { return nil }
            return child
        }
    }

    /// The nearest controller above `source` (by parent, else presenting controller) whose
    /// class is `className`, as ECSlidingViewController's `slidingViewController` walks.
    static func ancestor(of source: ControllerID, className: String, in h: Hierarchy) -> ControllerID? {
        var current = h.parent(of: source) ?? h.presentingViewController(of: source)
        while let id = current {
            if let name = h.className(of: id), name == className || name.hasSuffix(".\(className)") { return id }
            current = h.parent(of: id) ?? h.presentingViewController(of: id)
        }
        return nil
    }

    /// The model's operation for a segue kind, or for its class's action when it has one and
    /// the action neither embeds nor dismisses (``fire(_:in:path:isReachable:)`` performs those).
    public static func operation(
        for segue: StoryboardSegue, action: CustomSegueAction?, showing destination: ControllerID, from source: ControllerID
    ) -> Operation {
        switch action {
        case .push?: return .pushFrom(destination, from: source)
        // `present(_:animated:)` leaves the style to the destination.
        case .present?, .presentInitial?:
            return .present(destination, from: source, .init(style: nil, transition: segue.modalTransitionStyle))
        case .embed?, .dismiss?, .replaceRoot?, nil: break
        }
        switch segue.kind {
        case .presentation, .modal:
            // The segue's style, else the destination's own (the request leaves it nil).
            return .present(
                destination, from: source,
                .init(style: segue.modalPresentationStyle, transition: segue.modalTransitionStyle))
        case .popoverPresentation, .popover:
            return .present(destination, from: source, .init(style: .popover, transition: segue.modalTransitionStyle))
        case .custom:
            return .present(destination, from: source, .init(style: nil, transition: segue.modalTransitionStyle))
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
    private func outcome(
        of segue: StoryboardSegue, action: CustomSegueAction?, destination: ControllerID, result: StepResult, in h: Hierarchy
    ) -> (SegueResolution.Outcome, [RuleID]) {
        let viaShow = action == nil && (segue.kind == .show || segue.kind == .showDetail || segue.kind == .replace)
        if let presentation = h.presentation(of: destination) {
            // An observed presenter has no rule (``SegueResolution/ruleCitation``).
            let rules = (viaShow ? [RuleID.r8_4] : []) + (presentation.resolution.rule.ruleID.map { [$0] } ?? [])
            return (.presented(presentation, effectiveStyle: h.effectiveStyle(of: presentation)), rules)
        }
        if action == .replaceRoot, !result.failed, h.rootViewController(ofWindow: Self.window) == destination {
            return (.windowRoot(Self.window), [.r1_8])
        }
        guard !result.failed, let parent = h.parent(of: destination) else {
            return (.refused, Self.refusalRules(result))
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
                    return (.contained(in: split, as: placement), [segue.kind == .show ? .r7_4 : .r7_3])
                }
            }
        }
        if h.kind(of: parent) == .navigation {
            let pushed = segue.kind == .push || segue.kind == .custom || action == .push
            let rule: RuleID = pushed ? .r5_3 : (segue.kind == .show ? .r8_2 : .r7_3)
            return (.contained(in: parent, as: .pushed), [rule])
        }
        return (.contained(in: parent, as: .child), [.r10_1])
    }

    /// Selects the tabs and pops the navigation stacks that hide `source`, as a user would
    /// before tapping what triggers the segue, each a step placed at `location`; true when it
    /// changed something.
    private func reveal(_ source: ControllerID, in state: inout State, at location: SourceLocation) -> Bool {
        let operations = state.hierarchy.revealing(source)
        for operation in operations { _ = state.perform([operation], at: location) }
        return !operations.isEmpty
    }

    /// Fires an unwind segue: lists UIKit's candidates (``SegueResolution/Outcome/unwind(action:candidates:)``)
    /// and, assuming the first implements the action, unwinds to it as UIKit does: the
    /// presentations above it are dismissed, and the containers holding it select its tab and
    /// pop its stack (`unwind(for:towards:)`).
    private func unwind(
        _ segue: StoryboardSegue, _ fired: SegueReference, from source: ControllerID, in state: inout State,
        before: Hierarchy.OnScreen, into resolution: inout SegueResolution
    ) {
        let action = segue.unwindAction ?? ""
        let candidates = Self.unwindCandidates(from: source, in: state.hierarchy)
        let list = ControllerList(candidates.map(\.id))
        resolution.outcome = .unwind(action: action, candidates: list)
        resolution.unwindCandidateKeys = list.head.compactMap { state.elements[$0] }
        guard let first = candidates.first else {
            resolution.staysOnScreen = ControllerList(before, in: state.hierarchy)
            return
        }
        resolution.assume(.unwindDestination(action: action, first: first.id.rawValue))
        state.assume(.unwindDestination(action: action, first: first.id.rawValue))
        // Dismissing above the candidate changes none of the containers holding it: what
        // reveals it is known before, and the unwind is one step.
        let operations = (first.dismissing.map { [Operation.dismiss($0)] } ?? []) + state.hierarchy.revealing(first.id)
        guard !operations.isEmpty else {
            resolution.staysOnScreen = ControllerList(before, in: state.hierarchy)
            return
        }
        _ = perform(operations, for: fired, in: &state, before: before, into: &resolution)
    }

    /// UIKit's unwind candidates for a segue fired from `source`, in its search order, each
    /// with the presenter whose presentation an unwind to it ends (nil: none).
    ///
    /// Apple documents the pieces: `canPerformUnwindSegueAction(_:from:sender:)` is false for
    /// the source itself; `allowedChildrenForUnwinding(from:)` gives a stop's children minus
    /// `childContaining(_:)` the source, in search order; the search goes up through
    /// `parent`, else `presentingViewController`. The order this puts them in (each allowed
    /// child's own children before it, the children before the stop) is inferred. A
    /// controller of a class UIKit itself provides (a scene with no custom class) is searched
    /// through but not listed: it implements no action of the app's.
    static func unwindCandidates(from source: ControllerID, in h: Hierarchy) -> [(id: ControllerID, dismissing: ControllerID?)] {
        let uikitClasses = Set(StoryboardController.ElementKind.allCases.map(\.className))
        func implementsAppActions(_ id: ControllerID) -> Bool { !uikitClasses.contains(h.className(of: id) ?? "") }
        // A navigation controller offers its stack from the top down; other containers their
        // children in order.
        func allowedChildren(of id: ControllerID) -> [ControllerID] {
            let children = h.children(of: id)
            return h.kind(of: id) == .navigation ? children.reversed() : children
        }
        var candidates: [(id: ControllerID, dismissing: ControllerID?)] = []
        var seen: Set<ControllerID> = [source]
        var came = source
        var dismissing: ControllerID?
        while true {
            let stop: ControllerID
            if let parent = h.parent(of: came) {
                stop = parent
            } else if let presenter = h.presentation(of: came)?.presenter {
                stop = presenter
                dismissing = presenter
            } else {
                break
            }
            // Each allowed child's subtree, children before their parent, with an explicit stack.
            for child in allowedChildren(of: stop) where child != came {
                var pending: [(id: ControllerID, expanded: Bool)] = [(child, false)]
                while let (id, expanded) = pending.popLast() {
                    if expanded {
                        if seen.insert(id).inserted, implementsAppActions(id) { candidates.append((id, dismissing)) }
                        continue
                    }
                    pending.append((id, true))
                    for grandchild in allowedChildren(of: id).reversed() { pending.append((grandchild, false)) }
                }
            }
            if seen.insert(stop).inserted, implementsAppActions(stop) { candidates.append((stop, dismissing)) }
            came = stop
        }
        return candidates
    }

    /// The rule of a refused step: its first error's (a step's first diagnostic may be a note
    /// about its declaration).
    static func refusalRules(_ result: StepResult) -> [RuleID] {
        (result.diagnostics.first { $0.severity == .error } ?? result.diagnostics.first).map { [$0.rule] } ?? []
    }

    static func danglingReason(_ element: String, _ reference: StoryboardCatalog.Reference) -> String {
        switch reference {
        case .dangling(let reason): reason
        case .external(let name): "storyboard '\(name)' was not given"
        case .resolved: "no controller has the element id '\(element)'"
        }
    }
}
