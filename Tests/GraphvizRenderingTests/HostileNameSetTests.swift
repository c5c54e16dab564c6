import Foundation
import GraphvizRendering
import PresentationDiagrams
import PresentationModel
import PresentationReports
import Testing

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// The hostile-names set: every name, used as a controller's id, class and title, in tab and
/// page ids and as the diagram's title, drawn in every format. The DOT must parse back through
/// cgraph, Graphviz must render it without a warning, the SVG must be well-formed XML,
/// Graphviz's JSON valid JSON, and the Mermaid text must pass ``MermaidGrammar``.
@Suite("Hostile names in every format")
struct HostileNameSetTests {
    static let names: [String] =
        HostileNamesTests.corpus + [
            // Noncharacters, which Swift's literals refuse.
            scalar(0xFFFF), scalar(0xFFFE), "a" + scalar(0xFDD0) + "b", scalar(0x10FFFF),
            "&#xD800;", "&#0;", "&amp;", "&#x41;", "&lt;b&gt;",
            "nul\u{0}inside", "\u{1}\u{2}\u{1B}[31mred", "del\u{7F}", "c1\u{85}\u{9B}",
            "`backticks`", "`", "line\u{2028}separator", "para\u{2029}graph",
            "\u{0364}starts with a combining mark", "right-to-left \u{202E}override", "zero\u{200B}width\u{200D}joiner",
            "e" + String(repeating: "\u{301}", count: 5_000),
            "%% comment", "end", "subgraph", "click", "style", "classDef", "flowchart", "-->", "---", "==>", "|pipes|",
            "[brackets]", "]", "]\n", "(parens)", "{braces}", "a;b", "#35;", "#quot;", "<br/>", "<!-- comment -->", "]]>", "<![CDATA[x]]>",
            "\\", "\\\"", "\"\\", "\\\\", "trailing\\", "\\N\\G\\E\\T\\H\\L",
            String(repeating: "x", count: 16_382), String(repeating: "é", count: 9_000), String(repeating: "\"", count: 9_000),
            String(repeating: "\\", count: 9_000), String(repeating: "&", count: 5_000),
        ] + fuzzFindings

    /// Every input the fuzzers of `make fuzz` found an escaper failing on (kept in
    /// `Tests/Fuzz/Findings`): each stays a regression test here.
    static let fuzzFindings: [String] = {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fuzz/Findings")
        let files = FileManager.default.enumerator(atPath: root.path)?.compactMap { $0 as? String }.sorted() ?? []
        return files.compactMap { file in
            FileManager.default.contents(atPath: root.appendingPathComponent(file).path).map { String(decoding: $0, as: UTF8.self) }
        }.filter { !$0.isEmpty }
    }()

    private static func scalar(_ value: UInt32) -> String { Unicode.Scalar(value).map { String($0) } ?? "" }

    @Test("the fuzzers' findings are part of the set")
    func findingsIncluded() {
        #expect(Self.fuzzFindings.count >= 7)
    }

    @Test("every hostile name renders to every format, valid in each", arguments: names.indices)
    func everyFormat(_ index: Int) async throws {
        let name = Self.names[index]
        var h = try Hierarchy {
            TabBar("tabs") {
                Navigation("nav", class: name) { Controller(ControllerID(name), class: name).title(name) }
                Page(ControllerID("pages" + name), class: name) { Controller(ControllerID("page" + name), class: name) }
            }
        } detached: {
            Controller(ControllerID("sheet" + name), class: name)
        }
        h.present(ControllerID("sheet" + name), from: ControllerID(name), .init(style: .currentContext))
        let diagram = HierarchyDiagram(h, options: .init(title: name))

        let parsed = try await GraphvizRenderer.shared.parse(dot: diagram.dot)
        #expect(parsed.filter { $0.name.hasPrefix("c") }.count == h.count)
        let rendered = try await GraphvizRenderer.shared.render(diagram.graph, formats: GraphvizFormat.allCases)
        // The capture also holds what other tests print meanwhile: look for Graphviz's own words.
        let graphvizWarnings = rendered.warnings.filter { $0.hasPrefix("Warning") || $0.hasPrefix("Error") || $0.contains("Pango-") }
        #expect(graphvizWarnings.isEmpty, "Graphviz warned: \(graphvizWarnings.prefix(3))")
        let svg = try #require(rendered.data(.svg))
        #expect(XMLCheck.problem(in: svg) == nil, "the SVG is not well-formed XML: \(XMLCheck.problem(in: svg) ?? "")")
        let json = try #require(rendered.data(.json))
        #expect((try? JSONSerialization.jsonObject(with: Data(json))) != nil, "Graphviz's JSON does not parse")
        let laidOut = String(decoding: try #require(rendered.data(.dot)), as: UTF8.self)
        _ = try await GraphvizRenderer.shared.parse(dot: laidOut)
        #expect(MermaidGrammar.problems(in: diagram.mermaid) == [])

        // The JSON report keeps every character as written: the name comes back whole.
        let report = try JSONSerialization.jsonObject(with: Data(JSONReport(h).text.utf8)) as? [String: Any]
        let controllers = report?["controllers"] as? [[String: Any]] ?? []
        let named = controllers.first { $0["id"] as? String == name }
        #expect(named != nil, "no controller with the name as its id in the JSON report")
        #expect(named?["class"] as? String == name && named?["title"] as? String == name)
    }

    @Test("a page view controller with 2,000 pages draws, its node listing a few")
    func manyPages() async throws {
        let pages = (0..<2_000).map { ControllerSpec(id: ControllerID("page\($0)"), kind: .plain) }
        let h = try Hierarchy { Page("book") { pages } }
        let diagram = HierarchyDiagram(h)
        let rendered = try await GraphvizRenderer.shared.render(diagram.graph, formats: [.svg])
        #expect(XMLCheck.problem(in: try #require(rendered.data(.svg))) == nil)
        #expect(MermaidGrammar.problems(in: diagram.mermaid) == [])
    }
}

/// Whether bytes are well-formed XML, by FoundationXML's parser.
enum XMLCheck {
    static func problem(in bytes: [UInt8]) -> String? {
        let parser = XMLParser(data: Data(bytes))
        parser.shouldResolveExternalEntities = false
        return parser.parse() ? nil : (parser.parserError.map { "\($0)" } ?? "unknown error")
    }
}
