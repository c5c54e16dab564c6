import PresentationJSON
import PresentationModel
import PresentationScenarios

/// What each step of a scenario did and why, one line per step: the one narration that
/// `vcgraph analyze --steps` prints and documentation pages list.
///
/// Built from the model's data only: the hierarchy before and after the step, the step's
/// diagnostics, and the presentation summaries (`PresentationSummary`) that say which rule
/// chose a presenter. It names the steps users misread: a `dismiss` sent to a presenter
/// dismisses what it presented (R9.1); a context style lands on the definer, not the source
/// (R3.2).
public struct StepNarration: Sendable {
    /// One step, narrated.
    public struct Line: Hashable, Sendable {
        /// The step's number, from 1.
        public var step: Int
        /// Where the step is written.
        public var location: SourceLocation
        /// The step as written, shortened: `dismiss: player`, `present: detail from list`.
        public var source: String
        /// What it did and why, as one sentence.
        public var sentence: String
        /// The rules the sentence rests on (`R9.1`, `R3.2`, a diagnostic's rule), in order.
        public var rules: [RuleID]

        /// `step 2 (dismiss: player): … [R9.1]`, what the input says shown as data
        /// (``InputText``).
        public var text: String {
            let cited = rules.isEmpty ? "" : " [\(rules.map(\.rawValue).joined(separator: ", "))]"
            return "step \(step) (\(InputText.escaped(source))): \(InputText.escaped(sentence))\(cited)"
        }
    }

    public let lines: [Line]

    /// Narrates every step the run ran. A run made without snapshots is run again, whole,
    /// with them.
    public init(run: ScenarioRun) {
        let steps = run.scenario.steps
        let ran = run.snapshots.isEmpty ? ScenarioRun(run.scenario, keepingSnapshots: true) : run
        var diagnostics: [Int: [Diagnostic]] = [:]
        for located in ran.diagnostics { if let step = located.step { diagnostics[step, default: []].append(located.diagnostic) } }
        var checks: [Int: [Check]] = [:]
        for check in ran.checks { if let step = check.step { checks[step, default: []].append(check) } }
        var lines: [Line] = []
        for (offset, located) in steps.prefix(ran.snapshots.count - 1).enumerated() {
            let number = offset + 1
            let before = Before(located.value.action, in: ran.snapshots[offset])
            let change = Change(before: before, after: ran.snapshots[number], diagnostics: diagnostics[number] ?? [])
            lines.append(change.line(number, located, checks: checks[number] ?? []))
        }
        self.lines = lines
    }

    /// Runs `scenario` up to `lastStep` (all when nil) and narrates each step as it runs,
    /// keeping no hierarchy but the current one: what `vcgraph analyze --steps` prints,
    /// in time and memory that grow with the scenario, however many steps it has.
    public init(scenario: Scenario, upTo lastStep: Int? = nil) {
        var lines: [Line] = []
        var before: Before?
        _ = ScenarioRun(scenario, upTo: lastStep) { event in
            switch event {
            case .willRun(_, let step, let hierarchy):
                before = Before(step.value.action, in: hierarchy)
            case .didRun(let number, let step, let hierarchy, let diagnostics, let checks):
                guard let facts = before else { return }
                lines.append(Change(before: facts, after: hierarchy, diagnostics: diagnostics).line(number, step, checks: checks))
                before = nil
            }
        }
        self.lines = lines
    }

    /// The lines as text, one per step.
    public var text: String { lines.map(\.text).joined(separator: "\n") }

    /// What a step's line says of `action` run on `before`, giving `after` with `diagnostics`
    /// (what UIKit said): its sentence and its rules, for a step run apart from a scenario.
    public static func effect(
        of action: ScenarioStep.Action, from before: Hierarchy, to after: Hierarchy, diagnostics: [Diagnostic]
    ) -> (sentence: String, rules: [RuleID]) {
        let said = Change(before: Before(action, in: before), after: after, diagnostics: diagnostics).said(action, checks: [])
        return (said.sentence, said.rules)
    }
}

/// What a step's narration asks of the hierarchy before it, taken before the step runs, so
/// that no copy of the hierarchy outlives it: only the facts the step's call can need.
private struct Before {
    /// The controllers presented, from the lowest up (for the calls that end presentations).
    var presented: [ControllerID] = []
    /// Whether the step's controller was presented.
    var wasPresented = false
    /// A navigation controller's stack (for a pop).
    var stack: [ControllerID] = []
    /// The step's controller's parent (for `removeFromParent`).
    var parent: ControllerID?
    /// For a dismiss: what the controller presented, who presented it, and its family root.
    var presentedByIt: ControllerID?
    var presenter: ControllerID?
    var familyRoot: ControllerID?

    /// What SwiftUI's bridges showed.
    var swiftUI: [ControllerID] = []

    init(_ action: ScenarioStep.Action, in h: Hierarchy) {
        guard case .perform(let operations) = action, let call = operations.last else { return }
        swiftUI = h.swiftUIPresentations
        switch call {
        case .activateSearch(let controller), .show(let controller, _), .showDetail(let controller, _), .push(let controller, _),
            .pushFrom(let controller, _), .addChild(let controller, _):
            wasPresented = h.presentation(of: controller) != nil
        case .pop(let navigation), .popToRoot(let navigation), .popTo(_, let navigation):
            stack = h.viewControllers(of: navigation) ?? []
        case .removeFromParent(let controller):
            parent = h.parent(of: controller)
        case .dismiss(let controller):
            presented = h.presentations.map(\.presented)
            presentedByIt = h.presentedViewController(of: controller)
            presenter = h.presentingViewController(of: controller)
            familyRoot = h.familyRoot(of: controller)
        case .userDismiss, .deactivateSearch, .setSizeClasses, .presentSwiftUI, .dropModifier:
            presented = h.presentations.map(\.presented)
        case .dismissEnvironment(let host):
            presented = h.presentations.map(\.presented)
            parent = h.parent(of: host)
            stack = parent.flatMap(h.viewControllers(of:)) ?? []
        case .declare, .makeWindow, .present, .observePresentation, .setStack, .setTabs, .setPages, .selectTab, .select, .setColumn,
            .setColumnShown, .set:
            break
        }
    }
}

/// One step's effect: the hierarchy on either side of it and what UIKit said.
private struct Change {
    let before: Before
    let after: Hierarchy
    let diagnostics: [Diagnostic]

    /// The step's line: what it did and why, with UIKit's and vcgraph's warnings.
    func line(_ number: Int, _ located: Located<ScenarioStep>, checks: [Check]) -> StepNarration.Line {
        let (source, sentence, rules) = said(located.value.action, checks: checks)
        return StepNarration.Line(step: number, location: located.location, source: source, sentence: sentence, rules: rules)
    }

    /// What the step did and why, with UIKit's and vcgraph's warnings: the step as written,
    /// the sentence and its rules.
    func said(_ action: ScenarioStep.Action, checks: [Check]) -> (source: String, sentence: String, rules: [RuleID]) {
        var (source, sentence, rules) = narrate(action, checks: checks)
        for warning in diagnostics where warning.severity != .error {
            // A message vcgraph words (UIKit logs none there) is not given as UIKit's.
            switch warning.wording {
            case .uikit: sentence += "; UIKit logs \"\(warning.message)\""
            case .vcgraph: sentence += "; vcgraph notes \"\(warning.message)\""
            case .swiftUI: sentence += "; SwiftUI logs \"\(warning.message)\""
            }
            if !rules.contains(warning.rule) { rules.append(warning.rule) }
        }
        // Each SwiftUI presentation the step ended runs its onDismiss, however it ended (R23.2),
        // before a request that waited is presented.
        let ended = before.swiftUI.filter { after.presentation(of: $0) == nil }
        if !ended.isEmpty {
            sentence += "; SwiftUI runs the onDismiss of \(list(ended)), if its modifier has one"
            if !rules.contains(.r23_2) { rules.append(.r23_2) }
        }
        // A request that waited is presented once its host's sheet is gone (R21.1), or once its
        // host is in a window (R21.7).
        if case .perform(let operations) = action, let call = operations.last {
            let own: ControllerID? = if case .presentSwiftUI(let request) = call { request.controller } else { nil }
            let waited = after.swiftUIPresentations.filter { $0 != own && !before.swiftUI.contains($0) }
            for controller in waited {
                let presenter = after.presentingViewController(of: controller).map(\.rawValue) ?? "its presenter"
                sentence += "; then SwiftUI presents the waiting \(controller), by \(presenter)"
                // A dialog waited for its host's window (R21.7), a sheet for its host's sheet (R21.1).
                let rule: RuleID = after.attributes(of: controller)?.alertStyle != nil ? .r21_7 : .r21_1
                if !rules.contains(rule) { rules.append(rule) }
            }
        }
        return (source, sentence, rules)
    }

    func narrate(_ action: ScenarioStep.Action, checks: [Check]) -> (source: String, sentence: String, rules: [RuleID]) {
        switch action {
        case .expect(let expectations):
            let failed = checks.filter { !$0.passed }.count
            let verdict = failed == 0 ? "all hold" : "\(failed) of \(checks.count) fail"
            return ("expect", "checks \(expectations.count) expectation\(expectations.count == 1 ? "" : "s"): \(verdict)", [])
        case .perform(let operations):
            // A step's own call is its last operation; the ones before declare its new controllers.
            guard let call = operations.last else { return ("nothing", "does nothing", []) }
            let source = Self.source(of: call)
            if let error = diagnostics.first(where: { $0.severity == .error }) {
                switch (error.wording, call) {
                case (.uikit, _):
                    return (source, "UIKit refuses it (\"\(error.message)\"); nothing changes", [error.rule])
                case (.vcgraph, .userDismiss):
                    // UIKit raises nothing: the swipe does nothing. The message is vcgraph's.
                    return (source, "UIKit ignores the swipe; nothing changes (vcgraph: \"\(error.message)\")", [error.rule])
                case (.swiftUI, _):
                    return (source, "SwiftUI refuses it (\"\(error.message)\"); nothing changes", [error.rule])
                case (.vcgraph, _):
                    return (source, "vcgraph refuses it (\"\(error.message)\"); nothing changes", [error.rule])
                }
            }
            let (sentence, rules) = effect(of: call)
            return (source, sentence, rules)
        }
    }

    /// The step as written, with its controllers.
    static func source(of operation: Operation) -> String {
        let arguments: String
        switch operation {
        case .declare(let spec): arguments = "\(spec.id)"
        case .makeWindow(let window, let root): arguments = "\(root) in \(window)"
        case .present(let controller, let source, _): arguments = "\(controller.map(\.rawValue) ?? "nil") from \(source)"
        case .presentSwiftUI(let request):
            arguments = "\(request.controller) from \(request.source) with .\(request.modifier.rawValue)"
        case .dismissEnvironment(let host): arguments = "dismiss() in \(host)"
        case .dropModifier(let controller): arguments = "the modifier presenting \(controller)"
        case .dismiss(let controller), .userDismiss(let controller), .pop(let controller), .popToRoot(let controller),
            .removeFromParent(let controller), .activateSearch(let controller), .deactivateSearch(let controller):
            arguments = "\(controller)"
        case .push(let controller, let navigation): arguments = "\(controller) onto \(navigation)"
        case .pushFrom(let controller, let source), .show(let controller, let source), .showDetail(let controller, let source):
            arguments = "\(controller) from \(source)"
        case .popTo(let controller, let navigation): arguments = "\(controller) in \(navigation)"
        case .setStack(let controllers, let container), .setTabs(let controllers, let container),
            .setPages(let controllers, let container, _, _):
            arguments = "\(container) to [\(controllers.map(\.rawValue).joined(separator: ", "))]"
        case .selectTab(let position, let tabBar): arguments = "tab \(position) of \(tabBar)"
        case .select(let controller, let tabBar): arguments = "\(controller) of \(tabBar)"
        case .setColumn(let controller, let column, let split): arguments = "\(controller) as \(column.rawValue) of \(split)"
        case .setColumnShown(let column, _, let split): arguments = "\(column.rawValue) of \(split)"
        case .addChild(let controller, let parent): arguments = "\(controller) to \(parent)"
        case .set(_, let controller): arguments = "\(controller)"
        case .observePresentation(let controller, let presenter, _, _): arguments = "\(controller) by \(presenter)"
        case .setSizeClasses(let horizontal, let vertical):
            arguments = [horizontal.map { "horizontal \($0.rawValue)" }, vertical.map { "vertical \($0.rawValue)" }]
                .compactMap { $0 }.joined(separator: ", ")
        }
        return "\(operation.name): \(arguments)"
    }

    private func effect(of operation: Operation) -> (String, [RuleID]) {
        switch operation {
        case .present(let controller?, _, _), .observePresentation(let controller, _, _, _):
            return presented(controller)
        case .present(nil, _, _):
            return ("presents nothing", [])
        case .presentSwiftUI(let request):
            return swiftUIPresented(request)
        case .dismissEnvironment(let host):
            let remaining = Set(before.parent.flatMap(after.viewControllers(of:)) ?? [])
            let popped = before.stack.filter { !remaining.contains($0) }
            if !popped.isEmpty { return ("dismiss() pops \(list(popped)), a destination of its stack", [.r23_3]) }
            let ended = endedPresentations
            if !ended.isEmpty { return ("dismiss() dismisses \(list(ended)), the presentation \(host) is in", [.r23_3, .r9_1]) }
            return ("dismiss() does nothing", [.r23_3])
        case .dropModifier(let controller):
            let ended = endedPresentations
            if ended.isEmpty { return ("SwiftUI forgets its waiting request for \(controller)", [.r21_6]) }
            return ("the modifier's view leaves the tree, so SwiftUI dismisses \(list(ended))", [.r21_6, .r9_1])
        case .dismiss(let controller):
            return dismissal(sentTo: controller)
        case .userDismiss(let controller):
            let ended = endedPresentations
            if diagnostics.contains(where: { $0.code == .userDismissalBelowTop }) {
                let above = after.presentedViewController(of: controller).map(\.rawValue) ?? "another controller"
                return ("UIKit ignores the swipe: \(above) is presented above \(controller), so \(controller) stays", [.r14_6])
            }
            if diagnostics.contains(where: { $0.code == .dismissalAttemptRefused }) {
                return ("UIKit ignores the swipe: \(controller) is modal in presentation, so it stays", [.r14_5])
            }
            if ended.isEmpty { return ("the swipe dismisses nothing", [.r14_6]) }
            return ("the user dismisses \(list(ended))", [.r14_6, .r9_1])
        case .activateSearch(let search):
            if after.presentation(of: search) != nil, !before.wasPresented { return presented(search) }
            return ("\(search) stays as it was", [.r12_1])
        case .deactivateSearch(let search):
            let ended = endedPresentations
            return (ended.isEmpty ? "\(search) was not active" : "the search ends: \(list(ended)) dismissed", [.r12_1])
        case .show(let controller, _), .showDetail(let controller, _), .push(let controller, _), .pushFrom(let controller, _),
            .addChild(let controller, _):
            if after.presentation(of: controller) != nil, !before.wasPresented { return presented(controller) }
            return placed(controller)
        case .pop(let navigation), .popToRoot(let navigation), .popTo(_, let navigation):
            let remaining = Set(after.viewControllers(of: navigation) ?? [])
            let removed = before.stack.filter { !remaining.contains($0) }
            let top = after.topViewController(of: navigation).map { "; \($0) is on top" } ?? ""
            return (removed.isEmpty ? "pops nothing\(top)" : "\(navigation) pops \(list(removed))\(top)", [])
        case .setStack(let controllers, let container), .setTabs(let controllers, let container),
            .setPages(let controllers, let container, _, _):
            return ("\(container)'s view controllers become [\(controllers.map(\.rawValue).joined(separator: ", "))]", [])
        case .selectTab(_, let tabBar), .select(_, let tabBar):
            return ("\(tabBar) shows \(after.selectedViewController(of: tabBar).map(\.rawValue) ?? "nothing")", [])
        case .setColumn(let controller, let column, let split):
            return ("\(split) shows \(controller) in its \(column.rawValue) column", [])
        case .setColumnShown(.inspector, let shown, let split):
            let inspector = after.viewController(for: .inspector, of: split).map { " (\($0))" } ?? ""
            return ("\(split) \(shown ? "shows" : "hides") its inspector column\(inspector)", [.r15_3])
        case .setColumnShown(let column, let shown, let split):
            return ("\(split) \(shown ? "shows" : "hides") its \(column.rawValue) column: visibility only, no relation changes", [.r7_8])
        case .removeFromParent(let controller):
            return ("\(controller) leaves \(before.parent.map(\.rawValue) ?? "no parent")", [])
        case .set(let changes, let controller):
            return (Self.settings(changes, of: controller), [])
        case .setSizeClasses:
            // R13.4: a wrapper and the controller it wraps take each other's place; anything
            // else that ended was dismissed.
            let earlier = Set(before.presented)
            let started = after.presentations.map(\.presented).filter { !earlier.contains($0) }
            var clauses: [String] = []
            var rules: [RuleID] = []
            for ended in endedPresentations {
                if let replacement = started.first(where: { after.creator(of: $0) == ended || after.creator(of: ended) == $0 }) {
                    clauses.append("\(replacement) takes \(ended)'s place in its presentation")
                    rules.append(.r13_4)
                } else {
                    clauses.append("\(ended) is dismissed")
                }
            }
            return ((["the size classes change"] + clauses).joined(separator: "; "), rules)
        case .declare(let spec):
            return ("declares \(spec.id)", [])
        case .makeWindow(let window, let root):
            return ("\(root) becomes the root of \(window)", [])
        }
    }

    /// `sets definesPresentationContext of list to true`: each property the step sets, named
    /// by the scenario format's key, with its value.
    static func settings(_ changes: AttributeChanges, of controller: ControllerID) -> String {
        var set: [(key: String, value: String)] = []
        if let value = changes.className { set.append(("class", value)) }
        if let value = changes.title { set.append(("title", "\"\(value)\"")) }
        if let value = changes.definesPresentationContext { set.append(("definesPresentationContext", "\(value)")) }
        if let value = changes.providesPresentationContextTransitionStyle {
            set.append(("providesPresentationContextTransitionStyle", "\(value)"))
        }
        if let value = changes.modalPresentationStyle { set.append(("modalPresentationStyle", value.rawValue)) }
        if let value = changes.modalTransitionStyle { set.append(("modalTransitionStyle", value.rawValue)) }
        if let value = changes.adaptivePresentationStyle { set.append(("adaptivePresentationStyle", value.rawValue)) }
        if let value = changes.presentationDelegate { set.append(("presentationDelegate", "\(value)")) }
        if let value = changes.popoverAnchor { set.append(("popoverAnchor", value.rawValue)) }
        if let value = changes.isModalInPresentation { set.append(("isModalInPresentation", "\(value)")) }
        if let value = changes.prefersEdgeAttachedInCompactHeight { set.append(("prefersEdgeAttachedInCompactHeight", "\(value)")) }
        if let value = changes.adaptiveWrapper { set.append(("adaptiveWrapper", value.rawValue)) }
        if let value = changes.detents { set.append(("detents", "[\(value.map(\.rawValue).joined(separator: ", "))]")) }
        if let value = changes.largestUndimmedDetent { set.append(("largestUndimmedDetent", value.rawValue)) }
        guard let first = set.first else { return "sets nothing on \(controller)" }
        let rest = set.dropFirst().map { "\($0.key) to \($0.value)" }
        var sentence = "sets \(first.key) of \(controller) to \(first.value)"
        if let last = rest.last {
            sentence += rest.dropLast().map { ", " + $0 }.joined() + " and " + last
        }
        return sentence
    }

    /// Where a presentation went and the rule that chose its presenter.
    private func presented(_ controller: ControllerID) -> (String, [RuleID]) {
        // R13.4: an adaptive delegate's wrapper is presented in the controller's place.
        let wrapper = after.familyRoot(of: controller).flatMap { after.creator(of: $0) == controller ? $0 : nil }
        guard let presentation = after.presentation(of: controller) ?? wrapper.flatMap(after.presentation(of:)) else {
            return ("\(controller) is not presented", [])
        }
        let summary = after.summary(presentation)
        let presenter = summary.presenter.id, source = summary.requestedFrom.id
        var style = summary.effectiveStyle.rawValue
        var rules: [RuleID] = []
        if summary.effectiveStyle != summary.style {
            style += " (requested \(summary.style.rawValue), adapted)"
            rules.append(.section5)
        }
        var sentence = "\(presenter) presents \(summary.presented.id) in \(style)"
        if summary.presented.id != controller {
            sentence += ", the adaptive delegate's wrapper around \(controller)"
            rules.append(.r13_4)
        }
        // R11.3: an alert or action sheet is presented by its source's family root whatever
        // defines a context: the alert's own rule, rather than R3.1's style table.
        let alert = after.attributes(of: summary.presented.id)?.alertStyle
        switch summary.rule {
        case .familyRoot where alert != nil:
            let what = alert == .actionSheet ? "an action sheet" : "an alert"
            sentence +=
                presenter == source
                ? ": \(what) is presented by the root of its source's family, here \(source) itself"
                : ": \(what) ignores definesPresentationContext, so the root of \(source)'s family presents, not \(source)"
            rules += [.r11_3]
            return (sentence, rules)
        case .familyRoot where presenter != source:
            sentence +=
                ": \(summary.styleAtRequest.rawValue) does not consult definesPresentationContext, so the root of \(source)'s family presents, not \(source)"
        case .familyRoot:
            break
        case .definesPresentationContext where presenter != source:
            sentence += ": the first controller from \(source) up that defines a presentation context"
        case .definesPresentationContext:
            sentence += ": \(source) defines a presentation context itself"
        case .noDefinerFamilyRoot:
            sentence += ": no controller from \(source) up defines a presentation context, so its family's root presents"
        case .actionSheetSource:
            sentence += ": a compact action sheet is presented by the controller it was presented from (the actionSheetPresenterIsSource option)"
        case .observed:
            sentence += ", as UIKit showed it"
        }
        rules += summary.rules
        return (sentence, rules)
    }

    /// What a dismiss sent to `controller` ended: what it presented when it presents
    /// something, otherwise its own presentation (R9.1).
    private func dismissal(sentTo controller: ControllerID) -> (String, [RuleID]) {
        let ended = endedPresentations
        if let presented = before.presentedByIt {
            let others = ended.filter { $0 != presented }
            let also = others.isEmpty ? "" : " and what it presented (\(list(others)))"
            return (
                "\(controller) presents \(presented), so dismiss ends that presentation\(also); \(controller) stays", [.r9_1]
            )
        }
        if let presenter = before.presenter {
            let others = ended.filter { before.familyRoot != $0 }
            let also = others.isEmpty ? "" : ", with what it presented (\(list(others)))"
            return ("\(controller) is presented, so its presenter \(presenter) dismisses it\(also)", [.r9_1])
        }
        return ("\(controller) neither presents nor is presented, so nothing happens", [.r9_1])
    }

    /// Where a controller is after a push, show or addChild.
    private func placed(_ controller: ControllerID) -> (String, [RuleID]) {
        guard let parent = after.parent(of: controller) else { return ("\(controller) is in no container", []) }
        // The parent's kind, not an ancestor walk: a deep chain of children is narrated in
        // time that grows with it.
        if after.kind(of: parent) == .navigation {
            return ("\(controller) is pushed onto \(parent)", [])
        }
        return ("\(controller) becomes a child of \(parent)", [])
    }

    /// The presented controllers whose presentation the step ended, from the lowest up.
    /// A SwiftUI request: presented (and what it replaced), waiting, or ignored.
    private func swiftUIPresented(_ request: SwiftUIRequest) -> (String, [RuleID]) {
        let replaced = endedPresentations
        if after.presentation(of: request.controller) != nil, !before.presented.contains(request.controller) {
            var (sentence, rules) = presented(request.controller)
            sentence = "SwiftUI's .\(request.modifier.rawValue) asks \(request.source) to present; " + sentence
            rules.insert(.r20_1, at: 0)
            if !replaced.isEmpty {
                sentence += "; the new item replaces \(list(replaced))"
                rules.append(.r20_3)
            }
            return (sentence, rules)
        }
        if diagnostics.contains(where: { $0.code == .swiftUISingleSheet }) {
            return ("SwiftUI keeps \(request.controller) waiting until \(request.source)'s sheet is dismissed", [.r21_1])
        }
        if diagnostics.contains(where: { $0.code == .swiftUIWaitsForWindow }) {
            return ("SwiftUI keeps \(request.controller) waiting until \(request.source) is in a window", [.r21_7])
        }
        if diagnostics.isEmpty {
            return ("SwiftUI asks nothing of UIKit: this modifier of \(request.source) already presents", [.r20_3])
        }
        return ("\(request.controller) is not presented", [])
    }

    private var endedPresentations: [ControllerID] {
        before.presented.filter { after.presentation(of: $0) == nil }
    }

    private func list(_ ids: [ControllerID]) -> String { ids.map(\.rawValue).joined(separator: ", ") }
}

extension StepNarration {
    /// `[{"column", "line", "rules", "sentence", "source", "step"}]`, keys sorted.
    public var json: JSONValue {
        .array(
            lines.map { line in
                .object([
                    "step": .number(line.step), "line": .number(line.location.line), "column": .number(line.location.column),
                    "source": .string(line.source), "sentence": .string(line.sentence), "rules": .array(line.rules.map { .string($0.rawValue) }),
                ])
            })
    }
}
