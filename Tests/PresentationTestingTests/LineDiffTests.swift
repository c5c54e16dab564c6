@testable import PresentationTesting
import Testing

/// The diff printed by every snapshot assertion: readable on its own, folded where long.
@Suite("Line diff")
struct LineDiffTests {
    @Test("a changed line shows as - then +, with three lines of context and the rest folded")
    func changedLine() {
        let diff = LineDiff(expected: "a\nb\nc\nd\ne\nf\ng\nh\ni\nj", actual: "a\nb\nc\nd\ne\nX\ng\nh\ni\nj")
        #expect(
            diff.text == """
                  … (2 unchanged lines)
                  c
                  d
                  e
                - f
                + X
                  g
                  h
                  i
                  j
                """)
    }

    @Test("changes far apart keep their own context; the run between them is folded")
    func twoChanges() {
        let expected = (1...20).map(String.init).joined(separator: "\n")
        let actual = expected.replacingFirst("2\n", with: "two\n").replacingFirst("19", with: "nineteen")
        #expect(
            LineDiff(expected: expected, actual: actual).text == """
                  1
                - 2
                + two
                  3
                  4
                  5
                  … (10 unchanged lines)
                  16
                  17
                  18
                - 19
                + nineteen
                  20
                """)
    }

    @Test("inserted and removed lines are aligned with the lines that stayed")
    func alignment() {
        let diff = LineDiff(expected: "root\n  a\n  b\n  c", actual: "root\n  a\n  new\n  c\n  d")
        #expect(
            diff.rows == [
                .unchanged("root"), .unchanged("  a"), .removed("  b"), .inserted("  new"), .unchanged("  c"),
                .inserted("  d"),
            ])
    }

    @Test("an empty expectation shows every actual line as inserted")
    func emptyExpected() {
        #expect(LineDiff(expected: "", actual: "a\nb").rows == [.removed(""), .inserted("a"), .inserted("b")])
    }

    @Test("beyond the alignment limit the middle is shown removed then inserted, in linear time")
    func largeMiddle() {
        let count = LineDiff.alignmentLimit
        let expected = (["top"] + (0..<count).map { "old \($0)" } + ["bottom"]).joined(separator: "\n")
        let actual = (["top"] + (0..<count).map { "new \($0)" } + ["bottom"]).joined(separator: "\n")
        let rows = LineDiff(expected: expected, actual: actual).rows
        #expect(rows.count == 2 + 2 * count)
        #expect(rows.first == .unchanged("top"))
        #expect(rows[1] == .removed("old 0"))
        #expect(rows[count + 1] == .inserted("new 0"))
        #expect(rows.last == .unchanged("bottom"))
    }
}

extension String {
    /// The text with the first occurrence of `target` replaced, for building test inputs
    /// without Foundation.
    fileprivate func replacingFirst(_ target: String, with replacement: String) -> String {
        guard let range = firstRange(of: target) else { return self }
        return self[..<range.lowerBound] + replacement + self[range.upperBound...]
    }
}
