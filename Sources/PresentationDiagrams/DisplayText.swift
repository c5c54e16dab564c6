/// The characters a diagram may show, in every output format.
///
/// Graphviz writes SVG and parses its HTML-like labels as XML, Pango lays the text out, and
/// Mermaid reads its labels line by line; none of them accepts every string a user can
/// write. So the escapers of every format (``DOTEscaping``, ``MermaidEncoder``) see a label
/// through this one filter: control characters are dropped, a tab becomes a space, a Unicode
/// noncharacter (U+FFFE, U+FFFF, U+FDD0…, which XML 1.0 refuses) becomes U+FFFD, and every
/// line terminator (LF, CR, CRLF once, NEL U+0085, U+2028, U+2029) is one line break.
/// Diagrams only *show* names: the JSON report keeps every character as written.
enum DisplayText {
    enum Unit: Equatable {
        case text(Unicode.Scalar)
        case lineBreak
    }

    static func units(of text: String) -> [Unit] {
        var units: [Unit] = []
        var previous: Unicode.Scalar?
        for scalar in text.unicodeScalars {
            defer { previous = scalar }
            switch scalar.value {
            case 0x0A where previous == "\r": continue
            case 0x0A, 0x0D, 0x85, 0x2028, 0x2029: units.append(.lineBreak)
            case 0x09: units.append(.text(" "))
            case 0x00..<0x20, 0x7F...0x9F: continue
            default: units.append(.text(scalar.properties.isNoncharacterCodePoint ? "\u{FFFD}" : scalar))
            }
        }
        return units
    }
}
