import Foundation
import Testing
import VCGraphTestSupport

/// Every command's terminal text shows what
/// the input says as data (no terminal escape, no line break an input holds), and every file
/// `import` writes is read back by `check`, or `import` refuses with a located error.
@Suite("hostile inputs")
struct HostileInputTests {
    /// The hostile scenario, in a folder of its own, under a hostile name.
    func scenario() throws -> String {
        try scenarioFile("hostile\u{1B}[2J\nINJECTED.yaml", HostileText.scenario)
    }

    /// A storyboard whose segue identifier, storyboard identifier and title hold CR, LF,
    /// U+2028, NEL, CSI (U+009B, the 8-bit escape) and HTML, as XML character references.
    static let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="nav">
            <scenes>
                <scene sceneID="s1"><objects>
                    <navigationController id="nav" sceneMemberID="viewController">
                        <connections><segue destination="root" kind="relationship" relationship="rootViewController" id="r1"/></connections>
                    </navigationController>
                </objects></scene>
                <scene sceneID="s2"><objects>
                    <viewController id="root" storyboardIdentifier="a&#13;b&#10;INJECTED&#8232;c&#133;&#155;2J" title="t&#10;INJECTED" sceneMemberID="viewController">
                        <connections>
                            <segue destination="next" kind="presentation" identifier="s&#10;INJECTED&lt;img src=x onerror=alert(1)&gt;&#155;2J" id="seg"/>
                            <segue destination="next" kind="push" identifier="p&#10;INJECTED" id="push"/>
                        </connections>
                    </viewController>
                </objects></scene>
                <scene sceneID="s3"><objects>
                    <viewController id="next" storyboardIdentifier="n&#10;INJECTED" sceneMemberID="viewController"/>
                </objects></scene>
            </scenes>
        </document>
        """

    func expectShownAsData(_ output: Output, _ command: String) {
        #expect(HostileText.violation(in: output.stdout) == nil, "\(command): standard output")
        #expect(HostileText.violation(in: output.stderr) == nil, "\(command): standard error")
    }

    @Test("analyze prints hostile ids, names and paths as data")
    func analyze() throws {
        let file = try scenario()
        let output = try vcgraph(["analyze", file])
        #expect(output.status == 0)
        #expect(output.stdout.contains("<UIViewController: clear\\u{1B}[2J>"))
        expectShownAsData(output, "analyze")
        expectShownAsData(try vcgraph(["analyze", file, "--steps"]), "analyze --steps")
    }

    @Test("explain prints hostile ids as data, and so does its unknown-id error")
    func explain() throws {
        let file = try scenario()
        for id in HostileText.ids { expectShownAsData(try vcgraph(["explain", file, "--controller", id]), "explain \(id)") }
        let unknown = try vcgraph(["explain", file, "--controller", "nope\u{1B}[2J"])
        #expect(unknown.status == 2)
        expectShownAsData(unknown, "explain unknown")
    }

    @Test("check prints hostile ids and paths as data, with every reporter but JSON")
    func check() throws {
        let file = try scenario()
        for reporter in ["text", "junit", "github"] {
            let output = try vcgraph(["check", file, "-v", "--reporter", reporter])
            #expect(output.status == 1)
            expectShownAsData(output, "check --reporter \(reporter)")
        }
        // An input error's message and path too.
        let invalid = try scenarioFile("bad\u{1B}[2J.yaml", "window:\n  controller: a\nsteps:\n  - dismiss: \"x\\e[2J\\nINJECTED\"\n")
        let output = try vcgraph(["check", invalid])
        #expect(output.status == 2)
        expectShownAsData(output, "check (invalid)")
    }

    @Test("diff prints hostile ids and paths as data")
    func diff() throws {
        let file = try scenario()
        let other = try scenarioFile("other\nINJECTED.yaml", "window:\n  controller: \"x\\e]0;pwned\\a\\nINJECTED\"\n")
        let output = try vcgraph(["diff", file, other])
        #expect(output.status == 1)
        expectShownAsData(output, "diff")
    }

    @Test("segues prints hostile identifiers, titles and findings as data")
    func segues() throws {
        let file = try scenarioFile("hostile\nINJECTED.storyboard", Self.storyboard)
        let output = try vcgraph(["segues", file])
        #expect(output.stdout.contains("s\\nINJECTED<img src=x onerror=alert(1)>\\u{9B}2J"))
        expectShownAsData(output, "segues")
    }

    @Test("rules shows an unknown hostile id as data")
    func rules() throws {
        let output = try vcgraph(["rules", "R1\u{1B}[2J\nINJECTED"])
        #expect(output.status == 2)
        expectShownAsData(output, "rules")
    }

    @Test("import writes a hostile path into its comment as data, and check reads the file back")
    func importComment() throws {
        let storyboard = try scenarioFile("a\nname: INJECTED\n.storyboard", Self.storyboard)
        let folder = try temporaryFolder()
        for segue in [[], ["--segue", "seg"], ["--segue", "push"]] {
            let written = folder.appendingPathComponent("imported.yaml").path
            let imported = try vcgraph(["import", storyboard, "-o", written] + segue)
            #expect(imported.status == 0, "\(imported.stderr)")
            let yaml = try String(contentsOfFile: written, encoding: .utf8)
            #expect(yaml.hasPrefix("# Imported from "))
            #expect(!yaml.split(separator: "\n").contains { $0.hasPrefix("name: INJECTED") || $0.hasPrefix(".storyboard") })
            let checked = try vcgraph(["check", written])
            #expect(checked.status != 2, "\(segue): \(checked.stdout)\(checked.stderr)")
        }
    }

    @Test("import's error for an unknown segue shows the file, the argument and the segue ids as data")
    func importUnknownSegue() throws {
        let file = try scenarioFile("s\u{1B}[2J\nINJECTED.storyboard", Self.storyboard.replacing("id=\"push\"", with: "id=\"p&#10;INJECTED&#155;\""))
        let output = try vcgraph(["import", file, "--segue", "nope\u{1B}[2J\nINJECTED"])
        #expect(output.status == 2)
        #expect(output.stderr.contains("segue ids: seg, p\\nINJECTED\\u{9B}"))
        expectShownAsData(output, "import --segue unknown")
    }

    @Test("import refuses a storyboard without an initial view controller, at the storyboard")
    func importWithoutInitialController() throws {
        let text = Self.storyboard.replacing(" initialViewController=\"nav\"", with: "")
        let file = try scenarioFile("none.storyboard", text)
        let output = try vcgraph(["import", file])
        #expect(output.status == 2)
        #expect(output.stderr.hasPrefix("\(file):1:1: error: the storyboard has no initial view controller"))
        // With a segue fired, its source's scene is the window root, and the file reads back.
        let written = try temporaryFolder().appendingPathComponent("seg.yaml").path
        #expect(try vcgraph(["import", file, "--segue", "seg", "-o", written]).status == 0)
        #expect(try vcgraph(["check", written]).status != 2)
    }

    @Test("import then check reads back a dump with a byte order mark, pasted as a string, or wrapped in quotes")
    func importPastedDumps() throws {
        let dumps = [
            "\u{FEFF}<UINavigationController: n>, state: appeared\n   | <UIViewController: a>, state: appeared\n",
            "(lldb) p h\n(String) $R0 = \"<UINavigationController: n>, state: appeared\\n   | <UIViewController: a>, state: appeared\\n\"\n",
            "\"<UINavigationController: n>, state: appeared\n   | <UIViewController: a>, state: appeared\"\n",
        ]
        for dump in dumps {
            let file = try scenarioFile("pasted.txt", dump)
            let written = try temporaryFolder().appendingPathComponent("dump.yaml").path
            let imported = try vcgraph(["import", file, "-o", written])
            #expect(imported.status == 0, "\(imported.stderr)")
            let checked = try vcgraph(["check", written])
            #expect(checked.status == 0, "\(checked.stdout)\(checked.stderr)")
        }
    }

    @Test("import refuses two windows of one name and a selectedIndex past the tabs, at the dump's line")
    func importRefusals() throws {
        let windows = try scenarioFile("w.txt", "window main\n<A: a>, state: appeared\nwindow main\n<B: b>, state: appeared\n")
        let twice = try vcgraph(["import", windows])
        #expect(twice.status == 2)
        #expect(twice.stderr.hasPrefix("\(windows):3:8: error: the window name 'main' is used twice"))
        let tabs = try scenarioFile("t.txt", "<UITabBarController: t>, state: appeared, selectedIndex: 999999999\n   | <A: a>, state: appeared\n")
        let selected = try vcgraph(["import", tabs])
        #expect(selected.status == 2)
        #expect(selected.stderr.hasPrefix("\(tabs):1:43: error: selectedIndex 999999999 is out of range"))
    }
}
