import PresentationModel
import SourceImport
import Testing
import VCGraphTestSupport

/// Classes whose superclass chain leaves the sources read (a base class in a file not given,
/// a library's): the base class's name decides whether they are controllers, and every
/// answer about one says so. Each case is one action of `HomeViewController`.
@Suite("Code: classes whose superclass is not in the sources read")
struct UnseenSuperclassTests {
    @Test("unseenClass: a class whose base is not read but named …ViewController is a view controller, and its present is assumed")
    func viewControllerByName() throws {
        let report = CodeReport(
            CallFormTests.app(
                """
                        let settings = SettingsViewController()
                        present(settings, animated: true)
                """, extra: "final class SettingsViewController: BaseViewController {}"))
        let present = try #require(CallFormTests.action(report).first { $0.form == "present" })
        #expect(present.certainty == .assumed)
        #expect(Set(present.assumptions.map(\.id)) == ["A1", "unseenClass"])
        #expect(
            present.assumptions.first { $0.id == "unseenClass" }?.text
                == "SettingsViewController inherits from BaseViewController, which is not in the sources read: taken for a view controller by its name"
        )
        #expect(report.isViewController("SettingsViewController"))
    }

    @Test("unseenClass: a base named …NavigationController makes a navigation controller, with the root it is given")
    func navigationControllerByName() throws {
        let report = CodeReport(
            CallFormTests.app(
                """
                        let flow = FlowNavigationController(rootViewController: DetailViewController())
                        present(flow, animated: true)
                """, extra: "final class FlowNavigationController: ThemedNavigationController {}"))
        let present = try #require(CallFormTests.action(report).first { $0.form == "present" })
        #expect(present.certainty == .assumed && present.assumptions.map(\.id).contains("unseenClass"))
        #expect(present.assumptions.first { $0.id == "unseenClass" }?.text.hasSuffix("taken for a navigation controller by its name") == true)
        #expect(!present.operations.isEmpty)
    }

    @Test("unseenClass: a base named otherwise (a coordinator, NSObject) makes no controller")
    func otherBasesAreNotControllers() throws {
        let report = CodeReport(
            CallFormTests.app(
                """
                        let helper = Helper()
                        present(helper, animated: true)
                """, extra: "final class Helper: BaseCoordinator {}"))
        let present = try #require(CallFormTests.action(report).first { $0.form == "present" })
        #expect(present.certainty == .unknown)
        #expect(!report.isViewController("Helper"))
    }

    @Test("unseenClass: a class not in the sources read at all, named …ViewController, is a view controller by its name")
    func classNotRead() throws {
        let report = CodeReport(CallFormTests.app("        present(PaymentViewController(), animated: true)"))
        let present = try #require(CallFormTests.action(report).first { $0.form == "present" })
        #expect(present.certainty == .assumed)
        #expect(
            present.assumptions.first { $0.id == "unseenClass" }?.text
                == "PaymentViewController is not in the sources read: taken for a view controller by its name")
    }

    @Test("unseenClass: a struct of the sources named …ViewController (a representable) is no controller")
    func structsAreNotControllers() throws {
        let report = CodeReport(
            CallFormTests.app(
                "        present(MapViewController(), animated: true)",
                extra: "struct MapViewController: UIViewControllerRepresentable {}"))
        let present = try #require(CallFormTests.action(report).first { $0.form == "present" })
        #expect(present.certainty == .unknown)
    }

    @Test("R25.1 a class whose extension is read before its declaration keeps its superclass: no name is guessed")
    func extensionReadFirst() throws {
        let sources = [
            SwiftSource(path: "SceneDelegate.swift", text: SwiftApp.sceneDelegate(launching: "window?.rootViewController = InboxViewController()")),
            SwiftSource(
                path: "Inbox+Actions.swift",
                text: "extension InboxViewController {\n    func compose() { present(DetailController(), animated: true) }\n}\n"),
            SwiftSource(
                path: "Inbox.swift", text: "final class InboxViewController: UIViewController {}\nfinal class DetailController: UIViewController {}\n"
            ),
        ]
        let report = CodeReport(sources)
        let present = try #require(report.operations.first { $0.flow == "InboxViewController.compose()" })
        #expect(present.certainty == .assumed && present.assumptions.map(\.id) == ["A1"])
        #expect(report.isViewController("InboxViewController"))
    }

    @Test("R27.1 a method of an extension of UIViewController, called on a controller the path knows, runs with it as self")
    func extensionMethodOnAKnownController() throws {
        let report = CodeReport(
            CallFormTests.app(
                """
                        let sheet = UINavigationController(rootViewController: DetailViewController())
                        present(sheet, animated: true)
                        sheet.showHelp()
                """,
                extra:
                    "extension UIViewController {\n    func showHelp() { present(HelpViewController(), animated: true) }\n}\nfinal class HelpViewController: UIViewController {}"
            ))
        let presents = CallFormTests.action(report).filter { $0.form == "present" }
        #expect(presents.count == 2)
        let help = try #require(presents.last)
        #expect(help.location.file == "Home.swift" && help.location.line == 10, "\(help.location)")
        #expect(help.answer?.description.hasPrefix("presented by sheet") == true, "\(help.answer?.description ?? "")")
        // sheet is on screen only if the present that put it there did what A1 says.
        #expect(help.certainty == .assumed && help.assumptions.map(\.id) == ["A1"])
        #expect(!report.operations.contains { $0.form == "showHelp" })
    }

    @Test("R27.3 a callback handed to a controller's initializer runs where vcgraph cannot see: its calls are listed as unknown")
    func callbacksOfMadeControllers() throws {
        let report = CodeReport(
            CallFormTests.app(
                """
                        let detail = DetailViewController(onDone: { self.dismiss(animated: true) })
                        present(detail, animated: true)
                """))
        let dismiss = try #require(CallFormTests.action(report).first { $0.form == "dismiss" })
        #expect(dismiss.certainty == .unknown && dismiss.reason == "in a closure whose call vcgraph does not see")
        #expect(CallFormTests.action(report).first { $0.form == "present" }?.certainty == .assumed)
    }
}
