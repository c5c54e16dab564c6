/// Every relationship of every controller, computed in one O(size) pass.
///
/// The values are the same as the single queries of `Hierarchy+Relationships.swift` (both
/// fold the same ``InheritedRelation`` steps); the JSON report, the diagrams and the
/// assertions read them from here so that a large hierarchy is analysed once.
public struct HierarchyAnalysis: Sendable {
    /// The relations of one controller, named as the scenario format's relation table.
    public struct ControllerRelations: Hashable, Sendable {
        public var id: ControllerID
        public var kind: ControllerKind
        public var className: String
        public var parent: ControllerID?
        public var children: [ControllerID]
        public var family: ControllerID
        public var navigationController: ControllerID?
        public var tabBarController: ControllerID?
        public var splitViewController: ControllerID?
        public var presentingViewController: ControllerID?
        public var presentedViewController: ControllerID?
        public var presentedFrom: ControllerID?
        public var presentationContext: ControllerID?
        public var presentationStyle: ModalPresentationStyle?
        public var viewControllers: [ControllerID]?
        public var topViewController: ControllerID?
        public var visibleViewController: ControllerID?
        public var selectedViewController: ControllerID?
        public var isOnScreen: Bool
        public var definesPresentationContext: Bool
        public var modalPresentationStyle: ModalPresentationStyle
        public var title: String?
        /// The controller whose operation created this one (a tab bar's More navigation
        /// controller, a split view's column wrapper), nil for a declared controller.
        public var createdBy: ControllerID?
    }

    /// A family: a tree of controllers built by containment (§1).
    public struct Family: Hashable, Sendable {
        public var root: ControllerID
        /// Every controller of the family, root first, in declaration order.
        public var members: [ControllerID]
        /// The presenter of the root, when the family is presented.
        public var presentedBy: ControllerID?
        /// The window whose root heads the family, if any.
        public var window: String?
    }

    /// One entry per controller, in declaration order, each assembled when it is read from
    /// compact per-relation storage (a million controllers analyse in tens of megabytes).
    public let controllers: Controllers
    /// Families in order of appearance (by their root's declaration).
    public let families: [Family]
    /// Presentations in effect, oldest first.
    public let presentations: [Presentation]

    /// The analysed controllers, as a random-access collection.
    public struct Controllers: RandomAccessCollection, Sendable {
        let hierarchy: Hierarchy
        let family: [NodeIndex?]
        let navigation: [Relations.NearestAncestor?]
        let tabBar: [Relations.NearestAncestor?]
        let split: [Relations.NearestAncestor?]
        let presented: [NodeIndex??]
        let presenting: [NodeIndex??]
        let screen: [Relations.Visibility?]

        public var startIndex: Int { 0 }
        public var endIndex: Int { hierarchy.nodes.count }

        public subscript(position: Int) -> ControllerRelations {
            let h = hierarchy
            let index = NodeIndex(position)
            let node = h.nodes[position]
            let presentation = node.presenter == nil ? nil : h.presentationsByPresented[index]
            let top = node.kind.isNavigation ? node.children.last.map(h.id) : nil
            let presentedID = (presented[position] ?? nil).map(h.id)
            return ControllerRelations(
                id: node.id, kind: node.kind, className: node.className,
                parent: node.parent.map(h.id), children: node.children.map(h.id),
                family: h.id((family[position] ?? nil) ?? index),
                navigationController: (navigation[position] ?? nil)?.strictlyAbove.map(h.id),
                tabBarController: (tabBar[position] ?? nil)?.strictlyAbove.map(h.id),
                splitViewController: (split[position] ?? nil)?.strictlyAbove.map(h.id),
                presentingViewController: (presenting[position] ?? nil).map(h.id),
                presentedViewController: presentedID,
                presentedFrom: presentation?.requestedFrom,
                presentationContext: presentation?.presenter,
                presentationStyle: presentation.map(h.effectiveStyle(of:)),
                viewControllers: node.kind == .plain ? nil : h.viewControllerList(of: index)?.map(h.id),
                topViewController: top,
                visibleViewController: node.kind.isNavigation ? (presentedID ?? top) : nil,
                selectedViewController: node.kind.isTabBar ? h.selectedViewController(of: node.id) : nil,
                isOnScreen: (screen[position] ?? nil)?.onScreen ?? false,
                definesPresentationContext: node.definesPresentationContext,
                modalPresentationStyle: node.attributes.modalPresentationStyle,
                title: node.attributes.title, createdBy: node.createdBy.map(h.id))
        }
    }
}

extension Hierarchy {
    /// Analyses the whole hierarchy in O(size): one top-down pass a relation.
    public func analyze() -> HierarchyAnalysis {
        let order = topDownOrder
        let families = evaluateAll(Relations.FamilyRoot.self, order: order)
        let controllers = HierarchyAnalysis.Controllers(
            hierarchy: self, family: families,
            navigation: evaluateAll(Relations.NavigationController.self, order: order),
            tabBar: evaluateAll(Relations.TabBarController.self, order: order),
            split: evaluateAll(Relations.SplitViewController.self, order: order),
            presented: evaluateAll(Relations.PresentedViewController.self, order: order),
            presenting: evaluateAll(Relations.PresentingViewController.self, order: order),
            screen: evaluateAll(Relations.OnScreen.self, order: order))

        var members = [[ControllerID]](repeating: [], count: nodes.count)
        for (position, node) in nodes.enumerated() {
            members[(families[position] ?? NodeIndex(position)).int].append(node.id)
        }
        let familyList = nodes.indices.compactMap { position -> HierarchyAnalysis.Family? in
            guard !members[position].isEmpty else { return nil }
            let node = nodes[position]
            // Root first, then the others in declaration order (a moved child may have been
            // declared before its new family's root).
            return HierarchyAnalysis.Family(
                root: node.id, members: [node.id] + members[position].filter { $0 != node.id },
                presentedBy: node.presenter.map(id), window: node.window.map { windowList[$0].id })
        }
        return HierarchyAnalysis(controllers: controllers, families: familyList, presentations: presentations)
    }
}
