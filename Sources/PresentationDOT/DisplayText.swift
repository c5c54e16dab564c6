import PresentationScenarios

/// The characters a diagram may show, in every output format.
///
/// Graphviz writes SVG and parses its HTML-like labels as XML, Pango lays the text out, and
/// Mermaid reads its labels line by line; none of them accepts every string a user can
/// write. So the escapers of every format (``DOTEscaping``, PresentationDiagrams'
/// `MermaidEncoder`) see a label through this one filter: control characters are dropped, a
/// tab becomes a space, a Unicode noncharacter (U+FFFE, U+FFFF, U+FDD0…, which XML 1.0
/// refuses) becomes U+FFFD, and every line terminator (LF, CR, CRLF once, NEL U+0085, U+2028, U+2029) is one line break. Which
/// characters those are is ``InputText``'s classification, the one every text output escapes
/// by. Diagrams only *show* names: the JSON report keeps every character as written.
package enum DisplayText {
    package enum Unit: Equatable {
        case text(Unicode.Scalar)
        case lineBreak
    }

    package static func units(of text: String) -> [Unit] {
        var units: [Unit] = []
        var previous: Unicode.Scalar?
        for scalar in text.unicodeScalars {
            defer { previous = scalar }
            if isKept(scalar) {
                units.append(.text(scalar))
                continue
            }
            if scalar == "\n", previous == "\r" { continue }
            if InputText.isLineBreak(scalar) {
                units.append(.lineBreak)
            } else if scalar == "\t" {
                units.append(.text(" "))
            } else if !InputText.isControl(scalar) {
                units.append(.text(InputText.isNoncharacter(scalar) ? "\u{FFFD}" : scalar))
            }
        }
        return units
    }

    /// Whether every character of `text` is printable ASCII (U+0020…U+007E): text the filter
    /// leaves as it is, which the escapers can then check byte by byte.
    package static func isPrintableASCII(_ text: String) -> Bool {
        text.utf8.allSatisfy { $0 >= 0x20 && $0 < 0x7F }
    }

    /// Whether the filter leaves every character of `text` as it is and finds no line break:
    /// then ``units(of:)`` gives its scalars one by one, and an escaper needs only look for
    /// its own special characters.
    package static func isUnchanged(_ text: String) -> Bool {
        isPrintableASCII(text) || text.unicodeScalars.allSatisfy(isKept)
    }

    /// Whether the filter keeps `scalar` as it is: not a control character, a line terminator
    /// or a noncharacter.
    private static func isKept(_ scalar: Unicode.Scalar) -> Bool {
        !InputText.isControl(scalar) && !InputText.isLineBreak(scalar) && !InputText.isNoncharacter(scalar)
    }
}
