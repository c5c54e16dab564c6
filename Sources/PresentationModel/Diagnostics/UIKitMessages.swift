/// The diagnostics of every rule, worded as UIKit words them (§3.1, §6, §7, §11).
///
/// One place for the wording keeps the messages consistent and lets the tests quote them.
/// Controllers are printed by ``Hierarchy/describe(_:)`` as `<Class: id>`.
extension Diagnostic {
    static func error(_ code: DiagnosticCode, _ rule: RuleID, _ message: String) -> Diagnostic {
        Diagnostic(severity: .error, code: code, message: message, rule: rule)
    }

    static func warning(_ code: DiagnosticCode, _ rule: RuleID, _ message: String) -> Diagnostic {
        Diagnostic(severity: .warning, code: code, message: message, rule: rule)
    }

    static func note(_ code: DiagnosticCode, _ rule: RuleID, _ message: String) -> Diagnostic {
        Diagnostic(severity: .note, code: code, message: message, rule: rule)
    }

    // MARK: - present (§3.1)

    /// P1.
    static func presentingNil(on source: String) -> Diagnostic {
        .error(.presentingNil, .p1, "Application tried to present a nil modal view controller on target \(source).")
    }

    /// P2.
    static func presentingOnItself(_ controller: String) -> Diagnostic {
        .error(
            .presentingOnItself, .p2,
            "Application tried to present modal view controller on itself. Presenting controller is \(controller).")
    }

    /// P3, iOS 13+ wording.
    static func presentingControllerWithParent(_ controller: String, parent: String) -> Diagnostic {
        .error(
            .presentingControllerWithParent, .p3,
            "Application tried to present modally a view controller \(controller) that has a parent view controller \(parent).")
    }

    /// P4.
    static func presentingAlreadyPresented(_ controller: String, presenter: String) -> Diagnostic {
        .error(
            .presentingAlreadyPresented, .p4,
            "Application tried to present modally a view controller \(controller) that is already being presented by \(presenter).")
    }

    /// P4, a window root or an ancestor of the source.
    static func presentingActiveController(_ controller: String) -> Diagnostic {
        .error(.presentingActiveController, .p4, "Application tried to present modally an active controller \(controller).")
    }

    // MARK: - Page view controllers (R16.2)

    /// R16.2: a page turn passing the wrong number of pages for the transition.
    static func pageCountForTransition(provided: Int, required: Int) -> Diagnostic {
        .error(
            .pageCountMismatch, .r16_2,
            "The number of view controllers provided (\(provided)) doesn't match the number required (\(required)) for the requested transition")
    }

    /// R16.2: a page curl without animation passing the wrong number of pages for its spine.
    static func pageCountForSpine(provided: Int, required: Int, spine: String) -> Diagnostic {
        .error(
            .pageCountMismatch, .r16_2,
            "The number of provided view controllers (\(provided)) doesn't match the number required (\(required)) for the requested spine location (\(spine))"
        )
    }

    // MARK: - Popovers (R11.6)

    /// R11.6: an action sheet shown as a popover (iPad, before the iOS 26 design) with no
    /// location: UIKit's NSGenericException, which names the resolved presenter. UIKit writes
    /// two spaces before "If".
    static func actionSheetWithoutAnchor(_ sheet: String, presenterClass: String, presenter: String) -> Diagnostic {
        .error(
            .actionSheetWithoutAnchor, .r11_6,
            "Your application has presented a UIAlertController (\(sheet)) of style UIAlertControllerStyleActionSheet from \(presenterClass) (\(presenter)). The modalPresentationStyle of a UIAlertController with this style is UIModalPresentationPopover. You must provide location information for this popover through the alert controller's popoverPresentationController. You must provide either a sourceView and sourceRect or a barButtonItem.  If this information is not known when you present the alert controller, you may provide it in the UIPopoverPresentationControllerDelegate method -prepareForPopoverPresentation."
        )
    }

    /// R11.5: an alert controller's presentation controller, presenting as an alert, is its
    /// own delegate; the app setting another raises this when the alert is presented.
    static func alertDelegateModified() -> Diagnostic {
        .error(
            .alertDelegateModified, .r11_5,
            "The presentation controller of an alert controller presenting as an alert must not have its delegate modified")
    }

    /// R11.6: any other popover with no location; the presentation controller is printed
    /// with the presented controller's id.
    static func popoverWithoutAnchor(_ presented: ControllerID) -> Diagnostic {
        .error(
            .popoverWithoutAnchor, .r11_6,
            "UIPopoverPresentationController (<UIPopoverPresentationController: \(presented.rawValue)>) should have a non-nil sourceView or barButtonItem set before the presentation occurs."
        )
    }

    /// P6, iOS 13+ wording.
    static func presenterNotInWindowHierarchy(_ controller: String, presenter: String, source: String) -> Diagnostic {
        .warning(
            .presenterNotInWindowHierarchy, .p6,
            "Attempt to present \(controller) on \(presenter) (from \(source)) whose view is not in the window hierarchy.")
    }

    /// P7, iOS 13+ wording.
    static func presenterAlreadyPresenting(
        _ controller: String, presenter: String, source: String, presented: String
    ) -> Diagnostic {
        .warning(
            .presenterAlreadyPresenting, .p7,
            "Attempt to present \(controller) on \(presenter) (from \(source)) which is already presenting \(presented).")
    }

    /// P8.
    static func presentingOnDetached(_ source: String) -> Diagnostic {
        .warning(
            .presentingOnDetachedController, .p8,
            "Presenting view controllers on detached view controllers is discouraged \(source).")
    }

    // MARK: - UINavigationController (§6)

    /// R5.3.
    static func pushingNavigationController() -> Diagnostic {
        .error(.pushingNavigationController, .r5_3, "Pushing a navigation controller is not supported")
    }

    /// R5.3.
    static func pushingSameInstanceTwice(_ controller: String) -> Diagnostic {
        .error(
            .pushingSameInstanceTwice, .r5_3,
            "Pushing the same view controller instance more than once is not supported (\(controller))")
    }

    /// R5.3: logged, and the push is ignored. The message names the navigation controller,
    /// as observed UIKit logs do.
    static func pushingSplitViewController(onto navigation: String) -> Diagnostic {
        .warning(
            .pushingSplitViewController, .r5_3,
            "Split View Controllers cannot be pushed to a Navigation Controller \(navigation)")
    }

    /// R5.3, Decision U7: UIKit pushes it and says nothing; vcgraph quotes Apple's advice.
    static func pushingTabBarController(_ tabBar: String, onto navigation: String) -> Diagnostic {
        .note(
            .pushingTabBarController, .u7,
            "\(tabBar) is in the stack of \(navigation): UIKit shows it, though Apple's documentation of "
                + "pushViewController(_:animated:) says the pushed controller \"cannot be a tab bar controller\"; its tab bar "
                + "shows only while it is the top of the stack")
    }

    /// R5.3: UIKit documents no outcome and no text is known, so vcgraph refuses the request
    /// in its own words: a controller cannot be both presented and in a stack in the model.
    static func pushingPresentedController(_ controller: String, presenter: String) -> Diagnostic {
        .error(
            .pushingPresentedController, .r5_3,
            "vcgraph cannot push \(controller) while \(presenter) presents it: UIKit documents no outcome for pushing a presented controller; dismiss it first"
        )
    }

    /// R5.5.
    static func poppingToMissingController() -> Diagnostic {
        .error(.poppingToMissingController, .r5_5, "Tried to pop to a view controller that doesn't exist.")
    }

    /// `push from:` on a controller outside any navigation controller: the optional chain
    /// `navigationController?.pushViewController` does nothing.
    static func noNavigationController(_ controller: String) -> Diagnostic {
        .warning(
            .noNavigationController, .r1_3,
            "\(controller) has no navigationController; nothing was pushed")
    }

    // MARK: - UITabBarController (§7)

    /// R6.2.
    static func selectingForeignTab() -> Diagnostic {
        .error(
            .selectingForeignTab, .r6_2,
            "-[UITabBarController setSelectedViewController:] only a view controller in the tab bar controller's list of view controllers can be selected."
        )
    }

    /// R6.2: UIKit ignores an out-of-range `selectedIndex` silently; vcgraph says so.
    static func tabIndexOutOfRange(_ index: Int, tabBar: String, count: Int) -> Diagnostic {
        .warning(
            .tabIndexOutOfRange, .r6_2,
            "selectedIndex \(index) is out of range for \(tabBar) with \(count) view controllers; the selection is unchanged")
    }

    // MARK: - UISplitViewController (§8)

    /// R7.5: UIKit installs it and says nothing; vcgraph quotes Apple's documentation.
    static func tabBarInColumn(_ tabBar: String, column: SplitColumn, of split: String) -> Diagnostic {
        .note(
            .tabBarInColumn, .r7_5,
            "\(tabBar) is the \(column.rawValue) column of \(split): Apple's documentation of setViewController(_:for:) says "
                + "\"You can't assign a UITabBarController to the primary or supplementary columns\", and documents no exception "
                + "or log; vcgraph installs it as it installs any controller that is not a navigation controller, in the column's "
                + "navigation controller")
    }

    // MARK: - Containment (§11)

    /// R10.3: a cycle, or adopting a controller that heads a presentation or a window.
    static func illegalContainment(_ child: String, parent: String, reason: String) -> Diagnostic {
        .error(
            .illegalContainment, .r10_3,
            "\(child) cannot become a child of \(parent): \(reason)")
    }

    // MARK: - Requests

    static func unknownController(_ id: ControllerID) -> Diagnostic {
        .error(.unknownController, .section1, unknownControllerPrefix + id.rawValue + "'")
    }

    private static let unknownControllerPrefix = "No controller has the id '"

    /// An ``unknownController(_:)`` diagnostic with the nearest id of `hierarchy` as "did you
    /// mean", so a typo in the Swift API is answered as in a scenario file; others unchanged.
    static func suggestingNearestID(_ diagnostic: Diagnostic, in hierarchy: Hierarchy) -> Diagnostic {
        guard diagnostic.code == .unknownController, diagnostic.message.hasPrefix(unknownControllerPrefix),
            diagnostic.message.hasSuffix("'")
        else { return diagnostic }
        let id = String(diagnostic.message.dropFirst(unknownControllerPrefix.count).dropLast())
        guard let nearest = nearestName(to: id, in: hierarchy.controllers.lazy.map(\.rawValue)) else { return diagnostic }
        var suggested = diagnostic
        suggested.message += "; did you mean '\(nearest)'?"
        return suggested
    }

    static func duplicateController(_ id: ControllerID) -> Diagnostic {
        .error(.duplicateController, .section1, "A controller with the id '\(id.rawValue)' already exists")
    }

    // MARK: - Interactive dismissal (R14.5, R14.6): vcgraph's words, UIKit prints nothing

    /// A `userDismiss` step naming a controller that heads no presentation: there is no sheet
    /// or popover of its own for the user to swipe away or tap outside of. vcgraph's error
    /// about the request (as for `wrongKind`); UIKit has no such gesture and no text.
    static func notInteractivelyDismissible(_ controller: String) -> Diagnostic {
        .error(.notInteractivelyDismissible, .r14_6, "The user cannot dismiss \(controller): it is not a presented controller")
    }

    /// <doc:Rules-Sheets#R14.6> [inf]: only the topmost presentation can be dismissed by the user. UIKit
    /// ignores the gesture on one below it without a word; this is vcgraph's finding about
    /// that no-op, not a UIKit message.
    static func userDismissalBelowTop(_ controller: String, above: String) -> Diagnostic {
        .warning(
            .userDismissalBelowTop, .r14_6,
            "The user's dismissal of \(controller) does nothing: \(above) is presented above it, and only the topmost presentation can be dismissed interactively (UIKit ignores the gesture silently)"
        )
    }

    /// <doc:Rules-Sheets#R14.5>: `isModalInPresentation`. UIKit ignores the gesture without a word and
    /// only tells the delegate (`presentationControllerDidAttemptToDismiss`); this is vcgraph's
    /// finding about that no-op, not a UIKit message.
    static func dismissalAttemptRefused(_ controller: String) -> Diagnostic {
        .warning(
            .dismissalAttemptRefused, .r14_5,
            "The user's dismissal of \(controller) does nothing: it is modal in presentation, so UIKit ignores the gesture silently and only calls presentationControllerDidAttemptToDismiss(_:)"
        )
    }

    /// <doc:Rules-Sheets#R14.6>: the delegate's `presentationControllerShouldDismiss` returns false. As for
    /// ``dismissalAttemptRefused(_:)``, UIKit says nothing; this is vcgraph's finding.
    static func dismissalDeclinedByDelegate(_ controller: String) -> Diagnostic {
        .warning(
            .dismissalAttemptRefused, .r14_6,
            "The user's dismissal of \(controller) does nothing: its presentation delegate's presentationControllerShouldDismiss(_:) returns false, so UIKit keeps it and calls presentationControllerDidAttemptToDismiss(_:)"
        )
    }

    // MARK: - Search controllers (R12.1)

    /// R12.2: a search controller presents only as `custom`, `popover` or `formSheet`
    /// (UIKit raises this when the style is set; the model, when the search is activated).
    static func searchStyleUnsupported() -> Diagnostic {
        .error(
            .searchStyleUnsupported, "R12.2",
            "UISearchController currently only supports UIModalPresentationCustom, UIModalPresentationPopover and UIModalPresentationFormSheet presentation styles"
        )
    }

    /// R12.2: a popover or form sheet needs a results controller of its own.
    static func searchResultsReused() -> Diagnostic {
        .error(
            .searchResultsReused, "R12.2",
            "Presenting UISearchController in a popover or form sheet while reusing the search origin as the search results destination makes little sense. Initialize UISearchController with a proper search results controller to present as a popover or in a form sheet."
        )
    }

    /// R12.8: a search in a navigation bar whose top controller does not define the
    /// presentation context is presented by a container above it. UIKit's `[Search]` prefix
    /// is left out, as the `[Presentation]` one is (P7).
    static func searchTopNotDefiningContext(_ top: String, search: String) -> Diagnostic {
        .warning(
            .searchTopNotDefiningContext, "R12.8",
            "The topViewController (\(top)) of the navigation controller containing the presented search controller (\(search)) must have definesPresentationContext set to YES."
        )
    }

    static func wrongKind(_ controller: String, expected: String) -> Diagnostic {
        .error(.wrongKind, .section1, "\(controller) is not \(expected)")
    }
}
