/// A JSON document with a deterministic encoding: object keys sorted, two-space indentation,
/// strings escaped per RFC 8259. The report is written with it rather than with
/// Foundation's encoder, so that the model needs nothing beyond the standard library and
/// the same value always gives the same bytes.
public enum JSONValue: Hashable, Sendable {
    case null
    case bool(Bool)
    case int(Int)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])

    /// The encoded text, ending with a newline.
    public var encoded: String {
        var output = ""
        write(to: &output, indent: 0)
        output.append("\n")
        return output
    }

    private func write(to output: inout String, indent: Int) {
        switch self {
        case .null: output.append("null")
        case .bool(let value): output.append(value ? "true" : "false")
        case .int(let value): output.append(String(value))
        case .string(let value): JSONValue.writeString(value, to: &output)
        case .array(let values):
            guard !values.isEmpty else { return output.append("[]") }
            output.append("[\n")
            for (position, value) in values.enumerated() {
                output.append(String(repeating: "  ", count: indent + 1))
                value.write(to: &output, indent: indent + 1)
                output.append(position == values.count - 1 ? "\n" : ",\n")
            }
            output.append(String(repeating: "  ", count: indent) + "]")
        case .object(let members):
            guard !members.isEmpty else { return output.append("{}") }
            output.append("{\n")
            let keys = members.keys.sorted()
            for (position, key) in keys.enumerated() {
                output.append(String(repeating: "  ", count: indent + 1))
                JSONValue.writeString(key, to: &output)
                output.append(": ")
                members[key, default: .null].write(to: &output, indent: indent + 1)
                output.append(position == keys.count - 1 ? "\n" : ",\n")
            }
            output.append(String(repeating: "  ", count: indent) + "}")
        }
    }

    /// Quotes and backslashes escaped, control characters as `\u00XX` (or their short
    /// forms); everything else, non-ASCII included, as UTF-8.
    static func writeString(_ value: String, to output: inout String) {
        output.append("\"")
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": output.append("\\\"")
            case "\\": output.append("\\\\")
            case "\n": output.append("\\n")
            case "\r": output.append("\\r")
            case "\t": output.append("\\t")
            case "\u{08}": output.append("\\b")
            case "\u{0C}": output.append("\\f")
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                output.append("\\u" + String(repeating: "0", count: 4 - hex.count) + hex)
            default: output.unicodeScalars.append(scalar)
            }
        }
        output.append("\"")
    }
}
