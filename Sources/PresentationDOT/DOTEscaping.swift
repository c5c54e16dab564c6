/// The one place where text becomes DOT. Every string vcgraph writes into a DOT document
/// goes through one of these three functions.
///
/// - IDs (``id(_:)``): bare when they are DOT identifiers or numerals, quoted otherwise. In a
///   quoted ID Graphviz's lexer turns `\"` into a quote and keeps every other backslash, `\\`
///   included, as it is: no spelling gives one backslash before a quote. A backslash is
///   therefore written `\\`, which keeps the quote closed at the price of a doubled backslash
///   in the name; and cgraph keeps names that start with `%` for anonymous objects, whatever
///   the quoting. The diagrams use generated ASCII IDs (`c12`, `cluster_family3`); user names
///   go into labels, where escapes are exact.
/// - Escaped strings (``quoted(_:)``), for labels and tooltips: Graphviz processes escapes
///   (`\n`, `\l`, `\N`, `\\`) there, so backslashes are doubled, quotes escaped, and line
///   breaks written `\n`. Graphviz also decodes HTML entities in them (`&#xD800;` would become
///   invalid UTF-8 and `&amp;` an ampersand), so `&` is written `&amp;`.
/// - HTML-like labels (``html(_:)``): `&`, `<`, `>`, `"`, `'` and `]` become entities, a line
///   break becomes `<BR/>`. Non-ASCII text stays UTF-8 (the graph's charset).
///
/// All three write only what `DisplayText` lets a diagram show (Graphviz writes SVG, and
/// its HTML labels go through an XML parser, so what XML 1.0 refuses must not reach it).
///
/// Graphviz 2.42's lexer cannot read a quoted token of 16,384 bytes or more, so a long quoted
/// string is written in pieces joined by DOT's `+` concatenation. An HTML-like label cannot be
/// split that way: the diagram design keeps what it shows short (``truncated(_:to:)``).
public enum DOTEscaping {
    /// DOT's keywords, which cannot be bare IDs.
    static let keywords: Set<String> = ["node", "edge", "graph", "digraph", "subgraph", "strict"]

    /// The longest piece of a quoted string, in UTF-8 bytes, well under the lexer's 16,384.
    static let pieceLength = 4096

    public static func id(_ text: String) -> String {
        if isBareIdentifier(text) { return text }
        if isPlainID(text) { return "\"" + text + "\"" }
        var pieces = QuotedPieces()
        for unit in DisplayText.units(of: text) {
            if let escape = idEscape(unit) {
                pieces.append(escape)
            } else if case .text(let scalar) = unit {
                pieces.append(scalar)
            }
        }
        return pieces.joined
    }

    /// The name cgraph holds once it has read ``id(_:)``: the lexer reads `\"` as a quote and
    /// keeps every other escape as it is.
    public static func readID(_ text: String) -> String {
        if isBareIdentifier(text) || isPlainID(text) { return text }
        var name = ""
        for unit in DisplayText.units(of: text) {
            switch unit {
            case .text(let scalar) where idEscape(unit) == nil || scalar == "\"": name.unicodeScalars.append(scalar)
            default: name += idEscape(unit) ?? ""
            }
        }
        return name
    }

    /// Short printable ASCII with no quote or backslash: quoted as it is (a colour, a list of
    /// numbers), and read back as it is.
    private static func isPlainID(_ text: String) -> Bool {
        text.utf8.count < pieceLength
            && text.utf8.allSatisfy { $0 >= 0x20 && $0 < 0x7F && $0 != UInt8(ascii: "\"") && $0 != UInt8(ascii: "\\") }
    }

    /// How ``id(_:)`` writes `unit`, or nil for a character written as it is.
    private static func idEscape(_ unit: DisplayText.Unit) -> String? {
        switch unit {
        case .lineBreak: " "
        case .text("\""): "\\\""
        case .text("\\"): "\\\\"
        case .text: nil
        }
    }

    /// A double-quoted escString.
    public static func quoted(_ text: String) -> String {
        if isPlain(text) { return "\"" + text + "\"" }
        var pieces = QuotedPieces()
        for unit in DisplayText.units(of: text) {
            if let escape = escStringEscape(unit) {
                pieces.append(escape)
            } else if case .text(let scalar) = unit {
                pieces.append(scalar)
            }
        }
        return pieces.joined
    }

    /// The escString cgraph holds once it has read ``quoted(_:)``: the same escapes, but a
    /// quote as it is (the lexer reads `\"` as `"`), and the pieces joined. Graphviz processes
    /// the escapes when it makes the label, whichever way the value arrived.
    public static func readEscString(_ text: String) -> String {
        if isPlain(text) { return text }
        var value = ""
        for unit in DisplayText.units(of: text) {
            switch unit {
            case .text(let scalar) where scalar == "\"" || escStringEscape(unit) == nil: value.unicodeScalars.append(scalar)
            default: value += escStringEscape(unit) ?? ""
            }
        }
        return value
    }

    /// Most labels are short, with nothing to escape and nothing the display filter changes:
    /// written as they are.
    private static func isPlain(_ text: String) -> Bool {
        text.utf8.count < pieceLength
            && !text.utf8.contains(where: { $0 == UInt8(ascii: "\\") || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "&") })
            && DisplayText.isUnchanged(text)
    }

    /// How ``quoted(_:)`` writes `unit`, or nil for a character written as it is.
    private static func escStringEscape(_ unit: DisplayText.Unit) -> String? {
        switch unit {
        case .lineBreak: "\\n"
        case .text("\\"): "\\\\"
        case .text("\""): "\\\""
        case .text("&"): "&amp;"
        case .text: nil
        }
    }

    /// Text for inside an HTML-like label.
    public static func html(_ text: String) -> String {
        let hasSpecial = text.utf8.contains { byte in
            switch byte {
            case UInt8(ascii: "&"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "\""), UInt8(ascii: "'"), UInt8(ascii: "]"): true
            default: false
            }
        }
        if !hasSpecial, DisplayText.isUnchanged(text) { return text }
        var output = ""
        for unit in DisplayText.units(of: text) {
            switch unit {
            case .lineBreak: output += "<BR/>"
            case .text("&"): output += "&amp;"
            case .text("<"): output += "&lt;"
            case .text(">"): output += "&gt;"
            case .text("\""): output += "&quot;"
            case .text("'"): output += "&#39;"
            // Graphviz 2.42's HTML lexer rejects a cell whose text is a lone `]` ("non-space
            // string used after </TABLE>"); as an entity it is read as text.
            case .text("]"): output += "&#93;"
            case .text(let scalar): output.unicodeScalars.append(scalar)
            }
        }
        return output
    }

    /// `[A-Za-z_\200-\377][A-Za-z_0-9\200-\377]*` or a numeral, and not a keyword. Non-ASCII
    /// letters are quoted anyway, which is always safe.
    static func isBareIdentifier(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first, text.utf8.count < pieceLength, !keywords.contains(text.lowercased())
        else { return false }
        func isLetter(_ scalar: Unicode.Scalar) -> Bool { ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || scalar == "_" }
        let letters = text.unicodeScalars.allSatisfy { isLetter($0) || ("0"..."9").contains($0) }
        if letters, isLetter(first) { return true }
        return text.allSatisfy(\.isNumber) && text.allSatisfy(\.isASCII)
    }

    /// Shortens a name for display, keeping its start and ending it with `…`. The limit counts
    /// characters, and also Unicode scalars (at most four a character), so that one character
    /// built of thousands of combining marks cannot make a label long.
    public static func truncated(_ text: String, to limit: Int = 40) -> String {
        let limit = max(limit, 2)
        // No more bytes than the limit: no more scalars either.
        if text.utf8.count <= limit { return text }
        if text.unicodeScalars.count <= limit || (text.count <= limit && text.unicodeScalars.count <= 4 * limit) {
            return text
        }
        var kept = String.UnicodeScalarView()
        var characters = 0
        for character in text {
            guard characters < limit - 1, kept.count + character.unicodeScalars.count < 4 * limit else { break }
            kept.append(contentsOf: character.unicodeScalars)
            characters += 1
        }
        return String(kept) + "…"
    }
}

extension DOTEscaping {
    /// Shortens a name for display, keeping its start and its end around a `…`, so that names
    /// which differ only at the end (`MasterViewController-1`, `MasterViewController-2`) stay
    /// apart. The limits are ``truncated(_:to:)``'s.
    ///
    ///     DOTEscaping.middleTruncated("UINavigationController-BookDetailViewController-2", to: 24)
    ///     // "UINavigationCont…oller-2"
    public static func middleTruncated(_ text: String, to limit: Int = 40) -> String {
        let limit = max(limit, 3)
        if text.utf8.count <= limit { return text }
        if text.unicodeScalars.count <= limit || (text.count <= limit && text.unicodeScalars.count <= 4 * limit) {
            return text
        }
        // Few characters of many scalars each: the end is cut, as a head and tail would overlap.
        if text.count <= limit { return truncated(text, to: limit) }
        let tailCount = (limit - 1) / 3
        let headCount = limit - 1 - tailCount
        let budget = 2 * limit
        var head = String.UnicodeScalarView()
        var characters = 0
        for character in text {
            guard characters < headCount, head.count + character.unicodeScalars.count < budget else { break }
            head.append(contentsOf: character.unicodeScalars)
            characters += 1
        }
        var tail: [Character] = []
        var tailScalars = 0
        for character in text.reversed() {
            guard tail.count < tailCount, tailScalars + character.unicodeScalars.count < budget else { break }
            tail.append(character)
            tailScalars += character.unicodeScalars.count
        }
        return String(head) + "…" + String(tail.reversed())
    }
}

/// A quoted DOT string built piece by piece: a new piece starts (`" + "`) before one would
/// reach ``DOTEscaping/pieceLength`` bytes, never inside an escape sequence or a character.
private struct QuotedPieces {
    private var pieces: [String] = [""]
    private var length = 0

    mutating func append(_ escaped: String) {
        let bytes = escaped.utf8.count
        if length + bytes > DOTEscaping.pieceLength {
            pieces.append("")
            length = 0
        }
        pieces[pieces.count - 1] += escaped
        length += bytes
    }

    /// One character that needs no escape, appended in place.
    mutating func append(_ scalar: Unicode.Scalar) {
        let bytes = UTF8.width(scalar)
        if length + bytes > DOTEscaping.pieceLength {
            pieces.append("")
            length = 0
        }
        pieces[pieces.count - 1].unicodeScalars.append(scalar)
        length += bytes
    }

    var joined: String {
        var output = ""
        for (position, piece) in pieces.enumerated() {
            if position > 0 { output += " + " }
            output += "\"" + piece + "\""
        }
        return output
    }
}
