/// Queries asked together of one hierarchy: every expectation of a step, every `state:` of a
/// dump, the on-screen state of every controller after a segue fires.
///
/// A single query (``Hierarchy/value(of:for:)-(Relation,Subject)``) walks from the controller
/// to the top of its chain, O(depth). Asked of every controller of a deep chain, such walks
/// cost O(depth²). Here each walk stops at the first controller a query of the batch already
/// folded, and keeps the value of every controller it folds, so the batch costs O(depth) for
/// a chain however many of its controllers it asks about, and O(1) for each further query on
/// a folded controller. The values are those of the single queries (the same folds).
///
/// It holds a copy of the hierarchy: the queries see the hierarchy as it was when the batch
/// began. Let it end before the hierarchy changes, which would otherwise copy the storage.
public struct HierarchyQueries {
    private let folds: MemoizedFolds

    public init(_ hierarchy: Hierarchy) {
        folds = MemoizedFolds(hierarchy)
    }

    /// The hierarchy the queries read.
    public var hierarchy: Hierarchy { folds.hierarchy }

    /// The value of `relation` for `subject`, as ``Hierarchy/value(of:for:)-(Relation,Subject)`` gives it.
    public func value(of relation: Relation, for subject: Subject) -> RelationValue {
        folds.hierarchy.value(of: relation, for: subject, folds: folds)
    }

    /// The value of `relation` for the controller `id`.
    public func value(of relation: Relation, for id: ControllerID) -> RelationValue {
        value(of: relation, for: .controller(id))
    }

    /// `isOnScreen`, as ``Hierarchy/isOnScreen(_:)`` gives it.
    public func isOnScreen(_ id: ControllerID) -> Bool {
        value(of: .isOnScreen, for: id).bool
    }

    /// Whether the controller belongs to a window, as ``Hierarchy/isInWindow(_:)`` gives it.
    public func isInWindow(_ id: ControllerID) -> Bool {
        guard let node = folds.hierarchy.index(of: id) else { return false }
        return folds.hierarchy[folds.chainState(of: node).top].window != nil
    }
}
