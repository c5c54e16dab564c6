/// A line diff of two texts, printed the way swift-custom-dump prints a difference: one line
/// of the expected text prefixed `-`, one of the actual text `+`, an unchanged line two spaces,
/// and long unchanged runs folded, so that a failure message shows the change and its context
/// rather than the whole tree.
struct LineDiff {
    enum Row: Equatable {
        case unchanged(Substring)
        case removed(Substring)
        case inserted(Substring)
    }

    /// Unchanged lines kept on each side of a change; longer runs are folded into one line.
    static let context = 3
    /// Beyond this many differing lines (after the common start and end are set aside) the
    /// middle is shown as removed then inserted rather than aligned: Myers' algorithm costs
    /// O(N·D), and a failure message must not be the slow part of a test on a large hierarchy.
    static let alignmentLimit = 2_000

    let rows: [Row]

    init(expected: String, actual: String) {
        let old = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let new = actual.split(separator: "\n", omittingEmptySubsequences: false)
        // The common start and end cost O(N) and, for the usual local change, leave a small middle.
        var start = 0
        while start < old.count, start < new.count, old[start] == new[start] { start += 1 }
        var oldEnd = old.count
        var newEnd = new.count
        while oldEnd > start, newEnd > start, old[oldEnd - 1] == new[newEnd - 1] {
            oldEnd -= 1
            newEnd -= 1
        }
        var rows = old[..<start].map(Row.unchanged)
        rows += Self.align(Array(old[start..<oldEnd]), Array(new[start..<newEnd]))
        rows += old[oldEnd...].map(Row.unchanged)
        self.rows = rows
    }

    /// The middle, aligned by the standard library's diff when it is small enough.
    private static func align(_ old: [Substring], _ new: [Substring]) -> [Row] {
        guard old.count + new.count <= alignmentLimit else {
            return old.map(Row.removed) + new.map(Row.inserted)
        }
        var removed = Set<Int>()
        var inserted = Set<Int>()
        for change in new.difference(from: old) {
            switch change {
            case .remove(let offset, _, _): removed.insert(offset)
            case .insert(let offset, _, _): inserted.insert(offset)
            }
        }
        // Walk both sides: removals first, then insertions, then the next common line.
        var rows: [Row] = []
        var i = 0
        var j = 0
        while i < old.count || j < new.count {
            if i < old.count, removed.contains(i) {
                rows.append(.removed(old[i]))
                i += 1
            } else if j < new.count, inserted.contains(j) {
                rows.append(.inserted(new[j]))
                j += 1
            } else if i < old.count, j < new.count {
                rows.append(.unchanged(old[i]))
                i += 1
                j += 1
            } else {
                break
            }
        }
        return rows
    }

    /// The diff as text: `-`, `+` and two-space lines, with every unchanged run longer than
    /// twice ``context`` folded into `… (N unchanged lines)`.
    var text: String {
        var lines: [String] = []
        var run: [Substring] = []
        func flush(atStart: Bool, atEnd: Bool) {
            let keepBefore = atStart ? 0 : Self.context
            let keepAfter = atEnd ? 0 : Self.context
            if run.count > keepBefore + keepAfter + 1 {
                lines += run.prefix(keepBefore).map { "  " + $0 }
                lines.append("  … (\(run.count - keepBefore - keepAfter) unchanged lines)")
                lines += run.suffix(keepAfter).map { "  " + $0 }
            } else {
                lines += run.map { "  " + $0 }
            }
            run = []
        }
        var sawChange = false
        for row in rows {
            switch row {
            case .unchanged(let line):
                run.append(line)
            case .removed(let line):
                flush(atStart: !sawChange, atEnd: false)
                sawChange = true
                lines.append("- " + line)
            case .inserted(let line):
                flush(atStart: !sawChange, atEnd: false)
                sawChange = true
                lines.append("+ " + line)
            }
        }
        flush(atStart: !sawChange, atEnd: true)
        return lines.joined(separator: "\n")
    }
}
