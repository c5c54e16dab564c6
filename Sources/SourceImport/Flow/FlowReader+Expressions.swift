import PresentationModel
import PresentationScenarios
import StoryboardImport
import SwiftSyntax

/// What an expression stands for on a path: self, a lookup, a controller made, the window's root.
extension FlowReader {

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
    func lookup(_ name: String, of owner: Value, _ state: PathState, written: String) -> Value {
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
            return lookup(name, of: .controller(state.fresh[index].id, state.fresh[index].assumptions), state, written: written)
        case .none(let reason): return .none(reason)
        case .unknown(let reason): return .unknown(reason)
        case .other, .instance, .closure, .storyboard, .list: return .unknown("'\(written)' is not a controller vcgraph can follow")
        }
    }

    /// The properties that list a controller's children: a container's `viewControllers`,
    /// any controller's `children`.
    static let contentLookups: Set<String> = ["viewControllers", "children"]

    /// The children of the controller `owner` on the path, in order, under its assumptions.
    func contents(of owner: Value, _ state: PathState) -> Value {
        switch owner {
        case .controller(let id, let assumed): return .list(state.hierarchy.children(of: id).map { .controller($0, assumed) })
        case .fresh(let index) where !state.fresh[index].declared: return .list(state.fresh[index].children.map { .fresh($0) })
        case .fresh(let index): return contents(of: .controller(state.fresh[index].id, state.fresh[index].assumptions), state)
        case .none(let reason): return .none(reason)
        case .unknown(let reason): return .unknown(reason)
        default: return .unknown("its controllers are not followed")
        }
    }

    static func containerWord(_ lookup: String) -> String {
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

    mutating func evaluate(
        _ expression: ExprSyntax, _ state: inout PathState, _ context: Context, in source: ParsedSource, naming name: String?
    ) -> Value {
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            let text = reference.baseName.text
            if text == "self" { return context.selfValue }
            if let local = state.locals[text] { return local }
            if Self.lookups[text] != nil, context.className.flatMap(index.kind(of:)) != nil {
                return lookup(text, of: context.selfValue, state, written: text)
            }
            if text == "storyboard", context.className.flatMap(index.kind(of:)) != nil, let name = storyboard(of: context.selfValue, state) {
                return .storyboard(name)
            }
            if Self.contentLookups.contains(text), context.className.flatMap(index.kind(of:)) != nil {
                return contents(of: context.selfValue, state)
            }
            if let value = property(text, &state, context) { return value }
            return .unknown("'\(text)' is not a controller vcgraph can follow")
        }
        if let closure = expression.as(ClosureExprSyntax.self) {
            return .closure(Closure(syntax: closure, source: source, context: context, locals: state.locals))
        }
        if let array = expression.as(ArrayExprSyntax.self) {
            return .list(array.elements.map { evaluate($0.expression, &state, context, in: source, naming: nil) })
        }
        if let subscriptCall = expression.as(SubscriptCallExprSyntax.self), subscriptCall.arguments.count == 1,
            let position = subscriptCall.arguments.first?.expression.as(IntegerLiteralExprSyntax.self).flatMap({ Int($0.literal.text) }),
            Self.namesValue(subscriptCall.calledExpression)
        {
            guard case .list(let elements) = evaluate(subscriptCall.calledExpression, &state, context, in: source, naming: nil) else {
                return .unknown("'\(quoted(expression))' is not a controller vcgraph can follow")
            }
            return position < elements.count ? elements[position] : .unknown("'\(quoted(expression))' is past the end of the array")
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
                guard let catalog, let name = storyboardName(member.base, &state, context, in: source) else {
                    return .unknown("the storyboard is not named at the call")
                }
                guard let s = catalog.storyboards.firstIndex(where: { $0.name == name }),
                    let element = catalog.storyboards[s].initialControllerElement
                else { return .unknown("the storyboard '\(name)' was not given, or has no initial view controller") }
                return scene(StoryboardCatalog.Key(storyboard: s, element: element), in: catalog, &state)
            }
            return instantiate(
                call.arguments.first.map { Self.stringLiteral($0.expression) } ?? nil, from: storyboardName(member.base, &state, context, in: source),
                at: source.location(of: call), &state)
        }
        if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base {
            let property = member.declName.baseName.text
            // Every read of the window's root ends in `.rootViewController`.
            if property == "rootViewController", Self.windowRootReads.contains(Self.unwrapped(expression.trimmedText)) {
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
            if property == "storyboard", Self.namesValue(base),
                let name = storyboard(of: evaluate(base, &state, context, in: source, naming: nil), state)
            {
                return .storyboard(name)
            }
            if ["first", "last"].contains(property), Self.namesValue(base),
                case .list(let elements) = evaluate(base, &state, context, in: source, naming: nil)
            {
                guard let element = property == "first" ? elements.first : elements.last else { return .none("the array is empty there") }
                return element
            }
            if Self.contentLookups.contains(property), Self.namesValue(base) {
                let owner = evaluate(base, &state, context, in: source, naming: nil)
                if receiverClass(of: owner, in: state).map({ index.kind(of: $0) != nil }) == true { return contents(of: owner, state) }
            }
            // `self.x` is a property of self, never a local of the same name.
            if Self.isSelf(base) {
                if Self.lookups[property] != nil, context.className.flatMap(index.kind(of:)) != nil {
                    return lookup(property, of: context.selfValue, state, written: expression.trimmedText)
                }
                if let value = self.property(property, &state, context) { return value }
                return .unknown("the property '\(quoted(expression))' is not followed")
            }
            if Self.lookups[property] != nil {
                let owner = evaluate(base, &state, context, in: source, naming: nil)
                return lookup(property, of: owner, state, written: expression.trimmedText)
            }
            // A property of an object of the app's (`coordinator.navigationController`), or a
            // computed property of a controller of the app's (`split.masterTabBarController`).
            if Self.namesValue(base) {
                let owner = evaluate(base, &state, context, in: source, naming: nil)
                if case .instance(let typeName) = owner {
                    let inner = Context(selfValue: owner, className: typeName, flow: context.flow, depth: context.depth)
                    if let value = self.property(property, &state, inner) { return value }
                    return .unknown("the property '\(quoted(expression))' is not followed")
                }
                if let className = receiverClass(of: owner, in: state), let getter = index.getter(property, of: className) {
                    return read(getter: getter, of: owner, &state, context) ?? .unknown("the property '\(quoted(expression))' is not followed")
                }
            }
            return .unknown("'\(quoted(expression))' is not a controller vcgraph can follow")
        }
        if let call = expression.as(FunctionCallExprSyntax.self), let reference = call.calledExpression.as(DeclReferenceExprSyntax.self),
            let kind = index.kind(of: reference.baseName.text)
        {
            return make(reference.baseName.text, kind: kind, call, &state, context, in: source, naming: name)
        }
        if let call = expression.as(FunctionCallExprSyntax.self), let reference = call.calledExpression.as(DeclReferenceExprSyntax.self),
            index.isObjectType(reference.baseName.text)
        {
            return makeInstance(reference.baseName.text, call, &state, context, in: source)
        }
        if let call = expression.as(FunctionCallExprSyntax.self), let name = Self.storyboardName(ExprSyntax(call)) {
            return .storyboard(name)
        }
        // A method of the app's that makes a controller, or reaches a form: its first path
        // is read, and its value is what that path returns.
        if let call = expression.as(FunctionCallExprSyntax.self), let (base, called) = Self.callee(call), index.valueNames.contains(called),
            let (method, inner, _) = appCallee(call, base: base, name: called, shape: CallShape(call), state, context, in: source),
            index.reachesForms(method) || index.returnsController(method)
        {
            guard var first = follow(method, for: call, inner.state, context, in: source, as: inner.context).first else { return .other }
            let value = first.returned ?? .other
            first.returned = nil
            state = first
            return value
        }
        if let call = expression.as(FunctionCallExprSyntax.self) {
            // An alert action's handler runs when the user chooses the action, after UIKit has
            // dismissed the alert: read at the end of the flow (``FlowReader/read(_:from:context:)``).
            if Self.isName(call.calledExpression, "UIAlertAction"),
                let handler = call.arguments.first(where: { $0.label?.text == "handler" })?.expression.as(ClosureExprSyntax.self)
                    ?? call.trailingClosure
            {
                state.handlers.append((handler, source, source.location(of: handler)))
                return .other
            }
            // Closures handed to calls vcgraph does not follow run where it cannot see; calls
            // among the arguments are read (an alert action made inside `addAction(_:)`).
            for argument in call.arguments {
                if let closure = argument.expression.as(ClosureExprSyntax.self) {
                    unreached(closure, state, context, in: source)
                } else if argument.expression.is(FunctionCallExprSyntax.self) {
                    _ = evaluate(argument.expression, &state, context, in: source, naming: nil)
                }
            }
            if let closure = call.trailingClosure { unreached(closure, state, context, in: source) }
            return .unknown("the value of '\(quoted(call.calledExpression))(…)' is not followed")
        }
        return .other
    }

    /// A controller the code makes: `InboxViewController()`,
    /// `UINavigationController(rootViewController: editor)`, `UIAlertController(…, preferredStyle: .alert)`.
    mutating func make(
        _ className: String, kind: ControllerKind, _ call: FunctionCallExprSyntax, _ state: inout PathState, _ context: Context,
        in source: ParsedSource, naming name: String?
    ) -> Value {
        var kind = kind
        var children: [Int] = []
        var attributes = ControllerAttributes()
        let initializer = context.depth < inlineDepth ? index.method("init", call: CallShape(call), of: className) : nil
        for argument in call.arguments {
            switch argument.label?.text {
            case "rootViewController":
                if case .fresh(let child) = evaluate(argument.expression, &state, context, in: source, naming: nil) { children.append(child) }
            case "preferredStyle":
                attributes.alertStyle = Self.enumCase(argument.expression).flatMap(AlertStyle.init(rawValue:))
            case "style" where kind.isSplit:
                if let style = Self.enumCase(argument.expression).flatMap(SplitStyle.init(rawValue:)) { kind = .split(style) }
            default:
                // A callback handed to a controller whose initializer is not read runs where
                // vcgraph cannot see; calls among the arguments are read (a SwiftUI view given
                // to a hosting controller, with its callbacks).
                if initializer == nil, let closure = argument.expression.as(ClosureExprSyntax.self) {
                    unreached(closure, state, context, in: source)
                } else if initializer == nil, argument.expression.is(FunctionCallExprSyntax.self) {
                    _ = evaluate(argument.expression, &state, context, in: source, naming: nil)
                }
            }
        }
        if initializer == nil, let closure = call.trailingClosure { unreached(closure, state, context, in: source) }
        let id = state.newID(named: name, className: className)
        let made = state.add(
            FreshController(
                id: id, className: Self.hostingClass(className, call) ?? className, kind: kind, attributes: attributes, children: children))
        if let assumption = index.unseenClass(of: className) { state.assume(assumption) }
        // The class's own initializer, with `self` the controller made: what it writes (its
        // children, its style) is the class's default, decided. Its first path is taken.
        if let initializer {
            let inner = Context(selfValue: .fresh(made), className: className, flow: context.flow, depth: context.depth + 1)
            if let first = follow(initializer, for: call, state, context, in: source, as: inner).first { state = first }
            state.returned = nil
        }
        return .fresh(made)
    }

    /// A hosting controller's class as `_printHierarchy` names it, with the type of the view it
    /// hosts when the code writes that view's initializer (`UIHostingController(rootView:
    /// SettingsView())` is a `UIHostingController<SettingsView>`): the SwiftUI reader reads
    /// that view's tree in the host where UIKit puts it. Nil for any other controller.
    static func hostingClass(_ className: String, _ call: FunctionCallExprSyntax) -> String? {
        guard className == "UIHostingController",
            let rootView = call.arguments.first(where: { $0.label?.text == "rootView" })?.expression.as(FunctionCallExprSyntax.self),
            let view = rootView.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
        else { return nil }
        return "UIHostingController<\(view)>"
    }

    /// An object of a type of the app's that is not a controller (`AppCoordinator(window:)`):
    /// its initializer is followed, its first path taken, with `self` the object.
    mutating func makeInstance(
        _ typeName: String, _ call: FunctionCallExprSyntax, _ state: inout PathState, _ context: Context, in source: ParsedSource
    ) -> Value {
        if context.depth < inlineDepth, let initializer = index.method("init", call: CallShape(call), of: typeName) {
            let inner = Context(selfValue: .instance(typeName), className: typeName, flow: context.flow, depth: context.depth + 1)
            if let first = follow(initializer, for: call, state, context, in: source, as: inner).first { state = first }
            state.returned = nil
        } else {
            for argument in call.arguments {
                if let closure = argument.expression.as(ClosureExprSyntax.self) { unreached(closure, state, context, in: source) }
            }
            if let closure = call.trailingClosure { unreached(closure, state, context, in: source) }
        }
        return .instance(typeName)
    }

    /// Lists the R26.1 calls of a closure vcgraph does not see run as unknown.
    mutating func unreached(_ closure: ClosureExprSyntax, _ state: PathState, _ context: Context, in source: ParsedSource) {
        for call in closure.statements.flatMap({ FormScanner.calls(in: Syntax($0)) }) {
            guard let (base, name) = Self.callee(call), FormScanner.forms.contains(name) else { continue }
            record(
                form: name, receiverText: base?.quotedText ?? "self", at: source.location(of: call), state, context,
                certainty: .unknown, assumptions: [], operations: [], reason: "in a closure whose call vcgraph does not see")
        }
    }

    /// `text` without its optional chaining and forced unwrapping.
    static func unwrapped(_ text: String) -> String { String(text.filter { $0 != "?" && $0 != "!" }) }

    /// Whether `expression` is the bare name `name` (`UIStoryboard`): read from its node, not
    /// its text.
    static func isName(_ expression: ExprSyntax, _ name: String) -> Bool {
        guard let reference = expression.as(DeclReferenceExprSyntax.self) else { return false }
        return reference.argumentNames == nil && reference.baseName.text == name
    }

    /// The expression inside any `?` and `!` written after it: `onDone` for `onDone?`.
    static func unwrappedNode(_ expression: ExprSyntax) -> ExprSyntax {
        var current = expression
        while true {
            if let optional = current.as(OptionalChainingExprSyntax.self) {
                current = optional.expression
            } else if let forced = current.as(ForceUnwrapExprSyntax.self) {
                current = forced.expression
            } else {
                return current
            }
        }
    }

    /// Whether `expression` is `self`, unwrapped or not (`self?`, `self!`): read from its
    /// nodes, not its text, which for a long chain of calls is long.
    static func isSelf(_ expression: ExprSyntax) -> Bool {
        guard let reference = unwrappedNode(expression).as(DeclReferenceExprSyntax.self) else { return false }
        return reference.argumentNames == nil && reference.baseName.text == "self"
    }

    /// `.formSheet` → `formSheet`.
    static func enumCase(_ expression: ExprSyntax) -> String? {
        expression.as(MemberAccessExprSyntax.self).map { $0.declName.baseName.text }
    }

    static func bool(_ expression: ExprSyntax) -> Bool? {
        expression.as(BooleanLiteralExprSyntax.self).map { $0.literal.tokenKind == .keyword(.true) }
    }

    /// Whose stored properties `self`'s are on this path: the controller's id, or its type's
    /// when `self` is not a controller (a coordinator, read as the one instance of its type).
    func owner(_ context: Context) -> String? {
        switch context.selfValue {
        case .controller(let id, _): return "controller:\(id.rawValue)"
        case .other, .unknown, .none, .instance, .closure, .storyboard, .list: return context.className.map { "type:\($0)" }
        case .fresh(let index): return "fresh:\(index)"
        }
    }

    /// The value of `self`'s stored property `name` on this path: what the path wrote to it,
    /// else its declaration's initial value, made once and then held (A7); nil when the
    /// class has no such property.
    mutating func property(_ name: String, _ state: inout PathState, _ context: Context) -> Value? {
        guard let owner = owner(context), let className = context.className else { return nil }
        let key = "\(owner).\(name)"
        if let held = state.properties[key] { return held }
        // A stored property of the name wins over a computed one (another file's, private to it).
        if index.property(name, of: className) == nil, let getter = index.getter(name, of: className) {
            return read(getter: getter, of: context.selfValue, &state, context) ?? .unknown("the computed property '\(name)' is not followed")
        }
        guard let declared = index.property(name, of: className), let initializer = declared.initializer else { return nil }
        var value = evaluate(initializer, &state, context, in: declared.source, naming: name)
        let holds = CodeAssumption.holds(property: name, at: declared.location)
        switch value {
        case .controller(let id, let assumed): value = .controller(id, assumed + [holds])
        case .fresh: state.assume(holds)
        default: break
        }
        state.properties[key] = value
        return value
    }
}
