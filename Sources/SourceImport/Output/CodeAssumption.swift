import PresentationScenarios

/// What an answer read from code rests on when the code does not decide it: each with its
/// id (A1, A2, …) and its sentence, in the words every output prints.
public enum CodeAssumption: Hashable, Sendable {
    /// A1: the class whose method runs is on screen where the code first put it.
    case onScreen(className: String, placement: String, at: SourceLocation)
    /// A1: the hosting controller UIKit code made for a SwiftUI view is on screen where the
    /// code first put it, and the view's modifiers and links run there.
    case hostOnScreen(view: String, className: String, placement: String, at: SourceLocation)
    /// A2: a container lookup on it is not nil there.
    case notNil(expression: String, className: String, container: String)
    /// The views read hold every `navigationDestination` of a stack (none, outside any).
    case destinationsRead(stack: String?)
    /// SwiftUI's search controller is presented as UIKit presents a search controller in a
    /// navigation item, with no context SwiftUI sets for it (R20.7, inferred).
    case swiftUISearchAsUIKit
    /// A9: SwiftUI states of one host can be set at the same time.
    case swiftUIStates(bindings: [String])
    /// A3: the window's root is still the one the launch set.
    case windowRoot(root: String, at: SourceLocation)
    /// A5: the action that placed the class ran before this one.
    case ranBefore(action: String)
    /// A5, for an alert action's handler: the user chose the action, which UIKit runs once it
    /// has dismissed the alert.
    case choseAlertAction(at: SourceLocation)
    /// A7: a stored property holds the controller its declaration gives, which no other
    /// code read on the path has replaced.
    case holds(property: String, at: SourceLocation)
    /// A8: a class with scenes in the storyboards given is the scene chosen.
    case scene(className: String, element: String, storyboard: String, of: Int)
    /// A10: an operation vcgraph could not resolve, earlier on the same path, changed nothing.
    case afterUnknown(at: SourceLocation)
    /// The window's root is the initial view controller of a storyboard given, as when it is
    /// the app's main storyboard, which the app's Info.plist names.
    case mainStoryboard(storyboard: String)
    /// A scene made by identifier from a storyboard the call does not name is the one of the
    /// storyboards given with that identifier.
    case sceneByIdentifier(identifier: String, storyboard: String)
    /// A class outside the sources read, or whose superclass chain leaves them at `unseen`,
    /// is the view controller (or navigation controller) that name says: `kind` is the words
    /// for which.
    case unseenClass(className: String, unseen: String, kind: String)

    /// The assumption's id in the rulebook's catalogue.
    public var id: String {
        switch self {
        case .onScreen, .hostOnScreen: "A1"
        case .notNil: "A2"
        case .windowRoot: "A3"
        case .ranBefore, .choseAlertAction: "A5"
        case .holds: "A7"
        case .scene: "A8"
        case .afterUnknown: "A10"
        case .mainStoryboard: "mainStoryboard"
        case .sceneByIdentifier: "sceneByIdentifier"
        case .unseenClass: "unseenClass"
        case .swiftUIStates: "A9"
        case .destinationsRead: "destinationsRead"
        case .swiftUISearchAsUIKit: "swiftUISearch"
        }
    }

    /// The sentence every output prints.
    public var text: String {
        switch self {
        case .onScreen(let className, let placement, let location):
            "`self` is on screen as \(placement) (\(className), placed at \(location.file):\(location.line))"
        case .hostOnScreen(let view, let className, let placement, let location):
            "\(view)'s host is on screen as \(placement) (\(className), placed at \(location.file):\(location.line))"
        case .notNil(let expression, let className, let container):
            "`\(expression)` is not nil: \(className) is inside \(container) at that point; if it is not, this call does nothing"
        case .windowRoot(let root, let location):
            "the window's root is still \(root) (set at \(location.file):\(location.line))"
        case .ranBefore(let action):
            "\(action) ran before this action"
        case .choseAlertAction(let location):
            "the user chose the alert action whose handler is at \(location.file):\(location.line), and UIKit dismissed the alert first"
        case .holds(let property, let location):
            "`\(property)` holds the controller its declaration gives (\(location.file):\(location.line)): no code read on this path replaces it"
        case .scene(let className, let element, let storyboard, let count):
            "\(className) is the scene \(element) of \(storyboard)" + (count > 1 ? " (of \(count) scenes with this class)" : "")
        case .mainStoryboard(let storyboard):
            "the window's root is \(storyboard)'s initial view controller, as when it is the app's main storyboard (the app's Info.plist is not read)"
        case .sceneByIdentifier(let identifier, let storyboard):
            "the scene with the identifier '\(identifier)' is \(storyboard)'s: the call does not name its storyboard"
        case .destinationsRead(let stack?):
            "the views read hold every navigationDestination of \(stack)"
        case .swiftUISearchAsUIKit:
            "SwiftUI's search controller is presented as UIKit presents one in a navigation item (R12.1), and SwiftUI sets no definesPresentationContext for it: inferred from its class, not observed"
        case .destinationsRead(nil):
            "no NavigationStack is around the link in any view that shows it"
        case .swiftUIStates(let bindings):
            "the SwiftUI states \(bindings.joined(separator: " and ")) can be set at the same time (the code read does not show that they cannot)"
        case .afterUnknown(let location):
            "the operation vcgraph could not resolve at \(location.file):\(location.line) did not change the hierarchy"
        case .unseenClass(let className, let unseen, let kind) where className == unseen:
            "\(className) is not in the sources read: taken for a \(kind) by its name"
        case .unseenClass(let className, let unseen, let kind):
            "\(className) inherits from \(unseen), which is not in the sources read: taken for a \(kind) by its name"
        }
    }
}
