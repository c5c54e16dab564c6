/// Custom containment (§11) and the primitives every container builds on (R1.7, R10.1).
extension Hierarchy {
    // MARK: - Creating controllers

    /// Creates a controller that is in no window and has no parent (`init` in UIKit).
    ///
    /// Fails with a diagnostic when the id is taken. A container's contents are added with
    /// the operations a UIKit app would call (`setViewControllers`, `addChild`, …), which is
    /// what the result builder and the scenario reader do. An alert presenting as an alert
    /// given a delegate is created without it, with UIKit's exception (<doc:Rules-Alerts#R11.5>).
    @discardableResult
    public mutating func addController(
        _ id: ControllerID, kind: ControllerKind, attributes: ControllerAttributes = ControllerAttributes()
    ) -> StepResult {
        defer { operationEnded() }
        // One probe of the id table: the id is claimed unless it is taken.
        if claim(id) != nil {
            return .diagnostic(.duplicateController(id))
        }
        guard let refusal = declaredDelegateRefusal(attributes) else {
            _ = appendNode(id, kind: kind, attributes: attributes)
            return StepResult()
        }
        _ = appendNode(id, kind: kind, attributes: withoutRefusedDelegate(attributes))
        return .diagnostic(refusal)
    }

    /// Makes `controller` the root view controller of the window `windowID`: of a new window
    /// (or scene), or in place of the root of the window that has the id
    /// (<doc:Rules-Families#R1.8>): the old root's family leaves the window, and the
    /// presentations made from it end (``StepResult/removed`` lists them).
    @discardableResult
    public mutating func makeWindow(_ windowID: String, root controller: ControllerID) -> StepResult {
        apply(.makeWindow(windowID, root: controller))
    }

    mutating func performMakeWindow(_ windowID: String, root controller: ControllerID) -> StepResult {
        guard let root = index(of: controller) else { return .diagnostic(.unknownController(controller)) }
        let existing = windowList.firstIndex { $0.id == windowID }
        if let existing, windowList[existing].root == root { return StepResult() }
        if let problem = adoptionProblem(root, into: nil) { return .diagnostic(problem) }
        guard let existing else {
            self[root].window = windowList.count
            windowList.append(Window(id: windowID, root: root))
            return StepResult()
        }
        let old = windowList[existing].root
        let removed = dismissPresentations(from: old).map(id)
        self[old].window = nil
        self[root].window = existing
        windowList[existing].root = root
        return StepResult(removed: removed)
    }

    /// Sets the properties of a controller (the scenario's `set` step). Changing
    /// `definesPresentationContext` affects later presentations only. A search controller
    /// keeps its style when set to `fullScreen`, which UIKit ignores without a word (R12.2).
    /// Giving an alert presenting as an alert a delegate raises UIKit's exception, before or
    /// after it is presented, and changes nothing (<doc:Rules-Alerts#R11.5>).
    @discardableResult
    public mutating func setAttributes(_ attributes: ControllerAttributes, of id: ControllerID) -> StepResult {
        defer { operationEnded() }
        guard let node = index(of: id) else { return .diagnostic(.unknownController(id)) }
        if let refusal = delegateChangeRefusal(attributes, of: node) { return .diagnostic(refusal) }
        self[node].attributes = attributes.assigned(over: self[node].attributes)
        return StepResult()
    }

    // MARK: - Custom containment

    /// `parent.addChild(child)` followed by `child.didMove(toParent: parent)` (<doc:Rules-Containment#R10.1>):
    /// a child of another container is removed from it first.
    @discardableResult
    public mutating func addChild(_ child: ControllerID, to parent: ControllerID) -> StepResult {
        apply(.addChild(child, to: parent))
    }

    mutating func performAddChild(_ child: ControllerID, to parent: ControllerID) -> StepResult {
        guard let parentIndex = index(of: parent) else { return .diagnostic(.unknownController(parent)) }
        guard let childIndex = index(of: child) else { return .diagnostic(.unknownController(child)) }
        switch self[parentIndex].kind {
        case .plain, .page: break
        case .navigation, .tabBar, .split:
            // UIKit's containers manage their children through their own API; the model keeps
            // their bookkeeping (stack, tabs, columns) consistent by routing through it.
            return .diagnostic(
                .wrongKind(describe(parentIndex), expected: "a custom container (use push, setViewControllers or the split view's columns)"))
        }
        if let problem = adoptionProblem(childIndex, into: parentIndex) { return .diagnostic(problem) }
        detachFromParent(childIndex)
        attach(childIndex, to: parentIndex)
        return StepResult()
    }

    /// `willMove(toParent: nil)` + `removeFromParent()` (<doc:Rules-Containment#R10.2>): the controller loses its
    /// parent and heads a detached family.
    @discardableResult
    public mutating func removeFromParent(_ child: ControllerID) -> StepResult {
        apply(.removeFromParent(child))
    }

    mutating func performRemoveFromParent(_ child: ControllerID) -> StepResult {
        guard let childIndex = index(of: child) else { return .diagnostic(.unknownController(child)) }
        if let owner = self[childIndex].createdBy, let parent = self[childIndex].parent {
            return .diagnostic(
                .illegalContainment(
                    describe(childIndex), parent: describe(parent), reason: "\(describe(owner)) created it and manages it"))
        }
        detachFromParent(childIndex)
        return StepResult()
    }

    // MARK: - Primitives

    /// Why `child` cannot be adopted by `parent` (nil: a window), if it cannot (R10.3, R10.4).
    func adoptionProblem(_ child: NodeIndex, into parent: NodeIndex?) -> Diagnostic? {
        // Named only when refused: a successful check (every push, every addChild) builds no text.
        var target: String { parent.map(describe) ?? "a window" }
        if let presenter = self[child].presenter {
            return .illegalContainment(
                describe(child), parent: target, reason: "it is being presented by \(describe(presenter))")
        }
        if let window = self[child].window {
            return .illegalContainment(
                describe(child), parent: target,
                reason: "it is the root view controller of window '\(windowList[window].id)'")
        }
        if let owner = self[child].createdBy {
            return .illegalContainment(describe(child), parent: target, reason: "\(describe(owner)) created it and manages it")
        }
        guard let parent else {
            // A window's root heads its family.
            if let current = self[child].parent {
                return .illegalContainment(describe(child), parent: target, reason: "it is a child of \(describe(current))")
            }
            return nil
        }
        // A cycle: the child is the parent itself, or above it through containment or a
        // presentation (adopting the presenter of one's own family). A controller that
        // contains and presents nothing is above nobody, which spares the walk when a
        // hierarchy is built from the leaves up.
        if child != parent, self[child].children.isEmpty, self[child].presented == nil { return nil }
        var current: NodeIndex? = parent
        var crossedPresentation = false
        while let node = current {
            if node == child {
                let reason =
                    crossedPresentation
                    ? "\(target) is in a family it presents, directly or through a chain"
                    : "it is \(target) or one of its ancestors"
                return .illegalContainment(describe(child), parent: target, reason: reason)
            }
            if self[node].parent == nil, self[node].presenter != nil { crossedPresentation = true }
            current = above(node, crossingPresentations: true)
        }
        return nil
    }

    /// Appends `child` to `parent`'s children. The caller has detached it and checked it.
    mutating func attach(_ child: NodeIndex, to parent: NodeIndex) {
        self[child].parent = parent
        self[parent].children.append(child)
    }

    /// Removes `child` from its parent's children and from the parent's container bookkeeping
    /// (a tab bar's tabs, a split view's column), as UIKit's `removeFromParent` does.
    mutating func detachFromParent(_ child: NodeIndex) {
        guard let parent = self[child].parent else { return }
        self[parent].children.removeAll { $0 == child }
        self[child].parent = nil
        forgetInContainers(child, formerParent: parent)
    }

    /// ``detachFromParent(_:)`` for each of `leaving`, all children of `parent`, in one pass
    /// over the parent's children when no container keeps its own list of them (a tab bar's
    /// tabs, a split view's columns, through the parent or its creator): popping a deep stack
    /// or replacing it costs what it removes, not that times the stack's height.
    mutating func detachChildren(_ leaving: [NodeIndex], from parent: NodeIndex) {
        let kind = self[parent].kind
        guard leaving.count > 1, !kind.isTabBar, !kind.isSplit, self[parent].createdBy == nil else {
            for child in leaving { detachFromParent(child) }
            return
        }
        let removed = Set(leaving)
        self[parent].children.removeAll { removed.contains($0) }
        for child in leaving where self[child].parent == parent { self[child].parent = nil }
    }

    /// Keeps container state consistent when `child` leaves `formerParent`.
    private mutating func forgetInContainers(_ child: NodeIndex, formerParent: NodeIndex) {
        // A tab leaves the tab bar, from the bar itself or from the More navigation controller.
        let tabBar = self[formerParent].kind.isTabBar ? formerParent : self[formerParent].createdBy
        if let tabBar, var state = tabBars[tabBar], let position = state.tabs.firstIndex(of: child) {
            let selected = selectedTab(in: state)
            state.tabs.remove(at: position)
            state.selection = selection(keeping: selected, in: state.tabs)
            self[tabBar: tabBar] = state
            relayoutTabBar(tabBar)
        }
        // A column's content leaves its split view, directly or through the column's wrapper.
        let split = self[formerParent].kind.isSplit ? formerParent : self[formerParent].createdBy
        if let split, let current = splits[split], current.content.values.contains(child) {
            // A collapsed split view losing its primary takes back what it had moved onto it.
            if current.isCollapsed, current.content[.primary] == child { restoreCollapsedColumns(split) }
            var state = splits[split] ?? current
            for (column, content) in state.content where content == child {
                state.content[column] = nil
            }
            self[split: split] = state
            relayoutSplitChildren(split)
        }
    }
}
