/// <doc:Rules-Alerts#R11.5>: the presentation controller of an alert controller presenting as an alert is its own
/// delegate, and its `setDelegate:` raises when the app assigns anything else. The app
/// assigns it when it declares the controller with a delegate or sets one later, before or
/// after `present` (reading `presentationController` before presenting creates the
/// presentation controller, so the setter runs then too).
extension Hierarchy {
    /// Whether a controller with `attributes` presents as an alert here, through
    /// `_UIAlertControllerPresentationController`: an alert, or an action sheet that reports
    /// `custom` (an iPhone before the iOS 26 design, <doc:Rules-Alerts#R11.1>). An action sheet shown as a
    /// popover has a popover presentation controller, which takes a delegate.
    func presentsAsAlert(_ attributes: ControllerAttributes) -> Bool {
        attributes.alertStyle != nil && environment.reportedStyle(of: attributes) == .custom
    }

    /// UIKit's exception when `attributes`, as declared, give an alert presenting as an alert
    /// a delegate (assigned, or implied by an adaptive style or wrapper); nil otherwise.
    func declaredDelegateRefusal(_ attributes: ControllerAttributes) -> Diagnostic? {
        presentsAsAlert(attributes) && attributes.givesPresentationDelegate ? .alertDelegateModified() : nil
    }

    /// `attributes` without the delegate UIKit refused: no delegate, adaptive style or wrapper.
    func withoutRefusedDelegate(_ attributes: ControllerAttributes) -> ControllerAttributes {
        var kept = attributes
        kept.presentationDelegate = .none
        kept.adaptivePresentationStyle = nil
        kept.adaptiveWrapper = nil
        return kept
    }

    /// UIKit's exception when setting `attributes` on `node` assigns its presentation
    /// controller's delegate (a different delegate, adaptive style or wrapper) while it
    /// presents as an alert; nil otherwise.
    func delegateChangeRefusal(_ attributes: ControllerAttributes, of node: NodeIndex) -> Diagnostic? {
        let current = self[node].attributes
        guard presentsAsAlert(current) else { return nil }
        let changes =
            attributes.presentationDelegate != current.presentationDelegate
            || attributes.adaptivePresentationStyle != current.adaptivePresentationStyle || attributes.adaptiveWrapper != current.adaptiveWrapper
        return changes ? .alertDelegateModified() : nil
    }
}
