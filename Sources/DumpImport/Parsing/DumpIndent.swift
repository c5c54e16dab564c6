import PresentationScenarios

/// The indentation of one dump, learnt from its lines as they are read: a dump may be pasted
/// with any left margin and any unit of indentation (three spaces as UIKit prints it, two,
/// four, a tab, or none), as long as every line uses the same.
///
/// A line is a margin, then for each level a marker (`|` for a child, `+` for a presented
/// controller) with the whitespace before it, then the whitespace before the controller's
/// `<`. The level is the number of markers; each run of whitespace is held to the first one
/// of its place: before a root's `<`, before the first marker, between two markers, and after
/// the last marker. A run that differs is an error that names the dump's unit.
struct DumpIndent {
    enum Place {
        /// Before the `<` of a line with no marker.
        case root
        /// Before the first marker.
        case lead
        /// Between two markers: the space after one and the next one's indentation.
        case between
        /// After the last marker, before the `<`.
        case trail
    }

    private struct Seen {
        var text: Substring
        var line: Int
    }

    private var root: Seen?
    private var lead: Seen?
    private var between: Seen?
    private var trail: Seen?

    /// Holds `run` to the run first seen at `place`, or makes it that run.
    mutating func check(
        _ run: Substring, at place: Place, line: Int, location: () -> SourceLocation
    ) throws(DumpError) {
        let seen: Seen?
        switch place {
        case .root: seen = root
        case .lead: seen = lead
        case .between: seen = between
        case .trail: seen = trail
        }
        guard let seen else {
            let new = Seen(text: run, line: line)
            switch place {
            case .root: root = new
            case .lead: lead = new
            case .between: between = new
            case .trail: trail = new
            }
            return
        }
        guard seen.text != run else { return }
        let what: String
        switch place {
        case .root: what = "before a root controller's '<'"
        case .lead: what = "before the first '|' or '+'"
        case .between: what = "between two '|' or '+'"
        case .trail: what = "between the last '|' or '+' and the controller's '<'"
        }
        throw DumpError(
            "expected \(Self.describe(seen.text)) \(what), as on line \(seen.line), but this line has \(Self.describe(run)); "
                + "the dump indents each level by \(unit) and '|' or '+'",
            at: location())
    }

    /// The unit of indentation the dump uses: the whitespace between two markers without the
    /// separator after the first, else the whitespace before the first marker less the
    /// margin of the root lines.
    var unit: String {
        if let between {
            let separator = trail?.text.count ?? 1
            return Self.describe(between.text.dropFirst(min(separator, between.text.count)))
        }
        if let lead {
            let margin = root.map { lead.text.hasPrefix($0.text) ? $0.text.count : 0 } ?? 0
            return Self.describe(lead.text.dropFirst(margin))
        }
        return "3 spaces"
    }

    /// `3 spaces`, `a tab`, `no whitespace`, or the characters counted.
    static func describe(_ run: Substring) -> String {
        if run.isEmpty { return "no whitespace" }
        if run.allSatisfy({ $0 == " " }) { return run.count == 1 ? "1 space" : "\(run.count) spaces" }
        if run.allSatisfy({ $0 == "\t" }) { return run.count == 1 ? "a tab" : "\(run.count) tabs" }
        let tabs = run.count { $0 == "\t" }
        return "\(run.count - tabs) space\(run.count - tabs == 1 ? "" : "s") and \(tabs) tab\(tabs == 1 ? "" : "s")"
    }
}
