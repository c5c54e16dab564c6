/// JSON text appended to a byte buffer in vcgraph's one layout: two-space indentation, one
/// member or element per line, `"key": value`, `[]` for an empty array, strings escaped per
/// RFC 8259 (quotes, backslashes and control characters; everything else, non-ASCII
/// included, as its UTF-8).
///
/// It holds no tree: the caller writes values in order, and keys in the order it wants
/// them (the report writes them sorted, so the bytes equal those of a sorted-keys encoder).
/// It is the one JSON escaper of the package.
struct JSONWriter {
    /// The text so far; the caller takes it (``take()``) whenever it wants to pass a chunk on.
    private(set) var bytes: [UInt8] = []
    /// For each open container, whether it has no element yet.
    private var isEmpty: [Bool] = []

    init(capacity: Int) {
        bytes.reserveCapacity(capacity)
    }

    /// The bytes written since the last call, leaving the buffer empty with its capacity.
    mutating func take<E: Error>(_ body: (UnsafeRawBufferPointer) throws(E) -> Void) throws(E) {
        var failure: E?
        bytes.withUnsafeBytes { chunk in
            do throws(E) { try body(chunk) } catch { failure = error }
        }
        bytes.removeAll(keepingCapacity: true)
        if let failure { throw failure }
    }

    mutating func beginObject() { open(UInt8(ascii: "{")) }
    mutating func endObject() { close(UInt8(ascii: "}")) }
    mutating func beginArray() { open(UInt8(ascii: "[")) }
    mutating func endArray() { close(UInt8(ascii: "]")) }

    /// Starts a member of the open object: its key and `: `; the value follows.
    mutating func key(_ name: StaticString) {
        element()
        bytes.append(UInt8(ascii: "\""))
        name.withUTF8Buffer { bytes.append(contentsOf: $0) }
        bytes.append(UInt8(ascii: "\""))
        bytes.append(UInt8(ascii: ":"))
        bytes.append(UInt8(ascii: " "))
    }

    /// Starts an element of the open array; the value follows.
    mutating func element() {
        guard let first = isEmpty.last else { return }
        if first {
            isEmpty[isEmpty.count - 1] = false
            bytes.append(UInt8(ascii: "\n"))
        } else {
            bytes.append(UInt8(ascii: ","))
            bytes.append(UInt8(ascii: "\n"))
        }
        indent()
    }

    /// The newline that ends a document.
    mutating func newline() { bytes.append(UInt8(ascii: "\n")) }

    mutating func null() { append("null") }
    mutating func bool(_ value: Bool) { append(value ? "true" : "false") }
    mutating func int(_ value: Int) { bytes.append(contentsOf: String(value).utf8) }

    /// A string, quoted: runs of bytes that need no escape are copied at once.
    mutating func string(_ value: String) {
        bytes.append(UInt8(ascii: "\""))
        var value = value
        value.withUTF8 { utf8 in
            var start = 0
            for (position, byte) in utf8.enumerated() where byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") {
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[start..<position]))
                escape(byte)
                start = position + 1
            }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[start...]))
        }
        bytes.append(UInt8(ascii: "\""))
    }

    mutating func string(_ value: String?) {
        if let value { string(value) } else { null() }
    }

    private mutating func escape(_ byte: UInt8) {
        let short: UInt8? = switch byte {
        case UInt8(ascii: "\""): UInt8(ascii: "\"")
        case UInt8(ascii: "\\"): UInt8(ascii: "\\")
        case 0x0A: UInt8(ascii: "n")
        case 0x0D: UInt8(ascii: "r")
        case 0x09: UInt8(ascii: "t")
        case 0x08: UInt8(ascii: "b")
        case 0x0C: UInt8(ascii: "f")
        default: nil
        }
        bytes.append(UInt8(ascii: "\\"))
        if let short { return bytes.append(short) }
        let hex = JSONWriter.hexDigits
        bytes.append(UInt8(ascii: "u"))
        bytes.append(UInt8(ascii: "0"))
        bytes.append(UInt8(ascii: "0"))
        bytes.append(hex[Int(byte >> 4)])
        bytes.append(hex[Int(byte & 0xF)])
    }

    private static let hexDigits: [UInt8] = Array("0123456789abcdef".utf8)

    private mutating func open(_ bracket: UInt8) {
        bytes.append(bracket)
        isEmpty.append(true)
    }

    private mutating func close(_ bracket: UInt8) {
        if isEmpty.popLast() == false {
            bytes.append(UInt8(ascii: "\n"))
            indent()
        }
        bytes.append(bracket)
    }

    private mutating func indent() {
        for _ in 0..<isEmpty.count {
            bytes.append(UInt8(ascii: " "))
            bytes.append(UInt8(ascii: " "))
        }
    }

    private mutating func append(_ text: StaticString) {
        text.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }
}
