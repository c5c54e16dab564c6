import PresentationModel

/// A scenario, run: the hierarchy after the declaration and after each step, every
/// diagnostic with the step and place that produced it, and every expectation checked.
public struct ScenarioRun: Sendable {
    public let scenario: Scenario
    /// The hierarchy after the last step run.
    public private(set) var hierarchy: Hierarchy
    /// The hierarchy after the declaration (index 0) and after each step run (index n).
    public private(set) var snapshots: [Hierarchy] = []
    public private(set) var diagnostics: [LocatedDiagnostic] = []
    /// Every check `vcgraph check` counts, in file order.
    public private(set) var checks: [Check] = []

    /// Runs the declaration and the steps, up to `lastStep` (all when nil; 0 runs none).
    /// Snapshots are kept only when asked, since each step of a large hierarchy copies it.
    public init(_ scenario: Scenario, upTo lastStep: Int? = nil, keepingSnapshots: Bool = false) {
        self.scenario = scenario
        var h = Hierarchy(environment: scenario.environment)
        h.reserveCapacity(scenario.controllerCount)
        hierarchy = h
        declare()
        if keepingSnapshots { snapshots.append(hierarchy) }
        let count = min(lastStep ?? scenario.steps.count, scenario.steps.count)
        for (offset, step) in scenario.steps.prefix(count).enumerated() {
            run(step, number: offset + 1)
            if keepingSnapshots { snapshots.append(hierarchy) }
        }
        if count == scenario.steps.count {
            for expectation in scenario.expectations { checks.append(check(expectation, step: nil)) }
        }
    }

    /// Whether every check passed.
    public var passed: Bool { checks.allSatisfy(\.passed) }

    /// Declares the windows and the controllers; a diagnostic is placed where the controller
    /// it is about was declared.
    private mutating func declare() {
        for window in scenario.windows {
            let declared = hierarchy.addDeclaration(window.value.root)
            recordDeclaration(declared, fallback: window.location)
            if !declared.contains(where: { $0.diagnostic.severity == .error }) {
                record(hierarchy.makeWindow(window.value.id, root: window.value.root.id).diagnostics, step: nil, at: window.location)
            }
        }
        for controller in scenario.controllers {
            recordDeclaration(hierarchy.addDeclaration(controller.value), fallback: controller.location)
        }
        for diagnostic in diagnostics {
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
            record([diagnostic], step: nil, at: scenario.declarations[controller] ?? fallback)
        }
    }

    private mutating func record(_ list: [Diagnostic], step: Int?, at location: SourceLocation) {
        diagnostics += list.map { LocatedDiagnostic($0, step: step, line: location.line, column: location.column) }
    }

    private mutating func run(_ located: Located<ScenarioStep>, number: Int) {
        let step = located.value
        let result = apply(step.action, step: number)
        record(result.diagnostics, step: number, at: located.location)
        checks += Check.diagnostics(result.diagnostics, of: step, at: located.location)
    }

    /// Adds a new controller a step declares, then names it.
    private mutating func resolve(_ reference: ControllerReference, into result: inout StepResult) -> ControllerID {
        if case .new(let spec) = reference { result.append(hierarchy.add(spec)) }
        return reference.id
    }

    private mutating func apply(_ action: StepAction, step: Int) -> StepResult {
        var result = StepResult()
        switch action {
        case .present(let from, let controller, let request):
            let id = controller.map { resolve($0, into: &result) }
            if !result.failed { result.append(hierarchy.present(id, from: from, request)) }
        case .dismiss(let id):
            result.append(hierarchy.dismiss(id))
        case .push(let onto, let controller):
            let id = resolve(controller, into: &result)
            if !result.failed { result.append(hierarchy.push(id, onto: onto)) }
        case .pushFrom(let from, let controller):
            let id = resolve(controller, into: &result)
            if !result.failed { result.append(hierarchy.push(id, from: from)) }
        case .pop(let navigation):
            result.append(hierarchy.pop(navigation))
        case .popToRoot(let navigation):
            result.append(hierarchy.popToRoot(navigation))
        case .popTo(let navigation, let controller):
            result.append(hierarchy.pop(to: controller, in: navigation))
        case .setNavigationStack(let navigation, let controllers):
            let ids = controllers.map { resolve($0, into: &result) }
            if !result.failed { result.append(hierarchy.setViewControllers(ids, of: navigation)) }
        case .setTabs(let tabBar, let controllers):
            let ids = controllers.map { resolve($0, into: &result) }
            if !result.failed { result.append(hierarchy.setViewControllers(ids, ofTabBar: tabBar)) }
        case .select(let tabBar, .index(let position)):
            result.append(hierarchy.select(tabAt: position, of: tabBar))
        case .select(let tabBar, .controller(let tab)):
            result.append(hierarchy.select(tab, of: tabBar))
        case .show(let from, let controller):
            let id = resolve(controller, into: &result)
            if !result.failed { result.append(hierarchy.show(id, from: from)) }
        case .showDetail(let from, let controller):
            let id = resolve(controller, into: &result)
            if !result.failed { result.append(hierarchy.showDetail(id, from: from)) }
        case .addChild(let parent, let controller):
            let id = resolve(controller, into: &result)
            if !result.failed { result.append(hierarchy.addChild(id, to: parent)) }
        case .removeFromParent(let id):
            result.append(hierarchy.removeFromParent(id))
        case .set(let id, let changes):
            if let attributes = hierarchy.attributes(of: id) {
                result.append(hierarchy.setAttributes(changes.applied(to: attributes), of: id))
            } else {
                result.append(hierarchy.setAttributes(ControllerAttributes(), of: id))
            }
        case .traits(let horizontal, let vertical):
            if let horizontal { result.append(hierarchy.setHorizontalSizeClass(horizontal)) }
            if let vertical { result.append(hierarchy.setVerticalSizeClass(vertical)) }
        case .expect(let expectations):
            for expectation in expectations { checks.append(check(expectation, step: step)) }
        }
        return result
    }

    private func check(_ expectation: Located<Expectation>, step: Int?) -> Check {
        let expected = expectation.value
        let actual = hierarchy.value(of: expected.relation, for: expected.subject)
        return .expectation(
            expected, actual: actual, step: step, location: expectation.location,
            reason: actual == expected.value ? nil : hierarchy.reason(for: expected.relation, of: expected.subject))
    }
}

extension Scenario {
    /// How many controllers the file declares, to size the hierarchy's storage.
    var controllerCount: Int {
        var count = 0
        var pending = windows.map(\.value.root) + controllers.map(\.value)
        while let spec = pending.popLast() {
            count += 1
            pending += spec.children
            pending += spec.columns.map(\.controller)
        }
        return count
    }
}
