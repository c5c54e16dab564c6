extension Hierarchy {
    /// Performs an operation the way UIKit would and returns the diagnostics UIKit would
    /// raise or log. A refused operation leaves the hierarchy as it was.
    ///
    /// Every public operation method (`push(_:onto:)`, `present(_:from:_:)`, …) comes here,
    /// so this is the one place an operation passes through: debug builds report each to the
    /// tests' invariant check from here.
    @discardableResult
    public mutating func apply(_ operation: Operation) -> StepResult {
        var result = perform(operation)
        if !swiftUIBridges.isEmpty { result.append(settleSwiftUIBridges()) }
        if result.diagnostics.contains(where: { $0.code == .unknownController }) {
            result.diagnostics = result.diagnostics.map { Diagnostic.suggestingNearestID($0, in: self) }
        }
        if !result.diagnostics.isEmpty, let observer = Hierarchy.diagnosticObserver { observer(result.diagnostics, operation) }
        return result
    }

    /// ``apply(_:)``'s work, one case an operation.
    private mutating func perform(_ operation: Operation) -> StepResult {
        defer { operationEnded(operation.name) }
        switch operation {
        case .declare(let spec): return performAdd(spec)
        case .makeWindow(let window, let root): return performMakeWindow(window, root: root)
        case .present(let controller, let source, let request): return performPresent(controller, from: source, request)
        case .presentSwiftUI(let request): return performPresentSwiftUI(request)
        case .dismissEnvironment(let host): return performDismissEnvironment(host)
        case .dropModifier(let controller): return performDropModifier(controller)
        case .dismiss(let controller): return performDismiss(controller)
        case .push(let controller, let navigation): return performPush(controller, onto: navigation)
        case .pushFrom(let controller, let source): return performPush(controller, from: source)
        case .pop(let navigation): return performPop(navigation)
        case .popToRoot(let navigation): return performPopToRoot(navigation)
        case .popTo(let controller, let navigation): return performPop(to: controller, in: navigation)
        case .setStack(let controllers, let navigation): return performSetViewControllers(controllers, of: navigation)
        case .setTabs(let controllers, let tabBar): return performSetViewControllers(controllers, ofTabBar: tabBar)
        case .userDismiss(let controller): return performUserDismiss(controller)
        case .activateSearch(let search): return performActivateSearch(search)
        case .deactivateSearch(let search): return performDeactivateSearch(search)
        case .setPages(let pages, let container, _, let animated): return performSetPages(pages, of: container, animated: animated)
        case .selectTab(let position, let tabBar): return performSelect(tabAt: position, of: tabBar)
        case .select(let controller, let tabBar): return performSelect(controller, of: tabBar)
        case .setColumn(let controller, let column, let split): return performSetColumn(controller, for: column, of: split)
        case .setColumnShown(let column, let shown, let split): return performSetColumnShown(column, shown, of: split)
        case .show(let controller, let source): return performShow(controller, from: source)
        case .showDetail(let controller, let source): return performShowDetail(controller, from: source)
        case .addChild(let controller, let parent): return performAddChild(controller, to: parent)
        case .removeFromParent(let controller): return performRemoveFromParent(controller)
        case .set(let changes, let controller):
            return setAttributes(changes.applied(to: attributes(of: controller) ?? ControllerAttributes()), of: controller)
        case .observePresentation(let controller, let presenter, let source, let style):
            return observePresentation(controller, by: presenter, from: source, style: style)
        case .setSizeClasses(let horizontal, let vertical): return performSetSizeClasses(horizontal: horizontal, vertical: vertical)
        }
    }
}
