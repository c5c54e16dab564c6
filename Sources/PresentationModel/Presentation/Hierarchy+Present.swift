/// `present(_:animated:completion:)`: the preconditions (§3.1), the effective style (§5) and
/// the presenter resolution with `definesPresentationContext` (§4).
extension Hierarchy {
    /// A presentation request, as `present` (or a modal `show`) makes it.
    public struct PresentationRequest: Hashable, Sendable {
        /// The style to present in; nil uses the presented controller's `modalPresentationStyle`.
        public var style: ModalPresentationStyle?
        /// The transition; nil uses the presented controller's `modalTransitionStyle`.
        public var transition: ModalTransitionStyle?
        public var animated: Bool
        /// For `custom`: the presentation controller's `shouldPresentInFullscreen` (R3.0).
        public var shouldPresentInFullscreen: Bool
        /// R12.5's flagged alternative, for a search's presentation: the context walk counts
        /// only the class default of a controller above the source.
        var passesOverAncestorDefiners = false
        /// The SwiftUI modifier whose bridge asks, for the record.
        var swiftUIModifier: SwiftUIModifier?

        public init(
            style: ModalPresentationStyle? = nil, transition: ModalTransitionStyle? = nil,
            animated: Bool = true, shouldPresentInFullscreen: Bool = true
        ) {
            self.style = style
            self.transition = transition
            self.animated = animated
            self.shouldPresentInFullscreen = shouldPresentInFullscreen
        }
    }

    /// `source.present(controller, animated:completion:)`.
    ///
    /// Checks <doc:Rules-Preconditions#P1>–<doc:Rules-Preconditions#P9> in order. An error (<doc:Rules-Preconditions#P1>–<doc:Rules-Preconditions#P4>) leaves the hierarchy unchanged; <doc:Rules-Preconditions#P6> and <doc:Rules-Preconditions#P7> are
    /// UIKit's console warnings, after which nothing is presented; <doc:Rules-Preconditions#P8> warns and presents.
    /// A `nil` controller models presenting `nil` (<doc:Rules-Preconditions#P1>).
    @discardableResult
    public mutating func present(
        _ controller: ControllerID?, from source: ControllerID,
        _ request: PresentationRequest = PresentationRequest()
    ) -> StepResult {
        apply(.present(controller, from: source, request))
    }

    mutating func performPresent(_ controller: ControllerID?, from source: ControllerID, _ request: PresentationRequest) -> StepResult {
        let (from, presented) = indices(of: source, controller ?? source)
        guard let from else { return .diagnostic(.unknownController(source)) }
        guard let controller else { return .diagnostic(.presentingNil(on: describe(from))) }
        guard let presented else { return .diagnostic(.unknownController(controller)) }
        return present(presented, from: from, request)
    }

    mutating func present(_ presented: NodeIndex, from source: NodeIndex, _ request: PresentationRequest) -> StepResult {
        if let problem = presentationPrecondition(presented, from: source) { return .diagnostic(problem) }

        // P5: the effective style, then the presenter (R3.0).
        // R11.1, R11.3: an alert controller presents in the style it reports, whatever was
        // asked, and its presentation controller presents in full screen.
        let alert = self[presented].attributes.alertStyle
        let reported = environment.reportedStyle(of: self[presented].attributes)
        let style = alert == nil ? request.style ?? reported : reported
        let shouldPresentInFullscreen = alert != nil || request.shouldPresentInFullscreen
        let effective = effectiveStyle(style, presenting: presented)
        var (presenter, resolution) = resolvePresenter(
            from: source, class: PresentationClass.of(effective, shouldPresentInFullscreen: shouldPresentInFullscreen),
            passingOverAncestorDefiners: request.passesOverAncestorDefiners)
        // U9, flagged: a compact action sheet's presentation controller is built with the
        // source (R11.2); the option takes that for its presenter.
        if environment.options.actionSheetPresenterIsSource, alert == .actionSheet, style == .custom {
            (presenter, resolution) = (source, PresenterResolution(rule: .actionSheetSource, presentationClass: .fullScreen, contextWalk: []))
        }
        // R12.7(a), the flagged alternative: the active search presents instead.
        if environment.options.searchForwardsPresentations, resolution.presentationClass == .fullScreen,
            let search = self[presenter].presented, self[search].attributes.search != nil
        {
            return present(presented, from: search, request)
        }

        // P6–P8.
        let sourceChain = chainState(of: source)
        let detachedSource = self[source].parent == nil && self[sourceChain.top].window == nil
        let presenterChain = presenter == source ? sourceChain : chainState(of: presenter)
        if !detachedSource, !presenterChain.visibility.onScreen {
            return .diagnostic(
                .presenterNotInWindowHierarchy(describe(presented), presenter: describe(presenter), source: describe(source)))
        }
        if let current = self[presenter].presented {
            return .diagnostic(
                .presenterAlreadyPresenting(
                    describe(presented), presenter: describe(presenter), source: describe(source), presented: describe(current)))
        }
        if effective == .popover, let problem = anchorProblem(presented, presenter: presenter) { return .diagnostic(problem) }
        var result = StepResult()
        if detachedSource { result.diagnostics.append(.presentingOnDetached(describe(source))) }

        // P9: the link, stored once on each side (§1), and its explanation.
        let definer = self[presenter]
        let transition =
            resolution.rule == .definesPresentationContext && definer.attributes.providesPresentationContextTransitionStyle
            ? definer.attributes.modalTransitionStyle
            : (request.transition ?? self[presented].attributes.modalTransitionStyle)
        presentationSequence += 1
        let record = Presentation(
            presented: id(presented), requestedFrom: id(source), presenter: id(presenter), style: style,
            shouldPresentInFullscreen: shouldPresentInFullscreen, initialEffectiveStyle: effective,
            transition: transition, animated: request.animated, resolution: resolution,
            swiftUIModifier: request.swiftUIModifier, sequence: presentationSequence)
        link(presented, to: presenter, record: record, below: presenterChain)
        logPresentationCallbacks(of: presented, style: style)
        if self[presented].attributes.adaptiveWrapper != nil { updateAdaptiveWrappers() }
        return result
    }

    /// R11.6: a popover needs location information. An action sheet without it raises UIKit's
    /// exception, naming the resolved presenter, where its popover presentation controller is
    /// used: an iPad in regular width before the iOS 26 design. Where UIKit swaps that
    /// controller for another (the compact card in compact width, R11.7; the alert-style one
    /// under the iOS 26 design, R11.11), the check is not reached, unless the flagged option
    /// ``ModelOptions/actionSheetRequiresAnchor`` says it is. Another popover raises the
    /// generic exception when the scenario says it has no anchor.
    private func anchorProblem(_ presented: NodeIndex, presenter: NodeIndex) -> Diagnostic? {
        let attributes = self[presented].attributes
        switch attributes.alertStyle {
        case .actionSheet:
            guard (attributes.popoverAnchor ?? PopoverAnchor.none) == PopoverAnchor.none else { return nil }
            let swapped = environment.usesIOS26Design || environment.horizontalSizeClass == .compact
            guard !swapped || environment.options.actionSheetRequiresAnchor else { return nil }
            return .actionSheetWithoutAnchor(describe(presented), presenterClass: self[presenter].className, presenter: describe(presenter))
        case .alert:
            return nil
        case nil:
            return attributes.popoverAnchor == PopoverAnchor.none ? .popoverWithoutAnchor(id(presented)) : nil
        }
    }

    /// P1–P4 (P1 is checked by the caller, which sees the nil).
    private func presentationPrecondition(_ presented: NodeIndex, from source: NodeIndex) -> Diagnostic? {
        if presented == source { return .presentingOnItself(describe(presented)) }
        if let parent = self[presented].parent {
            return .presentingControllerWithParent(describe(presented), parent: describe(parent))
        }
        if let presenter = self[presented].presenter {
            return .presentingAlreadyPresented(describe(presented), presenter: describe(presenter))
        }
        if self[presented].window != nil { return .presentingActiveController(describe(presented)) }
        // The bottom of the source's chain (the presented controller has no parent and no
        // presenter, so it can only be an ancestor as that): presenting it would be a cycle.
        if chainState(of: source).top == presented { return .presentingActiveController(describe(presented)) }
        return nil
    }

    /// The presenter a request from `source` in a style of `presentationClass` would get (<doc:Rules-PresenterResolution#§4>),
    /// with the controllers asked on the way.
    ///
    /// Full-screen class: the family root of the source (<doc:Rules-PresenterResolution#R3.1>); `definesPresentationContext`
    /// is not consulted. Context class: the first controller from the source up (the source
    /// first) that defines a presentation context (<doc:Rules-PresenterResolution#R3.2>, <doc:Rules-PresenterResolution#R3.3>); with none, the family root
    /// (<doc:Rules-PresenterResolution#R3.4>, Decision <doc:Rules-Decisions#U2>).
    public func resolvePresenter(from source: ControllerID, class presentationClass: PresentationClass)
        -> (presenter: ControllerID, resolution: PresenterResolution)?
    {
        index(of: source).map {
            let resolved = resolvePresenter(from: $0, class: presentationClass)
            return (id(resolved.presenter), resolved.resolution)
        }
    }

    ///
    /// `passingOverAncestorDefiners` is R12.5's flagged alternative for a search
    /// (``ModelOptions/searchIgnoresAncestorDefiners``): above the source, a controller's own
    /// `definesPresentationContext` is passed over and its class default answers.
    func resolvePresenter(from source: NodeIndex, class presentationClass: PresentationClass, passingOverAncestorDefiners: Bool = false)
        -> (presenter: NodeIndex, resolution: PresenterResolution)
    {
        let root = evaluate(Relations.FamilyRoot.self, for: source)
        guard presentationClass == .context else {
            return (root, PresenterResolution(rule: .familyRoot, presentationClass: .fullScreen, contextWalk: []))
        }
        var walk: [PresenterResolution.Step] = []
        var current: NodeIndex? = source
        while let node = current {
            let n = self[node]
            let passedOver = passingOverAncestorDefiners && node != source && n.attributes.definesPresentationContext != nil
            let defines = passedOver ? n.kind.definesPresentationContextByDefault : n.definesPresentationContext
            walk.append(
                .init(
                    controller: n.id, definesPresentationContext: defines,
                    isClassDefault: passedOver || n.attributes.definesPresentationContext == nil))
            if defines {
                return (node, PresenterResolution(rule: .definesPresentationContext, presentationClass: .context, contextWalk: walk))
            }
            current = n.parent
        }
        return (root, PresenterResolution(rule: .noDefinerFamilyRoot, presentationClass: .context, contextWalk: walk))
    }
}
