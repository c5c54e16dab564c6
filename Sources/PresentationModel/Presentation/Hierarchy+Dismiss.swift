/// `dismiss(animated:completion:)` (§10).
extension Hierarchy {
    /// `controller.dismiss(animated:completion:)` (<doc:Rules-Dismissal#R9.1>): if the controller (or an ancestor,
    /// <doc:Rules-PresentationLinks#R2.1>) presents something, that presentation and everything above it end; otherwise, if
    /// it is in a presented family, that family's presenter dismisses it and everything above;
    /// otherwise nothing happens, silently, as in UIKit.
    ///
    /// ``StepResult/removed`` lists the dismissed family roots from the lowest up; UIKit
    /// animates only the topmost (<doc:Rules-Dismissal#R9.2>). Every dismissed link is cleared (<doc:Rules-Dismissal#R9.3>).
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

    /// The user swipes a sheet down or taps outside a popover (<doc:Rules-Sheets#R14.6>): an interactive
    /// dismissal of `controller`, which must be the topmost presented family's root. Its links
    /// clear as in <doc:Rules-Dismissal#R9.1>. With `isModalInPresentation` (<doc:Rules-Sheets#R14.5>), or a delegate
    /// whose `presentationControllerShouldDismiss` returns false, the attempt does nothing but
    /// call the delegate's `presentationControllerDidAttemptToDismiss`.
    ///
    /// UIKit prints nothing when it ignores the gesture (a controller below the topmost, or
    /// modal in presentation, or declined by its delegate): the warning that says so is vcgraph's
    /// (``Diagnostic/wording`` is ``Diagnostic/Wording/vcgraph``), not a UIKit message. A
    /// controller that is not presented is an error of the request.
    @discardableResult
    public mutating func userDismiss(_ controller: ControllerID) -> StepResult {
        apply(.userDismiss(controller))
    }

    mutating func performUserDismiss(_ controller: ControllerID) -> StepResult {
        guard let node = index(of: controller) else { return .diagnostic(.unknownController(controller)) }
        guard self[node].presenter != nil, self[node].parent == nil else {
            return .diagnostic(.notInteractivelyDismissible(describe(node)))
        }
        // Only what is on top can be swiped: the family must present nothing [inf]. UIKit
        // ignores the gesture silently; vcgraph says so.
        if let above = topPresented(over: node), above != node {
            return .diagnostic(.userDismissalBelowTop(describe(node), above: describe(above)))
        }
        let modal = self[node].attributes.isModalInPresentation == true
        let original = adaptiveOriginal(of: node) ?? node
        guard logUserDismissalStarted(of: node, modalInPresentation: modal) else {
            return .diagnostic(modal ? .dismissalAttemptRefused(describe(node)) : .dismissalDeclinedByDelegate(describe(node)))
        }
        let removed = dismissPresentations(from: node).map(id)
        logUserDismissalEnded(of: original)
        return StepResult(removed: removed)
    }

    /// The topmost presented family root above `root`'s family, following presentations
    /// made from anywhere inside each family.
    private func topPresented(over root: NodeIndex) -> NodeIndex? {
        var top = root
        var queue = [root]
        var cursor = 0
        while cursor < queue.count {
            let node = queue[cursor]
            cursor += 1
            if let presented = nodes[node.int].presented {
                top = presented
                queue.append(presented)
            }
            queue.append(contentsOf: nodes[node.int].children)
        }
        return top
    }

    /// Ends the presentation of `root` and every presentation made from inside what it
    /// brought on screen (its family, and the families those present, transitively).
    /// Breadth-first, so the result runs from the lowest presentation up; iterative, so a
    /// 100,000-deep chain is fine.
    mutating func dismissPresentations(from root: NodeIndex) -> [NodeIndex] {
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
