/// Writes a ``DOTGraph`` as DOT text: statements in order, attributes in name order, a tab
/// per level of nesting. The same graph always gives the same bytes. Iterative, so clusters
/// nest as deep as the hierarchy does.
public struct DOTEncoder: Sendable {
    public init() {}

    public func encode(_ graph: DOTGraph) -> String {
        var output = "digraph \(DOTEscaping.id(graph.id)) {\n"
        if !graph.attributes.isEmpty { output += "\tgraph [\(list(graph.attributes))];\n" }
        if !graph.nodeDefaults.isEmpty { output += "\tnode [\(list(graph.nodeDefaults))];\n" }
        if !graph.edgeDefaults.isEmpty { output += "\tedge [\(list(graph.edgeDefaults))];\n" }

        enum Work {
            case statement(DOTStatement, depth: Int)
            case close(depth: Int)
        }
        var pending: [Work] = graph.statements.reversed().map { .statement($0, depth: 1) }
        while let work = pending.popLast() {
            switch work {
            case .close(let depth):
                output += String(repeating: "\t", count: depth) + "}\n"
            case .statement(let statement, let depth):
                let indent = String(repeating: "\t", count: depth)
                switch statement {
                case .node(let node):
                    output += indent + DOTEscaping.id(node.id) + attributeSuffix(node.attributes) + ";\n"
                case .edge(let edge):
                    output +=
                        indent + DOTEscaping.id(edge.from) + " -> " + DOTEscaping.id(edge.to)
                        + attributeSuffix(edge.attributes) + ";\n"
                case .subgraph(let subgraph):
                    output += indent + "subgraph \(DOTEscaping.id(subgraph.encodedID)) {\n"
                    for (name, value) in subgraph.attributes.sorted {
                        output += indent + "\t\(DOTEscaping.id(name))=\(value.encoded);\n"
                    }
                    pending.append(.close(depth: depth))
                    pending += subgraph.statements.reversed().map { .statement($0, depth: depth + 1) }
                }
            }
        }
        return output + "}\n"
    }

    private func list(_ attributes: DOTAttributes) -> String {
        attributes.sorted.map { "\(DOTEscaping.id($0.name))=\($0.value.encoded)" }.joined(separator: ", ")
    }

    private func attributeSuffix(_ attributes: DOTAttributes) -> String {
        attributes.isEmpty ? "" : " [" + list(attributes) + "]"
    }
}
