import PresentationDOT
import PresentationModel

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
    /// Whether the content comes placed (``DiagramContent/placement``).
    var isPlaced = false
    /// Where a rule's entry is published beside the drawing (``DiagramContent/ruleURL``).
    var ruleURL: (@Sendable (RuleID) -> String?)?

    func graph(of content: DiagramContent) -> DOTGraph {
        var styling = self
        styling.showsRuleIDs = content.showsRuleIDs
        styling.isPlaced = content.placement != nil
        styling.ruleURL = content.ruleURL
        return styling.drawn(content)
    }

    private func drawn(_ content: DiagramContent) -> DOTGraph {
        var graph = DOTGraph(id: "vcgraph")
        HouseStyle.setDefaults(of: &graph)
        graph.attributes.rankdir = .topToBottom
        graph.attributes.compound = true
        graph.attributes.newrank = true
        graph.attributes.ordering = .out
        graph.attributes.nodesep = 0.15
        graph.attributes.ranksep = 0.35
        graph.attributes.label = heading(of: content)
        if let nslimit = options.nslimit { graph.attributes.nslimit = nslimit }
        if let mclimit = options.mclimit { graph.attributes.mclimit = mclimit }

        graph.statements = statements(of: content.blocks)
        if let placement = content.placement {
            // Drawn as placed by every Graphviz tool and by libgvc, whatever engine it is
            // asked for: the graph's layout attribute chooses it.
            graph.attributes["layout"] = .raw("nop2")
            // Graphviz centres a drawing narrower than its heading under it; an invisible
            // point at the heading's right keeps the drawing on the left, under the title.
            if case .html(let heading)? = graph.attributes.label, Self.width(of: heading) > placement.width {
                var point = DOTNode(id: "vcgraph_heading_width")
                point.attributes.shape = .point
                point.attributes.style = [.invisible]
                point.attributes["width"] = .number(0)
                point.attributes["pos"] = .raw(Self.point(Self.width(of: heading), 0, placement.height))
                graph.statements.append(.node(point))
            }
            graph.statements = graph.statements.map { Self.placed($0, placement) }
            for (position, drawn) in content.edges.enumerated() {
                guard let route = placement.edges[position] else { continue }
                var drawn = drawn
                // A label the layout gave no place (the same two controllers joined again
                // with the same words) is said once, by the edge it is placed on.
                if route.label == nil, !drawn.label.isEmpty {
                    drawn.tooltip = drawn.tooltip ?? drawn.label
                    drawn.label = ""
                }
                var placed = edge(drawn)
                Self.place(&placed, along: route, height: placement.height)
                graph.statements.append(.edge(placed))
            }
        } else {
            graph.statements += content.edges.map { .edge(edge($0)) }
        }
        // Graphviz lays out a graph with no node as 8 points square, its heading outside it.
        if content.blocks.isEmpty {
            var empty = DOTNode(id: "nothing")
            empty.attributes.shape = .plaintext
            empty.attributes.label = .text("no controller to draw")
            empty.attributes.fontcolor = DiagramStyle.secondaryInk
            empty.attributes.style = [.solid]
            if let placement = content.placement { empty.attributes["pos"] = .raw(Self.point(70, 10, placement.height)) }
            graph.statements.append(.node(empty))
        }
        return graph
    }

    /// The title, the caption, and the key when the options ask for it and the content uses
    /// a mark that needs one: one HTML-like table above the drawing.
    private func heading(of content: DiagramContent) -> DOTValue? {
        var rows = HouseStyle.headingRows(title: content.title, caption: (content.caption ?? "").split(separator: "\n").map(String.init))
        if options.showsLegend { rows += Legend.rows(for: keyMarks ?? Legend.marks(in: content), showingRuleIDs: showsRuleIDs) }
        guard !rows.isEmpty else { return nil }
        return .html(HTMLLabel(rows: rows, tableAttributes: HouseStyle.headingTable))
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
            let frame: HouseStyle.Frame =
                switch origin {
                case .window: .window
                case .presented: .presented
                case .detached: .detached
                }
            HouseStyle.frame(&subgraph, frame, label: cluster.label)
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
        linkRule(node.rules, &attributes)
        return DOTNode(id: node.id, attributes: attributes)
    }

    /// A tooltip short enough that Graphviz can read back its own laid-out DOT (`-Tdot`
    /// writes each string as one token, and its lexer stops at 16 KiB).
    private static func shortTooltip(_ text: String) -> String { DOTEscaping.truncated(text, to: 1_000) }

    private func edge(_ edge: DiagramContent.Edge) -> DOTEdge {
        var attributes = DOTAttributes()
        // A placed diagram places its labels too.
        if !edge.label.isEmpty { attributes.setEdgeLabel(edge.label, external: externalEdgeLabels && !isPlaced) }
        let assumed = edge.assumptions.isEmpty ? [] : ["assumed: " + edge.assumptions.map(\.described).joined(separator: "; ")]
        let tooltip = (edge.tooltip.map { [$0] } ?? []) + assumed
        attributes.tooltip = tooltip.isEmpty ? nil : Self.shortTooltip(tooltip.joined(separator: "\n"))
        switch edge.role {
        case .containment(let isOnScreen), .push(let isOnScreen):
            if !isOnScreen {
                attributes.color = DiagramStyle.dimmedLine
                attributes.fontcolor = DiagramStyle.dimmedInk
            }
        case .presentation:
            var styled = DOTEdge(from: edge.from, to: edge.to, attributes: attributes)
            HouseStyle.style(&styled, as: .transition)
            attributes = styled.attributes
        case .transition(let isCandidate):
            var styled = DOTEdge(from: edge.from, to: edge.to, attributes: attributes)
            HouseStyle.style(&styled, as: isCandidate ? .unwind : .transition)
            attributes = styled.attributes
            // Laid out by dot, an unwind's candidate goes back up to a scene laid out before
            // its source. Ranked by it, Graphviz 2.42's dot can end it flat in a cluster and
            // free memory twice: it ranks nothing, and its label is placed after the layout.
            if isCandidate, !isPlaced {
                attributes.constraint = false
                if !edge.label.isEmpty { attributes.setEdgeLabel(edge.label, external: true) }
                attributes.label = nil
            }
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
        linkRule(edge.rules, &attributes)
        return DOTEdge(from: edge.from, to: edge.to, attributes: attributes)
    }

    /// Links a mark to the entry of the first of its rules, where the rulebook is published
    /// beside the drawing: Graphviz writes the link around the mark in SVG.
    private func linkRule(_ rules: [RuleID], _ attributes: inout DOTAttributes) {
        guard let rule = rules.first, let url = ruleURL?(rule) else { return }
        attributes["URL"] = .text(url)
        attributes["target"] = .text("_top")
    }
}

// MARK: - Placed diagrams

extension DOTStyling {
    /// A statement with its place written in: a node's centre and size, a cluster's box, in
    /// Graphviz's points, whose y grows upwards.
    fileprivate static func placed(_ statement: DOTStatement, _ placement: DiagramPlacement) -> DOTStatement {
        switch statement {
        case .node(var node):
            if let box = placement.nodes[node.id] {
                node.attributes["pos"] = .raw(point(box.midX, box.midY, placement.height))
                node.attributes["width"] = .number(box.width / 72)
                node.attributes["height"] = .number(box.height / 72)
            }
            return .node(node)
        case .subgraph(var subgraph):
            if let box = placement.clusters[subgraph.id] {
                let corners = [box.x, placement.height - box.bottom, box.right, placement.height - box.y]
                subgraph.attributes["bb"] = .raw(corners.map(DOTNumber.text).joined(separator: ","))
            }
            subgraph.statements = subgraph.statements.map { placed($0, placement) }
            return .subgraph(subgraph)
        case .edge:
            return statement
        }
    }

    /// Writes `route` as the edge's spline (`pos`) and its label's centre (`lp`). Straight runs
    /// are drawn as Bézier segments whose control points lie on them; each corner is rounded.
    fileprivate static func place(_ edge: inout DOTEdge, along route: DiagramPlacement.Route, height: Double) {
        var points: [DiagramPlacement.Point] = []
        for point in route.points where points.last != point { points.append(point) }
        guard let first = points.first else { return }
        var spline = [first]
        func line(to target: DiagramPlacement.Point) { spline += [spline[spline.count - 1], target, target] }
        let radius = 6.0
        for position in points.indices.dropFirst().dropLast() {
            let (before, corner, after) = (points[position - 1], points[position], points[position + 1])
            let into = distance(before, corner), out = distance(corner, after)
            let r = min(radius, into / 2, out / 2)
            guard r > 0.5 else {
                line(to: corner)
                continue
            }
            let entry = DiagramPlacement.Point(corner.x - (corner.x - before.x) / into * r, corner.y - (corner.y - before.y) / into * r)
            let exit = DiagramPlacement.Point(corner.x + (after.x - corner.x) / out * r, corner.y + (after.y - corner.y) / out * r)
            line(to: entry)
            spline += [corner, corner, exit]
        }
        if points.count > 1 { line(to: points[points.count - 1]) } else { spline += [first, first, first] }
        var text = spline.map { point($0.x, $0.y, height) }.joined(separator: " ")
        if let tip = route.tip { text = "e," + point(tip.x, tip.y, height) + " " + text }
        edge.attributes["pos"] = .raw(text)
        if let label = route.label { edge.attributes["lp"] = .raw(point(label.x, label.y, height)) }
    }

    /// The width of a heading, estimated from its runs, with its cells' padding and spacing.
    static func width(of heading: HTMLLabel) -> Double {
        heading.rows.map { row in
            row.flatMap(\.runs).map { TextExtent.width($0.text, size: $0.pointSize ?? DiagramStyle.captionSize, bold: $0.bold) }.reduce(0, +)
                + 10
        }.max() ?? 0
    }

    private static func distance(_ a: DiagramPlacement.Point, _ b: DiagramPlacement.Point) -> Double {
        ((a.x - b.x) * (a.x - b.x) + (a.y - b.y) * (a.y - b.y)).squareRoot()
    }

    fileprivate static func point(_ x: Double, _ y: Double, _ height: Double) -> String {
        DOTNumber.text((x * 100).rounded() / 100) + "," + DOTNumber.text(((height - y) * 100).rounded() / 100)
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
