import PresentationDiagrams
import Testing

/// Mermaid has no tooltips: what an edge's answer rests on is listed under the chart and
/// cited by the edge, so that a guess never reads as a fact in a README.
@Suite("Mermaid: assumptions")
struct MermaidAssumptionsTests {
    /// Two scenes, `a` and `b`, and a third node whose id is the note's.
    static func content(_ edges: [DiagramContent.Edge]) -> DiagramContent {
        var content = DiagramContent(title: "map")
        let role = DiagramContent.NodeRole(isOnScreen: true, definer: nil)
        content.blocks = ["a", "b", "assumptions"].map { .node(.init(id: $0, lines: [$0], role: role, tooltip: nil)) }
        content.edges = edges
        return content
    }

    static func edge(_ label: String, assuming assumptions: [DiagramContent.Assumption]) -> DiagramContent.Edge {
        var edge = DiagramContent.Edge(from: "a", to: "b", label: label, tooltip: label, role: .transition(isCandidate: false), endsAtCluster: nil)
        edge.assumptions = assumptions
        return edge
    }

    @Test("an assumed edge cites each assumption by its number under the chart, where each is listed once, in full, without the report's name")
    func assumptionsListedOnce() {
        let first = DiagramContent.Assumption(id: "A1", text: "`self` is on screen as the root of nav")
        let second = DiagramContent.Assumption(id: "A2", text: "`navigationController` is not nil")
        // Another call site's A1: a report names assumptions per call site.
        let other = DiagramContent.Assumption(id: "A1", text: "`self` is on screen as the root of tabs")
        let mermaid = MermaidEncoder().encode(
            Self.content([
                Self.edge("present ?", assuming: [first]), Self.edge("push ?", assuming: [first, second]), Self.edge("show", assuming: []),
                Self.edge("present ?", assuming: [other]),
            ]))
        #expect(mermaid.contains(#"a -.->|"present ?<br/>assumes [1]"| b"#))
        #expect(mermaid.contains(#"a -.->|"push ?<br/>assumes [1] [2]"| b"#))
        #expect(mermaid.contains(#"a -.->|"show"| b"#))
        #expect(mermaid.contains(#"a -.->|"present ?<br/>assumes [3]"| b"#))
        #expect(
            mermaid.contains(
                #"assumptions_["? marks an answer that rests on assumptions:<br/>[1] #96;self#96; is on screen as the root of nav<br/>[2] #96;navigationController#96; is not nil<br/>[3] #96;self#96; is on screen as the root of tabs"]"#
            ), "the note's id is no block's")
        #expect(mermaid.contains("class assumptions_ note\n"))
        #expect(MermaidGrammar.problems(in: mermaid) == [])
    }

    @Test("assumptions are numbered in the order the edges first cite them; a long one is wrapped")
    func numberedAssumptions() {
        let long = DiagramContent.Assumption(text: String(repeating: "the storyboard does not say ", count: 4) + "which class")
        let short = DiagramContent.Assumption(text: "it does")
        let mermaid = MermaidEncoder().encode(
            Self.content([Self.edge("unwind ?", assuming: [short]), Self.edge("unwind ?", assuming: [long, short])]))
        #expect(mermaid.contains(#""unwind ?<br/>assumes [1]""#))
        #expect(mermaid.contains(#""unwind ?<br/>assumes [2] [1]""#))
        let note = mermaid.split(separator: "\n").first { $0.hasPrefix("  assumptions_[") }.map(String.init) ?? ""
        let lines = note.dropFirst(#"  assumptions_[""#.count).dropLast(2).components(separatedBy: "<br/>")
        #expect(lines.first == "? marks an answer that rests on assumptions:")
        #expect(lines.dropFirst().first == "[1] it does")
        #expect(lines.dropFirst(2).first?.hasPrefix("[2] the storyboard does not say") == true)
        #expect(lines.count == 4, "the long assumption takes two lines")
        #expect(lines.allSatisfy { $0.count <= 72 })
        #expect(MermaidGrammar.problems(in: mermaid) == [])
    }

    @Test("a chart with no assumption has no note")
    func noAssumptions() {
        let mermaid = MermaidEncoder().encode(Self.content([Self.edge("show", assuming: [])]))
        #expect(!mermaid.contains("marks an answer"))
        #expect(!mermaid.contains("classDef note"))
    }
}
