/// What a presentation controller's adaptive delegate returns from
/// `adaptivePresentationStyle(for:traitCollection:)` (<doc:Rules-AdaptiveDelegate#R13.1>): the styles UIKit accepts, or
/// `none` to keep the requested style. A controller with no delegate gets UIKit's default
/// adaptation (<doc:Rules-Styles#§5>, <doc:Rules-AdaptiveDelegate#R13.2>).
public enum AdaptiveStyle: String, Hashable, Sendable, CaseIterable {
    /// `.none`: no adaptation; a popover stays a popover and a sheet a sheet (<doc:Rules-AdaptiveDelegate#R13.3>).
    case none
    case fullScreen
    case overFullScreen
    case formSheet

    /// The style the delegate asks for, nil for `none`.
    var style: ModalPresentationStyle? {
        switch self {
        case .none: nil
        case .fullScreen: .fullScreen
        case .overFullScreen: .overFullScreen
        case .formSheet: .formSheet
        }
    }
}
