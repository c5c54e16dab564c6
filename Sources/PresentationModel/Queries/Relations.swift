/// The relationships UIKit computes by walking up a hierarchy, each written once as an
/// ``InheritedRelation`` step. Their public faces are the queries in
/// `Hierarchy+Relationships.swift` and the whole-hierarchy ``HierarchyAnalysis``.
enum Relations {
    /// §1 Family: the topmost ancestor by containment.
    enum FamilyRoot: InheritedRelation {
        static func crossesPresentations(in hierarchy: Hierarchy) -> Bool { false }
        static func value(of node: NodeIndex, above: Above<NodeIndex>, in hierarchy: Hierarchy) -> NodeIndex {
            if case .parent(_, let root) = above { return root }
            return node
        }
    }

    /// R1.3–R1.5: the nearest *strict* ancestor of a kind, by parents only. The value carried
    /// down is "the nearest such controller at or above this one"; the answer for a controller
    /// is the value of its parent.
    struct NearestAncestor {
        var atOrAbove: NodeIndex?
        var strictlyAbove: NodeIndex?

        static func step(
            _ node: NodeIndex, above: Above<NearestAncestor>, in hierarchy: Hierarchy,
            matches: (ControllerKind) -> Bool
        ) -> NearestAncestor {
            let inherited: NodeIndex?
            switch above {
            case .none: inherited = nil
            case .parent(_, let value), .presenter(_, let value): inherited = value.atOrAbove
            }
            return NearestAncestor(
                atOrAbove: matches(hierarchy[node].kind) ? node : inherited, strictlyAbove: inherited)
        }
    }

    /// R1.3 `navigationController`.
    enum NavigationController: InheritedRelation {
        static func crossesPresentations(in hierarchy: Hierarchy) -> Bool { false }
        static func value(of node: NodeIndex, above: Above<NearestAncestor>, in hierarchy: Hierarchy) -> NearestAncestor {
            NearestAncestor.step(node, above: above, in: hierarchy) { $0.isNavigation }
        }
    }

    /// R1.5 `tabBarController`: parents only unless the `tabBarControllerCrossesPresentation`
    /// option follows UIKit's private "allow modal parent" walk (Decision U1).
    enum TabBarController: InheritedRelation {
        static func crossesPresentations(in hierarchy: Hierarchy) -> Bool {
            hierarchy.environment.options.tabBarControllerCrossesPresentation
        }
        static func value(of node: NodeIndex, above: Above<NearestAncestor>, in hierarchy: Hierarchy) -> NearestAncestor {
            NearestAncestor.step(node, above: above, in: hierarchy) { $0.isTabBar }
        }
    }

    /// R1.4 `splitViewController`: parents only, except that a controller inside a popover
    /// presented from within a split view gets that split view (UIKit's popover special case).
    enum SplitViewController: InheritedRelation {
        static func crossesPresentations(in hierarchy: Hierarchy) -> Bool { true }
        static func value(of node: NodeIndex, above: Above<NearestAncestor>, in hierarchy: Hierarchy) -> NearestAncestor {
            var above = above
            if case .presenter = above, !hierarchy.isPresentedAsPopover(node) { above = .none }
            return NearestAncestor.step(node, above: above, in: hierarchy) { $0.isSplit }
        }
    }

    /// R2.1 `presentedViewController`: the first own presented slot on the walk V, V.parent, …
    enum PresentedViewController: InheritedRelation {
        static func crossesPresentations(in hierarchy: Hierarchy) -> Bool { false }
        static func value(of node: NodeIndex, above: Above<NodeIndex?>, in hierarchy: Hierarchy) -> NodeIndex? {
            if let own = hierarchy[node].presented { return own }
            if case .parent(_, let inherited) = above { return inherited }
            return nil
        }
    }

    /// R2.2 `presentingViewController`: the presenter of the first presented ancestor-or-self.
    enum PresentingViewController: InheritedRelation {
        static func crossesPresentations(in hierarchy: Hierarchy) -> Bool { false }
        static func value(of node: NodeIndex, above: Above<NodeIndex?>, in hierarchy: Hierarchy) -> NodeIndex? {
            if let own = hierarchy[node].presenter { return own }
            if case .parent(_, let inherited) = above { return inherited }
            return nil
        }
    }

    /// Whether a controller's view is in a window's view hierarchy (`isOnScreen`).
    ///
    /// `shown` is whether the place of the controller's view is shown: its family is a
    /// window's root family, or a presented family whose presenter's place is shown; every
    /// container above shows it (R5.1 top of stack, R6.2 selected tab, R7.6 visible columns);
    /// and no presentation above it removed a view that contains it (§5). `onScreen` further
    /// asks that the controller's own presentation did not remove its view.
    struct Visibility: Hashable {
        var shown: Bool
        var onScreen: Bool
    }

    enum OnScreen: InheritedRelation {
        static func crossesPresentations(in hierarchy: Hierarchy) -> Bool { true }
        static func value(of node: NodeIndex, above: Above<Visibility>, in hierarchy: Hierarchy) -> Visibility {
            let shown: Bool
            switch above {
            case .none:
                shown = hierarchy[node].window != nil
            case .parent(let parent, let value):
                shown = value.onScreen && hierarchy.shows(parent, child: node)
            case .presenter(_, let value):
                // A presented family covers its presenter's place; the presenter's view being
                // removed by this very presentation does not hide the presented family.
                shown = value.shown
            }
            return Visibility(shown: shown, onScreen: shown && !hierarchy.presentationRemovesView(of: node))
        }
    }
}
