import PresentationModel
import PresentationScenarios

/// The findings of a catalog and of its resolved segues.
public enum StoryboardFindings {
    /// What holds for every device: unreachable scenes, dangling and external references,
    /// duplicate element ids, containment cycles, and what the reader read past.
    public static func ofCatalog(_ catalog: StoryboardCatalog, reachability: Reachability) -> [StoryboardFinding] {
        var findings = duplicateIDs(catalog) + containmentCycles(catalog)
        var destinations = Set<StoryboardCatalog.Key>()
        for (s, storyboard) in catalog.storyboards.enumerated() {
            for warning in storyboard.warnings {
                findings.append(.init(.readerWarning, .warning, at: warning.location, element: "", warning.value))
            }
            let elements = Set(storyboard.controllers.map(\.element))
            for segue in storyboard.segues {
                let key = StoryboardCatalog.Key(storyboard: s, element: segue.destination)
                destinations.insert(catalog.resolve(key).target)
                destinations.insert(key)
                if segue.kind != .unwind, !elements.contains(segue.destination) {
                    findings.append(
                        .init(
                            .danglingReference, .error, at: segue.location, element: segue.element,
                            "the \(segue.kind.rawValue) segue '\(segue.displayID)' leads to '\(segue.destination)', which is no view controller of \(storyboard.name).storyboard"
                        ))
                }
            }
            if let initial = storyboard.initialControllerElement, !elements.contains(initial) {
                findings.append(
                    .init(
                        .danglingReference, .error, at: SourceLocation(file: storyboard.file, line: 2, column: 1), element: initial,
                        "initialViewController names '\(initial)', which is no view controller of \(storyboard.name).storyboard"))
            }
            for controller in storyboard.controllers {
                let key = StoryboardCatalog.Key(storyboard: s, element: controller.element)
                if controller.isReference {
                    switch catalog.resolve(key).reference {
                    case .external(let name):
                        findings.append(
                            .init(
                                .externalReference, .note, at: controller.location, element: controller.element,
                                "the reference to \(name).storyboard stays the placeholder '\(catalog.baseID(key))'; give \(name).storyboard too to follow it"
                            ))
                    case .dangling(let reason):
                        findings.append(
                            .init(
                                .danglingReference, .warning, at: controller.location, element: controller.element,
                                "the storyboard reference cannot be followed: \(reason)"))
                    case .resolved: break
                    }
                }
            }
        }
        for (s, storyboard) in catalog.storyboards.enumerated() {
            for controller in storyboard.controllers where !controller.isReference {
                let key = StoryboardCatalog.Key(storyboard: s, element: controller.element)
                let instantiable = controller.storyboardIdentifier != nil || storyboard.initialControllerElement == controller.element
                if !reachability.isReachable(key), !instantiable, !destinations.contains(key), !reachability.isContained(key) {
                    findings.append(
                        .init(
                            .unreachableScene, .warning, at: controller.location, element: controller.element,
                            "the scene '\(catalog.baseID(key))' cannot be shown: no segue leads to it, no container holds it, and it has no storyboard identifier to instantiate it by"
                        ))
                }
            }
        }
        return findings
    }

    /// What one resolved segue shows on its device.
    public static func of(_ resolution: SegueResolution, in catalog: StoryboardCatalog) -> [StoryboardFinding] {
        let segue = catalog[resolution.segue]
        let place = segue.location
        let device = resolution.environment.device.name
        var findings: [StoryboardFinding] = []
        // An answer that rests on a guess (the scene made the window root, a custom segue's
        // action, an unwind's destination) makes what follows from it at most a warning, and
        // says which guesses.
        func why(_ assumption: SegueAssumption) -> String {
            guard case .sceneAsWindowRoot = assumption else { return "assumed: \(assumption.id)" }
            return "no segue reaches '\(resolution.source)': resolved with its scene as the window root"
        }
        func add(_ kind: StoryboardFinding.Kind, _ severity: StoryboardFinding.Severity, _ message: String) {
            guard !resolution.assumptions.isEmpty else {
                findings.append(.init(kind, severity, at: place, element: segue.element, message))
                return
            }
            findings.append(
                .init(
                    kind, min(severity, .warning), at: place, element: segue.element,
                    message + " (" + resolution.assumptions.map(why).joined(separator: "; ") + ")"))
        }
        for diagnostic in resolution.diagnostics {
            switch diagnostic.code {
            case .popoverWithoutAnchor:
                add(
                    .popoverWithoutAnchor, .error,
                    "on \(device) the \(segue.kind.rawValue) segue '\(segue.displayID)' stays a popover with nothing to point at; UIKit raises: \(diagnostic.message) (\(diagnostic.rule))"
                )
            case .noNavigationController where segue.kind == .push:
                add(
                    .pushWithoutNavigation, .error,
                    "on \(device) no navigation controller manages '\(resolution.source)'; UIKit raises: Push segues can only be used when the source controller is managed by an instance of UINavigationController."
                )
            case .pushingNavigationController:
                add(
                    .navigationControllerPushed, .error,
                    "on \(device) the push segue '\(segue.displayID)' pushes the navigation controller '\(resolution.destination?.rawValue ?? "")'; UIKit raises: \(diagnostic.message) (\(diagnostic.rule))"
                )
            // Any other diagnostic of the model, as it words it (a push outside a navigation
            // controller from a segue that is not a legacy push among them).
            case .presentingNil, .presentingOnItself, .presentingControllerWithParent, .presentingAlreadyPresented,
                .presentingActiveController, .presenterNotInWindowHierarchy, .presenterAlreadyPresenting,
                .presentingOnDetachedController, .pushingSameInstanceTwice, .pushingSplitViewController,
                .pushingTabBarController, .tabBarInColumn, .pushingPresentedController, .poppingToMissingController, .noNavigationController,
                .selectingForeignTab, .tabIndexOutOfRange, .illegalContainment, .pageCountMismatch,
                .actionSheetWithoutAnchor, .alertDelegateModified, .unknownController, .duplicateController, .wrongKind,
                .notInteractivelyDismissible, .userDismissalBelowTop, .dismissalAttemptRefused, .observedPresenter,
                .observedScreen, .followsFromRefusal,
                .searchStyleUnsupported, .searchResultsReused, .searchTopNotDefiningContext, .swiftUISingleSheet, .swiftUIOneAtATime,
                .swiftUIWaitsForWindow, .swiftUIDismissDoesNothing, .notSwiftUIPresentation, .swiftUIInspectorColumn:
                add(
                    .uikitDiagnostic, StoryboardFinding.Severity(diagnostic.severity),
                    "on \(device) the \(segue.kind.rawValue) segue '\(segue.displayID)': \(diagnostic.message) (\(diagnostic.rule))")
            }
        }
        guard case .presented(let presentation, let effective) = resolution.outcome else { return findings }
        let resolved = presentation.resolution
        // The walk went all the way to the family root, and the root did not define the
        // context on purpose (it has no definer, or only its class's default).
        let definedOnPurpose = resolved.rule == .definesPresentationContext && resolved.contextWalk.last?.isClassDefault == false
        if resolved.presentationClass == .context, presentation.presenter != presentation.requestedFrom,
            presentation.presenter == resolution.sourceFamilyRoot, !definedOnPurpose
        {
            add(
                .contextWithoutDefiner, .warning,
                "on \(device) \(presentation.style.rawValue) from '\(presentation.requestedFrom)' finds no controller below the family root '\(presentation.presenter)' that defines a presentation context, so the root presents and its bars are covered; set definesPresentationContext on the controller whose area it should cover (\(resolved.rule == .noDefinerFamilyRoot ? [RuleID.r3_4].cited : [RuleID.r3_2, .r3_3].cited))"
            )
        }
        let keepsSource: Set<ModalPresentationStyle> = [.overCurrentContext, .overFullScreen, .popover, .pageSheet, .formSheet]
        if keepsSource.contains(presentation.style), resolution.environment.removesPresenterView(effective),
            resolution.coversSource
        {
            add(
                .coversExpectedVisible, .warning,
                "on \(device) iOS \(resolution.environment.iosVersion) the \(presentation.style.rawValue) segue '\(segue.displayID)' adapts to \(effective.rawValue), which removes '\(resolution.source)' from the screen though \(presentation.style.rawValue) keeps it visible (\(RuleID.section5))"
            )
        }
        return findings
    }
}
