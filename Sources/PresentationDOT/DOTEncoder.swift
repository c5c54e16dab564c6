/// Writes a ``DOTGraph`` as DOT text: statements in order, attributes in name order, a tab
/// per level of nesting. The same graph always gives the same bytes. Iterative, so clusters
/// nest as deep as the hierarchy does.
///
/// More than ``siblingSubgraphLimit`` subgraphs in a row are written inside plain
/// (non-cluster) subgraphs of at most that many each, nested as deep as needed. Graphviz
/// finds an object's data in a subgraph by asking each of that subgraph's children, so
/// freeing the layout of a graph with C sibling clusters costs C lookups for every node and
/// edge; grouped, it costs at most the limit per level.
/// A plain subgraph draws nothing and holds no rank constraint, so the drawing is the same.
public struct DOTEncoder: Sendable {
    /// The most subgraphs written side by side in one graph or subgraph.
    public static let siblingSubgraphLimit = 64

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
        var groups = GroupNames(graph)
        var pending: [Work] = groups.grouped(graph.statements).reversed().map { .statement($0, depth: 1) }
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
                    pending += groups.grouped(subgraph.statements).reversed().map { .statement($0, depth: depth + 1) }
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

/// Names for the plain subgraphs that group long runs of sibling subgraphs: `group_1`,
/// `group_2`, …, skipping any name the graph's own subgraphs use.
private struct GroupNames {
    private let graph: DOTGraph
    private var used: Set<String>?
    private var last = 0

    init(_ graph: DOTGraph) { self.graph = graph }

    /// `statements`, with each run of more than ``DOTEncoder/siblingSubgraphLimit`` subgraphs
    /// grouped into a tree of plain subgraphs; the order of every statement is kept.
    mutating func grouped(_ statements: [DOTStatement]) -> [DOTStatement] {
        let limit = DOTEncoder.siblingSubgraphLimit
        guard statements.count > limit else { return statements }
        var result: [DOTStatement] = []
        var run: [DOTStatement] = []
        func flush() {
            var level = run
            while level.count > limit {
                level = stride(from: 0, to: level.count, by: limit).map { start in
                    var group = DOTSubgraph(id: next(), isCluster: false)
                    group.statements = Array(level[start..<min(start + limit, level.count)])
                    return .subgraph(group)
                }
            }
            result += level
            run = []
        }
        for statement in statements {
            if case .subgraph = statement {
                run.append(statement)
            } else {
                flush()
                result.append(statement)
            }
        }
        flush()
        return result
    }

    private mutating func next() -> String {
        if used == nil { used = Self.subgraphIDs(of: graph) }
        repeat { last += 1 } while used?.contains("group_\(last)") == true
        return "group_\(last)"
    }

    private static func subgraphIDs(of graph: DOTGraph) -> Set<String> {
        var ids: Set<String> = []
        var pending = graph.statements
        while let statement = pending.popLast() {
            guard case .subgraph(let subgraph) = statement else { continue }
            ids.insert(subgraph.encodedID)
            pending += subgraph.statements
        }
        return ids
    }
}
