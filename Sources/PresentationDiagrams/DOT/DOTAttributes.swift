/// The attributes of a graph, node, edge or cluster, written in name order so that the same
/// diagram always encodes to the same bytes.
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

    var encoded: String {
        switch self {
        case .text(let text): DOTEscaping.quoted(text)
        case .html(let label): "<" + label.markup + ">"
        case .raw(let text): DOTEscaping.id(text)
        }
    }
}

/// Typed setters for the attributes the diagrams use; each says what Graphviz does with it.
extension DOTAttributes {
    /// `label`: the text shown (escString), or an HTML-like label.
    public var label: DOTValue? {
        get { self["label"] }
        set { self["label"] = newValue }
    }

    /// `tooltip`: shown on hover in SVG.
    public var tooltip: String? {
        get { if case .text(let text)? = self["tooltip"] { text } else { nil } }
        set { self["tooltip"] = newValue.map(DOTValue.text) }
    }

    /// `style`: a comma-separated list such as `rounded,filled` or `dashed`.
    public var style: [String] {
        get { if case .text(let text)? = self["style"] { text.split(separator: ",").map(String.init) } else { [] } }
        set { self["style"] = newValue.isEmpty ? nil : .text(newValue.joined(separator: ",")) }
    }

    /// Sets an attribute whose value is a keyword, number or colour, written as an ID.
    public mutating func set(_ name: String, _ value: String) { self[name] = .raw(value) }
}
