extension Environment {
    /// The `modalPresentationStyle` a controller with `attributes` reports, and presents in when
    /// a request names no style.
    ///
    /// An alert controller reports the style UIKit resolves for it (<doc:Rules-Alerts#R11.1>).
    /// Any other controller reports the style set on it; one left unset reports UIKit's
    /// default (<doc:Rules-Styles#R4.1>): `automatic` from iOS 13, `fullScreen` through iOS 12,
    /// where `automatic` does not exist, so that a scenario's `automatic` there also reads
    /// as the default it stands for.
    public func reportedStyle(of attributes: ControllerAttributes) -> ModalPresentationStyle {
        if let alert = attributes.alertStyle { return presentationStyle(of: alert) }
        let style = attributes.modalPresentationStyle
        return style == .automatic && iosVersion <= 12 ? .fullScreen : style
    }
}
