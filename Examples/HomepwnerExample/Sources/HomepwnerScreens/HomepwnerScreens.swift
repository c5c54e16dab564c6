import PresentationModel

/// Homepwner's screens and the flows between them, declared once so that every test starts
/// from the hierarchy the app really builds.
///
/// The list of items sits in a navigation controller; tapping an item presents the detail
/// screen in a navigation controller of its own.
public enum HomepwnerScreens {
    /// The app's window and the detail screen, created but not yet presented.
    public static func launch(on device: Device = .ipad) throws(HierarchyDeclarationError) -> Hierarchy {
        try Hierarchy(environment: Environment(device: device)) {
            Navigation("nav") {
                Controller("items", class: "BNRItemsViewController").title("Homepwner")
            }
        } detached: {
            Navigation("detailNav") { Controller("detail", class: "BNRDetailViewController") }
        }
    }

    /// What the list does when an item is tapped: present the detail from the list.
    @discardableResult
    public static func showDetail(in hierarchy: inout Hierarchy, as style: ModalPresentationStyle) -> StepResult {
        hierarchy.present("detailNav", from: "items", .init(style: style))
    }

    /// What the detail's Done button does.
    @discardableResult
    public static func closeDetail(in hierarchy: inout Hierarchy) -> StepResult {
        hierarchy.dismiss("detail")
    }

    /// The list's `definesPresentationContext`, as `viewDidLoad` would set it.
    @discardableResult
    public static func setListDefinesPresentationContext(_ value: Bool, in hierarchy: inout Hierarchy) -> StepResult {
        var attributes = hierarchy.attributes(of: "items") ?? ControllerAttributes()
        attributes.definesPresentationContext = value
        return hierarchy.setAttributes(attributes, of: "items")
    }
}
