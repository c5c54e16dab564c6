/// The relation table's values: one switch over ``Relation`` that every reader of a relation
/// goes through — the typed queries of `Hierarchy+Relationships.swift`, ``Hierarchy/analyze()``
/// and so the JSON report and the diagrams, the scenario checks and the assertions.
extension Hierarchy {
    /// The value of `relation` for `subject`; ``RelationValue/absent(_:)`` for a subject the
    /// hierarchy does not hold or that the relation is not asked of.
    public func value(of relation: Relation, for subject: Subject) -> RelationValue {
        value(of: relation, for: subject, folds: EvaluatedFolds(hierarchy: self))
    }

    /// The value of `relation` for `subject`, its walks read from `folds`.
    func value(of relation: Relation, for subject: Subject, folds: some RelationFolds) -> RelationValue {
        switch subject {
        case .window(let window):
            guard relation == .rootViewController else { return .absent(relation.valueKind) }
            return .controller(rootViewController(ofWindow: window))
        case .controller(let id):
            guard let node = index(of: id) else { return .absent(relation.valueKind) }
            return value(of: relation, at: node, folds: folds)
        }
    }

    /// The value of `relation` for the controller `id`.
    public func value(of relation: Relation, for id: ControllerID) -> RelationValue {
        value(of: relation, for: .controller(id))
    }

    /// The one definition of each relation's value for a controller, read from `folds`.
    func value(of relation: Relation, at node: NodeIndex, folds: some RelationFolds) -> RelationValue {
        // Each case reads the one field it needs, rather than copying the whole node; ids are
        // looked up in closures (`{ id($0) }`), as `map(id)` would copy the hierarchy.
        switch relation {
        case .parent:
            // R1.1: nil for a presented controller, which has no parent (but see U13's option).
            return .controller((nodes[node.int].parent ?? keepingWrapper(of: node)).map { id($0) })
        case .children:
            // R1.2: in order, never the presented controller (but see U13's option).
            return .controllers(((keptController(by: node).map { [$0] } ?? []) + nodes[node.int].children).map { id($0) })
        case .family:
            return .controller(id(folds.familyRoot(of: node)))
        case .navigationController:
            return .controller((folds.navigation(of: node).strictlyAbove ?? keepingWrapper(of: node)).map { id($0) })
        case .tabBarController:
            return .controller(folds.tabBar(of: node).strictlyAbove.map { id($0) })
        case .splitViewController:
            return .controller(folds.split(of: node).strictlyAbove.map { id($0) })
        case .presentingViewController:
            return .controller(folds.presenting(of: node).map { id($0) })
        case .presentedViewController:
            return .controller(folds.presented(of: node).map { id($0) })
        case .presentedFrom:
            return .controller(ownPresentation(of: node)?.requestedFrom)
        case .presentationContext:
            return .controller(ownPresentation(of: node)?.presenter)
        case .presentationStyle:
            // §5: the style in effect after adaptation to the current size classes.
            return .style(ownPresentation(of: node).map(effectiveStyle(of:)))
        case .viewControllers:
            return .controllers(viewControllerList(of: node).map { ((keptController(by: node).map { [$0] } ?? []) + $0).map { id($0) } })
        case .topViewController:
            return .controller(topViewController(of: node).map { id($0) })
        case .visibleViewController:
            // R5.2: what is presented on the navigation controller (R2.1), else its top.
            guard nodes[node.int].kind.isNavigation else { return .controller(nil) }
            return .controller((folds.presented(of: node) ?? topViewController(of: node)).map { id($0) })
        case .selectedViewController:
            return .controller(selectedViewController(of: node).map { id($0) })
        case .isOnScreen:
            return .bool(folds.visibility(of: node).onScreen)
        case .rootViewController:
            // Asked of a window, not of a controller.
            return .controller(nil)
        case .definesPresentationContext:
            return .bool(nodes[node.int].definesPresentationContext)
        case .moreNavigationController:
            return .controller(tabBars[node]?.moreNavigation.map { id($0) })
        case .selectedIndex:
            return .index(selectedIndex(of: node))
        case .modalPresentationStyle:
            return .style(environment.reportedStyle(of: nodes[node.int].attributes))
        case .isActive:
            // R12.1: presented, for a search controller; false for any other controller.
            return .bool(nodes[node.int].attributes.search != nil && nodes[node.int].presenter != nil)
        case .delegateEvents:
            return .callbacks(delegateCallbacks(of: node))
        }
    }

    /// The presentation a controller is the presented root of.
    private func ownPresentation(of node: NodeIndex) -> Presentation? {
        nodes[node.int].presenter == nil ? nil : presentationsByPresented[node]
    }

    /// R5.1 `topViewController`: the last controller of a navigation stack (for a wrapper
    /// that still holds its controller by U13's option, that controller below the rest).
    private func topViewController(of node: NodeIndex) -> NodeIndex? {
        nodes[node.int].kind.isNavigation ? nodes[node.int].children.last ?? keptController(by: node) : nil
    }

    /// R6.2 `selectedViewController`: the selected tab, or the More navigation controller
    /// while the More list itself is selected.
    private func selectedViewController(of node: NodeIndex) -> NodeIndex? {
        guard let state = tabBars[node] else { return nil }
        switch state.selection {
        case .more: return state.moreNavigation
        case .index(let index): return state.tabs.indices.contains(index) ? state.tabs[index] : nil
        }
    }

    /// R6.2 `selectedIndex`: ``notFound`` while the More list is selected.
    private func selectedIndex(of node: NodeIndex) -> Int? {
        guard let state = tabBars[node] else { return nil }
        switch state.selection {
        case .more: return Hierarchy.notFound
        case .index(let index): return index
        }
    }
}
