import PresentationModel
import PresentationScenarios
import StoryboardImport
import SwiftSyntax

/// Scenes made by identifier and segues performed, with the storyboards read.
extension FlowReader {

    /// `source.performSegue(withIdentifier:sender:)`: the segue of `source`'s scene with that
    /// identifier, fired as the storyboard reader fires it; the scene is the one `source` was
    /// made from, else the one scene of its class (A8).
    mutating func performSegue(
        _ identifier: String?, from source: Value, receiverText: String, at location: Location, _ state: consuming PathState, _ context: Context
    ) -> PathState {
        func unknown(_ reason: String, _ state: consuming PathState) -> PathState {
            record(
                form: "performSegue", receiverText: receiverText, at: location, state, context, certainty: .unknown, assumptions: [],
                operations: [], reason: reason)
            state.assume(.afterUnknown(at: location))
            return state
        }
        guard let catalog else { return unknown("performSegue fires a storyboard's segue, and no storyboard was read with the code", state) }
        guard let identifier else { return unknown("the segue's identifier is not a string written at the call", state) }
        var id: ControllerID?
        switch source {
        case .controller(let found, _): id = found
        case .fresh(let index): id = state.fresh[index].declared ? state.fresh[index].id : nil
        default: break
        }
        guard let id else { return unknown("the controller that performs the segue is not resolved", state) }
        var assumed: [CodeAssumption] = []
        let key: StoryboardCatalog.Key
        if let made = state.sceneOf[id] {
            key = made
        } else {
            let className = state.hierarchy.className(of: id).map(Self.bareClass) ?? id.rawValue
            let scenes = Self.scenes(of: className, in: catalog)
            guard let first = scenes.first else { return unknown("\(className) has no scene in the storyboards read", state) }
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
        guard catalog.controller(target) != nil else { return unknown("the segue's destination is not in the storyboards read", state) }
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

    /// The segues of the scene controller `id` was made from (else the scene of its class,
    /// A8), each fired from `state` as the storyboard reader fires it: the states they leave,
    /// where the classes they show are on screen once the user (or code) triggered the segue
    /// (A5). Unwind and custom segues are left out: where they lead is not the scene's to say.
    func seguesFired(
        from id: ControllerID, in state: PathState
    ) -> (scene: StoryboardCatalog.Key, fired: [(segue: String, location: Location, end: PathState)])? {
        guard let catalog else { return nil }
        var start = state
        let key: StoryboardCatalog.Key
        let className = state.hierarchy.className(of: id).map(Self.bareClass) ?? id.rawValue
        if let made = state.sceneOf[id] {
            key = made
        } else {
            let scenes = Self.scenes(of: className, in: catalog)
            guard let first = scenes.first else { return nil }
            key = first
            start.assume(
                .scene(className: className, element: first.element, storyboard: catalog.storyboards[first.storyboard].name, of: scenes.count))
        }
        var fired: [(String, Location, PathState)] = []
        for reference in catalog.transitions(from: key) {
            let segue = catalog[reference]
            guard segue.kind.isTransition, segue.kind != .unwind, segue.kind != .custom else { continue }
            let (target, _) = catalog.destination(of: reference)
            guard catalog.controller(target) != nil else { continue }
            var end = start
            guard case .fresh(let index) = scene(target, in: catalog, &end) else { continue }
            let declaration = end.spec(of: index)
            end.markDeclared(index)
            let operation = SegueResolver.operation(for: segue, action: nil, showing: end.fresh[index].id, from: id)
            let diagnostics = end.run.append(Located(ScenarioStep(action: .perform([.declare(declaration), operation])), at: segue.location))
            guard !diagnostics.contains(where: { $0.severity == .error }) else { continue }
            end.fresh = []
            fired.append((segue.displayID, segue.location, end))
        }
        return (key, fired)
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
    func scene(_ key: StoryboardCatalog.Key, in catalog: StoryboardCatalog, _ state: inout PathState) -> Value {
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
    mutating func instantiate(
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
        guard let expression, let call = unwrappedNode(expression).as(FunctionCallExprSyntax.self), isName(call.calledExpression, "UIStoryboard"),
            let name = call.arguments.first(where: { $0.label?.text == "name" })
        else { return nil }
        return stringLiteral(name.expression)
    }

    /// The name of the storyboard `expression` stands for on the path: a
    /// `UIStoryboard(name:bundle:)` written there or held by a local or property, or the
    /// storyboard of the scene a controller was made from (its `storyboard`).
    mutating func storyboardName(_ expression: ExprSyntax?, _ state: inout PathState, _ context: Context, in source: ParsedSource) -> String? {
        if let written = Self.storyboardName(expression) { return written }
        guard let expression, Self.namesValue(expression) else { return nil }
        if case .storyboard(let name) = evaluate(expression, &state, context, in: source, naming: nil) { return name }
        return nil
    }

    /// The storyboard of the scene the controller `value` was made from, when it was.
    func storyboard(of value: Value, _ state: PathState) -> String? {
        guard let catalog else { return nil }
        var id: ControllerID?
        if case .controller(let found, _) = value { id = found }
        if case .fresh(let index) = value { id = state.fresh[index].id }
        let made =
            id.flatMap { state.sceneOf[$0] }
            ?? {
                if case .fresh(let index) = value { return state.fresh[index].scene?.elements.first { $0.0 == state.fresh[index].id }?.1 }
                return nil
            }()
        return made.map { catalog.storyboards[$0.storyboard].name }
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
}
