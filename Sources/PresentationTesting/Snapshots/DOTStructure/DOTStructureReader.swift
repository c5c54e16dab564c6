/// Reads DOT text into what a structural comparison compares: which clusters nest in which,
/// which nodes each holds, the edges, and the attributes asked for, with the defaults
/// (`node [...]`, `edge [...]`) of each scope applied. Subgraphs that are not clusters
/// (`{ rank=same; … }`) are layout: their contents belong to the cluster around them.
struct DOTStructureReader {
    enum Value: Hashable {
        case text(String)
        /// An HTML-like label's markup.
        case html(String)
    }

    typealias Attributes = [String: Value]

    /// A cluster, or the graph itself: its attributes and the clusters inside it.
    final class Cluster {
        let id: String
        var attributes: Attributes = [:]
        var clusters: [Cluster] = []
        init(id: String) { self.id = id }
    }

    struct Node {
        var attributes: Attributes
        var cluster: Cluster
        var depth: Int
    }

    struct Edge {
        var from: String
        var to: String
        var attributes: Attributes
    }

    private struct Scope {
        var cluster: Cluster
        /// Whether `graph [...]` and `a = b` set the cluster's attributes (not a ranking subgraph's).
        var ownsAttributes: Bool
        var depth: Int
        var nodeDefaults: Attributes
        var edgeDefaults: Attributes
    }

    private let tokens: [(token: DOTTokens.Token, line: Int)]
    private var position = 0
    private(set) var isDirected = true
    private(set) var root = Cluster(id: "")
    private(set) var nodes: [String: Node] = [:]
    private(set) var edges: [Edge] = []

    init(_ text: String) throws(DOTTokens.Problem) {
        tokens = try DOTTokens(text).tokens
        try readGraph()
    }

    // MARK: The grammar

    private mutating func readGraph() throws(DOTTokens.Problem) {
        if case .id(let word)? = peek, word.lowercased() == "strict" { position += 1 }
        guard case .id(let kind)? = peek, ["graph", "digraph"].contains(kind.lowercased()) else {
            throw problem("expected 'digraph' or 'graph'")
        }
        isDirected = kind.lowercased() == "digraph"
        position += 1
        var name = ""
        if case .id(let id)? = peek {
            name = id
            position += 1
        }
        root = Cluster(id: name)
        try expect("{")
        var scope = Scope(cluster: root, ownsAttributes: true, depth: 0, nodeDefaults: [:], edgeDefaults: [:])
        try readStatements(in: &scope)
        try expect("}")
        guard position == tokens.count else { throw problem("unexpected text after the graph") }
    }

    /// Statements up to the closing `}`; returns every node they mention (an edge's end may be a subgraph).
    @discardableResult
    private mutating func readStatements(in scope: inout Scope) throws(DOTTokens.Problem) -> [String] {
        var mentioned: [String] = []
        while let token = peek, token != .symbol("}") {
            if token == .symbol(";") {
                position += 1
                continue
            }
            mentioned += try readStatement(in: &scope)
        }
        return mentioned
    }

    private mutating func readStatement(in scope: inout Scope) throws(DOTTokens.Problem) -> [String] {
        if case .id(let word)? = peek, ["graph", "node", "edge"].contains(word.lowercased()), next == .symbol("[") {
            position += 1
            let attributes = try readAttributeLists()
            switch word.lowercased() {
            case "graph": if scope.ownsAttributes { scope.cluster.attributes.merge(attributes) { $1 } }
            case "node": scope.nodeDefaults.merge(attributes) { $1 }
            default: scope.edgeDefaults.merge(attributes) { $1 }
            }
            return []
        }
        if case .id(let name)? = peek, next == .symbol("=") {
            position += 2
            let value = try readValue()
            if scope.ownsAttributes { scope.cluster.attributes[name] = value }
            return []
        }
        var ends = [try readEnd(in: scope)]
        while peek == .edgeOperator {
            position += 1
            ends.append(try readEnd(in: scope))
        }
        let attributes = peek == .symbol("[") ? try readAttributeLists() : [:]
        if ends.count == 1 {
            // A node statement (or a subgraph on its own).
            if case .node(let id) = ends[0] { declare(id, attributes, in: scope) }
            return ends[0].nodes
        }
        for (from, to) in zip(ends, ends.dropFirst()) {
            for tail in from.nodes {
                for head in to.nodes {
                    edges.append(Edge(from: tail, to: head, attributes: scope.edgeDefaults.merging(attributes) { $1 }))
                }
            }
        }
        return ends.flatMap(\.nodes)
    }

    private enum End {
        case node(String)
        case subgraph([String])

        var nodes: [String] {
            switch self {
            case .node(let id): [id]
            case .subgraph(let ids): ids
            }
        }
    }

    /// A node ID (its port, if any, skipped: ports place an edge's end) or a subgraph.
    private mutating func readEnd(in scope: Scope) throws(DOTTokens.Problem) -> End {
        if peek == .symbol("{") || peek == .id("subgraph") {
            return .subgraph(try readSubgraph(in: scope))
        }
        guard case .id(let id)? = peek else { throw problem("expected a node, an edge or a subgraph") }
        position += 1
        while peek == .symbol(":") {
            position += 1
            _ = try readValue()
        }
        if nodes[id] == nil { nodes[id] = Node(attributes: scope.nodeDefaults, cluster: scope.cluster, depth: scope.depth) }
        return .node(id)
    }

    private mutating func readSubgraph(in scope: Scope) throws(DOTTokens.Problem) -> [String] {
        var id = ""
        if peek == .id("subgraph") {
            position += 1
            if case .id(let name)? = peek {
                id = name
                position += 1
            }
        }
        try expect("{")
        var inner = scope
        if id.hasPrefix("cluster") {
            let cluster = scope.cluster.clusters.first { $0.id == id } ?? Cluster(id: id)
            if !scope.cluster.clusters.contains(where: { $0 === cluster }) { scope.cluster.clusters.append(cluster) }
            inner = Scope(
                cluster: cluster, ownsAttributes: true, depth: scope.depth + 1, nodeDefaults: scope.nodeDefaults,
                edgeDefaults: scope.edgeDefaults)
        } else {
            inner.ownsAttributes = false
        }
        let mentioned = try readStatements(in: &inner)
        try expect("}")
        return mentioned
    }

    /// A node statement: the node's attributes, and its cluster the deepest it is declared in.
    private mutating func declare(_ id: String, _ attributes: Attributes, in scope: Scope) {
        guard var node = nodes[id] else { return }
        node.attributes.merge(attributes) { $1 }
        if scope.depth > node.depth {
            node.cluster = scope.cluster
            node.depth = scope.depth
        }
        nodes[id] = node
    }

    private mutating func readAttributeLists() throws(DOTTokens.Problem) -> Attributes {
        var attributes: Attributes = [:]
        while peek == .symbol("[") {
            position += 1
            while peek != .symbol("]") {
                guard case .id(let name)? = peek else { throw problem("expected an attribute's name") }
                position += 1
                try expect("=")
                attributes[name] = try readValue()
                if peek == .symbol(",") || peek == .symbol(";") { position += 1 }
            }
            position += 1
        }
        return attributes
    }

    private mutating func readValue() throws(DOTTokens.Problem) -> Value {
        switch peek {
        case .id(let text)?:
            position += 1
            return .text(text)
        case .html(let markup)?:
            position += 1
            return .html(markup)
        default: throw problem("expected a value")
        }
    }

    // MARK: Tokens

    private var peek: DOTTokens.Token? { position < tokens.count ? tokens[position].token : nil }
    private var next: DOTTokens.Token? { position + 1 < tokens.count ? tokens[position + 1].token : nil }

    private mutating func expect(_ symbol: Character) throws(DOTTokens.Problem) {
        guard peek == .symbol(symbol) else { throw problem("expected '\(symbol)'") }
        position += 1
    }

    private func problem(_ message: String) -> DOTTokens.Problem {
        let line = position < tokens.count ? tokens[position].line : (tokens.last?.line ?? 1)
        return DOTTokens.Problem(line: line, message: position < tokens.count ? message : message + " before the end")
    }
}
