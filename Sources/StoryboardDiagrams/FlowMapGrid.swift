import PresentationDOT

/// A large flow map laid out by vcgraph itself, for Graphviz to draw without a layout of its
/// own (``GraphvizEngine/pinned``, `neato -n2`): Graphviz's `dot` takes time that grows much
/// faster than the map (thousands of scenes take minutes), where drawing given positions
/// with straight edges grows as the map does.
///
/// Every controller is a node on a grid. Its column is its distance, in containment and segue
/// edges, from the nearest controller no edge leads to (the initial scene first, in file
/// order); its row, its place among the controllers at that distance, in the order a walk
/// from those controllers finds them. So an edge from one column to the next runs in the gap
/// between them and crosses no box, and a chain of scenes (a navigation controller, its root,
/// what that shows) lies along one row. Scenes are not boxed. Each segue's edge is labelled
/// at its head with its title alone (and `?` when its answer is assumed); the answers on each
/// device, and what they assume, are in the edge's tooltip, as `vcgraph segues` prints them.
enum FlowMapGrid {
    /// The room between two controllers of a column, and between two columns for the edges'
    /// labels, in points.
    static let rowPitch = 56.0
    static let columnGap = 260.0

    /// How far apart the vertical lanes of different sources' edges run in a gap, and how many
    /// lanes a gap has before they repeat.
    static let lanePitch = 10.0
    static let lanes = 8
    /// The arrowhead's length, in points, at the edge's default size.
    static let arrowLength = 10.0

    /// `map` with every node placed, scenes unboxed, and edges routed with their labels
    /// shortened.
    static func pinned(_ map: DOTGraph) -> DOTGraph {
        var nodes: [DOTNode] = []
        var edges: [DOTEdge] = []
        collect(map.statements, nodes: &nodes, edges: &edges)
        var index: [String: Int] = [:]
        for (position, node) in nodes.enumerated() where index[node.id] == nil { index[node.id] = position }
        let columns = columns(
            of: nodes.count, edges: edges.compactMap { edge in index[edge.from].flatMap { from in index[edge.to].map { (from, $0) } } })

        // Each column's width is its widest label's, estimated from its characters; every node
        // of the column is given that width, so that the edges meet its sides.
        var x = 0.0
        var places = [Place](repeating: Place(), count: nodes.count)
        let rows = columns.map(\.count).max() ?? 0
        for (number, column) in columns.enumerated() {
            let width = column.map { Self.width(of: nodes[$0]) }.max() ?? 0
            for (row, node) in column.enumerated() {
                // Graphviz's y grows upwards: the first row at the top.
                places[node] = Place(column: number, row: row, x: x + width / 2, y: Double(rows - row) * rowPitch, width: width)
            }
            x += width + columnGap
        }
        var pinned = DOTGraph(id: map.id)
        pinned.attributes = map.attributes
        pinned.attributes["clusterrank"] = nil
        pinned.attributes["nslimit"] = nil
        pinned.attributes["mclimit"] = nil
        pinned.attributes["splines"] = .raw("line")
        pinned.nodeDefaults = map.nodeDefaults
        pinned.edgeDefaults = map.edgeDefaults
        for (position, var node) in nodes.enumerated() {
            let place = places[position]
            node.attributes["pos"] = .raw("\(DOTNumber.text(place.x)),\(DOTNumber.text(place.y))")
            node.attributes["width"] = .number(place.width / 72)
            pinned.statements.append(.node(node))
        }
        // Where each routed edge's label goes: at its head, unless other routed edges share
        // that head and none shares its tail (then at its tail, a row apart from the others).
        var routedOut = [Int](repeating: 0, count: nodes.count)
        var routedIn = [Int](repeating: 0, count: nodes.count)
        for edge in edges {
            guard let from = index[edge.from], let to = index[edge.to], places[to].column == places[from].column + 1 else { continue }
            routedOut[from] += 1
            routedIn[to] += 1
        }
        for var edge in edges {
            var title: String?
            if let label = edge.attributes.label ?? edge.attributes.xlabel, case .text(let text) = label {
                let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
                let assumed = lines.contains { $0.hasSuffix(" ?") }
                title = String(lines.first ?? "") + (assumed ? " ?" : "")
                edge.attributes.xlabel = nil
                edge.attributes.label = title.map { .text($0) }
                if lines.count > 1 {
                    edge.attributes.tooltip = ([text] + (edge.attributes.tooltip.map { [$0] } ?? [])).joined(separator: "\n")
                }
            }
            if let from = index[edge.from], let to = index[edge.to], places[to].column == places[from].column + 1 {
                let atTail = routedIn[to] > 1 && routedOut[from] == 1
                route(&edge, from: places[from], to: places[to], label: title == nil ? nil : atTail ? .tail : .head)
            }
            pinned.statements.append(.edge(edge))
        }
        return pinned
    }

    /// A node's place on the grid, in points.
    struct Place {
        var column = 0, row = 0
        var x = 0.0, y = 0.0, width = 0.0
    }

    /// Routes an edge into the next column along three straight lines: out of the source's
    /// right side, along a vertical lane in the gap (one lane for each source, so that one
    /// source's edges run together and fan out at their rows), and into the destination's
    /// left side, where its label sits, a row apart from the labels of the column's other
    /// edges. An edge between two controllers of one row is a straight line.
    /// Where a routed edge's label sits: above its last line, by its head, or above its first,
    /// by its tail.
    enum LabelPlace { case head, tail }

    static func route(_ edge: inout DOTEdge, from source: Place, to destination: Place, label: LabelPlace?) {
        let start = (x: source.x + source.width / 2, y: source.y)
        let tip = (x: destination.x - destination.width / 2, y: destination.y)
        let end = (x: tip.x - arrowLength, y: tip.y)
        let lane = start.x + 16 + Double(source.row % lanes) * lanePitch
        var points = [start]
        if source.y == destination.y {
            points += [start, end, end]
        } else {
            let turn = (x: lane, y: source.y), down = (x: lane, y: destination.y)
            points += [start, turn, turn, turn, down, down, down, end, end]
        }
        let text = points.map { "\(DOTNumber.text($0.x)),\(DOTNumber.text($0.y))" }.joined(separator: " ")
        edge.attributes["pos"] = .raw("e,\(DOTNumber.text(tip.x)),\(DOTNumber.text(tip.y)) " + text)
        switch label {
        case .head?:
            // Above the last line, in the middle of its run from the lane.
            let from = source.y == destination.y ? start.x : lane
            edge.attributes["lp"] = .raw("\(DOTNumber.text((from + end.x) / 2)),\(DOTNumber.text(tip.y + 9))")
        case .tail?:
            // Above the first line, starting by the source (a label's position is its
            // centre; the label's width is estimated, 10-point Helvetica averaging under 6
            // points a character).
            let characters = edge.attributes.label.map { Double($0.read.text.count) } ?? 0
            edge.attributes["lp"] = .raw("\(DOTNumber.text(start.x + 6 + characters * 3)),\(DOTNumber.text(start.y + 9))")
        case nil: break
        }
    }

    /// The nodes and edges of `statements`, those of subgraphs included, in order.
    private static func collect(_ statements: [DOTStatement], nodes: inout [DOTNode], edges: inout [DOTEdge]) {
        for statement in statements {
            switch statement {
            case .node(let node): nodes.append(node)
            case .edge(let edge): edges.append(edge)
            case .subgraph(let subgraph): collect(subgraph.statements, nodes: &nodes, edges: &edges)
            }
        }
    }

    /// The nodes `0..<count` in columns: by their distance from the nearest node no edge
    /// leads to (breadth first, in order), a node in a cycle no such node reaches starting a
    /// walk of its own; each column in the order the walk found its nodes.
    static func columns(of count: Int, edges: [(from: Int, to: Int)]) -> [[Int]] {
        var outgoing = [[Int]](repeating: [], count: count)
        var incoming = [Int](repeating: 0, count: count)
        for (from, to) in edges where from != to {
            outgoing[from].append(to)
            incoming[to] += 1
        }
        var distance = [Int](repeating: -1, count: count)
        var found: [Int] = []
        func walk(from starts: [Int]) {
            var queue = starts.filter { distance[$0] < 0 }
            for start in queue { distance[start] = 0 }
            var head = 0
            while head < queue.count {
                let node = queue[head]
                head += 1
                found.append(node)
                for next in outgoing[node] where distance[next] < 0 {
                    distance[next] = distance[node] + 1
                    queue.append(next)
                }
            }
        }
        walk(from: (0..<count).filter { incoming[$0] == 0 })
        for node in 0..<count where distance[node] < 0 { walk(from: [node]) }
        var columns: [[Int]] = []
        for node in found {
            while columns.count <= distance[node] { columns.append([]) }
            columns[distance[node]].append(node)
        }
        return columns
    }

    /// A node's width in points, estimated generously: Helvetica at 14 points averages under
    /// 8 points a character, and a box adds its margins.
    static func width(of node: DOTNode) -> Double {
        let lines: [String]
        switch node.attributes.label {
        case .text(let text)?: lines = text.split(separator: "\n").map(String.init)
        case .html(let label)?: lines = label.rows.map { $0.flatMap(\.runs).map(\.text).joined() }
        default: return 54
        }
        let longest = lines.map(\.count).max() ?? 0
        return max(54, Double(longest) * 8 + 20)
    }
}
