import CGraphviz

/// The objects of a graph read from vcgraph's DOT, by the names vcgraph gave them: nodes and
/// subgraphs by name, edges by their `id` attribute (``FlowKeys``' edge ids), which is how a
/// flow's frames find their objects in its union.
struct GraphObjects {
    var nodes: [String: UnsafeMutablePointer<Agnode_t>] = [:]
    var edges: [String: UnsafeMutablePointer<Agedge_t>] = [:]
    var subgraphs: [String: UnsafeMutablePointer<Agraph_t>] = [:]

    /// Every node, every edge that has an `id`, and every subgraph at any depth.
    init(_ graph: UnsafeMutablePointer<Agraph_t>) {
        var node = agfstnode(graph)
        while let current = node {
            nodes[String(cString: agnameof(UnsafeMutableRawPointer(current)))] = current
            var edge = agfstout(graph, current)
            while let out = edge {
                if let id = "id".withCString({ agget(UnsafeMutableRawPointer(out), UnsafeMutablePointer(mutating: $0)) }), id.pointee != 0 {
                    edges[String(cString: id)] = out
                }
                edge = agnxtout(graph, out)
            }
            node = agnxtnode(graph, current)
        }
        var pending = [agfstsubg(graph)]
        while let next = pending.popLast() {
            guard let subgraph = next else { continue }
            subgraphs[String(cString: agnameof(UnsafeMutableRawPointer(subgraph)))] = subgraph
            pending += [agnxtsubg(subgraph), agfstsubg(subgraph)]
        }
    }
}
