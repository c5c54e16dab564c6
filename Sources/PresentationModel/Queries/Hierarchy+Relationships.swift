/// The relationships UIKit computes, named as UIKit names them.
///
/// Each query takes and returns ``ControllerID``s and answers `nil` for an unknown id, as
/// UIKit answers `nil` where there is nothing. Every query is O(depth).
extension Hierarchy {
    // MARK: - Containment (§2)

    /// R1.1 `parent`: the containing controller, or nil (always nil for a presented controller).
    public func parent(of id: ControllerID) -> ControllerID? {
        index(of: id).flatMap { self[$0].parent }.map(self.id)
    }

    /// R1.2 `children`: in order; never includes presented controllers.
    public func children(of id: ControllerID) -> [ControllerID] {
        index(of: id).map { self[$0].children.map(self.id) } ?? []
    }

    /// §1 the family root: the topmost ancestor by containment.
    public func familyRoot(of id: ControllerID) -> ControllerID? {
        index(of: id).map { self.id(evaluate(Relations.FamilyRoot.self, for: $0)) }
    }

    /// R1.3 `navigationController`: the nearest strict ancestor that is a navigation
    /// controller, by parents only (never across a presentation).
    public func navigationController(of id: ControllerID) -> ControllerID? {
        index(of: id).flatMap { evaluate(Relations.NavigationController.self, for: $0).strictlyAbove }.map(self.id)
    }

    /// R1.5 `tabBarController`: the nearest strict ancestor that is a tab bar controller, by
    /// parents only unless ``ModelOptions/tabBarControllerCrossesPresentation`` (Decision U1).
    public func tabBarController(of id: ControllerID) -> ControllerID? {
        index(of: id).flatMap { evaluate(Relations.TabBarController.self, for: $0).strictlyAbove }.map(self.id)
    }

    /// R1.4 `splitViewController`: the nearest strict ancestor that is a split view controller.
    public func splitViewController(of id: ControllerID) -> ControllerID? {
        index(of: id).flatMap { evaluate(Relations.SplitViewController.self, for: $0).strictlyAbove }.map(self.id)
    }

    // MARK: - Presentation (§3)

    /// R2.1 `presentedViewController`: presented by this controller or one of its ancestors.
    public func presentedViewController(of id: ControllerID) -> ControllerID? {
        index(of: id).flatMap { evaluate(Relations.PresentedViewController.self, for: $0) }.map(self.id)
    }

    /// R2.2 `presentingViewController`: the presenter of this controller or of its nearest
    /// presented ancestor.
    public func presentingViewController(of id: ControllerID) -> ControllerID? {
        index(of: id).flatMap { evaluate(Relations.PresentingViewController.self, for: $0) }.map(self.id)
    }

    /// `presentedFrom`: for a presented controller, the controller `present` (or `show`) was
    /// called on. UIKit does not expose it; users need it to see why the presenter differs.
    public func presentedFrom(_ id: ControllerID) -> ControllerID? {
        presentation(of: id)?.requestedFrom
    }

    /// `presentationContext`: for a presented controller, the controller whose view its
    /// presentation covers, after the `definesPresentationContext` resolution (§4).
    public func presentationContext(of id: ControllerID) -> ControllerID? {
        presentation(of: id)?.presenter
    }

    /// `presentationStyle`: for a presented controller, the style in effect after adaptation
    /// to the current size class (§5).
    public func presentationStyle(of id: ControllerID) -> ModalPresentationStyle? {
        presentation(of: id).map(effectiveStyle(of:))
    }

    // MARK: - Containers (§6–§8)

    /// `viewControllers` of a navigation controller (its stack, R5.1), a tab bar controller
    /// (its tabs, without the More navigation controller, R6.1/R6.3), a split view controller
    /// (its columns, R7.1/R7.6) or a page view controller (its visible pages); nil otherwise.
    public func viewControllers(of id: ControllerID) -> [ControllerID]? {
        index(of: id).flatMap(viewControllerList(of:)).map { $0.map(self.id) }
    }

    /// R5.1 `topViewController`: the last controller of a navigation stack.
    public func topViewController(of id: ControllerID) -> ControllerID? {
        guard let nav = index(of: id), self[nav].kind.isNavigation else { return nil }
        return self[nav].children.last.map(self.id)
    }

    /// R5.2 `visibleViewController`: the controller presented on top of the navigation
    /// controller (R2.1, the directly presented one), else its top view controller.
    public func visibleViewController(of id: ControllerID) -> ControllerID? {
        guard let nav = index(of: id), self[nav].kind.isNavigation else { return nil }
        return presentedViewController(of: id) ?? topViewController(of: id)
    }

    /// R6.2 `selectedViewController`: the selected tab, or the More navigation controller
    /// while the More list itself is selected.
    public func selectedViewController(of id: ControllerID) -> ControllerID? {
        guard let tabBar = index(of: id), let state = tabBars[tabBar] else { return nil }
        switch state.selection {
        case .more: return state.moreNavigation.map(self.id)
        case .index(let index): return state.tabs.indices.contains(index) ? self.id(state.tabs[index]) : nil
        }
    }

    /// R6.2 `selectedIndex`: nil for a controller that is not a tab bar controller,
    /// ``notFound`` while the More list is selected.
    public func selectedIndex(of id: ControllerID) -> Int? {
        guard let tabBar = index(of: id), let state = tabBars[tabBar] else { return nil }
        switch state.selection {
        case .more: return Hierarchy.notFound
        case .index(let index): return index
        }
    }

    /// `NSNotFound`, as `selectedIndex` returns it.
    public static let notFound = Int.max

    /// R6.3 `moreNavigationController`, once the tabs have overflowed into the More list.
    public func moreNavigationController(of id: ControllerID) -> ControllerID? {
        index(of: id).flatMap { tabBars[$0]?.moreNavigation }.map(self.id)
    }

    /// The style of a split view controller, nil for any other controller.
    public func splitStyle(of id: ControllerID) -> SplitStyle? {
        index(of: id).flatMap { splits[$0]?.style }
    }

    /// Whether a split view controller is collapsed (horizontally compact).
    public func isCollapsed(_ id: ControllerID) -> Bool? {
        index(of: id).flatMap { splits[$0]?.isCollapsed }
    }

    /// The controller installed in a split view column (`viewController(for:)`): the column's
    /// content as set, before wrapping.
    public func viewController(for column: SplitColumn, of id: ControllerID) -> ControllerID? {
        index(of: id).flatMap { splits[$0]?.content[column] }.map(self.id)
    }

    // MARK: - Screen

    /// `isOnScreen`: the controller's view is in a window's view hierarchy (see the relation
    /// table of `scenario-format.md` and §5 for the views a presentation removes).
    public func isOnScreen(_ id: ControllerID) -> Bool {
        index(of: id).map { chainState(of: $0).visibility.onScreen } ?? false
    }

    /// Whether the controller belongs to a window: its family is a window's root family or
    /// is presented, through a chain, from one.
    public func isInWindow(_ id: ControllerID) -> Bool {
        guard let node = index(of: id) else { return false }
        return isInWindow(node)
    }

    func isInWindow(_ node: NodeIndex) -> Bool {
        self[chainState(of: node).top].window != nil
    }
}
