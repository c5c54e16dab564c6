/// The relationships UIKit computes, named as UIKit names them.
///
/// Each query takes and returns ``ControllerID``s and answers `nil` for an unknown id, as
/// UIKit answers `nil` where there is nothing. Every query is O(depth). Each is the relation
/// table's value (``value(of:for:)-(Relation,ControllerID)``) in its own type, so a relation
/// has one definition whichever way it is asked.
extension Hierarchy {
    // MARK: - Containment (§2)

    /// <doc:Rules-Families#R1.1> `parent`: the containing controller, or nil (always nil for a presented controller).
    public func parent(of id: ControllerID) -> ControllerID? {
        value(of: .parent, for: id).controller
    }

    /// <doc:Rules-Families#R1.2> `children`: in order; never includes presented controllers.
    public func children(of id: ControllerID) -> [ControllerID] {
        value(of: .children, for: id).controllers ?? []
    }

    /// <doc:Rules-Families#§1> the family root: the topmost ancestor by containment.
    public func familyRoot(of id: ControllerID) -> ControllerID? {
        value(of: .family, for: id).controller
    }

    /// <doc:Rules-Families#R1.3> `navigationController`: the nearest strict ancestor that is a navigation
    /// controller, by parents only (never across a presentation).
    public func navigationController(of id: ControllerID) -> ControllerID? {
        value(of: .navigationController, for: id).controller
    }

    /// <doc:Rules-Families#R1.5> `tabBarController`: the nearest strict ancestor that is a tab bar controller, by
    /// parents only unless ``ModelOptions/tabBarControllerCrossesPresentation`` (Decision <doc:Rules-Decisions#U1>).
    public func tabBarController(of id: ControllerID) -> ControllerID? {
        value(of: .tabBarController, for: id).controller
    }

    /// <doc:Rules-Families#R1.4> `splitViewController`: the nearest strict ancestor that is a split view controller.
    public func splitViewController(of id: ControllerID) -> ControllerID? {
        value(of: .splitViewController, for: id).controller
    }

    // MARK: - Presentation (§3)

    /// <doc:Rules-PresentationLinks#R2.1> `presentedViewController`: presented by this controller or one of its ancestors.
    public func presentedViewController(of id: ControllerID) -> ControllerID? {
        value(of: .presentedViewController, for: id).controller
    }

    /// <doc:Rules-PresentationLinks#R2.2> `presentingViewController`: the presenter of this controller or of its nearest
    /// presented ancestor.
    public func presentingViewController(of id: ControllerID) -> ControllerID? {
        value(of: .presentingViewController, for: id).controller
    }

    /// `presentedFrom`: for a presented controller, the controller `present` (or `show`) was
    /// called on. UIKit does not expose it; users need it to see why the presenter differs.
    public func presentedFrom(_ id: ControllerID) -> ControllerID? {
        value(of: .presentedFrom, for: id).controller
    }

    /// `presentationContext`: for a presented controller, the controller whose view its
    /// presentation covers, after the `definesPresentationContext` resolution (<doc:Rules-PresenterResolution#§4>).
    public func presentationContext(of id: ControllerID) -> ControllerID? {
        value(of: .presentationContext, for: id).controller
    }

    /// `presentationStyle`: for a presented controller, the style in effect after adaptation
    /// to the current size class (<doc:Rules-Styles#§5>).
    public func presentationStyle(of id: ControllerID) -> ModalPresentationStyle? {
        value(of: .presentationStyle, for: id).style
    }

    // MARK: - Containers (§6–§8)

    /// `viewControllers` of a navigation controller (its stack, <doc:Rules-Navigation#R5.1>), a tab bar controller
    /// (its tabs, without the More navigation controller, <doc:Rules-TabBar#R6.1>/<doc:Rules-TabBar#R6.3>), a split view controller
    /// (its columns, <doc:Rules-SplitView#R7.1>/<doc:Rules-SplitView#R7.6>) or a page view controller (its visible pages); nil otherwise.
    public func viewControllers(of id: ControllerID) -> [ControllerID]? {
        value(of: .viewControllers, for: id).controllers
    }

    /// <doc:Rules-Navigation#R5.1> `topViewController`: the last controller of a navigation stack.
    public func topViewController(of id: ControllerID) -> ControllerID? {
        value(of: .topViewController, for: id).controller
    }

    /// <doc:Rules-Navigation#R5.2> `visibleViewController`: the controller presented on top of the navigation
    /// controller (<doc:Rules-PresentationLinks#R2.1>, the directly presented one), else its top view controller.
    public func visibleViewController(of id: ControllerID) -> ControllerID? {
        value(of: .visibleViewController, for: id).controller
    }

    /// <doc:Rules-TabBar#R6.2> `selectedViewController`: the selected tab, or the More navigation controller
    /// while the More list itself is selected.
    public func selectedViewController(of id: ControllerID) -> ControllerID? {
        value(of: .selectedViewController, for: id).controller
    }

    /// <doc:Rules-TabBar#R6.2> `selectedIndex`: nil for a controller that is not a tab bar controller,
    /// ``notFound`` while the More list is selected.
    public func selectedIndex(of id: ControllerID) -> Int? {
        value(of: .selectedIndex, for: id).index
    }

    /// `delegateEvents`: the calls the app's adaptive presentation delegate received for the
    /// controller's latest presentation, in order (<doc:Rules-AdaptiveDelegate#R13.1>, <doc:Rules-Sheets#R14.6>); empty
    /// without a delegate.
    public func delegateEvents(of id: ControllerID) -> [DelegateCallback] {
        value(of: .delegateEvents, for: id).callbacks
    }

    /// `NSNotFound`, as `selectedIndex` returns it.
    public static let notFound = Int.max

    /// <doc:Rules-TabBar#R6.3> `moreNavigationController`, once the tabs have overflowed into the More list.
    public func moreNavigationController(of id: ControllerID) -> ControllerID? {
        value(of: .moreNavigationController, for: id).controller
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
    /// table of the scenario format and <doc:Rules-Styles#§5> for the views a presentation removes).
    public func isOnScreen(_ id: ControllerID) -> Bool {
        value(of: .isOnScreen, for: id).bool
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
