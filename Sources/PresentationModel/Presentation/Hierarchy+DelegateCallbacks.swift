/// The calls UIKit makes to a presentation controller's adaptive delegate, logged per
/// presented controller so that `delegateEvents(ID)` can list them after the presentation has
/// ended (a `presentationControllerDidDismiss` is heard when nothing is presented any more).
///
/// Only a controller whose app sets a delegate is logged (``Node/hasAppDelegate``). Each
/// presentation starts a new log, since each has a presentation controller of its own.
extension Hierarchy {
    /// The callbacks of `node`'s latest presentation, in order; empty when it has no delegate
    /// or has not been presented.
    func delegateCallbacks(of node: NodeIndex) -> [DelegateCallback] {
        delegateCallbacks[node] ?? []
    }

    /// At a presentation in `style` (<doc:Rules-AdaptiveDelegate#R13.1>): for a sheet or popover, the delegate is asked
    /// for an adaptive style; when the presentation adapts it is asked for the controller to
    /// show (<doc:Rules-AdaptiveDelegate#R13.4>); then it hears the style it adapts to, `none` when it does not. A
    /// full-screen, context or custom presentation does not consult it [inf].
    mutating func logPresentationCallbacks(of presented: NodeIndex, style: ModalPresentationStyle) {
        guard self[presented].hasAppDelegate else {
            delegateCallbacks[presented] = nil
            return
        }
        guard let base = environment.delegateAdaptableStyle(of: style) else {
            delegateCallbacks[presented] = []
            return
        }
        delegateCallbacks[presented] =
            [.adaptivePresentationStyle] + adaptationCallbacks(to: effectiveStyle(style, presenting: presented), base: base)
    }

    /// The adaptive presentations whose delegate a trait change asks again, with the style each
    /// shows in before the change: read before the environment changes.
    func delegatedPresentations() -> [(original: NodeIndex, style: ModalPresentationStyle, shown: ModalPresentationStyle)] {
        presentations.compactMap { record in
            guard let root = index(of: record.presented) else { return nil }
            let original = adaptiveOriginal(of: root) ?? root
            guard self[original].hasAppDelegate, environment.delegateAdaptableStyle(of: record.style) != nil else { return nil }
            return (original, record.style, record.observedStyle ?? effectiveStyle(record.style, presenting: root))
        }
    }

    /// After a trait change: each delegate is asked again (<doc:Rules-AdaptiveDelegate#R13.1>), and hears of the new
    /// adaptation when the style shown changes [inf: UIKit's order of the calls is not documented].
    mutating func logTraitChangeCallbacks(_ before: [(original: NodeIndex, style: ModalPresentationStyle, shown: ModalPresentationStyle)]) {
        for (original, style, shown) in before {
            guard let base = environment.delegateAdaptableStyle(of: style) else { continue }
            let now = effectiveStyle(style, presenting: original)
            var log = delegateCallbacks(of: original) + [.adaptivePresentationStyle]
            if now != shown { log += adaptationCallbacks(to: now, base: base) }
            delegateCallbacks[original] = log
        }
    }

    /// What the delegate hears once the style shown is decided: asked for the controller to
    /// show when the presentation adapts, then told the style (nil, `none`, for its own).
    private func adaptationCallbacks(to shown: ModalPresentationStyle, base: ModalPresentationStyle) -> [DelegateCallback] {
        shown == base
            ? [.willPresentWithAdaptiveStyle(nil)] : [.viewControllerForAdaptivePresentationStyle(shown), .willPresentWithAdaptiveStyle(shown)]
    }

    /// The user's dismissal of `node` (<doc:Rules-Sheets#R14.6>): asked whether it may, told before and after; or,
    /// refused by `isModalInPresentation`, told of the attempt only (<doc:Rules-Sheets#R14.5>).
    mutating func logUserDismissalCallbacks(of node: NodeIndex, refused: Bool) {
        let original = adaptiveOriginal(of: node) ?? node
        guard self[original].hasAppDelegate else { return }
        delegateCallbacks[original, default: []] += refused ? [.didAttemptToDismiss] : [.shouldDismiss, .willDismiss, .didDismiss]
    }
}
