/// A hierarchy diagram laid out by vcgraph, so that Graphviz only draws it (`neato -n2`).
///
/// Graphviz's `dot` orders a node's children as declared only when no cluster is in the way,
/// and a hierarchy diagram is all clusters: it drew tabs right to left and children out of
/// order, and took minutes on apps with many tabs. This layout places everything itself, in
/// time that grows as the hierarchy does:
///
/// - Each controller's box sits at the top left of its *block*: the box, then what it holds.
/// - A navigation stack is a column: the navigation controller, its root below it, each
///   controller pushed onto the one before below that, all aligned on the left. The push
///   edges run straight down near the boxes' left sides, and a controller's own children are
///   indented, so a push edge passes beside them.
/// - Other children (tabs, a split view's columns, pages, a custom container's children) are
///   a row under their container, indented, in their order from left to right, wrapped into
///   further rows when a row would grow past ``maxRowWidth``. Edges leave the container
///   down a trunk at its left, along a bus above the row, and into each child from above.
/// - Families are stacked, the window's first, each presented one below the one before.
///   A presentation leaves its presenter's right side, runs down a lane of its own on the
///   right of every family, and enters the presented family from above, right of its label.
///   Where the presenter has siblings on its right, it first runs down the gap after its
///   block, to the channel below its row.
/// - A context walk leaves the controller `present` was called on by its right side, runs up
///   a lane at the right of the presenter's block, where its label sits, and ends at the
///   presenter's right side.
/// - A flow map's transition (a segue, a call site) leaves its source's right side, runs up
///   or down a lane of its own on the right (lanes are shared by transitions whose runs do not
///   overlap), and enters its destination's family from above, right of the family's label,
///   along an approach of its own: the approaches into one family are stacked above it, each
///   with its label on it, and the family is moved down to make room for them. A transition
///   into a controller inside a family, with nothing on its right, enters that controller's
///   right side instead, its label above its last run.
///
/// Every block keeps room for what passes beside it: the gap after a block in a row is wide
/// enough for its edge's label, a row is followed by a channel, and a presenter's block is
/// widened by the lanes and labels of the walks that end at it.
struct HierarchyLayout {
    static let padding = 8.0
    static let familyLabelHeight = 24.0
    static let indent = 28.0
    /// Where edges leave and enter boxes, from their left side.
    static let trunk = 14.0
    static let stackGap = 26.0
    static let rowRise = 12.0
    static let labelledBusDrop = 20.0
    static let bareBusDrop = 10.0
    static let siblingGap = 18.0
    static let channel = 14.0
    static let familyGap = 44.0
    /// The widest a row of children grows before it wraps, in points: at 96 dpi, a README's
    /// 880 pixels.
    static let maxRowWidth = 780.0
    static let laneGap = 24.0
    static let lanePitch = 12.0
    static let walkGap = 12.0
    static let arrowLength = 7.0
    static let edgeLabelSize = 12.0
    /// How far above its family a transition's lowest approach runs, and the room between one
    /// approach's label and the approach above it.
    static let approachLead = 12.0
    static let approachStep = 8.0
    /// How far below a box's middle the run of the transitions entering its side goes, and
    /// the room between their labels.
    static let sideRunDrop = 4.0
    static let sideLabelGap = 4.0

    private let content: DiagramContent
    /// Nodes in the order the blocks declare them.
    private var nodes: [DiagramContent.Node] = []
    private var index: [String: Int] = [:]
    private var containerCluster: [Int: String] = [:]
    private var families: [(cluster: DiagramContent.Cluster?, tops: [Int])] = []
    /// Each node's family, by its place in ``families``.
    private var familyOf: [Int] = []
    /// The transitions into each family, by their position in the content's edges, and the
    /// y of each one's approach above its family (``place()``); those that enter a controller
    /// inside its family by its right side instead, by the controller.
    private var transitionsInto: [[Int]] = []
    private var approachY: [Int: Double] = [:]
    private var sideEntries: [Int: [Int]] = [:]

    // The tree, read from the containment and push edges.
    private var members: [[(node: Int, edge: Int)]] = []
    private var rowChildren: [[(node: Int, edge: Int)]] = []
    private var parent: [Int?] = []
    private var walksInto: [[Int]] = []

    // Block geometry, relative to the block's parent block until ``place()`` makes it absolute.
    private var nodeSize: [(width: Double, height: Double)] = []
    private var blockSize: [(width: Double, height: Double)] = []
    private var origin: [DiagramPlacement.Point] = []
    private var padding: [Double] = []
    private var busY: [Double] = []
    private var rowBottom: [Double] = []
    private var gapX: [Double?] = []
    private var walkLane: [Double] = []
    /// The right side of the widest family, beyond which the presentations' lanes run.
    private var rightEdge = 0.0

    private var placement = DiagramPlacement()

    /// Where every mark of `content` goes.
    static func placement(of content: DiagramContent) -> DiagramPlacement {
        var layout = HierarchyLayout(content: content)
        layout.read()
        layout.measure()
        layout.place()
        layout.route()
        return layout.placement
    }

    private init(content: DiagramContent) { self.content = content }

    // MARK: - Reading the content

    private mutating func read() {
        // The blocks, without recursion: the top-level clusters are families; a container's
        // cluster starts with the container's node.
        for block in content.blocks {
            var familyCluster: DiagramContent.Cluster?
            if case .cluster(let cluster) = block, case .family = cluster.role { familyCluster = cluster }
            families.append((familyCluster, []))
            var pending: [(block: DiagramContent.Block, container: String?)] = [(block, nil)]
            while let (next, container) = pending.popLast() {
                switch next {
                case .node(let node):
                    let position = nodes.count
                    nodes.append(node)
                    index[node.id] = position
                    familyOf.append(families.count - 1)
                    if let container { containerCluster[position] = container }
                    if families[families.count - 1].tops.isEmpty { families[families.count - 1].tops.append(position) }
                case .cluster(let cluster):
                    let isContainer: Bool = if case .container = cluster.role { true } else { false }
                    for (offset, inner) in cluster.blocks.enumerated().reversed() {
                        pending.append((inner, isContainer && offset == 0 ? cluster.id : nil))
                    }
                }
            }
        }
        let count = nodes.count
        members = Array(repeating: [], count: count)
        rowChildren = Array(repeating: [], count: count)
        parent = Array(repeating: nil, count: count)
        walksInto = Array(repeating: [], count: count)
        var next: [Int: (node: Int, edge: Int)] = [:]
        var stackRoot: [Int: (node: Int, edge: Int)] = [:]
        for (position, edge) in content.edges.enumerated() {
            guard let from = index[edge.from], let to = index[edge.to], from != to else { continue }
            switch edge.role {
            case .containment:
                if nodes[from].arrangement == .stack, stackRoot[from] == nil {
                    stackRoot[from] = (to, position)
                } else {
                    rowChildren[from].append((to, position))
                }
            case .push: if next[from] == nil { next[from] = (to, position) }
            case .contextWalk: walksInto[to].append(position)
            case .presentation, .transition, .layout: continue
            }
        }
        // A stack's column: its root, then each controller pushed onto the one before.
        for (owner, root) in stackRoot {
            var member: (node: Int, edge: Int)? = root
            var seen = Set<Int>()
            while let current = member, seen.insert(current.node).inserted {
                members[owner].append(current)
                member = next[current.node]
            }
        }
        // Parents, from each family's root: a controller reached twice keeps its first place,
        // and one no edge reaches (a selection left its parent out) is a top of its family.
        var reached = [Bool](repeating: false, count: count)
        for family in families.indices {
            for top in families[family].tops { adopt(from: top, reached: &reached) }
        }
        for node in 0..<count where !reached[node] {
            families[familyOf[node]].tops.append(node)
            adopt(from: node, reached: &reached)
        }
        // Transitions, and the containment of a controller drawn in another family (a flow
        // map's scene a container of another scene also holds), which is routed as one.
        transitionsInto = Array(repeating: [], count: families.count)
        for (position, edge) in content.edges.enumerated() {
            guard let from = index[edge.from], let to = index[edge.to], from != to else { continue }
            switch edge.role {
            case .transition: break
            case .containment, .push: guard familyOf[from] != familyOf[to] else { continue }
            case .presentation, .contextWalk, .layout: continue
            }
            transitionsInto[familyOf[to]].append(position)
        }
    }

    /// Makes each controller reached from `top` by its kept members and row children a child
    /// of the first that reaches it; a child reached before is dropped from its later parent,
    /// and a child drawn in another family is left there.
    private mutating func adopt(from top: Int, reached: inout [Bool]) {
        reached[top] = true
        var pending = [top]
        while let node = pending.popLast() {
            func keep(_ child: (node: Int, edge: Int)) -> Bool {
                guard !reached[child.node], familyOf[child.node] == familyOf[node] else { return false }
                reached[child.node] = true
                parent[child.node] = node
                return true
            }
            members[node] = members[node].filter(keep)
            rowChildren[node] = rowChildren[node].filter(keep)
            pending += (members[node] + rowChildren[node]).map(\.node)
        }
    }

    // MARK: - Sizes, bottom-up

    private mutating func measure() {
        let count = nodes.count
        nodeSize = nodes.map(Self.size(of:))
        blockSize = Array(repeating: (0, 0), count: count)
        origin = Array(repeating: DiagramPlacement.Point(0, 0), count: count)
        padding = Array(repeating: 0, count: count)
        busY = Array(repeating: 0, count: count)
        rowBottom = Array(repeating: 0, count: count)
        gapX = Array(repeating: nil, count: count)
        walkLane = Array(repeating: 0, count: count)
        for node in postorder() {
            let pad = containerCluster[node] == nil ? 0 : Self.padding
            padding[node] = pad
            var width = nodeSize[node].width
            var y = nodeSize[node].height
            for member in members[node] {
                y += Self.stackGap
                origin[member.node] = DiagramPlacement.Point(pad, pad + y)
                y += blockSize[member.node].height
                width = max(width, blockSize[member.node].width)
            }
            let row = rowChildren[node]
            if !row.isEmpty {
                let labelled = row.contains { !content.edges[$0.edge].label.isEmpty }
                let drop = labelled ? Self.labelledBusDrop : Self.bareBusDrop
                y += Self.rowRise + drop
                var rowTop = y
                var rowHeight = 0.0
                var x = Self.indent
                var current: [Int] = []
                for child in row {
                    let size = blockSize[child.node]
                    if !current.isEmpty, x + size.width > Self.maxRowWidth {
                        for member in current { rowBottom[member] = pad + rowTop + rowHeight }
                        gapX[current[current.count - 1]] = nil
                        rowTop += rowHeight + Self.channel + drop
                        rowHeight = 0
                        x = Self.indent
                        current = []
                    }
                    origin[child.node] = DiagramPlacement.Point(pad + x, pad + rowTop)
                    busY[child.node] = pad + rowTop - drop
                    let labelWidth = Self.labelWidth(content.edges[child.edge])
                    // Room after the child for its edge's label, which starts by its entry.
                    let gap = max(Self.siblingGap, labelWidth + Self.trunk + 12 - size.width)
                    gapX[child.node] = pad + x + size.width + gap / 2
                    width = max(width, x + size.width)
                    x += size.width + gap
                    rowHeight = max(rowHeight, size.height)
                    current.append(child.node)
                }
                for member in current { rowBottom[member] = pad + rowTop + rowHeight }
                gapX[current[current.count - 1]] = nil
                y = rowTop + rowHeight + Self.channel
            }
            walkLane[node] = pad + width + Self.walkGap
            for walk in walksInto[node] { width += Self.walkGap + Self.labelWidth(content.edges[walk]) + 8 }
            blockSize[node] = (width + 2 * pad, y + 2 * pad)
        }
    }

    /// Every node, children before their parents.
    private func postorder() -> [Int] {
        var order: [Int] = []
        var pending = families.flatMap(\.tops)
        while let node = pending.popLast() {
            order.append(node)
            pending += members[node].map(\.node) + rowChildren[node].map(\.node)
        }
        return order.reversed()
    }

    static func size(of node: DiagramContent.Node) -> (width: Double, height: Double) {
        var lines: [(text: String, size: Double, bold: Bool)] = []
        if let place = node.place { lines.append((place, DiagramStyle.detailSize, false)) }
        for (position, line) in node.lines.enumerated() {
            lines.append((line, position == 0 ? DiagramStyle.idSize : DiagramStyle.detailSize, position == 0))
        }
        if let caption = node.role.definer?.caption(showingRuleIDs: true) { lines.append((caption, DiagramStyle.detailSize, false)) }
        let width = lines.map { TextExtent.width($0.text, size: $0.size, bold: $0.bold) }.max() ?? 0
        let height = lines.map { TextExtent.lineHeight(size: $0.size) }.reduce(0, +)
        // Graphviz's node margins (0.08 and 0.04 inches) and its smallest box (0.75 by 0.5).
        return (max(54, width + 14), max(36, height + 6))
    }

    private static func labelWidth(_ edge: DiagramContent.Edge) -> Double {
        TextExtent.widestLine(edge.label, size: edgeLabelSize)
    }

    private static func labelHeight(_ edge: DiagramContent.Edge) -> Double {
        Double(edge.label.split(separator: "\n", omittingEmptySubsequences: false).count) * TextExtent.lineHeight(size: edgeLabelSize)
    }

    // MARK: - Places, top-down

    private mutating func place() {
        var y = 0.0
        var right = 0.0
        for (number, family) in families.enumerated() {
            // A transition into a controller inside the family with nothing on its right
            // enters it from the right, when the labels of all that do fit beside the family's
            // frame above their run; the others enter the family from above.
            var fromAbove: [Int] = []
            var beside: [Int: [Int]] = [:]
            for position in transitionsInto[number] {
                if let to = index[content.edges[position].to], to != family.tops.first, isOpenOnTheRight(to) {
                    beside[to, default: []].append(position)
                } else {
                    fromAbove.append(position)
                }
            }
            let frameTop = family.cluster == nil ? 0 : -(Self.padding + Self.familyLabelHeight)
            for (to, positions) in beside.sorted(by: { $0.key < $1.key }) {
                let run = yInFamily(to, family.tops) + padding[to] + nodeSize[to].height / 2 + Self.sideRunDrop
                let needed = positions.map { Self.labelHeight(content.edges[$0]) + Self.sideLabelGap }.reduce(0, +)
                if run - needed >= frameTop {
                    sideEntries[to] = positions
                } else {
                    fromAbove += positions
                }
            }
            fromAbove.sort()
            transitionsInto[number] = fromAbove
            // Room above the family for the approaches of the transitions into it, the first
            // lowest, each with its label above it.
            if !transitionsInto[number].isEmpty {
                let heights = transitionsInto[number].map { Self.labelHeight(content.edges[$0]) }
                y += Self.approachLead + heights.reduce(0) { $0 + $1 + Self.approachStep }
                var approach = y - Self.approachLead
                for (edge, height) in zip(transitionsInto[number], heights) {
                    approachY[edge] = approach
                    approach -= height + Self.approachStep
                }
            }
            let labelWidth = family.cluster.map { TextExtent.width($0.label, size: DiagramStyle.clusterLabelSize) } ?? 0
            let framed = family.cluster != nil
            let pad = framed ? Self.padding : 0
            var inner = framed ? Self.familyLabelHeight : 0
            var width = framed ? labelWidth + 40 : 0
            for (position, top) in family.tops.enumerated() {
                if position > 0 { inner += Self.stackGap }
                origin[top] = DiagramPlacement.Point(pad, y + pad + inner)
                inner += blockSize[top].height
                width = max(width, blockSize[top].width)
            }
            let rect = DiagramPlacement.Rect(x: 0, y: y, width: width + 2 * pad, height: inner + 2 * pad)
            if let cluster = family.cluster { placement.clusters[cluster.id] = rect }
            right = max(right, rect.right)
            y = rect.bottom + Self.familyGap
        }
        // Absolute origins, parents before children.
        var pending = families.flatMap(\.tops)
        while let node = pending.popLast() {
            for child in members[node].map(\.node) + rowChildren[node].map(\.node) {
                origin[child].x += origin[node].x
                origin[child].y += origin[node].y
                busY[child] += origin[node].y
                rowBottom[child] += origin[node].y
                gapX[child] = gapX[child].map { $0 + origin[node].x }
                pending.append(child)
            }
            walkLane[node] += origin[node].x
            let block = DiagramPlacement.Rect(x: origin[node].x, y: origin[node].y, width: blockSize[node].width, height: blockSize[node].height)
            if let cluster = containerCluster[node] { placement.clusters[cluster] = block }
            placement.nodes[nodes[node].id] = nodeRect(node)
        }
        placement.height = max(0, y - Self.familyGap)
        rightEdge = right
    }

    /// The top of `node`'s box, from the top of its family's first block, before ``place()``
    /// makes places absolute.
    private func yInFamily(_ node: Int, _ tops: [Int]) -> Double {
        var y = 0.0
        var current = node
        while let up = parent[current] {
            y += origin[current].y
            current = up
        }
        for top in tops {
            if top == current { break }
            y += blockSize[top].height + Self.stackGap
        }
        return y
    }

    /// Whether nothing of its family is right of `node`: no sibling follows it in a row, nor
    /// one of its ancestors.
    private func isOpenOnTheRight(_ node: Int) -> Bool {
        var current: Int? = node
        while let at = current {
            if gapX[at] != nil { return false }
            current = parent[at]
        }
        return true
    }

    private func nodeRect(_ node: Int) -> DiagramPlacement.Rect {
        DiagramPlacement.Rect(
            x: origin[node].x + padding[node], y: origin[node].y + padding[node], width: nodeSize[node].width, height: nodeSize[node].height)
    }

    private func blockTop(_ node: Int) -> Double { origin[node].y }

    private func blockBottom(_ node: Int) -> Double { origin[node].y + blockSize[node].height }

    // MARK: - Routes

    private typealias Point = DiagramPlacement.Point

    private mutating func route() {
        for node in nodes.indices {
            let box = nodeRect(node)
            let trunk = box.x + Self.trunk
            var above = box.bottom
            var start = box.bottom
            for member in members[node] {
                let target = nodeRect(member.node)
                let edge = content.edges[member.edge]
                let label = edge.label.isEmpty ? nil : Point(trunk + 4 + Self.labelWidth(edge) / 2, (above + blockTop(member.node)) / 2)
                placement.edges[member.edge] = DiagramPlacement.Route(
                    points: [Point(trunk, start), Point(trunk, target.y - Self.arrowLength)], tip: Point(trunk, target.y), label: label)
                above = blockBottom(member.node)
                start = target.bottom
            }
            for child in rowChildren[node] {
                let target = nodeRect(child.node)
                let entry = target.x + Self.trunk
                let bus = busY[child.node]
                let edge = content.edges[child.edge]
                let label = edge.label.isEmpty ? nil : Point(entry + 4 + Self.labelWidth(edge) / 2, (bus + blockTop(child.node)) / 2)
                placement.edges[child.edge] = DiagramPlacement.Route(
                    points: [Point(trunk, box.bottom), Point(trunk, bus), Point(entry, bus), Point(entry, target.y - Self.arrowLength)],
                    tip: Point(entry, target.y), label: label)
            }
        }
        var entries = transitionEntries()
        for entry in entries { rightEdge = max(rightEdge, entry.entry + 8 + Self.labelWidth(content.edges[entry.edge]) + 8) }
        entries += sideEntryPoints()
        for entry in entries where entry.isSide {
            rightEdge = max(rightEdge, entry.labelLeft + Self.labelWidth(content.edges[entry.edge]) + 8)
        }
        let lanes = routePresentations()
        routeTransitions(entries, afterLanes: lanes)
        routeWalks()
        routeOthers()
        let routes = placement.edges.values.flatMap { $0.points.map(\.x) + ($0.label.map { [$0.x] } ?? []) }
        placement.width = max(rightEdge, routes.max() ?? 0)
    }

    /// Routes the containment and push edges the tree did not take: in a flow's union, the
    /// same two controllers joined again under another label, or a controller a frame holds
    /// elsewhere. The first takes the route of the edge the tree took; the other runs from the
    /// parent's trunk to the child's top.
    private mutating func routeOthers() {
        var taken: [String: (route: DiagramPlacement.Route, label: String)] = [:]
        for (position, edge) in content.edges.enumerated() {
            if let route = placement.edges[position] { taken["\(edge.from)\u{0}\(edge.to)"] = (route, edge.label) }
        }
        for (position, edge) in content.edges.enumerated() where placement.edges[position] == nil {
            switch edge.role {
            case .containment, .push:
                guard let from = index[edge.from], let to = index[edge.to] else { continue }
                if let (route, label) = taken["\(edge.from)\u{0}\(edge.to)"] {
                    // The same two controllers joined again: along the same route, its label
                    // said once when it says the same.
                    placement.edges[position] = DiagramPlacement.Route(
                        points: route.points, tip: route.tip, label: label == edge.label ? nil : route.label)
                    continue
                }
                let source = nodeRect(from), target = nodeRect(to)
                let start = Point(source.x + Self.trunk, source.bottom), entry = target.x + Self.trunk
                let turn = target.y - Self.channel
                // Its label by its first run, below the parent's box: above the child, the
                // edge the tree took has its own.
                placement.edges[position] = DiagramPlacement.Route(
                    points: [start, Point(start.x, turn), Point(entry, turn), Point(entry, target.y - Self.arrowLength)],
                    tip: Point(entry, target.y),
                    label: edge.label.isEmpty ? nil : Point(start.x + 4 + Self.labelWidth(edge) / 2, source.bottom + 9))
            case .presentation, .contextWalk, .transition, .layout: continue
            }
        }
    }

    /// The way out of `node`'s block towards the right, up to (not into) `stop`'s block: down
    /// the gap after each block that has a sibling on its right, to the channel below its row.
    private func exit(from node: Int, startingAt y: Double, upTo stop: Int?) -> (points: [Point], y: Double) {
        var points: [Point] = []
        var y = y
        var current = node
        while current != stop {
            if let gap = gapX[current], rowBottom[current] + Self.channel / 2 > y {
                points += [Point(gap, y), Point(gap, rowBottom[current] + Self.channel / 2)]
                y = rowBottom[current] + Self.channel / 2
            }
            guard let up = parent[current] else { break }
            current = up
        }
        return (points, y)
    }

    /// Routes the presentations; how many lanes they take.
    private mutating func routePresentations() -> Int {
        var presentations: [(edge: Int, from: Int, family: DiagramPlacement.Rect, labelWidth: Double)] = []
        // Each family's cluster by its id, looked up once per presentation.
        var familyClusters: [String: DiagramContent.Cluster] = [:]
        for family in families { if let cluster = family.cluster, familyClusters[cluster.id] == nil { familyClusters[cluster.id] = cluster } }
        for (position, edge) in content.edges.enumerated() {
            guard case .presentation = edge.role, let from = index[edge.from] else { continue }
            let familyRect = edge.endsAtCluster.flatMap { placement.clusters[$0] } ?? index[edge.to].map(nodeRect)
            guard let familyRect else { continue }
            let family = edge.endsAtCluster.flatMap { familyClusters[$0] }
            let labelWidth = family.map { TextExtent.width($0.label, size: DiagramStyle.clusterLabelSize) } ?? 0
            presentations.append((position, from, familyRect, labelWidth))
        }
        // Lanes from left to right in the order the families are stacked, so that an edge's
        // run into its family crosses no lane still going down.
        let order = presentations.indices.sorted { (presentations[$0].family.y, $0) < (presentations[$1].family.y, $1) }
        for (lane, position) in order.enumerated() {
            let presentation = presentations[position]
            let box = nodeRect(presentation.from)
            let start = Point(box.right, box.midY - 5)
            let (detour, y) = exit(from: presentation.from, startingAt: start.y, upTo: nil)
            let laneX = rightEdge + Self.laneGap + Double(lane) * Self.lanePitch
            let family = presentation.family
            let entry = min(family.x + Self.padding + presentation.labelWidth + 30, family.right - 16)
            let approach = family.y - 16
            let down = [Point(laneX, y), Point(laneX, approach), Point(entry, approach), Point(entry, family.y - Self.arrowLength)]
            placement.edges[presentation.edge] = DiagramPlacement.Route(
                points: [start] + detour + down, tip: Point(entry, family.y), label: nil)
        }
        return order.count
    }

    /// Where a transition enters its destination: from above, the destination's family frame
    /// (or its box, drawn without one), the x it enters at, right of the frame's label, and
    /// the y of its approach; from the right, the destination's box, and the y of its run
    /// and of its label's bottom.
    private struct TransitionEntry {
        var edge: Int
        var from: Int
        var target: DiagramPlacement.Rect
        var entry: Double
        var approach: Double
        var isSide = false
        var labelBottom = 0.0
        var labelLeft = 0.0
    }

    /// The transitions that enter a family from above.
    private func transitionEntries() -> [TransitionEntry] {
        var entries: [TransitionEntry] = []
        for (number, family) in families.enumerated() {
            for position in transitionsInto[number] {
                let edge = content.edges[position]
                guard let from = index[edge.from], let to = index[edge.to], let approach = approachY[position] else { continue }
                let target = family.cluster.flatMap { placement.clusters[$0.id] } ?? nodeRect(to)
                let labelWidth = family.cluster.map { TextExtent.width($0.label, size: DiagramStyle.clusterLabelSize) + Self.padding } ?? 0
                let entry = min(target.x + labelWidth + 30, target.right - 16)
                entries.append(TransitionEntry(edge: position, from: from, target: target, entry: entry, approach: approach))
            }
        }
        return entries
    }

    /// The transitions that enter a controller by its right side: one run a little below the
    /// middle of its side, their labels stacked above it, right of the family's frame, where
    /// nothing of the family is.
    private func sideEntryPoints() -> [TransitionEntry] {
        var entries: [TransitionEntry] = []
        for (node, positions) in sideEntries.sorted(by: { $0.key < $1.key }) {
            let box = nodeRect(node)
            let frame = families[familyOf[node]].cluster.flatMap { placement.clusters[$0.id] } ?? box
            let run = box.midY + Self.sideRunDrop
            var bottom = run - 3
            for position in positions {
                guard let from = index[content.edges[position].from] else { continue }
                entries.append(
                    TransitionEntry(
                        edge: position, from: from, target: box, entry: box.right, approach: run, isSide: true, labelBottom: bottom,
                        labelLeft: frame.right + 8))
                bottom -= Self.labelHeight(content.edges[position]) + Self.sideLabelGap
            }
        }
        return entries
    }

    /// Routes the transitions on lanes right of the presentations' `lanes`: one a source, reused
    /// by a source whose transitions run below where the lane's last source's ended.
    private mutating func routeTransitions(
        _ entries: [TransitionEntry], afterLanes lanes: Int
    ) {
        // One lane a source, which its transitions share as a trunk, each leaving it at its
        // own approach.
        var runs: [(entry: Int, start: Point, detour: [Point], y: Double)] = []
        var spans: [Int: (top: Double, bottom: Double, first: Int)] = [:]
        for (number, entry) in entries.enumerated() {
            let box = nodeRect(entry.from)
            let start = Point(box.right, box.midY)
            let (detour, y) = exit(from: entry.from, startingAt: start.y, upTo: nil)
            runs.append((number, start, detour, y))
            let top = min(y, entry.approach), bottom = max(y, entry.approach)
            let span = spans[entry.from] ?? (top, bottom, number)
            spans[entry.from] = (min(span.top, top), max(span.bottom, bottom), span.first)
        }
        var laneOf: [Int: Int] = [:]
        var laneEnds: [Double] = []
        for (source, span) in spans.sorted(by: { ($0.value.top, $0.value.first) < ($1.value.top, $1.value.first) }) {
            let lane = laneEnds.firstIndex { $0 + Self.laneGap < span.top } ?? laneEnds.count
            if lane == laneEnds.count { laneEnds.append(span.bottom) } else { laneEnds[lane] = span.bottom }
            laneOf[source] = lane
        }
        for run in runs {
            let entry = entries[run.entry]
            let laneX = rightEdge + Self.laneGap + Double(lanes + (laneOf[entry.from] ?? 0)) * Self.lanePitch
            let edge = content.edges[entry.edge]
            if entry.isSide {
                let label =
                    edge.label.isEmpty ? nil : Point(entry.labelLeft + Self.labelWidth(edge) / 2, entry.labelBottom - Self.labelHeight(edge) / 2)
                let points =
                    [run.start] + run.detour + [
                        Point(laneX, run.y), Point(laneX, entry.approach), Point(entry.entry + Self.arrowLength, entry.approach),
                    ]
                placement.edges[entry.edge] = DiagramPlacement.Route(points: points, tip: Point(entry.entry, entry.approach), label: label)
                continue
            }
            let label =
                edge.label.isEmpty
                ? nil : Point(entry.entry + 8 + Self.labelWidth(edge) / 2, entry.approach - 3 - Self.labelHeight(edge) / 2)
            let points =
                [run.start] + run.detour + [
                    Point(laneX, run.y), Point(laneX, entry.approach), Point(entry.entry, entry.approach),
                    Point(entry.entry, entry.target.y - Self.arrowLength),
                ]
            placement.edges[entry.edge] = DiagramPlacement.Route(points: points, tip: Point(entry.entry, entry.target.y), label: label)
        }
    }

    private mutating func routeWalks() {
        for node in nodes.indices {
            var lane = walkLane[node]
            for walk in walksInto[node] {
                let edge = content.edges[walk]
                guard let from = index[edge.from] else { continue }
                let labelWidth = Self.labelWidth(edge)
                let target = nodeRect(node)
                let end = Point(target.right, target.midY + 5)
                let source = nodeRect(from)
                let start = Point(source.right, source.midY + 5)
                let isAncestor = ancestors(of: from).contains(node)
                let (detour, y) = exit(from: from, startingAt: start.y, upTo: isAncestor ? node : nil)
                let x = isAncestor ? lane : rightEdge + Self.laneGap / 2
                let label = Point(x + 6 + labelWidth / 2, (y + end.y) / 2)
                placement.edges[walk] = DiagramPlacement.Route(
                    points: [start] + detour + [Point(x, y), Point(x, end.y), Point(end.x + Self.arrowLength, end.y)], tip: end, label: label)
                lane += Self.walkGap + labelWidth + 8
            }
        }
    }

    private func ancestors(of node: Int) -> Set<Int> {
        var found = Set<Int>()
        var current = parent[node]
        while let up = current, found.insert(up).inserted { current = parent[up] }
        return found
    }
}
