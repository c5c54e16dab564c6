import PresentationModel
import PresentationScenarios
import StoryboardImport
import Testing

/// Findings, located at the segue (or scene) in the `.storyboard` file, each with an id that
/// `--silence` takes (SB12).
@Suite("Storyboard findings")
struct FindingTests {
    func report(_ names: String..., silencing: Set<String> = []) throws -> SegueReport {
        SegueReport(try StoryboardCatalog(names.map(readFixture)), devices: [.iphone, .ipad], iosVersion: 17, silencing: silencing)
    }

    func kinds(_ report: SegueReport, at element: String) -> [StoryboardFinding.Kind] {
        report.findings.filter { $0.element == element }.map(\.kind)
    }

    @Test("SB12 R3.4 a context style with no definer below the family root is a warning at the segue")
    func contextWithoutDefiner() throws {
        let r = try report("tab-context.storyboard")
        let found = r.findings.filter { $0.kind == .contextWithoutDefiner }
        #expect(found.map(\.element) == ["no-definer", "no-definer"])
        #expect(found.first?.location == SourceLocation(file: "tab-context.storyboard", line: 18, column: 25))
        #expect(found.allSatisfy { $0.severity == .warning })
        #expect(kinds(r, at: "defined").isEmpty)
    }

    @Test("SB12 R11.6 an unanchored popover is an error on iPad only")
    func popoverWithoutAnchor() throws {
        let r = try report("segues.storyboard")
        let found = r.findings.filter { $0.kind == .popoverWithoutAnchor }
        #expect(found.count == 1)
        #expect(found.first?.message.hasPrefix("on iPad") == true)
        #expect(found.first?.severity == .error)
    }

    @Test("SB12 a legacy push with no navigation controller and a pushed navigation controller are errors")
    func pushErrors() throws {
        let r = try report("segues.storyboard")
        #expect(kinds(r, at: "push-without-nav") == [.pushWithoutNavigation, .pushWithoutNavigation])
        #expect(kinds(r, at: "push-nav-segue") == [.navigationControllerPushed, .navigationControllerPushed])
        #expect(r.findings.filter { $0.element == "push-nav-segue" }.allSatisfy { $0.severity == .error })
        #expect(r.hasErrors)
    }

    @Test("SB10 SB12 a finding about a segue no chain reaches is a warning at most, and says why")
    func unreachableSourceFindingsAreWarnings() throws {
        let r = try report("segues.storyboard")
        let found = r.findings.filter { $0.element == "push-without-nav" }
        #expect(found.allSatisfy { $0.severity == .warning })
        #expect(found.allSatisfy { $0.message.hasSuffix("resolved with its scene as the window root)") })
    }

    @Test("SB12 §5 a style that keeps the source visible but adapts to one that removes it is a warning")
    func coversExpectedVisible() throws {
        let r = SegueReport(
            try StoryboardCatalog([readFixture("segues.storyboard")]), devices: [.iphone], iosVersion: 12)
        let found = r.findings.filter { $0.kind == .coversExpectedVisible }
        #expect(found.map(\.element).contains("present-segue"))
        #expect(found.first?.message.contains("adapts to fullScreen") == true)
    }

    @Test("SB12 unreachable scenes, dangling destinations and references to storyboards not given")
    func catalogFindings() throws {
        let r = try report("Main.storyboard", "Settings.storyboard")
        #expect(kinds(r, at: "to-dangling") == [.danglingReference])
        #expect(kinds(r, at: "toMissing") == [.danglingReference])
        #expect(kinds(r, at: "toNowhere") == [.externalReference])
        let segues = try report("segues.storyboard")
        #expect(kinds(segues, at: "plain").contains(.unreachableScene))
    }

    @Test("SB12 --silence takes a finding id, or ID:ELEMENT for one finding")
    func silencing() throws {
        let all = try report("segues.storyboard")
        let kind = try report("segues.storyboard", silencing: ["push-without-navigation"])
        let one = try report("segues.storyboard", silencing: ["navigation-controller-pushed:push-nav-segue"])
        #expect(kind.findings.count == all.findings.count - 2)
        #expect(kind.silencedCount == 2)
        #expect(!one.findings.contains { $0.kind == .navigationControllerPushed })
    }

    @Test("SB12 findings print as a compiler prints them, with their id")
    func clangStyle() throws {
        let r = try report("segues.storyboard")
        let line = try #require(r.findings.first { $0.kind == .unreachableScene }).description
        #expect(line.hasPrefix("segues.storyboard:93:17: warning: the scene 'UIViewController.plain' cannot be shown"))
        #expect(line.hasSuffix("[unreachable-scene]"))
    }
}
