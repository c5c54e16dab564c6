/// `UIAlertController.Style`: an alert controller's `preferredStyle` (<doc:Rules-Alerts#§15>).
public enum AlertStyle: String, Hashable, Sendable, CaseIterable {
    case alert
    case actionSheet
}

/// Where a popover points: the location information a popover presentation controller needs
/// (<doc:Rules-Alerts#R11.6>). `sourceItem` (iOS 16), `sourceView` with a rectangle and `barButtonItem` all count.
public enum PopoverAnchor: String, Hashable, Sendable, CaseIterable {
    case none
    case sourceView
    case barButtonItem
    case sourceItem
}

extension Environment {
    /// <doc:Rules-Alerts#R11.1>: the style an alert controller reports and presents in, whatever the app sets.
    /// An alert is `custom` everywhere; an action sheet a `popover` on iPad, and on iPhone
    /// `custom` before the iOS 26 design and `popover` with it (Decision <doc:Rules-Decisions#U10>).
    public func presentationStyle(of alert: AlertStyle) -> ModalPresentationStyle {
        switch alert {
        case .alert: .custom
        case .actionSheet: device == .ipad || usesIOS26Design ? .popover : .custom
        }
    }

    /// Decision <doc:Rules-Decisions#U10>: iOS 26's design, unless the app keeps the classic one.
    public var usesIOS26Design: Bool { iosVersion >= 26 && !options.classicDesign }
}
