import DumpImport
import PresentationModel
import PresentationScenarios
import Testing
import VCGraphTestSupport

/// Dumps as users paste them: any unit of indentation the dump keeps to, any left margin,
/// fragments, Markdown fences and debugger prompts around them.
@Suite("Indentation and pasted dumps")
struct IndentationTests {
    /// A dump as UIKit prints it: three spaces, then `| ` or `+ `, for each level.
    static let printed = """
        <UINavigationController 0x1>, state: appeared, view: <UILayoutContainerView 0x2>
           | <ListController 0x3>, state: disappeared, view: <UITableView 0x4> not in the window
           | <DetailController 0x5>, state: appeared, view: <UIView 0x6>
           |    + <SheetController 0x7>, state: appeared, view: <UIView 0x8>, presented with: <_UIPageSheetPresentationController 0x9>
           |    |    | <ChildController 0xa>, state: appeared, view: <UIView 0xb>
        """

    /// The printed dump with each level's three spaces replaced by `unit`.
    static func indented(_ unit: String, margin: String = "") -> String {
        printed.split(separator: "\n").map { line in
            margin + line.replacing("   |", with: unit + "|").replacing("   +", with: unit + "+")
        }.joined(separator: "\n")
    }

    static func tree(_ text: String) throws -> String {
        HierarchyDescription(ScenarioRun(try DumpReader.read(text, file: "test.txt").scenario).hierarchy).text
    }

    @Test("two-space, four-space, tab and zero-indent dumps read alike, with or without a uniform left margin")
    func units() throws {
        let expected = try Self.tree(Self.printed)
        #expect(expected.contains("+ <SheetController: SheetController>"))
        for unit in ["  ", "    ", "\t", ""] {
            for margin in ["", "     ", "\t"] {
                #expect(
                    try Self.tree(Self.indented(unit, margin: margin)) == expected, "unit \(unit.debugDescription), margin \(margin.debugDescription)"
                )
            }
        }
    }

    @Test("d02 with its 5-space comment margin reads as the corpus copy without it")
    func commentMargin() throws {
        let file = corpusFolder.appendingPathComponent("d02_mapsindoors_container_split_appearing.txt")
        guard let text = try? String(contentsOf: file, encoding: .utf8) else { return }
        let original = text.split(separator: "\n", omittingEmptySubsequences: false).map { "     " + $0 }.joined(separator: "\n")
        #expect(try Self.tree(original) == (try Self.tree(text)))
    }

    @Test("a fragment copied without its leading indentation keeps its presentation and its children")
    func unindentedFragment() throws {
        let dump = try DumpReader.read(
            """
            + <LookupController 0x1>, state: appeared, view: <UIView 0x2>, presented with: <_UIOverFullscreenPresentationController 0x3>
            |    | <RemoteController 0x4>, state: appeared, view: <_UISizeTrackingView 0x5>
            """, file: "test.txt")
        let h = ScenarioRun(dump.scenario).hierarchy
        #expect(h.presentingViewController(of: "LookupController") == "presenter-not-shown")
        #expect(h.children(of: "LookupController") == ["RemoteController"])
    }

    @Test(
        "a line that leaves the dump's indentation is a located error naming the unit found",
        arguments: [
            (
                "<A 0x1>\n  | <B 0x2>\n  |   | <C 0x3>\n  |    | <D 0x4>",
                "test.txt:4:4: error: expected 3 spaces between two '|' or '+', as on line 3, but this line has 4 spaces; "
                    + "the dump indents each level by 2 spaces and '|' or '+'"
            ),
            (
                "<A 0x1>\n\t| <B 0x2>\n   | <C 0x3>",
                "test.txt:3:1: error: expected a tab before the first '|' or '+', as on line 2, but this line has 3 spaces; "
                    + "the dump indents each level by a tab and '|' or '+'"
            ),
            (
                "<A 0x1>\n   | <B 0x2>\n   |  <C 0x3>",
                "test.txt:3:5: error: expected 1 space between the last '|' or '+' and the controller's '<', as on line 2, "
                    + "but this line has 2 spaces; the dump indents each level by 3 spaces and '|' or '+'"
            ),
        ])
    func inconsistent(_ text: String, _ expected: String) {
        #expect(error(reading: text) == expected)
    }

    @Test("a fenced block with its lldb command, prompts and 'Printing description of' reads as the dump alone")
    func fencedBlock() throws {
        let pasted = """
            Here is what lldb printed:

            ```text
            (lldb) po [[UIWindow keyWindow] _printHierarchy]
            lldb) po [[[UIWindow keyWindow] rootViewController] _printHierarchy]
            Printing description of self:
            expr -l objc -O -- [UIViewController _printHierarchy]
            \(Self.printed)
            ```

            ~~~
            ~~~
            """
        // The prose line before the fence is not a dump's: it is the one error.
        #expect(
            error(reading: pasted)
                == "test.txt:1:1: error: expected a controller such as '<UIViewController 0x7f8e0c>' here, after '   | ' (a child) or '   + ' (a presented controller) for each level"
        )
        let block = pasted.split(separator: "\n", omittingEmptySubsequences: false).dropFirst(2).joined(separator: "\n")
        #expect(try Self.tree(block) == (try Self.tree(Self.printed)))
    }

    @Test("a fragment whose first line is presented keeps its presentation, under an added presenter")
    func presentedFirstLine() throws {
        let dump = try DumpReader.read(
            """
            <BKLookupViewController 0x102a05800>, state: appeared, view: <UILayoutContainerView 0x1>, presented with: <_UIOverFullscreenPresentationController 0x2>
               | <DDParsecRemoteCollectionViewController 0x3>, state: appeared, view: <_UISizeTrackingView 0x4>
            <UIInputWindowController 0x5>, state: appeared, view: <UIInputSetContainerView 0x6>
            """, file: "test.txt")
        let h = ScenarioRun(dump.scenario).hierarchy
        #expect(dump.addedPresenter == "presenter-not-shown")
        #expect(h.rootViewController(ofWindow: "main") == "presenter-not-shown")
        #expect(h.presentingViewController(of: "BKLookupViewController") == "presenter-not-shown")
        #expect(h.presentationStyle(of: "BKLookupViewController") == .overFullScreen)
        #expect(h.children(of: "BKLookupViewController") == ["DDParsecRemoteCollectionViewController"])
        #expect(h.rootViewController(ofWindow: "window2") == "UIInputWindowController")
        #expect(
            dump.comments == [
                "presenter-not-shown is added by vcgraph: the dump shows <BKLookupViewController 0x102a05800> (line 1) presented, "
                    + "but not the controller that presents it"
            ])
    }
}
