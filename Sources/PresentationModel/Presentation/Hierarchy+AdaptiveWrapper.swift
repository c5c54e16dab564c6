/// R13.4: the controller an adaptive delegate returns from
/// `viewControllerForAdaptivePresentationStyle` takes the presented controller's place in the
/// presentation links while the presentation adapts (`_replaceViewControllerInPresentationHierarchy:`).
extension Hierarchy {
    /// For an adaptive wrapper that holds its controller: the controller it wraps.
    func adaptiveOriginal(of node: NodeIndex) -> NodeIndex? {
        guard self[node].kind.isNavigation, let original = self[node].createdBy,
            self[original].attributes.adaptiveWrapper != nil, self[original].parent == node
        else { return nil }
        return original
    }

    /// After a presentation or a trait change: each presented controller with an adaptive
    /// wrapper is wrapped while its presentation adapts, and put back when it no longer does.
    mutating func updateAdaptiveWrappers() {
        let roots = presentations.compactMap { index(of: $0.presented) }
        for root in roots {
            guard let record = presentationsByPresented[root] else { continue }
            let original = adaptiveOriginal(of: root) ?? root
            // Only a delegate that implements the method can return a wrapper.
            guard self[original].attributes.adaptiveWrapper != nil,
                self[original].delegate.implements(.viewControllerForAdaptivePresentationStyle)
            else { continue }
            let adapts = (record.observedStyle ?? effectiveStyle(record.style, presenting: original)) != record.style
            if adapts, original == root {
                wrap(root, record: record)
            } else if !adapts, original != root {
                unwrap(root, original: original, record: record)
            }
        }
    }

    /// The wrapper `X/adaptive`, made the first time, replaces X in its presentation (R13.4):
    /// P.presentedViewController = W, X.parent = W.
    private mutating func wrap(_ presented: NodeIndex, record: Presentation) {
        guard let presenter = self[presented].presenter else { return }
        let name = ControllerID("\(id(presented).rawValue)/adaptive")
        let wrapper =
            index(of: name).flatMap { self[$0].createdBy == presented && self[$0].parent == nil && self[$0].presenter == nil ? $0 : nil }
            ?? makeNode(name, kind: .navigation, attributes: ControllerAttributes(), createdBy: presented)
        unlink(presented)
        _ = performSetViewControllers([id(presented)], of: id(wrapper))
        var moved = record
        moved.presented = id(wrapper)
        link(wrapper, to: presenter, record: moved, below: chainState(of: presenter))
    }

    /// Back in traits where the presentation does not adapt, X is presented again and, by
    /// Decision U13, leaves the wrapper (`parent = nil`). With U13's flagged alternative the
    /// wrapper still lists X as its child, which the relation table reports (``keptByWrapper``).
    private mutating func unwrap(_ wrapper: NodeIndex, original: NodeIndex, record: Presentation) {
        guard let presenter = self[wrapper].presenter else { return }
        unlink(wrapper)
        detachFromParent(original)
        var moved = record
        moved.presented = id(original)
        link(original, to: presenter, record: moved, below: chainState(of: presenter))
        if environment.options.adaptiveWrapperKeepsController { keptByWrapper[original] = wrapper }
    }

    /// U13's flagged alternative: the wrapper that still holds `node`, a controller presented
    /// again after its wrapper was undone.
    func keepingWrapper(of node: NodeIndex) -> NodeIndex? {
        keptByWrapper.isEmpty ? nil : keptByWrapper[node]
    }

    /// U13's flagged alternative: the controller presented again that `wrapper` still holds.
    func keptController(by wrapper: NodeIndex) -> NodeIndex? {
        guard !keptByWrapper.isEmpty, let original = self[wrapper].createdBy, keptByWrapper[original] == wrapper else { return nil }
        return original
    }
}
