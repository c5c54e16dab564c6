import DumpImport
import Foundation
import PresentationScenarios
import ScenarioYAML
import Testing

/// What the dump reader accepts, `import` writes as a file `check` reads;
/// what the scenario reader would refuse is refused here, at the dump's line, or normalised.
@Suite("Dump import reads back")
struct ReadBackTests {
    /// The scenario file `import` writes from `text`, read back by the scenario reader.
    func readBack(_ text: String) throws -> Scenario {
        let dump = try read(text)
        return try ScenarioReader.read(try ScenarioWriter.yaml(for: dump.scenario), file: "imported.yaml")
    }

    @Test("two windows of one name are a located error at the second 'window' line")
    func duplicateWindowNames() {
        let text = "window main\n<A: a>, state: appeared\nwindow main\n<B: b>, state: appeared"
        #expect(error(reading: text) == "test.txt:3:8: error: the window name 'main' is used twice; line 1 named it first")
    }

    @Test("the reader's own window names skip a name the dump gave, and the file reads back")
    func generatedWindowNameSkipsGivenOne() throws {
        let scenario = try readBack("window window2\n<A: a>, state: appeared\n<B: b>, state: appeared")
        #expect(scenario.windows.map(\.value.id) == ["window2", "window3"])
    }

    @Test("a selectedIndex past the tabs is a located error at the field, however large")
    func selectedIndexOutOfRange() {
        for index in ["1", "999999999"] {
            let text = "<UITabBarController: t>, state: appeared, selectedIndex: \(index)\n   | <UIViewController: a>, state: appeared"
            #expect(
                error(reading: text)
                    == "test.txt:1:43: error: selectedIndex \(index) is out of range: this tab bar controller shows 1 tab")
        }
    }

    @Test("a dump with a UTF-8 byte order mark is read, its columns counted after the mark")
    func byteOrderMark() throws {
        let scenario = try readBack("\u{FEFF}<UINavigationController: n>, state: appeared\n   | <UIViewController: a>, state: appeared")
        #expect(scenario.windows.first?.value.root.id == "n")
        #expect(
            error(reading: "\u{FEFF}<A: a>, state: nope")
                == "test.txt:1:16: error: expected a state: appeared, appearing, disappeared or disappearing, not 'nope'")
    }

    @Test("a dump pasted as one string literal with \\n escapes (lldb's p) is read as its lines")
    func stringLiteralPaste() throws {
        let text =
            "(lldb) p hierarchy\n(String) $R0 = \"<UINavigationController: n>, state: appeared\\n   | <UIViewController: a>, state: appeared\\n\"\n"
        let scenario = try readBack(text)
        #expect(scenario.windows.first?.value.root.id == "n")
        #expect(scenario.windows.first?.value.root.children.map(\.id) == ["a"])
    }

    @Test("an error inside a dump pasted as a string literal is located at the line that holds it (found by the fuzzer)")
    func stringLiteralErrorLocation() {
        let text = "(lldb) p h\n(String) $x = \"<A: a>, state: appeared\\n   | <B: b>, state: appeared\\nonly\"\n"
        #expect(error(reading: text)?.hasPrefix("test.txt:2:1: error: expected a controller") == true)
    }

    @Test("a U+FEFF that starts an id, a class, a title or a window name is dropped, as scenario files drop it (found by the fuzzer)")
    func leadingZeroWidthNoBreakSpace() throws {
        let text = "window \u{FEFF}w\n<\u{FEFF}A: \u{FEFF}\u{FEFF} a\u{FEFF}>, state: appeared, title: \"\u{FEFF}t\""
        let dump = try read(text)
        let root = try #require(dump.scenario.windows.first?.value)
        #expect(root.id == "w")
        #expect(root.root.id.rawValue == "a\u{FEFF}")
        #expect(root.root.attributes.className == "A")
        #expect(root.root.attributes.title == "t")
        let reread = try readBack(text)
        #expect(reread.windows.first?.value.root.id == root.root.id)
    }

    @Test("a dump wrapped in quotes across lines is read, the closing quote dropped")
    func quotedAcrossLines() throws {
        let text = "\"<UINavigationController: n>, state: appeared\n   | <UIViewController: a>, state: appeared\""
        let scenario = try readBack(text)
        #expect(scenario.windows.first?.value.root.children.map(\.id) == ["a"])
    }

    /// Ids a dump line can hold (`<` and `>` delimit the controller, a line feed ends the line).
    static let hostileIDs = [
        "a\u{1B}[2J", "b\u{1B}]0;title\u{7}", "c\rd", "e\u{2028}f", "g\u{85}h", "i\u{0}j", "img src=x onerror=alert(1)", "`k`", "]]",
    ]

    @Test("hostile ids and window names are written so that the scenario reader reads them back", arguments: hostileIDs)
    func hostileIDsReadBack(_ id: String) throws {
        let scenario = try readBack("window w\(id)w\n<UIViewController: \(id)>, state: appeared")
        #expect(scenario.windows.first?.value.root.id.rawValue == id)
        #expect(scenario.windows.first?.value.id == "w\(id)w")
    }
}
