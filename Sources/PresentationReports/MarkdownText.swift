/// Text set into Markdown.
enum MarkdownText {
    /// Markdown would read `<Class: id>` as an HTML tag.
    static func escaped(_ text: String) -> String {
        // Most text has nothing to escape; the rest is escaped byte by byte, as the three
        // characters are ASCII and never part of another character's UTF-8.
        guard text.utf8.contains(where: { $0 == UInt8(ascii: "&") || $0 == UInt8(ascii: "<") || $0 == UInt8(ascii: ">") })
        else { return text }
        var output: [UInt8] = []
        output.reserveCapacity(text.utf8.count + 16)
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "&"): output += "&amp;".utf8
            case UInt8(ascii: "<"): output += "&lt;".utf8
            case UInt8(ascii: ">"): output += "&gt;".utf8
            default: output.append(byte)
            }
        }
        return String(decoding: output, as: UTF8.self)
    }

    /// `text`'s lines joined by spaces, without empty lines: a description as one line.
    static func joiningLines(_ text: String) -> String {
        // By scalars: a line break is always a character of its own (CR LF is one, and its
        // two scalars are one run here), and reading the text as characters was slow.
        var output = String.UnicodeScalarView()
        var pendingSpace = false
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x0A...0x0D, 0x85, 0x2028, 0x2029:
                pendingSpace = !output.isEmpty
            default:
                if pendingSpace { output.append(" ") }
                pendingSpace = false
                output.append(scalar)
            }
        }
        return String(output)
    }
}
