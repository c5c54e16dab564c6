/// The union of a flow's frames (already named by ``FlowKeys``): every cluster and node any
/// frame has, in the place and order it first appeared, each with the largest label any
/// frame gives it; and every edge.
struct UnionTree {
    private var nodes: [String: DiagramContent.Node] = [:]
    private var clusters: [String: DiagramContent.Cluster] = [:]
    /// The ids of each cluster's blocks (`""`: the top level), in first-appearance order.
    private var children: [String: [String]] = [:]
    private var edges: [DiagramContent.Edge] = []
    private var edgeKeys: Set<String> = []

    mutating func add(_ content: DiagramContent) {
        var pending = content.blocks.reversed().map { (block: $0, parent: "") }
        while let (block, parent) = pending.popLast() {
            switch block {
            case .node(let node):
                if let known = nodes[node.id] {
                    if Self.size(of: node) > Self.size(of: known) { nodes[node.id] = node }
                } else {
                    nodes[node.id] = node
                    children[parent, default: []].append(node.id)
                }
            case .cluster(let cluster):
                if let known = clusters[cluster.id] {
                    if cluster.label.count > known.label.count { clusters[cluster.id]?.label = cluster.label }
                } else {
                    var empty = cluster
                    empty.blocks = []
                    clusters[cluster.id] = empty
                    children[parent, default: []].append(cluster.id)
                }
                pending += cluster.blocks.reversed().map { ($0, cluster.id) }
            }
        }
        for edge in content.edges where edgeKeys.insert("\(edge.from)->\(edge.to) \(edge.label)").inserted {
            edges.append(edge)
        }
    }

    /// A node's label's size, to keep the largest: its lines (a definer's caption is one
    /// more), then its longest line.
    private static func size(of node: DiagramContent.Node) -> (Int, Int) {
        (node.lines.count + (node.role.definer == nil ? 0 : 1), node.lines.map(\.count).max() ?? 0)
    }

    /// The union as diagram content.
    var content: DiagramContent {
        var content = DiagramContent()
        content.blocks = blocks(of: "")
        content.edges = edges
        return content
    }

    /// Recursive as deep as clusters nest (families hold containers holding containers), which
    /// a documentation page's flow keeps shallow.
    private func blocks(of parent: String) -> [DiagramContent.Block] {
        (children[parent] ?? []).compactMap { id in
            if let node = nodes[id] { return .node(node) }
            guard var cluster = clusters[id] else { return nil }
            cluster.blocks = blocks(of: id)
            return .cluster(cluster)
        }
    }
}
