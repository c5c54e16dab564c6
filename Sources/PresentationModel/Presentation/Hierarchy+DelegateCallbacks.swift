/// The calls UIKit makes to a presentation controller's adaptive delegate, logged per
/// presented controller so that `delegateEvents(ID)` can list them after the presentation has
/// ended (a `presentationControllerDidDismiss` is heard when nothing is presented any more).
///
/// Only a controller whose app sets a delegate is logged (``Node/delegate``), and only the
/// calls that delegate implements (``PresentationDelegate``). Each presentation starts a new
/// log, since each has a presentation controller of its own.
extension Hierarchy {
    /// The callbacks of `node`'s latest presentation, in order; empty when it has no delegate
    /// or has not been presented.
    func delegateCallbacks(of node: NodeIndex) -> [DelegateCallback] {
        delegateCallbacks[node] ?? []
    }

    /// At a presentation in `style` (<doc:Rules-AdaptiveDelegate#R13.1>): for a sheet or popover, the delegate is asked
    /// for an adaptive style (the trait-collection method in every size class, the iOS 8 one
    /// in compact width only); when the presentation adapts it is asked for the controller to
    /// show (<doc:Rules-AdaptiveDelegate#R13.4>); then it hears the style it adapts to, `none` when it does not. A
    /// full-screen, context or custom presentation does not consult it [inf].
    mutating func logPresentationCallbacks(of presented: NodeIndex, style: ModalPresentationStyle) {
        let delegate = self[presented].delegate
        guard delegate.isAssigned else {
            delegateCallbacks[presented] = nil
            return
        }
        guard let base = environment.delegateAdaptableStyle(of: style) else {
            delegateCallbacks[presented] = []
            return
        }
        delegateCallbacks[presented] = heard(
            adaptiveStyleCall(to: delegate) + adaptationCallbacks(to: effectiveStyle(style, presenting: presented), base: base), by: delegate)
    }

    /// The adaptive presentations whose delegate a trait change asks again, with the style each
    /// shows in before the change: read before the environment changes.
    func delegatedPresentations() -> [(original: NodeIndex, style: ModalPresentationStyle, shown: ModalPresentationStyle)] {
        presentations.compactMap { record in
            guard let root = index(of: record.presented) else { return nil }
            let original = adaptiveOriginal(of: root) ?? root
            guard self[original].delegate.isAssigned, environment.delegateAdaptableStyle(of: record.style) != nil else { return nil }
            return (original, record.style, record.observedStyle ?? effectiveStyle(record.style, presenting: root))
        }
    }

    /// After a trait change: each delegate is asked again (<doc:Rules-AdaptiveDelegate#R13.1>), and hears of the new
    /// adaptation when the style shown changes [inf: UIKit's order of the calls is not documented].
    mutating func logTraitChangeCallbacks(_ before: [(original: NodeIndex, style: ModalPresentationStyle, shown: ModalPresentationStyle)]) {
        for (original, style, shown) in before {
            guard let base = environment.delegateAdaptableStyle(of: style) else { continue }
            let delegate = self[original].delegate
            let now = effectiveStyle(style, presenting: original)
            var calls = adaptiveStyleCall(to: delegate)
            if now != shown { calls += adaptationCallbacks(to: now, base: base) }
            delegateCallbacks[original] = delegateCallbacks(of: original) + heard(calls, by: delegate)
        }
    }

    /// The adaptive-style call UIKit makes to `delegate` in the current traits, if any.
    private func adaptiveStyleCall(to delegate: PresentationDelegate) -> [DelegateCallback] {
        switch environment.adaptiveStyleCall(to: delegate) {
        case .adaptivePresentationStyleForTraits: [.adaptivePresentationStyle]
        case .adaptivePresentationStyleWithoutTraits: [.adaptivePresentationStyleWithoutTraits]
        default: []
        }
    }

    /// What the delegate hears once the style shown is decided: asked for the controller to
    /// show when the presentation adapts, then told the style (nil, `none`, for its own).
    private func adaptationCallbacks(to shown: ModalPresentationStyle, base: ModalPresentationStyle) -> [DelegateCallback] {
        shown == base
            ? [.willPresentWithAdaptiveStyle(nil)] : [.viewControllerForAdaptivePresentationStyle(shown), .willPresentWithAdaptiveStyle(shown)]
    }

    /// The calls of `calls` that `delegate` implements.
    private func heard(_ calls: [DelegateCallback], by delegate: PresentationDelegate) -> [DelegateCallback] {
        calls.filter { delegate.implements($0.method) }
    }

    /// The user's dismissal of `node` (<doc:Rules-Sheets#R14.6>): refused by `isModalInPresentation`, the delegate
    /// is told of the attempt only (<doc:Rules-Sheets#R14.5>); otherwise it is asked whether it may, when it implements
    /// `presentationControllerShouldDismiss`, and told of the attempt when that returns false;
    /// else told before (and, by ``logUserDismissalEnded(of:)``, after). Returns whether the
    /// dismissal goes ahead.
    mutating func logUserDismissalStarted(of node: NodeIndex, modalInPresentation: Bool) -> Bool {
        let original = adaptiveOriginal(of: node) ?? node
        let delegate = self[original].delegate
        let calls: [DelegateCallback]
        let proceeds: Bool
        if modalInPresentation {
            (calls, proceeds) = ([.didAttemptToDismiss], false)
        } else if delegate.implements(.shouldDismiss), !delegate.allowsDismissal {
            (calls, proceeds) = ([.shouldDismiss, .didAttemptToDismiss], false)
        } else {
            (calls, proceeds) = ([.shouldDismiss, .willDismiss], true)
        }
        if delegate.isAssigned { delegateCallbacks[original, default: []] += heard(calls, by: delegate) }
        return proceeds
    }

    /// After the user's dismissal of `original` (the controller, not its adaptive wrapper): the
    /// delegate hears `presentationControllerDidDismiss` (<doc:Rules-Sheets#R14.6>).
    mutating func logUserDismissalEnded(of original: NodeIndex) {
        let delegate = self[original].delegate
        guard delegate.isAssigned else { return }
        delegateCallbacks[original, default: []] += heard([.didDismiss], by: delegate)
    }
}
