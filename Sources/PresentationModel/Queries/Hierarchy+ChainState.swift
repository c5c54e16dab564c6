/// The top of a controller's chain and its on-screen state, with presentation chains
/// short-circuited by caches.
///
/// Walking up a chain of presentations is O(chain length), so building a chain of n
/// presentations one by one would cost O(n²). Each presented family root therefore caches
/// what lies below its link (the chain's top, and whether its presenter's place is shown),
/// valid until the next write to a controller on some chain (see "Chain caches" in
/// `Hierarchy.swift`). A presentation keeps the other caches valid when it provably changes
/// nothing below them (``Hierarchy/link(_:to:record:below:)``), and a write to a controller
/// on no chain (a push onto the topmost family, a new child there) keeps them all, so a
/// chain grown step by step, with or without other changes at its top, is linear. A change
/// below the top family re-walks the chain on the next query, O(depth) as the rules allow.
extension Hierarchy {
    struct ChainState {
        /// The controller at the bottom of the chain: a window root, or a detached root.
        var top: NodeIndex
        var visibility: Relations.Visibility
    }

    func chainState(of node: NodeIndex) -> ChainState {
        chainState(of: node, known: { _ in nil }, remember: { _, _ in })
    }

    /// ``chainState(of:)``, stopping the walk at the first controller above `node` whose
    /// state `known` gives, and handing each controller folded on the way down to
    /// `remember`: how a batch of queries (``HierarchyQueries``) walks each chain once.
    func chainState(
        of node: NodeIndex, known: (NodeIndex) -> ChainState?, remember: (NodeIndex, ChainState) -> Void
    ) -> ChainState {
        if let state = known(node) { return state }
        var path = [node]
        var current = node
        // What lies directly above the highest controller of the path, and the chain's top.
        var start: Above<Relations.Visibility> = .none
        var top = node
        while true {
            if let parent = nodes[current.int].parent {
                if let state = known(parent) {
                    start = .parent(parent, state.visibility)
                    top = state.top
                    break
                }
                current = parent
            } else if let presenter = nodes[current.int].presenter {
                if let cache = nodes[current.int].chain, cache.epoch == chainEpoch {
                    start = .presenter(presenter, Relations.Visibility(shown: cache.shown, onScreen: false))
                    top = cache.top
                    break
                }
                if let state = known(presenter) {
                    start = .presenter(presenter, state.visibility)
                    top = state.top
                    break
                }
                current = presenter
            } else {
                top = current
                break
            }
            path.append(current)
        }
        // Fold down the path from what lies above it.
        var state = ChainState(top: top, visibility: Relations.OnScreen.value(of: path[path.count - 1], above: start, in: self))
        remember(path[path.count - 1], state)
        for position in stride(from: path.count - 2, through: 0, by: -1) {
            let upper = path[position + 1]
            let above: Above<Relations.Visibility> =
                nodes[path[position].int].parent == upper ? .parent(upper, state.visibility) : .presenter(upper, state.visibility)
            state.visibility = Relations.OnScreen.value(of: path[position], above: above, in: self)
            remember(path[position], state)
        }
        return state
    }
}
