/// The legend drawn beside every diagram: one example of each mark. Its edge labels follow
/// the diagram's (inline or external), since one inline label makes `dot` double every rank.
enum Legend {
    static func cluster(externalEdgeLabels: Bool) -> DOTSubgraph {
        var legend = DOTSubgraph(id: "legend")
        legend.attributes.label = .text("legend")
        legend.attributes.style = ["rounded", "dashed"]
        legend.attributes.set("color", DiagramStyle.dimmedLine)
        legend.attributes.set("fontcolor", DiagramStyle.dimmedInk)
        legend.attributes["fontsize"] = .number(10)
        legend.attributes.set("labeljust", "l")

        func node(_ id: String, _ text: String, dimmed: Bool = false, definer: Bool = false) -> DOTStatement {
            var attributes = DOTAttributes()
            attributes.label = .text(text)
            attributes["fontsize"] = .number(9)
            if dimmed {
                attributes.style = ["rounded", "filled", "dashed"]
                attributes.set("color", DiagramStyle.dimmedLine)
                attributes.set("fontcolor", DiagramStyle.dimmedInk)
                attributes.set("fillcolor", DiagramStyle.dimmedFill)
            }
            if definer { attributes["penwidth"] = .number(2.5) }
            return .node(DOTNode(id: id, attributes: attributes))
        }
        func edge(_ from: String, _ to: String, _ label: String, style: String?, color: String) -> DOTStatement {
            var attributes = DOTAttributes()
            attributes.setEdgeLabel(label, external: externalEdgeLabels)
            if let style { attributes.style = [style] }
            attributes.set("color", color)
            attributes.set("fontcolor", color)
            return .edge(DOTEdge(from: from, to: to, attributes: attributes))
        }
        // One row: the marks read left to right.
        var row = DOTSubgraph(id: "legend_row", isCluster: false)
        row.attributes.set("rank", "same")
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
            edge("legend_definer", "legend_presented", "presents: style", style: "dashed", color: DiagramStyle.presentation),
            edge("legend_child", "legend_definer", "asked to present", style: "dotted", color: DiagramStyle.contextWalk),
        ]
        return legend
    }
}
