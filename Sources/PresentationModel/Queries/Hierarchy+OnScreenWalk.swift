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
        return onScreen.nodes.contains(node)
    }

    /// The controllers on screen at one moment, in the order they were declared.
    public struct OnScreen: Sendable {
        /// Ascending; a controller keeps its index while the hierarchy changes.
        let nodes: [NodeIndex]

        public var count: Int { nodes.count }

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

    /// ``onScreenControllers()`` as node indices, ascending.
    func onScreenNodes() -> [NodeIndex] {
        var onScreen: [NodeIndex] = []
        // Each pending controller with the visibility of what lies above it.
        var pending: [(node: NodeIndex, above: Above<Relations.Visibility>)] = windowList.reversed().map { ($0.root, .none) }
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
