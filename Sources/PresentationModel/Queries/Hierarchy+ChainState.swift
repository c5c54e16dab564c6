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
        var path = [node]
        var current = node
        var base: (top: NodeIndex, shown: Bool)?
        while true {
            let n = nodes[current.int]
            if let parent = n.parent {
                current = parent
            } else if let presenter = n.presenter {
                if let cache = n.chain, cache.epoch == chainEpoch {
                    base = (cache.top, cache.shown)
                    break
                }
                current = presenter
            } else {
                break
            }
            path.append(current)
        }
        // Fold down the path, starting from the cache when there is one.
        let first = path[path.count - 1]
        var value: Relations.Visibility
        let top: NodeIndex
        if let base, let presenter = nodes[first.int].presenter {
            top = base.top
            value = Relations.OnScreen.value(
                of: first, above: .presenter(presenter, Relations.Visibility(shown: base.shown, onScreen: false)), in: self)
        } else {
            top = first
            value = Relations.OnScreen.value(of: first, above: .none, in: self)
        }
        for position in stride(from: path.count - 2, through: 0, by: -1) {
            let upper = path[position + 1]
            let above: Above<Relations.Visibility> =
                nodes[path[position].int].parent == upper ? .parent(upper, value) : .presenter(upper, value)
            value = Relations.OnScreen.value(of: path[position], above: above, in: self)
        }
        return ChainState(top: top, visibility: value)
    }
}
