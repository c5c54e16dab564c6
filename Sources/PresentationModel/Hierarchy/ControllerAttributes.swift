/// The properties a controller carries that UIKit's rules read, as a scenario's node keys
/// or the `set` step name them.
public struct ControllerAttributes: Hashable, Sendable {
    /// The class shown in diagrams, dumps and messages; `nil` means the kind's UIKit class.
    public var className: String?
    public var title: String?
    /// `nil` means UIKit's default for the class (<doc:Rules-PresenterResolution#R3.3>): see
    /// ``ControllerKind/definesPresentationContextByDefault``.
    public var definesPresentationContext: Bool?
    public var providesPresentationContextTransitionStyle: Bool
    /// The style used when this controller is presented and the request names none;
    /// `automatic`, the default, also stands for a style left unset, which is `fullScreen`
    /// through iOS 12 (``Environment/reportedStyle(of:)``).
    public var modalPresentationStyle: ModalPresentationStyle
    public var modalTransitionStyle: ModalTransitionStyle
    /// What the adaptive delegate of this controller's presentation controller returns when
    /// it is presented; nil when the app sets none (UIKit's default adaptation, <doc:Rules-AdaptiveDelegate#R13.2>).
    public var adaptivePresentationStyle: AdaptiveStyle?
    /// Set for a `UIAlertController`: its `preferredStyle` (<doc:Rules-Alerts#§15>).
    public var alertStyle: AlertStyle?
    /// What the app assigns to `presentationController.delegate` (R13.1): the delegate hears
    /// the calls it implements, which `delegateEvents(ID)` lists. An adaptive style or wrapper
    /// with no delegate assigned implies one that implements every method, since only a
    /// delegate returns them (``effectivePresentationDelegate``).
    public var presentationDelegate: PresentationDelegate = .none
    /// The location information given to the controller's popover presentation controller;
    /// nil when the scenario does not say (a popover is then not checked, and an action sheet
    /// has none).
    public var popoverAnchor: PopoverAnchor?
    /// For a page view controller: how it turns its pages (<doc:Rules-PageView#R16.1>); nil means a scroll.
    public var pageSettings: PageSettings?
    /// `isModalInPresentation`: the user cannot dismiss it interactively (<doc:Rules-Sheets#R14.5>).
    public var isModalInPresentation: Bool?
    /// A sheet's `prefersEdgeAttachedInCompactHeight`: in compact height it stays a sheet
    /// instead of covering the screen (<doc:Rules-Sheets#R14.2>).
    public var prefersEdgeAttachedInCompactHeight: Bool?
    /// What the adaptive delegate returns to show in this controller's place while its
    /// presentation adapts (R13.4); nil when it returns nothing (the controller itself).
    public var adaptiveWrapper: AdaptiveWrapper?
    /// A sheet's `detents`, smallest first; nil means UIKit's default, `[large]` (R14.2).
    public var detents: [SheetDetent]?
    /// A sheet's `largestUndimmedDetentIdentifier` (R14.3): interactivity only.
    public var largestUndimmedDetent: SheetDetent?
    /// A tab bar controller's `mode` (iOS 18, R15.2); nil when the app leaves it. Visual only.
    public var tabBarMode: TabBarMode?
    /// A tab bar controller's `isTabBarHidden` (iOS 18, R15.2). Visual only: its children and
    /// every `tabBarController` stay as they are.
    public var isTabBarHidden: Bool?
    /// Set for a `UISearchController`: its host, placement and results controller (R12.1).
    public var search: SearchSettings?

    public init(
        className: String? = nil,
        title: String? = nil,
        definesPresentationContext: Bool? = nil,
        providesPresentationContextTransitionStyle: Bool = false,
        modalPresentationStyle: ModalPresentationStyle = .automatic,
        modalTransitionStyle: ModalTransitionStyle = .coverVertical,
        adaptivePresentationStyle: AdaptiveStyle? = nil,
        alertStyle: AlertStyle? = nil,
        popoverAnchor: PopoverAnchor? = nil,
        pageSettings: PageSettings? = nil,
        isModalInPresentation: Bool? = nil,
        prefersEdgeAttachedInCompactHeight: Bool? = nil,
        search: SearchSettings? = nil,
        adaptiveWrapper: AdaptiveWrapper? = nil,
        detents: [SheetDetent]? = nil,
        largestUndimmedDetent: SheetDetent? = nil
    ) {
        self.detents = detents
        self.largestUndimmedDetent = largestUndimmedDetent
        self.adaptiveWrapper = adaptiveWrapper
        self.search = search
        self.prefersEdgeAttachedInCompactHeight = prefersEdgeAttachedInCompactHeight
        self.isModalInPresentation = isModalInPresentation
        self.pageSettings = pageSettings
        self.alertStyle = alertStyle
        self.popoverAnchor = popoverAnchor
        self.className = className
        self.title = title
        self.definesPresentationContext = definesPresentationContext
        self.providesPresentationContextTransitionStyle = providesPresentationContextTransitionStyle
        self.modalPresentationStyle = modalPresentationStyle
        self.modalTransitionStyle = modalTransitionStyle
        self.adaptivePresentationStyle = adaptivePresentationStyle
    }
}

extension ControllerAttributes {
    /// The delegate UIKit calls: the one assigned, or one implementing every method when only
    /// an adaptive style or wrapper says there is one.
    var effectivePresentationDelegate: PresentationDelegate {
        if presentationDelegate.isAssigned || (adaptivePresentationStyle == nil && adaptiveWrapper == nil) { return presentationDelegate }
        return .all
    }

    /// Whether the app gives this controller's presentation controller a delegate: assigned,
    /// or implied by an adaptive style or wrapper (R11.5 refuses each on an alert).
    var givesPresentationDelegate: Bool {
        presentationDelegate.isAssigned || adaptivePresentationStyle != nil || adaptiveWrapper != nil
    }

    /// The UIKit class these attributes make a plain controller: an alert controller (R11.1)
    /// or a search controller (R12.1); nil for any other.
    var uikitClassName: String? {
        if alertStyle != nil { return "UIAlertController" }
        return search == nil ? nil : "UISearchController"
    }
}
