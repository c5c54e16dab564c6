/// The effective presentation style after adaptation (§5, R3.0, R4.1).
///
/// UIKit adapts the requested style to the size classes and, for `automatic`, to the iOS
/// version. The presenter is then resolved from the *effective* style (R4.2).
extension Environment {
    /// The style a presentation requested in `requested` shows in, adapted by UIKit's defaults
    /// or, when the presented controller's presentation controller has an adaptive delegate,
    /// by its answer (<doc:Rules-AdaptiveDelegate#R13.1>).
    ///
    /// With `edgeAttachedInCompactHeight` (a sheet's `prefersEdgeAttachedInCompactHeight`), a
    /// sheet stays a sheet in compact height, keeping the presenter's view (<doc:Rules-Sheets#R14.2>).
    public func effectiveStyle(
        of requested: ModalPresentationStyle, delegate: AdaptiveStyle? = nil, edgeAttachedInCompactHeight: Bool = false
    ) -> ModalPresentationStyle {
        guard let delegate else {
            let adapted = defaultAdaptation(of: requested)
            guard edgeAttachedInCompactHeight, verticalSizeClass == .compact, adapted == .fullScreen else { return adapted }
            // R14.2: only a sheet (pageSheet, formSheet, or automatic standing for one) is
            // kept; a popover in compact height behaves like a form sheet first (R13.2).
            let sheet = requested == .automatic ? automaticStyle : requested == .popover && iosVersion >= 13 ? .formSheet : requested
            return sheet == .pageSheet || sheet == .formSheet ? sheet : adapted
        }
        // R13.3: `none` keeps the style as requested, in compact width and height alike.
        guard let base = delegateAdaptableStyle(of: requested) else { return defaultAdaptation(of: requested) }
        return delegate.style ?? base
    }

    /// The style a delegate's answer adapts, for a presentation requested in `requested`: a
    /// sheet or popover (`automatic` standing for one). Nil for the others (<doc:Rules-AdaptiveDelegate#R13.1>): the
    /// trait-collection method is asked in every size class, but UIKit adapts only a
    /// full-screen class style that is not already full screen; a context or custom style (a
    /// different `shouldPresentInFullscreen`) keeps its default adaptation.
    func delegateAdaptableStyle(of requested: ModalPresentationStyle) -> ModalPresentationStyle? {
        let base = requested == .automatic ? automaticStyle : requested
        switch base {
        case .pageSheet, .formSheet, .popover: return base
        case .automatic, .fullScreen, .overFullScreen, .currentContext, .overCurrentContext, .custom: return nil
        }
    }

    /// R4.1: what `automatic` stands for, before adaptation: fullScreen through iOS 12,
    /// pageSheet for 13–17, formSheet from 18 (R15.1).
    private var automaticStyle: ModalPresentationStyle {
        iosVersion <= 12 ? .fullScreen : iosVersion >= 18 ? .formSheet : .pageSheet
    }

    private func defaultAdaptation(of requested: ModalPresentationStyle) -> ModalPresentationStyle {
        let compact = horizontalSizeClass == .compact
        switch requested {
        case .automatic:
            // R4.1: fullScreen through iOS 12, pageSheet for 13–17, formSheet from 18 (R15.1);
            // the result adapts like the sheet it stands for.
            return automaticStyle == .fullScreen ? .fullScreen : defaultAdaptation(of: automaticStyle)
        case .pageSheet, .formSheet:
            // §5: in compact height a sheet is shown full screen; in compact width, iOS 8–12
            // shows it full screen and iOS 13+ as a card sheet.
            if verticalSizeClass == .compact { return .fullScreen }
            return compact && iosVersion <= 12 ? .fullScreen : requested
        case .popover:
            // R13.2, Decision U11: from iOS 13 a popover in compact width or compact height
            // behaves like a form sheet (a sheet in compact width, full screen in compact
            // height); through iOS 12 it is full screen in compact width and a form sheet in
            // compact height. The option keeps the older guide's overFullScreen.
            if options.popoverAdaptsToOverFullScreen { return compact ? .overFullScreen : .popover }
            let compactHeight = verticalSizeClass == .compact
            guard compact || compactHeight else { return .popover }
            if iosVersion <= 12 { return compact ? .fullScreen : .formSheet }
            return defaultAdaptation(of: .formSheet)
        case .currentContext, .overCurrentContext:
            // Decision U3: context styles stay context presentations unless the option asks
            // for the documented adaptation to fullScreen.
            return compact && options.adaptsContextStylesInCompactWidth ? .fullScreen : requested
        case .fullScreen, .overFullScreen, .custom:
            return requested
        }
    }

    /// Whether a presentation in `style` removes the presenter's view once shown (<doc:Rules-Styles#§5>, <doc:Rules-Preconditions#P9>):
    /// `fullScreen` and `currentContext` do; the `over…` styles, sheets (which adapt to
    /// `fullScreen` where UIKit removed the view), popovers and custom presentations keep it.
    public func removesPresenterView(_ effectiveStyle: ModalPresentationStyle) -> Bool {
        effectiveStyle == .fullScreen || effectiveStyle == .currentContext
    }
}
