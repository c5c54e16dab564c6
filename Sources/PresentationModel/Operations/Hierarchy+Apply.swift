extension Hierarchy {
    /// Performs an operation the way UIKit would and returns the diagnostics UIKit would
    /// raise or log. A refused operation leaves the hierarchy as it was.
    @discardableResult
    public mutating func apply(_ operation: Operation) -> StepResult {
        switch operation {
        case .declare(let spec): add(spec)
        case .makeWindow(let window, let root): makeWindow(window, root: root)
        case .present(let controller, let source, let request): present(controller, from: source, request)
        case .dismiss(let controller): dismiss(controller)
        case .push(let controller, let navigation): push(controller, onto: navigation)
        case .pushFrom(let controller, let source): push(controller, from: source)
        case .pop(let navigation): pop(navigation)
        case .popToRoot(let navigation): popToRoot(navigation)
        case .popTo(let controller, let navigation): pop(to: controller, in: navigation)
        case .setStack(let controllers, let navigation): setViewControllers(controllers, of: navigation)
        case .setTabs(let controllers, let tabBar): setViewControllers(controllers, ofTabBar: tabBar)
        case .selectTab(let position, let tabBar): select(tabAt: position, of: tabBar)
        case .select(let controller, let tabBar): select(controller, of: tabBar)
        case .setColumn(let controller, let column, let split): setViewController(controller, for: column, of: split)
        case .show(let controller, let source): show(controller, from: source)
        case .showDetail(let controller, let source): showDetail(controller, from: source)
        case .addChild(let controller, let parent): addChild(controller, to: parent)
        case .removeFromParent(let controller): removeFromParent(controller)
        case .set(let changes, let controller):
            setAttributes(changes.applied(to: attributes(of: controller) ?? ControllerAttributes()), of: controller)
        case .observePresentation(let controller, let presenter, let source, let style):
            observePresentation(controller, by: presenter, from: source, style: style)
        case .setSizeClasses(let horizontal, let vertical): setSizeClasses(horizontal: horizontal, vertical: vertical)
        }
    }

    /// Changes either size class or both, in one trait change.
    private mutating func setSizeClasses(horizontal: SizeClass?, vertical: SizeClass?) -> StepResult {
        var result = StepResult()
        if let horizontal { result.append(setHorizontalSizeClass(horizontal)) }
        if let vertical { result.append(setVerticalSizeClass(vertical)) }
        return result
    }
}
