import Foundation
@testable import PresentationDOT
@testable import PresentationDiagrams
import Testing

@Suite("DOT document model and encoder")
struct DOTEncoderTests {
    @Test("nested clusters, attributes in name order, tabs per level")
    func nestedClusters() {
        var graph = DOTGraph(id: "g")
        graph.attributes.rankdir = .topToBottom
        graph.nodeDefaults.shape = .box
        var inner = DOTSubgraph(id: "inner")
        inner.attributes.label = .text("inner")
        inner.statements = [.node(DOTNode(id: "b"))]
        var outer = DOTSubgraph(id: "outer")
        outer.attributes.color = "red"
        outer.attributes.label = .text("outer")
        outer.statements = [.node(DOTNode(id: "a")), .subgraph(inner)]
        var edge = DOTAttributes()
        edge.style = [.dashed]
        edge.label = .text("presents")
        graph.statements = [.subgraph(outer), .edge(DOTEdge(from: "a", to: "b", attributes: edge))]
        #expect(
            DOTEncoder().encode(graph) == """
                digraph g {
                \tgraph [rankdir=TB];
                \tnode [shape=box];
                \tsubgraph cluster_outer {
                \t\tcolor=red;
                \t\tlabel="outer";
                \t\ta;
                \t\tsubgraph cluster_inner {
                \t\t\tlabel="inner";
                \t\t\tb;
                \t\t}
                \t}
                \ta -> b [label="presents", style="dashed"];
                }

                """)
    }

    @Test("IDs: bare when DOT allows it, quoted otherwise, keywords quoted, the closing quote kept closed")
    func ids() {
        #expect(DOTEscaping.id("c12") == "c12")
        #expect(DOTEscaping.id("_x") == "_x")
        #expect(DOTEscaping.id("42") == "42")
        #expect(DOTEscaping.id("node") == "\"node\"")
        #expect(DOTEscaping.id("Graph") == "\"Graph\"")
        #expect(DOTEscaping.id("split/primary") == "\"split/primary\"")
        #expect(DOTEscaping.id("say \"hi\"") == "\"say \\\"hi\\\"\"")
        #expect(DOTEscaping.id("ends\\") == "\"ends\\\\\"")
        #expect(DOTEscaping.id("") == "\"\"")
        #expect(DOTEscaping.id("é") == "\"é\"")
    }

    @Test("escStrings: backslashes doubled, quotes escaped, line breaks as \\n, control characters dropped")
    func quoted() {
        #expect(DOTEscaping.quoted("a\\b") == "\"a\\\\b\"")
        #expect(DOTEscaping.quoted("\\N") == "\"\\\\N\"")
        #expect(DOTEscaping.quoted("say \"hi\"") == "\"say \\\"hi\\\"\"")
        #expect(DOTEscaping.quoted("one\ntwo\r\nthree") == "\"one\\ntwo\\nthree\"")
        #expect(DOTEscaping.quoted("bell\u{07}{x}") == "\"bell{x}\"")
        #expect(DOTEscaping.quoted("漢字 é") == "\"漢字 é\"")
    }

    @Test("HTML labels: entities for & < > \" ', <BR/> for line breaks")
    func html() {
        #expect(DOTEscaping.html("<A & B> \"q\" 'a'") == "&lt;A &amp; B&gt; &quot;q&quot; &#39;a&#39;")
        #expect(DOTEscaping.html("one\ntwo") == "one<BR/>two")
        #expect(DOTEscaping.html("{braces} \\ é") == "{braces} \\ é")
        // A lone ] is an error to Graphviz 2.42's HTML lexer (a fuzzing finding).
        #expect(DOTEscaping.html("]\n") == "&#93;<BR/>")
        let label = HTMLLabel(rows: [[.init([.init("<b>", bold: true, pointSize: 9, color: "#fff")])]])
        var attributes = DOTAttributes()
        attributes.label = .html(label)
        var graph = DOTGraph(id: "g")
        graph.statements = [.node(DOTNode(id: "n", attributes: attributes))]
        #expect(
            DOTEncoder().encode(graph).contains(
                "n [label=<<TABLE BORDER=\"0\" CELLBORDER=\"0\" CELLPADDING=\"1\" CELLSPACING=\"0\"><TR><TD><FONT POINT-SIZE=\"9\" COLOR=\"#fff\"><B>&lt;b&gt;</B></FONT></TD></TR></TABLE>>];"
            ))
    }

    @Test("escStrings write & as &amp;, since Graphviz decodes entities in them")
    func ampersands() {
        #expect(DOTEscaping.quoted("&#xD800; & more") == "\"&amp;#xD800; &amp; more\"")
    }

    @Test("what no format can show: noncharacters become U+FFFD, NEL and U+2028/2029 break the line, C1 controls go")
    func displayText() {
        let nonchar = String(Unicode.Scalar(0xFFFE)!)
        #expect(DOTEscaping.quoted("a" + nonchar + "b") == "\"a\u{FFFD}b\"")
        #expect(DOTEscaping.html("a\u{2028}b\u{85}c\u{2029}d") == "a<BR/>b<BR/>c<BR/>d")
        #expect(DOTEscaping.quoted("x\u{9B}y\u{0}z") == "\"xyz\"")
        #expect(MermaidEncoder.escape("`md`|\u{0}\u{2028}#") == "#96;md#96;#124;<br/>#35;")
    }

    @Test("a quoted string past 4 KiB is split with +, never inside an escape, so Graphviz's 16 KiB token limit is never reached")
    func longStringsSplit() {
        let text = String(repeating: "\\\"", count: 3_000)
        let quoted = DOTEscaping.quoted(text)
        let pieces = quoted.components(separatedBy: "\" + \"")
        #expect(pieces.count == 3)
        #expect(pieces.allSatisfy { $0.utf8.count <= DOTEscaping.pieceLength + 1 })
        #expect(pieces.joined() == "\"" + String(repeating: "\\\\\\\"", count: 3_000) + "\"")
        #expect(DOTEscaping.id(String(repeating: "a", count: 5_000)).contains("\" + \""))
    }

    @Test("very long names are shortened for display")
    func truncation() {
        let long = String(repeating: "x", count: 100)
        #expect(DOTEscaping.truncated(long).count == 40)
        #expect(DOTEscaping.truncated(long).hasSuffix("…"))
        #expect(DOTEscaping.truncated("short") == "short")
        // One character of 5,000 combining marks is cut by scalars, not kept whole.
        #expect(DOTEscaping.truncated("e" + String(repeating: "\u{301}", count: 5_000)).unicodeScalars.count < 200)
    }

    @Test("a name is shortened in the middle: its start and its end stay, within the same limits")
    func middleTruncation() {
        #expect(DOTEscaping.middleTruncated("UINavigationController-BookDetailViewController-2", to: 24) == "UINavigationCont…oller-2")
        #expect(DOTEscaping.middleTruncated("short") == "short")
        let long = String(repeating: "x", count: 100) + "-7"
        #expect(DOTEscaping.middleTruncated(long).count == 40)
        #expect(DOTEscaping.middleTruncated(long).hasSuffix("-7"))
        // One character of 5,000 combining marks is cut by scalars, not kept whole.
        #expect(DOTEscaping.middleTruncated("e" + String(repeating: "\u{301}", count: 5_000)).unicodeScalars.count < 200)
        let marks = String(repeating: "e\u{301}\u{302}\u{303}\u{304}\u{305}", count: 60)
        #expect(DOTEscaping.middleTruncated(marks).unicodeScalars.count <= 160)
    }

    @Test("a 10,000-deep nesting of clusters encodes without recursion")
    func deepNesting() {
        var innermost = DOTSubgraph(id: "s0")
        innermost.statements = [.node(DOTNode(id: "leaf"))]
        for level in 1..<10_000 {
            var outer = DOTSubgraph(id: "s\(level)")
            outer.statements = [.subgraph(innermost)]
            innermost = outer
        }
        var graph = DOTGraph(id: "deep")
        graph.statements = [.subgraph(innermost)]
        let text = DOTEncoder().encode(graph)
        #expect(text.split(separator: "\n").filter { $0.contains("subgraph cluster_") }.count == 10_000)
        #expect(text.hasSuffix("}\n"))
    }

    /// 200 sibling clusters between a node and an edge, and a subgraph of the graph's own
    /// already named `group_1`.
    static func manySiblings() -> DOTGraph {
        var graph = DOTGraph(id: "g")
        var statements: [DOTStatement] = [.node(DOTNode(id: "first"))]
        for index in 0..<200 {
            var cluster = DOTSubgraph(id: "c\(index)")
            cluster.statements = [.node(DOTNode(id: "n\(index)"))]
            statements.append(.subgraph(cluster))
        }
        statements.append(.subgraph(DOTSubgraph(id: "group_1", isCluster: false)))
        statements.append(.edge(DOTEdge(from: "n0", to: "n199")))
        graph.statements = statements
        return graph
    }

    @Test("more than 64 sibling subgraphs are written in plain groups of at most 64, in their order, with fresh names")
    func longRunsOfSubgraphsAreGrouped() {
        let text = DOTEncoder().encode(Self.manySiblings())
        let lines = text.split(separator: "\n").map(String.init)
        // Every cluster and node is still there, in the order given.
        let clusters = lines.filter { $0.contains("subgraph cluster_") }
        #expect(clusters.count == 200)
        #expect(clusters.map { $0.trimmingCharacters(in: .whitespaces) } == (0..<200).map { "subgraph cluster_c\($0) {" })
        #expect(lines.firstIndex(of: "\tfirst;")! < lines.firstIndex { $0.contains("cluster_c0") }!)
        #expect(lines.firstIndex { $0.contains("n0 -> n199") }! > lines.firstIndex { $0.contains("cluster_c199") }!)
        // 201 subgraphs in a row: four groups of at most 64; the graph's own `group_1` is kept
        // and the groups take other names.
        let groups = lines.filter { $0.hasPrefix("\tsubgraph group_") }.map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(groups == ["subgraph group_2 {", "subgraph group_3 {", "subgraph group_4 {", "subgraph group_5 {"])
        #expect(lines.contains("\t\tsubgraph group_1 {"))
        // No graph or subgraph has more than 64 subgraphs side by side.
        var siblings: [Int: Int] = [:]
        for line in lines where line.contains("subgraph ") {
            let depth = line.prefix { $0 == "\t" }.count
            siblings[depth, default: 0] += 1
        }
        #expect(siblings[1] == 4)
    }

    @Test("64 sibling subgraphs or fewer are written as they are")
    func shortRunsAreNotGrouped() {
        var graph = Self.manySiblings()
        graph.statements = Array(graph.statements.prefix(65))
        #expect(!DOTEncoder().encode(graph).contains("group_"))
    }
}
