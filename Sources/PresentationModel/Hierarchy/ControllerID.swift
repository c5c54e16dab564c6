/// The name of a view controller, as scenario files, expectations and messages spell it.
///
/// UIKit identifies controllers by address; vcgraph identifies them by the id the user gave
/// them (`items`, `detailNav`) or, for controllers UIKit creates by itself, by an id derived
/// from the owner (`split/primary`, `tabs/more`). Ids are compared as strings so that every
/// output sorted by id is deterministic.
public struct ControllerID: RawRepresentable, Hashable, Comparable, Sendable,
    ExpressibleByStringLiteral, CustomStringConvertible
{
    public let rawValue: String

    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
    public init(stringLiteral value: String) { self.rawValue = value }

    public var description: String { rawValue }

    public static func < (lhs: ControllerID, rhs: ControllerID) -> Bool {
        lhs.rawValue < rhs.rawValue
    }
}

/// The position of a controller in a ``Hierarchy``'s storage.
///
/// Internal: indices are only meaningful inside the hierarchy that made them, so the public
/// API speaks ``ControllerID`` and converts at the boundary. 32 bits keep a million-controller
/// hierarchy's nodes small.
struct NodeIndex: Hashable, Comparable, Sendable {
    let value: Int32

    init(_ value: Int) { self.value = Int32(truncatingIfNeeded: value) }

    var int: Int { Int(value) }

    static func < (lhs: NodeIndex, rhs: NodeIndex) -> Bool { lhs.value < rhs.value }
}
