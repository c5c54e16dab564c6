/// The keyword values of the Graphviz attributes the diagrams set, as types, so that a
/// misspelt keyword is a compile error rather than a drawing Graphviz silently ignores.
/// Each case is written as Graphviz spells it (its raw value).
public protocol DOTKeyword: RawRepresentable<String>, Hashable, Sendable {}

/// `rankdir`'s values: the direction in which ranks follow one another.
public enum DOTRankDirection: String, DOTKeyword {
    /// Top to bottom, Graphviz's default: an edge's head is below its tail.
    case topToBottom = "TB"
    /// Left to right: an edge's head is to the right of its tail.
    case leftToRight = "LR"
}

/// `shape`'s values used here (Graphviz's polygon-based node shapes).
public enum DOTShape: String, DOTKeyword {
    /// A rectangle (with `style=rounded`, a rounded one).
    case box
    /// No outline at all: the label is the node, as for an HTML table that draws its own cells.
    case plain
    /// No outline, but the node keeps its margin around the label.
    case plaintext
    /// A dot, as small as `width` and `height` make it.
    case point
}

/// One item of `style`: how the outline of a node, edge or cluster is drawn, and whether
/// it is filled.
public enum DOTStyle: String, DOTKeyword {
    /// Solid lines (the default, named for an edge that overrides a dashed default).
    case solid
    case dashed
    case dotted
    /// A thicker line, like `penwidth=2`.
    case bold
    /// Rounded corners on a box or a cluster.
    case rounded
    /// Filled with `fillcolor` (or `color`).
    case filled
    /// Not drawn, though still laid out.
    case invisible = "invis"
}

/// `labelloc`'s values: where a graph's or cluster's label sits vertically.
public enum DOTLabelLocation: String, DOTKeyword {
    case top = "t"
    case bottom = "b"
    case center = "c"
}

/// `labeljust`'s values: how a graph's or cluster's label is justified.
public enum DOTLabelJustification: String, DOTKeyword {
    case left = "l"
    case right = "r"
    case center = "c"
}

/// `arrowhead`'s values used here: the mark drawn at an edge's head.
public enum DOTArrow: String, DOTKeyword {
    /// A filled triangle, the default.
    case normal
    /// A `V`, lighter than the triangle.
    case vee
    /// No mark.
    case none
}

/// `rank`'s values: a constraint on the ranks of the nodes of a subgraph.
public enum DOTRankConstraint: String, DOTKeyword {
    /// All on one rank.
    case same
    /// All on the smallest rank.
    case min
    /// All on the largest rank.
    case max
}

/// `ordering`'s values: which edges of a node keep the order they are written in.
public enum DOTOrdering: String, DOTKeyword {
    /// The edges leaving a node.
    case out
    /// The edges entering a node.
    case `in`
}

/// A colour as Graphviz reads it: `#rrggbb` (the diagrams' palette, `DiagramStyle`) or
/// one of Graphviz's named colours.
public struct DOTColor: Hashable, Sendable, ExpressibleByStringLiteral {
    public var text: String

    public init(_ text: String) { self.text = text }
    public init(stringLiteral text: String) { self.text = text }
}
