import PresentationDOT

/// A flow map drawn in the design every vcgraph drawing shares: scenes (a storyboard's, or
/// the classes an app's Swift shows) as families of ``DiagramContent``, their containment as
/// a hierarchy diagram's, and each way from one scene to another (a segue, a call site) as a
/// ``DiagramContent/EdgeRole/transition(isCandidate:)`` edge whose label says what it resolves
/// to.
///
/// vcgraph lays the map out (``HierarchyLayout``): scenes one below another, each transition
/// on a lane of its own at the right, entering its destination from above under its label,
/// in time that grows as the map does. Given Graphviz's `nslimit` or `mclimit`, Graphviz's
/// `dot` lays it out instead, bounded by them.
public struct FlowMapDiagram: Sendable {
    /// What the map shows, placed unless Graphviz lays it out.
    public let content: DiagramContent
    /// The map drawn as a DOT document.
    public let graph: DOTGraph

    public init(_ content: DiagramContent, showsLegend: Bool = true, nslimit: Double? = nil, mclimit: Double? = nil) {
        var content = content
        if nslimit == nil, mclimit == nil { content.placement = HierarchyLayout.placement(of: content) }
        self.content = content
        var styling = DOTStyling(
            options: .init(showsLegend: showsLegend, nslimit: nslimit, mclimit: mclimit, showsRuleIDs: content.showsRuleIDs),
            externalEdgeLabels: false)
        // A grey dashed box in a flow map stands for what is drawn elsewhere, not for a
        // controller off screen.
        styling.keyMarks = Legend.marks(in: content).map { $0 == .notOnScreen ? .elsewhere : $0 }
        graph = styling.graph(of: content)
    }

    /// The DOT text.
    public var dot: String { DOTEncoder().encode(graph) }

    /// The map as a Mermaid flowchart, laid out by whoever draws it.
    public var mermaid: String { MermaidEncoder().encode(content) }
}
