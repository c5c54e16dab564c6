/// A declared controller and what it contains, before it is added to a ``Hierarchy``.
///
/// The result-builder DSL and the scenario reader both produce specs; ``Hierarchy/add(_:)``
/// turns one into controllers by calling the same operations a UIKit app would call, so a
/// declaration UIKit would refuse gets UIKit's diagnostic.
public struct ControllerSpec: Sendable {
    public var id: ControllerID
    public var kind: ControllerKind
    public var attributes: ControllerAttributes
    /// Custom-containment children, a navigation stack (root first), the tabs, or the pages.
    public var children: [ControllerSpec]
    /// A split view's columns.
    public var columns: [Column]
    /// A tab bar controller's initial selection (the first tab when nil).
    public var selectedTab: TabReference?

    public struct Column: Sendable {
        public var column: SplitColumn
        public var controller: ControllerSpec

        public init(_ column: SplitColumn, _ controller: ControllerSpec) {
            self.column = column
            self.controller = controller
        }
    }

    public init(
        id: ControllerID, kind: ControllerKind, attributes: ControllerAttributes = ControllerAttributes(),
        children: [ControllerSpec] = [], columns: [Column] = [], selectedTab: TabReference? = nil
    ) {
        self.id = id
        self.kind = kind
        self.attributes = attributes
        self.children = children
        self.columns = columns
        self.selectedTab = selectedTab
    }
}

/// A tab named by position (`selectedIndex`) or by controller (`selectedViewController`).
public enum TabReference: Hashable, Sendable, ExpressibleByIntegerLiteral, ExpressibleByStringLiteral {
    case index(Int)
    case controller(ControllerID)

    public init(integerLiteral value: Int) { self = .index(value) }
    public init(stringLiteral value: String) { self = .controller(ControllerID(value)) }
}

extension Hierarchy {
    /// Adds a declared controller and everything it contains, detached (no window, no
    /// parent). Contents are installed with the container operations (`addChild`,
    /// `setViewControllers`, `setViewController(_:for:)`, `select`), innermost first, so their
    /// diagnostics are UIKit's. Iterative: declaration depth is not limited by the stack.
    @discardableResult
    public mutating func add(_ spec: ControllerSpec) -> StepResult {
        // Pre-order, so controllers are created in declaration order.
        var preorder: [ControllerSpec] = []
        var pending = [spec]
        while let next = pending.popLast() {
            preorder.append(next)
            pending.append(contentsOf: next.columns.map(\.controller).reversed())
            pending.append(contentsOf: next.children.reversed())
        }
        var result = StepResult()
        for declared in preorder {
            if index(of: declared.id) != nil {
                result.diagnostics.append(.duplicateController(declared.id))
                return result
            }
            _ = makeNode(declared.id, kind: declared.kind, attributes: declared.attributes)
        }
        // Reverse pre-order visits every controller after everything it contains.
        for declared in preorder.reversed() {
            result.append(install(contentsOf: declared))
        }
        return result
    }

    private mutating func install(contentsOf spec: ControllerSpec) -> StepResult {
        let ids = spec.children.map(\.id)
        var result = StepResult()
        switch spec.kind {
        case .plain, .page:
            for child in ids { result.append(addChild(child, to: spec.id)) }
        case .navigation:
            if !ids.isEmpty { result.append(setViewControllers(ids, of: spec.id)) }
        case .tabBar:
            result.append(setViewControllers(ids, ofTabBar: spec.id))
            switch spec.selectedTab {
            case .index(let position): result.append(select(tabAt: position, of: spec.id))
            case .controller(let tab): result.append(select(tab, of: spec.id))
            case nil: break
            }
        case .split:
            for column in spec.columns {
                result.append(setViewController(column.controller.id, for: column.column, of: spec.id))
            }
        }
        return result
    }
}
