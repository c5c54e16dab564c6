/// A SwiftUI presentation modifier: what SwiftUI asks UIKit for when its binding is set.
///
/// SwiftUI adds no presentation rule of its own. For each modifier it picks a source (the
/// hosting controller that draws the modified view, <doc:Rules-SwiftUI#R19.4>) and a style
/// (<doc:Rules-SwiftUI#R20.2>), and calls UIKit's `present`; UIKit's rules decide the rest.
public enum SwiftUIModifier: String, Hashable, Sendable, CaseIterable {
    /// `sheet(isPresented:)`: a `PresentationHostingController` in the `automatic` style.
    case sheet
    /// `sheet(item:)` (and `fullScreenCover(item:)` written as a sheet): a new item while
    /// presented replaces the sheet (<doc:Rules-SwiftUI#R20.3>).
    case sheetItem
    /// `fullScreenCover` (iOS 14+): `overFullScreen` (Decision <doc:Rules-Decisions#U16>).
    case fullScreenCover
    /// `popover`, anchored to the modified view.
    case popover
    /// `alert`: a `PlatformAlertController` in the alert style.
    case alert
    /// `confirmationDialog`: a `PlatformAlertController` in the action-sheet style, anchored to
    /// the modified view.
    case confirmationDialog
    /// The deprecated `alert(isPresented:content:)` that returns an `Alert`.
    case legacyAlert
    /// The deprecated `actionSheet(isPresented:content:)`.
    case actionSheet
    /// `inspector(isPresented:)` (iOS 17): in compact width a sheet of the host; in regular
    /// width a column of the host's view, which UIKit never sees (<doc:Rules-SwiftUI#R20.7>).
    case inspector

    /// The bridge of the host that makes the presentation (<doc:Rules-SwiftUI#R21.4>).
    public var family: SwiftUIBridgeFamily {
        switch self {
        case .sheet, .sheetItem, .fullScreenCover, .inspector: .sheet
        case .popover: .popover
        case .alert, .confirmationDialog: .dialog
        case .legacyAlert: .legacyAlert
        case .actionSheet: .legacyActionSheet
        }
    }

    /// The alert style of the `PlatformAlertController` it presents; nil for a hosting
    /// controller.
    public var alertStyle: AlertStyle? {
        switch self {
        case .alert, .legacyAlert: .alert
        case .confirmationDialog, .actionSheet: .actionSheet
        case .sheet, .sheetItem, .fullScreenCover, .popover, .inspector: nil
        }
    }

    /// The style SwiftUI presents in (<doc:Rules-SwiftUI#R20.2>); an alert's is its own.
    func style(options: ModelOptions) -> ModalPresentationStyle? {
        switch self {
        case .sheet, .sheetItem, .inspector: .automatic
        case .fullScreenCover: options.swiftUIFullScreenCoverIsFullScreen ? .fullScreen : .overFullScreen
        case .popover: .popover
        case .alert, .confirmationDialog, .legacyAlert, .actionSheet: nil
        }
    }

    /// Whether SwiftUI anchors the presentation to the modified view.
    var isAnchored: Bool { self == .popover || alertStyle == .actionSheet }
}

/// A host's presentation machinery, one per kind of modifier (<doc:Rules-SwiftUI#R21.4>):
/// within one, a host shows one presentation at a time.
public enum SwiftUIBridgeFamily: String, Hashable, Sendable, CaseIterable {
    /// `sheet`, `sheet(item:)`, `fullScreenCover`.
    case sheet
    case popover
    /// `alert` and `confirmationDialog`.
    case dialog
    /// The deprecated `Alert`.
    case legacyAlert
    /// The deprecated `ActionSheet`.
    case legacyActionSheet

    /// How a message names one of its presentations: "sheet", "alert or dialog", ….
    var noun: String {
        switch self {
        case .sheet: "sheet"
        case .popover: "popover"
        case .dialog: "alert or confirmation dialog"
        case .legacyAlert: "Alert"
        case .legacyActionSheet: "ActionSheet"
        }
    }
}
