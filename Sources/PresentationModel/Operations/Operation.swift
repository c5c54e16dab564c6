/// Something an app does to its view controllers, as a value.
///
/// This is the model's one vocabulary of change: the Swift API's methods, the scenario
/// runner and every importer describe what happens as operations, and
/// ``Hierarchy/apply(_:)`` performs each the way UIKit would, returning UIKit's diagnostics.
/// Each case names the UIKit call it models.
public enum Operation: Sendable {
    /// Creates a declared controller and everything it contains, detached (in no window).
    case declare(ControllerSpec)
    /// `window.rootViewController = root`: a new window, or the root of the window with the id
    /// replaced (R1.8).
    case makeWindow(String, root: ControllerID)
    /// `source.present(controller, animated:completion:)`; a nil controller is UIKit's
    /// "Application tried to present a nil modal view controller".
    case present(ControllerID?, from: ControllerID, Hierarchy.PresentationRequest)
    /// A SwiftUI modifier's binding turning true (`Hierarchy.presentSwiftUI(_:)`).
    case presentSwiftUI(SwiftUIRequest)
    /// `dismiss()` of SwiftUI's environment, called in a view the host draws.
    case dismissEnvironment(ControllerID)
    /// The view carrying the SwiftUI modifier that presents the controller leaves the view tree.
    case dropModifier(ControllerID)
    /// `controller.dismiss(animated:completion:)`.
    case dismiss(ControllerID)
    /// `navigation.pushViewController(controller, animated:)`.
    case push(ControllerID, onto: ControllerID)
    /// `source.navigationController?.pushViewController(controller, animated:)`.
    case pushFrom(ControllerID, from: ControllerID)
    /// `navigation.popViewController(animated:)`.
    case pop(ControllerID)
    /// `navigation.popToRootViewController(animated:)`.
    case popToRoot(ControllerID)
    /// `navigation.popToViewController(controller, animated:)`.
    case popTo(ControllerID, in: ControllerID)
    /// `navigation.setViewControllers(_:animated:)`.
    case setStack([ControllerID], of: ControllerID)
    /// `tabBarController.setViewControllers(_:animated:)`.
    case setTabs([ControllerID], of: ControllerID)
    /// `pageViewController.setViewControllers(_:direction:animated:completion:)` (<doc:Rules-PageView#§20>).
    case setPages([ControllerID], of: ControllerID, direction: PageSettings.Direction, animated: Bool)
    /// The user swipes a sheet down or taps outside a popover (<doc:Rules-Sheets#R14.6>).
    case userDismiss(ControllerID)
    /// `searchController.isActive = true`, or the user starting to edit its bar (R12.1).
    case activateSearch(ControllerID)
    /// `searchController.isActive = false`, or the user tapping Cancel (R12.1).
    case deactivateSearch(ControllerID)
    /// `tabBarController.selectedIndex = position`.
    case selectTab(at: Int, of: ControllerID)
    /// `tabBarController.selectedViewController = controller`.
    case select(ControllerID, of: ControllerID)
    /// `splitViewController.setViewController(_:for:)`.
    case setColumn(ControllerID, SplitColumn, of: ControllerID)
    /// `splitViewController.show(column)` (shown) or `hide(column)`.
    case setColumnShown(SplitColumn, Bool, of: ControllerID)
    /// `source.show(controller, sender:)`.
    case show(ControllerID, from: ControllerID)
    /// `source.showDetailViewController(controller, sender:)`.
    case showDetail(ControllerID, from: ControllerID)
    /// `parent.addChild(controller)` with `didMove(toParent:)`.
    case addChild(ControllerID, to: ControllerID)
    /// `controller.removeFromParent()`.
    case removeFromParent(ControllerID)
    /// Sets properties of a controller (its class, title, `definesPresentationContext`, …).
    case set(AttributeChanges, of: ControllerID)
    /// A presentation as UIKit showed it: `controller` presented by `presenter` (requested
    /// from `source`, when known) in `style`, kept even where the rules would choose another
    /// presenter (see ``Hierarchy/observationDisagreements()``).
    case observePresentation(ControllerID, by: ControllerID, from: ControllerID?, style: ModalPresentationStyle)
    /// A trait change: the horizontal size class, the vertical one, or both.
    case setSizeClasses(horizontal: SizeClass?, vertical: SizeClass?)
}

extension Operation {
    /// The operation's name, as the scenario format's step keys name it.
    public var name: String {
        switch self {
        case .declare: "declare"
        case .makeWindow: "setRoot"
        case .present, .presentSwiftUI: "present"
        case .dismissEnvironment: "dismissEnvironment"
        case .dropModifier: "dropModifier"
        case .dismiss: "dismiss"
        case .userDismiss: "userDismiss"
        case .activateSearch: "activateSearch"
        case .deactivateSearch: "deactivateSearch"
        case .push, .pushFrom: "push"
        case .pop: "pop"
        case .popToRoot: "popToRoot"
        case .popTo: "popTo"
        case .setStack, .setTabs, .setPages: "setViewControllers"
        case .selectTab, .select: "select"
        case .setColumn: "setViewController"
        case .setColumnShown(_, let shown, _): shown ? "showColumn" : "hideColumn"
        case .show: "show"
        case .showDetail: "showDetail"
        case .addChild: "addChild"
        case .removeFromParent: "removeFromParent"
        case .set: "set"
        case .observePresentation: "observePresentation"
        case .setSizeClasses: "traits"
        }
    }
}

/// The properties a ``Operation/set(_:of:)`` changes; nil leaves one as it is.
public struct AttributeChanges: Hashable, Sendable {
    public var className: String?
    public var title: String?
    public var definesPresentationContext: Bool?
    public var providesPresentationContextTransitionStyle: Bool?
    public var modalPresentationStyle: ModalPresentationStyle?
    public var modalTransitionStyle: ModalTransitionStyle?
    public var adaptivePresentationStyle: AdaptiveStyle?
    /// The delegate assigned; ``PresentationDelegate/none`` assigns nil.
    public var presentationDelegate: PresentationDelegate?
    public var popoverAnchor: PopoverAnchor?
    public var isModalInPresentation: Bool?
    public var prefersEdgeAttachedInCompactHeight: Bool?
    public var adaptiveWrapper: AdaptiveWrapper?
    public var detents: [SheetDetent]?
    public var largestUndimmedDetent: SheetDetent?

    public init(
        className: String? = nil, title: String? = nil, definesPresentationContext: Bool? = nil,
        providesPresentationContextTransitionStyle: Bool? = nil, modalPresentationStyle: ModalPresentationStyle? = nil,
        modalTransitionStyle: ModalTransitionStyle? = nil, adaptivePresentationStyle: AdaptiveStyle? = nil,
        presentationDelegate: PresentationDelegate? = nil, popoverAnchor: PopoverAnchor? = nil, isModalInPresentation: Bool? = nil,
        prefersEdgeAttachedInCompactHeight: Bool? = nil, adaptiveWrapper: AdaptiveWrapper? = nil,
        detents: [SheetDetent]? = nil, largestUndimmedDetent: SheetDetent? = nil
    ) {
        self.detents = detents
        self.largestUndimmedDetent = largestUndimmedDetent
        self.adaptiveWrapper = adaptiveWrapper
        self.prefersEdgeAttachedInCompactHeight = prefersEdgeAttachedInCompactHeight
        self.isModalInPresentation = isModalInPresentation
        self.popoverAnchor = popoverAnchor
        self.className = className
        self.title = title
        self.definesPresentationContext = definesPresentationContext
        self.providesPresentationContextTransitionStyle = providesPresentationContextTransitionStyle
        self.modalPresentationStyle = modalPresentationStyle
        self.modalTransitionStyle = modalTransitionStyle
        self.adaptivePresentationStyle = adaptivePresentationStyle
        self.presentationDelegate = presentationDelegate
    }

    /// Whether they assign the presentation controller's delegate: the delegate itself, or an
    /// answer only a delegate gives (an adaptive style or wrapper).
    var assignPresentationDelegate: Bool {
        presentationDelegate != nil || adaptivePresentationStyle != nil || adaptiveWrapper != nil
    }

    /// The attributes with these changes made.
    public func applied(to attributes: ControllerAttributes) -> ControllerAttributes {
        var result = attributes
        if let className { result.className = className }
        if let title { result.title = title }
        if let definesPresentationContext { result.definesPresentationContext = definesPresentationContext }
        if let providesPresentationContextTransitionStyle {
            result.providesPresentationContextTransitionStyle = providesPresentationContextTransitionStyle
        }
        if let modalPresentationStyle { result.modalPresentationStyle = modalPresentationStyle }
        if let modalTransitionStyle { result.modalTransitionStyle = modalTransitionStyle }
        if let adaptivePresentationStyle { result.adaptivePresentationStyle = adaptivePresentationStyle }
        if let presentationDelegate { result.presentationDelegate = presentationDelegate }
        if let popoverAnchor { result.popoverAnchor = popoverAnchor }
        if let isModalInPresentation { result.isModalInPresentation = isModalInPresentation }
        if let prefersEdgeAttachedInCompactHeight { result.prefersEdgeAttachedInCompactHeight = prefersEdgeAttachedInCompactHeight }
        if let adaptiveWrapper { result.adaptiveWrapper = adaptiveWrapper }
        if let detents { result.detents = detents }
        if let largestUndimmedDetent { result.largestUndimmedDetent = largestUndimmedDetent }
        return result
    }
}
