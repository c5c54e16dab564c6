/// A relationship whose value for a controller follows from the value of the controller
/// above it: its parent, or for a presented family root, its presenter.
///
/// Every relationship UIKit computes by an ancestor walk (R1.3–R1.5, R2.1, R2.2) and the
/// on-screen analysis have this shape. Writing each once as a step lets two drivers share it:
/// a single query folds the O(depth) path from the top down, and a whole-hierarchy analysis
/// folds every controller in one O(size) pass. Neither recurses, so a 100,000-deep chain of
/// containment or presentations is fine.
protocol InheritedRelation {
    associatedtype Value
    /// Whether the value flows across a presentation link. When false, the walk stops at the
    /// family root, which then sees ``Above/none`` (R1.6: "never across a presentation").
    static func crossesPresentations(in hierarchy: Hierarchy) -> Bool
    static func value(of node: NodeIndex, above: Above<Value>, in hierarchy: Hierarchy) -> Value
}

/// What lies directly above a controller, with the value already computed for it.
enum Above<Value> {
    case none
    case parent(NodeIndex, Value)
    case presenter(NodeIndex, Value)
}

extension Hierarchy {
    /// The controller directly above `node` for a relation: its parent, else its presenter
    /// when the relation crosses presentations.
    func above(_ node: NodeIndex, crossingPresentations: Bool) -> NodeIndex? {
        let n = self[node]
        if let parent = n.parent { return parent }
        return crossingPresentations ? n.presenter : nil
    }

    /// One controller's value: collect the path to the top (O(depth)), then fold down it.
    func evaluate<R: InheritedRelation>(_ relation: R.Type, for node: NodeIndex) -> R.Value {
        let path = fold(relation, to: node)
        return path[path.count - 1].value
    }

    /// ``evaluate(_:for:)``, stopping the walk at the first controller above `node` whose
    /// value `memo` holds, and keeping in `memo` the value of each controller folded on the
    /// way down: a batch of queries folds each controller once.
    func evaluate<R: InheritedRelation>(_ relation: R.Type, for node: NodeIndex, memo: inout [NodeIndex: R.Value]) -> R.Value {
        if let known = memo[node] { return known }
        let crossing = R.crossesPresentations(in: self)
        var path = [node]
        var current = node
        var start: Above<R.Value> = .none
        while let next = above(current, crossingPresentations: crossing) {
            if let known = memo[next] {
                start = nodes[current.int].parent == next ? .parent(next, known) : .presenter(next, known)
                break
            }
            path.append(next)
            current = next
        }
        var value = R.value(of: path[path.count - 1], above: start, in: self)
        memo[path[path.count - 1]] = value
        for position in stride(from: path.count - 2, through: 0, by: -1) {
            let upper = path[position + 1]
            let above: Above<R.Value> = nodes[path[position].int].parent == upper ? .parent(upper, value) : .presenter(upper, value)
            value = R.value(of: path[position], above: above, in: self)
            memo[path[position]] = value
        }
        return value
    }

    /// The path from the top down to `node`, each controller with its value: what a single
    /// query computes, kept for the explanations that say where a value changed.
    func fold<R: InheritedRelation>(_ relation: R.Type, to node: NodeIndex) -> [(node: NodeIndex, value: R.Value)] {
        let crossing = R.crossesPresentations(in: self)
        var path = [node]
        var current = node
        while let next = above(current, crossingPresentations: crossing) {
            path.append(next)
            current = next
        }
        path.reverse()
        var folded: [(node: NodeIndex, value: R.Value)] = [(path[0], R.value(of: path[0], above: .none, in: self))]
        folded.reserveCapacity(path.count)
        for position in path.indices.dropFirst() {
            let upper = path[position - 1]
            let value = folded[position - 1].value
            let above: Above<R.Value> = self[path[position]].parent == upper ? .parent(upper, value) : .presenter(upper, value)
            folded.append((path[position], R.value(of: path[position], above: above, in: self)))
        }
        return folded
    }

    /// Every controller's value in one pass, in ``topDownOrder`` (which reaches every
    /// controller, so no entry stays nil).
    func evaluateAll<R: InheritedRelation>(_ relation: R.Type, order: [NodeIndex]) -> [R.Value?] {
        let crossing = R.crossesPresentations(in: self)
        var values = [R.Value?](repeating: nil, count: nodes.count)
        for node in order {
            let n = self[node]
            let above: Above<R.Value>
            if let parent = n.parent, let value = values[parent.int] {
                above = .parent(parent, value)
            } else if crossing, n.parent == nil, let presenter = n.presenter, let value = values[presenter.int] {
                above = .presenter(presenter, value)
            } else {
                above = .none
            }
            values[node.int] = R.value(of: node, above: above, in: self)
        }
        return values
    }

    /// Every controller, each after the controller above it (parent or presenter).
    ///
    /// Parent and presenter links form a forest (a presented root has no parent, and every
    /// controller has at most one of each), so a breadth-first walk from the tops reaches
    /// every controller exactly once.
    var topDownOrder: [NodeIndex] {
        var order: [NodeIndex] = []
        order.reserveCapacity(nodes.count)
        for (position, node) in nodes.enumerated() where node.parent == nil && node.presenter == nil {
            order.append(NodeIndex(position))
        }
        var cursor = 0
        while cursor < order.count {
            let node = self[order[cursor]]
            order.append(contentsOf: node.children)
            if let presented = node.presented { order.append(presented) }
            cursor += 1
        }
        return order
    }
}
