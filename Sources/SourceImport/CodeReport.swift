import PresentationModel
import PresentationScenarios
import StoryboardImport

/// An app's Swift sources read statically: the hierarchy the launch builds, then every flow
/// (each method of a class on screen that presents, pushes or shows, each free function that
/// does) read path by path from the state that put its class on screen, every call site with
/// its certainty and the model's answer, and the findings a reviewer would want.
///
/// The launch is the scene delegate's `scene(_:willConnectTo:options:)`, else the app
/// delegate's `application(_:willFinishLaunchingWithOptions:)` and
/// `application(_:didFinishLaunchingWithOptions:)`; of its paths that present nothing, the one
/// that does the most is the app at launch. A class is on screen where the first flow that
/// makes an instance of it puts it: the launch (A1), an action, or a storyboard segue from a
/// scene on screen, whose end state the class's own flows then start from (A1, A5). A class
/// the code never puts on screen has its calls on `self` listed as unknown.
public struct CodeReport: Sendable {
    /// Every call site read, on every path, in the order read.
    public let operations: [CodeOperation]
    /// The findings, each once, in file and line order.
    public private(set) var findings: [CodeFinding]
    /// The launch, run: the window's root and everything it contains.
    public let launch: ScenarioRun
    /// Where each class the code puts on screen was placed, in the order placed: the first
    /// placement found, or the one `--place` chose (Decision U26).
    public let placements: [Placement]
    /// The other places the code puts a placed class, each once, in the order found: what
    /// `--place CLASS=N` can choose instead.
    public let alternatives: [Placement]
    /// The placements asked for (`--place`) that no path reaches: class, and the place's
    /// number or instance id asked for.
    public let placesNotFound: [(className: String, id: ControllerID)]
    /// View controller classes with calls on `self` that the code never puts on screen.
    public let unplaced: [String]
    /// The view controller classes of the sources read.
    let viewControllers: Set<String>
    /// What the report was read from: the syntax trees, the class index and the paths read,
    /// hundreds of thousands of objects for a large app. Kept with the report, never read, so
    /// that reading ends without freeing them one by one: they go with the report, and a
    /// process that exits once it has printed the report never frees them.
    private let readFrom: ReadFrom

    private final class ReadFrom: @unchecked Sendable {
        /// Never read, nor written after it is made.
        let values: Any
        init(_ values: Any) { self.values = values }
    }
    /// The SwiftUI views of the sources read that a body draws from (the screens of a SwiftUI app).
    let swiftUIScreens: Set<String>

    /// A class on screen: its instance, where it is (`the root of inboxNav in tabs`), the
    /// flow that put it there and where.
    public struct Placement: Sendable {
        public var className: String
        public var id: ControllerID
        public var description: String
        public var flow: String
        public var location: SourceLocation
        /// Its number among the places found for its class, from 1, in the order found: what
        /// `--place CLASS=N` names.
        public var number = 1
    }

    /// The path to one call site, as a scenario `vcgraph import` writes: the launch's window
    /// root declared, then the steps of the path up to and including the call, and what they
    /// assume, said as comments.
    public struct Site: Sendable {
        public var scenario: Scenario
        public var comments: [String]
    }

    /// The path to the call site asked for (``init(_:storyboards:environment:limits:site:frames:)``),
    /// nil when no call site on that line was applied.
    public private(set) var site: Site?

    /// A call site outside the launch and the hierarchy once its path has run to it: a frame
    /// of the app's documentation. Kept only when asked for
    /// (``init(_:storyboards:environment:limits:site:frames:)``).
    public struct Frame: Sendable {
        /// The call site, with its certainty and what it assumes.
        public var operation: CodeOperation
        /// The path from launch up to and including the call site.
        public var run: ScenarioRun
    }

    /// The first call sites read outside the launch, in the order read (the classes placed
    /// at launch first, then those their flows place), each with its path's run; at most
    /// the number asked for.
    public private(set) var frames: [Frame] = []
    /// The call sites past the frames asked for.
    public private(set) var framesLeftOut = 0

    /// How much of each flow the reader reads: at most `paths` paths, and `statements`
    /// statements counted on every path; past either, the flow's note says what was left.
    public struct Limits: Sendable {
        public var paths: Int
        public var statements: Int

        public init(paths: Int = 64, statements: Int = 20_000) {
            self.paths = paths
            self.statements = statements
        }
    }

    /// The most paths one flow follows by default.
    public static let pathLimit = Limits().paths

    /// Reads `sources`, with `storyboards` when the app has them: scenes made by identifier,
    /// segues performed, and, when the code sets no window root, the window's root made from
    /// the initial view controller of the storyboard named Main (assumed the main storyboard).
    public init(
        _ sources: [SwiftSource], storyboards: StoryboardCatalog? = nil, environment: Environment = Environment(), limits: Limits = Limits(),
        site: (file: String, line: Int)? = nil, frames frameLimit: Int = 0, places: [String: ControllerID] = [:]
    ) {
        // The parser recurses as deep as a file nests: on a stack that holds the deepest it reads,
        // whatever thread calls (a test's, a task's).
        let read: [(ParsedSource, FileDeclarations)] = LargeStack.map(sources.sorted { $0.path < $1.path }) { source in
            let parsed = ParsedSource(source)
            return (parsed, FileDeclarations(parsed))
        }
        let parsed = read.map { $0.0 }
        let index = ClassIndex(read.map { $0.1 })
        var reader = FlowReader(
            index: index, catalog: storyboards, pathLimit: limits.paths, statementLimit: limits.statements, site: site,
            frameLimit: frameLimit)
        // The SwiftUI views are read beside the launch.
        let readingSwiftUI = LargeStack.start { SwiftUITreeReader(SwiftUIViewIndex(parsed), environment: environment) { index.kind(of: $0) } }
        let file = parsed.first?.path ?? "sources"
        let empty = PathState(run: ScenarioRun(declaring: Scenario(file: file, name: "launch", environment: environment)))

        // The launch: its first path is the app at launch.
        let launchMethods = Self.launchMethods(in: index)
        reader.readingLaunch = true
        let unread = reader
        func readLaunch(from start: PathState) -> PathState {
            var launchState = start
            for method in launchMethods {
                let context = FlowReader.Context(selfValue: .other, className: method.className, flow: method.qualifiedName)
                // The app at launch: of the paths that present nothing (a launch that opens a
                // URL or shows an error is not the plain start), the one that does the most
                // (an early exit, such as an app that is disabled, is not either); the first
                // of those.
                let paths = reader.read(method, from: launchState, context: context)
                let plain = paths.filter { $0.hierarchy.presentations.isEmpty }
                let most = plain.map(\.run.stepsRun).max()
                if let chosen = plain.first(where: { $0.run.stepsRun == most }) ?? paths.first { launchState = chosen }
            }
            launchState.locals = [:]
            launchState.branches = []
            return launchState
        }
        var launchState = readLaunch(from: empty)
        // A storyboard named Main is taken for the main storyboard, as Xcode's templates name
        // it, when the launch sets no root: UIKit makes its initial view controller the
        // window's root before the delegates' launch methods run, so they are read again
        // from there.
        if launchState.hierarchy.rootViewController(ofWindow: "main") == nil, let storyboards,
            let s = storyboards.storyboards.firstIndex(where: { $0.name.lowercased() == "main" }),
            let element = storyboards.storyboards[s].initialControllerElement
        {
            reader = unread
            launchState = readLaunch(from: reader.launch(from: StoryboardCatalog.Key(storyboard: s, element: element), in: empty))
        }
        // A SwiftUI App whose code sets no window root: its view tree is the launch.
        let swiftUI = readingSwiftUI.value()
        if let root = swiftUI.root, launchState.hierarchy.rootViewController(ofWindow: "main") == nil {
            let spec = swiftUI.spec(of: root)
            _ = launchState.run.append(
                Located(
                    ScenarioStep(action: .perform([.declare(spec), .makeWindow("main", root: spec.id)])), at: swiftUI.controllers[root].location))
        }
        launch = launchState.run
        reader.readingLaunch = false

        // The classes on screen at launch, then those each flow puts on screen.
        var placements: [Placement] = []
        var alternatives: [Placement] = []
        // Each class's places found so far, by description, with their numbers.
        var placeNumbers: [String: [String: Int]] = [:]
        // The classes placed, and where the flows of those not read yet start: taken out
        // (not copied) when they are read.
        var placed: Set<String> = []
        var starts: [String: FlowStart] = [:]
        starts.reserveCapacity(index.classesWithFlows.count)
        // Where UIKit code first puts each hosting controller it makes for a view, by its class
        // (`UIHostingController<SettingsView>`): the SwiftUI sites of that view start there.
        var hostingStarts: [String: SwiftUISites.HostStart] = [:]
        // What a path put on screen (``found(in:since:index:ranBefore:)``), placed
        // where the path leaves it, each class the first time.
        func place(_ found: consuming [Found], flow: String) {
            // Taken out of the list in order rather than copied: each holds a path's state.
            found.reverseByMoving()
            while let item = found.popLast() {
                switch item.kind {
                case .host(let host, let start):
                    if hostingStarts[host] == nil { hostingStarts[host] = start }
                case .placed(let className, let start):
                    var placement = Placement(className: className, id: item.id, description: item.description, flow: flow, location: item.location)
                    // Each place of a class is numbered once, in the order found.
                    let known = placeNumbers[className]?[placement.description]
                    placement.number = known ?? (placeNumbers[className]?.count ?? 0) + 1
                    placeNumbers[className, default: [:]][placement.description] = placement.number
                    // Placed already, or not the place asked for: an alternative (U26). A find
                    // without a start is one of those (``found(in:since:index:ranBefore:keepsStart:)``).
                    let asked = places[className].map { $0.rawValue == String(placement.number) || $0 == item.id } ?? true
                    guard !placed.contains(className), asked, let start else {
                        if known == nil { alternatives.append(placement) }
                        continue
                    }
                    if known != nil { alternatives.removeAll { $0.className == className && $0.number == placement.number } }
                    placements.append(placement)
                    placed.insert(className)
                    starts[className] = start
                }
            }
        }
        func place(from state: PathState, since: Int, flow: String, ranBefore: String?) {
            place(Self.found(in: state, since: since, index: index, ranBefore: ranBefore), flow: flow)
        }
        place(from: launchState, since: 0, flow: "launch", ranBefore: nil)
        launchState.fresh = []

        // The storyboard's segues put their destinations on screen, scene after scene: from
        // each scene of the launch, and from each class placed (below), each scene once.
        var scenesFired: Set<StoryboardCatalog.Key> = []
        func fireSegues(from id: ControllerID, in state: PathState) {
            var pending = [(id, state)]
            while !pending.isEmpty {
                let (source, from) = pending.removeFirst()
                guard let (scene, fired) = reader.seguesFired(from: source, in: from), scenesFired.insert(scene).inserted else { continue }
                let className = from.hierarchy.className(of: source).map(FlowReader.bareClass) ?? source.rawValue
                for (segue, location, end) in fired {
                    let action = "the segue '\(segue)' from \(className) (\(location.file):\(location.line))"
                    var after = end
                    after.assume(.ranBefore(action: action))
                    place(from: after, since: from.run.stepsRun, flow: "segue '\(segue)'", ranBefore: nil)
                    pending += after.hierarchy.controllers.filter { after.sceneOf[$0] != nil && from.sceneOf[$0] == nil }.map { ($0, after) }
                }
            }
        }
        for id in launchState.hierarchy.controllers where launchState.sceneOf[id] != nil { fireSegues(from: id, in: launchState) }

        // Each placed class's flows, in the order placed; what they put on screen joins the
        // queue. The flows of the classes placed so far are read side by side, then what each
        // path puts on screen is placed in the order the flows were read.
        var next = 0
        // The paths each class was placed from, once its flows are read: kept with the report
        // (``readFrom``), not freed one by one as each wave ends.
        var placedFrom: [FlowStart] = []
        while next < placements.count {
            let wave = placements[next...].filter { starts[$0.className] != nil }
            next = placements.count
            // Each class's start is made, and what each path puts on screen found, beside its
            // flows; the start is kept where the storyboards' segues are fired from it.
            let jobs = wave.compactMap { placement in starts.removeValue(forKey: placement.className).map { (placement, $0) } }
            let placedBefore = placed
            var waveFlows = reader.readSideBySide(jobs) { reader, job in
                let (placement, recipe) = job
                let start = recipe.state()
                // Only the first find of a class not placed yet can be placed: the others are
                // alternatives, and need no start (unless a place was asked for the class).
                var startKept: Set<String> = []
                func keepsStart(_ className: String) -> Bool {
                    !placedBefore.contains(className) && (places[className] != nil || startKept.insert(className).inserted)
                }
                let flows = index.classes[placement.className]?.methods.filter { $0.name != "init" && index.reachesForms($0) } ?? []
                let found = flows.map { method in
                    let onScreen = CodeAssumption.onScreen(className: placement.className, placement: placement.description, at: placement.location)
                    let selfValue = Value.controller(placement.id, [onScreen] + (index.unseenClass(of: placement.className).map { [$0] } ?? []))
                    let flow = method.qualifiedName
                    let context = FlowReader.Context(selfValue: selfValue, className: placement.className, flow: flow)
                    let found = reader.read(method, from: start, context: context).map { end in
                        Self.found(in: end, since: start.run.stepsRun, index: index, ranBefore: flow, keepsStart: keepsStart)
                    }
                    return (flow: flow, found: found)
                }
                return (start: reader.catalog == nil ? nil : start, flows: found, recipe: recipe)
            }
            waveFlows.reverseByMoving()
            for placement in wave {
                guard case (let start, var flows, let recipe)? = waveFlows.popLast() else { break }
                placedFrom.append(recipe)
                flows.reverseByMoving()
                while case (let flow, var found)? = flows.popLast() {
                    found.reverseByMoving()
                    while let each = found.popLast() { place(each, flow: flow) }
                }
                if let start { fireSegues(from: placement.id, in: start) }
            }
        }
        // Free functions and the methods of other types (coordinators, helpers), that no
        // followed call ran: from the launch.
        let launchNames = Set(launchMethods.map(\.qualifiedName))
        var unplaced: [String] = []
        for className in index.order where !placed.contains(className) {
            for method in index.classes[className]?.methods ?? [] where method.hasForms && !reader.followed.contains(method.location) {
                guard !launchNames.contains(method.qualifiedName) else { continue }
                let isController = index.kind(of: className) != nil
                let isExtension = index.isUIKit(className)
                if isController, !isExtension, !unplaced.contains(className) { unplaced.append(className) }
                let selfValue: Value =
                    isExtension
                    ? .unknown("an extension's method of UIKit's \(className): read where it is called (not yet followed)")
                    : isController ? .unknown("\(className) is never put on screen by the code read") : .other
                let context = FlowReader.Context(selfValue: selfValue, className: className, flow: method.qualifiedName)
                _ = reader.read(method, from: launchState, context: context)
            }
        }
        for function in index.functions where function.hasForms && !reader.followed.contains(function.location) {
            let context = FlowReader.Context(selfValue: .other, className: nil, flow: function.qualifiedName)
            _ = reader.read(function, from: launchState, context: context)
        }
        self.placements = placements
        self.alternatives = alternatives
        placesNotFound = places.sorted { $0.key < $1.key }.filter { className, id in
            !placements.contains { $0.className == className && ($0.id == id || String($0.number) == id.rawValue) }
        }.map { (className: $0.key, id: $0.value) }
        self.unplaced = unplaced
        viewControllers = Set(index.order.filter { index.kind(of: $0) != nil })
        if let found = reader.siteRun { self.site = Self.site(found.run, assumptions: found.assumptions, flow: found.flow, branches: found.branches) }
        let hostStarts = swiftUI.uikitHosts.compactMapValues { hostingStarts[$0.className] }
        let sites = SwiftUISites(swiftUI, launch: launch, hostStarts: hostStarts, frameLimit: max(0, frameLimit - reader.frames.count))
        // A method with parameters that a followed call ran was read there with its
        // arguments; read on its own, its parameters are unknown: that reading is dropped.
        let followedFlows = Set(
            (index.order.flatMap { index.classes[$0]?.methods ?? [] } + index.functions).filter {
                !$0.parameters.isEmpty && reader.followed.contains($0.location)
            }.map(\.qualifiedName))
        operations = reader.operations.filter { !followedFlows.contains($0.flow) } + sites.operations
        swiftUIScreens = Set(sites.operations.compactMap(\.sourceClass))
        frames = reader.frames.filter { !followedFlows.contains($0.operation.flow) } + sites.frames
        framesLeftOut = reader.framesLeftOut + sites.framesLeftOut
        findings = (reader.findings + sites.findings + parsed.flatMap(\.unreadBracketFindings) + parsed.compactMap(\.parseFinding)).sorted {
            ($0.location.file, $0.location.line, $0.location.column, $0.id) < ($1.location.file, $1.location.line, $1.location.column, $1.id)
        }
        readFrom = ReadFrom((read, index, reader, launchState, swiftUI, sites, placedFrom))
    }

    /// The ids of the findings the reader makes; UIKit's own diagnostics add `uikit-CODE`.
    public static let findingIDs = [
        "push-without-navigation", "present-while-presenting", "present-from-covered", "present-from-window-root", "style-after-present",
        "style-on-contained-controller", "missing-segue", "missing-storyboard-id", "addchild-without-didmove", "current-context-without-definer",
        "path-limit", "nesting-limit", "swiftui-multiple-sheets", "swiftui-modifier-in-lazy-row", "swiftui-destination-in-lazy-container",
        "swiftui-nested-navigation-stack", "swiftui-limit", "unparsed", "swiftui-link-in-sheet-without-stack", "swiftui-chained-sheets-ios14",
        "swiftui-link-without-destination",
    ]

    /// The report without the findings of the ids in `silences`.
    public func silencing(_ silences: Set<String>) -> CodeReport {
        var report = self
        report.findings.removeAll { silences.contains($0.id) }
        return report
    }

    /// The run of a path as a scenario file states it: the step that declared the window's
    /// root and made it the root becomes the scenario's `window:`.
    static func site(_ run: ScenarioRun, assumptions: [CodeAssumption], flow: String, branches: [String]) -> Site {
        var scenario = run.scenario
        // What the path rests on is in its name, so that every drawing of it says so.
        scenario.name = flow + (assumptions.isEmpty ? "" : " (assumed: \(assumptions.map(\.id).joined(separator: ", ")))")
        for (position, step) in scenario.steps.enumerated() {
            guard case .perform(let operations) = step.value.action,
                let rootIndex = operations.firstIndex(where: { if case .makeWindow = $0 { true } else { false } }),
                case .makeWindow(let window, let root) = operations[rootIndex],
                let declared = operations.firstIndex(where: { if case .declare(let spec) = $0 { spec.id == root } else { false } }),
                case .declare(let spec) = operations[declared]
            else { continue }
            scenario.windows = [Located((id: window, root: spec), at: step.location)]
            let rest = operations.enumerated().filter { $0.offset != rootIndex && $0.offset != declared }.map(\.element)
            if rest.isEmpty {
                scenario.steps.remove(at: position)
            } else {
                scenario.steps[position] = Located(ScenarioStep(action: .perform(rest)), at: step.location)
            }
            break
        }
        var comments = [
            "Read from Swift by vcgraph import: the path of \(flow)" + (branches.isEmpty ? "" : " where \(branches.joined(separator: "; "))") + "."
        ]
        comments += assumptions.map { "Assumed (\($0.id)): \($0.text)." }
        return Site(scenario: scenario, comments: comments)
    }

    /// Whether `className` is a view controller class of the sources read.
    public func isViewController(_ className: String) -> Bool { viewControllers.contains(className) }

    /// Whether `name` is a screen of the app: a view controller class, or a SwiftUI view whose
    /// body presents or pushes.
    public func isScreen(_ name: String) -> Bool { viewControllers.contains(name) || swiftUIScreens.contains(name) }

    /// The launch's methods, in the order UIKit calls them.
    static func launchMethods(in index: ClassIndex) -> [ClassIndex.Method] {
        let order: [(String, [String])] = [
            ("application", ["_", "willFinishLaunchingWithOptions"]), ("application", ["_", "didFinishLaunchingWithOptions"]),
            ("scene", ["_", "willConnectTo", "options"]),
        ]
        return order.flatMap { name, labels in
            index.order.compactMap { className in index.classes[className]?.methods.first { $0.name == name && $0.labels == labels } }
        }
    }

    /// Where `id` is, in words: `the root of inboxNav in tabs`, `presented by tabs`.
    static func describe(_ id: ControllerID, in h: Hierarchy) -> String {
        func container(_ parent: ControllerID) -> String {
            guard let above = h.parent(of: parent) else {
                if let presenter = h.presentation(of: parent)?.presenter { return " presented by \(presenter)" }
                return ""
            }
            return " in \(above)"
        }
        if let parent = h.parent(of: id) {
            let children = h.children(of: parent)
            let relation: String
            switch h.kind(of: parent) {
            case .navigation?: relation = children.first == id ? "the root of \(parent)" : "pushed onto \(parent)"
            case .tabBar?: relation = "tab \(children.firstIndex(of: id) ?? 0) of \(parent)"
            case .split?: relation = "a column of \(parent)"
            default: relation = "a child of \(parent)"
            }
            return relation + container(parent)
        }
        if let presenter = h.presentation(of: id)?.presenter { return "presented by \(presenter)" }
        if h.windows.contains(where: { $0.root == id }) { return "the window's root" }
        return "detached"
    }
}

extension Operation {
    /// Whether this operation declares `id` (as itself or inside a declaration).
    func declaresController(_ id: ControllerID) -> Bool {
        guard case .declare(let spec) = self else { return false }
        var pending = [spec]
        while let next = pending.popLast() {
            if next.id == id { return true }
            pending += next.children + next.columns.map(\.controller)
        }
        return false
    }
}
