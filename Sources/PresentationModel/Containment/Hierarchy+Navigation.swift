/// UINavigationController's stack operations (§6).
extension Hierarchy {
    /// `pushViewController(_:animated:)` (<doc:Rules-Navigation#R5.3>).
    @discardableResult
    public mutating func push(_ controller: ControllerID, onto navigation: ControllerID) -> StepResult {
        apply(.push(controller, onto: navigation))
    }

    mutating func performPush(_ controller: ControllerID, onto navigation: ControllerID) -> StepResult {
        let (nav, vc) = indices(of: navigation, controller)
        guard let nav else { return .diagnostic(.unknownController(navigation)) }
        guard let vc else { return .diagnostic(.unknownController(controller)) }
        guard self[nav].kind.isNavigation else {
            return .diagnostic(.wrongKind(describe(nav), expected: "a navigation controller"))
        }
        if let problem = pushProblem(vc, onto: nav) { return .diagnostic(problem) }
        detachFromParent(vc)
        attach(vc, to: nav)
        return StepResult(diagnostics: pushNote(vc, onto: nav).map { [$0] } ?? [])
    }

    /// `push from: X`: `X.navigationController?.pushViewController(_:animated:)`.
    @discardableResult
    public mutating func push(_ controller: ControllerID, from source: ControllerID) -> StepResult {
        apply(.pushFrom(controller, from: source))
    }

    mutating func performPush(_ controller: ControllerID, from source: ControllerID) -> StepResult {
        guard contains(source) else { return .diagnostic(.unknownController(source)) }
        guard let navigation = navigationController(of: source) else {
            return .diagnostic(.noNavigationController(index(of: source).map(describe) ?? source.rawValue))
        }
        return push(controller, onto: navigation)
    }

    /// `popViewController(animated:)` (<doc:Rules-Navigation#R5.4>): the root is never popped; returns the popped
    /// controller in ``StepResult/removed``.
    @discardableResult
    public mutating func pop(_ navigation: ControllerID) -> StepResult {
        apply(.pop(navigation))
    }

    mutating func performPop(_ navigation: ControllerID) -> StepResult {
        guard let nav = navigationIndex(navigation) else { return navigationLookupFailure(navigation) }
        return popStack(of: nav, keeping: self[nav].children.count - 1)
    }

    /// `popToViewController(_:animated:)` (<doc:Rules-Navigation#R5.5>): pops everything above `controller`, which
    /// must be on the stack.
    @discardableResult
    public mutating func pop(to controller: ControllerID, in navigation: ControllerID) -> StepResult {
        apply(.popTo(controller, in: navigation))
    }

    mutating func performPop(to controller: ControllerID, in navigation: ControllerID) -> StepResult {
        guard let nav = navigationIndex(navigation) else { return navigationLookupFailure(navigation) }
        guard let vc = index(of: controller), let position = self[nav].children.firstIndex(of: vc) else {
            return .diagnostic(.poppingToMissingController())
        }
        return popStack(of: nav, keeping: position + 1)
    }

    /// `popToRootViewController(animated:)` (<doc:Rules-Navigation#R5.6>).
    @discardableResult
    public mutating func popToRoot(_ navigation: ControllerID) -> StepResult {
        apply(.popToRoot(navigation))
    }

    mutating func performPopToRoot(_ navigation: ControllerID) -> StepResult {
        guard let nav = navigationIndex(navigation) else { return navigationLookupFailure(navigation) }
        return popStack(of: nav, keeping: 1)
    }

    /// `setViewControllers(_:animated:)` on a navigation controller (<doc:Rules-Navigation#R5.7>): the push rules
    /// apply to every element; controllers leaving the stack lose their parent.
    @discardableResult
    public mutating func setViewControllers(_ controllers: [ControllerID], of navigation: ControllerID) -> StepResult {
        apply(.setStack(controllers, of: navigation))
    }

    mutating func performSetViewControllers(_ controllers: [ControllerID], of navigation: ControllerID) -> StepResult {
        guard let nav = navigationIndex(navigation) else { return navigationLookupFailure(navigation) }
        var stack: [NodeIndex] = []
        var inStack = Set<NodeIndex>()
        var result = StepResult()
        for controller in controllers {
            guard let vc = index(of: controller) else { return .diagnostic(.unknownController(controller)) }
            if inStack.contains(vc) { return .diagnostic(.pushingSameInstanceTwice(describe(vc))) }
            if let problem = pushProblem(vc, onto: nav, replacingStack: true) {
                if problem.severity == .error { return .diagnostic(problem) }
                result.diagnostics.append(problem)
                continue
            }
            stack.append(vc)
            inStack.insert(vc)
        }
        let leaving = self[nav].children.filter { !inStack.contains($0) }
        detachChildren(leaving, from: nav)
        for vc in stack where self[vc].parent != nav { detachFromParent(vc) }
        self[nav].children = stack
        for vc in stack { self[vc].parent = nav }
        result.removed = leaving.map(id)
        result.diagnostics += stack.compactMap { pushNote($0, onto: nav) }
        return result
    }

    // MARK: - Rules

    /// R5.3, in the order the rulebook lists the cases. A warning means "ignored".
    func pushProblem(_ vc: NodeIndex, onto nav: NodeIndex, replacingStack: Bool = false) -> Diagnostic? {
        switch self[vc].kind {
        case .navigation: if !nestsNavigationControllers(nav) { return .pushingNavigationController() }
        case .split: return .pushingSplitViewController(onto: describe(nav))
        case .plain, .page, .tabBar: break
        }
        if !replacingStack, self[vc].parent == nav { return .pushingSameInstanceTwice(describe(vc)) }
        if let presenter = self[vc].presenter {
            return .pushingPresentedController(describe(vc), presenter: describe(presenter))
        }
        return adoptionProblem(vc, into: nav)
    }

    /// R5.9: the primary navigation controller of a collapsed split view takes a navigation
    /// controller in its stack, as the collapse itself puts the secondary there.
    func nestsNavigationControllers(_ nav: NodeIndex) -> Bool {
        guard let split = self[nav].parent, let state = splits[split] else { return false }
        return state.isCollapsed
    }

    /// Decision U7: a tab bar controller in a stack is pushed, with vcgraph's note.
    func pushNote(_ vc: NodeIndex, onto nav: NodeIndex) -> Diagnostic? {
        self[vc].kind == .tabBar ? .pushingTabBarController(describe(vc), onto: describe(nav)) : nil
    }

    /// Pops the stack down to `count` controllers (at least one: the root stays).
    private mutating func popStack(of nav: NodeIndex, keeping count: Int) -> StepResult {
        let stack = self[nav].children
        let keep = max(1, count)
        guard stack.count > keep else { return StepResult() }
        let popped = Array(stack[keep...])
        guard self[nav].createdBy != nil else {
            detachChildren(popped, from: nav)
            return StepResult(removed: popped.map(id))
        }
        for vc in popped {
            if let tabBar = self[nav].createdBy, var state = tabBars[tabBar], state.moreNavigation == nav,
                state.tabs.contains(vc)
            {
                // An overflow tab popped off the More navigation controller stays a tab; the
                // More list is shown again (R6.2, R6.3).
                state.selection = .more
                self[tabBar: tabBar] = state
                relayoutTabBar(tabBar)
            } else {
                detachFromParent(vc)
            }
        }
        return StepResult(removed: popped.map(id))
    }

    private func navigationIndex(_ id: ControllerID) -> NodeIndex? {
        guard let nav = index(of: id), self[nav].kind.isNavigation else { return nil }
        return nav
    }

    private func navigationLookupFailure(_ id: ControllerID) -> StepResult {
        guard let node = index(of: id) else { return .diagnostic(.unknownController(id)) }
        return .diagnostic(.wrongKind(describe(node), expected: "a navigation controller"))
    }
}
