import PresentationModel

/// A scenario, run: the hierarchy after the declaration and after each step, every
/// diagnostic with the step and place that produced it, and every expectation checked.
public struct ScenarioRun: Sendable {
    /// The scenario: its declaration, and the steps run so far with those still to run.
    public private(set) var scenario: Scenario
    /// The hierarchy after the last step run.
    public private(set) var hierarchy: Hierarchy
    /// The hierarchy after the declaration (index 0) and after each step run (index n), when
    /// kept.
    public private(set) var snapshots: [Hierarchy] = []
    /// Whether a snapshot is kept after each step.
    public let keepsSnapshots: Bool
    /// How many of the scenario's steps have run.
    public private(set) var stepsRun = 0
    public private(set) var diagnostics: [LocatedDiagnostic] = []
    /// Every check `vcgraph check` counts, in file order.
    public private(set) var checks: [Check] = []
    /// The controllers an error left where they were (a refused part of a declaration, a
    /// refused push or presentation), with the place of that refusal, until a call places them.
    private var refusedAt: [ControllerID: SourceLocation] = [:]
    /// Made anew by each step appended: two runs that hold the same one are copies of one run
    /// with no step appended to either since (``hasRunSameSteps(as:)``).
    private var appended = Appended()

    private final class Appended: Sendable {}

    /// Whether `other` is a copy of this run with no step appended to either since: the same
    /// steps run, so the same hierarchy, diagnostics and checks.
    public func hasRunSameSteps(as other: ScenarioRun) -> Bool { appended === other.appended }

    /// One step as the run reaches it: `observing` sees the hierarchy on either side of
    /// each step without the run keeping it.
    public enum StepEvent {
        /// The step is about to run on `hierarchy`.
        case willRun(number: Int, step: Located<ScenarioStep>, hierarchy: Hierarchy)
        /// The step ran: the hierarchy after it, what UIKit said and what it checked.
        case didRun(number: Int, step: Located<ScenarioStep>, hierarchy: Hierarchy, diagnostics: [Diagnostic], checks: [Check])
    }

    /// Runs the declaration and the steps, up to `lastStep` (all when nil; 0 runs none).
    /// Snapshots are kept only when asked, since each step of a large hierarchy copies it;
    /// `observing` sees each step's hierarchies without copying them, as long as it keeps
    /// none of them.
    public init(
        _ scenario: Scenario, upTo lastStep: Int? = nil, keepingSnapshots: Bool = false, observing: ((StepEvent) -> Void)? = nil
    ) {
        self.init(declaring: scenario, keepingSnapshots: keepingSnapshots)
        let count = min(lastStep ?? scenario.steps.count, scenario.steps.count)
        for (offset, step) in scenario.steps.prefix(count).enumerated() {
            observing?(.willRun(number: offset + 1, step: step, hierarchy: hierarchy))
            let checked = checks.count
            let diagnostics = run(step, number: offset + 1)
            observing?(
                .didRun(number: offset + 1, step: step, hierarchy: hierarchy, diagnostics: diagnostics, checks: Array(checks[checked...])))
            if keepingSnapshots { snapshots.append(hierarchy) }
        }
        stepsRun = count
        if count == scenario.steps.count { check(scenario.expectations, step: nil) }
    }

    /// The declaration of `scenario` run, and none of its steps: a run that a reader (the
    /// storyboard's segue resolver) drives one step at a time with ``append(_:)``, so that the
    /// model runs each step once, and the answers it reads are this run's.
    public init(declaring scenario: Scenario, keepingSnapshots: Bool = false) {
        self.scenario = scenario
        keepsSnapshots = keepingSnapshots
        var h = Hierarchy(environment: scenario.environment)
        h.reserveCapacity(scenario.controllerCount)
        hierarchy = h
        declare()
        if keepingSnapshots { snapshots.append(hierarchy) }
    }

    /// Adds `step` after every step of the scenario, all of which have run, and runs it;
    /// returns what UIKit said (as a step of ``init(_:upTo:keepingSnapshots:observing:)``
    /// reports it: a placement only an earlier refusal explains is vcgraph's note).
    @discardableResult
    public mutating func append(_ step: Located<ScenarioStep>) -> [Diagnostic] {
        precondition(stepsRun == scenario.steps.count, "a step appended to a run with steps left to run")
        appended = Appended()
        scenario.steps.append(step)
        stepsRun += 1
        let diagnostics = run(step, number: stepsRun)
        if keepsSnapshots { snapshots.append(hierarchy) }
        return diagnostics
    }

    /// The same run under another name and description, with `declarations` as the places
    /// of its controllers (a reader knows them once the steps are done).
    public func named(_ name: String, description: String?, declarations: DeclarationPlaces) -> ScenarioRun {
        var run = self
        run.scenario.name = name
        run.scenario.description = description
        run.scenario.declarations = declarations
        return run
    }

    /// Whether every check passed.
    public var passed: Bool { checks.allSatisfy(\.passed) }

    /// Declares the windows and the controllers; a diagnostic is placed where the controller
    /// it is about was declared.
    private mutating func declare() {
        for window in scenario.windows {
            let declared = hierarchy.addDeclaration(window.value.root)
            recordDeclaration(declared, fallback: window.location)
            // The root is declared unless its id was taken; what it could not hold is detached.
            if !declared.contains(where: { $0.diagnostic.code == .duplicateController }) {
                record(hierarchy.makeWindow(window.value.id, root: window.value.root.id).diagnostics, step: nil, at: window.location)
            }
        }
        for controller in scenario.controllers {
            recordDeclaration(hierarchy.addDeclaration(controller.value), fallback: controller.location)
        }
        // vcgraph's notes advise; no check counts them.
        for diagnostic in diagnostics where diagnostic.diagnostic.severity != .note {
            checks.append(.unexpected(diagnostic, location: location(of: diagnostic)))
        }
    }

    private func location(of diagnostic: LocatedDiagnostic) -> SourceLocation {
        SourceLocation(file: scenario.file, line: diagnostic.line ?? 1, column: diagnostic.column ?? 1)
    }

    private mutating func recordDeclaration(
        _ list: [(controller: ControllerID, diagnostic: Diagnostic)], fallback: SourceLocation
    ) {
        for (controller, diagnostic) in list {
            let location = scenario.declarations[controller] ?? fallback
            record([diagnostic], step: nil, at: location)
            if diagnostic.severity == .error, diagnostic.code != .duplicateController { refusedAt[controller] = location }
        }
    }

    /// What UIKit says because of where a controller is (not in a window, detached, in no
    /// navigation controller, not in a stack or a tab bar, not presented), which a refusal
    /// that left it elsewhere explains; a misuse of the call itself is reported again.
    private static let placementCodes: Set<DiagnosticCode> = [
        .presenterNotInWindowHierarchy, .presentingOnDetachedController, .noNavigationController, .poppingToMissingController,
        .selectingForeignTab, .notInteractivelyDismissible,
    ]

    /// The refusal that left `id`, or the family it belongs to, where it is: the controller
    /// refused and the place of the refusal.
    private func refusal(of id: ControllerID) -> (id: ControllerID, at: SourceLocation)? {
        if let location = refusedAt[id] { return (id, location) }
        guard let root = hierarchy.familyRoot(of: id), let location = refusedAt[root] else { return nil }
        return (root, location)
    }

    private mutating func record(_ list: [Diagnostic], step: Int?, at location: SourceLocation) {
        diagnostics += list.map { LocatedDiagnostic($0, step: step, line: location.line, column: location.column) }
    }

    /// Runs one step; returns what UIKit said, and vcgraph's note in place of what only
    /// follows from an earlier refusal (UIKit would have stopped there), so that a refusal is
    /// reported once.
    private mutating func run(_ located: Located<ScenarioStep>, number: Int) -> [Diagnostic] {
        let step = located.value
        var operations: [Operation] = []
        if case .perform(let performed) = step.action { operations = performed }
        var cause: (id: ControllerID, at: SourceLocation)?
        if !refusedAt.isEmpty {
            // The controllers the call acts from or on: what it places is no cause of what UIKit
            // says about where the call was made.
            for id in operations.flatMap({ operation in
                operation.namedControllers.filter { !operation.placedControllers.contains($0) }
            }) {
                cause = refusal(of: id)
                if cause != nil { break }
            }
        }
        var diagnostics = apply(step.action, step: number).diagnostics
        let refused = diagnostics.contains { $0.severity == .error }
        for id in operations.flatMap(\.placedControllers) { refusedAt[id] = refused ? cause?.at ?? located.location : nil }
        if let cause {
            diagnostics = diagnostics.map {
                Self.placementCodes.contains($0.code) ? .followingFromRefusal($0, of: cause.id, at: cause.at) : $0
            }
        }
        record(diagnostics, step: number, at: located.location)
        checks += Check.diagnostics(diagnostics, of: step, number: number, at: located.location)
        return diagnostics
    }

    private mutating func apply(_ action: ScenarioStep.Action, step: Int) -> StepResult {
        var result = StepResult()
        switch action {
        case .perform(let operations):
            for operation in operations where !result.failed { result.append(hierarchy.apply(operation)) }
        case .expect(let expectations):
            check(expectations, step: step)
        }
        return result
    }

    /// Checks expectations of one step (or the final ones) as one batch of queries, so that
    /// a dump's thousands of `state:` expectations on one deep chain walk it once.
    private mutating func check(_ expectations: [Located<Expectation>], step: Int?) {
        let queries = HierarchyQueries(hierarchy)
        for expectation in expectations { checks.append(check(expectation, step: step, in: queries)) }
    }

    private func check(_ expectation: Located<Expectation>, step: Int?, in queries: HierarchyQueries) -> Check {
        let expected = expectation.value
        let actual = queries.value(of: expected.relation, for: expected.subject)
        return .expectation(
            expected, actual: actual, step: step, location: expectation.location,
            reason: actual == expected.value ? nil : hierarchy.reason(for: expected.relation, of: expected.subject))
    }
}

extension Diagnostic {
    /// vcgraph's note in place of `diagnostic`, which only follows from the refusal at
    /// `location` that left `controller` where it is.
    static func followingFromRefusal(_ diagnostic: Diagnostic, of controller: ControllerID, at location: SourceLocation) -> Diagnostic {
        Diagnostic(
            severity: .note, code: .followsFromRefusal,
            message:
                "follows from the refusal at line \(location.line), column \(location.column), which left '\(controller)' where it was; "
                + "UIKit would have stopped there, so this step's \(diagnostic.severity.rawValue) is not reported as UIKit's "
                + "(the call alone gives: \(diagnostic.message))",
            rule: diagnostic.rule)
    }
}

extension Scenario {
    /// How many controllers the file declares (its steps' inline declarations included), with
    /// those their containers may create (a
    /// tab bar's More navigation controller and list, R6.3; a column-style split view's
    /// column wrappers), to size the hierarchy's storage. A count one short makes the
    /// storage double while the largest tables are held twice.
    var controllerCount: Int {
        var count = 0
        var pending = windows.map(\.value.root) + controllers.map(\.value)
        for step in steps {
            guard case .perform(let operations) = step.value.action else { continue }
            for case .declare(let spec) in operations { pending.append(spec) }
        }
        while let spec = pending.popLast() {
            switch spec.kind {
            case .tabBar: count += 3
            case .split(let style) where style.isColumnStyle: count += 1 + SplitColumn.allCases.count
            case .plain, .navigation, .page, .split: count += 1
            }
            pending += spec.children
            pending += spec.columns.map(\.controller)
        }
        return count
    }
}
