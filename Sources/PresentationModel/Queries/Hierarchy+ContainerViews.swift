/// What each container shows and lists: the container half of `isOnScreen` and the
/// `viewControllers` / `topViewController` / `selectedViewController` queries.
extension Hierarchy {
    /// Whether `container` shows `child`'s view (the containment half of `isOnScreen`).
    func shows(_ container: NodeIndex, child: NodeIndex) -> Bool {
        switch self[container].kind {
        case .plain, .page:
            // Custom containers show every child (the model has no geometry); a page view
            // controller's children are its visible pages.
            return true
        case .navigation:
            // R5.1: only the top of the stack is shown.
            return self[container].children.last == child
        case .tabBar:
            // R6.2: the selected tab, or the More navigation controller holding it (R6.3).
            return shownTab(of: container) == child
        case .split:
            // R7.1, R7.6: every column when expanded, one when collapsed; R15.3: the
            // inspector once shown, in regular width only (hidden when collapsed [inf]).
            if let state = splits[container], state.content[.inspector] == child {
                return state.isInspectorShown && !state.isCollapsed
            }
            return visibleColumns(of: container).contains(child)
        }
    }

    /// `viewControllers` of a navigation, tab bar or split view controller (R5.1, R6.1, R7.1, R7.6).
    func viewControllerList(of container: NodeIndex) -> [NodeIndex]? {
        switch self[container].kind {
        case .navigation: return self[container].children
        case .tabBar: return tabBars[container]?.tabs
        case .split: return visibleColumns(of: container)
        case .page: return self[container].children
        case .plain: return nil
        }
    }

    /// R7.1 and R7.6: expanded, every column's controller (its wrapper for a column style);
    /// collapsed, the one shown: the compact column's controller if set, else the primary's.
    func visibleColumns(of split: NodeIndex) -> [NodeIndex] {
        guard let state = splits[split] else { return [] }
        if state.isCollapsed {
            let shown =
                state.style.isColumnStyle
                ? (state.content[.compact] ?? state.installed(.primary))
                : state.installed(.primary)
            return shown.map { [$0] } ?? []
        }
        return state.columns.compactMap { state.installed($0) }
    }

    /// The child of a tab bar controller that shows the selected tab.
    func shownTab(of tabBar: NodeIndex) -> NodeIndex? {
        guard let state = tabBars[tabBar] else { return nil }
        switch state.selection {
        case .more:
            return state.moreNavigation
        case .index(let index):
            guard state.tabs.indices.contains(index) else { return nil }
            let tab = state.tabs[index]
            return self[tab].parent == tabBar ? tab : state.moreNavigation
        }
    }

    /// How many tabs the bar shows before the rest go to the More list (R6.3): five in
    /// compact width (four tabs and More when there are six or more); eight in regular width;
    /// no limit on an iPad in regular width from iOS 18, whose tab bar scrolls instead (R15.2).
    var tabBarCapacity: Int {
        if environment.horizontalSizeClass == .compact { return 5 }
        return environment.device == .ipad && environment.iosVersion >= 18 ? .max : 8
    }

    /// Whether `node` heads a family presented as a popover (after adaptation: a popover
    /// shown as a sheet in compact width is no longer attached to anything).
    func isPresentedAsPopover(_ node: NodeIndex) -> Bool {
        guard self[node].presenter != nil, let record = presentationsByPresented[node] else { return false }
        return effectiveStyle(of: record) == .popover
    }

    /// Whether `node`'s own presentation removes its view once shown (§5, P9).
    func presentationRemovesView(of node: NodeIndex) -> Bool {
        guard let presented = self[node].presented, let styles = presentationsByPresented.styles(of: presented) else { return false }
        return environment.removesPresenterView(styles.observed ?? effectiveStyle(styles.requested, presenting: presented))
    }
}
