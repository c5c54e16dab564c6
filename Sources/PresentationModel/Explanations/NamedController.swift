/// A controller as an explanation names it: its id and class, which renderers print as
/// UIKit's description `<UINavigationController: nav>`.
public struct NamedController: Hashable, Sendable, CustomStringConvertible {
    public var id: ControllerID
    /// Nil for an id the hierarchy does not hold.
    public var className: String?

    public init(id: ControllerID, className: String?) {
        self.id = id
        self.className = className
    }

    /// `<Class: id>`, as UIKit describes an object with the id for the address; `<id>` for an
    /// unknown controller.
    public var description: String {
        className.map { "<\($0): \(id.rawValue)>" } ?? "<\(id.rawValue)>"
    }
}

extension Hierarchy {
    /// The controller `id` as explanations name it.
    public func named(_ id: ControllerID) -> NamedController {
        NamedController(id: id, className: className(of: id))
    }

    func named(_ node: NodeIndex) -> NamedController {
        NamedController(id: self[node].id, className: self[node].className)
    }
}
