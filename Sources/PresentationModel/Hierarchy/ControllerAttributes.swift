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
    /// The style used when this controller is presented and the request names none.
    public var modalPresentationStyle: ModalPresentationStyle
    public var modalTransitionStyle: ModalTransitionStyle
    /// What the adaptive delegate of this controller's presentation controller returns when
    /// it is presented; nil when the app sets none (UIKit's default adaptation, <doc:Rules-AdaptiveDelegate#R13.2>).
    public var adaptivePresentationStyle: AdaptiveStyle?
    /// Set for a `UIAlertController`: its `preferredStyle` (<doc:Rules-Alerts#§15>).
    public var alertStyle: AlertStyle?
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
        prefersEdgeAttachedInCompactHeight: Bool? = nil
    ) {
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
