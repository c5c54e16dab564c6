/// The folded values that the relation table reads a controller's relations from: the
/// ancestor walks of ``Relations``, either evaluated on demand for one controller
/// (``EvaluatedFolds``, O(depth) for the relation asked) or computed for every controller at
/// once by ``Hierarchy/analyze()`` (``AnalysisColumns``, O(size) in all).
protocol RelationFolds {
    func familyRoot(of node: NodeIndex) -> NodeIndex
    func navigation(of node: NodeIndex) -> Relations.NearestAncestor
    func tabBar(of node: NodeIndex) -> Relations.NearestAncestor
    func split(of node: NodeIndex) -> Relations.NearestAncestor
    func presented(of node: NodeIndex) -> NodeIndex?
    func presenting(of node: NodeIndex) -> NodeIndex?
    func visibility(of node: NodeIndex) -> Relations.Visibility
}

/// One controller's folds, each walked when it is asked for.
struct EvaluatedFolds: RelationFolds {
    let hierarchy: Hierarchy

    func familyRoot(of node: NodeIndex) -> NodeIndex { hierarchy.evaluate(Relations.FamilyRoot.self, for: node) }
    func navigation(of node: NodeIndex) -> Relations.NearestAncestor {
        hierarchy.evaluate(Relations.NavigationController.self, for: node)
    }
    func tabBar(of node: NodeIndex) -> Relations.NearestAncestor { hierarchy.evaluate(Relations.TabBarController.self, for: node) }
    func split(of node: NodeIndex) -> Relations.NearestAncestor { hierarchy.evaluate(Relations.SplitViewController.self, for: node) }
    func presented(of node: NodeIndex) -> NodeIndex? { hierarchy.evaluate(Relations.PresentedViewController.self, for: node) }
    func presenting(of node: NodeIndex) -> NodeIndex? { hierarchy.evaluate(Relations.PresentingViewController.self, for: node) }
    /// From the chain caches, so that asking whether a controller is on screen after each step
    /// of a growing chain stays linear.
    func visibility(of node: NodeIndex) -> Relations.Visibility { hierarchy.chainState(of: node).visibility }
}

/// The folds of the controllers a batch of queries asks about, each controller folded once:
/// a query walks up only to the nearest controller folded before (see ``HierarchyQueries``).
/// A class, so that the queries that share it need not be mutating.
final class MemoizedFolds: RelationFolds {
    let hierarchy: Hierarchy
    private var family: [NodeIndex: NodeIndex] = [:]
    private var navigationMemo: [NodeIndex: Relations.NearestAncestor] = [:]
    private var tabBarMemo: [NodeIndex: Relations.NearestAncestor] = [:]
    private var splitMemo: [NodeIndex: Relations.NearestAncestor] = [:]
    private var presentedMemo: [NodeIndex: NodeIndex?] = [:]
    private var presentingMemo: [NodeIndex: NodeIndex?] = [:]
    private var chains: [NodeIndex: Hierarchy.ChainState] = [:]

    init(_ hierarchy: Hierarchy) {
        self.hierarchy = hierarchy
    }

    func familyRoot(of node: NodeIndex) -> NodeIndex { hierarchy.evaluate(Relations.FamilyRoot.self, for: node, memo: &family) }
    func navigation(of node: NodeIndex) -> Relations.NearestAncestor {
        hierarchy.evaluate(Relations.NavigationController.self, for: node, memo: &navigationMemo)
    }
    func tabBar(of node: NodeIndex) -> Relations.NearestAncestor {
        hierarchy.evaluate(Relations.TabBarController.self, for: node, memo: &tabBarMemo)
    }
    func split(of node: NodeIndex) -> Relations.NearestAncestor {
        hierarchy.evaluate(Relations.SplitViewController.self, for: node, memo: &splitMemo)
    }
    func presented(of node: NodeIndex) -> NodeIndex? {
        hierarchy.evaluate(Relations.PresentedViewController.self, for: node, memo: &presentedMemo)
    }
    func presenting(of node: NodeIndex) -> NodeIndex? {
        hierarchy.evaluate(Relations.PresentingViewController.self, for: node, memo: &presentingMemo)
    }
    func visibility(of node: NodeIndex) -> Relations.Visibility { chainState(of: node).visibility }

    func chainState(of node: NodeIndex) -> Hierarchy.ChainState {
        hierarchy.chainState(of: node, known: { chains[$0] }, remember: { chains[$0] = $1 })
    }
}

/// Every controller's folds, computed in one top-down pass a walk. A class, so that the
/// analysis hands the columns to each controller it assembles without copying them.
final class AnalysisColumns: RelationFolds, Sendable {
    /// The hierarchy analysed, which the analysis's entries read their attributes from.
    let hierarchy: Hierarchy
    private let family: [NodeIndex?]
    private let navigation: [Relations.NearestAncestor?]
    private let tabBar: [Relations.NearestAncestor?]
    private let split: [Relations.NearestAncestor?]
    private let presented: [NodeIndex??]
    private let presenting: [NodeIndex??]
    private let screen: [Relations.Visibility?]

    init(_ hierarchy: Hierarchy) {
        self.hierarchy = hierarchy
        let order = hierarchy.topDownOrder
        family = hierarchy.evaluateAll(Relations.FamilyRoot.self, order: order)
        navigation = hierarchy.evaluateAll(Relations.NavigationController.self, order: order)
        tabBar = hierarchy.evaluateAll(Relations.TabBarController.self, order: order)
        split = hierarchy.evaluateAll(Relations.SplitViewController.self, order: order)
        presented = hierarchy.evaluateAll(Relations.PresentedViewController.self, order: order)
        presenting = hierarchy.evaluateAll(Relations.PresentingViewController.self, order: order)
        screen = hierarchy.evaluateAll(Relations.OnScreen.self, order: order)
    }

    // ``Hierarchy/topDownOrder`` reaches every controller, so no entry is nil.
    func familyRoot(of node: NodeIndex) -> NodeIndex { family[node.int] ?? node }
    func navigation(of node: NodeIndex) -> Relations.NearestAncestor { navigation[node.int] ?? .init() }
    func tabBar(of node: NodeIndex) -> Relations.NearestAncestor { tabBar[node.int] ?? .init() }
    func split(of node: NodeIndex) -> Relations.NearestAncestor { split[node.int] ?? .init() }
    func presented(of node: NodeIndex) -> NodeIndex? { presented[node.int] ?? nil }
    func presenting(of node: NodeIndex) -> NodeIndex? { presenting[node.int] ?? nil }
    func visibility(of node: NodeIndex) -> Relations.Visibility { screen[node.int] ?? .init(shown: false, onScreen: false) }
}
