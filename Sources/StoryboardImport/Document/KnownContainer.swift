/// A custom container class of a well-known library that takes its children from runtime
/// attributes naming scenes by storyboard identifier: the catalog reads each such attribute
/// as an `embed` relationship named for the slot the class puts the child in, so that the
/// children are instantiated, reached and drawn as the class makes them.
public struct KnownContainer: Sendable {
    /// The class, as a scene's `customClass` names it.
    public let className: String
    /// Each runtime attribute's key path and the slot it fills, in the order the class fills them.
    public let slots: [(keyPath: String, slot: String)]

    /// Every known container, by class.
    ///
    /// ECSlidingViewController's `awakeFromNib` instantiates `topViewControllerStoryboardId`,
    /// then `underLeftViewControllerStoryboardId`, then `underRightViewControllerStoryboardId`
    /// from its storyboard and sets them as its `topViewController`, `underLeftViewController`
    /// and `underRightViewController`, each a child.
    public static let all: [String: KnownContainer] = [
        "ECSlidingViewController": KnownContainer(
            className: "ECSlidingViewController",
            slots: [
                ("topViewControllerStoryboardId", "topViewController"),
                ("underLeftViewControllerStoryboardId", "underLeftViewController"),
                ("underRightViewControllerStoryboardId", "underRightViewController"),
            ])
    ]

    /// The relationships a controller of this class declares in `storyboard`: one `embed`
    /// segue per slot whose attribute names a scene of the same file, with the slot as its
    /// relationship, located at the controller.
    func relationships(of controller: StoryboardController, in storyboard: Storyboard) -> [StoryboardSegue] {
        slots.compactMap { keyPath, slot in
            guard let identifier = controller.runtimeAttributes[keyPath],
                let child = storyboard.controllers.first(where: { $0.storyboardIdentifier == identifier })
            else { return nil }
            var segue = StoryboardSegue(
                element: "\(controller.element).\(keyPath)", kind: .embed, source: controller.element,
                destination: child.element, isAnchored: false, location: controller.location)
            segue.relationship = slot
            return segue
        }
    }
}
