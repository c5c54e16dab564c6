/// An input's text shown as data: the one place that says which characters of an id, a class
/// name, a title, a path or a message may not reach an output as they are, and how they are
/// shown instead.
///
/// Every text output (the terminal's, the text and Markdown reports, DocC pages, the comments
/// `vcgraph import` writes) shows what an input says through ``escaped(_:keepingLineFeeds:)``:
/// a control character, a line terminator, a noncharacter or a backslash is written as Swift
/// writes it in a string literal — `\n`, `\r`, `\t`, `\0`, `\\`, and `\u{1B}` (hex, upper
/// case) for the others — so an escape sequence never reaches a terminal, a line break never
/// ends a line, a code span or a comment, and the text can be read back unambiguously. The diagrams see the
/// same characters through the same classification (``isControl(_:)``, ``isLineBreak(_:)``,
/// ``isNoncharacter(_:)``), but draw a line break as one. The JSON report keeps every
/// character as written.
public enum InputText {
    /// `text` with every control character (C0, DEL, C1), line terminator (U+2028, U+2029),
    /// noncharacter (U+FFFE, which YAML and XML refuse, and the others) and backslash escaped as Swift writes them; with `keepingLineFeeds`, LF stays as it is
    /// (for a text whose own lines are made by its writer, not by the input).
    public static func escaped(_ text: String, keepingLineFeeds: Bool = false) -> String {
        // Most text has nothing to escape: printable ASCII without a backslash.
        guard needsLookingAt(text) else { return text }
        var result = ""
        result.reserveCapacity(text.utf8.count + 8)
        for scalar in text.unicodeScalars {
            if keepingLineFeeds, scalar == "\n" {
                result.unicodeScalars.append(scalar)
            } else if let escape = escape(scalar) {
                result += escape
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// Whether `text` holds a byte that is not printable ASCII, or a backslash: what may need
    /// escaping. Read from the bytes in place (a native string's are contiguous).
    private static func needsLookingAt(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { bytes in bytes.contains { $0 < 0x20 || $0 >= 0x7F || $0 == UInt8(ascii: "\\") } }
    }

    /// Whether ``escaped(_:keepingLineFeeds:)`` changes `text`.
    public static func needsEscaping(_ text: String) -> Bool {
        text.unicodeScalars.contains { escape($0) != nil }
    }

    /// How `scalar` is shown, or nil when it is shown as it is.
    private static func escape(_ scalar: Unicode.Scalar) -> String? {
        switch scalar {
        case "\\": "\\\\"
        case "\n": "\\n"
        case "\r": "\\r"
        case "\t": "\\t"
        case "\0": "\\0"
        case _ where isControl(scalar) || isLineBreak(scalar) || isNoncharacter(scalar):
            "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
        default: nil
        }
    }

    /// A control character: C0 (U+0000…U+001F, tab, LF and CR among them), DEL and C1
    /// (U+007F…U+009F, NEL among them).
    public static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
    }

    /// A line terminator: LF, CR, NEL (U+0085), LINE SEPARATOR (U+2028), PARAGRAPH SEPARATOR
    /// (U+2029). (VT and FF are control characters, not line breaks, here.)
    public static func isLineBreak(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0A, 0x0D, 0x85, 0x2028, 0x2029: true
        default: false
        }
    }

    /// U+FDD0…U+FDEF and the last two code points of every plane: Unicode's noncharacters,
    /// by arithmetic rather than a lookup of the scalar's properties (which is slow, and this
    /// runs for every character of every label).
    public static func isNoncharacter(_ scalar: Unicode.Scalar) -> Bool {
        (0xFDD0...0xFDEF).contains(scalar.value) || scalar.value & 0xFFFE == 0xFFFE
    }
}
