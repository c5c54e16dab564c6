import PresentationModel
import PresentationScenarios
import StoryboardImport
import SwiftSyntax

/// Applying an operation to a path's run, and recording what it did.
extension FlowReader {

    /// Applies the operation `make` builds from the controllers' ids, declaring the fresh
    /// ones first; lists it as unknown when one of them is not resolved.
    mutating func apply(
        form: String, receiverText: String, at location: Location, _ state: consuming PathState, _ context: Context, controllers: [Value],
        make: ([ControllerID]) -> Operation
    ) -> PathState {
        // What the operation rests on, each controller's in turn, until one is not resolved:
        // then nothing is applied, and the path goes on from where it was, nothing declared.
        var assumed = state.assumptions
        for value in controllers {
            switch value {
            case .fresh(let index):
                for assumption in state.fresh[index].assumptions where !assumed.contains(assumption) { assumed.append(assumption) }
            case .controller(_, let assumptions):
                for assumption in assumptions where !assumed.contains(assumption) { assumed.append(assumption) }
            case .none(let reason):
                record(
                    form: form, receiverText: receiverText, at: location, state, context, certainty: assumed.isEmpty ? .decided : .assumed,
                    assumptions: assumed, operations: [], reason: "does nothing: \(reason)")
                return state
            case .unknown(let reason):
                record(
                    form: form, receiverText: receiverText, at: location, state, context, certainty: .unknown, assumptions: [], operations: [],
                    reason: reason)
                state.assume(.afterUnknown(at: location))
                return state
            case .other, .instance, .closure, .storyboard, .list:
                record(
                    form: form, receiverText: receiverText, at: location, state, context, certainty: .unknown, assumptions: [], operations: [],
                    reason: "'\(receiverText)' is not a controller vcgraph can follow")
                state.assume(.afterUnknown(at: location))
                return state
            }
        }
        // Every controller resolved: the fresh ones are declared, in order.
        var ids: [ControllerID] = []
        var declarations: [Operation] = []
        var declaredHere: [Int] = []
        for value in controllers {
            switch value {
            case .fresh(let index):
                if !state.fresh[index].declared {
                    declarations.append(.declare(state.spec(of: index)))
                    state.markDeclared(index)
                    declaredHere.append(index)
                }
                ids.append(state.fresh[index].id)
            case .controller(let id, _): ids.append(id)
            case .none, .unknown, .other, .instance, .closure, .storyboard, .list: break
            }
        }
        // What this operation rests on, the controllers it declares rest on from now on.
        for index in declaredHere { state.rest(index, on: assumed) }
        let operation = make(ids)
        let diagnostics = state.run.append(Located(ScenarioStep(action: .perform(declarations + [operation])), at: location))
        let certainty: Certainty = assumed.isEmpty ? .decided : .assumed
        for diagnostic in diagnostics where diagnostic.severity != .note {
            add(
                CodeFinding(
                    id: Self.findingID(of: diagnostic.code), severity: diagnostic.severity == .error ? .error : .warning, location: location,
                    message: diagnostic.message, certainty: certainty, assumptions: assumed))
        }
        if let finding = Self.contextWithoutDefiner(operation, in: state.hierarchy, at: location, certainty: certainty, assumed) { add(finding) }
        var operationRecord = CodeOperation(
            form: form, receiver: receiverText, location: location, flow: context.flow, branches: state.branches, certainty: certainty,
            assumptions: assumed, operations: declarations + [operation], reason: nil, answer: nil)
        operationRecord.answer = Self.answer(for: operation, in: state.hierarchy, failed: diagnostics.contains { $0.severity == .error })
        operationRecord.sourceClass = context.className
        operationRecord.destinationClass = Self.shown(by: operation).flatMap { Self.content(of: $0, in: state.hierarchy) }.map(Self.bareClass)
        add(operationRecord)
        // A call site is drawn once, on the first path that reaches it.
        if !readingLaunch, Self.changesScreen(operation), framedSites.insert(FramedSite(location: location, flow: context.flow)).inserted {
            if frames.count < frameLimit {
                frames.append(CodeReport.Frame(operation: operationRecord, run: state.run))
            } else {
                framesLeftOut += 1
            }
        }
        if siteRun == nil, let site, site.line == location.line, location.file == site.file || location.file.hasSuffix("/" + site.file) {
            siteRun = (state.run, assumed, context.flow, state.branches)
        }
        return state
    }

    /// What the model answered for `operation`, in a few words.
    static func answer(for operation: Operation, in h: Hierarchy, failed: Bool) -> CodeAnswer? {
        if failed { return CodeAnswer("refused") }
        switch operation {
        case .present(let presented?, _, _):
            guard let presentation = h.presentation(of: presented) else { return CodeAnswer("not presented (UIKit's warning follows)") }
            return presentedAnswer(presentation, in: h, rules: presentation.resolution.rule.ruleID.map { [$0] } ?? [])
        case .push(let pushed, _), .pushFrom(let pushed, _), .show(let pushed, _), .showDetail(let pushed, _):
            if let presentation = h.presentation(of: pushed) { return presentedAnswer(presentation, in: h, rules: []) }
            return h.parent(of: pushed).map { CodeAnswer("in \($0)") }
        case .makeWindow(let window, let root): return CodeAnswer("the root of window \(window): \(root)")
        case .activateSearch(let search):
            guard let presentation = h.presentation(of: search) else { return CodeAnswer("not presented") }
            return presentedAnswer(presentation, in: h, rules: presentation.resolution.rule.ruleID.map { [$0] } ?? [])
        case .presentSwiftUI(let request):
            guard let presentation = h.presentation(of: request.controller) else {
                if request.modifier == .inspector, h.environment.horizontalSizeClass == .regular {
                    return CodeAnswer("not presented: in regular width the inspector is a column of its host", rules: [.r20_7])
                }
                return CodeAnswer("not presented")
            }
            return presentedAnswer(presentation, in: h, rules: [.r20_1])
        default: return nil
        }
    }

    /// Who presented, in which style.
    private static func presentedAnswer(_ presentation: Presentation, in h: Hierarchy, rules: [RuleID]) -> CodeAnswer {
        CodeAnswer("presented by \(presentation.presenter), \(h.effectiveStyle(of: presentation).rawValue)", rules: rules)
    }

    /// A context style presented where no controller from the source up defines a context on
    /// this path: UIKit falls back to the family root, which presents over the whole family
    /// (R3.4), rarely what a context style was written for.
    static func contextWithoutDefiner(
        _ operation: Operation, in h: Hierarchy, at location: Location, certainty: Certainty, _ assumed: [CodeAssumption]
    ) -> CodeFinding? {
        guard case .present(let presented?, _, _) = operation, let presentation = h.presentation(of: presented),
            presentation.resolution.rule == .noDefinerFamilyRoot
        else { return nil }
        let source = presentation.resolution.contextWalk.first.map(\.controller) ?? presentation.presenter
        let style = h.effectiveStyle(of: presentation).rawValue
        return CodeFinding(
            id: "current-context-without-definer", severity: .warning, location: location,
            message:
                "no controller from '\(source)' up defines a presentation context on this path: the family root '\(presentation.presenter)' presents this \(style) presentation and it covers the whole family (R3.4); set definesPresentationContext = true on the controller it should cover",
            certainty: certainty, assumptions: assumed)
    }

    /// A finding's id for one of UIKit's diagnostics.
    static func findingID(of code: DiagnosticCode) -> String {
        switch code {
        case .presenterAlreadyPresenting: "present-while-presenting"
        case .presenterNotInWindowHierarchy: "present-from-covered"
        default: "uikit-\(code.rawValue)"
        }
    }

    mutating func record(
        form: String, receiverText: String, at location: Location, _ state: borrowing PathState, _ context: Context, certainty: Certainty,
        assumptions: [CodeAssumption], operations: [Operation], reason: String?
    ) {
        add(
            CodeOperation(
                form: form, receiver: receiverText, location: location, flow: context.flow, branches: state.branches, certainty: certainty,
                assumptions: assumptions, operations: operations, reason: reason, answer: nil))
    }

    /// Records a call site's answer on a path; one already recorded for that call site in the
    /// same flow, with the same answer, certainty, reason and assumptions, is not repeated
    /// (paths that differ only in branches before it).
    mutating func add(_ operation: CodeOperation) {
        let key = RecordedAnswer(
            location: operation.location, flow: operation.flow, form: operation.form, certainty: operation.certainty,
            assumptions: operation.assumptions, answer: operation.answer, reason: operation.reason)
        if recorded.insert(key).inserted { operations.append(operation) }
    }

    mutating func add(_ finding: CodeFinding) {
        if !findings.contains(finding) { findings.append(finding) }
    }

    func certainty(of value: Value, _ state: PathState) -> Certainty {
        assumptions(of: value, state).isEmpty ? .decided : .assumed
    }

    func assumptions(of value: Value, _ state: PathState) -> [CodeAssumption] {
        var result = state.assumptions
        let assumed: [CodeAssumption] =
            switch value {
            case .controller(_, let assumed): assumed
            case .fresh(let index): state.fresh[index].assumptions
            default: []
            }
        for assumption in assumed where !result.contains(assumption) { result.append(assumption) }
        return result
    }

    /// Whether `operation` changes what a diagram shows: everything but a written attribute.
    static func changesScreen(_ operation: Operation) -> Bool {
        if case .set = operation { return false }
        return true
    }

    /// The controller an operation brings on screen, if it brings one.
    static func shown(by operation: Operation) -> ControllerID? {
        switch operation {
        case .present(let presented?, _, _): presented
        case .push(let pushed, _), .pushFrom(let pushed, _), .show(let pushed, _), .showDetail(let pushed, _): pushed
        case .makeWindow(_, let root): root
        case .addChild(let child, _), .setColumn(let child, _, _): child
        default: nil
        }
    }

    /// The class of what a shown controller shows: its own, or, for a navigation controller,
    /// its root's (the screen a flow map names), through nested navigation controllers.
    static func content(of id: ControllerID, in h: Hierarchy) -> String? {
        var current = id
        while h.kind(of: current) == .navigation, let root = h.children(of: current).first { current = root }
        return h.className(of: current)
    }
}
