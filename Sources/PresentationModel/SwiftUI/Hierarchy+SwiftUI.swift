/// SwiftUI's presentations, as UIKit sees them (<doc:Rules-SwiftUI#§22>): each modifier's
/// bridge picks a source and a style and calls UIKit's `present`, `dismiss` or a pop; the
/// rules of UIKit decide the rest.
extension Hierarchy {
    /// A SwiftUI modifier's binding turning true in the view that `request.source` draws
    /// (<doc:Rules-SwiftUI#R20.1>): `present` called on that host in the modifier's style
    /// (<doc:Rules-SwiftUI#R20.2>), unless its bridge already shows a presentation: then a
    /// sheet waits (<doc:Rules-SwiftUI#R21.1>), another family's request is not shown
    /// (<doc:Rules-SwiftUI#R21.4>), a new item replaces its sheet (<doc:Rules-SwiftUI#R20.3>),
    /// and the same binding again does nothing, silently.
    @discardableResult
    public mutating func presentSwiftUI(_ request: SwiftUIRequest) -> StepResult {
        apply(.presentSwiftUI(request))
    }

    /// `dismiss()` of `@Environment(\.dismiss)` (or `presentationMode`) called in a view that
    /// `host` draws (<doc:Rules-SwiftUI#R23.3>): a destination SwiftUI pushed is popped; else
    /// the presented family the host is in is dismissed; else nothing happens.
    @discardableResult
    public mutating func dismissEnvironment(in host: ControllerID) -> StepResult {
        apply(.dismissEnvironment(host))
    }

    /// The view that carries the modifier presenting `controller` leaves the view tree
    /// (<doc:Rules-SwiftUI#R21.6>): SwiftUI ends the presentation, or forgets the request
    /// while it waits.
    @discardableResult
    public mutating func dropModifier(presenting controller: ControllerID) -> StepResult {
        apply(.dropModifier(controller))
    }

    /// Whether a request of `family` waits while its host is not in a window (R21.7, U20).
    private func waitsForWindow(_ family: SwiftUIBridgeFamily) -> Bool {
        family == .dialog || environment.options.swiftUIDefersOutOfWindow
    }

    /// The controllers SwiftUI's bridges show now, by host, then family.
    public var swiftUIPresentations: [ControllerID] {
        swiftUIBridges.keys.compactMap { swiftUIBridges[$0.host, $0.family].active.map { id($0.controller) } }
    }

    /// The requests SwiftUI's bridges keep waiting, oldest first within a host's family.
    public var swiftUIWaitingRequests: [SwiftUIRequest] {
        swiftUIBridges.keys.flatMap { swiftUIBridges[$0.host, $0.family].waiting.map(\.request) }
    }

    mutating func performPresentSwiftUI(_ request: SwiftUIRequest) -> StepResult {
        let (source, controller) = indices(of: request.source, request.controller)
        guard let source else { return .diagnostic(.unknownController(request.source)) }
        guard let controller else { return .diagnostic(.unknownController(request.controller)) }
        // R20.7: in regular width an inspector is a column of the host's view.
        if request.modifier == .inspector, environment.horizontalSizeClass == .regular {
            return .diagnostic(.swiftUIInspectorColumn(describe(controller), host: describe(source)))
        }
        let family = request.modifier.family
        let bridge = swiftUIBridges[source, family]
        let entry = SwiftUIBridges.Entry(request: request, controller: controller, sourceWasShown: isInWindow(source))
        var result = StepResult()
        if let active = bridge.active {
            if active.request.bindingName == request.bindingName {
                // R20.3: a new item replaces the sheet; the same binding again is ignored.
                guard request.modifier == .sheetItem, active.request.item != request.item else { return result }
                result.removed = dismissPresentations(from: active.controller).map(id)
                swiftUIBridges[source, family].active = nil
            } else {
                guard family == .sheet else {
                    return .diagnostic(.swiftUIOneAtATime(describe(controller), host: describe(source), family: family.noun))
                }
                if !bridge.waiting.contains(where: { $0.request.bindingName == request.bindingName }) {
                    swiftUIBridges[source, family].waiting.append(entry)
                }
                return .diagnostic(.swiftUISingleSheet())
            }
        } else if bridge.waiting.contains(where: { $0.request.bindingName == request.bindingName }) {
            return result
        }
        // R21.7: an alert or dialog waits until its host is in a window; with U20's option, any
        // presentation does.
        if waitsForWindow(family), !isInWindow(source) {
            swiftUIBridges[source, family].waiting.append(entry)
            return .diagnostic(.swiftUIWaitsForWindow(describe(controller), host: describe(source)))
        }
        result.append(presentNow(entry))
        return result
    }

    /// Calls UIKit's `present` for a bridge's request; the bridge shows it if UIKit presents it.
    /// After a refusal (P6, P7) the binding stays set and nothing retries it (<doc:Rules-SwiftUI#R21.8>).
    private mutating func presentNow(_ entry: SwiftUIBridges.Entry) -> StepResult {
        let modifier = entry.request.modifier
        let controller = entry.controller
        guard let source = index(of: entry.request.source) else { return StepResult() }
        if let alertStyle = modifier.alertStyle { self[controller].attributes.alertStyle = alertStyle }
        if modifier.isAnchored, (self[controller].attributes.popoverAnchor ?? PopoverAnchor.none) == PopoverAnchor.none {
            self[controller].attributes.popoverAnchor = .sourceView
        }
        var request = PresentationRequest(style: modifier.style(options: environment.options))
        request.swiftUIModifier = modifier
        let result = present(controller, from: source, request)
        if self[controller].presenter != nil {
            swiftUIBridges[source, modifier.family].active = SwiftUIBridges.Entry(
                request: entry.request, controller: controller, sourceWasShown: isInWindow(source))
        }
        return result
    }

    mutating func performDismissEnvironment(_ host: ControllerID) -> StepResult {
        guard let node = index(of: host) else { return .diagnostic(.unknownController(host)) }
        // 1. A destination pushed onto a navigation stack pops to the controller below it.
        if let parent = self[node].parent, self[parent].kind.isNavigation,
            let position = self[parent].children.firstIndex(of: node), position > 0
        {
            return performPop(to: id(self[parent].children[position - 1]), in: id(parent))
        }
        // 3. In a presented family: its presentation is dismissed, as the binding turning false
        // dismisses it.
        let root = evaluate(Relations.FamilyRoot.self, for: node)
        if self[root].presenter != nil {
            return StepResult(removed: dismissPresentations(from: root).map(id))
        }
        return .diagnostic(.swiftUIDismissDoesNothing(describe(node)))
    }

    mutating func performDropModifier(_ controller: ControllerID) -> StepResult {
        guard let node = index(of: controller) else { return .diagnostic(.unknownController(controller)) }
        for key in swiftUIBridges.keys {
            var bridge = swiftUIBridges[key.host, key.family]
            if bridge.active?.controller == node {
                bridge.active = nil
                swiftUIBridges[key.host, key.family] = bridge
                return StepResult(removed: dismissPresentations(from: node).map(id))
            }
            if let waiting = bridge.waiting.firstIndex(where: { $0.controller == node }) {
                bridge.waiting.remove(at: waiting)
                swiftUIBridges[key.host, key.family] = bridge
                return StepResult()
            }
        }
        return .diagnostic(.notSwiftUIPresentation(describe(node)))
    }

    /// What SwiftUI does at the end of every step, once UIKit has done what the step asked:
    /// a bridge whose presentation UIKit dismissed forgets it (its `onDismiss` runs);
    /// a presentation whose source host left the window's hierarchy is dismissed
    /// (<doc:Rules-SwiftUI#R21.6>, Decision <doc:Rules-Decisions#U19>); then each bridge
    /// that shows nothing presents its oldest waiting request, a dialog once its host is in a
    /// window.
    mutating func settleSwiftUIBridges() -> StepResult {
        var result = StepResult()
        let keepsOrphans = environment.options.swiftUIKeepsPresentationsOfRemovedViews
        for key in swiftUIBridges.keys {
            var bridge = swiftUIBridges[key.host, key.family]
            let hostShown = isInWindow(key.host)
            if let active = bridge.active {
                if self[active.controller].presenter == nil {
                    bridge.active = nil
                } else if active.sourceWasShown, !hostShown, !keepsOrphans {
                    bridge.active = nil
                    result.removed += dismissPresentations(from: active.controller).map(id)
                }
            }
            if !hostShown, !keepsOrphans { bridge.waiting.removeAll { $0.sourceWasShown } }
            swiftUIBridges[key.host, key.family] = bridge
            guard bridge.active == nil, let next = bridge.waiting.first, !waitsForWindow(key.family) || hostShown else { continue }
            swiftUIBridges[key.host, key.family].waiting.removeFirst()
            result.append(presentNow(next))
        }
        return result
    }
}
