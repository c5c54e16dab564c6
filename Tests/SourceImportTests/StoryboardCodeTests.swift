import PresentationModel
import PresentationScenarios
import SourceImport
import StoryboardImport
import Testing

/// Code read with the app's storyboards (R26.1, A8): the window's root from the main
/// storyboard, scenes made by identifier, segues performed from code.
@Suite("Code with storyboards")
struct StoryboardCodeTests {
    static let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="nav">
        <scenes>
        <scene sceneID="s1"><objects>
        <navigationController id="nav" sceneMemberID="viewController"><connections>
        <segue destination="list" kind="relationship" relationship="rootViewController" id="r1"/>
        </connections></navigationController>
        </objects></scene>
        <scene sceneID="s2"><objects>
        <tableViewController id="list" customClass="ListViewController" customModule="App" sceneMemberID="viewController"><connections>
        <segue destination="detail" kind="show" identifier="ShowDetail" id="show-detail"/>
        <segue destination="settings" kind="presentation" identifier="Settings" modalPresentationStyle="formSheet" id="to-settings"/>
        </connections></tableViewController>
        </objects></scene>
        <scene sceneID="s3"><objects>
        <viewController id="detail" customClass="DetailViewController" sceneMemberID="viewController"/>
        </objects></scene>
        <scene sceneID="s4"><objects>
        <navigationController id="settings" storyboardIdentifier="SettingsNav" sceneMemberID="viewController"><connections>
        <segue destination="settingsRoot" kind="relationship" relationship="rootViewController" id="r2"/>
        </connections></navigationController>
        </objects></scene>
        <scene sceneID="s5"><objects>
        <viewController id="settingsRoot" customClass="SettingsViewController" sceneMemberID="viewController"/>
        </objects></scene>
        </scenes></document>
        """

    /// ``storyboard``, read as the app's Main storyboard.
    static func catalog() throws -> StoryboardCatalog {
        StoryboardCatalog([try StoryboardReader.read(Array(storyboard.utf8), file: "Main.storyboard")])
    }

    static func report(_ body: String) throws -> CodeReport {
        let catalog = try catalog()
        let code = SwiftSource(
            path: "List.swift",
            text: """
                final class ListViewController: UITableViewController {
                    func act() {
                \(body)
                    }
                }
                final class DetailViewController: UIViewController {}
                final class SettingsViewController: UIViewController {}
                """)
        return CodeReport([code], storyboards: catalog)
    }

    @Test("R27.3 A5 a segue of a placed scene puts its destination's class on screen: its flows start after the segue, assumed")
    func segueDestinationPlaced() throws {
        let catalog = try Self.catalog()
        let code = SwiftSource(
            path: "App.swift",
            text: """
                final class ListViewController: UITableViewController {}
                final class DetailViewController: UIViewController {
                    func share() {
                        present(UIActivityViewController(activityItems: [], applicationActivities: nil), animated: true)
                    }
                }
                final class SettingsViewController: UIViewController {
                    func close() { dismiss(animated: true) }
                }
                """)
        let report = CodeReport([code], storyboards: catalog)
        let detail = try #require(report.placements.first { $0.className == "DetailViewController" })
        #expect(detail.flow == "segue 'ShowDetail'")
        #expect(detail.description == "pushed onto UINavigationController.nav")
        let share = try #require(report.operations.first { $0.flow == "DetailViewController.share()" })
        #expect(share.certainty == .assumed)
        #expect(share.answer?.description == "presented by UINavigationController.nav, pageSheet [R3.1]")
        #expect(share.assumptions.contains(.ranBefore(action: "the segue 'ShowDetail' from ListViewController (Main.storyboard:11)")))
        // The presented settings scene, placed by its presentation segue.
        let close = try #require(report.operations.first { $0.flow == "SettingsViewController.close()" })
        #expect(close.certainty == .assumed && close.reason == nil)
    }

    @Test("a launch that sets no root: the storyboard's initial controller, assumed the main storyboard; its classes are placed")
    func mainStoryboard() throws {
        let report = try Self.report("        performSegue(withIdentifier: \"ShowDetail\", sender: nil)")
        #expect(report.launch.hierarchy.rootViewController(ofWindow: "main") == "UINavigationController.nav")
        let list = try #require(report.placements.first { $0.className == "ListViewController" })
        #expect(list.description == "the root of UINavigationController.nav")
        let root = try #require(report.operations.first { $0.form == "setRoot" })
        #expect(root.assumptions.map(\.id) == ["mainStoryboard"])
    }

    @Test("R26.1 performSegue fires the scene's segue through the storyboard reader: show pushes onto nav")
    func performSegue() throws {
        let report = try Self.report("        performSegue(withIdentifier: \"ShowDetail\", sender: nil)")
        let fired = try #require(report.operations.first { $0.flow == "ListViewController.act()" })
        #expect(fired.form == "performSegue")
        #expect(fired.answer?.description == "in UINavigationController.nav")
        #expect(Set(fired.assumptions.map(\.id)) == ["mainStoryboard", "A1"])
    }

    @Test("R26.1 a presentation segue keeps its style; a segue id the scene lacks is UIKit's exception, no step")
    func presentationSegueAndMissing() throws {
        let report = try Self.report("        performSegue(withIdentifier: \"Settings\", sender: nil)")
        let fired = try #require(report.operations.first { $0.flow == "ListViewController.act()" })
        #expect(fired.answer?.description == "presented by UINavigationController.nav, formSheet [R3.1]")
        let missing = try Self.report("        performSegue(withIdentifier: \"Nowhere\", sender: nil)")
        let finding = try #require(missing.findings.first { $0.id == "missing-segue" })
        #expect(finding.severity == .error)
        #expect(finding.message == "Receiver (<App.ListViewController: ListViewController.list>) has no segue with identifier 'Nowhere'")
        #expect(missing.operations.first { $0.flow == "ListViewController.act()" }?.operations.isEmpty == true)
    }

    @Test("R26.1 instantiateViewController(withIdentifier:) makes the scene with its relationship children; a missing id is UIKit's exception")
    func instantiate() throws {
        let report = try Self.report(
            """
                    let settings = storyboard!.instantiateViewController(withIdentifier: "SettingsNav") as! UINavigationController
                    present(settings, animated: true)
            """)
        let present = try #require(report.operations.first { $0.flow == "ListViewController.act()" })
        #expect(present.answer?.description == "presented by UINavigationController.nav, pageSheet [R3.1]")
        #expect(
            present.operations.contains {
                if case .declare(let spec) = $0 { spec.children.map(\.id) == ["SettingsViewController.settingsRoot"] } else { false }
            })
        // `storyboard` is the storyboard of the scene the controller was made from: Main.
        #expect(!present.assumptions.contains { $0.id == "sceneByIdentifier" })
        // A storyboard named at the call, given, without the identifier: UIKit's exception.
        let missing = try Self.report("        let x = UIStoryboard(name: \"Main\", bundle: nil).instantiateViewController(withIdentifier: \"Nope\")")
        #expect(missing.findings.first?.id == "missing-storyboard-id")
        #expect(missing.findings.first?.message == "Storyboard (<UIStoryboard: Main>) doesn't contain a view controller with identifier 'Nope'")
        // So is the storyboard of the controller's own scene.
        let own = try Self.report("        let x = storyboard?.instantiateViewController(withIdentifier: \"Nope\")")
        #expect(own.findings.first?.id == "missing-storyboard-id")
        // One not named, or named and not given: unknown, no finding.
        let unnamed = try Self.report("        let x = boards.first?.instantiateViewController(withIdentifier: \"Nope\")")
        #expect(unnamed.findings.isEmpty)
        let other = try Self.report("        let x = UIStoryboard(name: \"Other\", bundle: nil).instantiateViewController(withIdentifier: \"Nope\")")
        #expect(other.findings.isEmpty)
    }

    @Test("A8 a controller made in code whose class has a scene takes that scene's segues, assumed")
    func sceneByClass() throws {
        let catalog = try Self.catalog()
        let code = SwiftSource(
            path: "App.swift",
            text: """
                final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                    var window: UIWindow?
                    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                        window?.rootViewController = UINavigationController(rootViewController: ListViewController())
                    }
                }
                final class ListViewController: UITableViewController {
                    func act() { performSegue(withIdentifier: "ShowDetail", sender: nil) }
                }
                final class DetailViewController: UIViewController {}
                """)
        let report = CodeReport([code], storyboards: catalog)
        let fired = try #require(report.operations.first { $0.flow == "ListViewController.act()" })
        #expect(fired.assumptions.contains { $0.id == "A8" })
        #expect(fired.assumptions.first { $0.id == "A8" }?.text == "ListViewController is the scene list of Main")
        #expect(fired.answer?.description == "in navigationController")
    }
}
