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

    /// One entry per controller, in declaration order.
    public var controllers: [ControllerRelations]
    /// Families in order of appearance (by their root's declaration).
    public var families: [Family]
    /// Presentations in effect, oldest first.
    public var presentations: [Presentation]
}

extension Hierarchy {
    /// Analyses the whole hierarchy in O(size).
    public func analyze() -> HierarchyAnalysis {
        let order = topDownOrder
        let families = evaluateAll(Relations.FamilyRoot.self, order: order)
        let navigation = evaluateAll(Relations.NavigationController.self, order: order)
        let tabBar = evaluateAll(Relations.TabBarController.self, order: order)
        let split = evaluateAll(Relations.SplitViewController.self, order: order)
        let presented = evaluateAll(Relations.PresentedViewController.self, order: order)
        let presenting = evaluateAll(Relations.PresentingViewController.self, order: order)
        let screen = evaluateAll(Relations.OnScreen.self, order: order)

        var controllers: [HierarchyAnalysis.ControllerRelations] = []
        controllers.reserveCapacity(nodes.count)
        var members = [[ControllerID]](repeating: [], count: nodes.count)
        for (position, node) in nodes.enumerated() {
            let index = NodeIndex(position)
            let presentation = node.presenter == nil ? nil : presentationsByPresented[index]
            let family = families[position] ?? index
            members[family.int].append(node.id)
            let top = node.kind.isNavigation ? node.children.last.map(id) : nil
            controllers.append(HierarchyAnalysis.ControllerRelations(
                id: node.id, kind: node.kind, className: node.className,
                parent: node.parent.map(id), children: node.children.map(id), family: id(family),
                navigationController: navigation[position]?.strictlyAbove.map(id),
                tabBarController: tabBar[position]?.strictlyAbove.map(id),
                splitViewController: split[position]?.strictlyAbove.map(id),
                presentingViewController: presenting[position]?.map(id),
                presentedViewController: presented[position]?.map(id),
                presentedFrom: presentation?.requestedFrom,
                presentationContext: presentation?.presenter,
                presentationStyle: presentation.map(effectiveStyle(of:)),
                viewControllers: node.kind == .plain ? nil : viewControllerList(of: index)?.map(id),
                topViewController: top,
                visibleViewController: node.kind.isNavigation ? (presented[position]?.map(id) ?? top) : nil,
                selectedViewController: node.kind.isTabBar ? selectedViewController(of: node.id) : nil,
                isOnScreen: screen[position]?.onScreen ?? false,
                definesPresentationContext: node.definesPresentationContext,
                modalPresentationStyle: node.attributes.modalPresentationStyle))
        }
        let familyList = nodes.indices.compactMap { position -> HierarchyAnalysis.Family? in
            let index = NodeIndex(position)
            guard !members[position].isEmpty else { return nil }
            // Root first, then the others in declaration order (a moved child may have been
            // declared before its new family's root).
            let familyMembers = [nodes[position].id] + members[position].filter { $0 != nodes[position].id }
            let node = nodes[position]
            return HierarchyAnalysis.Family(
                root: node.id, members: familyMembers, presentedBy: node.presenter.map(id),
                window: node.window.map { windowList[$0].id })
        }
        return HierarchyAnalysis(controllers: controllers, families: familyList, presentations: presentations)
    }
}
