import PresentationDOT

/// Draws a ``DiagramContent`` as a DOT document: each role gets its marks here, and only here.
///
/// - The title, the caption and the key to the marks used (``Legend``) are the graph's label,
///   above the drawing.
/// - Families are rounded clusters coloured by origin (window, presented, detached).
/// - Containers are filled clusters nested in their family.
/// - Controllers are rounded boxes: id in bold, class, contents; dimmed (dashed, grey) when
///   not on screen. The definer a context presentation stopped at has a thick amber border;
///   one the app set, a thicker border; a class default (every navigation and tab bar
///   controller) no mark at all.
/// - Containment and push edges are solid; presentations dashed and blue, ending at the
///   presented family's border; context walks dotted and orange, kept out of the ranking.
struct DOTStyling {
    let options: HierarchyDiagram.Options
    /// Edge labels as `xlabel` (see ``HierarchyDiagram/Options/externalEdgeLabels``).
    let externalEdgeLabels: Bool
    /// The marks the key explains; nil: those the content uses. A flow's frames share the
    /// flow's key, so that every frame's heading has the size the shared layout gave it.
    var keyMarks: [Legend.Mark]? = nil
    /// Whether marks name their rules (``DiagramContent/showsRuleIDs``).
    var showsRuleIDs = false

    func graph(of content: DiagramContent) -> DOTGraph {
        var styling = self
        styling.showsRuleIDs = content.showsRuleIDs
        return styling.drawn(content)
    }

    private func drawn(_ content: DiagramContent) -> DOTGraph {
        var graph = DOTGraph(id: "vcgraph")
        graph.attributes.rankdir = .topToBottom
        graph.attributes.compound = true
        graph.attributes.newrank = true
        graph.attributes.ordering = .out
        graph.attributes.fontname = DiagramStyle.font
        graph.attributes.fontsize = DiagramStyle.captionSize
        graph.attributes.fontcolor = DiagramStyle.ink
        graph.attributes.labelloc = .top
        graph.attributes.labeljust = .left
        graph.attributes.nodesep = 0.15
        graph.attributes.ranksep = 0.35
        graph.attributes.charset = "UTF-8"
        graph.attributes.label = heading(of: content)
        if let nslimit = options.nslimit { graph.attributes.nslimit = nslimit }
        if let mclimit = options.mclimit { graph.attributes.mclimit = mclimit }
        graph.nodeDefaults.shape = .box
        graph.nodeDefaults.style = [.rounded, .filled]
        graph.nodeDefaults.fontname = DiagramStyle.font
        graph.nodeDefaults.fontsize = DiagramStyle.detailSize
        graph.nodeDefaults.color = DiagramStyle.ink
        graph.nodeDefaults.fillcolor = DiagramStyle.fill
        graph.nodeDefaults.margin = (0.08, 0.04)
        graph.edgeDefaults.fontname = DiagramStyle.font
        graph.edgeDefaults.fontsize = DiagramStyle.detailSize
        graph.edgeDefaults.fontcolor = DiagramStyle.ink
        graph.edgeDefaults.color = DiagramStyle.ink
        graph.edgeDefaults.arrowsize = 0.7

        graph.statements = statements(of: content.blocks)
        graph.statements += content.edges.map { .edge(edge($0)) }
        // Graphviz lays out a graph with no node as 8 points square, its heading outside it.
        if content.blocks.isEmpty {
            var empty = DOTNode(id: "nothing")
            empty.attributes.shape = .plaintext
            empty.attributes.label = .text("no controller to draw")
            empty.attributes.fontcolor = DiagramStyle.secondaryInk
            empty.attributes.style = [.solid]
            graph.statements.append(.node(empty))
        }
        return graph
    }

    /// The title, the caption, and the key when the options ask for it and the content uses
    /// a mark that needs one: one HTML-like table above the drawing.
    private func heading(of content: DiagramContent) -> DOTValue? {
        var rows: [[HTMLLabel.Cell]] = []
        if let title = content.title {
            rows.append([
                HTMLLabel.Cell(
                    [.init(DOTEscaping.truncated(title, to: 120), bold: true, pointSize: DiagramStyle.titleSize, color: DiagramStyle.ink.text)],
                    align: "LEFT")
            ])
        }
        // One row a caption line: a line break inside a cell would centre its lines.
        for line in (content.caption ?? "").split(separator: "\n") {
            rows.append([
                HTMLLabel.Cell([.init(String(line), pointSize: DiagramStyle.captionSize, color: DiagramStyle.secondaryInk.text)], align: "LEFT")
            ])
        }
        if options.showsLegend { rows += Legend.rows(for: keyMarks ?? Legend.marks(in: content), showingRuleIDs: showsRuleIDs) }
        guard !rows.isEmpty else { return nil }
        return .html(HTMLLabel(rows: rows, tableAttributes: ["BORDER": "0", "CELLBORDER": "0", "CELLSPACING": "3", "CELLPADDING": "2"]))
    }

    /// Blocks as statements, clusters nested to any depth without recursion.
    private func statements(of blocks: [DiagramContent.Block]) -> [DOTStatement] {
        var statements: [DOTStatement] = []
        var remaining = blocks[...]
        // The clusters being filled, innermost last, each with the blocks it has still to take.
        var open: [(subgraph: DOTSubgraph, remaining: ArraySlice<DiagramContent.Block>)] = []
        func emit(_ statement: DOTStatement) {
            if open.isEmpty { statements.append(statement) } else { open[open.count - 1].subgraph.statements.append(statement) }
        }
        while true {
            let next = open.isEmpty ? remaining.popFirst() : open[open.count - 1].remaining.popFirst()
            guard let block = next else {
                guard let closed = open.popLast() else { return statements }
                emit(.subgraph(closed.subgraph))
                continue
            }
            switch block {
            case .node(let content): emit(.node(node(content)))
            case .cluster(let cluster): open.append((subgraph(cluster), cluster.blocks[...]))
            }
        }
    }

    private func subgraph(_ cluster: DiagramContent.Cluster) -> DOTSubgraph {
        var subgraph = DOTSubgraph(id: cluster.id)
        subgraph.attributes.style = [.rounded, .filled]
        subgraph.attributes.tooltip = cluster.tooltip.map(Self.shortTooltip)
        switch cluster.role {
        case .family(let origin):
            let color =
                switch origin {
                case .window: DiagramStyle.windowFamily
                case .presented: DiagramStyle.presentedFamily
                case .detached: DiagramStyle.detachedFamily
                }
            subgraph.attributes.label = .text(cluster.label)
            subgraph.attributes.color = color
            subgraph.attributes.fillcolor = DiagramStyle.familyFill
            subgraph.attributes.fontcolor = color
            subgraph.attributes.fontsize = DiagramStyle.clusterLabelSize
            subgraph.attributes.labeljust = .left
        case .container(let isOnScreen):
            subgraph.attributes.label = .text(cluster.label)
            subgraph.attributes.color = isOnScreen ? DiagramStyle.container : DiagramStyle.dimmedLine
            subgraph.attributes.fillcolor = DiagramStyle.containerFill
        }
        return subgraph
    }

    private func node(_ node: DiagramContent.Node) -> DOTNode {
        var attributes = DOTAttributes()
        let dimmed = !node.role.isOnScreen
        let textColor = (dimmed ? DiagramStyle.dimmedInk : DiagramStyle.ink).text
        var rows: [[HTMLLabel.Cell]] = []
        if let place = node.place {
            rows.append([
                HTMLLabel.Cell([
                    .init(place, pointSize: DiagramStyle.detailSize, color: (dimmed ? DiagramStyle.dimmedInk : DiagramStyle.secondaryInk).text)
                ])
            ])
        }
        for (position, line) in node.lines.enumerated() {
            switch position {
            case 0: rows.append([HTMLLabel.Cell([.init(line, bold: true, pointSize: DiagramStyle.idSize, color: textColor)])])
            case 1: rows.append([HTMLLabel.Cell([.init(line, color: textColor)])])
            default: rows.append([HTMLLabel.Cell([.init(line, color: textColor)], align: "LEFT")])
            }
        }
        let answered = node.role.definer == .answered
        if let definer = node.role.definer, let caption = definer.caption(showingRuleIDs: showsRuleIDs) {
            // The answered definer keeps its amber when its view is gone: a context
            // presentation usually covers the definer, and the key promises amber.
            let color = answered ? DiagramStyle.definer : dimmed ? DiagramStyle.dimmedInk : DiagramStyle.ink
            rows.append([HTMLLabel.Cell([.init(caption, italic: true, color: color.text)])])
            attributes.penwidth = answered ? 3 : 2
        }
        if dimmed {
            attributes.style = [.rounded, .filled, .dashed]
            attributes.color = DiagramStyle.dimmedLine
            attributes.fillcolor = DiagramStyle.dimmedFill
        }
        if answered { attributes.color = DiagramStyle.definer }
        attributes.label = .html(HTMLLabel(rows: rows))
        attributes.tooltip = node.tooltip.map(Self.shortTooltip)
        return DOTNode(id: node.id, attributes: attributes)
    }

    /// A tooltip short enough that Graphviz can read back its own laid-out DOT (`-Tdot`
    /// writes each string as one token, and its lexer stops at 16 KiB).
    private static func shortTooltip(_ text: String) -> String { DOTEscaping.truncated(text, to: 1_000) }

    private func edge(_ edge: DiagramContent.Edge) -> DOTEdge {
        var attributes = DOTAttributes()
        if !edge.label.isEmpty { attributes.setEdgeLabel(edge.label, external: externalEdgeLabels) }
        attributes.tooltip = edge.tooltip.map(Self.shortTooltip)
        switch edge.role {
        case .containment(let isOnScreen), .push(let isOnScreen):
            if !isOnScreen {
                attributes.color = DiagramStyle.dimmedLine
                attributes.fontcolor = DiagramStyle.dimmedInk
            }
        case .presentation:
            attributes.style = [.dashed]
            attributes.color = DiagramStyle.presentation
            attributes.fontcolor = DiagramStyle.presentation
            attributes.penwidth = 1.5
        case .contextWalk:
            attributes.style = [.dotted]
            attributes.color = DiagramStyle.contextWalk
            attributes.fontcolor = DiagramStyle.contextWalk
            attributes.constraint = false
            attributes.arrowhead = .vee
        case .layout:
            attributes.style = [.invisible]
            // A rank between the rows and families it separates, for the edges that cross it.
            attributes.minlen = 2
        }
        if let cluster = edge.endsAtCluster { attributes.lhead = DOTSubgraph(id: cluster).encodedID }
        return DOTEdge(from: edge.from, to: edge.to, attributes: attributes)
    }
}

extension DiagramContent.Definer {
    /// The line a definer's node carries, in every output; none for a class default, which
    /// every navigation and tab bar controller has and which would bury the one that mattered.
    public func caption(showingRuleIDs: Bool) -> String? {
        switch self {
        case .byClassDefault: nil
        case .explicitly: "defines context"
        case .answered: showingRuleIDs ? "defines the context (R3.2)" : "defines the context"
        }
    }
}

extension DOTAttributes {
    /// An edge's label, as `label` or, when `external`, as `xlabel`: placed beside the edge
    /// after layout, so that `dot` does not double every rank of the graph for it (see
    /// ``HierarchyDiagram/Options/externalEdgeLabels``). Every edge of a diagram sets its
    /// label here, so a diagram never mixes the two.
    mutating func setEdgeLabel(_ text: String, external: Bool) {
        if external { xlabel = .text(text) } else { label = .text(text) }
    }
}
