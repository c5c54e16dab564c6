/// The horizontal size class (`UIUserInterfaceSizeClass`), which drives split-view collapse,
/// tab bar capacity and the adaptation of presentation styles.
public enum SizeClass: String, Hashable, Sendable, CaseIterable {
    case compact, regular
}

/// The device a scenario runs on; it implies the starting horizontal size class.
public enum Device: String, Hashable, Sendable, CaseIterable {
    case iphone, ipad

    public var horizontalSizeClass: SizeClass { self == .iphone ? .compact : .regular }

    /// The device's name as Apple writes it: `iPhone`, `iPad`.
    public var name: String {
        switch self {
        case .iphone: "iPhone"
        case .ipad: "iPad"
        }
    }
}

/// Model options: the choices of the rulebook's Decisions that have an option, and the
/// alternatives of the rules the rulebook flags.
///
/// Every option defaults to off, which is the documented default of the Decisions table (or
/// of the flagged rule).
public struct ModelOptions: Hashable, Sendable {
    /// Decision <doc:Rules-Decisions#U3>: when true, `currentContext` and `overCurrentContext` adapt to `fullScreen`
    /// in a horizontally compact environment, as Apple's guide documents. Off by default,
    /// because on a real iPhone they are observed to stay context presentations (Decision U3).
    public var adaptsContextStylesInCompactWidth: Bool

    /// <doc:Rules-Families#R1.5>: when true, `tabBarController` continues through the presenter of a presented
    /// family root, like UIKit's private "allow modal parent" ancestor walk. Off by default
    /// (Decision <doc:Rules-Decisions#U1>: parents only).
    public var tabBarControllerCrossesPresentation: Bool

    /// Decision <doc:Rules-Decisions#U11>: when true, a popover in compact width adapts to `overFullScreen`, as an
    /// older version of Apple's guide says. Off by default: UIKit shows it like a form sheet
    /// from iOS 13 on, and full screen before (<doc:Rules-AdaptiveDelegate#R13.2>).
    public var popoverAdaptsToOverFullScreen: Bool

    /// Decision <doc:Rules-Decisions#U10>: when true, an app on iOS 26 keeps the classic design, so an iPhone action
    /// sheet is a bottom card (`custom`) rather than a popover (<doc:Rules-Alerts#R11.11>).
    public var classicDesign: Bool

    /// R12.7(a), flagged: when true, a full-screen-class presentation whose presenter shows
    /// an active search controller is made from that search controller instead, as apps do
    /// by hand. Off by default: UIKit refuses it with P7 ("already presenting
    /// <UISearchController…>").
    public var searchForwardsPresentations: Bool

    /// Decision <doc:Rules-Decisions#U9>, flagged: when true, a compact (iPhone) action sheet
    /// before the iOS 26 design is presented by the controller `present` was called on, as
    /// the presentation controller UIKit builds for it is (<doc:Rules-Alerts#R11.2>). Off by
    /// default: nothing shows that this changes `presentingViewController`, so the family
    /// root presents it, as it presents an alert (<doc:Rules-Alerts#R11.3>).
    public var actionSheetPresenterIsSource: Bool

    /// <doc:Rules-Alerts#R11.7> with the no-anchor case of <doc:Rules-Alerts#R11.11>, flagged together: when true, an action sheet with
    /// no anchor raises UIKit's exception (<doc:Rules-Alerts#R11.6>) also where UIKit swaps its popover
    /// presentation controller for another one: the compact card on an iPad in compact width
    /// before the iOS 26 design, and the alert-style controller under the iOS 26 design
    /// (<doc:Rules-Alerts#R11.11>). Off by default: the controller swapped in never reaches the
    /// popover's anchor check, so the sheet is shown without one.
    public var actionSheetRequiresAnchor: Bool

    /// Decision <doc:Rules-Decisions#U13>, flagged: when true, a controller that an adaptive wrapper
    /// held (<doc:Rules-AdaptiveDelegate#R13.4>) and that is presented again when its presentation
    /// stops adapting is still the wrapper's child: `parent` and `navigationController` answer
    /// the wrapper, whose `children` and `viewControllers` list it, until its presentation
    /// ends or adapts again. Off by default: it leaves the wrapper (`parent = nil`).
    public var adaptiveWrapperKeepsController: Bool

    /// <doc:Rules-Search#R12.5>, flagged: when true, a search's context walk (<doc:Rules-Search#R12.4>) passes over
    /// the `definesPresentationContext` that a controller above the one it starts from sets
    /// itself, and counts only its class's default (so a navigation or tab bar controller
    /// still qualifies), as PSPDFKit reported that the property "should be set directly to
    /// the content view controller that presents the search, not any parent VC". Off by
    /// default: the walk is the ordinary one of <doc:Rules-PresenterResolution#R3.2>, and an ancestor that sets it qualifies.
    public var searchIgnoresAncestorDefiners: Bool

    /// Decision <doc:Rules-Decisions#U16>, flagged: when true, SwiftUI's `fullScreenCover`
    /// presents in `fullScreen`, so its presenter's view goes. Off by default: it presents
    /// in `overFullScreen` and the presenter stays on screen.
    public var swiftUIFullScreenCoverIsFullScreen: Bool

    /// Decision <doc:Rules-Decisions#U19>: when true, a SwiftUI presentation stays when the
    /// view that carries its modifier leaves the view tree, as a UIKit presentation would.
    /// Off by default: SwiftUI dismisses it at the end of that step (<doc:Rules-SwiftUI#R21.6>).
    public var swiftUIKeepsPresentationsOfRemovedViews: Bool

    /// Decision <doc:Rules-Decisions#U20>, flagged: when true, a sheet or popover asked from a
    /// host that is not in a window waits until it is, as an alert does. Off by default: the
    /// request goes to UIKit as it is (<doc:Rules-SwiftUI#R21.7>).
    public var swiftUIDefersOutOfWindow: Bool

    public init(
        adaptsContextStylesInCompactWidth: Bool = false,
        tabBarControllerCrossesPresentation: Bool = false,
        popoverAdaptsToOverFullScreen: Bool = false,
        classicDesign: Bool = false,
        searchForwardsPresentations: Bool = false,
        actionSheetPresenterIsSource: Bool = false,
        actionSheetRequiresAnchor: Bool = false,
        adaptiveWrapperKeepsController: Bool = false,
        searchIgnoresAncestorDefiners: Bool = false,
        swiftUIFullScreenCoverIsFullScreen: Bool = false,
        swiftUIKeepsPresentationsOfRemovedViews: Bool = false,
        swiftUIDefersOutOfWindow: Bool = false
    ) {
        self.swiftUIDefersOutOfWindow = swiftUIDefersOutOfWindow
        self.swiftUIFullScreenCoverIsFullScreen = swiftUIFullScreenCoverIsFullScreen
        self.swiftUIKeepsPresentationsOfRemovedViews = swiftUIKeepsPresentationsOfRemovedViews
        self.searchIgnoresAncestorDefiners = searchIgnoresAncestorDefiners
        self.adaptiveWrapperKeepsController = adaptiveWrapperKeepsController
        self.actionSheetPresenterIsSource = actionSheetPresenterIsSource
        self.actionSheetRequiresAnchor = actionSheetRequiresAnchor
        self.searchForwardsPresentations = searchForwardsPresentations
        self.classicDesign = classicDesign
        self.adaptsContextStylesInCompactWidth = adaptsContextStylesInCompactWidth
        self.tabBarControllerCrossesPresentation = tabBarControllerCrossesPresentation
        self.popoverAdaptsToOverFullScreen = popoverAdaptsToOverFullScreen
    }
}

/// Everything outside the controllers that UIKit's rules depend on.
public struct Environment: Hashable, Sendable {
    /// The current horizontal size class.
    public var horizontalSizeClass: SizeClass
    /// The current vertical size class: compact on an iPhone in landscape. Sheets show full
    /// screen there (<doc:Rules-Styles#§5>, "compact height").
    public var verticalSizeClass: SizeClass
    /// The iOS version whose documented behaviour applies where it changed (`automatic`,
    /// sheets in compact width). 17 by default, as the Decisions table says.
    public var iosVersion: Int
    public var options: ModelOptions
    /// The device idiom, which decides what an action sheet is (<doc:Rules-Alerts#R11.1>) whatever the size class
    /// (an iPad in Slide Over is horizontally compact and still an iPad).
    public var device: Device

    public init(
        device: Device = .iphone,
        horizontalSizeClass: SizeClass? = nil,
        verticalSizeClass: SizeClass = .regular,
        iosVersion: Int = 17,
        options: ModelOptions = ModelOptions()
    ) {
        self.device = device
        self.horizontalSizeClass = horizontalSizeClass ?? device.horizontalSizeClass
        self.verticalSizeClass = verticalSizeClass
        self.iosVersion = iosVersion
        self.options = options
    }
}
