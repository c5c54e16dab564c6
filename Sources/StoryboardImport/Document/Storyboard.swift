import PresentationModel
import PresentationScenarios

/// One `.storyboard` file, read: its controllers and segues in document order, each with the
/// place it was written.
///
/// It holds what Interface Builder wrote, with no UIKit rule applied: which controllers
/// contain which, who presents what and in which style is decided later, by the model,
/// when ``SegueResolver`` fires the segues.
public struct Storyboard: Sendable {
    /// The file, as given.
    public var file: String
    /// The name other storyboards' references use: the file name without `.storyboard`.
    public var name: String
    /// The element id of `initialViewController`, when the document names one.
    public var initialControllerElement: String?
    /// Every scene member that is a view controller (or a reference to one), in document order.
    public var controllers: [StoryboardController]
    /// Every segue that is a transition or a relationship, in document order.
    public var segues: [StoryboardSegue]
    /// What the reader noticed but could read past (an unknown controller element, an unknown
    /// segue kind), each located.
    public var warnings: [Located<String>]

    public init(
        file: String, name: String, initialControllerElement: String? = nil,
        controllers: [StoryboardController] = [], segues: [StoryboardSegue] = [], warnings: [Located<String>] = []
    ) {
        self.file = file
        self.name = name
        self.initialControllerElement = initialControllerElement
        self.controllers = controllers
        self.segues = segues
        self.warnings = warnings
    }

    /// The controller with this element id.
    public func controller(_ element: String) -> StoryboardController? {
        controllers.first { $0.element == element }
    }
}
