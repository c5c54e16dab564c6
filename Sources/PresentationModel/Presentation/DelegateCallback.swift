/// One call UIKit makes to a presentation controller's `UIAdaptivePresentationControllerDelegate`,
/// as the relation `delegateEvents(ID)` lists them, in order.
///
/// The model assumes a delegate that implements every method, so the list is what UIKit asks
/// and tells; an app's delegate receives the ones it implements.
public enum DelegateCallback: Hashable, Sendable, CustomStringConvertible {
    /// `adaptivePresentationStyle(for:traitCollection:)`, asked at the presentation and at each
    /// trait change, in every size class (<doc:Rules-AdaptiveDelegate#R13.1>).
    case adaptivePresentationStyle
    /// `presentationController(_:viewControllerForAdaptivePresentationStyle:)`, asked when the
    /// presentation adapts to this style (<doc:Rules-AdaptiveDelegate#R13.4>).
    case viewControllerForAdaptivePresentationStyle(ModalPresentationStyle)
    /// `presentationController(_:willPresentWithAdaptiveStyle:transitionCoordinator:)`: the
    /// style the presentation adapts to, nil (UIKit's `none`) when it shows in its own style.
    case willPresentWithAdaptiveStyle(ModalPresentationStyle?)
    /// `presentationControllerShouldDismiss(_:)`, asked when the user swipes or taps outside
    /// (<doc:Rules-Sheets#R14.6>).
    case shouldDismiss
    /// `presentationControllerWillDismiss(_:)`: the user's dismissal goes ahead (<doc:Rules-Sheets#R14.6>).
    case willDismiss
    /// `presentationControllerDidDismiss(_:)`: after the user's dismissal; never after a
    /// programmatic `dismiss` (<doc:Rules-Sheets#R14.6>).
    case didDismiss
    /// `presentationControllerDidAttemptToDismiss(_:)`: the user's attempt was refused by
    /// `isModalInPresentation` (<doc:Rules-Sheets#R14.5>).
    case didAttemptToDismiss

    /// The name a scenario writes: the method's name, with the style for the two that carry
    /// one (`willPresentWithAdaptiveStyle(none)`).
    public var description: String {
        switch self {
        case .adaptivePresentationStyle: "adaptivePresentationStyle"
        case .viewControllerForAdaptivePresentationStyle(let style): "viewControllerForAdaptivePresentationStyle(\(style))"
        case .willPresentWithAdaptiveStyle(let style): "willPresentWithAdaptiveStyle(\(style?.rawValue ?? "none"))"
        case .shouldDismiss: "presentationControllerShouldDismiss"
        case .willDismiss: "presentationControllerWillDismiss"
        case .didDismiss: "presentationControllerDidDismiss"
        case .didAttemptToDismiss: "presentationControllerDidAttemptToDismiss"
        }
    }

    /// Reads a name as ``description`` writes it; nil for any other text.
    public init?(description text: String) {
        let simple: [DelegateCallback] = [.adaptivePresentationStyle, .shouldDismiss, .willDismiss, .didDismiss, .didAttemptToDismiss]
        if let match = simple.first(where: { $0.description == text }) {
            self = match
            return
        }
        guard text.hasSuffix(")"), let open = text.firstIndex(of: "(") else { return nil }
        let name = text[..<open]
        let argument = String(text[text.index(after: open)..<text.index(before: text.endIndex)])
        switch name {
        case "viewControllerForAdaptivePresentationStyle":
            guard let style = ModalPresentationStyle(rawValue: argument) else { return nil }
            self = .viewControllerForAdaptivePresentationStyle(style)
        case "willPresentWithAdaptiveStyle":
            if argument == "none" {
                self = .willPresentWithAdaptiveStyle(nil)
            } else {
                guard let style = ModalPresentationStyle(rawValue: argument) else { return nil }
                self = .willPresentWithAdaptiveStyle(style)
            }
        default:
            return nil
        }
    }

    /// Every form a scenario may write, for the reader's message.
    public static let forms = [
        "adaptivePresentationStyle", "viewControllerForAdaptivePresentationStyle(STYLE)", "willPresentWithAdaptiveStyle(STYLE or none)",
        "presentationControllerShouldDismiss", "presentationControllerWillDismiss", "presentationControllerDidDismiss",
        "presentationControllerDidAttemptToDismiss",
    ]

    /// The rule that says when UIKit makes this call.
    public var rule: RuleID {
        switch self {
        case .adaptivePresentationStyle, .willPresentWithAdaptiveStyle: .r13_1
        case .viewControllerForAdaptivePresentationStyle: .r13_4
        case .shouldDismiss, .willDismiss, .didDismiss: .r14_6
        case .didAttemptToDismiss: .r14_5
        }
    }
}
