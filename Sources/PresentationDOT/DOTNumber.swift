/// How a number is spelled in DOT, for attribute values and HTML-like label attributes alike.
///
/// DOT's numerals have no exponent (`[-]?(.[0-9]+|[0-9]+(.[0-9]*)?)`), so a value is
/// written in plain decimal: integral values without a point (`14`), others with the
/// shortest digits that read back as the same `Double` (`0.3`, `0.00000015`), and very large
/// ones in full (`1e300` becomes a 1 followed by 300 zeros). It never traps, unlike
/// `Int(value)` of a value outside `Int`'s range.
///
/// DOT has no spelling for infinity or NaN, and Graphviz reads numbers with `atof`, which
/// would turn `inf` into an infinity that its own integer conversions then overflow. A
/// non-finite value is therefore written as the nearest value DOT can carry: ±infinity as
/// the largest finite `Double` of its sign, NaN as `0`. Numbers that come from users are
/// range-checked before they get here (`vcgraph render --nslimit`); this keeps the encoder
/// total for everything else.
package enum DOTNumber {
    package static func text(_ value: Double) -> String {
        guard value.isFinite else {
            return value.isNaN ? "0" : text(value < 0 ? -Double.greatestFiniteMagnitude : .greatestFiniteMagnitude)
        }
        if value == 0 { return "0" }
        let description = value.description
        // Most values have no exponent: then `description` is plain decimal already, with a
        // `.0` after an integral value.
        if !description.utf8.contains(UInt8(ascii: "e")) {
            return description.hasSuffix(".0") ? String(description.dropLast(2)) : description
        }
        return plainDecimal(description)
    }

    /// `description` (shortest round-trip digits, sometimes with an exponent such as
    /// `1e+300` or `1.5e-07`) rewritten without the exponent, and without a trailing `.0`.
    private static func plainDecimal(_ description: String) -> String {
        var text = Substring(description)
        let negative = text.first == "-"
        if negative { text = text.dropFirst() }
        var exponent = 0
        if let e = text.firstIndex(where: { $0 == "e" || $0 == "E" }) {
            exponent = Int(text[text.index(after: e)...]) ?? 0
            text = text[..<e]
        }
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        let whole = parts.first.map(String.init) ?? "0"
        let fraction = parts.count > 1 ? String(parts[1]) : ""
        // The digits, and where the point falls among them.
        var digits = Array(whole + fraction)
        var point = whole.count + exponent
        if point < 0 {
            digits.insert(contentsOf: repeatElement("0", count: -point), at: 0)
            point = 0
        }
        if point > digits.count { digits.append(contentsOf: repeatElement("0", count: point - digits.count)) }
        var integer = String(digits[..<point].drop { $0 == "0" })
        if integer.isEmpty { integer = "0" }
        var decimals = Substring(String(digits[point...]))
        while decimals.last == "0" { decimals = decimals.dropLast() }
        let sign = negative ? "-" : ""
        return decimals.isEmpty ? sign + integer : sign + integer + "." + decimals
    }
}
