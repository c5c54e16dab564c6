import PresentationModel
import PresentationScenarios
import SourceImport
import StoryboardImport
import Testing
import VCGraphTestSupport

/// Calls the reader follows into the app's own code: arguments matched as Swift matches them
/// (defaults, trailing closures), closures handed to a followed method and called there,
/// objects of the app's that are not controllers (coordinators), static methods, and
/// storyboards held in a local or read from a controller.
@Suite("Code: followed calls (R25.2, R27.2)")
struct FollowedCallTests {
    /// A launch that makes `HomeViewController` the root of a navigation controller, the window's root.
    static let homeInNavigation = """
        let home = HomeViewController()
        window?.rootViewController = UINavigationController(rootViewController: home)
        """

    /// A storyboard file of `scenes` whose initial view controller is `initial`.
    static func storyboard(_ file: String, initial: String, scenes: String) throws -> Storyboard {
        try StoryboardReader.read(
            Array(
                """
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="\(initial)">
                    <scenes>
                \(scenes)
                    </scenes>
                </document>
                """.utf8), file: file)
    }

    static func report(launching launch: String, _ declarations: String, storyboards: StoryboardCatalog? = nil) -> CodeReport {
        CodeReport(
            [
                SwiftSource(path: "SceneDelegate.swift", text: SwiftApp.sceneDelegate(launching: launch)),
                SwiftSource(path: "App.swift", text: declarations),
            ], storyboards: storyboards)
    }

    @Test("R25.2 a method's parameter with a default and a trailing closure: the call is matched as Swift matches it, and followed")
    func defaultsAndTrailingClosures() throws {
        let report = Self.report(
            launching: Self.homeInNavigation,
            """
            final class HomeViewController: UIViewController {
                func act() {
                    show(DetailViewController()) { _ in
                        self.present(UIViewController(), animated: true)
                    }
                }
                func show(_ detail: UIViewController, animated: Bool = true, completion: ((Bool) -> Void)? = nil) {
                    navigationController?.pushViewController(detail, animated: animated)
                    completion?(true)
                }
            }
            final class DetailViewController: UIViewController {}
            """)
        let act = report.operations.filter { $0.flow == "HomeViewController.act()" }
        let push = try #require(act.first { $0.form == "pushViewController" })
        #expect(push.certainty == .assumed)
        #expect(push.answer?.description == "in navigationController")
        // Read where it is called, with its argument: not again on its own, its parameter unknown.
        #expect(!report.operations.contains { $0.flow == "HomeViewController.show(_:animated:completion:)" })
        // The trailing closure is called by the method: its present runs there, after the push.
        let present = try #require(act.first { $0.form == "present" })
        #expect(present.certainty == .assumed)
        #expect(present.reason == nil)
    }

    @Test("R25.2 'self?' and 'self!' are self: a property written and read through them, and a method called on them, are self's")
    func unwrappedSelf() throws {
        let report = Self.report(
            launching: Self.homeInNavigation,
            """
            final class HomeViewController: UIViewController {
                var editor: UIViewController?
                func act() {
                    DispatchQueue.main.async { [weak self] in
                        self?.editor = EditorViewController()
                        self?.showEditor()
                    }
                }
                func showEditor() {
                    guard let editor = self!.editor else { return }
                    present(editor, animated: true)
                }
            }
            final class EditorViewController: UIViewController {}
            """)
        let present = try #require(report.operations.first { $0.flow == "HomeViewController.act()" && $0.form == "present" })
        #expect(present.certainty == .assumed)
        #expect(present.destinationClass == "EditorViewController")
        #expect(present.answer?.description.hasPrefix("presented by") == true)
    }

    @Test("R27.2 a closure handed to a followed method that does not call it is unreached, with its reason")
    func closureNotCalled() throws {
        let report = Self.report(
            launching: Self.homeInNavigation,
            """
            final class HomeViewController: UIViewController {
                var onDone: (() -> Void)?
                func act() {
                    later(then: { self.present(UIViewController(), animated: true) })
                }
                func later(then: @escaping () -> Void) {
                    onDone = then
                    navigationController?.popViewController(animated: true)
                }
            }
            """)
        let present = try #require(report.operations.first { $0.flow == "HomeViewController.act()" && $0.form == "present" })
        #expect(present.certainty == .unknown)
        #expect(present.reason == "in a closure whose call vcgraph does not see")
    }

    @Test("R25.2 A7 a coordinator made in the launch holds the window and sets its root: followed, its stored property read")
    func coordinator() throws {
        let report = Self.report(
            launching: """
                let coordinator = AppCoordinator(window: window)
                coordinator.start()
                """,
            """
            final class AppCoordinator {
                let window: UIWindow?
                let navigation = UINavigationController()
                init(window: UIWindow?) {
                    self.window = window
                }
                func start() {
                    window?.rootViewController = navigation
                    navigation.pushViewController(ListViewController(), animated: false)
                }
            }
            final class ListViewController: UIViewController {
                func open() {
                    present(UIViewController(), animated: true)
                }
            }
            """)
        let root = try #require(report.launch.hierarchy.rootViewController(ofWindow: "main"))
        #expect(report.launch.hierarchy.kind(of: root) == .navigation)
        #expect(report.placements.contains { $0.className == "ListViewController" })
        let present = try #require(report.operations.first { $0.flow == "ListViewController.open()" })
        #expect(present.certainty == .assumed)
        // The coordinator's methods are read where they are called, not again from the launch.
        #expect(!report.operations.contains { $0.flow == "AppCoordinator.start()" })
    }

    @Test("R25.2 a static method of a type of the app's is followed with its arguments")
    func staticMethod() throws {
        let report = Self.report(
            launching: Self.homeInNavigation,
            """
            final class HomeViewController: UIViewController {
                func act() {
                    Alerts.warn(from: self)
                }
            }
            struct Alerts {
                static func warn(from controller: UIViewController) {
                    let alert = UIAlertController(title: "Careful", message: nil, preferredStyle: .alert)
                    controller.present(alert, animated: true)
                }
            }
            """)
        let present = try #require(report.operations.first { $0.flow == "HomeViewController.act()" && $0.form == "present" })
        #expect(present.certainty == .assumed)
        // An alert controller presents with its own custom style.
        #expect(present.answer?.description == "presented by navigationController, custom [R3.1]")
    }

    @Test("R26.1 a storyboard held in a local names the storyboard of instantiateInitialViewController()")
    func storyboardInLocal() throws {
        let storyboard = try Self.storyboard(
            "Flows.storyboard", initial: "nav",
            scenes: """
                <scene sceneID="s1">
                    <objects>
                        <navigationController id="nav" sceneMemberID="viewController">
                            <connections>
                                <segue destination="list" kind="relationship" relationship="rootViewController" id="r1"/>
                            </connections>
                        </navigationController>
                    </objects>
                </scene>
                <scene sceneID="s2">
                    <objects>
                        <viewController id="list" customClass="ListViewController" sceneMemberID="viewController"/>
                    </objects>
                </scene>
                """)
        let report = Self.report(
            launching: """
                let storyboard = UIStoryboard(name: "Flows", bundle: nil)
                window?.rootViewController = storyboard.instantiateInitialViewController()
                """,
            """
            final class ListViewController: UIViewController {
                func open() {
                    present(UIViewController(), animated: true)
                }
            }
            """, storyboards: StoryboardCatalog([storyboard]))
        let root = try #require(report.launch.hierarchy.rootViewController(ofWindow: "main"))
        #expect(report.launch.hierarchy.kind(of: root) == .navigation)
        #expect(report.placements.contains { $0.className == "ListViewController" })
    }

    @Test("R28.3 paths that differ only before a call site, with one answer there, list that answer once")
    func answerListedOnce() throws {
        let report = Self.report(
            launching: Self.homeInNavigation,
            """
            final class HomeViewController: UIViewController {
                var flag = false
                func act() {
                    if flag { print("a") } else { print("b") }
                    present(UIViewController(), animated: true)
                }
            }
            """)
        #expect(report.operations.filter { $0.flow == "HomeViewController.act()" && $0.form == "present" }.count == 1)
    }

    @Test("R26.1 a method of the app's that returns a controller: its value is what it returns, with the style it wrote")
    func factory() throws {
        let report = Self.report(
            launching: Self.homeInNavigation,
            """
            final class HomeViewController: UIViewController {
                func act() {
                    present(makeEditor(), animated: true)
                }
                func makeEditor() -> UINavigationController {
                    let navigation = UINavigationController(rootViewController: EditorViewController())
                    navigation.modalPresentationStyle = .formSheet
                    return navigation
                }
            }
            final class EditorViewController: UIViewController {}
            """)
        let present = try #require(report.operations.first { $0.flow == "HomeViewController.act()" && $0.form == "present" })
        #expect(present.certainty == .assumed)
        #expect(present.answer?.description == "presented by navigationController, formSheet [R3.1]")
    }

    @Test("R25.2 a computed property, an array passed to a method, a container's viewControllers and their first: each followed")
    func computedPropertyAndArrays() throws {
        let report = Self.report(
            launching: """
                let tabs = AppTabsController()
                tabs.reset([UINavigationController(rootViewController: ListViewController())])
                window?.rootViewController = tabs
                """,
            """
            final class AppTabsController: UITabBarController {
                var firstNavigation: UINavigationController? { viewControllers?.first as? UINavigationController }
                func reset(_ screens: [UIViewController]) {
                    viewControllers = screens
                }
                func open() {
                    firstNavigation?.pushViewController(DetailViewController(), animated: true)
                }
            }
            final class ListViewController: UIViewController {
                func edit() { present(UIViewController(), animated: true) }
            }
            final class DetailViewController: UIViewController {}
            """)
        let root = try #require(report.launch.hierarchy.rootViewController(ofWindow: "main"))
        #expect(report.launch.hierarchy.children(of: root).count == 1)
        #expect(report.placements.contains { $0.className == "ListViewController" })
        let push = try #require(report.operations.first { $0.flow == "AppTabsController.open()" })
        #expect(push.certainty == .assumed)
        #expect(push.answer?.description.hasPrefix("in navigationController") == true, "\(push.answer?.description ?? push.reason ?? "")")
    }

    @Test("launch: a Main storyboard's initial controller is the root before the delegate runs, which reads it from the window")
    func storyboardRootBeforeDelegate() throws {
        let storyboard = try Self.storyboard(
            "Main.storyboard", initial: "split",
            scenes: """
                <scene sceneID="s1">
                    <objects>
                        <splitViewController id="split" customClass="RootSplitViewController" sceneMemberID="viewController"/>
                    </objects>
                </scene>
                """)
        let report = Self.report(
            launching: """
                let root = window!.rootViewController as! RootSplitViewController
                root.presentWelcome()
                """,
            """
            final class RootSplitViewController: UISplitViewController {
                func presentWelcome() {
                    let welcome = UIViewController()
                    welcome.modalPresentationStyle = .formSheet
                    present(welcome, animated: true)
                }
            }
            """, storyboards: StoryboardCatalog([storyboard]))
        let present = try #require(report.operations.first { $0.form == "present" && $0.flow.hasPrefix("SceneDelegate") })
        #expect(present.certainty == .assumed)
        #expect(present.assumptions.contains { $0.id == "mainStoryboard" })
        #expect(present.answer?.description.hasPrefix("presented by") == true, "\(present.answer?.description ?? present.reason ?? "")")
    }

    @Test("R25.2 a method read on its own: a parameter is unknown, even named as a controller's property")
    func parameterReadOnItsOwn() throws {
        let report = Self.report(
            launching: "window?.rootViewController = AppTabsController()",
            """
            final class AppTabsController: UITabBarController {
                func reset(viewControllers: [UIViewController]) {
                    setViewControllers(viewControllers, animated: false)
                }
            }
            """)
        let reset = try #require(report.operations.first { $0.flow == "AppTabsController.reset(viewControllers:)" })
        #expect(reset.certainty == .unknown)
        #expect(reset.reason == "'viewControllers' is a parameter, and no call that vcgraph reads gives it")
        #expect(report.findings.isEmpty)
    }
}
