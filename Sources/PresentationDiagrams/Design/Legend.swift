/// The legend drawn beside every diagram: one example of each mark. Its edge labels follow
/// the diagram's (inline or external), since one inline label makes `dot` double every rank.
enum Legend {
    static func cluster(externalEdgeLabels: Bool) -> DOTSubgraph {
        var legend = DOTSubgraph(id: "legend")
        legend.attributes.label = .text("legend")
        legend.attributes.style = [.rounded, .dashed]
        legend.attributes.color = DiagramStyle.dimmedLine
        legend.attributes.fontcolor = DiagramStyle.dimmedInk
        legend.attributes.fontsize = 10
        legend.attributes.labeljust = .left

        func node(_ id: String, _ text: String, dimmed: Bool = false, definer: Bool = false) -> DOTStatement {
            var attributes = DOTAttributes()
            attributes.label = .text(text)
            attributes.fontsize = 9
            if dimmed {
                attributes.style = [.rounded, .filled, .dashed]
                attributes.color = DiagramStyle.dimmedLine
                attributes.fontcolor = DiagramStyle.dimmedInk
                attributes.fillcolor = DiagramStyle.dimmedFill
            }
            if definer { attributes.penwidth = 2.5 }
            return .node(DOTNode(id: id, attributes: attributes))
        }
        func edge(_ from: String, _ to: String, _ label: String, style: DOTStyle?, color: DOTColor) -> DOTStatement {
            var attributes = DOTAttributes()
            attributes.setEdgeLabel(label, external: externalEdgeLabels)
            if let style { attributes.style = [style] }
            attributes.color = color
            attributes.fontcolor = color
            return .edge(DOTEdge(from: from, to: to, attributes: attributes))
        }
        // One row: the marks read left to right.
        var row = DOTSubgraph(id: "legend_row", isCluster: false)
        row.attributes.rank = .same
        row.statements = [
            node("legend_hidden", "not on screen", dimmed: true),
            node("legend_container", "container"),
            node("legend_child", "on screen"),
            node("legend_definer", "defines context", definer: true),
            node("legend_presented", "presented"),
        ]
        legend.statements = [
            .subgraph(row),
            edge("legend_container", "legend_child", "contains", style: nil, color: DiagramStyle.ink),
            edge("legend_definer", "legend_presented", "presents: style", style: .dashed, color: DiagramStyle.presentation),
            edge("legend_child", "legend_definer", "asked to present", style: .dotted, color: DiagramStyle.contextWalk),
        ]
        return legend
    }
}
