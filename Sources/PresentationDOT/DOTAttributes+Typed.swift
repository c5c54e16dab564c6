/// The attributes the diagrams set, typed. Each property is named as Graphviz names the
/// attribute, and its comment says, in our words, what Graphviz's attribute reference says
/// it does. Setting nil removes the attribute.
extension DOTAttributes {
    // MARK: - Text

    /// `label`: the text drawn for the object: an escString (`\n` breaks lines) or an
    /// HTML-like label (a table of cells, each with its own font).
    public var label: DOTValue? {
        get { self["label"] }
        set { self["label"] = newValue }
    }

    /// `xlabel`: an external label, placed after the nodes and edges so that it overlaps
    /// neither; for an edge, near its middle. Unlike `label`, it takes no room in the ranking.
    public var xlabel: DOTValue? {
        get { self["xlabel"] }
        set { self["xlabel"] = newValue }
    }

    /// `tooltip`: the text an SVG viewer shows when the pointer rests on the object.
    public var tooltip: String? {
        get { text("tooltip") }
        set { self["tooltip"] = newValue.map(DOTValue.text) }
    }

    /// `fontname`: the font family used for the object's text.
    public var fontname: String? {
        get { text("fontname") }
        set { self["fontname"] = newValue.map(DOTValue.raw) }
    }

    /// `fontsize`: the font size, in points, of the object's text (Graphviz's default 14,
    /// minimum 1).
    public var fontsize: Double? {
        get { number("fontsize") }
        set { self["fontsize"] = newValue.map(DOTValue.number) }
    }

    /// `fontcolor`: the colour of the object's text.
    public var fontcolor: DOTColor? {
        get { text("fontcolor").map { DOTColor($0) } }
        set { self["fontcolor"] = newValue.map { .raw($0.text) } }
    }

    /// `labelloc`: where the label of the graph or of a cluster sits vertically (for the
    /// root graph, `t` puts the title above the drawing).
    public var labelloc: DOTLabelLocation? {
        get { keyword("labelloc") }
        set { self["labelloc"] = newValue.map { .raw($0.rawValue) } }
    }

    /// `labeljust`: how the label of the graph or of a cluster is justified: `l` to the
    /// left edge of its box.
    public var labeljust: DOTLabelJustification? {
        get { keyword("labeljust") }
        set { self["labeljust"] = newValue.map { .raw($0.rawValue) } }
    }

    /// `charset`: the character encoding Graphviz reads text labels in (`UTF-8`).
    public var charset: String? {
        get { text("charset") }
        set { self["charset"] = newValue.map(DOTValue.text) }
    }

    // MARK: - Lines and fills

    /// `style`: a list of style items for the object's lines and fill (`rounded,filled`,
    /// `dashed`, `invis`).
    public var style: [DOTStyle] {
        get { text("style").map { $0.split(separator: ",").compactMap { DOTStyle(rawValue: String($0)) } } ?? [] }
        set { self["style"] = newValue.isEmpty ? nil : .text(newValue.map(\.rawValue).joined(separator: ",")) }
    }

    /// `color`: the colour of the object's lines: a node's or cluster's outline, an edge's line.
    public var color: DOTColor? {
        get { text("color").map { DOTColor($0) } }
        set { self["color"] = newValue.map { .raw($0.text) } }
    }

    /// `fillcolor`: the colour that fills a node or cluster whose style includes `filled`.
    public var fillcolor: DOTColor? {
        get { text("fillcolor").map { DOTColor($0) } }
        set { self["fillcolor"] = newValue.map { .raw($0.text) } }
    }

    /// `penwidth`: the width, in points, of the pen that draws lines and curves: edges, and
    /// the outlines of nodes and clusters (Graphviz's default 1).
    public var penwidth: Double? {
        get { number("penwidth") }
        set { self["penwidth"] = newValue.map(DOTValue.number) }
    }

    // MARK: - Nodes

    /// `shape`: the shape of a node's outline.
    public var shape: DOTShape? {
        get { keyword("shape") }
        set { self["shape"] = newValue.map { .raw($0.rawValue) } }
    }

    /// `margin`: for a node, the space left around its label, in inches, across and down.
    public var margin: (x: Double, y: Double)? {
        get {
            guard let parts = text("margin")?.split(separator: ","), parts.count == 2, let x = Double(parts[0]), let y = Double(parts[1])
            else { return nil }
            return (x, y)
        }
        set { self["margin"] = newValue.map { .raw(DOTNumber.text($0.x) + "," + DOTNumber.text($0.y)) } }
    }

    // MARK: - Edges

    /// `arrowhead`: the mark drawn at an edge's head.
    public var arrowhead: DOTArrow? {
        get { keyword("arrowhead") }
        set { self["arrowhead"] = newValue.map { .raw($0.rawValue) } }
    }

    /// `arrowsize`: a factor scaling the arrowheads of an edge (Graphviz's default 1).
    public var arrowsize: Double? {
        get { number("arrowsize") }
        set { self["arrowsize"] = newValue.map(DOTValue.number) }
    }

    /// `constraint`: when false, the edge takes no part in ranking its nodes: it is drawn,
    /// but puts its head on no lower rank than its tail.
    public var constraint: Bool? {
        get { text("constraint").map { $0 == "true" } }
        set { self["constraint"] = newValue.map(DOTValue.bool) }
    }

    /// `lhead`: the edge's logical head: with `compound=true`, naming a cluster that holds the
    /// real head clips the edge at that cluster's border.
    public var lhead: String? {
        get { text("lhead") }
        set { self["lhead"] = newValue.map(DOTValue.raw) }
    }

    /// `weight`: how hard `dot` tries to keep the edge short, straight and vertical; an
    /// integer, 1 by default, 0 for none.
    public var weight: Int? {
        get { number("weight").map { Int($0) } }
        set { self["weight"] = newValue.map { .number(Double($0)) } }
    }

    /// `minlen`: the least number of ranks between an edge's tail and its head (1 by default).
    public var minlen: Int? {
        get { number("minlen").map { Int($0) } }
        set { self["minlen"] = newValue.map { .number(Double($0)) } }
    }

    // MARK: - The graph's layout

    /// `rankdir`: the direction of the layout, in which ranks follow one another.
    public var rankdir: DOTRankDirection? {
        get { keyword("rankdir") }
        set { self["rankdir"] = newValue.map { .raw($0.rawValue) } }
    }

    /// `nodesep`: in `dot`, the least space between two adjacent nodes of one rank, in inches
    /// (Graphviz's default 0.25).
    public var nodesep: Double? {
        get { number("nodesep") }
        set { self["nodesep"] = newValue.map(DOTValue.number) }
    }

    /// `ranksep`: in `dot`, the least vertical distance between the bottom of one rank's
    /// nodes and the top of the next rank's, in inches (Graphviz's default 0.5).
    public var ranksep: Double? {
        get { number("ranksep") }
        set { self["ranksep"] = newValue.map(DOTValue.number) }
    }

    /// `compound`: when true, edges may end at a cluster's border (see ``lhead``).
    public var compound: Bool? {
        get { text("compound").map { $0 == "true" } }
        set { self["compound"] = newValue.map(DOTValue.bool) }
    }

    /// `newrank`: when true, `dot` ranks the whole graph at once instead of cluster by
    /// cluster, so that edges between clusters take part in the ranking.
    public var newrank: Bool? {
        get { text("newrank").map { $0 == "true" } }
        set { self["newrank"] = newValue.map(DOTValue.bool) }
    }

    /// `rank`: on a subgraph, a constraint on the ranks of its nodes (`same`: one rank).
    public var rank: DOTRankConstraint? {
        get { keyword("rank") }
        set { self["rank"] = newValue.map { .raw($0.rawValue) } }
    }

    /// `nslimit`: bounds the iterations of the network simplex that ranks the nodes and
    /// places them across, to this factor of the number of nodes.
    public var nslimit: Double? {
        get { number("nslimit") }
        set { self["nslimit"] = newValue.map(DOTValue.number) }
    }

    /// `mclimit`: a factor scaling the passes of the crossing minimiser (fewer passes,
    /// quicker and with more crossings, below 1).
    public var mclimit: Double? {
        get { number("mclimit") }
        set { self["mclimit"] = newValue.map(DOTValue.number) }
    }

    /// `ordering`: with `out`, the edges leaving a node are drawn left to right in the order
    /// they are written, so a tab bar's tabs keep their order.
    public var ordering: DOTOrdering? {
        get { keyword("ordering") }
        set { self["ordering"] = newValue.map { .raw($0.rawValue) } }
    }

    /// `pad`: room, in inches, added around the drawing on every side.
    public var pad: Double? {
        get { number("pad") }
        set { self["pad"] = newValue.map(DOTValue.number) }
    }

    // MARK: - Reading back

    private func text(_ name: String) -> String? {
        switch self[name] {
        case .text(let text)?, .raw(let text)?: text
        case .html?, nil: nil
        }
    }

    private func number(_ name: String) -> Double? { text(name).flatMap(Double.init) }

    private func keyword<Keyword: DOTKeyword>(_ name: String) -> Keyword? { text(name).flatMap(Keyword.init(rawValue:)) }
}
