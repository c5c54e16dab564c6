#if canImport(UIKit)
    import UIKit
    import PresentationModel

    /// UIKit's side of the live capture: `UIViewController` and `UIWindow` read through
    /// ``CapturableController`` and ``CapturableWindow``. The only UIKit code of the capture;
    /// it is compiled where UIKit exists (an iOS app's test target), not on Linux. UIKit's
    /// classes are main-actor isolated: the conformances are `@preconcurrency`, so a capture
    /// made off the main actor traps at run time instead of reading UIKit from another thread.
    extension UIViewController: @preconcurrency CapturableController {
        public var captureClassName: String { NSStringFromClass(type(of: self)) }

        public var captureKind: ControllerKind {
            switch self {
            case is UINavigationController: .navigation
            case is UITabBarController: .tabBar
            case let split as UISplitViewController:
                if #available(iOS 14, tvOS 14, *) {
                    switch split.style {
                    case .doubleColumn: .split(.doubleColumn)
                    case .tripleColumn: .split(.tripleColumn)
                    default: .split(.unspecified)
                    }
                } else {
                    .split(.unspecified)
                }
            case is UIPageViewController: .page
            default: .plain
            }
        }

        public var captureChildren: [any CapturableController] { children }
        public var capturePresentedController: (any CapturableController)? { presentedViewController }
        public var capturePresentingController: (any CapturableController)? { presentingViewController }

        public var capturePresentationStyle: ModalPresentationStyle {
            // The style in effect: the presentation controller's, after adaptation.
            // (`presentationController` is read only when presented: reading it creates one.)
            let style = presentingViewController != nil ? presentationController?.presentationStyle ?? modalPresentationStyle : modalPresentationStyle
            switch style {
            case .fullScreen: return .fullScreen
            case .overFullScreen: return .overFullScreen
            case .pageSheet: return .pageSheet
            case .formSheet: return .formSheet
            case .currentContext: return .currentContext
            case .overCurrentContext: return .overCurrentContext
            case .custom: return .custom
            case .automatic: return .automatic
            #if os(iOS)
                case .popover: return .popover
            #endif
            default: return .custom
            }
        }

        public var captureDefinesPresentationContext: Bool { definesPresentationContext }

        public var captureSelectedIndex: Int? {
            guard let tabs = self as? UITabBarController, tabs.selectedIndex != NSNotFound else { return nil }
            return tabs.selectedIndex
        }

        public var captureIsViewInWindow: Bool { isViewLoaded && view.window != nil }
        public var captureTitle: String? { title }
    }

    extension UIWindow: @preconcurrency CapturableWindow {
        public var captureRootController: (any CapturableController)? { rootViewController }
    }
#endif
