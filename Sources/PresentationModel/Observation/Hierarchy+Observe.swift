/// The observed-state input: a hierarchy as UIKit showed it (a `_printHierarchy` dump, a
/// live capture in an app's tests) rather than as a sequence of calls.
///
/// Containment is observed with the ordinary operations (`declare`, `addChild`, `makeWindow`,
/// …), which UIKit's rules do not dispute. A presentation is different: UIKit reports only
/// the result, "X is presented by P", and P may not be the presenter the rules would choose
/// from the controller the app called `present` on (another source, a definer the dump does
/// not show). ``Operation/observePresentation(_:by:from:style:)`` records the link as seen,
/// with its resolution marked ``PresenterResolution/Rule/observed``, and
/// ``Hierarchy/observationDisagreements()`` replays each observed presentation through the
/// rules and says where they would have put it instead.
extension Hierarchy {
    mutating func observePresentation(
        _ controller: ControllerID, by presenterID: ControllerID, from sourceID: ControllerID?, style: ModalPresentationStyle
    ) -> StepResult {
        guard let presented = index(of: controller) else { return .diagnostic(.unknownController(controller)) }
        guard let presenter = index(of: presenterID) else { return .diagnostic(.unknownController(presenterID)) }
        let source = sourceID ?? presenterID
        guard index(of: source) != nil else { return .diagnostic(.unknownController(source)) }
        // What no observation of UIKit can show: the same preconditions UIKit enforces.
        if presented == presenter { return .diagnostic(.presentingOnItself(describe(presented))) }
        if let parent = self[presented].parent {
            return .diagnostic(.presentingControllerWithParent(describe(presented), parent: describe(parent)))
        }
        if let current = self[presented].presenter {
            return .diagnostic(.presentingAlreadyPresented(describe(presented), presenter: describe(current)))
        }
        if self[presented].window != nil || chainState(of: presenter).top == presented {
            return .diagnostic(.presentingActiveController(describe(presented)))
        }
        if let current = self[presenter].presented {
            return .diagnostic(
                .presenterAlreadyPresenting(
                    describe(presented), presenter: describe(presenter), source: describe(presenter), presented: describe(current)))
        }
        // The style observed is the style in effect: UIKit already adapted it to the traits the
        // observation was made in, so it is not adapted again. `automatic` says the observation
        // did not show the style; it adapts as a request would.
        let observed: ModalPresentationStyle? = style == .automatic ? nil : style
        let effective = observed ?? environment.effectiveStyle(of: style)
        presentationSequence += 1
        let record = Presentation(
            presented: controller, requestedFrom: source, presenter: presenterID, style: style,
            shouldPresentInFullscreen: true, initialEffectiveStyle: effective,
            transition: self[presented].attributes.modalTransitionStyle, animated: true,
            resolution: PresenterResolution(
                rule: .observed, presentationClass: PresentationClass.of(effective, shouldPresentInFullscreen: true), contextWalk: []),
            observedStyle: observed, sequence: presentationSequence)
        link(presented, to: presenter, record: record, below: chainState(of: presenter))
        return StepResult()
    }

    /// Every observed presentation whose presenter the rules would not have chosen, replayed
    /// from its source (the presenter itself when the observation names no source), oldest
    /// first. Empty when the observation and the rules agree, which is the normal case.
    public func observationDisagreements() -> [ObservationDisagreement] {
        presentations.compactMap { presentation in
            guard presentation.resolution.rule == .observed,
                let expected = resolvePresenter(
                    from: presentation.requestedFrom,
                    class: PresentationClass.of(effectiveStyle(of: presentation), shouldPresentInFullscreen: presentation.shouldPresentInFullscreen)),
                expected.presenter != presentation.presenter
            else { return nil }
            return ObservationDisagreement(
                presented: presentation.presented, observedPresenter: presentation.presenter,
                source: presentation.requestedFrom, style: effectiveStyle(of: presentation),
                rulesPresenter: expected.presenter, rulesResolution: expected.resolution)
        }
    }
}
