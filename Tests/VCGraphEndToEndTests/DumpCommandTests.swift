import Foundation
import Testing
import VCGraphTestSupport

/// `_printHierarchy` dumps on the command line: detection, `--input`, `--kind`, `import` and `diff`.
@Suite("Dumps on the command line")
struct DumpCommandTests {
    static let dump = """
        (lldb) po UIViewController._printHierarchy()
        <MyShell 0x1>, state: disappeared, view: <UIView 0x2>
           | <UINavigationController 0x3>, state: disappeared, view: <UILayoutContainerView 0x4>
           |    | <ListController 0x5>, state: disappeared, view: <UITableView 0x6>
           + <DetailController 0x7>, state: appeared, view: <UIView 0x8>, presented with: <_UIFullscreenPresentationController 0x9>
        """

    @Test("a dump nested 50,000 deep is a located error with exit status 2 from analyze and import, never a crash")
    func containmentTooDeep() throws {
        let file = try scenarioFile("deep.txt", GeneratedDump.nested(50_000))
        for command in ["analyze", "import"] {
            let output = try vcgraph([command, file])
            #expect(output.status == 2, "\(command)")
            #expect(output.stderr.contains("deep.txt:201:13: error: controllers nest deeper than 200 levels"), "\(output.stderr)")
        }
    }

    @Test("analyze detects a dump by its content and says the model agrees")
    func analyze() throws {
        let file = try scenarioFile("hierarchy", Self.dump)
        let output = try vcgraph(["analyze", file])
        #expect(output.status == 0)
        #expect(output.stdout.contains("+ <DetailController: DetailController>, state: appeared, presented with: fullScreen"))
        #expect(output.stdout.hasSuffix("UIKit and the model agree: 1 presentation replayed, 4 states compared.\n"))
    }

    @Test("--kind makes an app's class a container; a bad --kind is exit status 2")
    func kind() throws {
        let file = try scenarioFile("hierarchy.txt", Self.dump)
        let json = try vcgraph(["analyze", file, "--kind", "MyShell=tabBar", "--format", "json"])
        #expect(json.status == 0)
        #expect(json.stdout.contains("\"kind\": \"tabBar\""))
        let bad = try vcgraph(["analyze", file, "--kind", "MyShell=shell"])
        #expect(bad.status == 2)
        #expect(bad.stderr.contains("expected a kind"))
        let kinds = try scenarioFile("kinds.conf", "# the app's containers\nMyShell = tabBar\n")
        let fromFile = try vcgraph(["import", file, "--kind-file", kinds])
        #expect(fromFile.status == 0)
        #expect(fromFile.stdout.contains("tabBar: \"MyShell\""))
        let badFile = try scenarioFile("bad.conf", "\nMyShell = tabs\n")
        let refused = try vcgraph(["import", file, "--kind-file", badFile])
        #expect(refused.status == 2)
        #expect(refused.stderr.contains("bad.conf:2:11: error: expected a kind"))
    }

    @Test("a malformed dump is a located error with exit status 2; --input dump reads any file as a dump")
    func malformed() throws {
        let file = try scenarioFile("broken.yaml", "<A 0x1>, state: gone\n")
        let output = try vcgraph(["analyze", file, "--input", "dump"])
        #expect(output.status == 2)
        #expect(output.stderr.contains("broken.yaml:1:17: error: expected a state"))
    }

    @Test("import writes a scenario file that check reads back and passes")
    func importRoundTrip() throws {
        let file = try scenarioFile("hierarchy.txt", Self.dump)
        let yaml = file + ".yaml"
        #expect(try vcgraph(["import", file, "-o", yaml]).status == 0)
        let check = try vcgraph(["check", yaml])
        #expect(check.status == 0)
        #expect(check.lastLine == "4 passed, 0 failed")
        #expect(try vcgraph(["diff", file, yaml]).status == 0)
    }

    @Test("diff lists what differs and exits 1; its JSON says the same")
    func diff() throws {
        let before = try scenarioFile("before.txt", Self.dump)
        let after = try scenarioFile(
            "after.txt",
            """
            <MyShell 0x1>, state: appeared, view: <UIView 0x2>
               | <UINavigationController 0x3>, state: appeared, view: <UILayoutContainerView 0x4>
               |    | <ListController 0x5>, state: appeared, view: <UITableView 0x6>
               |    + <DetailController 0x7>, state: appeared, view: <UIView 0x8>, presented with: <_UIFormSheetPresentationController 0x9>
            """)
        let text = try vcgraph(["diff", before, after])
        #expect(text.status == 1)
        #expect(text.stdout.contains("- <MyShell> + <DetailController>, presented with: fullScreen\n"))
        #expect(text.stdout.contains("+ <UINavigationController> + <DetailController>, presented with: formSheet\n"))
        #expect(text.lastLine == "2 differences; 4 controllers, 2 containment links and 0 presentation links agree")
        let json = try vcgraph(["diff", before, after, "--format", "json"])
        #expect(json.status == 1)
        #expect(json.stdout.contains("\"identical\": false"))
    }
}
