/// The value of a ``Relation`` for one subject.
public enum RelationValue: Hashable, Sendable, CustomStringConvertible {
    case controller(ControllerID?)
    case controllers([ControllerID]?)
    case bool(Bool)
    case style(ModalPresentationStyle?)
    case index(Int?)
    /// The calls a presentation controller's delegate received, in order (`delegateEvents`).
    case callbacks([DelegateCallback])

    public enum Kind: String, Hashable, Sendable {
        case controller, controllers, bool, style, index, callbacks
    }

    /// The value of a relation for a subject the hierarchy does not hold, or that the relation
    /// does not apply to: `nil`, or `false`, as UIKit answers where there is nothing.
    public static func absent(_ kind: Kind) -> RelationValue {
        switch kind {
        case .controller: .controller(nil)
        case .controllers: .controllers(nil)
        case .bool: .bool(false)
        case .style: .style(nil)
        case .index: .index(nil)
        case .callbacks: .callbacks([])
        }
    }

    /// The controller of a ``controller(_:)`` value, nil for any other.
    public var controller: ControllerID? {
        if case .controller(let id) = self { return id }
        return nil
    }

    /// The controllers of a ``controllers(_:)`` value, nil for any other.
    public var controllers: [ControllerID]? {
        if case .controllers(let ids) = self { return ids }
        return nil
    }

    /// The flag of a ``bool(_:)`` value, false for any other.
    public var bool: Bool {
        if case .bool(let flag) = self { return flag }
        return false
    }

    /// The style of a ``style(_:)`` value, nil for any other.
    public var style: ModalPresentationStyle? {
        if case .style(let style) = self { return style }
        return nil
    }

    /// The index of an ``index(_:)`` value, nil for any other.
    public var index: Int? {
        if case .index(let index) = self { return index }
        return nil
    }

    /// The calls of a ``callbacks(_:)`` value, empty for any other.
    public var callbacks: [DelegateCallback] {
        if case .callbacks(let calls) = self { return calls }
        return []
    }

    /// As an expectation writes it: an id, `nil`, `true`/`false`, a style, a list `[a, b]`.
    public var description: String {
        switch self {
        case .controller(let id): id?.rawValue ?? "nil"
        case .controllers(let ids): ids.map { "[" + $0.map(\.rawValue).joined(separator: ", ") + "]" } ?? "nil"
        case .bool(let value): String(value)
        case .style(let style): style?.rawValue ?? "nil"
        case .index(let index): index.map { $0 == Hierarchy.notFound ? "NSNotFound" : String($0) } ?? "nil"
        case .callbacks(let calls): "[" + calls.map(\.description).joined(separator: ", ") + "]"
        }
    }
}
