/// `UIAlertController.Style`: an alert controller's `preferredStyle` (R11).
public enum AlertStyle: String, Hashable, Sendable, CaseIterable {
    case alert
    case actionSheet
}

/// Where a popover points: the location information a popover presentation controller needs
/// (R11.6). `sourceItem` (iOS 16), `sourceView` with a rectangle and `barButtonItem` all count.
public enum PopoverAnchor: String, Hashable, Sendable, CaseIterable {
    case none
    case sourceView
    case barButtonItem
    case sourceItem
}

extension Environment {
    /// R11.1: the style an alert controller reports and presents in, whatever the app sets.
    /// An alert is `custom` everywhere; an action sheet a `popover` on iPad, and on iPhone
    /// `custom` before the iOS 26 design and `popover` with it (Decision U10).
    public func presentationStyle(of alert: AlertStyle) -> ModalPresentationStyle {
        switch alert {
        case .alert: .custom
        case .actionSheet: device == .ipad || usesIOS26Design ? .popover : .custom
        }
    }

    /// Decision U10: iOS 26's design, unless the app keeps the classic one.
    public var usesIOS26Design: Bool { iosVersion >= 26 && !options.classicDesign }
}
