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

    @Test("analyze --steps on an input without steps says so instead of printing nothing")
    func stepsOfAStateOnly() throws {
        let dump = try scenarioFile(
            "screen.hierarchy",
            "<UINavigationController 0x1>, state: appeared, view: <UILayoutContainerView 0x2>\n   | <UIViewController 0x3>, state: appeared, view: <UIView 0x4>\n"
        )
        let result = try vcgraph(["analyze", "--steps", dump])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == "\(dump): no steps: the input declares its controllers and does nothing with them\n")
    }

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

    /// An iPad popover from a 32-bit process: iOS 10 and an iPad, inferred.
    static let popover32 = """
        <UINavigationController 0x7d025000>, state: appeared, view: <UILayoutContainerView 0x7d025200>
           | <DocumentViewController 0x7d026000>, state: appeared, view: <UIView 0x7e8a1200>
           + <UINavigationController 0x7d1a3600>, state: appeared, view: <UILayoutContainerView 0x7d1a3800>, presented with: <UIPopoverPresentationController 0x7f598c60>
        """

    @Test("A13 import writes the inferred environment with its reasons; check, explain and render say it; check finds no disagreement")
    func inferredEnvironment() throws {
        let file = try scenarioFile("popover.txt", Self.popover32)
        let imported = try vcgraph(["import", file])
        #expect(imported.status == 0)
        #expect(
            imported.stdout.contains(
                "device: ipad  # assumed: a popover leaves its presenter on screen, which through iOS 12 it does only in regular width; an iPad is assumed, since a large iPhone in landscape is regular width too (line 3)\n"
                    + "ios: 10  # inferred: 32-bit addresses, iOS 8–10 (line 1)\n"))
        let check = try vcgraph(["check", file])
        #expect(check.status == 0)
        #expect(check.stderr.isEmpty)
        let json = try vcgraph(["analyze", file, "--format", "json"])
        #expect(json.stdout.contains("\"environment\": {"))
        let verbose = try vcgraph(["check", file, "--verbose"])
        #expect(
            verbose.stdout.hasPrefix(
                "\(file): note: checked in this environment: iPad (assumed), regular width, regular height, iOS 10 (inferred)\n\(file):1:"))
        let explain = try vcgraph(["explain", file, "--controller", "UINavigationController-2"])
        #expect(explain.stdout.hasPrefix("environment: iPad (assumed), regular width, regular height, iOS 10 (inferred)\n\n"))
        #expect(explain.stdout.contains("in popover (the style UIKit showed it in: observed, not adapted, §5)"))
        let dot = try vcgraph(["render", file, "--format", "source"])
        #expect(dot.stdout.contains("iPad (assumed), regular width, regular height, iOS 10 (inferred)"))
    }

    @Test("--ios, --device and the size classes apply to a dump in every command; one that contradicts the dump gets a note")
    func givenEnvironment() throws {
        let file = try scenarioFile("popover.txt", Self.popover32)
        for command in [["check"], ["analyze"], ["render", "--format", "source"], ["import"]] {
            let output = try vcgraph(command + [file, "--ios", "12"])
            #expect(output.status == 0, "\(command)")
            #expect(
                output.stderr == "\(file):1:1: note: --ios 12 is taken, though the input shows otherwise: 32-bit addresses, iOS 8–10\n",
                "\(command)")
        }
        let imported = try vcgraph(["import", file, "--device", "iphone", "--vertical-size-class", "compact"])
        #expect(imported.stdout.contains("device: iphone  # given: --device iphone; the input shows otherwise: "))
        #expect(imported.stdout.contains("verticalSizeClass: compact  # given: --vertical-size-class compact\n"))
        let agreeing = try vcgraph(["check", file, "--ios", "10", "--horizontal-size-class", "regular"])
        #expect(agreeing.status == 0)
        #expect(agreeing.stderr.isEmpty)
        #expect(try vcgraph(["check", file, "--ios", "3"]).status == 2)
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
