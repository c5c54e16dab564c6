/// What an app assigns to a controller's `presentationController.delegate`: nothing, or an
/// object that implements some of ``DelegateMethod``'s methods.
///
/// UIKit asks and tells a delegate only what it implements (``Hierarchy/delegateEvents(of:)``),
/// and acts on the controller's ``ControllerAttributes/adaptivePresentationStyle`` only when an
/// adaptive-style method returns it (<doc:Rules-AdaptiveDelegate#R13.1>).
public enum PresentationDelegate: Hashable, Sendable {
    /// The app assigns no delegate (UIKit's default), or assigns nil.
    case none
    /// A delegate implementing `methods`; `shouldDismiss` is what its
    /// `presentationControllerShouldDismiss(_:)` returns, when it implements that method.
    case implementing(Set<DelegateMethod>, shouldDismiss: Bool)

    /// A delegate that implements every method and lets the user dismiss.
    public static let all = PresentationDelegate.implementing(Set(DelegateMethod.allCases), shouldDismiss: true)

    /// A delegate implementing `methods` that lets the user dismiss.
    public static func implementing(_ methods: Set<DelegateMethod>) -> PresentationDelegate {
        .implementing(methods, shouldDismiss: true)
    }

    /// Whether the app assigned a delegate.
    public var isAssigned: Bool { self != .none }

    /// The methods it implements; empty for ``none``.
    public var methods: Set<DelegateMethod> {
        guard case .implementing(let methods, _) = self else { return [] }
        return methods
    }

    /// What its `presentationControllerShouldDismiss(_:)` returns: true when it does not
    /// implement it, since the user's dismissal then proceeds (<doc:Rules-Sheets#R14.6>).
    public var allowsDismissal: Bool {
        guard case .implementing(let methods, let shouldDismiss) = self, methods.contains(.shouldDismiss) else { return true }
        return shouldDismiss
    }

    public func implements(_ method: DelegateMethod) -> Bool { methods.contains(method) }
}

extension Environment {
    /// The adaptive-style call UIKit makes to `delegate` in these traits: the trait-collection
    /// method in every size class; otherwise the iOS 8 method, in horizontally compact traits
    /// only (<doc:Rules-AdaptiveDelegate#R13.1>). Nil when it makes none.
    func adaptiveStyleCall(to delegate: PresentationDelegate) -> DelegateMethod? {
        if delegate.implements(.adaptivePresentationStyleForTraits) { return .adaptivePresentationStyleForTraits }
        guard delegate.implements(.adaptivePresentationStyleWithoutTraits), horizontalSizeClass == .compact else { return nil }
        return .adaptivePresentationStyleWithoutTraits
    }

    /// The answer UIKit acts on when `delegate` returns `answer` (nil: it returns no valid
    /// style): nil when it is not asked in these traits, and for the iOS 8 method's
    /// `formSheet`, which that method cannot return (<doc:Rules-AdaptiveDelegate#R13.1>).
    func adaptiveAnswer(of delegate: PresentationDelegate, returning answer: AdaptiveStyle?) -> AdaptiveStyle? {
        switch adaptiveStyleCall(to: delegate) {
        case .adaptivePresentationStyleForTraits: answer
        case .adaptivePresentationStyleWithoutTraits: answer == .formSheet ? nil : answer
        default: nil
        }
    }
}

extension PresentationDelegate: CustomStringConvertible {
    /// The value a scenario writes: `true` for every method, `false` for none, else the list
    /// of methods in declaration order, in a mapping with `shouldDismiss: false` when its
    /// `presentationControllerShouldDismiss` returns false.
    public var description: String {
        switch self {
        case .none: return "false"
        case .implementing(let methods, _):
            let all = methods.count == DelegateMethod.allCases.count
            let list = all ? "all" : "[\(methods.sorted().map(\.rawValue).joined(separator: ", "))]"
            if allowsDismissal { return all ? "true" : list }
            return "{ implements: \(list), shouldDismiss: false }"
        }
    }
}
