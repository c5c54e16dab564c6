/// UITabBarController's tabs, selection and More navigation controller (§7).
extension Hierarchy {
    /// `setViewControllers(_:animated:)` on a tab bar controller (<doc:Rules-TabBar#R6.1>): the tabs become its
    /// children; tabs that leave lose their parent. The selected controller stays selected if
    /// it is still a tab, otherwise the first tab is selected.
    @discardableResult
    public mutating func setViewControllers(_ controllers: [ControllerID], ofTabBar tabBar: ControllerID) -> StepResult {
        apply(.setTabs(controllers, of: tabBar))
    }

    mutating func performSetViewControllers(_ controllers: [ControllerID], ofTabBar tabBar: ControllerID) -> StepResult {
        guard let bar = index(of: tabBar) else { return .diagnostic(.unknownController(tabBar)) }
        guard var state = tabBars[bar] else { return .diagnostic(.wrongKind(describe(bar), expected: "a tab bar controller")) }
        var tabs: [NodeIndex] = []
        var newTabs = Set<NodeIndex>()
        let oldTabs = Set(state.tabs)
        for controller in controllers {
            guard let vc = index(of: controller) else { return .diagnostic(.unknownController(controller)) }
            guard newTabs.insert(vc).inserted else {
                return .diagnostic(.illegalContainment(describe(vc), parent: describe(bar), reason: "it appears twice in viewControllers"))
            }
            if !oldTabs.contains(vc), let problem = adoptionProblem(vc, into: bar) { return .diagnostic(problem) }
            tabs.append(vc)
        }
        let selected = selectedTab(in: state)
        let leaving = state.tabs.filter { !newTabs.contains($0) }
        // Leaving tabs lose their parent all at once: the tab bar (its children are laid out
        // anew below), or the More navigation controller, which the layout pops them off.
        if !leaving.isEmpty {
            let removed = Set(leaving)
            self[bar].children.removeAll { removed.contains($0) }
            for vc in leaving where self[vc].parent == bar { self[vc].parent = nil }
        }
        for vc in tabs where !oldTabs.contains(vc) { detachFromParent(vc) }
        state = tabBars[bar] ?? state
        state.tabs = tabs
        state.selection = selection(keeping: selected, in: tabs)
        self[tabBar: bar] = state
        relayoutTabBar(bar)
        return StepResult(removed: leaving.map(id))
    }

    /// `selectedIndex = index` (<doc:Rules-TabBar#R6.2>). UIKit ignores an index out of range; the model says so.
    @discardableResult
    public mutating func select(tabAt position: Int, of tabBar: ControllerID) -> StepResult {
        apply(.selectTab(at: position, of: tabBar))
    }

    mutating func performSelect(tabAt position: Int, of tabBar: ControllerID) -> StepResult {
        guard let bar = index(of: tabBar) else { return .diagnostic(.unknownController(tabBar)) }
        guard var state = tabBars[bar] else { return .diagnostic(.wrongKind(describe(bar), expected: "a tab bar controller")) }
        guard state.tabs.indices.contains(position) else {
            return .diagnostic(.tabIndexOutOfRange(position, tabBar: describe(bar), count: state.tabs.count))
        }
        state.selection = .index(position)
        self[tabBar: bar] = state
        relayoutTabBar(bar)
        return StepResult()
    }

    /// `selectedViewController = controller` (<doc:Rules-TabBar#R6.2>): one of the tabs, or the More navigation
    /// controller to show the More list (then `selectedIndex` is NSNotFound).
    @discardableResult
    public mutating func select(_ controller: ControllerID, of tabBar: ControllerID) -> StepResult {
        apply(.select(controller, of: tabBar))
    }

    mutating func performSelect(_ controller: ControllerID, of tabBar: ControllerID) -> StepResult {
        guard let bar = index(of: tabBar) else { return .diagnostic(.unknownController(tabBar)) }
        guard var state = tabBars[bar] else { return .diagnostic(.wrongKind(describe(bar), expected: "a tab bar controller")) }
        guard let vc = index(of: controller) else { return .diagnostic(.unknownController(controller)) }
        if vc == state.moreNavigation {
            state.selection = .more
        } else if let position = state.tabs.firstIndex(of: vc) {
            state.selection = .index(position)
        } else {
            return .diagnostic(.selectingForeignTab())
        }
        self[tabBar: bar] = state
        relayoutTabBar(bar)
        return StepResult()
    }

    // MARK: - Layout

    /// A selected overflow tab is shown pushed on the More navigation controller, unless it
    /// is a container that cannot be pushed (R5.3): it then stays the tab bar's child [inf].
    private func canBePushedOnMore(_ tab: NodeIndex) -> Bool {
        switch self[tab].kind {
        case .plain, .page: true
        case .navigation, .tabBar, .split: false
        }
    }

    func selectedTab(in state: TabBarState) -> NodeIndex? {
        if case .index(let position) = state.selection, state.tabs.indices.contains(position) {
            return state.tabs[position]
        }
        return nil
    }

    func selection(keeping selected: NodeIndex?, in tabs: [NodeIndex]) -> TabSelection {
        .index(selected.flatMap { tabs.firstIndex(of: $0) } ?? 0)
    }

    /// Re-establishes who contains each tab after the tabs, the selection or the capacity
    /// changed (R6.3): tabs that fit are children of the tab bar controller; while the tabs
    /// overflow, the More navigation controller (`TAB/more`, created the first time, with its
    /// More list `TAB/more/list` as root) is a child too, and the selected overflow tab is
    /// shown pushed on it. Other overflow tabs stay children of the tab bar controller [inf].
    mutating func relayoutTabBar(_ bar: NodeIndex) {
        guard var state = tabBars[bar] else { return }
        let capacity = tabBarCapacity
        let overflows = state.tabs.count > capacity
        if overflows, state.moreNavigation == nil {
            state.moreNavigation = makeNode(
                ControllerID("\(id(bar).rawValue)/more"), kind: .navigation,
                attributes: ControllerAttributes(className: "UIMoreNavigationController"), createdBy: bar)
            state.moreList = makeNode(
                ControllerID("\(id(bar).rawValue)/more/list"), kind: .plain,
                attributes: ControllerAttributes(className: "UIMoreListController"), createdBy: bar)
        }
        if case .more = state.selection, !overflows { state.selection = .index(0) }
        self[tabBar: bar] = state

        let shownInBar = overflows ? capacity - 1 : state.tabs.count
        var inMore: NodeIndex?
        if case .index(let position) = state.selection, position >= shownInBar, state.tabs.indices.contains(position),
            canBePushedOnMore(state.tabs[position])
        {
            inMore = state.tabs[position]
        }
        var children = state.tabs.filter { $0 != inMore }
        if let more = state.moreNavigation {
            let list = state.moreList.map { [$0] } ?? []
            let previous = self[more].children
            // Controllers pushed on the More navigation controller above its tab stay there
            // while that same tab stays selected; otherwise they are popped.
            let pushed = previous.filter { $0 != state.moreList && !state.tabs.contains($0) }
            let keepsPushed = inMore != nil && previous.count > 1 && previous[1] == inMore
            for vc in pushed where !keepsPushed { self[vc].parent = nil }
            let stack = list + (inMore.map { [$0] } ?? []) + (keepsPushed ? pushed : [])
            for vc in stack where self[vc].parent != more { self[vc].parent = more }
            if self[more].children != stack { self[more].children = stack }
            if overflows {
                children.append(more)
                self[more].parent = bar
            } else {
                self[more].parent = nil
            }
        }
        // Only what changed is written: a selection among hundreds of tabs writes a few nodes,
        // so a copied hierarchy (a reader's path) shares the rest.
        for vc in children where self[vc].parent != bar { self[vc].parent = bar }
        if self[bar].children != children { self[bar].children = children }
    }
}
