/// What is on screen, found from the windows down.
///
/// ``isOnScreen(_:)`` folds one controller's chain from the top; asked of every controller
/// it costs the whole hierarchy, hidden stacks and tabs included. Here the walk starts at
/// each window's root and goes down only where something is shown: a navigation
/// controller's top (R5.1), a tab bar's shown tab (R6.2), a split view's visible columns
/// and shown inspector (R7.1, R7.6, R15.3), every child of a custom container or page view
/// controller, and the family each shown controller presents. It costs what is shown, so a
/// deep stack of which two controllers are on screen is two steps, however deep.
extension Hierarchy {
    /// Every controller whose view is in a window's view hierarchy, in the order the
    /// controllers were declared: the controllers for which ``isOnScreen(_:)`` is true.
    public func onScreenControllers() -> [ControllerID] {
        let all = onScreen()
        return controllers(of: all, at: 0..<all.count)
    }

    /// What is on screen now, to compare with what is on screen after further operations.
    public func onScreen() -> OnScreen {
        OnScreen(nodes: onScreenNodes())
    }

    /// The ids of the controllers at `positions` of `onScreen`, a state of this hierarchy or
    /// an earlier one: reading a few of a long list costs those few.
    public func controllers(of onScreen: OnScreen, at positions: Range<Int>) -> [ControllerID] {
        onScreen.nodes[positions].map { id($0) }
    }

    /// Whether `id` is among the controllers of `onScreen`.
    public func contains(_ id: ControllerID, in onScreen: OnScreen) -> Bool {
        guard let node = index(of: id) else { return false }
        return onScreen.contains(node)
    }

    /// The controllers on screen at one moment, in the order they were declared.
    public struct OnScreen: Sendable {
        /// Ascending; a controller keeps its index while the hierarchy changes.
        let nodes: [NodeIndex]

        public var count: Int { nodes.count }

        /// Whether `node` is among them (a binary search: they are ascending).
        func contains(_ node: NodeIndex) -> Bool {
            var low = 0
            var high = nodes.count
            while low < high {
                let middle = (low + high) / 2
                if nodes[middle].int < node.int { low = middle + 1 } else { high = middle }
            }
            return low < nodes.count && nodes[low] == node
        }

        /// These controllers split into those still on screen in `later`, what the same
        /// hierarchy had on screen after further operations, and those no longer on screen;
        /// each in declaration order. One merge of the two lists.
        public func partition(by later: OnScreen) -> (stays: OnScreen, leaves: OnScreen) {
            var stays: [NodeIndex] = [], leaves: [NodeIndex] = []
            var cursor = 0
            for node in nodes {
                while cursor < later.nodes.count, later.nodes[cursor] < node { cursor += 1 }
                if cursor < later.nodes.count, later.nodes[cursor] == node {
                    stays.append(node)
                } else {
                    leaves.append(node)
                }
            }
            return (OnScreen(nodes: stays), OnScreen(nodes: leaves))
        }
    }

    /// What is on screen once `presenter`, on screen in `before` (what was on screen just
    /// before), has presented a family that leaves its view in place (a sheet, a form sheet,
    /// a popover, an over-full-screen style): `before` with the presented family's shown
    /// controllers, found by walking that family alone. A presentation that keeps its
    /// presenter's view changes the place of nothing else, so the answer is the full walk's
    /// (``onScreen()``) at the cost of the family: a chain of sheets is answered in linear
    /// time. Nil when the presentation removes the presenter's view, or `presenter` was not
    /// on screen: the full walk answers those.
    public func onScreen(after before: OnScreen, presentationBy presenter: ControllerID) -> OnScreen? {
        guard let node = index(of: presenter), let presented = self[node].presented, !presentationRemovesView(of: node),
            before.contains(node)
        else { return nil }
        let shown = Relations.Visibility(shown: true, onScreen: true)
        let added = onScreenNodes(from: [(presented, .presenter(node, shown))])
        guard let first = added.first else { return before }
        // Controllers declared after everything on screen (the usual case) follow it.
        if let last = before.nodes.last, last.int < first.int { return OnScreen(nodes: before.nodes + added) }
        return OnScreen(nodes: (before.nodes + added).sorted { $0.int < $1.int })
    }

    /// ``onScreenControllers()`` as node indices, ascending.
    func onScreenNodes() -> [NodeIndex] {
        onScreenNodes(from: windowList.reversed().map { ($0.root, .none) })
    }

    /// The controllers on screen from `starts` down (each with the visibility of what lies
    /// above it), ascending.
    private func onScreenNodes(from starts: [(node: NodeIndex, above: Above<Relations.Visibility>)]) -> [NodeIndex] {
        var onScreen: [NodeIndex] = []
        // Each pending controller with the visibility of what lies above it.
        var pending = starts
        while let (node, above) = pending.popLast() {
            let visibility = Relations.OnScreen.value(of: node, above: above, in: self)
            // A controller not shown hides its children and the family it presents.
            guard visibility.shown else { continue }
            if let presented = self[node].presented { pending.append((presented, .presenter(node, visibility))) }
            guard visibility.onScreen else { continue }
            onScreen.append(node)
            for child in shownChildren(of: node).reversed() { pending.append((child, .parent(node, visibility))) }
        }
        return onScreen.sorted { $0.int < $1.int }
    }

    /// The children whose views `container` shows (``shows(_:child:)``), found without
    /// visiting the hidden ones.
    private func shownChildren(of container: NodeIndex) -> [NodeIndex] {
        let candidates: [NodeIndex]
        switch self[container].kind {
        case .plain, .page: return self[container].children
        case .navigation: candidates = self[container].children.last.map { [$0] } ?? []
        case .tabBar: candidates = shownTab(of: container).map { [$0] } ?? []
        case .split:
            let inspector = splits[container]?.content[.inspector]
            candidates = visibleColumns(of: container) + (inspector.map { [$0] } ?? [])
        }
        var seen = Set<NodeIndex>()
        return candidates.filter { self[$0].parent == container && shows(container, child: $0) && seen.insert($0).inserted }
    }
}
