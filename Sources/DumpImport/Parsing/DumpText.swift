/// A dump's text as it was pasted, made the text of lines the line parser reads, at the
/// reader's own place: what a debugger or an editor wraps a dump in is taken off here, so that
/// the scenario `vcgraph import` writes from it is the dump's and reads back.
///
/// - A UTF-8 byte order mark before the first line is dropped (columns count from after it,
///   as editors count them).
/// - A dump pasted as one string literal, as lldb's `p` and Xcode's variables view show it
///   (`(String) $x = "<UIWindow …>\n   | <…>\n"`, or `@"…"`): one line that holds a quoted
///   string with `\n` escapes is read as the lines the string holds (`\n`, `\r`, `\t`, `\"`,
///   `\\` decoded); what is located in it is located at the file's line that holds the
///   string (``literalLine``), columns counted in the string's own lines.
/// - A dump wrapped in quotes across lines (`"<UIWindow …>` … `   | <…>"`): the line parser
///   drops the opening quote; the closing one, at the end of the last line, is dropped here.
struct DumpText {
    /// The text the line parser reads.
    var text: String
    /// The file's line that holds the string literal the text was decoded from, if it was.
    var literalLine: Int?

    init(normalising text: String) {
        (self.text, literalLine) = Self.normalised(text)
    }

    private static func normalised(_ text: String) -> (String, Int?) {
        var text = Substring(text)
        if text.unicodeScalars.first == "\u{FEFF}" { text = Substring(text.unicodeScalars.dropFirst()) }
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let content = lines.indices.filter { index in
            !DumpLineParser.isNoise(lines[index].drop { $0 == " " || $0 == "\t" || $0 == "\r" })
        }
        guard let first = content.first, let last = content.last else { return (String(text), nil) }
        if first == last, let decoded = stringLiteral(in: lines[first]) { return (decoded, first + 1) }
        let opening = lines[first].drop { $0 == " " || $0 == "\t" }
        guard first != last, opening.hasPrefix("\"") || opening.hasPrefix("@\"") else { return (String(text), nil) }
        var closing = lines[last]
        while let end = closing.last, end == " " || end == "\t" || end == "\r" { closing.removeLast() }
        guard closing.hasSuffix("\"") else { return (String(text), nil) }
        var result = text[..<closing.index(before: closing.endIndex)]
        result += text[closing.endIndex...]
        return (String(result), nil)
    }

    /// The text of the quoted string `line` holds, escapes decoded, when it holds one with a
    /// `\n` escape; nil otherwise.
    private static func stringLiteral(in line: Substring) -> String? {
        guard line.contains("\\n"), let open = line.firstIndex(of: "\"") else { return nil }
        var result = ""
        var escaped = false
        for character in line[line.index(after: open)...] {
            if escaped {
                switch character {
                case "n": result += "\n"
                case "t": result += "\t"
                case "r": result += "\r"
                default: result.append(character)
                }
                escaped = false
            } else if character == "\\" {
                escaped = true
            } else if character == "\"" {
                return result
            } else {
                result.append(character)
            }
        }
        return nil
    }
}
