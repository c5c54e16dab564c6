/// `dismiss(animated:completion:)` (§10).
extension Hierarchy {
    /// `controller.dismiss(animated:completion:)` (R9.1): if the controller (or an ancestor,
    /// R2.1) presents something, that presentation and everything above it end; otherwise, if
    /// it is in a presented family, that family's presenter dismisses it and everything above;
    /// otherwise nothing happens, silently, as in UIKit.
    ///
    /// ``StepResult/removed`` lists the dismissed family roots from the lowest up; UIKit
    /// animates only the topmost (R9.2). Every dismissed link is cleared (R9.3).
    @discardableResult
    public mutating func dismiss(_ controller: ControllerID) -> StepResult {
        apply(.dismiss(controller))
    }

    mutating func performDismiss(_ controller: ControllerID) -> StepResult {
        guard let node = index(of: controller) else { return .diagnostic(.unknownController(controller)) }
        let target: NodeIndex
        if let presented = evaluate(Relations.PresentedViewController.self, for: node) {
            target = presented
        } else if let presenter = evaluate(Relations.PresentingViewController.self, for: node),
            let presented = self[presenter].presented
        {
            target = presented
        } else {
            return StepResult()
        }
        return StepResult(removed: dismissPresentations(from: target).map(id))
    }

    /// Ends the presentation of `root` and every presentation made from inside what it
    /// brought on screen (its family, and the families those present, transitively).
    /// Breadth-first, so the result runs from the lowest presentation up; iterative, so a
    /// 100,000-deep chain is fine.
    private mutating func dismissPresentations(from root: NodeIndex) -> [NodeIndex] {
        var dismissed: [NodeIndex] = []
        var queue = [root]
        var cursor = 0
        while cursor < queue.count {
            let node = queue[cursor]
            cursor += 1
            if nodes[node.int].presenter != nil { dismissed.append(node) }
            queue.append(contentsOf: nodes[node.int].children)
            if let presented = nodes[node.int].presented { queue.append(presented) }
        }
        for presented in dismissed { unlink(presented) }
        return dismissed
    }
}
