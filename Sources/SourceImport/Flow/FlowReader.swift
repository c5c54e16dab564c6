import PresentationModel
import PresentationScenarios
import StoryboardImport
import SwiftSyntax

/// Reads one flow (a launch, an action) path by path: each statement in order, each branch
/// of an `if`, `guard` or `switch` a path of its own, each R26.1 call applied to the path's
/// model run when its receiver and arguments resolve, and listed as unknown when they do not.
struct FlowReader {
    let index: ClassIndex
    /// The storyboards read with the code: scenes made by identifier, segues performed.
    let catalog: StoryboardCatalog?
    /// The most paths one flow follows; further alternatives are dropped, and said so.
    let pathLimit: Int
    /// How deep calls to the class's own methods are followed.
    let inlineDepth = 3
    /// The most statements one flow reads, counted on every path: a flow of thousands of
    /// branches, or a function of a hundred thousand lines, ends there with a note.
    let statementLimit: Int
    /// The statements the current flow has read.
    private var statementsRead = 0

    private(set) var operations: [CodeOperation] = []
    private(set) var findings: [CodeFinding] = []
    /// The flows that met ``pathLimit``.
    private var limitedFlows: Set<String> = []
    /// A call site whose path `vcgraph import` writes (file and line), and that path's run
    /// once the first operation there was applied, with what it assumed.
    let site: (file: String, line: Int)?
    private(set) var siteRun: (run: ScenarioRun, assumptions: [CodeAssumption], flow: String, branches: [String])?

    /// Who runs the flow: the controller `self` is (or why it is not known), its class, and
    /// the flow's name.
    struct Context {
        var selfValue: Value
        var className: String?
        var flow: String
        var depth = 0
    }

    init(index: ClassIndex, catalog: StoryboardCatalog?, pathLimit: Int, statementLimit: Int, site: (file: String, line: Int)? = nil) {
        self.index = index
        self.catalog = catalog
        self.pathLimit = pathLimit
        self.statementLimit = statementLimit
        self.site = site
    }

    /// The paths through `method`'s body from `state`.
    mutating func read(_ method: ClassIndex.Method, from state: PathState, context: Context) -> [PathState] {
        statementsRead = 0
        var paths = exec(method.body.statements, [state], context, in: method.source)
        for index in paths.indices {
            paths[index].ended = false
            // A child added and never told it moved, by the end of the flow.
            for (child, location, assumed) in paths[index].unmoved {
                add(
                    CodeFinding(
                        id: "addchild-without-didmove", severity: .note, location: location,
                        message: "'\(child)' is added with addChild(_:) and not told didMove(toParent:) on this path (R10.1)",
                        certainty: assumed.isEmpty ? .decided : .assumed, assumptions: assumed))
            }
            paths[index].unmoved = []
        }
        return paths
    }

    // MARK: - Statements

    private mutating func exec(
        _ items: CodeBlockItemListSyntax, _ states: [PathState], _ context: Context, in source: ParsedSource
    ) -> [PathState] {
        var states = states
        for item in items {
            var next: [PathState] = []
            for state in states {
                if state.ended {
                    next.append(state)
                    continue
                }
                statementsRead += 1
                if statementsRead > statementLimit {
                    if limitedFlows.insert(context.flow).inserted {
                        add(
                            CodeFinding(
                                id: "path-limit", severity: .note, location: source.location(of: item),
                                message:
                                    "\(context.flow) is longer than vcgraph reads (\(statementLimit) statements on its paths): the rest is not read",
                                certainty: .unknown, assumptions: []))
                    }
                    var stopped = state
                    stopped.ended = true
                    next.append(stopped)
                    continue
                }
                next += exec(item.item, state, context, in: source)
            }
            states = bounded(next, at: source.location(of: item), context: context)
        }
        return states
    }

    /// At most ``pathLimit`` paths; the others are dropped, with a note.
    private mutating func bounded(_ states: [PathState], at location: Location, context: Context) -> [PathState] {
        guard states.count > pathLimit else { return states }
        // Said once a flow, where it first happens.
        guard limitedFlows.insert(context.flow).inserted else { return Array(states.prefix(pathLimit)) }
        add(
            CodeFinding(
                id: "path-limit", severity: .note, location: location,
                message: "\(context.flow) has more than \(pathLimit) paths here: the others are not read", certainty: .unknown,
                assumptions: []))
        return Array(states.prefix(pathLimit))
    }

    private mutating func exec(
        _ item: CodeBlockItemSyntax.Item, _ state: PathState, _ context: Context, in source: ParsedSource
    ) -> [PathState] {
        var state = state
        switch item {
        case .decl(let decl):
            if let variable = decl.as(VariableDeclSyntax.self) {
                for binding in variable.bindings {
                    guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
                    if let value = binding.initializer?.value {
                        state.locals[name] = evaluate(value, &state, context, in: source, naming: name)
                    } else {
                        state.locals[name] = .other
                    }
                }
            }
            return [state]
        case .stmt(let statement):
            return exec(statement, state, context, in: source)
        case .expr(let expression):
            return exec(expression, state, context, in: source)
        }
    }

    private mutating func exec(_ statement: StmtSyntax, _ state: PathState, _ context: Context, in source: ParsedSource) -> [PathState] {
        var state = state
        if let expression = statement.as(ExpressionStmtSyntax.self) {
            return exec(expression.expression, state, context, in: source)
        }
        if statement.is(ReturnStmtSyntax.self) || statement.is(ThrowStmtSyntax.self) {
            if let value = statement.as(ReturnStmtSyntax.self)?.expression { _ = exec(value, state, context, in: source) }
            state.ended = true
            return [state]
        }
        if let guardStatement = statement.as(GuardStmtSyntax.self) {
            let condition = guardStatement.conditions.trimmedDescription
            var passing = state
            var failing = state
            let decided = bind(guardStatement.conditions, &passing, context, in: source)
            failing.branches.append("guard \(condition) fails")
            passing.branches.append("guard \(condition)")
            var exits = exec(guardStatement.body.statements, [failing], context, in: source)
            for index in exits.indices { exits[index].ended = true }
            switch decided {
            case true?: return [passing]
            case false?: return exits
            case nil:
                // An exit that only leaves adds no path of its own.
                let leavesOnly = exits.allSatisfy { $0.run.stepsRun == state.run.stepsRun }
                return leavesOnly ? [passing] : [passing] + exits
            }
        }
        if let loop = statement.as(ForStmtSyntax.self) {
            // Zero or one pass.
            var once = state
            once.branches.append("for \(loop.pattern.trimmedDescription) in \(loop.sequence.trimmedDescription), once")
            var skipped = state
            skipped.branches.append("for \(loop.pattern.trimmedDescription) in \(loop.sequence.trimmedDescription), no pass")
            return exec(loop.body.statements, [once], context, in: source) + [skipped]
        }
        if let loop = statement.as(WhileStmtSyntax.self) {
            var once = state
            once.branches.append("while \(loop.conditions.trimmedDescription), once")
            var skipped = state
            skipped.branches.append("while \(loop.conditions.trimmedDescription), no pass")
            return exec(loop.body.statements, [once], context, in: source) + [skipped]
        }
        if let block = statement.as(DoStmtSyntax.self) {
            return exec(block.body.statements, [state], context, in: source)
        }
        return [state]
    }

    /// Binds the optional bindings of `conditions` on `state`: true when they certainly hold,
    /// false when one certainly fails (a lookup that is nil here), nil when the code does not say.
    private mutating func bind(
        _ conditions: ConditionElementListSyntax, _ state: inout PathState, _ context: Context, in source: ParsedSource
    ) -> Bool? {
        var decided: Bool? = true
        for element in conditions {
            if let binding = element.condition.as(OptionalBindingConditionSyntax.self) {
                let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
                let value: Value =
                    binding.initializer.map { evaluate($0.value, &state, context, in: source, naming: name) }
                    ?? name.map { state.locals[$0] ?? lookup($0, of: context.selfValue, state, written: $0) } ?? .other
                if case .none = value { return false }
                if case .controller = value {} else if case .fresh = value {} else { decided = nil }
                if let name { state.locals[name] = value }
            } else {
                decided = nil
            }
        }
        return decided
    }

    private mutating func exec(_ expression: ExprSyntax, _ state: PathState, _ context: Context, in source: ParsedSource) -> [PathState] {
        var state = state
        if let conditional = expression.as(IfExprSyntax.self) {
            let condition = conditional.conditions.trimmedDescription
            var then = state
            then.branches.append("if \(condition)")
            let decided = bind(conditional.conditions, &then, context, in: source)
            var otherwise = state
            otherwise.branches.append("if \(condition) is false")
            var paths: [PathState] = []
            if decided != false { paths += exec(conditional.body.statements, [then], context, in: source) }
            if decided != true {
                switch conditional.elseBody {
                case .ifExpr(let next)?: paths += exec(ExprSyntax(next), otherwise, context, in: source)
                case .codeBlock(let block)?: paths += exec(block.statements, [otherwise], context, in: source)
                case nil: paths.append(otherwise)
                }
            }
            return paths
        }
        if let choice = expression.as(SwitchExprSyntax.self) {
            var paths: [PathState] = []
            for case .switchCase(let switchCase) in choice.cases {
                var branch = state
                branch.branches.append("switch \(choice.subject.trimmedDescription): \(switchCase.label.trimmedDescription)")
                paths += exec(switchCase.statements, [branch], context, in: source)
            }
            return paths.isEmpty ? [state] : paths
        }
        if let sequence = expression.as(SequenceExprSyntax.self), sequence.elements.count == 3,
            let assignment = Array(sequence.elements)[1].as(AssignmentExprSyntax.self)
        {
            _ = assignment
            let parts = Array(sequence.elements)
            assign(parts[0], parts[2], &state, context, in: source)
            return [state]
        }
        if let call = expression.as(FunctionCallExprSyntax.self) {
            return perform(call, state, context, in: source)
        }
        if let optional = expression.as(OptionalChainingExprSyntax.self) {
            return exec(optional.expression, state, context, in: source)
        }
        if let unwrapped = expression.as(ForceUnwrapExprSyntax.self) {
            return exec(unwrapped.expression, state, context, in: source)
        }
        if let tryExpression = expression.as(TryExprSyntax.self) {
            return exec(tryExpression.expression, state, context, in: source)
        }
        if let awaitExpression = expression.as(AwaitExprSyntax.self) {
            return exec(awaitExpression.expression, state, context, in: source)
        }
        _ = evaluate(expression, &state, context, in: source, naming: nil)
        return [state]
    }

    // MARK: - Calls

    /// The receiver of a call's member access, as written, and the call's name.
    private static func callee(_ call: FunctionCallExprSyntax) -> (base: ExprSyntax?, name: String)? {
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self) {
            return (member.base, member.declName.baseName.text)
        }
        if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) {
            return (nil, reference.baseName.text)
        }
        return nil
    }

    private static func labels(_ call: FunctionCallExprSyntax) -> [String] {
        call.arguments.map { $0.label?.text ?? "_" }
    }

    private mutating func perform(
        _ call: FunctionCallExprSyntax, _ state: PathState, _ context: Context, in source: ParsedSource
    ) -> [PathState] {
        var state = state
        guard let (base, name) = Self.callee(call) else {
            _ = evaluate(ExprSyntax(call), &state, context, in: source, naming: nil)
            return [state]
        }
        let labels = Self.labels(call)
        let location = source.location(of: call)
        let arguments = Array(call.arguments)
        let receiverText = base.map { $0.trimmedDescription } ?? "self"
        func receiver(_ state: inout PathState) -> Value {
            base.map { evaluate($0, &state, context, in: source, naming: nil) } ?? context.selfValue
        }
        // Work that runs after the call: a completion handler, a block given to the main queue.
        var completion: ClosureExprSyntax? = call.trailingClosure
        if completion == nil, let last = arguments.last, last.label?.text == "completion" {
            completion = last.expression.as(ClosureExprSyntax.self)
        }
        var paths: [PathState]
        switch (name, labels.last == "completion" ? Array(labels.dropLast()) : labels) {
        case ("present", ["_", "animated"]):
            let target = receiver(&state)
            let presented = evaluate(arguments[0].expression, &state, context, in: source, naming: nil)
            paths = [present(presented, from: target, receiverText: receiverText, at: location, state, context)]
        case ("pushViewController", ["_", "animated"]):
            let navigation = receiver(&state)
            let pushed = evaluate(arguments[0].expression, &state, context, in: source, naming: nil)
            paths = [push(pushed, onto: navigation, receiverText: receiverText, at: location, state, context)]
        case ("show", ["_", "sender"]), ("showDetailViewController", ["_", "sender"]):
            let target = receiver(&state)
            let shown = evaluate(arguments[0].expression, &state, context, in: source, naming: nil)
            paths = [
                apply(
                    form: name, receiverText: receiverText, at: location, state, context, controllers: [target, shown]
                ) { ids in
                    name == "show" ? .show(ids[1], from: ids[0]) : .showDetail(ids[1], from: ids[0])
                }
            ]
        case ("dismiss", ["animated"]):
            let target = receiver(&state)
            paths = [apply(form: name, receiverText: receiverText, at: location, state, context, controllers: [target]) { .dismiss($0[0]) }]
        case ("popViewController", ["animated"]):
            let navigation = receiver(&state)
            paths = [apply(form: name, receiverText: receiverText, at: location, state, context, controllers: [navigation]) { .pop($0[0]) }]
        case ("popToRootViewController", ["animated"]):
            let navigation = receiver(&state)
            paths = [
                apply(form: name, receiverText: receiverText, at: location, state, context, controllers: [navigation]) { .popToRoot($0[0]) }
            ]
        case ("popToViewController", ["_", "animated"]):
            let navigation = receiver(&state)
            let target = evaluate(arguments[0].expression, &state, context, in: source, naming: nil)
            paths = [
                apply(form: name, receiverText: receiverText, at: location, state, context, controllers: [navigation, target]) {
                    .popTo($0[1], in: $0[0])
                }
            ]
        case ("addChild", ["_"]):
            let parent = receiver(&state)
            let child = evaluate(arguments[0].expression, &state, context, in: source, naming: nil)
            let before = state.run.stepsRun
            var added = apply(form: name, receiverText: receiverText, at: location, state, context, controllers: [parent, child]) {
                .addChild($0[1], to: $0[0])
            }
            if added.run.stepsRun > before, case .perform(let operations) = added.run.scenario.steps[before].value.action,
                case .addChild(let id, _)? = operations.last
            {
                added.unmoved.append((id, location, self.operations.last?.assumptions ?? []))
            }
            paths = [added]
        case ("didMove", ["toParent"]):
            let child = receiver(&state)
            var id: ControllerID?
            if case .controller(let found, _) = child { id = found }
            if case .fresh(let index) = child { id = state.fresh[index].id }
            state.unmoved.removeAll { $0.child == id }
            paths = [state]
        case ("removeFromParent", []):
            let child = receiver(&state)
            paths = [apply(form: name, receiverText: receiverText, at: location, state, context, controllers: [child]) { .removeFromParent($0[0]) }]
        case ("setViewControllers", ["_", "animated"]):
            let container = receiver(&state)
            paths = [
                setViewControllers(of: container, to: arguments[0].expression, receiverText: receiverText, at: location, state, context, in: source)
            ]
        case ("setViewController", ["_", "for"]):
            let split = receiver(&state)
            let shown = evaluate(arguments[0].expression, &state, context, in: source, naming: nil)
            guard let column = Self.enumCase(arguments[1].expression).flatMap(SplitColumn.init(rawValue:)) else {
                paths = [state]
                break
            }
            if case .fresh(let index) = split, !state.fresh[index].declared, case .fresh(let child) = shown {
                state.fresh[index].columns.append((column, child))
                paths = [state]
            } else {
                paths = [
                    apply(form: name, receiverText: receiverText, at: location, state, context, controllers: [split, shown]) {
                        .setColumn($0[1], column, of: $0[0])
                    }
                ]
            }
        case ("performSegue", ["withIdentifier", "sender"]):
            let source = receiver(&state)
            paths = [
                performSegue(Self.stringLiteral(arguments[0].expression), from: source, receiverText: receiverText, at: location, state, context)
            ]
        default:
            // A method of the flow's own class: followed.
            if let className = context.className, base == nil || base?.trimmedDescription == "self",
                let method = index.method(name, labels: labels, of: className), context.depth < inlineDepth
            {
                var inner = context
                inner.depth += 1
                let saved = state.locals
                state.locals = bindings(of: method, to: call, &state, context, in: source)
                var results = exec(method.body.statements, [state], inner, in: method.source)
                for index in results.indices {
                    results[index].locals = saved
                    results[index].ended = false
                }
                return results
            }
            // A method of the app's that presents or pushes, on a receiver vcgraph does not
            // follow into it: unknown, and what follows on the path rests on it.
            let helpers = index.methods(named: name, labels: labels).filter { FormScanner.hasForms($0.body) }
            if let helper = helpers.first {
                // Matched by name and labels only: the receiver's type is not known.
                let others = helpers.count > 1 ? " and \(helpers.count - 1) more" : ""
                record(
                    form: name, receiverText: receiverText, at: location, state, context, certainty: .unknown, assumptions: [], operations: [],
                    reason:
                        "calls \(helper.signature), which the app declares (\(helper.qualifiedName)\(others)) and vcgraph does not follow from here")
                state.assume(.afterUnknown(at: location))
                return [state]
            }
            // The main queue, a task, an animation: their block runs, after the call.
            if ["async", "asyncAfter", "Task", "animate", "performWithoutAnimation"].contains(name), let block = completion {
                return exec(block.statements, [state], context, in: source)
            }
            _ = evaluate(ExprSyntax(call), &state, context, in: source, naming: nil)
            return [state]
        }
        if let completion {
            paths = paths.flatMap { exec(completion.statements, [$0], context, in: source) }
        }
        return paths
    }

    /// The parameters of `method` bound to the values of `call`'s arguments, by position.
    private mutating func bindings(
        of method: ClassIndex.Method, to call: FunctionCallExprSyntax, _ state: inout PathState, _ context: Context, in source: ParsedSource
    ) -> [String: Value] {
        var locals: [String: Value] = [:]
        for (parameter, argument) in zip(method.parameters, call.arguments) {
            locals[parameter] = evaluate(argument.expression, &state, context, in: source, naming: nil)
        }
        return locals
    }

    /// `target.present(presented, animated:)`.
    private mutating func present(
        _ presented: Value, from target: Value, receiverText: String, at location: Location, _ state: PathState, _ context: Context
    ) -> PathState {
        var state = state
        // A style written on a controller the presented one contains is not the presentation's.
        if case .fresh(let index) = presented, !state.fresh[index].declared, state.fresh[index].styleWritten == nil,
            let (child, written) = styledDescendant(of: index, in: state)
        {
            add(
                CodeFinding(
                    id: "style-on-contained-controller", severity: .note, location: written,
                    message:
                        "the style written on '\(state.fresh[child].id)' is not used: '\(state.fresh[index].id)', which contains it, is presented (R26.2)",
                    certainty: certainty(of: target, state), assumptions: assumptions(of: target, state)))
        }
        let windowRoot: Bool
        if case .controller(_, let assumed) = target, assumed.contains(where: { $0.id == "A3" }) { windowRoot = true } else { windowRoot = false }
        state = apply(form: "present", receiverText: receiverText, at: location, state, context, controllers: [target, presented]) {
            .present($0[1], from: $0[0], .init())
        }
        if windowRoot {
            add(
                CodeFinding(
                    id: "present-from-window-root", severity: .warning, location: location,
                    message: "presenting from the window's root: UIKit refuses it whenever the root is already presenting (P7)",
                    certainty: certainty(of: target, state), assumptions: assumptions(of: target, state)))
        }
        return state
    }

    /// The first fresh controller inside `index` whose style the code wrote, and where.
    private func styledDescendant(of index: Int, in state: PathState) -> (Int, Location)? {
        for child in state.fresh[index].children {
            if let written = state.fresh[child].styleWritten { return (child, written) }
            if let found = styledDescendant(of: child, in: state) { return found }
        }
        return nil
    }

    /// `navigation.pushViewController(pushed, animated:)`: nothing when `navigation` is a
    /// lookup that is nil here.
    private mutating func push(
        _ pushed: Value, onto navigation: Value, receiverText: String, at location: Location, _ state: PathState, _ context: Context
    ) -> PathState {
        if case .none(let reason) = navigation {
            let assumed = assumptions(of: context.selfValue, state)
            let placement = assumed.compactMap { assumption -> String? in
                if case .onScreen(_, let placement, _) = assumption { return placement }
                return nil
            }.first
            let className = context.className ?? "the controller"
            let message =
                placement.map {
                    "this push does nothing if \(className) is placed as \($0): it is not inside a navigation controller there (R1.3)"
                } ?? "this push does nothing: \(reason) (R1.3)"
            add(
                CodeFinding(
                    id: "push-without-navigation", severity: .warning, location: location, message: message,
                    certainty: assumed.isEmpty ? .decided : .assumed, assumptions: assumed))
            record(
                form: "pushViewController", receiverText: receiverText, at: location, state, context,
                certainty: assumed.isEmpty ? .decided : .assumed, assumptions: assumed, operations: [],
                reason: "does nothing: \(reason)")
            return state
        }
        return apply(form: "pushViewController", receiverText: receiverText, at: location, state, context, controllers: [navigation, pushed]) {
            .push($0[1], onto: $0[0])
        }
    }

    private mutating func setViewControllers(
        of container: Value, to list: ExprSyntax, receiverText: String, at location: Location, _ state: PathState, _ context: Context,
        in source: ParsedSource
    ) -> PathState {
        var state = state
        guard let array = list.as(ArrayExprSyntax.self) else {
            record(
                form: "setViewControllers", receiverText: receiverText, at: location, state, context, certainty: .unknown, assumptions: [],
                operations: [], reason: "the controllers are not an array written at the call")
            state.assume(.afterUnknown(at: location))
            return state
        }
        let elements = array.elements.map { evaluate($0.expression, &state, context, in: source, naming: nil) }
        if case .fresh(let index) = container, !state.fresh[index].declared {
            state.fresh[index].children = elements.compactMap { if case .fresh(let child) = $0 { child } else { nil } }
            return state
        }
        var kind: ControllerKind?
        switch container {
        case .fresh(let index): kind = state.fresh[index].kind
        case .controller(let id, _): kind = state.hierarchy.kind(of: id)
        default: break
        }
        return apply(form: "setViewControllers", receiverText: receiverText, at: location, state, context, controllers: [container] + elements) {
            kind == .tabBar ? .setTabs(Array($0.dropFirst()), of: $0[0]) : .setStack(Array($0.dropFirst()), of: $0[0])
        }
    }

    // MARK: - Storyboards

    /// `source.performSegue(withIdentifier:sender:)`: the segue of `source`'s scene with that
    /// identifier, fired as the storyboard reader fires it; the scene is the one `source` was
    /// made from, else the one scene of its class (A8).
    private mutating func performSegue(
        _ identifier: String?, from source: Value, receiverText: String, at location: Location, _ state: PathState, _ context: Context
    ) -> PathState {
        var state = state
        func unknown(_ reason: String) -> PathState {
            record(
                form: "performSegue", receiverText: receiverText, at: location, state, context, certainty: .unknown, assumptions: [],
                operations: [], reason: reason)
            var ended = state
            ended.assume(.afterUnknown(at: location))
            return ended
        }
        guard let catalog else { return unknown("performSegue fires a storyboard's segue, and no storyboard was read with the code") }
        guard let identifier else { return unknown("the segue's identifier is not a string written at the call") }
        var id: ControllerID?
        switch source {
        case .controller(let found, _): id = found
        case .fresh(let index): id = state.fresh[index].declared ? state.fresh[index].id : nil
        default: break
        }
        guard let id else { return unknown("the controller that performs the segue is not resolved") }
        var assumed: [CodeAssumption] = []
        let key: StoryboardCatalog.Key
        if let made = state.sceneOf[id] {
            key = made
        } else {
            let className = state.hierarchy.className(of: id).map(Self.bareClass) ?? id.rawValue
            let scenes = Self.scenes(of: className, in: catalog)
            guard let first = scenes.first else { return unknown("\(className) has no scene in the storyboards read") }
            key = first
            assumed.append(
                .scene(className: className, element: first.element, storyboard: catalog.storyboards[first.storyboard].name, of: scenes.count))
        }
        guard let segue = catalog.transitions(from: key).first(where: { catalog[$0].identifier == identifier }) else {
            let className = state.hierarchy.className(of: id) ?? id.rawValue
            add(
                CodeFinding(
                    id: "missing-segue", severity: .error, location: location,
                    message: "Receiver (<\(className): \(id)>) has no segue with identifier '\(identifier)'",
                    certainty: assumed.isEmpty ? .decided : .assumed,
                    assumptions: assumptions(of: source, state) + assumed))
            record(
                form: "performSegue", receiverText: receiverText, at: location, state, context, certainty: assumed.isEmpty ? .decided : .assumed,
                assumptions: assumptions(of: source, state) + assumed, operations: [],
                reason: "UIKit raises: no segue with identifier '\(identifier)'")
            return state
        }
        let (target, _) = catalog.destination(of: segue)
        guard catalog.controller(target) != nil else { return unknown("the segue's destination is not in the storyboards read") }
        let destination = scene(target, in: catalog, &state)
        let fired = catalog[segue]
        var resolved: [CodeAssumption] = []
        if case .controller(_, let found) = source { resolved = found }
        return apply(
            form: "performSegue", receiverText: receiverText, at: location, state, context,
            controllers: [.controller(id, resolved + assumed), destination]
        ) {
            SegueResolver.operation(for: fired, action: nil, showing: $0[1], from: $0[0])
        }
    }

    /// The launch from a storyboard's initial view controller, the window's root, assumed to be
    /// the app's main storyboard.
    mutating func launch(from initial: StoryboardCatalog.Key, in state: PathState) -> PathState {
        guard let catalog else { return state }
        var state = state
        let storyboard = catalog.storyboards[initial.storyboard]
        state.assume(.mainStoryboard(storyboard: storyboard.name))
        let root = scene(initial, in: catalog, &state)
        let location = catalog.controller(initial)?.location ?? Location(file: storyboard.file, line: 1, column: 1)
        let context = Context(selfValue: .other, className: nil, flow: "launch (\(storyboard.name) storyboard)")
        return apply(form: "setRoot", receiverText: "window", at: location, state, context, controllers: [root]) {
            .makeWindow("main", root: $0[0])
        }
    }

    /// A fresh controller made from the storyboard scene `key`, with its relationship children.
    private func scene(_ key: StoryboardCatalog.Key, in catalog: StoryboardCatalog, _ state: inout PathState) -> Value {
        let made = catalog.instantiate(key) { [state] id in state.hierarchy.contains(id) || state.freshIDs.contains(id) }
        let className = made.spec.attributes.className.map(Self.bareClass) ?? made.spec.kind.uikitClassName
        var controller = FreshController(id: made.spec.id, className: className, kind: made.spec.kind, attributes: made.spec.attributes)
        controller.scene = made
        return .fresh(state.add(controller))
    }

    /// `instantiateViewController(withIdentifier:)`: the scene with that identifier of the
    /// storyboard the call names (`UIStoryboard(name:bundle:)`), or a finding in UIKit's words
    /// when that storyboard was given and has none; of the storyboards given, assumed, when
    /// the call names none; unknown when it names one not given.
    private mutating func instantiate(
        _ identifier: String?, from storyboardName: String?, at location: Location, _ state: inout PathState
    ) -> Value {
        guard let catalog else { return .unknown("no storyboard was read with the code") }
        guard let identifier else { return .unknown("the storyboard identifier is not a string written at the call") }
        let named = storyboardName.map { name in catalog.storyboards.indices.filter { catalog.storyboards[$0].name == name } }
        if let named, named.isEmpty { return .unknown("the storyboard '\(storyboardName ?? "")' was not given") }
        for s in named ?? Array(catalog.storyboards.indices) {
            let storyboard = catalog.storyboards[s]
            if let element = storyboard.controllers.first(where: { $0.storyboardIdentifier == identifier && !$0.isReference })?.element {
                let made = scene(StoryboardCatalog.Key(storyboard: s, element: element), in: catalog, &state)
                guard named == nil, case .fresh(let index) = made else { return made }
                // Made under an assumption: the declaration carries no value for it, so the path does.
                state.assume(.sceneByIdentifier(identifier: identifier, storyboard: storyboard.name))
                return .fresh(index)
            }
        }
        guard let storyboardName else { return .unknown("no storyboard given has a scene with the identifier '\(identifier)'") }
        add(
            CodeFinding(
                id: "missing-storyboard-id", severity: .error, location: location,
                message: "Storyboard (<UIStoryboard: \(storyboardName)>) doesn't contain a view controller with identifier '\(identifier)'",
                certainty: state.assumptions.isEmpty ? .decided : .assumed, assumptions: state.assumptions))
        return .unknown("the storyboard '\(storyboardName)' has no scene with the identifier '\(identifier)'")
    }

    /// The name a storyboard expression gives: `UIStoryboard(name: "Main", bundle: nil)`.
    static func storyboardName(_ expression: ExprSyntax?) -> String? {
        var current = expression
        while let next = current {
            if let call = next.as(FunctionCallExprSyntax.self), call.calledExpression.trimmedDescription == "UIStoryboard",
                let name = call.arguments.first(where: { $0.label?.text == "name" })
            {
                return stringLiteral(name.expression)
            }
            if let optional = next.as(OptionalChainingExprSyntax.self) {
                current = optional.expression
            } else if let unwrapped = next.as(ForceUnwrapExprSyntax.self) {
                current = unwrapped.expression
            } else {
                return nil
            }
        }
        return nil
    }

    /// The scenes of the storyboards read whose class is `className`, in file order.
    static func scenes(of className: String, in catalog: StoryboardCatalog) -> [StoryboardCatalog.Key] {
        catalog.storyboards.enumerated().flatMap { s, storyboard in
            storyboard.controllers.filter { !$0.isReference && $0.customClass.map(bareClass) == className }
                .map { StoryboardCatalog.Key(storyboard: s, element: $0.element) }
        }
    }

    /// `Module.Class` → `Class`.
    static func bareClass(_ name: String) -> String { name.split(separator: ".").last.map(String.init) ?? name }

    /// The text of a string literal without interpolation.
    static func stringLiteral(_ expression: ExprSyntax) -> String? {
        guard let literal = expression.as(StringLiteralExprSyntax.self), literal.segments.count == 1,
            let segment = literal.segments.first?.as(StringSegmentSyntax.self)
        else { return nil }
        return segment.content.text
    }

    // MARK: - Assignments

    private mutating func assign(_ target: ExprSyntax, _ value: ExprSyntax, _ state: inout PathState, _ context: Context, in source: ParsedSource) {
        let location = source.location(of: target)
        let property: String
        let ownerText: String
        let owner: Value
        if let name = target.as(DeclReferenceExprSyntax.self)?.baseName.text {
            // A controller's own property, written without `self.`; else a local.
            guard state.locals[name] == nil, Self.selfProperties.contains(name), context.className.flatMap(index.kind(of:)) != nil else {
                state.locals[name] = evaluate(value, &state, context, in: source, naming: name)
                return
            }
            (property, ownerText, owner) = (name, "self", context.selfValue)
        } else if let member = target.as(MemberAccessExprSyntax.self) {
            property = member.declName.baseName.text
            ownerText = member.base?.trimmedDescription ?? "self"
            owner = member.base.map { evaluate($0, &state, context, in: source, naming: nil) } ?? context.selfValue
        } else {
            return
        }
        switch property {
        case "rootViewController" where Self.isWindow(ownerText):
            let root = evaluate(value, &state, context, in: source, naming: nil)
            state = apply(form: "setRoot", receiverText: ownerText, at: location, state, context, controllers: [root]) {
                .makeWindow("main", root: $0[0])
            }
        case "modalPresentationStyle":
            guard let style = Self.enumCase(value).flatMap(ModalPresentationStyle.init(rawValue:)) else { return }
            var changes = AttributeChanges()
            changes.modalPresentationStyle = style
            write(changes, to: owner, ownerText: ownerText, at: location, &state, context) { $0.modalPresentationStyle = style }
            if case .fresh(let index) = owner { state.fresh[index].styleWritten = location }
        case "definesPresentationContext":
            guard let flag = Self.bool(value) else { return }
            var changes = AttributeChanges()
            changes.definesPresentationContext = flag
            write(changes, to: owner, ownerText: ownerText, at: location, &state, context) { $0.definesPresentationContext = flag }
        case "viewControllers":
            if case .fresh(let index) = owner, !state.fresh[index].declared, let array = value.as(ArrayExprSyntax.self) {
                var children: [Int] = []
                for element in array.elements {
                    if case .fresh(let child) = evaluate(element.expression, &state, context, in: source, naming: nil) { children.append(child) }
                }
                state.fresh[index].children = children
            } else {
                state = setViewControllers(of: owner, to: value, receiverText: ownerText, at: location, state, context, in: source)
            }
        default:
            break
        }
    }

    /// A view controller's properties the reader follows when the code writes them.
    static let selfProperties: Set<String> = ["modalPresentationStyle", "definesPresentationContext", "viewControllers"]

    /// Writes an attribute: into a fresh controller's declaration, or as a `set` step on a
    /// controller of the model.
    private mutating func write(
        _ changes: AttributeChanges, to owner: Value, ownerText: String, at location: Location, _ state: inout PathState, _ context: Context,
        fresh: (inout ControllerAttributes) -> Void
    ) {
        if case .fresh(let index) = owner, !state.fresh[index].declared {
            fresh(&state.fresh[index].attributes)
            return
        }
        var written: ControllerID?
        if case .controller(let id, _) = owner { written = id }
        if case .fresh(let index) = owner { written = state.fresh[index].id }
        if let id = written, changes.modalPresentationStyle != nil, state.hierarchy.presentation(of: id) != nil {
            add(
                CodeFinding(
                    id: "style-after-present", severity: .warning, location: location,
                    message: "this style has no effect on the presentation of '\(id)' already made: write it before present",
                    certainty: certainty(of: owner, state), assumptions: assumptions(of: owner, state)))
        }
        state = apply(form: "set", receiverText: ownerText, at: location, state, context, controllers: [owner]) { .set(changes, of: $0[0]) }
    }

    // MARK: - Applying

    /// Applies the operation `make` builds from the controllers' ids, declaring the fresh
    /// ones first; lists it as unknown when one of them is not resolved.
    private mutating func apply(
        form: String, receiverText: String, at location: Location, _ state: PathState, _ context: Context, controllers: [Value],
        make: ([ControllerID]) -> Operation
    ) -> PathState {
        let original = state
        var state = state
        var ids: [ControllerID] = []
        var assumed = state.assumptions
        var declarations: [Operation] = []
        for value in controllers {
            switch value {
            case .fresh(let index):
                if !state.fresh[index].declared {
                    declarations.append(.declare(state.spec(of: index)))
                    state.markDeclared(index)
                }
                ids.append(state.fresh[index].id)
            case .controller(let id, let assumptions):
                ids.append(id)
                for assumption in assumptions where !assumed.contains(assumption) { assumed.append(assumption) }
            // Nothing is applied: the path goes on from where it was, nothing declared.
            case .none(let reason):
                record(
                    form: form, receiverText: receiverText, at: location, original, context, certainty: assumed.isEmpty ? .decided : .assumed,
                    assumptions: assumed, operations: [], reason: "does nothing: \(reason)")
                return original
            case .unknown(let reason):
                record(
                    form: form, receiverText: receiverText, at: location, original, context, certainty: .unknown, assumptions: [], operations: [],
                    reason: reason)
                var unchanged = original
                unchanged.assume(.afterUnknown(at: location))
                return unchanged
            case .other:
                record(
                    form: form, receiverText: receiverText, at: location, original, context, certainty: .unknown, assumptions: [], operations: [],
                    reason: "'\(receiverText)' is not a controller vcgraph can follow")
                var unchanged = original
                unchanged.assume(.afterUnknown(at: location))
                return unchanged
            }
        }
        let operation = make(ids)
        let diagnostics = state.run.append(Located(ScenarioStep(action: .perform(declarations + [operation])), at: location))
        let certainty: Certainty = assumed.isEmpty ? .decided : .assumed
        for diagnostic in diagnostics where diagnostic.severity != .note {
            add(
                CodeFinding(
                    id: Self.findingID(of: diagnostic.code), severity: diagnostic.severity == .error ? .error : .warning, location: location,
                    message: diagnostic.message, certainty: certainty, assumptions: assumed))
        }
        var operationRecord = CodeOperation(
            form: form, receiver: receiverText, location: location, flow: context.flow, branches: state.branches, certainty: certainty,
            assumptions: assumed, operations: declarations + [operation], reason: nil, answer: nil)
        operationRecord.answer = Self.answer(for: operation, in: state.hierarchy, failed: diagnostics.contains { $0.severity == .error })
        add(operationRecord)
        if siteRun == nil, let site, site.line == location.line, location.file == site.file || location.file.hasSuffix("/" + site.file) {
            siteRun = (state.run, assumed, context.flow, state.branches)
        }
        return state
    }

    /// What the model answered for `operation`, in a few words.
    static func answer(for operation: Operation, in h: Hierarchy, failed: Bool) -> String? {
        if failed { return "refused" }
        switch operation {
        case .present(let presented?, _, _):
            guard let presentation = h.presentation(of: presented) else { return "not presented (UIKit's warning follows)" }
            let rule = presentation.resolution.rule.ruleID.map { " [\($0.rawValue)]" } ?? ""
            return "presented by \(presentation.presenter), \(h.effectiveStyle(of: presentation).rawValue)\(rule)"
        case .push(let pushed, _), .pushFrom(let pushed, _), .show(let pushed, _), .showDetail(let pushed, _):
            if let presentation = h.presentation(of: pushed) {
                return "presented by \(presentation.presenter), \(h.effectiveStyle(of: presentation).rawValue)"
            }
            return h.parent(of: pushed).map { "in \($0)" }
        case .makeWindow(let window, let root): return "the root of window \(window): \(root)"
        default: return nil
        }
    }

    /// A finding's id for one of UIKit's diagnostics.
    static func findingID(of code: DiagnosticCode) -> String {
        switch code {
        case .presenterAlreadyPresenting: "present-while-presenting"
        case .presenterNotInWindowHierarchy: "present-from-covered"
        default: "uikit-\(code.rawValue)"
        }
    }

    private mutating func record(
        form: String, receiverText: String, at location: Location, _ state: PathState, _ context: Context, certainty: Certainty,
        assumptions: [CodeAssumption], operations: [Operation], reason: String?
    ) {
        add(
            CodeOperation(
                form: form, receiver: receiverText, location: location, flow: context.flow, branches: state.branches, certainty: certainty,
                assumptions: assumptions, operations: operations, reason: reason, answer: nil))
    }

    private mutating func add(_ operation: CodeOperation) { operations.append(operation) }

    private mutating func add(_ finding: CodeFinding) {
        if !findings.contains(finding) { findings.append(finding) }
    }

    private func certainty(of value: Value, _ state: PathState) -> Certainty {
        assumptions(of: value, state).isEmpty ? .decided : .assumed
    }

    private func assumptions(of value: Value, _ state: PathState) -> [CodeAssumption] {
        var result = state.assumptions
        if case .controller(_, let assumed) = value { for assumption in assumed where !result.contains(assumption) { result.append(assumption) } }
        return result
    }

    // MARK: - Expressions

    /// The container lookups a view controller answers, and the model's query for each.
    static let lookups: [String: @Sendable (Hierarchy, ControllerID) -> ControllerID?] = [
        "navigationController": { $0.navigationController(of: $1) },
        "tabBarController": { $0.tabBarController(of: $1) },
        "splitViewController": { $0.splitViewController(of: $1) },
        "parent": { $0.parent(of: $1) },
        "presentingViewController": { $0.presentingViewController(of: $1) },
        "presentedViewController": { $0.presentedViewController(of: $1) },
    ]

    /// `owner.name` for a container lookup, on the path's model.
    private func lookup(_ name: String, of owner: Value, _ state: PathState, written: String) -> Value {
        guard let query = Self.lookups[name] else { return .unknown("'\(written)' is not a controller vcgraph can follow") }
        switch owner {
        case .controller(let id, let assumed):
            let className = state.hierarchy.className(of: id) ?? id.rawValue
            guard let found = query(state.hierarchy, id) else {
                return .none("\(className) is not inside a \(Self.containerWord(name)) there")
            }
            return .controller(found, assumed + [.notNil(expression: written, className: className, container: found.rawValue)])
        case .fresh(let index):
            guard state.fresh[index].declared else { return .unknown("'\(state.fresh[index].id)' is in no window yet") }
            return lookup(name, of: .controller(state.fresh[index].id, []), state, written: written)
        case .none(let reason): return .none(reason)
        case .unknown(let reason): return .unknown(reason)
        case .other: return .unknown("'\(written)' is not a controller vcgraph can follow")
        }
    }

    private static func containerWord(_ lookup: String) -> String {
        switch lookup {
        case "navigationController": "navigation controller"
        case "tabBarController": "tab bar controller"
        case "splitViewController": "split view controller"
        case "parent": "parent"
        case "presentingViewController": "presentation"
        default: "presentation of its own"
        }
    }

    /// Whether `text` names the app's window, whose `rootViewController` the launch sets.
    static func isWindow(_ text: String) -> Bool {
        let bare = Self.unwrapped(text)
        return ["window", "self.window", "keyWindow"].contains(bare) || bare.hasSuffix(".window")
    }

    /// The expressions that read the window's root at run time (A3).
    static let windowRootReads: Set<String> = [
        "UIApplication.shared.windows.first.rootViewController", "UIApplication.shared.keyWindow.rootViewController",
        "view.window.rootViewController", "self.view.window.rootViewController", "window.rootViewController",
        "self.window.rootViewController", "UIApplication.shared.delegate.window.rootViewController",
    ]

    private mutating func evaluate(
        _ expression: ExprSyntax, _ state: inout PathState, _ context: Context, in source: ParsedSource, naming name: String?
    ) -> Value {
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            let text = reference.baseName.text
            if text == "self" { return context.selfValue }
            if let local = state.locals[text] { return local }
            if Self.lookups[text] != nil, context.className.flatMap(index.kind(of:)) != nil {
                return lookup(text, of: context.selfValue, state, written: text)
            }
            return .unknown("'\(text)' is not a controller vcgraph can follow")
        }
        if let optional = expression.as(OptionalChainingExprSyntax.self) {
            return evaluate(optional.expression, &state, context, in: source, naming: name)
        }
        if let unwrapped = expression.as(ForceUnwrapExprSyntax.self) {
            return evaluate(unwrapped.expression, &state, context, in: source, naming: name)
        }
        if let cast = expression.as(AsExprSyntax.self) {
            return evaluate(cast.expression, &state, context, in: source, naming: name)
        }
        if let sequence = expression.as(SequenceExprSyntax.self), sequence.elements.count == 3,
            Array(sequence.elements)[1].is(UnresolvedAsExprSyntax.self)
        {
            return evaluate(Array(sequence.elements)[0], &state, context, in: source, naming: name)
        }
        if let call = expression.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
            ["instantiateViewController", "instantiateInitialViewController"].contains(member.declName.baseName.text)
        {
            if member.declName.baseName.text == "instantiateInitialViewController" {
                guard let catalog, let name = Self.storyboardName(member.base) else {
                    return .unknown("the storyboard is not named at the call")
                }
                guard let s = catalog.storyboards.firstIndex(where: { $0.name == name }),
                    let element = catalog.storyboards[s].initialControllerElement
                else { return .unknown("the storyboard '\(name)' was not given, or has no initial view controller") }
                return scene(StoryboardCatalog.Key(storyboard: s, element: element), in: catalog, &state)
            }
            return instantiate(
                call.arguments.first.map { Self.stringLiteral($0.expression) } ?? nil, from: Self.storyboardName(member.base),
                at: source.location(of: call), &state)
        }
        if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base {
            let property = member.declName.baseName.text
            let bare = Self.unwrapped(expression.trimmedDescription)
            if Self.windowRootReads.contains(bare) {
                guard let root = state.hierarchy.rootViewController(ofWindow: "main") else {
                    return .unknown("the window has no root on this path")
                }
                let place =
                    state.run.scenario.steps.first { step in
                        if case .perform(let operations) = step.value.action {
                            return operations.contains { if case .makeWindow = $0 { true } else { false } }
                        }
                        return false
                    }?.location ?? Location(file: source.path, line: 1, column: 1)
                return .controller(root, [.windowRoot(root: root.rawValue, at: place)])
            }
            // `self.x` is a property of self, never a local of the same name.
            if base.trimmedDescription == "self" {
                if Self.lookups[property] != nil, context.className.flatMap(index.kind(of:)) != nil {
                    return lookup(property, of: context.selfValue, state, written: expression.trimmedDescription)
                }
                return .unknown("the property '\(expression.trimmedDescription)' is not followed")
            }
            if Self.lookups[property] != nil {
                let owner = evaluate(base, &state, context, in: source, naming: nil)
                return lookup(property, of: owner, state, written: expression.trimmedDescription)
            }
            return .unknown("'\(expression.trimmedDescription)' is not a controller vcgraph can follow")
        }
        if let call = expression.as(FunctionCallExprSyntax.self), let reference = call.calledExpression.as(DeclReferenceExprSyntax.self),
            let kind = index.kind(of: reference.baseName.text)
        {
            return make(reference.baseName.text, kind: kind, call, &state, context, in: source, naming: name)
        }
        if let call = expression.as(FunctionCallExprSyntax.self) {
            // Closures handed to calls vcgraph does not follow run where it cannot see.
            for argument in call.arguments {
                if let closure = argument.expression.as(ClosureExprSyntax.self) { unreached(closure, state, context, in: source) }
            }
            if let closure = call.trailingClosure { unreached(closure, state, context, in: source) }
            return .unknown("the value of '\(call.calledExpression.trimmedDescription)(…)' is not followed")
        }
        return .other
    }

    /// A controller the code makes: `InboxViewController()`,
    /// `UINavigationController(rootViewController: editor)`, `UIAlertController(…, preferredStyle: .alert)`.
    private mutating func make(
        _ className: String, kind: ControllerKind, _ call: FunctionCallExprSyntax, _ state: inout PathState, _ context: Context,
        in source: ParsedSource, naming name: String?
    ) -> Value {
        var kind = kind
        var children: [Int] = []
        var attributes = ControllerAttributes()
        for argument in call.arguments {
            switch argument.label?.text {
            case "rootViewController":
                if case .fresh(let child) = evaluate(argument.expression, &state, context, in: source, naming: nil) { children.append(child) }
            case "preferredStyle":
                attributes.alertStyle = Self.enumCase(argument.expression).flatMap(AlertStyle.init(rawValue:))
            case "style" where kind.isSplit:
                if let style = Self.enumCase(argument.expression).flatMap(SplitStyle.init(rawValue:)) { kind = .split(style) }
            default: break
            }
        }
        let id = state.newID(named: name, className: className)
        let made = state.add(FreshController(id: id, className: className, kind: kind, attributes: attributes, children: children))
        // The class's own initializer, with `self` the controller made: what it writes (its
        // children, its style) is the class's default, decided. Its first path is taken.
        if context.depth < inlineDepth, let initializer = index.method("init", labels: Self.labels(call), of: className) {
            let inner = Context(selfValue: .fresh(made), className: className, flow: context.flow, depth: context.depth + 1)
            let saved = state.locals
            var initialized = state
            initialized.locals = bindings(of: initializer, to: call, &state, context, in: source)
            if let first = exec(initializer.body.statements, [initialized], inner, in: initializer.source).first {
                state = first
            }
            state.locals = saved
            state.ended = false
        }
        return .fresh(made)
    }

    /// Lists the R26.1 calls of a closure vcgraph does not see run as unknown.
    private mutating func unreached(_ closure: ClosureExprSyntax, _ state: PathState, _ context: Context, in source: ParsedSource) {
        for call in closure.statements.flatMap({ FormScanner.calls(in: Syntax($0)) }) {
            guard let (base, name) = Self.callee(call), FormScanner.forms.contains(name) else { continue }
            record(
                form: name, receiverText: base?.trimmedDescription ?? "self", at: source.location(of: call), state, context,
                certainty: .unknown, assumptions: [], operations: [], reason: "in a closure whose call vcgraph does not see")
        }
    }

    /// `text` without its optional chaining and forced unwrapping.
    static func unwrapped(_ text: String) -> String { String(text.filter { $0 != "?" && $0 != "!" }) }

    /// `.formSheet` → `formSheet`.
    static func enumCase(_ expression: ExprSyntax) -> String? {
        expression.as(MemberAccessExprSyntax.self).map { $0.declName.baseName.text }
    }

    static func bool(_ expression: ExprSyntax) -> Bool? {
        expression.as(BooleanLiteralExprSyntax.self).map { $0.literal.tokenKind == .keyword(.true) }
    }
}

extension ControllerKind {
    var isSplit: Bool {
        if case .split = self { return true }
        return false
    }
}

/// Finds the calls of R26.1 forms in syntax, to tell which methods are flows worth reading.
enum FormScanner {
    static let forms: Set<String> = [
        "present", "pushViewController", "show", "showDetailViewController", "dismiss", "popViewController", "popToRootViewController",
        "popToViewController", "setViewControllers", "setViewController", "addChild", "removeFromParent", "performSegue",
        "instantiateViewController", "instantiateInitialViewController",
    ]

    /// Every function call in `node`.
    static func calls(in node: Syntax) -> [FunctionCallExprSyntax] {
        final class Visitor: SyntaxVisitor {
            var calls: [FunctionCallExprSyntax] = []
            override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
                calls.append(node)
                return .visitChildren
            }
        }
        let visitor = Visitor(viewMode: .sourceAccurate)
        visitor.walk(node)
        return visitor.calls
    }

    /// Whether `body` calls an R26.1 form or writes a window's root or a style.
    static func hasForms(_ body: CodeBlockSyntax) -> Bool {
        let text = body.description
        return calls(in: Syntax(body)).contains { call in
            if let member = call.calledExpression.as(MemberAccessExprSyntax.self) { return forms.contains(member.declName.baseName.text) }
            if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) { return forms.contains(reference.baseName.text) }
            return false
        } || text.contains("rootViewController =")
    }
}
