import PresentationScenarios
import SourceImport
import Testing

/// Brackets nested past what the Swift parser reads in reasonable time: swift-syntax looks at
/// each `[` twice (an inline array type, then an array type), each look reading the next `[`
/// the same way, so 30 nested would take hours. Each case is one action of
/// `HomeViewController`, whose body starts on line 3 of Home.swift.
@Suite("Code: brackets nested too deep to read")
struct DeepBracketTests {
    static func nested(_ depth: Int, around inner: String = "1") -> String {
        String(repeating: "[", count: depth) + inner + String(repeating: "]", count: depth)
    }

    static func unread(_ report: CodeReport) -> [PresentationScenarios.SourceLocation] {
        report.findings.filter { $0.id == "nesting-limit" }.map(\.location)
    }

    @Test("nesting-limit: the inside of a '[' nested past 12 is not read, said where it opens, and the flow goes on")
    func deepLiteral() throws {
        let report = CodeReport(
            CallFormTests.app(
                """
                        let table = \(Self.nested(30))
                        let detail = DetailViewController()
                        present(detail, animated: true)
                """))
        // The 13th bracket opens at column 21 + 12: the 12 around it are read.
        #expect(Self.unread(report) == [PresentationScenarios.SourceLocation(file: "Home.swift", line: 3, column: 33)])
        let finding = try #require(report.findings.first { $0.id == "nesting-limit" })
        #expect(finding.severity == .note && finding.certainty == .unknown)
        let present = try #require(CallFormTests.action(report).first { $0.form == "present" })
        #expect(present.location == PresentationScenarios.SourceLocation(file: "Home.swift", line: 5, column: 9))
    }

    @Test("nesting-limit: types nest as literals do, inline arrays and tuples between them included")
    func deepTypes() {
        let report = CodeReport(
            CallFormTests.app(
                """
                        let a: \(Self.nested(20, around: "Int")) = []
                        let b = \(String(repeating: "[3 of ", count: 20))Int\(String(repeating: "]", count: 20))()
                        let c: \(String(repeating: "[(", count: 20))Int\(String(repeating: ")]", count: 20))
                """))
        #expect(Self.unread(report).map(\.line) == [3, 4, 5])
    }

    @Test("nesting-limit: a '[' left open is not read to the end of the file")
    func leftOpen() {
        let report = CodeReport(CallFormTests.app("        let a = " + String(repeating: "[", count: 40)))
        #expect(Self.unread(report) == [PresentationScenarios.SourceLocation(file: "Home.swift", line: 3, column: 29)])
    }

    @Test("nesting-limit: 12 nested are read, and brackets in comments and string literals are text, not nesting")
    func textIsNotNesting() {
        let deep = String(repeating: "[", count: 30)
        let report = CodeReport(
            CallFormTests.app(
                """
                        let twelve = \(Self.nested(12))
                        // \(deep)
                        /* \(deep) /* nested */ \(deep) */
                        let s = "\(deep) \\" \(deep)"
                        let r = #"\(deep) "\(deep)"#
                        let m = \"""
                        \(deep)
                        \"""
                        let open = "\(deep)
                        let after = \(Self.nested(12))
                """))
        #expect(Self.unread(report).isEmpty)
    }

    @Test("nesting-limit: an interpolation is code, its brackets nest")
    func interpolationIsCode() {
        let report = CodeReport(CallFormTests.app(#"        let s = "a \(\#(Self.nested(20))) b""#))
        #expect(Self.unread(report).map(\.line) == [3])
    }

    @Test("nesting-limit: a quote inside a regex literal opens no string that would hide brackets")
    func regexQuote() {
        let report = CodeReport(
            CallFormTests.app(
                """
                        let r = /"/; let t: \(Self.nested(20, around: "Int")) = []
                        let x = #/"/#; let u: \(Self.nested(20, around: "Int")) = []
                        _ = { return /"/ }; let v: \(Self.nested(20, around: "Int")) = []
                """))
        #expect(Self.unread(report).map(\.line) == [3, 4, 5])
    }
}
