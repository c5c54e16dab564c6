/// A DOT document: a directed graph of statements, with clusters nested to any depth.
public struct DOTGraph: Hashable, Sendable {
    public var id: String
    public var attributes = DOTAttributes()
    public var nodeDefaults = DOTAttributes()
    public var edgeDefaults = DOTAttributes()
    public var statements: [DOTStatement] = []

    public init(id: String) { self.id = id }
}

public enum DOTStatement: Hashable, Sendable {
    case node(DOTNode)
    case edge(DOTEdge)
    case subgraph(DOTSubgraph)
}

/// A subgraph; a cluster (drawn as a box around its contents) when ``isCluster``.
public struct DOTSubgraph: Hashable, Sendable {
    /// Without the `cluster_` prefix, which the encoder adds for clusters.
    public var id: String
    public var isCluster: Bool
    public var attributes = DOTAttributes()
    public var statements: [DOTStatement] = []

    public init(id: String, isCluster: Bool = true) {
        self.id = id
        self.isCluster = isCluster
    }

    /// The ID as written, which is what `lhead` / `ltail` name.
    public var encodedID: String { isCluster ? "cluster_\(id)" : id }
}

public struct DOTNode: Hashable, Sendable {
    public var id: String
    public var attributes = DOTAttributes()

    public init(id: String, attributes: DOTAttributes = DOTAttributes()) {
        self.id = id
        self.attributes = attributes
    }
}

public struct DOTEdge: Hashable, Sendable {
    public var from: String
    public var to: String
    public var attributes = DOTAttributes()

    public init(from: String, to: String, attributes: DOTAttributes = DOTAttributes()) {
        self.from = from
        self.to = to
        self.attributes = attributes
    }
}
