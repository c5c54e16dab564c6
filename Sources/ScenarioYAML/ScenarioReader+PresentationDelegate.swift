import PresentationModel

/// The `presentationDelegate` key: `true` (a delegate that implements every method), `false`
/// (none), a list of the methods it implements, or a mapping `{ implements: LIST or all,
/// shouldDismiss: BOOL }` that also says what its `presentationControllerShouldDismiss` returns.
extension ScenarioReader {
    static let presentationDelegateKeys = ScenarioFormat.presentationDelegate.keyNames

    func readPresentationDelegate(_ value: YAMLValue) throws(ScenarioError) -> PresentationDelegate {
        switch value {
        case .scalar:
            return try value.bool("presentationDelegate (or a list of the methods it implements)") ? .all : .none
        case .sequence:
            return .implementing(try readDelegateMethods(value))
        case .mapping:
            var node = try MappingReader(value, what: "a presentation delegate", keys: ScenarioFormat.presentationDelegate.keyNames)
            let implements = try node.optional("implements").map { (list) throws(ScenarioError) in try readDelegateMethods(list) }
            let shouldDismiss = try node.optional("shouldDismiss")?.bool("shouldDismiss") ?? true
            if let problem = node.unknownKeys() { throw problem }
            let methods = implements ?? Set(DelegateMethod.allCases)
            if !shouldDismiss, !methods.contains(.shouldDismiss) {
                throw ScenarioError(
                    "shouldDismiss: false needs a delegate that implements \(DelegateMethod.shouldDismiss.rawValue)",
                    at: node.keyLocation("shouldDismiss") ?? value.location)
            }
            return .implementing(methods, shouldDismiss: shouldDismiss)
        }
    }

    /// `all`, or a list of method names, each once.
    private func readDelegateMethods(_ value: YAMLValue) throws(ScenarioError) -> Set<DelegateMethod> {
        if case .scalar = value, (try? value.string("")) == "all" { return Set(DelegateMethod.allCases) }
        var methods: Set<DelegateMethod> = []
        for item in try value.sequence("the methods a presentation delegate implements") {
            if (try? item.string("")) == "adaptivePresentationStyle" {
                throw ScenarioError(
                    "'adaptivePresentationStyle' names two methods; write \(DelegateMethod.adaptivePresentationStyleForTraits.rawValue) (asked in every size class) or \(DelegateMethod.adaptivePresentationStyleWithoutTraits.rawValue) (asked in compact width only)",
                    at: item.location, suggestion: DelegateMethod.adaptivePresentationStyleForTraits.rawValue)
            }
            let method = try item.choice(DelegateMethod.self, "presentation delegate method")
            guard methods.insert(method).inserted else {
                throw ScenarioError("'\(method.rawValue)' is listed twice", at: item.location)
            }
        }
        return methods
    }

    /// A delegate declared with its methods must implement the ones that return the node's
    /// adaptive answers: an adaptive-style method for `adaptivePresentationStyle`, and
    /// `viewControllerForAdaptivePresentationStyle` for `adaptiveWrapper`.
    func checkDelegateAnswers(_ changes: AttributeChanges, in node: MappingReader) throws(ScenarioError) {
        guard let delegate = changes.presentationDelegate else { return }
        if changes.adaptivePresentationStyle != nil,
            !delegate.implements(.adaptivePresentationStyleForTraits), !delegate.implements(.adaptivePresentationStyleWithoutTraits)
        {
            throw ScenarioError(
                "adaptivePresentationStyle is what an adaptive-style method returns, which this presentation delegate does not implement; add \(DelegateMethod.adaptivePresentationStyleForTraits.rawValue) or \(DelegateMethod.adaptivePresentationStyleWithoutTraits.rawValue) to its list",
                at: node.keyLocation("adaptivePresentationStyle") ?? node.location)
        }
        if changes.adaptiveWrapper != nil, !delegate.implements(.viewControllerForAdaptivePresentationStyle) {
            throw ScenarioError(
                "adaptiveWrapper is what viewControllerForAdaptivePresentationStyle returns, which this presentation delegate does not implement; add it to its list",
                at: node.keyLocation("adaptiveWrapper") ?? node.location)
        }
    }
}
