import PresentationDOT

/// The look every vcgraph drawing shares, hierarchies and flow maps alike (storyboards' and
/// code's): the font and its sizes, the palette, a controller's box, a frame, an edge of each
/// kind and the heading above the drawing, each defined here once.
public enum HouseStyle {
    /// Sets the graph's text, box and edge defaults: Helvetica, rounded white boxes with ink
    /// outlines, 12-point details, small arrowheads; the heading left-aligned at the top.
    public static func setDefaults(of graph: inout DOTGraph) {
        graph.attributes.fontname = DiagramStyle.font
        graph.attributes.fontsize = DiagramStyle.captionSize
        graph.attributes.fontcolor = DiagramStyle.ink
        graph.attributes.labelloc = .top
        graph.attributes.labeljust = .left
        graph.attributes.charset = "UTF-8"
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
    }

    /// A controller's id, then its class unless the id already says it: a dump names a
    /// controller by its class (`MasterViewController`), and twins by the class and a number
    /// (`MasterViewController-2`). Both are shortened in the middle, where twins differ least.
    /// A class of the app's module (`NetNewsWire.ArticleViewController`) is named by its
    /// name alone when the id is that name. No class at all: the id alone.
    public static func nameLines(id: String, className: String) -> [String] {
        let name = DOTEscaping.middleTruncated(id)
        guard !className.isEmpty else { return [name] }
        let bare = className.split(separator: ".").last.map(String.init) ?? className
        var twinNumber = id.dropFirst(bare.count)
        if twinNumber.first == "-" { twinNumber = twinNumber.dropFirst() }
        let saysClass = id.hasPrefix(bare) && twinNumber.allSatisfy(\.isASCII) && twinNumber.allSatisfy(\.isNumber)
        return saysClass ? [name] : [name, DOTEscaping.middleTruncated(className)]
    }

    /// A controller's box: ``nameLines(id:className:)``, the id in bold, dimmed (grey and
    /// dashed) when it stands for something not drawn here.
    public static func box(_ node: inout DOTNode, id: String, className: String, dimmed: Bool = false) {
        let color = (dimmed ? DiagramStyle.dimmedInk : DiagramStyle.ink).text
        let rows = nameLines(id: id, className: className).enumerated().map { position, line in
            [HTMLLabel.Cell([.init(line, bold: position == 0, pointSize: position == 0 ? DiagramStyle.idSize : nil, color: color)])]
        }
        node.attributes.label = .html(HTMLLabel(rows: rows))
        if dimmed {
            node.attributes.style = [.rounded, .filled, .dashed]
            node.attributes.color = DiagramStyle.dimmedLine
            node.attributes.fillcolor = DiagramStyle.dimmedFill
        }
    }

    /// A title in bold over caption lines, left-aligned: the heading above a drawing.
    public static func heading(title: String?, caption: [String]) -> DOTValue {
        .html(HTMLLabel(rows: headingRows(title: title, caption: caption), tableAttributes: headingTable))
    }

    /// The heading's table: no borders, a little room around each line.
    static let headingTable = ["BORDER": "0", "CELLBORDER": "0", "CELLSPACING": "3", "CELLPADDING": "2"]

    /// The heading's rows: the title, then one a caption line (a line break inside a cell
    /// would centre its lines).
    static func headingRows(title: String?, caption: [String]) -> [[HTMLLabel.Cell]] {
        var rows: [[HTMLLabel.Cell]] = []
        if let title {
            rows.append([
                HTMLLabel.Cell(
                    [.init(DOTEscaping.truncated(title, to: 120), bold: true, pointSize: DiagramStyle.titleSize, color: DiagramStyle.ink.text)],
                    align: "LEFT")
            ])
        }
        for line in caption {
            rows.append([HTMLLabel.Cell([.init(line, pointSize: DiagramStyle.captionSize, color: DiagramStyle.secondaryInk.text)], align: "LEFT")])
        }
        return rows
    }

    /// What a frame around controllers stands for.
    public enum Frame: Sendable {
        /// A window's family, or the initial scene a window shows.
        case window
        /// A presented family.
        case presented
        /// A family in no window, or a scene shown only when something leads to it.
        case detached
    }

    /// A frame around controllers, labelled at its top left in its colour.
    public static func frame(_ subgraph: inout DOTSubgraph, _ frame: Frame, label: String) {
        let color =
            switch frame {
            case .window: DiagramStyle.windowFamily
            case .presented: DiagramStyle.presentedFamily
            case .detached: DiagramStyle.detachedFamily
            }
        subgraph.attributes.style = [.rounded, .filled]
        subgraph.attributes.label = .text(label)
        subgraph.attributes.color = color
        subgraph.attributes.fillcolor = DiagramStyle.familyFill
        subgraph.attributes.fontcolor = color
        subgraph.attributes.fontsize = DiagramStyle.clusterLabelSize
        subgraph.attributes.labeljust = .left
    }

    /// What an edge between controllers stands for.
    public enum Edge: Sendable {
        /// A container holds a child: solid ink.
        case containment
        /// A presentation, a push, a segue or a call that shows another controller: dashed,
        /// in the presentations' blue.
        case transition
        /// An unwind, or what is only a candidate: dotted grey.
        case unwind
    }

    /// Styles `edge` as `kind` is drawn.
    public static func style(_ edge: inout DOTEdge, as kind: Edge) {
        switch kind {
        case .containment:
            break
        case .transition:
            edge.attributes.style = [.dashed]
            edge.attributes.color = DiagramStyle.presentation
            edge.attributes.fontcolor = DiagramStyle.presentation
            edge.attributes.penwidth = 1.5
        case .unwind:
            edge.attributes.style = [.dotted]
            edge.attributes.color = DiagramStyle.dimmedInk
            edge.attributes.fontcolor = DiagramStyle.secondaryInk
        }
    }
}
