/// Every relationship of every controller, computed in one O(size) pass.
///
/// The values are the same as the single queries of `Hierarchy+Relationships.swift` (both
/// fold the same `InheritedRelation` steps); the JSON report, the diagrams and the
/// assertions read them from here so that a large hierarchy is analysed once.
public struct HierarchyAnalysis: Sendable {
    /// One controller: its attributes, and every relation of the relation table by
    /// subscript (`relations[.navigationController]`), read from the analysis's columns.
    public struct ControllerRelations: Equatable, Sendable {
        public let id: ControllerID
        public let kind: ControllerKind
        public let className: String
        public let title: String?
        /// The controller whose operation created this one (a tab bar's More navigation
        /// controller, a split view's column wrapper), nil for a declared controller.
        public let createdBy: ControllerID?
        private let node: NodeIndex
        /// The columns, which hold the hierarchy too: one reference for an entry to keep,
        /// rather than a copy of the hierarchy's every table.
        private let columns: AnalysisColumns

        init(_ node: NodeIndex, columns: AnalysisColumns) {
            let n = columns.hierarchy.nodes[node.int]
            id = n.id
            kind = n.kind
            className = n.className
            title = n.attributes.title
            createdBy = n.createdBy.map { columns.hierarchy.id($0) }
            self.node = node
            self.columns = columns
        }

        /// The value of `relation` for this controller.
        public subscript(relation: Relation) -> RelationValue {
            columns.hierarchy.value(of: relation, at: node, folds: columns)
        }

        /// Equal attributes and an equal value of every relation.
        public static func == (lhs: ControllerRelations, rhs: ControllerRelations) -> Bool {
            lhs.id == rhs.id && lhs.kind == rhs.kind && lhs.className == rhs.className && lhs.title == rhs.title
                && lhs.createdBy == rhs.createdBy
                && Relation.allCases.allSatisfy { lhs[$0] == rhs[$0] }
        }
    }

    /// A family: a tree of controllers built by containment (<doc:Rules-Families#§1>).
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
        let columns: AnalysisColumns

        public var startIndex: Int { 0 }
        public var endIndex: Int { columns.hierarchy.nodes.count }

        public subscript(position: Int) -> ControllerRelations {
            ControllerRelations(NodeIndex(position), columns: columns)
        }
    }
}

extension Hierarchy {
    /// Analyses the whole hierarchy in O(size): one top-down pass a relation.
    public func analyze() -> HierarchyAnalysis {
        let columns = AnalysisColumns(self)
        let controllers = HierarchyAnalysis.Controllers(columns: columns)

        var members = [[ControllerID]](repeating: [], count: nodes.count)
        for (position, node) in nodes.enumerated() {
            members[columns.familyRoot(of: NodeIndex(position)).int].append(node.id)
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
