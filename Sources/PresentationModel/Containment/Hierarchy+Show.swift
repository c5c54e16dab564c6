/// `show(_:sender:)` and `showDetailViewController(_:sender:)` (§9).
extension Hierarchy {
    /// `source.show(controller, sender:)` (<doc:Rules-Show#R8.1>–<doc:Rules-Show#R8.4>): the nearest controller from the source
    /// up (parents only, Decision <doc:Rules-Decisions#U6>) that overrides `show` handles it. A navigation
    /// controller pushes (a navigation controller cannot be pushed, so it is presented
    /// modally from the source instead, <doc:Rules-Show#R8.3>); a split view controller shows it in the
    /// primary column (<doc:Rules-SplitView#R7.4>). With no such controller, the source presents it modally.
    @discardableResult
    public mutating func show(_ controller: ControllerID, from source: ControllerID) -> StepResult {
        apply(.show(controller, from: source))
    }

    mutating func performShow(_ controller: ControllerID, from source: ControllerID) -> StepResult {
        guard let from = index(of: source) else { return .diagnostic(.unknownController(source)) }
        guard let vc = index(of: controller) else { return .diagnostic(.unknownController(controller)) }
        guard let target = targetViewController(from: from, where: { $0.isNavigation || $0.isSplit }) else {
            return present(vc, from: from, PresentationRequest())
        }
        if self[target].kind.isNavigation {
            if self[vc].kind.isNavigation { return present(vc, from: from, PresentationRequest()) }
            return push(controller, onto: id(target))
        }
        return splitShow(vc, in: target)
    }

    /// `source.showDetailViewController(controller, sender:)` (<doc:Rules-Show#R8.2>, <doc:Rules-SplitView#R7.3>): the nearest split
    /// view controller from the source up installs it as the secondary (expanded) or shows it
    /// on its primary navigation stack (collapsed; a navigation controller there is nested on
    /// the primary stack, <doc:Rules-Navigation#R5.9>). With none, the source presents it modally.
    @discardableResult
    public mutating func showDetail(_ controller: ControllerID, from source: ControllerID) -> StepResult {
        apply(.showDetail(controller, from: source))
    }

    mutating func performShowDetail(_ controller: ControllerID, from source: ControllerID) -> StepResult {
        guard let from = index(of: source) else { return .diagnostic(.unknownController(source)) }
        guard let vc = index(of: controller) else { return .diagnostic(.unknownController(controller)) }
        guard let split = targetViewController(from: from, where: { $0.isSplit }) else {
            return present(vc, from: from, PresentationRequest())
        }
        // Collapsed, a navigation controller cannot be pushed; a classic split view installs it
        // as the secondary, which the collapse nests on the primary stack (R5.9).
        if let state = splits[split], state.isCollapsed, !(self[vc].kind.isNavigation && !state.style.isColumnStyle) {
            return splitShow(vc, in: split)
        }
        return setViewController(controller, for: .secondary, of: id(split))
    }

    /// `targetViewController(forAction:sender:)`: the source first, then its ancestors.
    private func targetViewController(from source: NodeIndex, where overrides: (ControllerKind) -> Bool) -> NodeIndex? {
        var current: NodeIndex? = source
        while let node = current {
            if overrides(self[node].kind) { return node }
            current = self[node].parent
        }
        return nil
    }

    /// A split view controller's `show` (R7.4): collapsed, the shown column pushes it when it
    /// is a navigation controller; otherwise it replaces the primary column's content.
    private mutating func splitShow(_ vc: NodeIndex, in split: NodeIndex) -> StepResult {
        if splits[split]?.isCollapsed == true, let shown = visibleColumns(of: split).first, self[shown].kind.isNavigation {
            return push(id(vc), onto: id(shown))
        }
        return setViewController(id(vc), for: .primary, of: id(split))
    }
}
