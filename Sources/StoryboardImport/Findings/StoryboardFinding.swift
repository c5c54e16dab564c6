import PresentationModel
import PresentationScenarios

/// Something about a storyboard a developer should know, located where Interface Builder
/// wrote it (the segue, or the scene), printed as a compiler prints a diagnostic:
/// `Main.storyboard:42:37: warning: message [id]`.
public struct StoryboardFinding: Sendable, Hashable, Comparable, CustomStringConvertible {
    public enum Severity: String, Sendable, Hashable, Comparable {
        case note, warning, error

        /// The severity of a finding that reports a model's diagnostic.
        init(_ severity: Diagnostic.Severity) {
            switch severity {
            case .error: self = .error
            case .warning: self = .warning
            case .note: self = .note
            }
        }

        private var rank: Int {
            switch self {
            case .note: 0
            case .warning: 1
            case .error: 2
            }
        }

        public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
    }

    /// What the finding is about; its raw value is the id `--silence` takes.
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        /// A context style whose walk finds no definer below the family root, which then
        /// covers its own bars (R3.2, R3.4).
        case contextWithoutDefiner = "context-without-definer"
        /// A popover with nothing to point at where it stays a popover (R11.6).
        case popoverWithoutAnchor = "popover-without-anchor"
        /// A legacy push segue whose source no navigation controller manages.
        case pushWithoutNavigation = "push-without-navigation"
        /// A navigation controller pushed (R5.3).
        case navigationControllerPushed = "navigation-controller-pushed"
        /// A style that keeps the source visible adapts, on this device, to one that removes it (§5).
        case coversExpectedVisible = "covers-expected-visible"
        /// A scene no segue, container or storyboard identifier can bring on screen.
        case unreachableScene = "unreachable-scene"
        /// A destination, initial controller or reference that names nothing in the files given.
        case danglingReference = "dangling-reference"
        /// A reference to a storyboard that was not given: kept as a named placeholder.
        case externalReference = "external-reference"
        /// Another of UIKit's exceptions or console messages, as the model words it.
        case uikitDiagnostic = "uikit-diagnostic"
        /// Something the reader read past (an unknown element or value).
        case readerWarning = "reader-warning"
        /// An element id given to two elements of one storyboard.
        case duplicateID = "duplicate-id"
        /// Relationship or embed segues that make a controller its own descendant.
        case containmentCycle = "containment-cycle"
    }

    public var kind: Kind
    public var severity: Severity
    public var location: SourceLocation
    public var message: String
    /// The segue or scene element it is about, so that `--silence ID:ELEMENT` silences one.
    public var element: String

    public init(_ kind: Kind, _ severity: Severity, at location: SourceLocation, element: String, _ message: String) {
        self.kind = kind
        self.severity = severity
        self.location = location
        self.element = element
        self.message = message
    }

    /// `file:line:col: severity: message [id]`, the message shown as data (``InputText``).
    public var description: String {
        "\(location): \(severity.rawValue): \(InputText.escaped(message)) [\(kind.rawValue)]"
    }

    /// File order, then line and column, then kind: a stable order for every run.
    public static func < (lhs: StoryboardFinding, rhs: StoryboardFinding) -> Bool {
        (lhs.location.file, lhs.location.line, lhs.location.column, lhs.kind.rawValue, lhs.message)
            < (rhs.location.file, rhs.location.line, rhs.location.column, rhs.kind.rawValue, rhs.message)
    }

    /// Whether `--silence` entries silence this finding: `KIND` silences every finding of the
    /// kind, `KIND:ELEMENT` the one about that segue or scene element.
    public func isSilenced(by silences: Set<String>) -> Bool {
        silences.contains(kind.rawValue) || silences.contains("\(kind.rawValue):\(element)")
    }
}
