/// The attributes of a graph, node, edge or cluster, written in name order so that the same
/// diagram always encodes to the same bytes.
///
/// The diagrams set them through typed properties (`DOTAttributes+Typed.swift`), each named
/// as Graphviz names the attribute and documented with what Graphviz does with it. The
/// subscript by name is for attributes that arrive as text: the positions Graphviz writes
/// back into a laid-out graph (a flow's frame pinned at its union's positions), or an `id`.
public struct DOTAttributes: Hashable, Sendable {
    public private(set) var values: [String: DOTValue] = [:]

    public init() {}

    public subscript(name: String) -> DOTValue? {
        get { values[name] }
        set { values[name] = newValue }
    }

    public var isEmpty: Bool { values.isEmpty }

    /// `name=value` pairs in name order.
    var sorted: [(name: String, value: DOTValue)] {
        values.keys.sorted().compactMap { name in values[name].map { (name, $0) } }
    }
}

/// An attribute's value: plain text (an escString, quoted), an HTML-like label, or a
/// number or keyword written as it is.
public enum DOTValue: Hashable, Sendable {
    case text(String)
    case html(HTMLLabel)
    case raw(String)

    /// A number in plain decimal (`DOTNumber`): total, so any `Double` gives valid DOT.
    public static func number(_ value: Double) -> DOTValue {
        .raw(DOTNumber.text(value))
    }

    public static func bool(_ value: Bool) -> DOTValue { .raw(value ? "true" : "false") }

    /// The value as cgraph holds it once it has read ``encoded``, for setting it through
    /// cgraph's API instead of DOT text; an HTML-like label is held as one (`agstrdup_html`).
    public var read: (text: String, isHTML: Bool) {
        switch self {
        case .text(let text): (DOTEscaping.readEscString(text), false)
        case .html(let label): (label.markup, true)
        case .raw(let text): (DOTEscaping.readID(text), false)
        }
    }

    var encoded: String {
        switch self {
        case .text(let text): DOTEscaping.quoted(text)
        case .html(let label): "<" + label.markup + ">"
        case .raw(let text): DOTEscaping.id(text)
        }
    }
}
