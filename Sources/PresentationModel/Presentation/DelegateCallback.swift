/// One call UIKit makes to a presentation controller's `UIAdaptivePresentationControllerDelegate`,
/// as the relation `delegateEvents(ID)` lists them, in order.
///
/// A delegate hears only the methods it implements (``PresentationDelegate``); one that
/// implements every method hears everything UIKit asks and tells.
public enum DelegateCallback: Hashable, Sendable, CustomStringConvertible {
    /// `adaptivePresentationStyle(for:traitCollection:)`, asked at the presentation and at each
    /// trait change, in every size class (<doc:Rules-AdaptiveDelegate#R13.1>).
    case adaptivePresentationStyle
    /// `adaptivePresentationStyle(for:)`, the iOS 8 method, asked instead when the delegate
    /// implements only it, in horizontally compact traits only (<doc:Rules-AdaptiveDelegate#R13.1>).
    case adaptivePresentationStyleWithoutTraits
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
        case .adaptivePresentationStyleWithoutTraits: "adaptivePresentationStyle(for:)"
        case .viewControllerForAdaptivePresentationStyle(let style): "viewControllerForAdaptivePresentationStyle(\(style))"
        case .willPresentWithAdaptiveStyle(let style): "willPresentWithAdaptiveStyle(\(style?.rawValue ?? "none"))"
        case .shouldDismiss: "presentationControllerShouldDismiss"
        case .willDismiss: "presentationControllerWillDismiss"
        case .didDismiss: "presentationControllerDidDismiss"
        case .didAttemptToDismiss: "presentationControllerDidAttemptToDismiss"
        }
    }

    /// Reads a name as ``description`` writes it, or the trait-collection method by its full
    /// name, `adaptivePresentationStyle(for:traitCollection:)`; nil for any other text.
    public init?(description text: String) {
        let simple: [DelegateCallback] = [
            .adaptivePresentationStyle, .adaptivePresentationStyleWithoutTraits, .shouldDismiss, .willDismiss, .didDismiss,
            .didAttemptToDismiss,
        ]
        if let match = simple.first(where: { $0.description == text }) {
            self = match
            return
        }
        if text == DelegateMethod.adaptivePresentationStyleForTraits.rawValue {
            self = .adaptivePresentationStyle
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
        "adaptivePresentationStyle", "adaptivePresentationStyle(for:)", "viewControllerForAdaptivePresentationStyle(STYLE)",
        "willPresentWithAdaptiveStyle(STYLE or none)",
        "presentationControllerShouldDismiss", "presentationControllerWillDismiss", "presentationControllerDidDismiss",
        "presentationControllerDidAttemptToDismiss",
    ]

    /// The rule that says when UIKit makes this call.
    public var rule: RuleID {
        switch self {
        case .adaptivePresentationStyle, .adaptivePresentationStyleWithoutTraits, .willPresentWithAdaptiveStyle: .r13_1
        case .viewControllerForAdaptivePresentationStyle: .r13_4
        case .shouldDismiss, .willDismiss, .didDismiss: .r14_6
        case .didAttemptToDismiss: .r14_5
        }
    }

    /// The delegate method UIKit calls.
    public var method: DelegateMethod {
        switch self {
        case .adaptivePresentationStyle: .adaptivePresentationStyleForTraits
        case .adaptivePresentationStyleWithoutTraits: .adaptivePresentationStyleWithoutTraits
        case .viewControllerForAdaptivePresentationStyle: .viewControllerForAdaptivePresentationStyle
        case .willPresentWithAdaptiveStyle: .willPresentWithAdaptiveStyle
        case .shouldDismiss: .shouldDismiss
        case .willDismiss: .willDismiss
        case .didDismiss: .didDismiss
        case .didAttemptToDismiss: .didAttemptToDismiss
        }
    }
}
