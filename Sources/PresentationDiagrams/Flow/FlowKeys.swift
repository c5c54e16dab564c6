import PresentationDOT

/// Names for a flow's marks that stay the same from one frame to the next.
///
/// A ``HierarchyDiagram`` numbers its nodes and clusters by position (`c3`, `family0`),
/// which changes as controllers come and go. Here a node is named by the controller and the
/// clusters it sits in, a family by its root, a container by its controller and its place;
/// each such name gets a short id (`n0`, `k0`) the first time any frame uses it, so the same
/// flow always gives the same ids.
struct FlowKeys {
    private var ids: [String: String] = [:]
    private var nodeCount = 0
    private var clusterCount = 0

    /// `content` with every node, cluster and edge end renamed by its stable key.
    mutating func rekeyed(_ content: DiagramContent) -> DiagramContent {
        var renamed: [String: String] = [:]
        var result = content
        result.blocks = content.blocks.map { rekeyed($0, path: "", renamed: &renamed) }
        result.edges = content.edges.map { edge in
            var edge = edge
            edge.from = renamed[edge.from] ?? edge.from
            edge.to = renamed[edge.to] ?? edge.to
            edge.endsAtCluster = edge.endsAtCluster.map { renamed[$0] ?? $0 }
            return edge
        }
        return result
    }

    private mutating func rekeyed(_ block: DiagramContent.Block, path: String, renamed: inout [String: String]) -> DiagramContent.Block {
        switch block {
        case .node(var node):
            let key = path + "/" + (node.controller ?? node.id)
            let id = id(for: key, node: true)
            renamed[node.id] = id
            node.id = id
            return .node(node)
        case .cluster(var cluster):
            let root = Self.firstController(in: cluster.blocks) ?? cluster.id
            let key: String
            switch cluster.role {
            case .family: key = "family " + root
            case .container: key = path + "/container " + root
            }
            let id = id(for: key, node: false)
            renamed[cluster.id] = id
            cluster.id = id
            cluster.blocks = cluster.blocks.map { rekeyed($0, path: key, renamed: &renamed) }
            return .cluster(cluster)
        }
    }

    private mutating func id(for key: String, node: Bool) -> String {
        if let id = ids[key] { return id }
        let id: String
        if node {
            id = "n\(nodeCount)"
            nodeCount += 1
        } else {
            id = "k\(clusterCount)"
            clusterCount += 1
        }
        ids[key] = id
        return id
    }

    /// The controller a cluster is about: its first node (a family's root, a container itself).
    private static func firstController(in blocks: [DiagramContent.Block]) -> String? {
        var pending = Array(blocks.reversed())
        while let block = pending.popLast() {
            switch block {
            case .node(let node): return node.controller ?? node.id
            case .cluster(let cluster): pending += cluster.blocks.reversed()
            }
        }
        return nil
    }

    /// An edge's name across frames: its ends and its label, which is also the `id` it is
    /// drawn with, so a layout's positions can be found again by it.
    static func edgeID(_ edge: DOTEdge) -> String {
        if case .text(let id)? = edge.attributes["id"] { return id }
        var label = ""
        if case .text(let text)? = edge.attributes["label"] ?? edge.attributes["xlabel"] { label = text }
        // FNV-1a of the label: short, and the same on every machine (unlike `hashValue`).
        var hash: UInt32 = 2_166_136_261
        for byte in label.utf8 { hash = (hash ^ UInt32(byte)) &* 16_777_619 }
        return "e_\(edge.from)_\(edge.to)_\(String(hash, radix: 16))"
    }

    /// `graph` with every edge's ``edgeID(_:)`` set as its `id`.
    static func identified(_ graph: DOTGraph) -> DOTGraph {
        func identified(_ statement: DOTStatement) -> DOTStatement {
            switch statement {
            case .node: return statement
            case .edge(var edge):
                edge.attributes["id"] = .text(edgeID(edge))
                return .edge(edge)
            case .subgraph(var subgraph):
                subgraph.statements = subgraph.statements.map(identified)
                return .subgraph(subgraph)
            }
        }
        var graph = graph
        graph.statements = graph.statements.map(identified)
        return graph
    }
}
