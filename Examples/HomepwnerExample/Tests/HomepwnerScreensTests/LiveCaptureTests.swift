// Compiled only where UIKit exists: an iOS simulator or device.
#if canImport(UIKit)
    import PresentationModel
    import PresentationTesting
    import Testing
    import UIKit

    /// The live capture against UIKit itself: a real window whose navigation controller's
    /// list presents a detail as a form sheet, captured and compared with the rules.
    @MainActor
    @Suite("Live capture on a simulator")
    struct LiveCaptureTests {
        @Test("a form sheet from the list is presented by the navigation controller, as UIKit shows and the model says")
        func formSheet() async throws {
            let window = UIWindow(frame: UIScreen.main.bounds)
            let list = UIViewController()
            let navigation = UINavigationController(rootViewController: list)
            window.rootViewController = navigation
            window.makeKeyAndVisible()
            let detail = UINavigationController(rootViewController: UIViewController())
            detail.modalPresentationStyle = .formSheet
            await withCheckedContinuation { done in list.present(detail, animated: false) { done.resume() } }

            let captured = try HierarchyCapture(window)
            expectPresentingViewController(of: "UINavigationController-2", is: "UINavigationController", in: captured.hierarchy)
            expectUIKitAgreesWithModel(window)
        }
    }
#endif
