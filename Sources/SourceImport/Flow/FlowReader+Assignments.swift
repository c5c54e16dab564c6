import PresentationModel
import PresentationScenarios
import StoryboardImport
import SwiftSyntax

/// Property writes: a window's root, a style, a context, a container's controllers.
extension FlowReader {

    mutating func assign(_ target: ExprSyntax, _ value: ExprSyntax, _ state: inout PathState, _ context: Context, in source: ParsedSource) {
        let location = source.location(of: target)
        let property: String
        let ownerText: String
        let owner: Value
        if let name = target.as(DeclReferenceExprSyntax.self)?.baseName.text {
            // A controller's own property, written without `self.`; a stored property of the
            // class, which the path then holds; else a local.
            guard state.locals[name] == nil, Self.selfProperties.contains(name), context.className.flatMap(index.kind(of:)) != nil else {
                if state.locals[name] == nil, let className = context.className, index.property(name, of: className) != nil,
                    let owner = self.owner(context)
                {
                    state.properties["\(owner).\(name)"] = evaluate(value, &state, context, in: source, naming: name)
                    return
                }
                state.locals[name] = evaluate(value, &state, context, in: source, naming: name)
                return
            }
            (property, ownerText, owner) = (name, "self", context.selfValue)
        } else if let member = target.as(MemberAccessExprSyntax.self), member.base.map(Self.isSelf) == true,
            !Self.selfProperties.contains(member.declName.baseName.text), let className = context.className,
            index.property(member.declName.baseName.text, of: className) != nil, let owner = self.owner(context)
        {
            let name = member.declName.baseName.text
            state.properties["\(owner).\(name)"] = evaluate(value, &state, context, in: source, naming: name)
            return
        } else if let member = target.as(MemberAccessExprSyntax.self) {
            property = member.declName.baseName.text
            ownerText = member.base?.trimmedText ?? "self"
            owner = member.base.map { evaluate($0, &state, context, in: source, naming: nil) } ?? context.selfValue
        } else {
            return
        }
        switch property {
        case "rootViewController" where Self.isWindow(ownerText):
            let root = evaluate(value, &state, context, in: source, naming: nil)
            state = apply(form: "setRoot", receiverText: ownerText, at: location, consume state, context, controllers: [root]) {
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
            state = setViewControllers(of: owner, to: value, receiverText: ownerText, at: location, state, context, in: source)
        default:
            break
        }
    }

    /// A view controller's properties the reader follows when the code writes them.
    static let selfProperties: Set<String> = ["modalPresentationStyle", "definesPresentationContext", "viewControllers"]

    /// Writes an attribute: into a fresh controller's declaration, or as a `set` step on a
    /// controller of the model.
    mutating func write(
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
        state = apply(form: "set", receiverText: ownerText, at: location, consume state, context, controllers: [owner]) {
            .set(changes, of: $0[0])
        }
    }
}
