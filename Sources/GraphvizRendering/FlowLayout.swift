import CGraphviz
import PresentationDOT

/// A flow's union laid out once in cgraph (placed as it comes when its layout attribute is
/// `nop2`, by dot otherwise), on which each frame is then drawn: the
/// frame's attributes are set on the union's own nodes, edges and clusters, and the graph is
/// drawn again without a layout (`nop2`), every position, size and route kept.
///
/// This draws what Graphviz draws from the frame's DOT with the union's positions written in
/// (`neato -n2`), byte for byte, without writing that DOT and parsing it again for every
/// frame.
/// To stay the same, setting a frame follows what reading its DOT would do:
/// - a node or edge attribute the frame does not set takes the graph's default (the frame's
///   `node [...]` and `edge [...]`, which a flow's frames share with its union);
/// - a cluster attribute the frame does not set is its parent's, as DOT gives a subgraph the
///   attributes its enclosing graph set before it;
/// - the layout's attributes (`pos`, `width`, `height`, `bb`, `lp`, …) stay the union's.
final class FlowLayout {
    private let context: OpaquePointer
    private let graph: UnsafeMutablePointer<Agraph_t>
    private let objects: GraphObjects
    /// Each kind's declared attributes that a frame sets, by cgraph kind (`AGRAPH`, `AGNODE`,
    /// `AGEDGE`).
    private var symbols: [Int32: [String: UnsafeMutablePointer<Agsym_t>]] = [:]
    /// The values each object was last given (at first the union's), so that what a frame
    /// draws as the frame before did is left as it is.
    private var applied: [UnsafeMutableRawPointer: [String: DOTValue]] = [:]

    /// Reads and lays out `union` with dot, and writes the layout into its attributes; nil
    /// when Graphviz refuses it (its messages are in ``GraphvizMessages``).
    ///
    /// The union is read as DOT without its attributes (``skeleton(of:)``), which gives its
    /// objects the ids and order reading it whole would, and its attributes are then set as
    /// a frame's are, without writing and reading them as DOT.
    init?(union: DOTGraph, context: OpaquePointer) {
        guard let graph = DeterministicIDs.read(DOTEncoder().encode(Self.skeleton(of: union))) else { return nil }
        self.context = context
        self.graph = graph
        objects = GraphObjects(graph)
        for kind in [AGRAPH, AGNODE, AGEDGE] { symbols[kind] = Self.styleSymbols(of: graph, kind: kind) }
        // A union placed by vcgraph (`layout=nop2`) keeps its places: they are set before the
        // layout, which its layout attribute makes Graphviz's drawing as placed.
        guard apply(union), pin(union), gvLayout(context, graph, GraphvizEngine.dot.rawValue) == 0 else { return nil }
        attach_attrs(graph)
        gvFreeLayout(context, graph)
    }

    /// `union` without attributes, but for its nodes' and edges' defaults and its edges' ids
    /// (by which the edges are found).
    static func skeleton(of union: DOTGraph) -> DOTGraph {
        func bare(_ statement: DOTStatement) -> DOTStatement {
            switch statement {
            case .node(let node): return .node(DOTNode(id: node.id))
            case .edge(let edge):
                var stripped = DOTEdge(from: edge.from, to: edge.to)
                stripped.attributes["id"] = edge.attributes["id"]
                return .edge(stripped)
            case .subgraph(let subgraph):
                var stripped = DOTSubgraph(id: subgraph.id, isCluster: subgraph.isCluster)
                stripped.statements = subgraph.statements.map(bare)
                return .subgraph(stripped)
            }
        }
        var skeleton = DOTGraph(id: union.id)
        skeleton.nodeDefaults = union.nodeDefaults
        skeleton.edgeDefaults = union.edgeDefaults
        skeleton.statements = union.statements.map(bare)
        return skeleton
    }

    deinit { agclose(graph) }

    /// Draws `frame`, one of the flow's frames (the union's statements, restyled), in each
    /// of `formats`; nil when Graphviz fails.
    func draw(_ frame: DOTGraph, formats: [GraphvizFormat]) -> [(GraphvizFormat, [UInt8])]? {
        guard apply(frame) else { return nil }
        guard gvLayout(context, graph, GraphvizEngine.pinned.rawValue) == 0 else { return nil }
        defer { gvFreeLayout(context, graph) }
        return GraphvizRenderer.renderLaidOut(graph, in: context, formats: formats)
    }

    /// Sets the places a union placed by vcgraph gives (its layout attributes: `pos`, `width`,
    /// `height`, `bb`, `lp`); nothing for a union Graphviz lays out.
    private func pin(_ union: DOTGraph) -> Bool {
        guard union.attributes["layout"]?.read.text == GraphvizEngine.pinned.rawValue else { return true }
        return visit(union) { object, kind, values in
            for (name, value) in values where GraphvizRenderer.isLayoutAttribute(name, kind: kind) {
                // Declared with no default when the graph lacks it; a declared one keeps its default.
                let symbol = name.withCString { name in
                    agattr(graph, kind, UnsafeMutablePointer(mutating: name), nil)
                        ?? "".withCString { agattr(graph, kind, UnsafeMutablePointer(mutating: name), UnsafeMutablePointer(mutating: $0)) }
                }
                guard let symbol else { continue }
                _ = value.read.text.withCString { agxset(object, symbol, UnsafeMutablePointer(mutating: $0)) }
            }
        }
    }

    /// Sets every style attribute of every object to the frame's; false when the frame has an
    /// object the union lacks.
    private func apply(_ frame: DOTGraph) -> Bool {
        visit(frame) { object, kind, values in set(object, kind: kind, values) }
    }

    /// Calls `body` with each object of `graph` (the union's statements), its cgraph kind and
    /// its attributes as reading `graph` as DOT would give them (a subgraph's with those of
    /// the graphs around it); false when `graph` has an object the union lacks.
    private func visit(_ graph: DOTGraph, _ body: (UnsafeMutableRawPointer, Int32, [String: DOTValue]) -> Void) -> Bool {
        let root = graphValues(graph.attributes, inherited: [:])
        body(UnsafeMutableRawPointer(self.graph), AGRAPH, root)
        var pending = graph.statements.reversed().map { ($0, root) }
        while let (statement, inherited) = pending.popLast() {
            switch statement {
            case .node(let node):
                guard let object = objects.nodes[DOTEscaping.readID(node.id)] else { return false }
                body(UnsafeMutableRawPointer(object), AGNODE, node.attributes.values)
            case .edge(let edge):
                guard let object = objects.edges[edge.attributes["id"]?.read.text ?? ""] else { return false }
                body(UnsafeMutableRawPointer(object), AGEDGE, edge.attributes.values)
            case .subgraph(let subgraph):
                guard let object = objects.subgraphs[DOTEscaping.readID(subgraph.encodedID)] else { return false }
                let values = graphValues(subgraph.attributes, inherited: inherited)
                body(UnsafeMutableRawPointer(object), AGRAPH, values)
                pending += subgraph.statements.reversed().map { ($0, values) }
            }
        }
        return true
    }

    /// A graph's attributes as DOT gives them to it: its own, then those of the graphs around
    /// it.
    private func graphValues(
        _ attributes: DOTAttributes, inherited: [String: DOTValue]
    ) -> [String: DOTValue] {
        inherited.merging(attributes.values) { _, own in own }
    }

    /// Sets `object`'s style attributes to `values`: each value that differs from the one it
    /// was last given, and each attribute it was given and `values` lacks back to its default
    /// (a node's or an edge's) or to nothing (a graph's). An object not given values before
    /// (the union's, read without attributes) holds the defaults. An attribute the graph
    /// lacks is declared first, as reading DOT declares it where it first meets it.
    private func set(_ object: UnsafeMutableRawPointer, kind: Int32, _ values: [String: DOTValue]) {
        let previous = applied.updateValue(values, forKey: object) ?? [:]
        guard previous != values else { return }
        declare(values.keys.filter { previous[$0] == nil }, kind: kind)
        for (name, value) in values where previous[name] != value { write(value, name, on: object, kind: kind) }
        for name in previous.keys where values[name] == nil { write(nil, name, on: object, kind: kind) }
    }

    /// Sets one attribute of `object` to `value`, or to its default when nil; nothing for a
    /// layout's attribute, and nothing when the object holds the value already.
    private func write(_ value: DOTValue?, _ name: String, on object: UnsafeMutableRawPointer, kind: Int32) {
        guard let symbol = symbols[kind]?[name] else { return }
        let current = agxget(object, symbol)
        guard let wanted = value?.read else {
            let fallback = kind == AGRAPH ? nil : symbol.pointee.defval
            if let fallback, !Self.same(current, fallback, html: aghtmlstr(fallback) != 0) {
                agxset(object, symbol, fallback)
            } else if fallback == nil, !Self.same(current, "", html: false) {
                _ = "".withCString { agxset(object, symbol, UnsafeMutablePointer(mutating: $0)) }
            }
            return
        }
        wanted.text.withCString { text in
            guard !Self.same(current, text, html: wanted.isHTML) else { return }
            let mutableText = UnsafeMutablePointer(mutating: text)
            if wanted.isHTML {
                let stored = agstrdup_html(graph, mutableText)
                agxset(object, symbol, stored)
                agstrfree(graph, stored)
            } else {
                agxset(object, symbol, mutableText)
            }
        }
    }

    /// Declares, with an empty default, each of `names` the graph lacks, as reading DOT
    /// declares an attribute when it first meets it.
    private func declare(_ names: [String], kind: Int32) {
        let declared = symbols[kind] ?? [:]
        let new = names.filter { declared[$0] == nil }
        guard !new.isEmpty else { return }
        // In name order, as DOT lists them: the same graph always declares them alike.
        for name in new.sorted() {
            let symbol = name.withCString { name in
                "".withCString { agattr(graph, kind, UnsafeMutablePointer(mutating: name), UnsafeMutablePointer(mutating: $0)) }
            }
            if let symbol, !GraphvizRenderer.isLayoutAttribute(name, kind: kind) { symbols[kind, default: [:]][name] = symbol }
        }
    }

    private static func same(_ current: UnsafeMutablePointer<CChar>?, _ wanted: UnsafePointer<CChar>, html: Bool) -> Bool {
        guard let current else { return false }
        return strcmp(current, wanted) == 0 && (aghtmlstr(current) != 0) == html
    }

    /// The kind's declared attributes, but for those the layout wrote.
    private static func styleSymbols(of graph: UnsafeMutablePointer<Agraph_t>, kind: Int32) -> [String: UnsafeMutablePointer<Agsym_t>] {
        var found: [String: UnsafeMutablePointer<Agsym_t>] = [:]
        var symbol = agnxtattr(graph, kind, nil)
        while let current = symbol {
            let name = String(cString: current.pointee.name)
            if !GraphvizRenderer.isLayoutAttribute(name, kind: kind) { found[name] = current }
            symbol = agnxtattr(graph, kind, current)
        }
        return found
    }
}
