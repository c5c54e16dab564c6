import PresentationModel

/// What the live capture reads of a view controller: the properties UIKit exposes, under names
/// of their own so that `UIViewController` can conform without clashing with its own.
///
/// `UIViewController` conforms in `UIViewController+Capturable.swift`, compiled only where
/// UIKit exists; everything else about the capture (the tree, presenters, styles, the
/// comparison with the rules) is plain Swift, tested on Linux with a test double that
/// conforms the same way.
public protocol CapturableController: AnyObject {
    /// The runtime class name, as `NSStringFromClass(type(of: self))` gives it.
    var captureClassName: String { get }
    /// Which of UIKit's containers it is (by class, not by name).
    var captureKind: ControllerKind { get }
    /// `children`, in order (a navigation stack root first, the tabs, the split view's columns).
    var captureChildren: [any CapturableController] { get }
    /// `presentedViewController`: also the controller presented by an ancestor (R2.1).
    var capturePresentedController: (any CapturableController)? { get }
    /// `presentingViewController`: the presenter of the family (R2.2).
    var capturePresentingController: (any CapturableController)? { get }
    /// The style the controller is presented in, when it is presented (its presentation
    /// controller's, after adaptation).
    var capturePresentationStyle: ModalPresentationStyle { get }
    var captureDefinesPresentationContext: Bool { get }
    /// `tabBarController.selectedIndex`, for a tab bar controller.
    var captureSelectedIndex: Int? { get }
    /// `isViewLoaded && view.window != nil`: whether UIKit shows the view in a window.
    var captureIsViewInWindow: Bool { get }
    var captureTitle: String? { get }
}

/// What the live capture reads of a window: its root view controller.
public protocol CapturableWindow: AnyObject {
    var captureRootController: (any CapturableController)? { get }
}
