import DumpImport
import Testing
import VCGraphTestSupport

/// Malformed dumps: a located error that says what was expected, never a crash.
@Suite("Malformed dumps")
struct MalformedDumpTests {
    @Test(
        "each malformed line gets its line, column and what was expected",
        arguments: [
            ("hello", "test.txt:1:1: error: expected a controller such as '<UIViewController 0x7f8e0c>' here"),
            ("<A 0x1>, state: appeared\n   |    |    | <B 0x2>", "test.txt:2:16: error: this controller is 3 levels below the one on line 1"),
            ("<A 0x1, state: appeared", "test.txt:1:1: error: the controller's '<' is not closed by '>'"),
            ("<A 0x1>, state: shown", "test.txt:1:17: error: expected a state: appeared, appearing, disappeared or disappearing, not 'shown'"),
            ("<A 0x1>; state: appeared", "test.txt:1:8: error: expected ', ' and a field"),
            ("<A 0x1>, view: UIView", "test.txt:1:16: error: expected a view such as"),
            ("< 0x1>", "test.txt:1:1: error: expected a class name after '<'"),
            ("   | <A 0x1>\n   |    x", "test.txt:2:6: error: expected a controller"),
            (
                "<A 0x1>\n   + <B 0x2>, presented with: <P 0x3>\n   + <C 0x4>, presented with: <P 0x5>",
                "test.txt:3:6: error: <A 0x1> already presents <B 0x2> (line 2)"
            ),
            ("<A: x>\n   | <B: x>", "test.txt:2:6: error: the id 'x' is printed twice"),
            ("[depth x] <A>", "test.txt:1:1: error: expected '[depth N] '"),
            ("<A: a>\n   + <B: b>, presented with: fullScreen, from: <C: c>", "test.txt:2:14: error: 'from: <…: c>' names no controller of the dump"),
            ("", "test.txt:1:1: error: expected a _printHierarchy dump"),
            ("(lldb) po 1\n\n", "test.txt:3:1: error: expected a _printHierarchy dump"),
            // Found by `make fuzz` (dump reader): detached controllers alone made a scenario
            // file without a window, which does not read back.
            ("window main\ndetached\n<UIViewController: spare>", "test.txt:2:1: error: expected a window's root view controller before 'detached'"),
            (
                "window mainpeared, presented with: fullSEc2een, from: <BNRItemsViewController: items>\ndetached\n"
                    + "<UIViewController: spare>, stat@e: disaler: i____________________________________e: disappeared\n",
                "test.txt:2:1: error: expected a window's root view controller before 'detached'"
            ),
        ])
    func located(_ text: String, _ expected: String) {
        let message = error(reading: text)
        #expect(message?.hasPrefix(expected) == true, "\(message ?? "no error")")
    }

    /// Columns are counted on from field to field (a line of 60,000 fields once cost minutes):
    /// a field after many others, and after characters wider than a byte, is still placed at
    /// its own column.
    @Test("a field after thousands of fields on one line is placed at its own column")
    func columnsAfterManyFields() {
        let fields = String(repeating: ", title: \"é→\", state: appeared", count: 3_000)
        let prefix = "<A 0x1>" + fields + ", state: "
        let message = error(reading: prefix + "shown")
        #expect(message?.hasPrefix("test.txt:1:\(prefix.unicodeScalars.count + 1): error: expected a state") == true, "\(message ?? "no error")")
    }

    @Test("a split view with more controllers than columns is refused with a way out (--kind)")
    func tooManyColumns() {
        let text = "<UISplitViewController 0x1>\n" + (1...5).map { "   | <C 0x\($0)>" }.joined(separator: "\n")
        #expect(error(reading: text)?.contains("--kind UISplitViewController=controller") == true)
    }

    @Test("containment nested deeper than a scenario declares (200 levels) is a located error at the line that crosses it")
    func containmentTooDeep() {
        for depth in [201, 50_000] {
            let message = error(reading: GeneratedDump.nested(depth))
            #expect(
                message?.hasPrefix("test.txt:201:13: error: controllers nest deeper than 200 levels of containment here") == true,
                "\(message ?? "no error")")
        }
        #expect(error(reading: GeneratedDump.nested(200)) == nil)
    }

    @Test("arbitrary bytes never crash the reader")
    func noise() {
        var generator = SplitMix(seed: 12)
        let alphabet = Array("<>|+ ,:0x\n\t`\"()[]depthstate: appeared view presented with not in the window UIViewController")
        for _ in 0..<2000 {
            let length = Int(generator.next() % 200)
            let text = String((0..<length).map { _ in alphabet[Int(generator.next() % UInt64(alphabet.count))] })
            _ = error(reading: text)
        }
    }
}

/// A small deterministic generator, so the noise is the same on every run.
struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
