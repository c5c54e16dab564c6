import Foundation
import Testing
import VCGraphTestSupport

/// `vcgraph segues`, `import`, and storyboards given to `analyze` and `render`, run as a
/// user runs them (SB6, SB12, SB13, SB14).
@Suite("storyboard commands")
struct StoryboardCommandTests {
    let fixtures = "Tests/StoryboardImportTests/Fixtures/"

    @Test("SB12 segues prints the table and the findings, and exits 1 when a finding is an error")
    func seguesExitStatus() throws {
        let failing = try vcgraph(["segues", fixtures + "segues.storyboard"])
        #expect(failing.status == 1)
        #expect(failing.stdout.contains("error: on iPad the popoverPresentation segue 'Unanchored'"))
        #expect(failing.lastLine?.hasPrefix("17 segues resolved on iPhone and iPad (iOS 17):") == true)
        let clean = try vcgraph(["segues", fixtures + "master-detail.storyboard", "--device", "ipad"])
        #expect(clean.status == 0)
        #expect(clean.lastLine == "1 segue resolved on iPad (iOS 17): 0 errors, 0 warnings, 0 notes")
    }

    @Test("SB12 --silence leaves findings out; an unknown id is a usage error")
    func silence() throws {
        let silenced = try vcgraph([
            "segues", fixtures + "segues.storyboard", "--silence", "popover-without-anchor", "--silence", "push-without-navigation",
            "--silence", "navigation-controller-pushed",
        ])
        #expect(silenced.status == 0)
        #expect(silenced.lastLine?.hasSuffix("(5 silenced)") == true)
        let unknown = try vcgraph(["segues", fixtures + "segues.storyboard", "--silence", "nonsense"])
        #expect(unknown.status == 2)
    }

    @Test("SB12 --format json is JSON, the same bytes each run")
    func json() throws {
        let first = try vcgraph(["segues", fixtures + "tab-context.storyboard", "--format", "json"])
        let second = try vcgraph(["segues", fixtures + "tab-context.storyboard", "--format", "json"])
        #expect(first.status == 0)
        #expect(first.stdout == second.stdout)
        #expect((try? JSONSerialization.jsonObject(with: Data(first.stdout.utf8))) != nil)
    }

    @Test("SB6 a malformed storyboard is a located error with exit status 2")
    func malformed() throws {
        let output = try vcgraph(["segues", fixtures + "malformed.storyboard"])
        #expect(output.status == 2)
        #expect(output.stderr.contains("malformed.storyboard:7:13: error: malformed XML"))
    }

    /// 5,000 deep under `make test`, 50,000 under `make hostile` (`VCGRAPH_HOSTILE_SCALE=10`).
    @Test("SB6 a storyboard whose containment nests thousands deep is a located error with exit status 2 from analyze and import, never a crash")
    func containmentTooDeep() throws {
        let file = try scenarioFile("deep.storyboard", GeneratedStoryboard.embeds(5_000 * HostileSuiteTests.scale))
        for command in ["analyze", "import", "segues", "render"] {
            let output = try vcgraph([command, file])
            #expect(output.status == 2, "\(command)")
            #expect(
                output.stderr.contains("deep.storyboard:\(9 * 200 - 1):25: error: containment nests deeper than 200 levels here"), "\(output.stderr)")
        }
    }

    @Test("SB14 a flow map of any size is laid out by vcgraph, scenes in frames; --nslimit or --mclimit give it to Graphviz")
    func flowMapLayout() throws {
        let file = try scenarioFile("wide.storyboard", GeneratedStoryboard.segues(2000, kind: "presentation", branching: 2000))
        let drawn = try vcgraph([
            "render", file, "--format", "svg", "-o", try temporaryFolder().appendingPathComponent("w.svg").path, "--timeout", "60",
        ])
        #expect(drawn.status == 0 && drawn.stderr.isEmpty, "\(drawn.stderr)")
        let source = try vcgraph(["render", file, "--format", "source"])
        #expect(source.status == 0 && source.stdout.contains("layout=nop2") && source.stdout.contains("pos="))
        #expect(source.stdout.contains("subgraph cluster_scene1999"))
        let given = try vcgraph(["render", file, "--format", "source", "--nslimit", "5", "--mclimit", "0.5"])
        #expect(given.status == 0)
        #expect(given.stdout.contains("nslimit=5") && given.stdout.contains(#"mclimit="0.5""#))
        #expect(!given.stdout.contains("pos=") && !given.stderr.contains("note:"))
    }

    @Test("SB13 import writes a scenario that check reads")
    func importRoundTrip() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("vcgraph-import-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("imported.yaml").path
        let written = try vcgraph(["import", fixtures + "master-detail.storyboard", "--segue", "showDetail", "-o", file])
        #expect(written.status == 0)
        let checked = try vcgraph(["check", file])
        #expect(checked.status == 0)
        let unknown = try vcgraph(["import", fixtures + "master-detail.storyboard", "--segue", "nope"])
        #expect(unknown.status == 2)
    }

    @Test("check on a storyboard exits 2: it has no expectations, and segues is the command for it")
    func checkStoryboard() throws {
        let file = fixtures + "master-detail.storyboard"
        let text = try vcgraph(["check", file])
        #expect(text.status == 2)
        #expect(text.stdout.isEmpty, "no summary: nothing was checked")
        #expect(text.stderr.hasPrefix("\(file):1:1: error: a storyboard has no expectations to check"), "\(text.stderr)")
        #expect(text.stderr.contains("note: 'vcgraph segues \(file)' fires each of its segues"), "\(text.stderr)")
        let json = try vcgraph(["check", file, "--reporter", "json"])
        #expect(json.status == 2)
        #expect(json.stdout.contains("a storyboard has no expectations to check"), "\(json.stdout)")
    }

    @Test("SB8 analyze reads a storyboard: its initial state")
    func analyzeStoryboard() throws {
        let output = try vcgraph(["analyze", fixtures + "master-detail.storyboard"])
        #expect(output.status == 0)
        #expect(output.stdout.contains("<UISplitViewController: UISplitViewController.split>"))
    }

    @Test("SB14 render draws a storyboard's flow map, and with --segue the state once it fired")
    func render() throws {
        let flow = try vcgraph(["render", fixtures + "master-detail.storyboard", "--format", "source"])
        #expect(flow.status == 0)
        #expect(flow.stdout.hasPrefix("digraph "))
        #expect(flow.stdout.contains("showDetail 'showDetail'"))
        let fired = try vcgraph(["render", fixtures + "segues.storyboard", "--segue", "Sheet", "--format", "source"])
        #expect(fired.status == 0)
        #expect(fired.stdout.contains("SheetController.sheet"))
    }

    @Test("SB9 render reads the storyboards given together: a reference to another resolves, decided, in its map and once fired")
    func renderTogether() throws {
        let folder = try temporaryFolder().path
        let files = [fixtures + "Main.storyboard", fixtures + "Settings.storyboard"]
        let maps = try vcgraph(["render"] + files + ["--format", "source", "-o", folder])
        #expect(maps.status == 0, "\(maps.stderr)")
        let main = try String(contentsOfFile: folder + "/Main.source", encoding: .utf8)
        // Decided: no `?` on the edge into Settings, and no assumption in its tooltip.
        let settings = try #require(main.split(separator: "\n").first { $0.contains("presentation 'Settings'") })
        #expect(settings.contains("fullScreen by StartController.start [R3.1]\\n") && !settings.contains("?"))
        #expect(!main.contains("Settings.storyboard, which is not among the files given"))
        let alone = try vcgraph(["render", fixtures + "Main.storyboard", "--format", "source"])
        #expect(alone.stdout.contains("Settings.storyboard, which is not among the files given"))
        // Its own map draws Settings' scenes; Main's are not repeated in it.
        let own = try String(contentsOfFile: folder + "/Settings.source", encoding: .utf8)
        #expect(own.contains("show 'ShowAccount'") && !own.contains("StartController"))
        // Fired from Main into Settings: drawn under the name of the storyboard holding the segue.
        let fired = try vcgraph(["render"] + files + ["--segue", "show-account", "--format", "source", "-o", folder + "/fired"])
        #expect(fired.status == 0, "\(fired.stderr)")
        #expect(FileManager.default.fileExists(atPath: folder + "/fired/Settings.source"))
        // --device draws one device's answers.
        let ipad = try vcgraph(["render", fixtures + "segues.storyboard", "--device", "ipad", "--format", "source"])
        #expect(ipad.stdout.contains("iPad: ") && !ipad.stdout.contains("iPhone: "))
    }
}
