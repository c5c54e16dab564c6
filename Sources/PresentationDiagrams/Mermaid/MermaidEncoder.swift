/// Writes a ``DOTGraph`` as a Mermaid flowchart, for READMEs on GitHub, which draws Mermaid
/// but not DOT. The design is the DOT document's: clusters become subgraphs, dashed and
/// dotted edges become dotted links coloured as in the DOT, dimmed and definer nodes get
/// classes. The legend cluster is left out (the colours carry over, not the legend layout).
public struct MermaidEncoder: Sendable {
    public init() {}

    public func encode(_ graph: DOTGraph) -> String {
        var lines = ["flowchart TB"]
        var edges: [DOTEdge] = []
        var dimmed: [String] = []
        var definers: [String] = []

        enum Work {
            case statement(DOTStatement, depth: Int)
            case end(depth: Int)
        }
        var pending: [Work] = graph.statements.reversed().map { .statement($0, depth: 1) }
        while let work = pending.popLast() {
            switch work {
            case .end(let depth):
                lines.append(String(repeating: "  ", count: depth) + "end")
            case .statement(.node(let node), let depth):
                lines.append(String(repeating: "  ", count: depth) + "\(node.id)[\"\(label(node.attributes))\"]")
                if node.attributes.style.contains("dashed") { dimmed.append(node.id) }
                if case .raw(let width)? = node.attributes["penwidth"], Double(width) ?? 0 >= 2 { definers.append(node.id) }
            case .statement(.edge(let edge), _):
                edges.append(edge)
            case .statement(.subgraph(let subgraph), let depth):
                guard subgraph.id != "legend" else { continue }
                if subgraph.isCluster {
                    let title = label(subgraph.attributes)
                    lines.append(String(repeating: "  ", count: depth) + "subgraph \(subgraph.encodedID)[\"\(title.isEmpty ? " " : title)\"]")
                    pending.append(.end(depth: depth))
                }
                pending += subgraph.statements.reversed().map { .statement($0, depth: subgraph.isCluster ? depth + 1 : depth) }
            }
        }
        var styles: [String] = []
        for (position, edge) in edges.enumerated() {
            let style = edge.attributes.style
            let arrow = style.contains("dashed") || style.contains("dotted") ? "-.->" : "-->"
            let text = label(edge.attributes).split(separator: "|", omittingEmptySubsequences: false).joined(separator: "#124;")
            lines.append(text.isEmpty
                ? "  \(edge.from) \(arrow) \(edge.to)"
                : "  \(edge.from) \(arrow)|\"\(text)\"| \(edge.to)")
            if case .raw(let color)? = edge.attributes["color"] {
                styles.append("  linkStyle \(position) stroke:\(color)" + (style.contains("dotted") ? ",stroke-dasharray:2 3" : ""))
            }
        }
        lines += styles
        lines.append("  classDef dimmed fill:#f5f5f7,stroke:#c7c7cc,color:#9a9a9f,stroke-dasharray:4 3")
        lines.append("  classDef definer stroke-width:3px")
        if !dimmed.isEmpty { lines.append("  class \(dimmed.joined(separator: ",")) dimmed") }
        if !definers.isEmpty { lines.append("  class \(definers.joined(separator: ",")) definer") }
        return lines.joined(separator: "\n") + "\n"
    }

    /// A label as Mermaid text: lines joined with `<br/>`, Mermaid's entity codes for the
    /// characters its syntax uses.
    private func label(_ attributes: DOTAttributes) -> String {
        let lines: [String]
        switch attributes.label {
        case .html(let label)?: lines = label.rows.map { row in row.map { $0.runs.map(\.text).joined() }.joined(separator: " ") }
        case .text(let text)?: lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        case .raw(let text)?: lines = [text]
        case nil: lines = []
        }
        return lines.map(MermaidEncoder.escape).joined(separator: "<br/>")
    }

    static func escape(_ text: String) -> String {
        var output = ""
        for character in text {
            switch character {
            case "\"": output += "#quot;"
            case "<": output += "#lt;"
            case ">": output += "#gt;"
            case "&": output += "#amp;"
            case "#": output += "#35;"
            case "\n", "\r", "\r\n": output += " "
            default: output.append(character)
            }
        }
        return output
    }
}
