import Foundation
import PresentationTesting
import Testing
import VCGraphTestSupport

/// `vcgraph segues` on Swift sources: the text report, JSON, and the findings' exit status.
@Suite("vcgraph segues on Swift sources")
struct CodeCommandTests {
    static let app =
        SwiftApp.sceneDelegate(launching: "window?.rootViewController = HomeViewController()") + """

            final class HomeViewController: UIViewController {
                func openHelp() { navigationController?.pushViewController(UIViewController(), animated: true) }
            }
            """

    @Test("a folder of Swift files: each call site with its certainty, the findings clang-style; JSON with certainty and assumptions")
    func folder() throws {
        let folder = try temporaryFolder()
        try Data(Self.app.utf8).write(to: folder.appendingPathComponent("App.swift"))
        let text = try vcgraph(["segues", folder.path])
        #expect(text.status == 0, "\(text.stderr)")
        #expect(
            text.stdout.contains(
                "App.swift:4:9: setRoot (window?) in SceneDelegate.scene(_:willConnectTo:options:): the root of window main: homeViewController — decided"
            ))
        #expect(
            text.stdout.contains(
                "App.swift:8:23: warning: this push does nothing if HomeViewController is placed as the window's root: it is not inside a navigation controller there (R1.3) [push-without-navigation]"
            ), "\(text.stdout)")
        let json = try vcgraph(["segues", folder.path, "--format", "json"])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let operations = try #require(object["operations"] as? [[String: Any]])
        #expect(operations.map { $0["certainty"] as? String } == ["decided", "assumed"])
        let findings = try #require(object["findings"] as? [[String: Any]])
        #expect((findings.first?["assumptions"] as? [[String: Any]])?.first?["id"] as? String == "A1")
        let silenced = try vcgraph(["segues", folder.path, "--silence", "push-without-navigation"])
        #expect(!silenced.stdout.contains("[push-without-navigation]"))
    }

    @Test("U26 --place CLASS=N reads a class's flows from another place; a value that is not CLASS=N is refused, exit 2")
    func place() throws {
        let folder = try temporaryFolder()
        let app =
            Self.app + """

                final class SettingsViewController: UIViewController {
                    func about() { present(HomeViewController(), animated: true) }
                }
                """
        try Data(
            app.replacingOccurrences(
                of: "window?.rootViewController = HomeViewController()",
                with: "window?.rootViewController = UINavigationController(rootViewController: SettingsViewController())"
            ).utf8
        )
        .write(to: folder.appendingPathComponent("App.swift"))
        let listed = try vcgraph(["segues", folder.path])
        #expect(listed.status == 0, "\(listed.stderr)")
        let placed = try vcgraph(["segues", folder.path, "--place", "HomeViewController=1", "--format", "json"])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(placed.stdout.utf8)) as? [String: Any], "\(placed.stderr)")
        #expect((object["placements"] as? [[String: Any]])?.contains { $0["class"] as? String == "HomeViewController" } == true)
        let refused = try vcgraph(["segues", folder.path, "--place", "HomeViewController"])
        #expect(refused.status == 2)
        #expect(refused.stderr.contains("--place takes CLASS=N"))
    }

    @Test("storyboards and code together: --format json prints one object holding both reports")
    func storyboardsAndCodeJSON() throws {
        let folder = try temporaryFolder()
        try Data(Self.app.utf8).write(to: folder.appendingPathComponent("App.swift"))
        let storyboard = Repository.url("Tests/StoryboardImportTests/Fixtures/tab-context.storyboard").path
        let json = try vcgraph(["segues", folder.path, storyboard, "--format", "json"])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any], "\(json.stdout)")
        #expect(Set(object.keys) == ["storyboards", "code"])
        #expect((object["storyboards"] as? [String: Any])?["segues"] is [Any])
        #expect((object["code"] as? [String: Any])?["operations"] is [Any])
    }

    @Test("--reporter github puts the findings on the pull request's lines, as --format github does")
    func githubReporter() throws {
        let folder = try temporaryFolder()
        try Data(Self.app.utf8).write(to: folder.appendingPathComponent("App.swift"))
        let reporter = try vcgraph(["segues", folder.path, "--reporter", "github"])
        let format = try vcgraph(["segues", folder.path, "--format", "github"])
        #expect(reporter.status == 0 && reporter.stdout == format.stdout)
        #expect(reporter.stdout.hasPrefix("::warning file="), "\(reporter.stdout)")
        #expect(reporter.stdout.contains(",line=8,") && reporter.stdout.contains("push-without-navigation"))
    }

    @Test("hostile Swift: controls in the code are printed as data; bytes that are not UTF-8 are a located error, exit 2")
    func hostile() throws {
        let folder = try temporaryFolder()
        let escape = "\u{1B}[2J"
        let app = Self.app.replacingOccurrences(
            of: "func openHelp() {", with: "func openHelp() {\n        if title == \"\(escape)\" { return }")
        try Data(app.utf8).write(to: folder.appendingPathComponent("App.swift"))
        let result = try vcgraph(["segues", folder.path])
        #expect(result.status == 0)
        #expect(!result.stdout.contains("\u{1B}"))
        #expect(result.stdout.contains("\\u{1B}[2J"))
        let bad = try temporaryFolder()
        try Data([0x66, 0x75, 0x6E, 0x63, 0xFF, 0xFE]).write(to: bad.appendingPathComponent("Bad.swift"))
        let refused = try vcgraph(["segues", bad.path])
        #expect(refused.status == 2)
        #expect(refused.stderr.contains("Bad.swift: error: the file is not UTF-8 text; Swift sources are UTF-8"))
    }

    @Test("import --site writes the path to one call site as a scenario, its assumptions as comments, which analyze reads back")
    func importSite() throws {
        let folder = try temporaryFolder()
        let app = Self.app.replacingOccurrences(
            of: "window?.rootViewController = HomeViewController()",
            with: "window?.rootViewController = UINavigationController(rootViewController: HomeViewController())")
        try Data(app.utf8).write(to: folder.appendingPathComponent("App.swift"))
        let output = folder.appendingPathComponent("path.yaml").path
        let imported = try vcgraph(["import", folder.path, "--site", "App.swift:8", "-o", output])
        #expect(imported.status == 0, "\(imported.stderr)")
        let yaml = try String(contentsOfFile: output, encoding: .utf8)
        #expect(yaml.hasPrefix("# Read from Swift by vcgraph import: the path of HomeViewController.openHelp().\n# Assumed (A1): "))
        #expect(yaml.contains("  - push:\n      onto: \"navigationController\"\n"))
        let analyzed = try vcgraph(["analyze", output])
        #expect(analyzed.status == 0, "\(analyzed.stderr)")
        #expect(analyzed.stdout.contains("<UIViewController: viewController>, state: appeared"))
        let nowhere = try vcgraph(["import", folder.path, "--site", "App.swift:2"])
        #expect(nowhere.status == 2)
        #expect(nowhere.stderr.contains("App.swift:2: error: no call site on this line is applied on any path vcgraph reads"))
        let missing = try vcgraph(["import", folder.path])
        #expect(missing.status == 2 && missing.stderr.contains("give --site FILE:LINE"))
    }

    @Test("render --site draws the hierarchy once the path to the call site has run, its assumptions in the title")
    func renderSite() throws {
        let folder = try temporaryFolder()
        let app = Self.app.replacingOccurrences(
            of: "window?.rootViewController = HomeViewController()",
            with: "window?.rootViewController = UINavigationController(rootViewController: HomeViewController())")
        try Data(app.utf8).write(to: folder.appendingPathComponent("App.swift"))
        let drawn = try vcgraph(["render", folder.path, "--site", "App.swift:8", "--format", "source"])
        #expect(drawn.status == 0, "\(drawn.stderr)")
        #expect(drawn.stdout.contains("HomeViewController.openHelp() (assumed: A1, A2)"))
        #expect(drawn.stdout.contains("viewController"))
        // analyze and explain read the same path.
        let analyzed = try vcgraph(["analyze", folder.path, "--site", "App.swift:8"])
        #expect(analyzed.status == 0 && analyzed.stdout.hasPrefix("# HomeViewController.openHelp() (assumed: A1, A2)\n"))
        let explained = try vcgraph(["explain", folder.path, "--site", "App.swift:8", "--controller", "viewController"])
        #expect(explained.status == 0 && explained.stdout.contains("navigationController: navigationController."))
        #expect(explained.stdout.hasPrefix("# Read from Swift by vcgraph import: the path of HomeViewController.openHelp().\n# Assumed (A1): "))
        // The path to one call site is one drawing, whatever files it reads: -o names a file.
        let second = try temporaryFolder()
        try Data("final class OtherViewController: UIViewController {}\n".utf8).write(to: second.appendingPathComponent("Other.swift"))
        let output = folder.appendingPathComponent("site.svg").path
        let written = try vcgraph(["render", folder.path, second.path, "--site", "App.swift:8", "-o", output])
        #expect(written.status == 0, "\(written.stderr)")
        #expect(FileManager.default.fileExists(atPath: output))
        // Without --site, render draws the app's flow map.
        let map = try vcgraph(["render", folder.path, "--format", "source"])
        #expect(map.status == 0 && map.stdout.contains("class_launch -> class_HomeViewController"))
        let malformed = try vcgraph(["analyze", folder.path, "--site", "App.swift"])
        #expect(malformed.status != 0 && malformed.stderr.contains("--site takes FILE:LINE"))
    }

    /// An app of two tabs: the first's root pushes a detail, which presents a sheet and
    /// pushes where it has no navigation controller; the second's root hands a controller to
    /// a coordinator.
    static let tabsApp =
        SwiftApp.sceneDelegate(
            launching: """
                let tabs = UITabBarController()
                tabs.viewControllers = [UINavigationController(rootViewController: InboxViewController()), UINavigationController(rootViewController: SettingsViewController())]
                window?.rootViewController = tabs
                """) + """

            final class InboxViewController: UIViewController {
                func open() {
                    navigationController?.pushViewController(MessageViewController(), animated: true)
                }
            }
            final class MessageViewController: UIViewController {
                func reply() {
                    let composer = UINavigationController(rootViewController: ComposerViewController())
                    composer.modalPresentationStyle = .formSheet
                    present(composer, animated: true)
                }
            }
            final class ComposerViewController: UIViewController {
                func attach() {
                    navigationController?.navigationController?.pushViewController(UIViewController(), animated: true)
                }
                func help() {
                    present(UIViewController(), animated: true)
                }
            }
            final class SettingsViewController: UIViewController {
                var coordinator: Coordinator?
                func about() {
                    coordinator?.router.present(AboutViewController(), animated: true)
                }
            }
            final class AboutViewController: UIViewController {}
            """

    @Test(
        "docs on Swift sources: one page named after their folder, the launch, a frame per call site with its certainty, the findings, what is not followed"
    )
    func docs() throws {
        let root = try temporaryFolder()
        let app = root.appendingPathComponent("Inbox")
        try FileManager.default.createDirectory(at: app, withIntermediateDirectories: true)
        try Data(Self.tabsApp.utf8).write(to: app.appendingPathComponent("App.swift"))
        let site = root.appendingPathComponent("site").path
        let result = try vcgraph(["docs", app.path, "--format", "markdown", "-o", site, "--jobs", "1"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.hasPrefix("1 pages in "))
        let page = try String(contentsOfFile: site + "/Inbox.md", encoding: .utf8)
        let frames = try FileManager.default.contentsOfDirectory(atPath: site).filter { $0.hasPrefix("Inbox-step-") }
        #expect(frames.count == 4, "\(frames)")
        let index = try String(contentsOfFile: site + "/index.md", encoding: .utf8)
        #expect(index.contains("Inbox"))
        // Drawn again only when a source changes.
        let again = try vcgraph(["docs", app.path, "--format", "markdown", "-o", site, "--jobs", "1"])
        #expect(again.stdout.contains("(0 drawn, 1 unchanged)"), "\(again.stdout)")
        // A diagram's title is cut to its width: what a frame rests on comes first in it.
        let drawn = try String(contentsOfFile: site + "/Inbox-step-1.svg", encoding: .utf8)
        #expect(drawn.contains(">assumed (A1, A2): pushViewController at App.swift:"), "\(drawn.prefix(2_000))")
        // The page says once what the frames are drawn for, and the key to their marks.
        #expect(page.contains("Drawn for iPhone, compact width, regular height, iOS 17.\n"))
        // Two actions ran before the composer's: its heading names A5 once.
        #expect(page.contains("### present at App.swift:26:9 in ComposerViewController.help() — assumed (A5, A1)"))
        expectTextSnapshot(page.replacingOccurrences(of: app.path, with: "APP"), named: "docs-swift-sources", as: "md")
    }
}
