/// The one place where text becomes DOT. Every string vcgraph writes into a DOT document
/// goes through one of these three functions.
///
/// - IDs (``id(_:)``): bare when they are DOT identifiers or numerals, quoted otherwise. In a
///   quoted ID Graphviz's lexer unescapes only `\"`, keeping every other backslash as it is,
///   so a backslash that would precede the closing quote is doubled to keep the quote closed.
///   The diagrams use generated IDs (`c12`, `cluster_family3`); user names go into labels.
/// - Escaped strings (``quoted(_:)``), for labels and tooltips: Graphviz processes escapes
///   (`\n`, `\l`, `\N`, `\\`) there, so backslashes are doubled, quotes escaped, and line
///   breaks written `\n`; other control characters are dropped.
/// - HTML-like labels (``html(_:)``): `&`, `<`, `>`, `"` and `'` become entities, a line break
///   becomes `<BR/>`, other control characters are dropped. Non-ASCII text stays UTF-8 (the
///   graph's charset).
public enum DOTEscaping {
    /// DOT's keywords, which cannot be bare IDs.
    static let keywords: Set<String> = ["node", "edge", "graph", "digraph", "subgraph", "strict"]

    public static func id(_ text: String) -> String {
        if isBareIdentifier(text) { return text }
        var output = "\""
        for character in text {
            switch character {
            case "\"": output += "\\\""
            case "\n", "\r\n", "\r": output += " "
            default: output.append(character)
            }
        }
        // A trailing backslash would escape the closing quote.
        if output.hasSuffix("\\"), !output.hasSuffix("\\\"") { output += "\\" }
        return output + "\""
    }

    /// A double-quoted escString.
    public static func quoted(_ text: String) -> String {
        var output = "\""
        for character in text {
            switch character {
            case "\\": output += "\\\\"
            case "\"": output += "\\\""
            case "\n", "\r\n", "\r": output += "\\n"
            default:
                if character.unicodeScalars.allSatisfy({ $0.value >= 0x20 && $0.value != 0x7F }) {
                    output.append(character)
                } else if character == "\t" {
                    output += " "
                }
            }
        }
        return output + "\""
    }

    /// Text for inside an HTML-like label.
    public static func html(_ text: String) -> String {
        var output = ""
        for character in text {
            switch character {
            case "&": output += "&amp;"
            case "<": output += "&lt;"
            case ">": output += "&gt;"
            case "\"": output += "&quot;"
            case "'": output += "&#39;"
            case "\n", "\r\n", "\r": output += "<BR/>"
            case "\t": output += " "
            default:
                if character.unicodeScalars.allSatisfy({ $0.value >= 0x20 && $0.value != 0x7F }) {
                    output.append(character)
                }
            }
        }
        return output
    }

    /// `[A-Za-z_\200-\377][A-Za-z_0-9\200-\377]*` or a numeral, and not a keyword. Non-ASCII
    /// letters are quoted anyway, which is always safe.
    static func isBareIdentifier(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first, !keywords.contains(text.lowercased()) else { return false }
        let letters = text.unicodeScalars.allSatisfy { $0.isASCII && ($0.properties.isAlphabetic || $0 == "_" || ("0"..."9").contains($0)) }
        if letters, first == "_" || first.properties.isAlphabetic { return true }
        return text.allSatisfy(\.isNumber) && text.allSatisfy(\.isASCII)
    }

    /// Shortens a name for display, keeping the end (ids often differ at the end).
    public static func truncated(_ text: String, to limit: Int = 40) -> String {
        guard text.count > limit else { return text }
        return String(text.prefix(limit - 1)) + "…"
    }
}
