/// A JSON document held as a value, for the smaller reports that are built whole (a
/// storyboard's segue table, a difference between two hierarchies).
///
/// It is written by `JSONWriter`, the writer of the streamed report, so every JSON document
/// vcgraph prints has one escaper and one layout; object keys are written sorted, so two runs
/// print the same bytes.
public enum JSONValue: Hashable, Sendable {
    case string(String)
    case number(Int)
    case bool(Bool)
    case null
    case array([JSONValue])
    case object([String: JSONValue])

    /// A string, or `null` for nil.
    public static func string(_ value: String?) -> JSONValue {
        value.map(JSONValue.string) ?? .null
    }

    /// The document as text, ending with a newline.
    public var text: String {
        var bytes: [UInt8] = []
        let collect: (UnsafeRawBufferPointer) -> Void = { bytes.append(contentsOf: $0) }
        var json = JSONWriter<Never>(chunkSize: 1 << 16, sink: collect)
        write(to: &json)
        json.newline()
        json.flush()
        return String(decoding: bytes, as: UTF8.self)
    }

    private func write(to json: inout JSONWriter<Never>) {
        switch self {
        case .string(let value): json.string(value)
        case .number(let value): json.int(value)
        case .bool(let value): json.bool(value)
        case .null: json.null()
        case .array(let elements):
            json.beginArray()
            for element in elements {
                json.element()
                element.write(to: &json)
            }
            json.endArray()
        case .object(let members):
            json.beginObject()
            for key in members.keys.sorted(by: { $0.utf8.lexicographicallyPrecedes($1.utf8) }) {
                json.key(key)
                members[key]?.write(to: &json)
            }
            json.endObject()
        }
    }
}
