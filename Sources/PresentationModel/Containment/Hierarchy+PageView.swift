/// `UIPageViewController.setViewControllers(_:direction:animated:completion:)` (§20).
extension Hierarchy {
    /// Turns the page: the controllers passed become the displayed pages, and the pages they
    /// replace leave (<doc:Rules-PageView#R16.3>, Decision <doc:Rules-Decisions#U12>: after each step `children == viewControllers`, and
    /// a replaced page has no parent).
    @discardableResult
    public mutating func setPages(
        _ pages: [ControllerID], of pageViewController: ControllerID, direction: PageSettings.Direction = .forward,
        animated: Bool = true
    ) -> StepResult {
        apply(.setPages(pages, of: pageViewController, direction: direction, animated: animated))
    }

    mutating func performSetPages(_ pages: [ControllerID], of pageViewController: ControllerID, animated: Bool) -> StepResult {
        guard let container = index(of: pageViewController) else { return .diagnostic(.unknownController(pageViewController)) }
        guard case .page = self[container].kind else {
            return .diagnostic(.wrongKind(describe(container), expected: "a page view controller"))
        }
        let settings = self[container].attributes.pageSettings ?? PageSettings()
        let required = settings.requiredPages(animated: animated)
        guard pages.count == required.count else {
            return .diagnostic(
                required.bySpine
                    ? .pageCountForSpine(provided: pages.count, required: required.count, spine: settings.spine.uikitName)
                    : .pageCountForTransition(provided: pages.count, required: required.count))
        }
        var incoming: [NodeIndex] = []
        for page in pages {
            guard let node = index(of: page) else { return .diagnostic(.unknownController(page)) }
            if self[node].parent != container, let problem = adoptionProblem(node, into: container) { return .diagnostic(problem) }
            incoming.append(node)
        }
        let displayed = Array(incoming.prefix(settings.displayedPages(passed: incoming.count, animated: animated)))
        let leaving = self[container].children.filter { !displayed.contains($0) }
        for page in leaving { detachFromParent(page) }
        for page in displayed where self[page].parent != container {
            detachFromParent(page)
            attach(page, to: container)
        }
        self[container].children = displayed
        var result = StepResult()
        result.removed = leaving.map(id)
        return result
    }
}
