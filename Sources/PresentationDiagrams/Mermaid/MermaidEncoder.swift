import PresentationDOT

/// Writes a diagram's ``DiagramContent`` as a Mermaid flowchart, for READMEs on GitHub, which
/// draws Mermaid but not DOT. It reads the content's roles, as `DOTStyling` does: clusters
/// become subgraphs, presentations and context walks dotted links in their colours, dimmed
/// controllers and definers get classes (a class default gets none, as in DOT). What the
/// content leaves out (a selection, detached families) is left out here too. There is no
/// legend (the colours carry the meaning).
///
/// Mermaid has no tooltips, so what an edge's answer rests on (its assumptions, which a drawing
/// lists in the edge's tooltip) is listed under the chart, each once, numbered in the order the
/// edges first cite it, and each edge's label cites its numbers (`assumes [1] [3]`): a guess
/// never reads as a fact. The list numbers them itself: a report's `A1`, `A2`, … name kinds
/// of assumption, and one kind says something different at each call site.
public struct MermaidEncoder: Sendable {
    public init() {}

    public func encode(_ content: DiagramContent) -> String {
        var lines = ["flowchart TB"]
        var dimmed: [String] = []
        var definers: [DiagramContent.Definer: [String]] = [:]

        enum Work {
            case block(DiagramContent.Block, depth: Int)
            case end(depth: Int)
        }
        var pending: [Work] = content.blocks.reversed().map { .block($0, depth: 1) }
        while let work = pending.popLast() {
            switch work {
            case .end(let depth):
                lines.append(String(repeating: "  ", count: depth) + "end")
            case .block(.node(let node), let depth):
                var text = (node.place.map { [$0] } ?? []) + node.lines
                if let definer = node.role.definer {
                    if let caption = definer.caption(showingRuleIDs: content.showsRuleIDs) { text.append(caption) }
                    definers[definer, default: []].append(node.id)
                }
                if !node.role.isOnScreen { dimmed.append(node.id) }
                lines.append(String(repeating: "  ", count: depth) + "\(node.id)[\"\(label(text))\"]")
            case .block(.cluster(let cluster), let depth):
                let title = label([cluster.label])
                lines.append(String(repeating: "  ", count: depth) + "subgraph \(cluster.id)[\"\(title.isEmpty ? " " : title)\"]")
                pending.append(.end(depth: depth))
                pending += cluster.blocks.reversed().map { .block($0, depth: depth + 1) }
            }
        }
        var styles: [String] = []
        // Mermaid lays itself out: the edges that only place blocks for Graphviz are left out.
        let drawnEdges = content.edges.filter { if case .layout = $0.role { false } else { true } }
        var assumptions: [DiagramContent.Assumption] = []
        func citation(_ assumption: DiagramContent.Assumption) -> String {
            let number = (assumptions.firstIndex(of: assumption) ?? assumptions.endIndex) + 1
            if number > assumptions.count { assumptions.append(assumption) }
            return "[\(number)]"
        }
        for (position, edge) in drawnEdges.enumerated() {
            let cited = edge.assumptions.map(citation)
            let text = label([edge.label] + (cited.isEmpty ? [] : ["assumes " + cited.joined(separator: " ")]))
            let arrow: String
            switch edge.role {
            case .containment(let isOnScreen), .push(let isOnScreen):
                arrow = "-->"
                if !isOnScreen { styles.append("  linkStyle \(position) stroke:\(DiagramStyle.dimmedLine.text)") }
            case .presentation:
                arrow = "-.->"
                styles.append("  linkStyle \(position) stroke:\(DiagramStyle.presentation.text)")
            case .contextWalk:
                arrow = "-.->"
                styles.append("  linkStyle \(position) stroke:\(DiagramStyle.contextWalk.text),stroke-dasharray:2 3")
            case .transition(let isCandidate):
                arrow = "-.->"
                let color = (isCandidate ? DiagramStyle.dimmedInk : DiagramStyle.presentation).text
                styles.append("  linkStyle \(position) stroke:\(color)" + (isCandidate ? ",stroke-dasharray:2 3" : ""))
            case .layout:
                continue
            }
            lines.append(text.isEmpty ? "  \(edge.from) \(arrow) \(edge.to)" : "  \(edge.from) \(arrow)|\"\(text)\"| \(edge.to)")
        }
        if !assumptions.isEmpty {
            let id = unusedID("assumptions", in: content)
            let listed = assumptions.enumerated().flatMap { number, assumption in
                Self.wrapped("[\(number + 1)] \(assumption.text)", width: 72)
            }
            lines.append("  \(id)[\"\(label(["? marks an answer that rests on assumptions:"] + listed))\"]")
            lines.append("  class \(id) note")
        }
        lines += styles
        lines.append(
            "  classDef dimmed fill:\(DiagramStyle.dimmedFill.text),stroke:\(DiagramStyle.dimmedLine.text),color:\(DiagramStyle.dimmedInk.text),stroke-dasharray:4 3"
        )
        lines.append("  classDef definer stroke-width:2px")
        lines.append("  classDef answeredDefiner stroke:\(DiagramStyle.definer.text),stroke-width:3px")
        if !assumptions.isEmpty { lines.append("  classDef note fill:none,stroke:none,text-align:left") }
        if !dimmed.isEmpty { lines.append("  class \(dimmed.joined(separator: ",")) dimmed") }
        if let ids = definers[.explicitly] { lines.append("  class \(ids.joined(separator: ",")) definer") }
        if let ids = definers[.answered] { lines.append("  class \(ids.joined(separator: ",")) answeredDefiner") }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `base`, or `base` followed by as many `_` as make it no block's id.
    private func unusedID(_ base: String, in content: DiagramContent) -> String {
        var ids: Set<String> = []
        var pending = content.blocks
        while let block = pending.popLast() {
            switch block {
            case .node(let node): ids.insert(node.id)
            case .cluster(let cluster):
                ids.insert(cluster.id)
                pending += cluster.blocks
            }
        }
        var id = base
        while ids.contains(id) { id += "_" }
        return id
    }

    /// `text` in lines of at most `width` characters where its spaces allow: a note stays
    /// narrow enough for a README.
    private static func wrapped(_ text: String, width: Int) -> [String] {
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ", omittingEmptySubsequences: false) {
            if !line.isEmpty, line.count + 1 + word.count > width {
                lines.append(line)
                line = String(word)
            } else {
                line += (line.isEmpty ? "" : " ") + word
            }
        }
        lines.append(line)
        return lines
    }

    /// Lines as one Mermaid label: joined with `<br/>`, each line's own breaks included.
    private func label(_ lines: [String]) -> String {
        lines.map(MermaidEncoder.escape).joined(separator: "<br/>")
    }

    /// Text for inside a quoted Mermaid label: Mermaid's entity codes for the characters its
    /// syntax uses (a backtick would make the label Markdown, a `|` end an edge label), line
    /// breaks as `<br/>`, and only what `DisplayText` lets a diagram show.
    static func escape(_ text: String) -> String {
        var output = ""
        for unit in DisplayText.units(of: text) {
            switch unit {
            case .lineBreak: output += "<br/>"
            case .text("\""): output += "#quot;"
            case .text("<"): output += "#lt;"
            case .text(">"): output += "#gt;"
            case .text("&"): output += "#amp;"
            case .text("#"): output += "#35;"
            case .text("`"): output += "#96;"
            case .text("|"): output += "#124;"
            case .text(let scalar): output.unicodeScalars.append(scalar)
            }
        }
        return output
    }
}
