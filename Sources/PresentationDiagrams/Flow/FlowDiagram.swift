import PresentationDOT
import PresentationModel
import PresentationScenarios

/// A flow drawn as frames, one a hierarchy (as declared, then after each step), that can be
/// flipped through: a controller stays where it was from one frame to the next.
///
/// Every frame is drawn on one layout: the union of all the frames' clusters, nodes and edges
/// is laid out once by vcgraph (``union``, placed by ``HierarchyLayout``, so that tabs and
/// children are in their order in every frame), and each frame (``frames``) is that union with what the
/// frame does not show hidden and what it shows styled as the frame draws it. GraphvizRendering
/// draws each frame on the union's laid-out graph, every position kept; ``pinned(_:at:)``
/// gives a frame as DOT with those positions written in, which Graphviz's own `neato -n2`
/// draws the same.
///
/// A controller is the same node in two frames when it sits in the same clusters (the same
/// family, the same containers); one that moves (pushed onto a stack, presented) is drawn
/// where it is in each, as its place in the hierarchy changed.
public struct FlowDiagram: Sendable {
    /// Everything any frame shows, to be laid out once. Each node and cluster has the largest
    /// label any frame gives it, so that no frame's label outgrows its box.
    public let union: DOTGraph
    /// What each frame shows, keyed as the union is.
    private let contents: [DiagramContent]
    /// The marks the flow uses, which every frame's key shows.
    private let key: [Legend.Mark]
    private let showsLegend: Bool

    /// The key to the marks the flow's frames use, a line each (`grey dashed box: not on
    /// screen`), for a page that shows one key for all its frames.
    public var keyLines: [(sample: String, meaning: String)] { Legend.lines(for: key) }
    /// What the first frame is drawn for (`iPhone, compact width, regular height, iOS 17`),
    /// for a page that says it once.
    public let environment: String?
    /// Where the union's marks are placed.
    private let placement: DiagramPlacement?
    /// The union's edges, by their position in the placement.
    private let unionEdges: [DiagramContent.Edge]

    /// How much of the union's height, in points, lies below everything the frame at `index`
    /// shows: room a drawing of that frame alone can leave out.
    public func emptyBelow(frame index: Int) -> Double {
        guard let placement else { return 0 }
        return max(0, placement.height - boxes(of: index, in: placement).bottom)
    }

    /// How far right and down the boxes and frames of the frame at `index` reach.
    private func boxes(of index: Int, in placement: DiagramPlacement) -> (right: Double, bottom: Double) {
        var extent = (right: 0.0, bottom: 0.0)
        var pending = contents[index].blocks
        while let block = pending.popLast() {
            let box: DiagramPlacement.Rect?
            switch block {
            case .node(let node): box = placement.nodes[node.id]
            case .cluster(let cluster):
                box = placement.clusters[cluster.id]
                pending += cluster.blocks
            }
            if let box { extent = (max(extent.right, box.right), max(extent.bottom, box.bottom)) }
        }
        return extent
    }

    /// How much of the union's width, in points, lies right of everything the frame at
    /// `index` shows (its boxes, frames, edges and their labels, and its heading): room a
    /// drawing of that frame alone can leave out, such as the lanes of presentations it does
    /// not have yet.
    public func emptyRight(frame index: Int) -> Double {
        guard let placement else { return 0 }
        var right = boxes(of: index, in: placement).right
        let shown = Set(contents[index].edges.map { "\($0.from)\u{0}\($0.to)" })
        for (position, edge) in unionEdges.enumerated() where shown.contains("\(edge.from)\u{0}\(edge.to)") {
            guard let route = placement.edges[position] else { continue }
            right = max(right, route.points.map(\.x).max() ?? 0, route.tip?.x ?? 0)
            if let label = route.label { right = max(right, label.x + TextExtent.widestLine(edge.label, size: HierarchyLayout.edgeLabelSize) / 2) }
        }
        // Graphviz makes a drawing as wide as its heading; each frame's starts at the left, as
        // the union's does (``frame(_:)``).
        func headingWidth(_ graph: DOTGraph) -> Double {
            if case .html(let heading)? = graph.attributes.label { return DOTStyling.width(of: heading) }
            return 0
        }
        let drawnWidth = max(placement.width, headingWidth(union))
        return max(0, drawnWidth - max(right, headingWidth(frame(index))) - 4)
    }

    /// The number of frames.
    public var frameCount: Int { contents.count }

    /// One graph a frame, with the union's statements and ids (``frame(_:)`` of each).
    public var frames: [DOTGraph] { contents.indices.map(frame) }

    /// The frame at `index`: the union's statements and ids, drawn as that frame draws them.
    /// Styled when asked for, so that a frame nobody draws costs only its part of the union.
    public func frame(_ index: Int) -> DOTGraph {
        let content = contents[index]
        var drawn = DOTStyling(options: .init(title: content.title, showsLegend: showsLegend), externalEdgeLabels: false, keyMarks: key)
            .graph(of: content)
        // Graphviz places each frame's heading where it placed the union's, the widest: as
        // wide as that one, its lines stay at the left, as the union's are.
        if case .html(var heading)? = drawn.attributes.label, case .html(let widest)? = union.attributes.label {
            heading.tableAttributes["WIDTH"] = String(Int(DOTStyling.width(of: widest).rounded(.up)))
            drawn.attributes.label = .html(heading)
        }
        return FlowDiagram.frame(FlowKeys.identified(drawn), on: union)
    }

    /// - Parameters:
    ///   - hierarchies: The hierarchy of each frame, in order.
    ///   - titles: Each frame's title.
    ///   - showsLegend: Whether each frame carries the legend.
    ///   - showsDetached: Whether each frame draws the families in no window that are not
    ///     presented (``HierarchyDiagram/Options/showsDetached``).
    ///   - onScreenOnly: Whether each frame draws only what is on screen, with the containers
    ///     holding it (``HierarchyDiagram/Options/onScreenOnly``).
    ///   - environmentSources: How an imported input's environment was decided, for the captions.
    ///   - ruleURL: Where a rule's entry is published beside the drawings, for their boxes
    ///     and edges to link to (``DiagramContent/ruleURL``).
    ///   - headingIsTitleOnly: Whether each frame's heading is its title alone, one line of
    ///     caption text, without the caption and the key, for a page that says the
    ///     environment and the key once (``environment``, ``keyLines``) above its frames.
    public init(
        _ hierarchies: [Hierarchy], titles: [String], showsLegend: Bool = true, showsDetached: Bool = false, onScreenOnly: Bool = false,
        environmentSources: EnvironmentSources? = nil, ruleURL: (@Sendable (RuleID) -> String?)? = nil, headingIsTitleOnly: Bool = false
    ) {
        let showsLegend = showsLegend && !headingIsTitleOnly
        var keys = FlowKeys()
        var tree = UnionTree()
        var contents: [DiagramContent] = []
        for (hierarchy, title) in zip(hierarchies, titles) {
            var content = HierarchyDiagram.content(
                of: hierarchy,
                options: .init(
                    title: title, showsLegend: showsLegend, showsDetached: showsDetached, onScreenOnly: onScreenOnly,
                    environmentSources: environmentSources))
            if headingIsTitleOnly {
                content.caption = content.title
                content.title = nil
            }
            content.ruleURL = ruleURL
            // The invisible edges that guide Graphviz's dot: the union is placed by vcgraph.
            content.edges.removeAll { if case .layout = $0.role { true } else { false } }
            let keyed = keys.rekeyed(content)
            tree.add(keyed)
            contents.append(keyed)
        }
        // The union's heading is the widest any frame has: the longest title and caption, and
        // the key of every mark the flow uses, which each frame shows too.
        var unionContent = tree.content
        unionContent.ruleURL = ruleURL
        unionContent.caption = contents.compactMap(\.caption).max { $0.count < $1.count }
        // vcgraph places the union, as it places every hierarchy: tabs in their order, in
        // every frame.
        unionContent.placement = HierarchyLayout.placement(of: unionContent)
        placement = unionContent.placement
        unionEdges = unionContent.edges
        // Every mark any frame uses: a node's role in the union is one frame's.
        let used = Set(contents.flatMap { Legend.marks(in: $0) })
        let key = Legend.Mark.allCases.filter(used.contains)
        let styling = DOTStyling(
            options: .init(title: headingIsTitleOnly ? nil : titles.max { $0.count < $1.count }, showsLegend: showsLegend),
            externalEdgeLabels: false, keyMarks: key)
        union = FlowKeys.identified(styling.graph(of: unionContent))
        self.contents = contents
        self.key = key
        self.showsLegend = showsLegend
        environment = hierarchies.first.map { DiagramCaption.environment($0.environment, sources: environmentSources) }
    }

    /// The union's statements, each drawn as `drawn` draws it, or hidden when `drawn` does not
    /// have it; the graph's own attributes (the title) are the frame's.
    private static func frame(_ drawn: DOTGraph, on union: DOTGraph) -> DOTGraph {
        var shown = Shown()
        var pending = drawn.statements
        while let statement = pending.popLast() {
            switch statement {
            case .node(let node): shown.nodes[node.id] = node.attributes
            case .edge(let edge): shown.edges[FlowKeys.edgeID(edge)] = edge.attributes
            case .subgraph(let subgraph):
                shown.subgraphs[subgraph.id] = subgraph.attributes
                pending += subgraph.statements
            }
        }
        var frame = union
        frame.attributes = drawn.attributes
        // Drawn as the union is laid out: placed by vcgraph.
        frame.attributes["layout"] = union.attributes["layout"]
        frame.statements = union.statements.map { restyled($0, shown: shown) }
        return frame
    }

    /// What a frame draws, by node id, edge id and subgraph id.
    private struct Shown {
        var nodes: [String: DOTAttributes] = [:]
        var edges: [String: DOTAttributes] = [:]
        var subgraphs: [String: DOTAttributes] = [:]
    }

    private static func restyled(_ statement: DOTStatement, shown: Shown) -> DOTStatement {
        switch statement {
        case .node(var node):
            node.attributes = shown.nodes[node.id] ?? hidden(node.attributes)
            return .node(node)
        case .edge(var edge):
            edge.attributes = shown.edges[FlowKeys.edgeID(edge)] ?? hidden(edge.attributes)
            return .edge(edge)
        case .subgraph(var subgraph):
            subgraph.attributes = shown.subgraphs[subgraph.id] ?? hidden(subgraph.attributes)
            subgraph.statements = subgraph.statements.map { restyled($0, shown: shown) }
            return .subgraph(subgraph)
        }
    }

    /// An element drawn invisibly: it keeps its place and size (pinned from the union's
    /// layout), and carries nothing to draw, so neither the encoder nor Graphviz spends
    /// anything on its label.
    private static func hidden(_ attributes: DOTAttributes) -> DOTAttributes {
        var hidden = DOTAttributes()
        hidden.style = [.invisible]
        hidden.label = .text("")
        hidden["id"] = attributes["id"]
        return hidden
    }

    /// `frame` with the positions a layout of ``union`` gave, for a renderer that draws
    /// without laying out (Graphviz's `neato -n2`).
    /// - Parameters:
    ///   - frame: One of ``frames``.
    ///   - positions: For each node id, edge `id` and cluster's encoded id (and `""`
    ///   for the graph), its layout attributes (`pos`, `width`, `height`, `bb`, `lp`, …).
    public static func pinned(_ frame: DOTGraph, at positions: [String: [String: String]]) -> DOTGraph {
        func pin(_ attributes: inout DOTAttributes, _ key: String) {
            for (name, value) in positions[key] ?? [:] { attributes[name] = .text(value) }
        }
        func pinned(_ statement: DOTStatement) -> DOTStatement {
            switch statement {
            case .node(var node):
                // The union's size is the node's least: a frame's label never outgrows it.
                pin(&node.attributes, node.id)
                return .node(node)
            case .edge(var edge):
                pin(&edge.attributes, FlowKeys.edgeID(edge))
                return .edge(edge)
            case .subgraph(var subgraph):
                pin(&subgraph.attributes, subgraph.encodedID)
                subgraph.statements = subgraph.statements.map(pinned)
                return .subgraph(subgraph)
            }
        }
        var frame = frame
        pin(&frame.attributes, "")
        frame.statements = frame.statements.map(pinned)
        return frame
    }
}
