/// A method of `UIAdaptivePresentationControllerDelegate` that an app's delegate may
/// implement: UIKit calls only the ones it implements, and adapts by default when it
/// implements neither adaptive-style method (<doc:Rules-AdaptiveDelegate#R13.1>).
///
/// A scenario names each by its raw value, the name an iOS engineer writes.
public enum DelegateMethod: String, Hashable, Sendable, CaseIterable, Comparable {
    /// `adaptivePresentationStyle(for:traitCollection:)`: asked in every size class, and
    /// preferred by UIKit when both adaptive-style methods are implemented.
    case adaptivePresentationStyleForTraits = "adaptivePresentationStyle(for:traitCollection:)"
    /// `adaptivePresentationStyle(for:)`, the iOS 8 method: asked only in horizontally compact
    /// traits, and only its `fullScreen`, `overFullScreen` and `none` are acted on.
    case adaptivePresentationStyleWithoutTraits = "adaptivePresentationStyle(for:)"
    /// `presentationController(_:viewControllerForAdaptivePresentationStyle:)` (<doc:Rules-AdaptiveDelegate#R13.4>).
    case viewControllerForAdaptivePresentationStyle
    /// `presentationController(_:willPresentWithAdaptiveStyle:transitionCoordinator:)`.
    case willPresentWithAdaptiveStyle
    /// `presentationControllerShouldDismiss(_:)` (<doc:Rules-Sheets#R14.6>).
    case shouldDismiss = "presentationControllerShouldDismiss"
    /// `presentationControllerWillDismiss(_:)` (<doc:Rules-Sheets#R14.6>).
    case willDismiss = "presentationControllerWillDismiss"
    /// `presentationControllerDidDismiss(_:)` (<doc:Rules-Sheets#R14.6>).
    case didDismiss = "presentationControllerDidDismiss"
    /// `presentationControllerDidAttemptToDismiss(_:)` (<doc:Rules-Sheets#R14.5>).
    case didAttemptToDismiss = "presentationControllerDidAttemptToDismiss"

    /// Declaration order, so that a set of methods is written the same way each time.
    public static func < (lhs: DelegateMethod, rhs: DelegateMethod) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}
