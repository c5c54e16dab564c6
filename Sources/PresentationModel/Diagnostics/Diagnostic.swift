/// What UIKit would say about a step: an exception it raises (``Severity-swift.enum/error``,
/// the call changes nothing; a declaration keeps what it declares, the refused part detached) or a console message it logs (``Severity-swift.enum/warning``,
/// the hierarchy is left as UIKit leaves it); or vcgraph's own advice on a step UIKit
/// performs without a word (``Severity-swift.enum/note``), which no check counts against.
///
/// Operations never trap: misuse comes back as a diagnostic carrying UIKit's own wording
/// (its iOS 13+ form, with a controller printed `<Class: id>` in place of `<Class 0xADDR>`).
/// Where UIKit has no text, ``wording`` is ``Wording/vcgraph`` and the message is vcgraph's:
/// an error is then vcgraph's refusal of a request it cannot carry out (an unknown id, a
/// step that names the wrong kind of controller), and a warning vcgraph's finding about a
/// step that UIKit performs as a silent no-op (an out-of-range `selectedIndex`, a user's
/// dismissal UIKit ignores), which UIKit does not log.
public struct Diagnostic: Hashable, Sendable, CustomStringConvertible {
    public enum Severity: String, Hashable, Sendable {
        case error, warning
        /// vcgraph's advice: UIKit does what the step asks and says nothing.
        case note
    }

    /// Where the wording comes from. Most messages are UIKit's, quoted by the rulebook;
    /// a few misuses have no known UIKit text (or UIKit says nothing), and the message is
    /// then vcgraph's, worded as a finding about UIKit rather than as UIKit's own text.
    public enum Wording: String, Hashable, Sendable {
        case uikit, vcgraph
        /// SwiftUI's own log message.
        case swiftUI
    }

    public var severity: Severity
    public var code: DiagnosticCode
    public var message: String
    /// The rule of the rulebook that produced it (`P6`, `R5.3`, …).
    public var rule: RuleID

    public var wording: Wording { code.wording }

    public init(severity: Severity, code: DiagnosticCode, message: String, rule: RuleID) {
        self.severity = severity
        self.code = code
        self.message = message
        self.rule = rule
    }

    public var description: String { "\(severity.rawValue): \(message)" }
}

/// Every kind of diagnostic the model produces.
public enum DiagnosticCode: String, Hashable, Sendable, CaseIterable {
    // §3.1 present(_:animated:completion:)
    case presentingNil
    case presentingOnItself
    case presentingControllerWithParent
    case presentingAlreadyPresented
    case presentingActiveController
    case presenterNotInWindowHierarchy
    case presenterAlreadyPresenting
    case presentingOnDetachedController
    // §6 UINavigationController
    case pushingNavigationController
    case pushingSameInstanceTwice
    case pushingSplitViewController
    case pushingTabBarController
    case pushingPresentedController
    case poppingToMissingController
    case noNavigationController
    // §7 UITabBarController
    case selectingForeignTab
    case tabIndexOutOfRange
    // §8 UISplitViewController
    /// A tab bar controller in a column-style split view's primary or supplementary column.
    case tabBarInColumn
    // §11 containment
    case illegalContainment
    // R16.2 page view controllers
    case pageCountMismatch
    // R11.6 popovers
    case actionSheetWithoutAnchor
    case popoverWithoutAnchor
    // R11.5 alerts
    case alertDelegateModified
    // Requests the model cannot carry out because they name nothing it knows.
    case unknownController
    case duplicateController
    case wrongKind
    // R12.1 search controllers
    case searchStyleUnsupported
    case searchResultsReused
    case searchTopNotDefiningContext
    // R14.5, R14.6 interactive dismissal: vcgraph's words, UIKit prints nothing
    /// A `userDismiss` of a controller that is not presented (an error of the request).
    case notInteractivelyDismissible
    /// A `userDismiss` of a controller with another presented above it: UIKit ignores it.
    case userDismissalBelowTop
    /// A `userDismiss` of a controller that is modal in presentation: UIKit ignores it.
    case dismissalAttemptRefused
    // The observed-state input (a dump, a live capture) compared with the rules.
    /// UIKit shows a presentation on another presenter than the rules choose.
    case observedPresenter
    /// UIKit shows a controller on (or off) screen where the model does not.
    case observedScreen
    /// A diagnostic that only follows from an earlier step's refusal, reported by vcgraph as a
    /// note instead of a second UIKit diagnostic (UIKit would have stopped at the refusal).
    case followsFromRefusal
    // SwiftUI's bridges (R21.1, R21.4, R21.6, R21.7, R23.3)
    case swiftUISingleSheet
    case swiftUIOneAtATime
    case swiftUIWaitsForWindow
    case swiftUIDismissDoesNothing
    case notSwiftUIPresentation
    case swiftUIInspectorColumn

    var wording: Diagnostic.Wording {
        switch self {
        case .pushingPresentedController, .pushingTabBarController, .tabBarInColumn, .noNavigationController, .tabIndexOutOfRange,
            .illegalContainment, .unknownController, .duplicateController, .wrongKind, .notInteractivelyDismissible,
            .userDismissalBelowTop, .dismissalAttemptRefused, .observedPresenter, .observedScreen, .followsFromRefusal,
            .swiftUIOneAtATime, .swiftUIWaitsForWindow, .swiftUIDismissDoesNothing, .notSwiftUIPresentation, .swiftUIInspectorColumn:
            .vcgraph
        case .swiftUISingleSheet:
            .swiftUI
        case .presentingNil, .presentingOnItself, .presentingControllerWithParent, .presentingAlreadyPresented,
            .presentingActiveController, .presenterNotInWindowHierarchy, .presenterAlreadyPresenting,
            .presentingOnDetachedController, .pushingNavigationController, .pushingSameInstanceTwice,
            .pushingSplitViewController, .poppingToMissingController, .selectingForeignTab,
            .actionSheetWithoutAnchor, .popoverWithoutAnchor, .alertDelegateModified, .pageCountMismatch, .searchStyleUnsupported,
            .searchResultsReused,
            .searchTopNotDefiningContext:
            .uikit
        }
    }
}
