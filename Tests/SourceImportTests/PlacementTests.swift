import PresentationModel
import PresentationScenarios
import SourceImport
import Testing
import VCGraphTestSupport

/// Where `self` is when the code puts a class on screen several ways (R27.3, Decision U26):
/// the first place found, the others listed, and `--place` to read the class's flows from
/// another.
@Suite("Code: placing self (R27.3, U26)")
struct PlacementTests {
    /// Home pushes a detail in its stack; settings, a tab of its own, presents one.
    static let app: [SwiftSource] = [
        SwiftSource(
            path: "App.swift",
            text: SwiftApp.sceneDelegate(
                launching: """
                    let tabs = UITabBarController()
                    tabs.viewControllers = [UINavigationController(rootViewController: HomeViewController()), SettingsViewController()]
                    window?.rootViewController = tabs
                    """)
                    + """

                    final class HomeViewController: UIViewController {
                        func open() { navigationController?.pushViewController(DetailViewController(), animated: true) }
                    }
                    final class SettingsViewController: UIViewController {
                        func about() { present(DetailViewController(), animated: true) }
                    }
                    final class DetailViewController: UIViewController {
                        func close() { navigationController?.popViewController(animated: true) }
                    }
                    """)
    ]

    static func close(_ report: CodeReport) throws -> CodeOperation {
        try #require(report.operations.first { $0.flow == "DetailViewController.close()" })
    }

    @Test("R27.3 U26 a class put on screen two ways is placed the first way found; the other is listed, numbered")
    func firstPlaceAndAlternatives() throws {
        let report = CodeReport(Self.app)
        let detail = try #require(report.placements.first { $0.className == "DetailViewController" })
        #expect(detail.description == "pushed onto navigationController in tabs" && detail.number == 1)
        #expect(report.alternatives.map(\.description) == ["presented by tabs"])
        #expect(report.alternatives.map(\.number) == [2])
        let close = try Self.close(report)
        #expect(close.certainty == .assumed && close.reason == nil && !close.operations.isEmpty)
        #expect(report.text.contains("--place DetailViewController=2"))
    }

    @Test("U26 --place CLASS=N reads the class's flows from that place: presented, its pop does nothing")
    func chosenPlace() throws {
        let report = CodeReport(Self.app, places: ["DetailViewController": "2"])
        let detail = try #require(report.placements.first { $0.className == "DetailViewController" })
        #expect(detail.description == "presented by tabs")
        #expect(report.alternatives.map(\.number) == [1])
        let close = try Self.close(report)
        #expect(close.reason == "does nothing: DetailViewController is not inside a navigation controller there")
        #expect(report.placesNotFound.isEmpty)
    }

    @Test("U26 a place no path reaches is said, and the class is not placed")
    func placeNotFound() {
        let report = CodeReport(Self.app, places: ["DetailViewController": "7"])
        #expect(report.placesNotFound.map(\.className) == ["DetailViewController"])
        #expect(!report.placements.contains { $0.className == "DetailViewController" })
        #expect(report.text.contains("--place DetailViewController=7: no path read puts DetailViewController on screen"))
    }
}
