import PresentationModel
import PresentationScenarios

/// Reads `_printHierarchy` text (`[[UIWindow keyWindow] _printHierarchy]`,
/// `UIViewController._printHierarchy()`, swift-snapshot-testing's `.hierarchy` snapshots,
/// and vcgraph's own tree) into an ``ImportedDump``.
///
/// One pass over the lines builds the tree with a stack of the open ancestors, so reading
/// is linear in the dump's size and never recursive. A root line starts a window (each
/// root is one, as `+[UIViewController _printHierarchy]` prints every window's); a line
/// indented below nothing is a fragment: a child keeps its place as a root, and a presented
/// controller (a `+` line, or a first line that says `presented with:`) gets a presenter the
/// dump does not show.
public enum DumpReader {
    /// - Parameter given: The environment given on the command line; each value beats what the
    ///   dump shows of it.
    public static func read(
        _ text: String, file: String, kinds: KindRules = KindRules(), given: GivenEnvironment = GivenEnvironment()
    ) throws(DumpError) -> ImportedDump {
        // A byte order mark, a dump pasted as a string literal or wrapped in quotes: unwrapped.
        let normalised = DumpText(normalising: text)
        let text = normalised.text
        var tree = DumpTree()
        var number = 0
        var detachedLine: Int?
        var indent = DumpIndent()
        // Lines are found on the UTF-8 bytes (a line feed is always one byte, never inside a
        // character but for "\r\n", whose "\r" the line parser drops), much faster than by
        // Characters.
        let utf8 = text.utf8
        var start = utf8.startIndex
        var more = true
        while more {
            let end = utf8[start...].firstIndex(of: UInt8(ascii: "\n")) ?? utf8.endIndex
            let raw = text[start..<end]
            if end == utf8.endIndex { more = false } else { start = utf8.index(after: end) }
            number += 1
            // A dump decoded from a string literal is located at the line that holds it.
            let line = normalised.literalLine ?? number
            switch try DumpLineParser.parse(raw, number: line, file: file, indent: &indent) {
            case .skip: continue
            case .window(let name):
                // A scenario's window ids are unique: a name given twice is refused here.
                if let first = tree.windowNames[name] {
                    throw DumpError(
                        "the window name '\(name)' is used twice"
                            + (first > 0 ? "; line \(first) named it first" : "; the reader gave it to an unnamed window before"),
                        at: SourceLocation(file: file, line: line, column: "window ".count + 1))
                }
                tree.windowNames[name] = line
                tree.nextWindow = name
            case .detached:
                tree.inDetachedSection = true
                detachedLine = detachedLine ?? line
            case .controller(let parsed): try tree.append(parsed, file: file)
            }
        }
        guard !tree.nodes.isEmpty else {
            throw DumpError(
                "expected a _printHierarchy dump: lines such as '<UINavigationController 0x7f8e0c>, state: appeared, view: <…>'",
                at: SourceLocation(file: file, line: normalised.literalLine ?? max(number, 1), column: 1))
        }
        // vcgraph's own tree lists detached controllers after the windows; a dump of detached
        // controllers alone shows no window, which neither UIKit nor a scenario file has.
        if let detachedLine, !tree.roots.contains(where: { $0.window != nil }) {
            throw DumpError(
                "expected a window's root view controller before 'detached': a dump shows at least one window",
                at: SourceLocation(file: file, line: detachedLine, column: 1))
        }
        return try DumpScenarioBuilder(tree: tree, file: file, kinds: kinds, given: given).build()
    }

    /// Whether the reader skips a line: blank, a Markdown fence, a debugger prompt or the
    /// command it echoes, or lldb's `Printing description of …`.
    public static func skips(_ line: Substring) -> Bool {
        DumpLineParser.isNoise(line.drop { $0 == " " || $0 == "\t" })
    }
}
