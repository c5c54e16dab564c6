/// How much room a line of the diagram's text takes, estimated from its characters, for a
/// layout made without Graphviz's font stack (``HierarchyLayout``).
///
/// The widths are DejaVu Sans's (what Helvetica resolves to on Linux) averaged by kind of
/// character, in ems, and rounded up: wider fonts are rare, and a box a few points too wide
/// reads better than a label that outgrows its box and pushes Graphviz to widen it.
enum TextExtent {
    /// The width of `text` set at `size` points, in points.
    static func width(_ text: Substring, size: Double, bold: Bool = false) -> Double {
        var ems = 0.0
        for scalar in text.unicodeScalars {
            ems += em(of: scalar, bold: bold)
        }
        return (ems * size * 1.04).rounded(.up)
    }

    static func width(_ text: String, size: Double, bold: Bool = false) -> Double {
        width(text[...], size: size, bold: bold)
    }

    /// The widest line of `text`, its lines split at line breaks.
    static func widestLine(_ text: String, size: Double, bold: Bool = false) -> Double {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { width($0, size: size, bold: bold) }.max() ?? 0
    }

    /// The height of one line set at `size` points, with the cell padding the diagram's labels use.
    static func lineHeight(size: Double) -> Double { (size * 1.17 + 1).rounded(.up) }

    private static func em(of scalar: Unicode.Scalar, bold: Bool) -> Double {
        switch scalar.value {
        case 0x61...0x7A: return bold ? 0.62 : 0.57
        case 0x41...0x5A: return bold ? 0.74 : 0.68
        case 0x30...0x39: return bold ? 0.70 : 0.64
        case 0x20: return 0.32
        case 0x21...0x7E: return bold ? 0.52 : 0.46
        // Combining marks take no room of their own.
        case 0x0300...0x036F, 0x1AB0...0x1AFF, 0x20D0...0x20FF, 0xFE20...0xFE2F: return 0
        // Latin, Greek, Cyrillic and the arrows and ellipsis the labels use.
        case 0x80...0x2FFF: return bold ? 0.76 : 0.68
        // Wide scripts (CJK, emoji) and anything else: a full em.
        default: return 1
        }
    }
}
