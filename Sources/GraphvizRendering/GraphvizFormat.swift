/// An output format of Graphviz's renderers (`-T` in the `dot` command).
public enum GraphvizFormat: String, Hashable, Sendable, CaseIterable {
    case svg
    case png
    case pdf
    /// The laid-out graph as DOT, with positions (`-Tdot`).
    case dot
    /// The laid-out graph as JSON (`-Tjson`).
    case json
}

/// A Graphviz layout engine (`-K`).
public enum GraphvizEngine: String, Hashable, Sendable, CaseIterable {
    case dot, neato, fdp, circo, twopi
    /// No layout: every position is given (`neato -n2`), as in a graph laid out before;
    /// edges without a position are routed. A flow's frames are drawn on its union's layout with it.
    case pinned = "nop2"
}
