import PresentationScenarios

/// Text set into a Markdown or DocC page. What an input says is shown as data: its control
/// characters and line breaks escaped as ``InputText`` writes them, and no character it holds
/// read as markup — not HTML (`<img …>`), not a link, emphasis or code span, and no code span
/// or fence it could close.
public enum MarkdownText {
    /// `text` as page text: ``InputText/escaped(_:keepingLineFeeds:)``, then `&`, `<` and `>`
    /// as entities (Markdown would read `<Class: id>` as an HTML tag), `\`, `` ` ``, `*`, `_`,
    /// `[` and `]` after a backslash, and what would start a block where the text starts a
    /// line (a DocC directive's `@`, a heading's `#`, a list's `-`, `+` or `1.`, a table's `|`,
    /// `=` and `~`) after a backslash too.
    public static func escaped(_ text: String) -> String {
        let shown = InputText.escaped(text)
        let bytes = Array(shown.utf8)
        let digits = bytes.prefix { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }.count
        // The character that would start a block: the first, or the `.` or `)` after digits.
        let blockStart: Int? =
            if let first = bytes.first, "@#-+=|~".utf8.contains(first) {
                0
            } else if digits > 0, digits < bytes.count, bytes[digits] == UInt8(ascii: ".") || bytes[digits] == UInt8(ascii: ")") {
                digits
            } else {
                nil
            }
        // Most text has nothing to escape; the rest is escaped byte by byte, as these
        // characters are ASCII and never part of another character's UTF-8.
        guard blockStart != nil || bytes.contains(where: isMarkup) else { return shown }
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count + 16)
        for (offset, byte) in bytes.enumerated() {
            if offset == blockStart { output.append(UInt8(ascii: "\\")) }
            switch byte {
            case UInt8(ascii: "&"): output += "&amp;".utf8
            case UInt8(ascii: "<"): output += "&lt;".utf8
            case UInt8(ascii: ">"): output += "&gt;".utf8
            case _ where isMarkup(byte): output += [UInt8(ascii: "\\"), byte]
            default: output.append(byte)
            }
        }
        return String(decoding: output, as: UTF8.self)
    }

    private static func isMarkup(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "&"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "\\"), UInt8(ascii: "`"), UInt8(ascii: "*"),
            UInt8(ascii: "_"), UInt8(ascii: "["), UInt8(ascii: "]"):
            true
        default: false
        }
    }

    /// `text` (escaped by ``InputText``) as a code span: delimited by one backtick more than
    /// the longest run of backticks it holds, with a space inside each delimiter when it starts
    /// or ends with a backtick, as CommonMark reads a span; nothing inside is markup.
    public static func code(_ text: String) -> String {
        let shown = InputText.escaped(text)
        let fence = String(repeating: "`", count: longestRun(of: "`", in: shown) + 1)
        let padding = shown.hasPrefix("`") || shown.hasSuffix("`") ? " " : ""
        return fence + padding + shown + padding + fence
    }

    /// `shown`, a text whose lines its writer made and whose input's text is already shown as
    /// data (``HierarchyText``), as a fenced code block with `info`: the fence is longer than
    /// any run of backticks inside, so no line can close it.
    public static func fenced(_ shown: String, info: String) -> String {
        let shown = shown.hasSuffix("\n") ? shown : shown + "\n"
        let fence = String(repeating: "`", count: max(3, longestRun(of: "`", in: shown) + 1))
        return fence + info + "\n" + shown + fence + "\n"
    }

    private static func longestRun(of character: Character, in text: String) -> Int {
        var longest = 0, current = 0
        for each in text {
            current = each == character ? current + 1 : 0
            longest = max(longest, current)
        }
        return longest
    }

    /// `text`'s lines joined by spaces, without empty lines: a description as one line.
    public static func joiningLines(_ text: String) -> String {
        // In UTF-8 bytes: a line break is always a character of its own (CR LF is one, and
        // its two bytes are one run here), and reading the text as characters was slow. The
        // breaks: LF, VT, FF, CR, and NEL, LS, PS (C2 85, E2 80 A8, E2 80 A9).
        let bytes = Array(text.utf8)
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count)
        var pendingSpace = false
        var position = 0
        while position < bytes.count {
            let byte = bytes[position]
            var breakLength = 0
            if (0x0A...0x0D).contains(byte) {
                breakLength = 1
            } else if byte == 0xC2, position + 1 < bytes.count, bytes[position + 1] == 0x85 {
                breakLength = 2
            } else if byte == 0xE2, position + 2 < bytes.count, bytes[position + 1] == 0x80, bytes[position + 2] & 0xFE == 0xA8 {
                breakLength = 3
            }
            if breakLength > 0 {
                pendingSpace = !output.isEmpty
                position += breakLength
                continue
            }
            if pendingSpace { output.append(UInt8(ascii: " ")) }
            pendingSpace = false
            output.append(byte)
            position += 1
        }
        return String(decoding: output, as: UTF8.self)
    }
}
