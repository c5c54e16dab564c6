/// What a tab bar controller holds beyond its children (§7).
struct TabBarState: Sendable {
    /// `viewControllers`, in order. Tabs that overflow into the More list stay here even
    /// while their parent is the More navigation controller (R6.3).
    var tabs: [NodeIndex] = []
    var selection: TabSelection = .index(0)
    /// `moreNavigationController`, created the first time the tabs overflow.
    var moreNavigation: NodeIndex?
    /// The More list (`UIMoreListController`), the root of the More navigation controller.
    var moreList: NodeIndex?
}

enum TabSelection: Hashable, Sendable {
    case index(Int)
    /// The More list itself is shown: `selectedIndex` is NSNotFound (<doc:Rules-TabBar#R6.2>).
    case more
}

/// What a split view controller holds beyond its children (§8).
struct SplitState: Sendable {
    var style: SplitStyle
    /// The controller the user installed in each column (`setViewController(_:for:)`, or the
    /// classic `[primary, secondary]`), before any wrapping.
    var content: [SplitColumn: NodeIndex] = [:]
    /// The navigation controllers a column style wraps around non-navigation content (R7.5),
    /// with the derived ids `SPLIT/primary`, `SPLIT/supplementary`, `SPLIT/secondary`.
    var wrappers: [SplitColumn: NodeIndex] = [:]
    /// Wrappers set aside while their column holds a navigation controller, reused (not
    /// created again under the same id) when the column needs one again.
    var spareWrappers: [SplitColumn: NodeIndex] = [:]
    var isCollapsed = false
    /// R15.3: whether `show(.inspector)` has shown the inspector column (hidden by default).
    var isInspectorShown = false
    /// The controllers a collapse moved onto the primary navigation stack, with the column
    /// each came from, so that expanding puts them back (R7.2, R7.7, Decision U5).
    var collapsedMoves: [CollapsedMove] = []
    /// The primary navigation stack's height before the collapse: what lies above it on
    /// expansion goes back to the other columns.
    var primaryStackCount = 0

    /// The controller a column shows: its wrapper when there is one.
    func installed(_ column: SplitColumn) -> NodeIndex? { wrappers[column] ?? content[column] }

    /// The columns the style has, in `viewControllers` order.
    var columns: [SplitColumn] {
        switch style {
        case .unspecified, .doubleColumn: [.primary, .secondary]
        case .tripleColumn: [.primary, .supplementary, .secondary]
        }
    }
}

struct CollapsedMove: Sendable {
    var controller: NodeIndex
    var column: SplitColumn
}
