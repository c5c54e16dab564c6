/// A SwiftUI modifier's binding turning true: the request a host's bridge makes.
public struct SwiftUIRequest: Hashable, Sendable {
    /// The controller SwiftUI presents: a `PresentationHostingController`, or a
    /// `PlatformAlertController` for an alert or dialog.
    public var controller: ControllerID
    /// The source host: the hosting controller that draws the modified view
    /// (<doc:Rules-SwiftUI#R19.4>), on which SwiftUI calls `present`.
    public var source: ControllerID
    public var modifier: SwiftUIModifier
    /// Names the modifier within its host: two requests of one host with the same binding
    /// are the same modifier. Nil: the modifier's name.
    public var binding: String?
    /// For ``SwiftUIModifier/sheetItem``: the item's identity (<doc:Rules-SwiftUI#R20.3>).
    public var item: String?

    public init(_ controller: ControllerID, from source: ControllerID, modifier: SwiftUIModifier, binding: String? = nil, item: String? = nil) {
        self.controller = controller
        self.source = source
        self.modifier = modifier
        self.binding = binding
        self.item = item
    }

    /// The binding, or the modifier's name when none is given.
    public var bindingName: String { binding ?? modifier.rawValue }
}
