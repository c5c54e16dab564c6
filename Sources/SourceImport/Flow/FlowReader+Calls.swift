import PresentationModel
import PresentationScenarios
import StoryboardImport
import SwiftSyntax

/// The R26.1 call forms, and calls of the class's own methods.
extension FlowReader {

    /// The receiver of a call's member access, as written, and the call's name.
    static func callee(_ call: FunctionCallExprSyntax) -> (base: ExprSyntax?, name: String)? {
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self) {
            return (member.base, member.declName.baseName.text)
        }
        if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) {
            return (nil, reference.baseName.text)
        }
        return nil
    }

    static func labels(_ call: FunctionCallExprSyntax) -> [String] {
        call.arguments.map { $0.label?.text ?? "_" }
    }

    mutating func perform(
        _ call: FunctionCallExprSyntax, _ state: consuming PathState, _ context: Context, in source: ParsedSource
    ) -> [PathState] {
        if let closure = calledClosure(call, state) { return run(closure, consume state) }
        guard let (base, name) = Self.callee(call) else {
            _ = evaluate(ExprSyntax(call), &state, context, in: source, naming: nil)
            return [state]
        }
        let labels = Self.labels(call)
        let shape = CallShape(call)
        let location = source.location(of: call)
        let arguments = Array(call.arguments)
        // Quoted only for the calls that record it.
        lazy var receiverText = base.map { quoted($0) } ?? "self"
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
            paths = [present(presented, from: target, receiverText: receiverText, at: location, consume state, context)]
        case ("pushViewController", ["_", "animated"]):
            let navigation = receiver(&state)
            let pushed = evaluate(arguments[0].expression, &state, context, in: source, naming: nil)
            paths = [push(pushed, onto: navigation, receiverText: receiverText, at: location, consume state, context)]
        case ("show", ["_", "sender"]), ("showDetailViewController", ["_", "sender"]):
            let target = receiver(&state)
            let shown = evaluate(arguments[0].expression, &state, context, in: source, naming: nil)
            paths = [
                apply(
                    form: name, receiverText: receiverText, at: location, consume state, context, controllers: [target, shown]
                ) { ids in
                    name == "show" ? .show(ids[1], from: ids[0]) : .showDetail(ids[1], from: ids[0])
                }
            ]
        case ("dismiss", ["animated"]):
            let target = receiver(&state)
            paths = [apply(form: name, receiverText: receiverText, at: location, consume state, context, controllers: [target]) { .dismiss($0[0]) }]
        case ("popViewController", ["animated"]):
            let navigation = receiver(&state)
            paths = [apply(form: name, receiverText: receiverText, at: location, consume state, context, controllers: [navigation]) { .pop($0[0]) }]
        case ("popToRootViewController", ["animated"]):
            let navigation = receiver(&state)
            paths = [
                apply(form: name, receiverText: receiverText, at: location, consume state, context, controllers: [navigation]) { .popToRoot($0[0]) }
            ]
        case ("popToViewController", ["_", "animated"]):
            let navigation = receiver(&state)
            let target = evaluate(arguments[0].expression, &state, context, in: source, naming: nil)
            paths = [
                apply(form: name, receiverText: receiverText, at: location, consume state, context, controllers: [navigation, target]) {
                    .popTo($0[1], in: $0[0])
                }
            ]
        case ("addChild", ["_"]):
            let parent = receiver(&state)
            let child = evaluate(arguments[0].expression, &state, context, in: source, naming: nil)
            let before = state.run.stepsRun
            var added = apply(form: name, receiverText: receiverText, at: location, consume state, context, controllers: [parent, child]) {
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
            paths = [
                apply(form: name, receiverText: receiverText, at: location, consume state, context, controllers: [child]) { .removeFromParent($0[0]) }
            ]
        case ("setViewControllers", ["_", "animated"]):
            let container = receiver(&state)
            paths = [
                setViewControllers(
                    of: container, to: arguments[0].expression, receiverText: receiverText, at: location, consume state, context, in: source)
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
                    apply(form: name, receiverText: receiverText, at: location, consume state, context, controllers: [split, shown]) {
                        .setColumn($0[1], column, of: $0[0])
                    }
                ]
            }
        case ("performSegue", ["withIdentifier", "sender"]):
            let source = receiver(&state)
            paths = [
                performSegue(
                    Self.stringLiteral(arguments[0].expression), from: source, receiverText: receiverText, at: location, consume state, context)
            ]
        default:
            // A method of the app's: the flow's own class's, always; another's (a method on
            // a controller or object the path knows, a static method) when it reaches a form.
            if index.declaresMethod(named: name),
                let (method, inner, isOwn) = appCallee(call, base: base, name: name, shape: shape, state, context, in: source),
                isOwn || index.reachesForms(method)
            {
                var paths = follow(method, for: call, inner.state, context, in: source, as: inner.context)
                for index in paths.indices { paths[index].returned = nil }
                return paths
            }
            // A method of the app's that presents or pushes, on a receiver vcgraph does not
            // follow into it: unknown, and what follows on the path rests on it.
            let helpers = index.methods(named: name, call: shape).filter(\.hasForms)
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
            if ["async", "asyncAfter", "Task", "animate", "transition", "performWithoutAnimation"].contains(name), let block = completion {
                return exec(block.statements, [consume state], context, in: source)
            }
            _ = evaluate(ExprSyntax(call), &state, context, in: source, naming: nil)
            return [state]
        }
        if let completion {
            // Each path taken out of the list, not copied.
            var completed: [PathState] = []
            paths.reverseByMoving()
            while let path = paths.popLast() { completed.appendByMoving(exec(completion.statements, [path], context, in: source)) }
            return completed
        }
        return paths
    }

    /// The method of the app's that `call` runs, with the state and `self` to read it in, and
    /// whether it is a method of the flow's own class called on `self`; nil past
    /// ``inlineDepth`` or when the callee is not the app's.
    ///
    /// Receivers: none or `self` (the flow's class, else a free function), a type of the
    /// app's (a static method), or a value the path knows (a controller or an object of the
    /// app's, evaluated on a copy of the state: only a receiver that names a value, not a
    /// call, so that no work is done twice).
    mutating func appCallee(
        _ call: FunctionCallExprSyntax, base: ExprSyntax?, name: String, shape: CallShape, _ state: PathState, _ context: Context,
        in source: ParsedSource
    ) -> (method: ClassIndex.Method, inner: (state: PathState, context: Context), isOwn: Bool)? {
        guard context.depth < inlineDepth else { return nil }
        if base == nil || base.map(Self.isSelf) == true {
            if let className = context.className, let method = appMethod(name, call: shape, of: className) {
                var inner = context
                inner.depth += 1
                return (method, (state, inner), true)
            }
            guard base == nil,
                let function = index.functions.first(where: { $0.className == nil && $0.name == name && $0.arguments(for: shape) != nil })
            else { return nil }
            return (function, (state, Context(selfValue: .other, className: nil, flow: context.flow, depth: context.depth + 1)), false)
        }
        guard let base else { return nil }
        if let typeName = base.as(DeclReferenceExprSyntax.self)?.baseName.text, state.locals[typeName] == nil,
            index.isObjectType(typeName) || index.kind(of: typeName) != nil && index.classes[typeName] != nil,
            let method = index.method(name, call: shape, of: typeName)
        {
            return (method, (state, Context(selfValue: .other, className: typeName, flow: context.flow, depth: context.depth + 1)), false)
        }
        guard Self.namesValue(base) else { return nil }
        var probe = state
        let target = evaluate(base, &probe, context, in: source, naming: nil)
        guard let className = receiverClass(of: target, in: probe), let method = appMethod(name, call: shape, of: className) else { return nil }
        return (method, (probe, Context(selfValue: target, className: className, flow: context.flow, depth: context.depth + 1)), false)
    }

    /// Whether `expression` names a value (`tabs`, `self.child`, `navigationController?`)
    /// rather than computing one: what may be evaluated to find a call's receiver without
    /// doing the work of a call twice.
    static func namesValue(_ expression: ExprSyntax) -> Bool {
        if expression.is(DeclReferenceExprSyntax.self) { return true }
        if let member = expression.as(MemberAccessExprSyntax.self) { return member.base.map(namesValue) ?? false }
        if let optional = expression.as(OptionalChainingExprSyntax.self) { return namesValue(optional.expression) }
        if let forced = expression.as(ForceUnwrapExprSyntax.self) { return namesValue(forced.expression) }
        return false
    }

    /// The class of the controller or object of the app's `value` is on the path, nil when
    /// it is neither.
    func receiverClass(of value: Value, in state: PathState) -> String? {
        switch value {
        case .controller(let id, _): state.hierarchy.className(of: id).map(Self.bareClass)
        case .fresh(let index): state.fresh[index].className
        case .instance(let typeName): typeName
        case .other, .unknown, .none, .closure, .storyboard, .list: nil
        }
    }

    /// The method of the app's that a call on an instance of `className` runs: the class's
    /// own or inherited through the files read, else one of an extension of UIViewController,
    /// which every controller class inherits.
    func appMethod(_ name: String, call: CallShape, of className: String) -> ClassIndex.Method? {
        index.method(name, call: call, of: className)
            ?? (className == "UIViewController" || index.kind(of: className) == nil
                ? nil : index.method(name, call: call, of: "UIViewController"))
    }

    /// The closure a call calls, when it calls a parameter or local holding one
    /// (`completion(true)`, `onDone?()`).
    func calledClosure(_ call: FunctionCallExprSyntax, _ state: PathState) -> Closure? {
        guard let reference = Self.unwrappedNode(call.calledExpression).as(DeclReferenceExprSyntax.self),
            case .closure(let closure)? = state.locals[reference.baseName.text]
        else { return nil }
        return closure
    }

    /// The paths of `closure` run from `state`, with what it captured: its parameters hold
    /// no controller; each path comes back with the caller's locals.
    mutating func run(_ closure: Closure, _ state: consuming PathState) -> [PathState] {
        var locals = closure.locals
        for parameter in Self.parameterNames(of: closure.syntax) { locals[parameter] = .other }
        state.closuresRun.insert(closure.syntax.id)
        return scoped(consume state, locals: locals) { reader, start in
            reader.exec(closure.syntax.statements, [start], closure.context, in: closure.source)
        }
    }

    /// The paths `read` makes from `state` with `locals` as the locals it sees: a callee's
    /// body, a closure's. Each comes back with the caller's locals, not ended.
    mutating func scoped(
        _ state: consuming PathState, locals: [String: Value], _ read: (inout FlowReader, consuming PathState) -> [PathState]
    ) -> [PathState] {
        let callerLocals = state.locals
        state.locals = locals
        var paths = read(&self, consume state)
        for index in paths.indices {
            paths[index].locals = callerLocals
            paths[index].ended = false
        }
        return paths
    }

    /// The names a closure gives its parameters: `{ success in … }`, `{ (a, b) in … }`.
    static func parameterNames(of closure: ClosureExprSyntax) -> [String] {
        switch closure.signature?.parameterClause {
        case .simpleInput(let names)?: names.map(\.name.text)
        case .parameterClause(let clause)?: clause.parameters.map { ($0.secondName ?? $0.firstName).text }
        case nil: []
        }
    }

    /// The paths of `method` run as the callee of `call` from `state`: its parameters bound
    /// to the call's arguments (read in `context`), its body read in `inner`; each path
    /// comes back with the caller's locals, not ended, with the value it returned on that path
    /// (``PathState/returned``), which the caller reads and clears. A closure written at the call that a
    /// path does not call is listed as unreached on that path: it runs where vcgraph cannot see.
    mutating func follow(
        _ method: ClassIndex.Method, for call: FunctionCallExprSyntax, _ state: consuming PathState, _ context: Context, in source: ParsedSource,
        as inner: Context
    ) -> [PathState] {
        followed.insert(method.location)
        state.returned = nil
        let locals = bindings(of: method, to: call, &state, context, in: source)
        let results = Self.merged(scoped(consume state, locals: locals) { reader, start in reader.body(of: method, start, inner) })
        let written = method.arguments(for: CallShape(call))?.compactMap { $0.flatMap(call.expression(for:))?.as(ClosureExprSyntax.self) } ?? []
        for index in results.indices {
            for closure in written where !results[index].closuresRun.contains(closure.id) { unreached(closure, results[index], context, in: source) }
        }
        return results
    }

    /// The paths of `method`'s body from `state`; a body of one expression that returns a
    /// value (Swift's implicit return) is that value, on one path.
    mutating func body(of method: ClassIndex.Method, _ state: consuming PathState, _ context: Context) -> [PathState] {
        if method.returnsValue, method.statements.count == 1, case .expr(let expression)? = method.statements.first?.item,
            !expression.is(IfExprSyntax.self), !expression.is(SwitchExprSyntax.self)
        {
            state.returned = evaluate(expression, &state, context, in: method.source, naming: nil)
            return [state]
        }
        return exec(method.statements, [consume state], context, in: method.source)
    }

    /// The value of the computed property `getter` read with `self` the value `owner`: its
    /// first path's, which the path continues from.
    mutating func read(getter: ClassIndex.Method, of owner: Value, _ state: inout PathState, _ context: Context) -> Value? {
        guard context.depth < inlineDepth, let className = getter.className else { return nil }
        let inner = Context(selfValue: owner, className: className, flow: context.flow, depth: context.depth + 1)
        var start = state
        start.returned = nil
        guard var first = scoped(start, locals: [:], { reader, start in reader.body(of: getter, start, inner) }).first else { return nil }
        let value = first.returned
        first.returned = nil
        state = first
        return value
    }

    /// The parameters of `method` bound to the values of `call`'s arguments, as Swift
    /// matches them (``ClassIndex/Method/arguments(for:)``).
    mutating func bindings(
        of method: ClassIndex.Method, to call: FunctionCallExprSyntax, _ state: inout PathState, _ context: Context, in source: ParsedSource
    ) -> [String: Value] {
        var locals: [String: Value] = [:]
        let arguments = method.arguments(for: CallShape(call)) ?? []
        for (parameter, argument) in zip(method.parameters, arguments) {
            guard let expression = argument.flatMap(call.expression(for:)) else { continue }
            locals[parameter.name] = evaluate(expression, &state, context, in: source, naming: nil)
        }
        return locals
    }

    /// `target.present(presented, animated:)`.
    mutating func present(
        _ presented: Value, from target: Value, receiverText: String, at location: Location, _ state: consuming PathState, _ context: Context
    ) -> PathState {
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
        state = apply(form: "present", receiverText: receiverText, at: location, consume state, context, controllers: [target, presented]) {
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
    func styledDescendant(of index: Int, in state: PathState) -> (Int, Location)? {
        for child in state.fresh[index].children {
            if let written = state.fresh[child].styleWritten { return (child, written) }
            if let found = styledDescendant(of: child, in: state) { return found }
        }
        return nil
    }

    /// `navigation.pushViewController(pushed, animated:)`: nothing when `navigation` is a
    /// lookup that is nil here.
    mutating func push(
        _ pushed: Value, onto navigation: Value, receiverText: String, at location: Location, _ state: consuming PathState, _ context: Context
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
        return apply(form: "pushViewController", receiverText: receiverText, at: location, consume state, context, controllers: [navigation, pushed])
        {
            .push($0[1], onto: $0[0])
        }
    }

    mutating func setViewControllers(
        of container: Value, to list: ExprSyntax, receiverText: String, at location: Location, _ state: consuming PathState, _ context: Context,
        in source: ParsedSource
    ) -> PathState {
        let listed = evaluate(list, &state, context, in: source, naming: nil)
        guard case .list(let elements) = listed else {
            var reason = "the controllers are not an array vcgraph can follow"
            if case .unknown(let why) = listed { reason = why }
            record(
                form: "setViewControllers", receiverText: receiverText, at: location, state, context, certainty: .unknown, assumptions: [],
                operations: [], reason: reason)
            state.assume(.afterUnknown(at: location))
            return state
        }
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
        return apply(
            form: "setViewControllers", receiverText: receiverText, at: location, consume state, context, controllers: [container] + elements
        ) {
            kind == .tabBar ? .setTabs(Array($0.dropFirst()), of: $0[0]) : .setStack(Array($0.dropFirst()), of: $0[0])
        }
    }
}
