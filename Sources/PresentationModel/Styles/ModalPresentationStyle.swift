/// `UIModalPresentationStyle`, with the cases a scenario can name.
public enum ModalPresentationStyle: String, Hashable, Sendable, CaseIterable {
    case automatic
    case fullScreen
    case overFullScreen
    case pageSheet
    case formSheet
    case popover
    case currentContext
    case overCurrentContext
    case custom

    /// How the presenter is chosen for this style (§4): full-screen class styles go to the
    /// family root (R3.1), context styles walk for a `definesPresentationContext` (R3.2).
    /// `custom` depends on its presentation controller's `shouldPresentInFullscreen`, so it
    /// is asked through ``PresentationClass/of(_:shouldPresentInFullscreen:)``.
    var isContextStyle: Bool { self == .currentContext || self == .overCurrentContext }
}

/// `UIModalTransitionStyle`. It changes animations only, never relationships (<doc:Rules-PresenterResolution#R3.9>).
public enum ModalTransitionStyle: String, Hashable, Sendable, CaseIterable {
    case coverVertical
    case flipHorizontal
    case crossDissolve
    case partialCurl
}

/// The two ways UIKit chooses a presenter (<doc:Rules-PresenterResolution#§4>).
public enum PresentationClass: String, Hashable, Sendable {
    /// The presenter must cover the screen: the source's family root (<doc:Rules-PresenterResolution#R3.1>).
    case fullScreen
    /// The presenter is the first `definesPresentationContext` controller from the source up (<doc:Rules-PresenterResolution#R3.2>).
    case context

    /// The class of an effective style. `custom` follows its presentation controller: UIKit
    /// respects the context only when `shouldPresentInFullscreen` is false (R3.0).
    public static func of(_ style: ModalPresentationStyle, shouldPresentInFullscreen: Bool)
        -> PresentationClass
    {
        switch style {
        case .currentContext, .overCurrentContext: .context
        case .custom: shouldPresentInFullscreen ? .fullScreen : .context
        case .automatic, .fullScreen, .overFullScreen, .pageSheet, .formSheet, .popover: .fullScreen
        }
    }
}
