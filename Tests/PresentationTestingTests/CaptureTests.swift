import PresentationModel
import PresentationTesting
import Testing

/// A view controller for the live capture without UIKit: it answers the capture's questions
/// as UIKit would, including `presentedViewController` for a presenter's whole family (R2.1).
final class FakeController: CapturableController {
    let captureClassName: String
    let captureKind: ControllerKind
    var captureChildren: [any CapturableController] { children }
    var children: [FakeController] = []
    weak var parent: FakeController?
    /// The controller this one presents itself.
    var presented: FakeController?
    weak var presenter: FakeController?
    var capturePresentationStyle: ModalPresentationStyle = .fullScreen
    var captureDefinesPresentationContext = false
    var captureSelectedIndex: Int?
    var captureIsViewInWindow = false
    var captureTitle: String?

    init(_ className: String, kind: ControllerKind = .plain, children: [FakeController] = []) {
        captureClassName = className
        captureKind = kind
        self.children = children
        for child in children { child.parent = self }
    }

    /// R2.1: the controller presented by this one or by its nearest presenting ancestor.
    var capturePresentedController: (any CapturableController)? {
        var current: FakeController? = self
        while let controller = current {
            if let presented = controller.presented { return presented }
            current = controller.parent
        }
        return nil
    }

    /// R2.2: the presenter of the family root.
    var capturePresentingController: (any CapturableController)? {
        var root = self
        while let parent = root.parent { root = parent }
        return root.presenter
    }

    func present(_ controller: FakeController, style: ModalPresentationStyle) {
        presented = controller
        controller.presenter = self
        controller.capturePresentationStyle = style
    }

    /// Marks this controller and everything it contains as shown in a window, or not.
    func show(_ inWindow: Bool) -> Self {
        captureIsViewInWindow = inWindow
        return self
    }
}

final class FakeWindow: CapturableWindow {
    let root: FakeController?
    var captureRootController: (any CapturableController)? { root }
    init(_ root: FakeController?) { self.root = root }
}

/// The live capture, tested on Linux through the protocol `UIViewController` conforms to.
@Suite("Live capture")
struct CaptureTests {
    /// A tab bar with a navigation stack; the list or the tab bar presents a sheet full screen.
    static func app(presenter: String) -> (window: FakeWindow, list: FakeController) {
        let list = FakeController("ListController").show(false)
        let nav = FakeController("UINavigationController", kind: .navigation, children: [list]).show(false)
        let tabs = FakeController("UITabBarController", kind: .tabBar, children: [nav, FakeController("SettingsController")]).show(false)
        let sheet = FakeController("SheetController").show(true)
        (presenter == "list" ? list : tabs).present(sheet, style: .fullScreen)
        return (FakeWindow(tabs), list)
    }

    @Test("the capture builds containment, kinds, the direct presenter (R2.1, R2.2) and the style")
    func capture() throws {
        let capture = try HierarchyCapture(Self.app(presenter: "tabs").window)
        let h = capture.hierarchy
        #expect(h.children(of: "UITabBarController") == ["UINavigationController", "SettingsController"])
        #expect(h.kind(of: "UINavigationController") == .navigation)
        #expect(h.presentingViewController(of: "SheetController") == "UITabBarController")
        #expect(h.presentationStyle(of: "SheetController") == .fullScreen)
        #expect(h.presentations.count == 1)
        expectHierarchySnapshot(
            of: Self.app(presenter: "tabs").window,
            matches: """
                window main
                <UITabBarController: UITabBarController>, state: disappeared
                   | <UINavigationController: UINavigationController>, state: disappeared
                   |    | <ListController: ListController>, state: disappeared
                   | <SettingsController: SettingsController>, state: disappeared
                   + <SheetController: SheetController>, state: appeared, presented with: fullScreen
                """)
    }

    @Test("a kind comes from the class, not its name; the selected tab and definesPresentationContext are kept")
    func kindsAndAttributes() throws {
        let odd = FakeController("FancyNavigationController")
        let second = FakeController("Second").show(true)
        let nav = FakeController("Shell", kind: .navigation, children: [FakeController("Root")])
        nav.captureDefinesPresentationContext = true
        nav.captureTitle = "Say \"hi\""
        let tabs = FakeController("Tabs", kind: .tabBar, children: [nav, second, odd]).show(true)
        tabs.captureSelectedIndex = 1
        let h = try HierarchyCapture(FakeWindow(tabs)).hierarchy
        #expect(h.kind(of: "FancyNavigationController") == .plain)
        #expect(h.kind(of: "Shell") == .navigation)
        #expect(h.selectedViewController(of: "Tabs") == "Second")
        #expect(h.definesPresentationContext("Shell") == true)
        #expect(h.attributes(of: "Shell")?.title == "Say \"hi\"")
    }

    @Test("when UIKit agrees with the model (R3.1: the family root presents), there is no issue")
    func agreement() {
        expectUIKitAgreesWithModel(Self.app(presenter: "tabs").window)
    }

    @Test("a window without a root view controller cannot be captured: an issue, not a crash")
    func emptyWindow() {
        withKnownIssue {
            expectUIKitAgreesWithModel(FakeWindow(nil))
        }
    }

    @Test("relation assertions work on the captured hierarchy")
    func relations() throws {
        let capture = try HierarchyCapture(Self.app(presenter: "tabs").window)
        expectPresentingViewController(of: "SheetController", is: "UITabBarController", in: capture.hierarchy)
        expectNotOnScreen("ListController", in: capture.hierarchy)
    }
}
