/// `UISearchController.isActive` (R12.1): activation is a presentation of the search
/// controller, from the controller UIKit locates for its bar, through the ordinary
/// `definesPresentationContext` walk.
extension Hierarchy {
    /// `searchController.isActive = true` (R12.1). Activating an active search does nothing.
    @discardableResult
    public mutating func activateSearch(_ search: ControllerID) -> StepResult {
        apply(.activateSearch(search))
    }

    /// `searchController.isActive = false` (R12.1): its presenter dismisses it. Deactivating
    /// an inactive search does nothing.
    @discardableResult
    public mutating func deactivateSearch(_ search: ControllerID) -> StepResult {
        apply(.deactivateSearch(search))
    }

    /// R12.1: `isActive` is true exactly while the search controller is presented.
    public func isSearchActive(_ search: ControllerID) -> Bool {
        index(of: search).map { self[$0].attributes.search != nil && self[$0].presenter != nil } ?? false
    }

    mutating func performActivateSearch(_ search: ControllerID) -> StepResult {
        guard let node = index(of: search) else { return .diagnostic(.unknownController(search)) }
        guard let settings = self[node].attributes.search else {
            return .diagnostic(.wrongKind(describe(node), expected: "a search controller"))
        }
        if self[node].presenter != nil { return StepResult() }
        // R12.2: the styles a search controller accepts.
        guard let style = self[node].attributes.modalPresentationStyle.searchPresentationStyle else {
            return .diagnostic(.searchStyleUnsupported())
        }
        if style != .custom, settings.results == nil { return .diagnostic(.searchResultsReused()) }
        guard let host = index(of: settings.host) else { return .diagnostic(.unknownController(settings.host)) }

        // R12.3: the located controller, replaced by an explicit definer inside it (R12.3);
        // R12.4: from there, the context walk (the search's presentation controller does not
        // present in full screen).
        let (located, isNavigationTop) = locatedController(for: host, placement: settings.placement)
        let source = explicitDefiner(within: located) ?? located
        var request = PresentationRequest(style: style, shouldPresentInFullscreen: false)
        // R12.5, flagged: PSPDFKit found the definer must be on the content controller.
        request.passesOverAncestorDefiners = environment.options.searchIgnoresAncestorDefiners
        var result = present(node, from: source, request)
        guard self[node].presenter != nil else { return result }

        // R12.6: the results controller becomes the search controller's child when
        // its view loads, at the first activation, and stays one.
        if let results = settings.results, let resultsNode = index(of: results), self[resultsNode].parent != node {
            result.diagnostics += performAddChild(results, to: search).diagnostics
        }
        // R12.8 [inf]: a navigation bar's search whose top does not define the context.
        if isNavigationTop, self[located].attributes.definesPresentationContext != true {
            result.diagnostics.append(.searchTopNotDefiningContext(describe(located), search: describe(node)))
        }
        return result
    }

    mutating func performDeactivateSearch(_ search: ControllerID) -> StepResult {
        guard let node = index(of: search) else { return .diagnostic(.unknownController(search)) }
        guard self[node].attributes.search != nil else {
            return .diagnostic(.wrongKind(describe(node), expected: "a search controller"))
        }
        guard self[node].presenter != nil else { return StepResult() }
        return StepResult(removed: dismissPresentations(from: node).map(id))
    }

    /// R12.3: the controller `present` is called on. In a navigation bar: the (innermost)
    /// top of the host's navigation controller when that top is the host (step 1). In a
    /// table header: the host, which owns the bar's view (step 2). Otherwise, the bar is in
    /// no view: the root of the host's family, the window's root for a controller on screen
    /// (step 3, U14 for a presented family).
    private func locatedController(for host: NodeIndex, placement: SearchPlacement) -> (NodeIndex, isNavigationTop: Bool) {
        switch placement {
        case .tableHeader:
            return (host, false)
        case .navigationItem:
            var navigation = self[host].parent
            while let candidate = navigation, !self[candidate].kind.isNavigation { navigation = self[candidate].parent }
            var top = navigation.flatMap { self[$0].children.last }
            while let nested = top, self[nested].kind.isNavigation, let inner = self[nested].children.last { top = inner }
            if top == host { return (host, true) }
            return (evaluate(Relations.FamilyRoot.self, for: host), false)
        }
    }

    /// R12.3: the located controller, or the first of its
    /// descendants depth-first (off-screen children included), whose
    /// `definesPresentationContext` is true and whose class does not define a context by
    /// default (UIKit's `_isPresentationContextByDefault`). A class default never qualifies,
    /// and a navigation or tab bar controller never does, even when it sets the property
    /// itself: the search goes on into its children.
    private func explicitDefiner(within located: NodeIndex) -> NodeIndex? {
        var pending = [located]
        while let node = pending.popLast() {
            if self[node].definesPresentationContext, !self[node].kind.definesPresentationContextByDefault { return node }
            pending += self[node].children.reversed()
        }
        return nil
    }
}
