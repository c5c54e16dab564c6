import PresentationModel
import PresentationScenarios
import SourceImport
import Testing
import VCGraphTestSupport

/// Each R26.1 call form, read from a small app: a scene delegate that makes `home`, a
/// `HomeViewController` in `nav`, the window's root; then one action of `HomeViewController`.
@Suite("Code: call forms (R26.1)")
struct CallFormTests {
    /// The app with `body` as the body of `HomeViewController.act()`, `member` declared in
    /// `HomeViewController` above it when given, and `extra` declarations.
    static func app(_ body: String, member: String? = nil, extra: String = "") -> [SwiftSource] {
        [
            SwiftSource(
                path: "SceneDelegate.swift",
                text: SwiftApp.sceneDelegate(
                    launching: """
                        let home = HomeViewController()
                        let nav = UINavigationController(rootViewController: home)
                        window?.rootViewController = nav
                        """)),
            SwiftSource(
                path: "Home.swift",
                text: """
                    final class HomeViewController: UIViewController {\(member.map { "\n    \($0)" } ?? "")
                        func act() {
                    \(body)
                        }
                    }
                    final class DetailViewController: UIViewController {}
                    \(extra)
                    """),
        ]
    }

    static func action(_ report: CodeReport) -> [CodeOperation] {
        report.operations.filter { $0.flow == "HomeViewController.act()" }
    }

    @Test("R26.1 window.rootViewController = X in the launch is the window's root, decided")
    func windowRoot() throws {
        let report = CodeReport(Self.app(""))
        let root = try #require(report.operations.first { $0.form == "setRoot" })
        #expect(root.certainty == .decided && root.assumptions.isEmpty)
        #expect(report.launch.hierarchy.rootViewController(ofWindow: "main") == "nav")
        #expect(report.launch.hierarchy.parent(of: "home") == "nav")
    }

    @Test("R26.1 present(_:animated:) from self: the model's presenter and style, assumed on A1; the completion runs after it")
    func present() throws {
        let report = CodeReport(
            Self.app(
                """
                        let detail = DetailViewController()
                        detail.modalPresentationStyle = .fullScreen
                        present(detail, animated: true) {
                            self.dismiss(animated: true)
                        }
                """))
        let operations = Self.action(report)
        #expect(operations.map(\.form) == ["present", "dismiss"])
        #expect(operations[0].answer?.description == "presented by nav, fullScreen [R3.1]")
        #expect(operations[0].assumptions.map(\.id) == ["A1"])
        #expect(
            operations[0].operations.contains {
                if case .declare(let spec) = $0 { spec.attributes.modalPresentationStyle == .fullScreen } else { false }
            })
    }

    @Test("R26.1 pushViewController(_:animated:) on navigationController?: pushed onto nav, assumed on A1 and A2")
    func push() throws {
        let report = CodeReport(Self.app("        navigationController?.pushViewController(DetailViewController(), animated: true)"))
        let push = try #require(Self.action(report).first)
        #expect(push.answer?.description == "in nav")
        #expect(push.assumptions.map(\.id) == ["A1", "A2"])
    }

    @Test("R26.1 show(_:sender:) in a navigation controller pushes (R8.2)")
    func show() throws {
        let report = CodeReport(Self.app("        show(DetailViewController(), sender: nil)"))
        let show = try #require(Self.action(report).first)
        #expect(show.form == "show" && show.answer?.description == "in nav")
    }

    @Test("R26.1 setViewControllers(_:animated:) on a navigation controller sets its stack")
    func setStack() throws {
        let report = CodeReport(
            Self.app("        navigationController?.setViewControllers([self, DetailViewController()], animated: false)"))
        let set = try #require(Self.action(report).first)
        #expect(set.certainty == .assumed)
        #expect(set.operations.contains { if case .setStack(let ids, of: "nav") = $0 { ids.first == "home" } else { false } })
    }

    @Test("R26.1 addChild(_:) makes a child of self")
    func addChild() throws {
        let report = CodeReport(
            Self.app(
                """
                        let child = DetailViewController()
                        addChild(child)
                        child.didMove(toParent: self)
                """))
        let add = try #require(Self.action(report).first)
        #expect(add.operations.contains { if case .addChild("child", to: "home") = $0 { true } else { false } })
    }

    @Test("R29.1 a child added and not told didMove(toParent:) on its path is a note; told, none")
    func addChildWithoutDidMove() throws {
        let missing = CodeReport(Self.app("        addChild(DetailViewController())"))
        let note = try #require(missing.findings.first { $0.id == "addchild-without-didmove" })
        #expect(note.severity == .note && note.location == SourceLocation(file: "Home.swift", line: 3, column: 9))
        #expect(note.message == "'detailViewController' is added with addChild(_:) and not told didMove(toParent:) on this path (R10.1)")
        let told = CodeReport(
            Self.app(
                """
                        let child = DetailViewController()
                        addChild(child)
                        child.didMove(toParent: self)
                """))
        #expect(!told.findings.contains { $0.id == "addchild-without-didmove" })
    }

    @Test("R29.1 findings as GitHub annotations: the level, the place, the id; the message escaped so no input starts a command")
    func githubAnnotations() throws {
        let report = CodeReport(Self.app("        addChild(DetailViewController())"))
        #expect(
            report.githubAnnotations
                == "::notice file=Home.swift,line=3,col=9,title=addchild-without-didmove::'detailViewController' is added with addChild(_:) and not told didMove(toParent:) on this path (R10.1)%0Aassumes:%0AA1: `self` is on screen as the root of nav (HomeViewController, placed at SceneDelegate.swift:6)\n"
        )
        let hostile = GitHubAnnotation.line(
            .warning, at: SourceLocation(file: "a,b:c.swift", line: 1, column: 2), title: "x", message: "100%\n::error::pwned\u{1B}[2J")
        #expect(hostile == "::warning file=a%2Cb%3Ac.swift,line=1,col=2,title=x::100%25%0A::error::pwned\\u{1B}[2J")
    }

    @Test("R26.1 a style written after the present it was meant for is a finding")
    func styleAfterPresent() throws {
        let report = CodeReport(
            Self.app(
                """
                        let detail = DetailViewController()
                        present(detail, animated: true)
                        detail.modalPresentationStyle = .formSheet
                """))
        #expect(report.findings.contains { $0.id == "style-after-present" })
    }

    @Test("R26.1 an app's method with UIKit's name and other labels is not UIKit's call")
    func otherLabels() throws {
        let report = CodeReport(
            Self.app(
                "        present(DetailViewController(), from: self, in: view, animated: true)",
                extra: "func present(_ controller: UIViewController, from: UIViewController, in: UIView, animated: Bool) {}"))
        #expect(Self.action(report).isEmpty)
    }

    @Test("R26.1 performSegue with no storyboard read is unknown, and what follows rests on A10")
    func performSegue() throws {
        let report = CodeReport(
            Self.app(
                """
                        performSegue(withIdentifier: "Next", sender: nil)
                        navigationController?.pushViewController(DetailViewController(), animated: true)
                """))
        let operations = Self.action(report)
        #expect(operations.map(\.certainty) == [.unknown, .assumed])
        #expect(operations[1].assumptions.map(\.id).contains("A10"))
    }

    /// The app of two tabs whose second tab's root presents.
    static let twoTabs = [
        SwiftSource(
            path: "App.swift",
            text: SwiftApp.sceneDelegate(
                launching: """
                    let tabs = UITabBarController()
                    tabs.viewControllers = [UINavigationController(rootViewController: FirstViewController()), UINavigationController(rootViewController: SecondViewController())]
                    window?.rootViewController = tabs
                    """)
                    + """

                    final class FirstViewController: UIViewController {}
                    final class SecondViewController: UIViewController {
                        func act() {
                            present(DetailViewController(), animated: true)
                        }
                    }
                    final class DetailViewController: UIViewController {}
                    """)
    ]

    @Test("A1 a class placed in a tab not selected is on screen for its flows: the path selects its tab first")
    func placedInAnotherTab() throws {
        let report = CodeReport(Self.twoTabs, frames: 4)
        #expect(report.launch.hierarchy.selectedViewController(of: "tabs") == "navigationController")
        let frame = try #require(report.frames.first)
        #expect(frame.operation.flow == "SecondViewController.act()")
        #expect(frame.run.hierarchy.selectedViewController(of: "tabs") == "navigationController#2")
        #expect(frame.run.hierarchy.presentation(of: "detailViewController")?.presenter == "tabs")
    }

    @Test("frames: each call site outside the launch once, in the order read, with its path's run; the rest counted")
    func framesAreCounted() throws {
        let report = CodeReport(
            Self.app(
                """
                        if Bool.random() {
                            present(DetailViewController(), animated: true)
                        }
                        navigationController?.pushViewController(DetailViewController(), animated: true)
                """), frames: 2)
        // The push is reached on two paths (with and without the present): one frame.
        #expect(report.frames.map(\.operation.form) == ["present", "pushViewController"])
        #expect(report.framesLeftOut == 0)
        let fewer = CodeReport(
            Self.app(
                """
                        present(DetailViewController(), animated: true)
                        show(DetailViewController(), sender: nil)
                """), frames: 1)
        #expect(fewer.frames.count == 1 && fewer.framesLeftOut == 1)
    }

    @Test("R29 currentContext with no definer on the path: the family root presents, a warning at the call, on A1")
    func currentContextWithoutDefiner() throws {
        // A plain controller defines no context by default.
        let report = CodeReport([
            SwiftSource(
                path: "SceneDelegate.swift",
                text: SwiftApp.sceneDelegate(launching: "window?.rootViewController = HomeViewController()")
                    + """

                    final class HomeViewController: UIViewController {
                        func act() {
                            let detail = DetailViewController()
                            detail.modalPresentationStyle = .overCurrentContext
                            present(detail, animated: true)
                        }
                    }
                    final class DetailViewController: UIViewController {}
                    """)
        ])
        let finding = try #require(report.findings.first { $0.id == "current-context-without-definer" })
        #expect(finding.location.line == 11 && finding.certainty == .assumed && finding.assumptions.map(\.id) == ["A1"])
        #expect(
            finding.message.contains(
                "the family root 'homeViewController' presents this overCurrentContext presentation and it covers the whole family"),
            "\(finding.message)")
    }

    @Test("R29 currentContext under a navigation controller, a definer by default: no finding")
    func currentContextWithDefiner() throws {
        let report = CodeReport(
            Self.app(
                """
                        let detail = DetailViewController()
                        detail.modalPresentationStyle = .currentContext
                        present(detail, animated: true)
                """))
        // The navigation controller defines a context by default.
        #expect(!report.findings.contains { $0.id == "current-context-without-definer" })
        #expect(Self.action(report).last?.answer?.description == "presented by nav, currentContext [R3.2]")
    }
}

/// How the reader follows control flow (R27.2) and resolves receivers (R25.2).
@Suite("Code: control flow and receivers (R25.1, R27.2)")
struct ControlFlowTests {
    @Test("R27.2 an if/else gives a path for each branch, labelled with its condition")
    func branches() throws {
        let report = CodeReport(
            CallFormTests.app(
                """
                        if Bool.random() {
                            present(DetailViewController(), animated: true)
                        } else {
                            show(DetailViewController(), sender: nil)
                        }
                """))
        let operations = CallFormTests.action(report)
        #expect(operations.map(\.form) == ["present", "show"])
        #expect(operations[0].branches == ["if Bool.random()"])
        #expect(operations[1].branches == ["if Bool.random() is false"])
    }

    @Test("R27.2 a guard let on a lookup that is nil here takes the exit; one that is not binds and goes on")
    func guardLookup() throws {
        let report = CodeReport(
            CallFormTests.app(
                """
                        guard let split = splitViewController else { return }
                        split.show(DetailViewController(), sender: nil)
                """))
        // home is in no split view controller: the path leaves, and nothing is shown.
        #expect(CallFormTests.action(report).isEmpty)
        let nav = CodeReport(
            CallFormTests.app(
                """
                        guard let nav = navigationController else { return }
                        nav.pushViewController(DetailViewController(), animated: true)
                """))
        #expect(CallFormTests.action(nav).first?.answer?.description == "in nav")
    }

    @Test("R27.2 the class's own methods are followed; a closure vcgraph does not see called is listed as unknown")
    func inlineAndClosures() throws {
        let report = CodeReport(
            CallFormTests.app(
                """
                        showDetail()
                        let action = UIAlertAction(title: "OK", style: .default) { _ in
                            self.dismiss(animated: true)
                        }
                """,
                extra: """
                    extension HomeViewController {
                        func showDetail() { show(DetailViewController(), sender: nil) }
                    }
                    """))
        let operations = CallFormTests.action(report)
        #expect(operations.map(\.form) == ["show", "dismiss"])
        #expect(operations[0].answer?.description == "in nav")
        #expect(operations[1].certainty == .unknown && operations[1].reason == "in a closure whose call vcgraph does not see")
    }

    @Test("R28.1 U25 a receiver that is a parameter is unknown, never applied")
    func parameterReceiver() throws {
        let report = CodeReport(
            CallFormTests.app(
                "",
                extra: """
                    enum Presenter {
                        static func show(_ alert: UIAlertController, from source: UIViewController) { source.present(alert, animated: true) }
                    }
                    """))
        let present = try #require(report.operations.first { $0.form == "present" })
        #expect(present.certainty == .unknown && present.operations.isEmpty)
        #expect(present.reason == "'source' is a parameter, and no call that vcgraph reads gives it")
    }

    @Test("A7 a stored property holds its declaration's controller, assumed; one the path wrote holds what it wrote")
    func storedProperties() throws {
        let declared = CodeReport(
            CallFormTests.app(
                "        present(detail, animated: true)", member: "lazy var detail = DetailViewController()",
                extra: "extension HomeViewController {}\nfinal class Holder {}"))
        let present = try #require(CallFormTests.action(declared).first)
        #expect(present.certainty == .assumed && present.assumptions.contains { $0.id == "A7" })
        #expect(present.answer?.description == "presented by nav, pageSheet [R3.1]")
        let written = CodeReport(
            CallFormTests.app(
                """
                        self.editor = DetailViewController()
                        present(editor, animated: true)
                """, member: "var editor: UIViewController?"))
        let presented = try #require(CallFormTests.action(written).first)
        #expect(!presented.assumptions.contains { $0.id == "A7" })
        #expect(presented.answer?.description == "presented by nav, pageSheet [R3.1]")
    }

    @Test("R28.1 what is done from a controller an assumed operation put on screen rests on the same assumptions")
    func assumptionsCarryToWhatWasShown() throws {
        let report = CodeReport(
            CallFormTests.app(
                """
                        let detail = DetailViewController()
                        present(detail, animated: true)
                        detail.present(UIViewController(), animated: true)
                """))
        let presents = CallFormTests.action(report).filter { $0.form == "present" }
        #expect(presents.map(\.certainty) == [.assumed, .assumed])
        #expect(presents.last?.assumptions.map(\.id) == ["A1"])
    }

    @Test("R27.3 a class the code never puts on screen: its calls on self are unknown, and it is listed")
    func unplaced() throws {
        let report = CodeReport(
            CallFormTests.app(
                "",
                extra: """
                    final class OrphanViewController: UIViewController {
                        func go() { present(DetailViewController(), animated: true) }
                    }
                    """))
        #expect(report.unplaced == ["OrphanViewController"])
        let present = try #require(report.operations.first { $0.flow == "OrphanViewController.go()" })
        #expect(present.certainty == .unknown && present.reason == "OrphanViewController is never put on screen by the code read")
    }

    @Test("R27.2 a flow with more paths than the limit reads the first ones and says so")
    func pathLimit() throws {
        // Each branch makes a controller of its own: 256 paths, each unlike the others.
        let branches = (0..<8).map { "        if Bool.random() { let made\($0) = DetailViewController() }" }.joined(separator: "\n")
        let report = CodeReport(CallFormTests.app(branches + "\n        present(DetailViewController(), animated: true)"))
        #expect(report.findings.contains { $0.id == "path-limit" })
        // The paths read give one answer at the call site, listed once.
        #expect(CallFormTests.action(report).count == 1)
    }

    @Test("R27.2 paths that differ only in the branches they took are read as one: branches that change nothing do not multiply them")
    func pathsSameButForBranches() throws {
        let branches = (0..<8).map { "        if Bool.random() { print(\($0)) }" }.joined(separator: "\n")
        let report = CodeReport(CallFormTests.app(branches + "\n        present(DetailViewController(), animated: true)"))
        #expect(!report.findings.contains { $0.id == "path-limit" })
        let present = try #require(CallFormTests.action(report).first)
        #expect(CallFormTests.action(report).count == 1)
        // Said with the first path's branches: each `if` taken.
        #expect(present.branches == Array(repeating: "if Bool.random()", count: 8))
        // A helper's branches that bind locals of its own, gone once it returns, are read as one too.
        let helped = CodeReport(
            CallFormTests.app(
                Array(repeating: "        refresh()", count: 8).joined(separator: "\n") + "\n        present(DetailViewController(), animated: true)",
                member: "func refresh() { if let shown = presentedViewController { print(shown) } }"))
        #expect(!helped.findings.contains { $0.id == "path-limit" })
        #expect(CallFormTests.action(helped).map(\.form) == ["present"])
    }

    @Test("R27.2 A5 an alert's handlers are read once, in the flow that presented the alert: a class placed from its end does not read them again")
    func alertHandlersStayInTheirFlow() throws {
        let report = CodeReport(
            CallFormTests.app(
                """
                        let alert = UIAlertController(title: "Delete?", message: nil, preferredStyle: .alert)
                        alert.addAction(UIAlertAction(title: "Details", style: .default) { _ in
                            self.present(UIViewController(), animated: true)
                        })
                        present(alert, animated: true)
                        navigationController?.pushViewController(DetailViewController(), animated: true)
                """,
                extra: """
                    final class DetailViewController: UIViewController {
                        func close() { dismiss(animated: true) }
                    }
                    """))
        #expect(report.placements.map(\.className).contains("DetailViewController"))
        #expect(report.operations.filter { $0.flow == "DetailViewController.close()" }.map(\.form) == ["dismiss"])
    }

    @Test("R27.2 A5 an alert action's handler is read after the flow, once UIKit has dismissed the alert: the user chose it")
    func alertActionHandler() throws {
        let report = CodeReport(
            CallFormTests.app(
                """
                        let alert = UIAlertController(title: "Delete?", message: nil, preferredStyle: .alert)
                        alert.addAction(UIAlertAction(title: "Details", style: .default) { _ in
                            self.present(DetailViewController(), animated: true)
                        })
                        present(alert, animated: true)
                """))
        let operations = CallFormTests.action(report)
        #expect(operations.map(\.form) == ["present", "dismiss (the alert, before its action's handler)", "present"])
        let handled = try #require(operations.last)
        #expect(handled.certainty == .assumed)
        #expect(handled.assumptions.contains { $0.text.hasPrefix("the user chose the alert action whose handler is at Home.swift:4") })
        #expect(handled.answer?.description == "presented by nav, pageSheet [R3.1]")
        #expect(!report.findings.contains { $0.id == "present-while-presenting" })
        // No alert presented on the path: the handler is not seen to run.
        let unpresented = CodeReport(
            CallFormTests.app(
                """
                        let action = UIAlertAction(title: "OK", style: .default) { _ in self.dismiss(animated: true) }
                """))
        #expect(CallFormTests.action(unpresented).map(\.certainty) == [.unknown])
    }

    @Test("R27.2 a flow longer than the statement limit ends there with a note, never a hang")
    func statementLimit() throws {
        let body = (0..<40).map { "        let v\($0) = \($0)" }.joined(separator: "\n")
        let report = CodeReport(CallFormTests.app(body + "\n        present(DetailViewController(), animated: true)"), limits: .init(statements: 20))
        let note = try #require(report.findings.first { $0.id == "path-limit" })
        #expect(note.message == "HomeViewController.act() is longer than vcgraph reads (20 statements on its paths): the rest is not read")
        #expect(CallFormTests.action(report).isEmpty)
    }

    @Test("R26.1 a class's initializer writes its defaults: a split view subclass's viewControllers are its columns")
    func initializerDefaults() throws {
        let sources = [
            SwiftSource(
                path: "App.swift",
                text: """
                    class AppDelegate: UIResponder, UIApplicationDelegate {
                        var window: UIWindow?
                        func application(_ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                            let main = MainViewController()
                            window?.rootViewController = main
                            return true
                        }
                    }
                    class MainViewController: UISplitViewController {
                        init() {
                            let master = UINavigationController(rootViewController: ListViewController())
                            let detail = UINavigationController(rootViewController: UIViewController())
                            super.init(nibName: nil, bundle: nil)
                            viewControllers = [master, detail]
                        }
                    }
                    class ListViewController: UITableViewController {
                        func add() { present(UIAlertController(title: nil, message: nil, preferredStyle: .alert), animated: true) }
                    }
                    """)
        ]
        let report = CodeReport(sources)
        #expect(report.placements.first?.description == "the root of master in main")
        #expect(report.operations.first { $0.flow == "ListViewController.add()" }?.answer?.description == "presented by main, custom [R3.1]")
    }
}
