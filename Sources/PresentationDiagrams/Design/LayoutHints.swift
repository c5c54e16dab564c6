import PresentationModel

/// Invisible edges that make a real app's diagram tall rather than wide, few enough that
/// Graphviz's ranking stays cheap (at most one a family and one a wrapped child).
///
/// - A tab bar with more than ``wrapWidth`` tabs puts them in rows:
///   child `i` starts below everything under child `i - wrapWidth`.
/// - Each family after the first starts below everything of the family before it, so
///   families (the window's, then each presented one) are stacked rather than side by side.
///
/// Depths follow the ranks `dot` gives: a child one rank below its container, a pushed
/// controller one rank below the one it was pushed onto. Computed bottom-up, without
/// recursion.
struct LayoutHints {
    /// How many children of a container sit side by side before they wrap into a new row.
    static let wrapWidth = 2

    /// The invisible edges, from a deepest controller to the one to place below it.
    private(set) var edges: [(from: ControllerID, to: ControllerID)] = []

    /// - Parameters:
    ///   - roots: The drawn families' roots, in drawing order.
    ///   - children: A drawn controller's drawn children, in order.
    ///   - isChain: Whether a controller's children are a push chain (a navigation stack).
    ///   - wraps: Whether a controller's children wrap into rows.
    init(
        roots: [ControllerID], children: (ControllerID) -> [ControllerID], isChain: (ControllerID) -> Bool,
        wraps: (ControllerID) -> Bool
    ) {
        var previousDeepest: ControllerID?
        for root in roots {
            if let previousDeepest { edges.append((previousDeepest, root)) }
            var preorder: [ControllerID] = []
            var pending = [root]
            while let next = pending.popLast() {
                preorder.append(next)
                pending += children(next).reversed()
            }
            // Each controller's height (the ranks below it in its subtree) and the controller there.
            var height: [ControllerID: (ranks: Int, deepest: ControllerID)] = [:]
            for id in preorder.reversed() {
                let list = children(id)
                var offsets: [Int] = []
                var best = (ranks: 0, deepest: id)
                for (position, child) in list.enumerated() {
                    let below = height[child] ?? (0, child)
                    var offset = isChain(id) ? position + 1 : 1
                    if wraps(id), position >= Self.wrapWidth {
                        let above = list[position - Self.wrapWidth]
                        let aboveHeight = height[above] ?? (0, above)
                        offset = offsets[position - Self.wrapWidth] + aboveHeight.ranks + 1
                        edges.append((aboveHeight.deepest, child))
                    }
                    offsets.append(offset)
                    if offset + below.ranks > best.ranks { best = (offset + below.ranks, below.deepest) }
                }
                height[id] = best
            }
            previousDeepest = height[root]?.deepest ?? root
        }
    }
}
