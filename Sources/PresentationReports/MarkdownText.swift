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
