/// The effective presentation style after adaptation (§5, R3.0, R4.1).
///
/// UIKit adapts the requested style to the size classes and, for `automatic`, to the iOS
/// version. The presenter is then resolved from the *effective* style (R4.2).
extension Environment {
    public func effectiveStyle(of requested: ModalPresentationStyle) -> ModalPresentationStyle {
        let compact = horizontalSizeClass == .compact
        switch requested {
        case .automatic:
            // R4.1: fullScreen through iOS 12, pageSheet for 13–17, formSheet from 18 (S28);
            // the result adapts like the sheet it stands for.
            if iosVersion <= 12 { return .fullScreen }
            return effectiveStyle(of: iosVersion >= 18 ? .formSheet : .pageSheet)
        case .pageSheet, .formSheet:
            // §5: in compact height a sheet is shown full screen; in compact width, iOS 8–12
            // shows it full screen and iOS 13+ as a card sheet.
            if verticalSizeClass == .compact { return .fullScreen }
            return compact && iosVersion <= 12 ? .fullScreen : requested
        case .popover:
            // §5 and S19: popovers adapt to overFullScreen in compact width (the guide's rule).
            return compact ? .overFullScreen : .popover
        case .currentContext, .overCurrentContext:
            // Decision U3: context styles stay context presentations unless the option asks
            // for the documented adaptation to fullScreen.
            return compact && options.adaptsContextStylesInCompactWidth ? .fullScreen : requested
        case .fullScreen, .overFullScreen, .custom:
            return requested
        }
    }

    /// Whether a presentation in `style` removes the presenter's view once shown (§5, P9):
    /// `fullScreen` and `currentContext` do; the `over…` styles, sheets (which adapt to
    /// `fullScreen` where UIKit removed the view), popovers and custom presentations keep it.
    public func removesPresenterView(_ effectiveStyle: ModalPresentationStyle) -> Bool {
        effectiveStyle == .fullScreen || effectiveStyle == .currentContext
    }
}
