/// A custom container class of a well-known library that fills its own children when a
/// storyboard loads it: from runtime attributes naming scenes by storyboard identifier, or by
/// performing its own segues by identifier. The catalog reads each as an `embed` relationship
/// named for the slot the class puts the child in, so that the children are instantiated,
/// reached and drawn as the class makes them, and a segue the class performs itself is not a
/// transition a user fires.
public struct KnownContainer: Sendable {
    /// The class, as a scene's `customClass` names it.
    public let className: String
    /// Each runtime attribute's key path and the slot it fills, in the order the class fills them.
    public let slots: [(keyPath: String, slot: String)]
    /// Each identifier of a segue leaving the controller that the class performs itself when
    /// loaded from a storyboard, and the slot it fills, in the order the class performs them.
    public let loadSegues: [(identifier: String, slot: String)]

    /// Every known container, by class.
    ///
    /// - ECSlidingViewController's `awakeFromNib` instantiates `topViewControllerStoryboardId`,
    ///   then `underLeftViewControllerStoryboardId`, then `underRightViewControllerStoryboardId`
    ///   from its storyboard and sets them as its `topViewController`, `underLeftViewController`
    ///   and `underRightViewController`, each a child.
    /// - SWRevealViewController, loaded from a storyboard (`loadView`, `awakeFromNib` in older
    ///   versions), performs its segues `sw_rear`, then `sw_front`, then `sw_right` itself, each
    ///   where the storyboard has one; their `SWRevealViewControllerSegueSetController` makes the
    ///   destination its rear, front or right child.
    public static let all: [String: KnownContainer] = [
        "ECSlidingViewController": KnownContainer(
            className: "ECSlidingViewController",
            slots: [
                ("topViewControllerStoryboardId", "topViewController"),
                ("underLeftViewControllerStoryboardId", "underLeftViewController"),
                ("underRightViewControllerStoryboardId", "underRightViewController"),
            ],
            loadSegues: []),
        "SWRevealViewController": KnownContainer(
            className: "SWRevealViewController", slots: [],
            loadSegues: [("sw_rear", "rear"), ("sw_front", "front"), ("sw_right", "right")]),
    ]

    /// The relationships a controller of this class declares in `storyboard` through its
    /// runtime attributes: one `embed` segue per slot whose attribute names a scene of the same
    /// file, with the slot as its relationship, located at the controller.
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

    /// Where `segue`, leaving a controller of this class, stands among the segues the class
    /// performs at load, and the slot it fills; nil when the class does not perform it.
    func loadSegue(_ segue: StoryboardSegue) -> (order: Int, slot: String)? {
        guard segue.kind == .custom, let identifier = segue.identifier,
            let order = loadSegues.firstIndex(where: { $0.identifier == identifier })
        else { return nil }
        return (order, loadSegues[order].slot)
    }
}
