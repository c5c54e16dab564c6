import GraphvizRendering
import PresentationDOT
import PresentationDiagrams
import PresentationModel
import Testing

/// Names that break naive DOT writers, each drawn through the whole pipeline: the escaper
/// must produce DOT that cgraph parses back, and the SVG must show the name as written.
@Suite("Hostile names through cgraph")
struct HostileNamesTests {
    static let corpus: [String] = [
        "plain",
        "with space",
        "quote\"inside",
        "\"quoted\"",
        "back\\slash",
        "ends with backslash\\",
        "\\N and \\G and \\L",
        "<html> & entities &amp;",
        "braces {record|port}",
        "line\nbreak",
        "tab\tand\rreturn",
        "semi;colon,comma=equals",
        "node",
        "graph",
        "-42.5",
        "日本語のビュー",
        "émoji 🧭 ✓",
        "'single' quotes",
        "]] >> }} ]",
        String(repeating: "LongControllerName", count: 8),
    ]

    @Test("a controller named with a hostile string is drawn, parsed back and rendered", arguments: corpus)
    func hostile(_ name: String) async throws {
        var h = try Hierarchy {
            Navigation("nav", class: name) { Controller(ControllerID(name), class: name).title(name) }
        } detached: {
            Controller("sheet")
        }
        h.present("sheet", from: ControllerID(name), .init(style: .currentContext))
        let diagram = HierarchyDiagram(h, options: .init(title: name))
        let parsed = try await GraphvizRenderer.shared.parse(dot: diagram.dot)
        // Every node came back, with the name in its label and its tooltip intact.
        #expect(parsed.filter { $0.name.hasPrefix("c") }.map(\.name) == ["c0", "c1", "c2"])
        let controller = try #require(parsed.first { $0.name == "c1" })
        let shown = DOTEscaping.middleTruncated(name)
        #expect(controller.label?.contains(DOTEscaping.html(shown)) == true)
        let svg = String(decoding: try await GraphvizRenderer.shared.render(dot: diagram.dot, format: .svg), as: UTF8.self)
        #expect(svg.hasSuffix("</svg>\n"))
        #expect(svg.contains(xml(shown.replacingNewlines)), "the SVG shows the name as written")
    }

    /// How Graphviz's SVG writer escapes text.
    private func xml(_ text: String) -> String {
        var output = ""
        for character in text {
            switch character {
            case "&": output += "&amp;"
            case "<": output += "&lt;"
            case ">": output += "&gt;"
            case "\"": output += "&quot;"
            case "'": output += "&#39;"
            case "-": output += "&#45;"
            default: output.append(character)
            }
        }
        return output
    }
}

extension String {
    /// An HTML label breaks a line at a newline; the SVG then holds the first line alone.
    fileprivate var replacingNewlines: String {
        String(split(whereSeparator: { $0 == "\n" || $0 == "\r" }).first ?? "").replacingTabs
    }

    fileprivate var replacingTabs: String { String(map { $0 == "\t" ? " " : $0 }) }
}

/// What vcgraph sets through cgraph's API for a value (``DOTValue/read``) must be what cgraph
/// holds once it has read the value written as DOT.
@Suite("Values set through cgraph")
struct ReadBackValueTests {
    /// A string, shown in the test log by its start and length.
    struct Value: CustomTestStringConvertible, Sendable {
        var text: String
        var testDescription: String { text.count > 40 ? "\(text.prefix(24).debugDescription)… (\(text.utf8.count) bytes)" : text.debugDescription }
    }

    /// The hostile names, one longer than a DOT piece (written as `"…" + "…"`), a name
    /// cgraph keeps for anonymous objects, and nothing.
    static let values = (HostileNamesTests.corpus + [String(repeating: "a\"b\\c &amp; ", count: 600), "%percent", ""]).map(Value.init)

    @Test("a hostile string as a node's name, as an escString and as a bare or quoted ID reads back as vcgraph sets it", arguments: values)
    func readBack(_ value: Value) async throws {
        let text = value.text
        var graph = DOTGraph(id: "g")
        var attributes = DOTAttributes()
        attributes["tooltip"] = .text(text)
        attributes["label"] = .raw(text)
        graph.statements = [.node(DOTNode(id: "n" + text, attributes: attributes))]
        let parsed = try await GraphvizRenderer.shared.parse(dot: DOTEncoder().encode(graph))
        let node = try #require(parsed.first)
        #expect(node.name == DOTEscaping.readID("n" + text))
        #expect((node.tooltip ?? "") == DOTValue.text(text).read.text)
        #expect((node.label ?? "") == DOTValue.raw(text).read.text)
    }
}
