/// Which attributes a structural DOT comparison looks at besides the structure itself.
///
/// The structure (nodes, clusters and how they nest, edges) and every label are always
/// compared: they are what a diagram says. Colours, fonts, pen widths, tooltips and layout
/// attributes are how it looks, and by default a restyle leaves a snapshot passing. List the
/// attributes that matter to a test (`["penwidth", "style"]`), or compare them all (`.all`,
/// which also keeps invisible layout nodes and edges and compares HTML labels by their markup).
public struct DOTSnapshotAttributes: Hashable, Sendable, ExpressibleByArrayLiteral {
    /// Nil: every attribute.
    let names: Set<String>?

    /// The structure and the labels only: the default.
    public static let structure = DOTSnapshotAttributes(names: [])

    /// Every attribute of the graph, its clusters, nodes and edges, as written.
    public static let all = DOTSnapshotAttributes(names: nil)

    /// The structure, the labels and the attributes named (`penwidth`, `color`, `style`…).
    public init(_ names: some Sequence<String>) { self.names = Set(names) }

    public init(arrayLiteral names: String...) { self.init(names) }

    private init(names: Set<String>?) { self.names = names }

    /// Whether the comparison looks at the attribute `name`.
    func includes(_ name: String) -> Bool {
        name == "label" || names?.contains(name) ?? true
    }

    /// Whether everything is compared, markup and invisible elements included.
    var isAll: Bool { names == nil }
}
