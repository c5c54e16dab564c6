import PresentationModel
import PresentationScenarios

/// A scene member that is a view controller: its element, class and the attributes UIKit's
/// presentation rules read.
public struct StoryboardController: Sendable {
    /// The element's `id` (`BYZ-38-t0r`), unique in its file.
    public var element: String
    /// The element's kind.
    public var elementKind: ElementKind
    /// `customClass`, when the scene names one.
    public var customClass: String?
    /// `customModule`: the Swift module of ``customClass``.
    public var customModule: String?
    /// `storyboardIdentifier`: the name code instantiates the scene by.
    public var storyboardIdentifier: String?
    public var title: String?
    /// `definesPresentationContext`, when written (nil: UIKit's default for the class, R3.3).
    public var definesPresentationContext: Bool?
    public var providesPresentationContextTransitionStyle: Bool?
    /// `modalPresentationStyle` on the element: the style when a segue names none.
    public var modalPresentationStyle: ModalPresentationStyle?
    public var modalTransitionStyle: ModalTransitionStyle?
    /// A split view controller's `allowDoubleColumnStyle="YES"`: an iOS 14 column-style split view.
    public var allowsColumnStyle: Bool
    /// A storyboard reference's `storyboardName` (nil: the same storyboard).
    public var referencedStoryboard: String?
    /// A storyboard reference's `referencedIdentifier` (nil: the referenced storyboard's
    /// initial controller).
    public var referencedIdentifier: String?
    /// The controller's string-typed `userDefinedRuntimeAttribute`s, by key path: what a
    /// known container class reads its children from (``KnownContainer``).
    public var runtimeAttributes: [String: String] = [:]
    public var location: SourceLocation

    public init(element: String, elementKind: ElementKind, location: SourceLocation) {
        self.element = element
        self.elementKind = elementKind
        self.allowsColumnStyle = false
        self.location = location
    }

    /// The controller element names a storyboard's scenes use.
    public enum ElementKind: String, Sendable, CaseIterable {
        case viewController, tableViewController, collectionViewController, navigationController
        case tabBarController, splitViewController, pageViewController, hostingController
        case viewControllerPlaceholder
        /// A scene member of another element name (`avPlayerViewController`, …), read as a
        /// plain view controller with a warning.
        case other

        /// The UIKit (or SwiftUI) class the element instantiates without a `customClass`.
        public var className: String {
            switch self {
            case .viewController, .other: "UIViewController"
            case .tableViewController: "UITableViewController"
            case .collectionViewController: "UICollectionViewController"
            case .navigationController: "UINavigationController"
            case .tabBarController: "UITabBarController"
            case .splitViewController: "UISplitViewController"
            case .pageViewController: "UIPageViewController"
            case .hostingController: "UIHostingController"
            case .viewControllerPlaceholder: "UIStoryboardReference"
            }
        }
    }

    /// The class the controller is shown with: `Module.Class` for a Swift class with its
    /// module (as UIKit's `_printHierarchy` prints it), else the class.
    public var className: String {
        guard let customClass else { return elementKind.className }
        return customModule.map { "\($0).\(customClass)" } ?? customClass
    }

    /// Whether this element is a reference to a scene of another storyboard (or of this one).
    public var isReference: Bool { elementKind == .viewControllerPlaceholder }
}
