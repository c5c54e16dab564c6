/// JSON text appended to a byte buffer in vcgraph's one layout: two-space indentation, one
/// member or element per line, `"key": value`, `[]` for an empty array, strings escaped per
/// RFC 8259 (quotes, backslashes and control characters; everything else, non-ASCII
/// included, as its UTF-8).
///
/// It holds no tree: the caller writes values in order, and keys in the order it wants
/// them (the report writes them sorted, so the bytes equal those of a sorted-keys encoder).
/// The text goes to `sink` in chunks: before each array element, at any depth, a buffer
/// holding `chunkSize` bytes or more is passed on and emptied, so a chunk exceeds
/// `chunkSize` by at most one element that holds no array (a controller's keys, a name).
/// It is the one JSON escaper of the package.
package struct JSONWriter<Failure: Error> {
    @usableFromInline var bytes: [UInt8] = []
    /// For each open container, whether it has no element yet.
    @usableFromInline var isEmpty: [Bool] = []
    @usableFromInline let chunkSize: Int
    @usableFromInline let sink: (UnsafeRawBufferPointer) throws(Failure) -> Void

    /// `sink` is kept for the writer's life: give it one that may escape that long (the
    /// report uses `withoutActuallyEscaping` for its caller's).
    @inlinable package init(chunkSize: Int, sink: @escaping (UnsafeRawBufferPointer) throws(Failure) -> Void) {
        self.chunkSize = chunkSize
        self.sink = sink
        bytes.reserveCapacity(chunkSize + chunkSize / 4)
    }

    /// A writer for elements that continue an array another writer opened at `depth` (its
    /// ``depth`` inside the array) and already gave an element: what a second thread writes
    /// for ``appendElements(_:)`` to append. Its first element starts with a comma.
    @inlinable package init(continuingArrayAt depth: Int, chunkSize: Int, sink: @escaping (UnsafeRawBufferPointer) throws(Failure) -> Void) {
        self.init(chunkSize: chunkSize, sink: sink)
        isEmpty = Array(repeating: false, count: depth)
    }

    /// Appends elements that a ``init(continuingArrayAt:chunkSize:sink:)`` writer wrote for
    /// the open array, which must already hold an element: the buffer is passed on first,
    /// then `text` in chunks of `chunkSize`.
    @inlinable package mutating func appendElements(_ text: [UInt8]) throws(Failure) {
        precondition(isEmpty.last == false, "elements appended to an array without an element")
        try flush()
        var failure: Failure?
        text.withUnsafeBytes { text in
            var start = 0
            while start < text.count, failure == nil {
                let end = min(start + chunkSize, text.count)
                do throws(Failure) { try sink(UnsafeRawBufferPointer(rebasing: text[start..<end])) } catch { failure = error }
                start = end
            }
        }
        if let failure { throw failure }
    }

    /// Passes on the bytes written so far, and empties the buffer (keeping its capacity).
    @inlinable package mutating func flush() throws(Failure) {
        var failure: Failure?
        bytes.withUnsafeBytes { chunk in
            do throws(Failure) { try sink(chunk) } catch { failure = error }
        }
        bytes.removeAll(keepingCapacity: true)
        if let failure { throw failure }
    }

    @inlinable package mutating func beginObject() { open(UInt8(ascii: "{")) }
    @inlinable package mutating func endObject() { close(UInt8(ascii: "}")) }
    @inlinable package mutating func beginArray() { open(UInt8(ascii: "[")) }
    @inlinable package mutating func endArray() { close(UInt8(ascii: "]")) }

    /// Starts a member of the open object: its key and `: `; the value follows.
    @inlinable package mutating func key(_ name: StaticString) {
        separate()
        bytes.append(UInt8(ascii: "\""))
        name.withUTF8Buffer { bytes.append(contentsOf: $0) }
        bytes.append(UInt8(ascii: "\""))
        bytes.append(UInt8(ascii: ":"))
        bytes.append(UInt8(ascii: " "))
    }

    /// Starts a member whose key is computed (a relation's name, a key of a ``JSONValue``),
    /// escaped as any string.
    @inlinable package mutating func key(_ name: String) {
        separate()
        string(name)
        bytes.append(UInt8(ascii: ":"))
        bytes.append(UInt8(ascii: " "))
    }

    /// How deep the next member or element is: what ``JSONKeys/withTexts(depth:_:)`` lays
    /// its members out for.
    @inlinable package var depth: Int { isEmpty.count }

    /// Starts a member from the text ``JSONKeys/withTexts(depth:_:)`` made for this depth:
    /// its separator, indentation and key at once.
    @inlinable package mutating func member(_ text: UnsafeBufferPointer<UInt8>) {
        isEmpty[isEmpty.count - 1] = false
        bytes.append(contentsOf: text)
    }

    /// Starts an element of the open array, first passing on a full buffer; the value
    /// follows.
    @inlinable package mutating func element() throws(Failure) {
        if bytes.count >= chunkSize { try flush() }
        separate()
    }

    /// The separator before a member or element: a newline, after a comma unless it is the
    /// first, and the indentation.
    @inlinable mutating func separate() {
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
    @inlinable package mutating func newline() { bytes.append(UInt8(ascii: "\n")) }

    @inlinable package mutating func null() { append("null") }
    @inlinable package mutating func bool(_ value: Bool) { append(value ? "true" : "false") }
    @inlinable package mutating func int(_ value: Int) { bytes.append(contentsOf: String(value).utf8) }

    /// A string, quoted: runs of bytes that need no escape are copied at once. Besides what
    /// JSON requires (quotes, backslashes, U+0000–U+001F), DEL, the C1 controls
    /// (U+0080–U+009F) and the line and paragraph separators (U+2028, U+2029) are written as
    /// `\u` escapes: the same characters to a JSON reader, and none of them reaches a terminal
    /// or a JavaScript source raw.
    @inlinable package mutating func string(_ value: String) {
        JSONEscaping.appendQuoted(value, to: &bytes)
    }

    @inlinable package mutating func string(_ value: String?) {
        if let value { string(value) } else { null() }
    }

    @inlinable mutating func open(_ bracket: UInt8) {
        bytes.append(bracket)
        isEmpty.append(true)
    }

    @inlinable mutating func close(_ bracket: UInt8) {
        if isEmpty.popLast() == false {
            bytes.append(UInt8(ascii: "\n"))
            indent()
        }
        bytes.append(bracket)
    }

    @inlinable mutating func indent() {
        var depth = isEmpty.count
        let spaces: StaticString = "                                                                "
        while depth > 0 {
            let levels = min(depth, spaces.utf8CodeUnitCount / 2)
            spaces.withUTF8Buffer { bytes.append(contentsOf: UnsafeBufferPointer(rebasing: $0[..<(2 * levels)])) }
            depth -= levels
        }
    }

    @inlinable mutating func append(_ text: StaticString) {
        text.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }
}

/// Keys escaped once, for the members every object of a kind repeats (a controller's keys,
/// written 100,000 times in a large report): each key's `"name": ` in one buffer, read in
/// place while a report is written.
package struct JSONKeys: Sendable {
    @usableFromInline let names: [String]

    @inlinable package init(_ names: [String]) {
        self.names = names
    }

    /// Calls `body` with each key's member text for an object at `depth` (the writer's
    /// ``JSONWriter/depth`` inside it): the first key's newline, indentation and key, and
    /// each other's comma, newline, indentation and key, as ``JSONWriter/key(_:)-(String)``
    /// writes them; valid during the call.
    @inlinable package func withTexts<R, E: Error>(depth: Int, _ body: ([UnsafeBufferPointer<UInt8>]) throws(E) -> R) throws(E) -> R {
        var text: [UInt8] = []
        var ends: [Int] = []
        var writer = JSONWriter<Never>(chunkSize: 1 << 10) { text.append(contentsOf: $0) }
        let indentation = [UInt8](repeating: UInt8(ascii: " "), count: 2 * depth)
        for (position, name) in names.enumerated() {
            text += position == 0 ? [UInt8(ascii: "\n")] : [UInt8(ascii: ","), UInt8(ascii: "\n")]
            text += indentation
            writer.string(name)
            writer.flush()
            text += [UInt8(ascii: ":"), UInt8(ascii: " ")]
            ends.append(text.count)
        }
        return try text.withUnsafeBufferPointer { (buffer) throws(E) -> R in
            try body(ends.indices.map { UnsafeBufferPointer(rebasing: buffer[($0 == 0 ? 0 : ends[$0 - 1])..<ends[$0]]) })
        }
    }
}

/// A string's JSON text: quoted, with what JSON forbids escaped. Not generic, so that a
/// writer of any failure type writes a string without looking up its own type's metadata.
@usableFromInline enum JSONEscaping {
    @inlinable static func appendQuoted(_ value: String, to bytes: inout [UInt8]) {
        bytes.append(UInt8(ascii: "\""))
        // A native string's bytes are read in place; another (bridged) one is copied first.
        if value.utf8.withContiguousStorageIfAvailable({ appendEscaped($0, to: &bytes) }) == nil {
            var copy = value
            copy.withUTF8 { appendEscaped($0, to: &bytes) }
        }
        bytes.append(UInt8(ascii: "\""))
    }

    @inlinable static func appendEscaped(_ utf8: UnsafeBufferPointer<UInt8>, to bytes: inout [UInt8]) {
        var start = 0
        var position = 0
        while position < utf8.count {
            let byte = utf8[position]
            // Most bytes of most strings need nothing: four comparisons say so.
            guard byte < 0x20 || byte == 0x22 || byte == 0x5C || byte >= 0x7F && (byte == 0x7F || byte == 0xC2 || byte == 0xE2) else {
                position += 1
                continue
            }
            let length: Int
            let scalar: UInt32
            if byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte == 0x7F {
                (length, scalar) = (1, UInt32(byte))
            } else if byte == 0xC2, position + 1 < utf8.count, (0x80...0x9F).contains(utf8[position + 1]) {
                (length, scalar) = (2, UInt32(utf8[position + 1]))
            } else if byte == 0xE2, position + 2 < utf8.count, utf8[position + 1] == 0x80,
                utf8[position + 2] == 0xA8 || utf8[position + 2] == 0xA9
            {
                (length, scalar) = (3, utf8[position + 2] == 0xA8 ? 0x2028 : 0x2029)
            } else {
                position += 1
                continue
            }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[start..<position]))
            if length == 1, scalar < 0x7F { escape(byte, to: &bytes) } else { escape(scalar: scalar, to: &bytes) }
            position += length
            start = position
        }
        bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[start...]))
    }

    /// `\uXXXX` for a scalar of the Basic Multilingual Plane.
    @inlinable static func escape(scalar: UInt32, to bytes: inout [UInt8]) {
        bytes.append(UInt8(ascii: "\\"))
        bytes.append(UInt8(ascii: "u"))
        for shift in [12, 8, 4, 0] { bytes.append(hexDigit(UInt8((scalar >> UInt32(shift)) & 0xF))) }
    }

    @inlinable static func escape(_ byte: UInt8, to bytes: inout [UInt8]) {
        let short: UInt8? =
            switch byte {
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
        bytes.append(UInt8(ascii: "u"))
        bytes.append(UInt8(ascii: "0"))
        bytes.append(UInt8(ascii: "0"))
        bytes.append(hexDigit(byte >> 4))
        bytes.append(hexDigit(byte & 0xF))
    }

    /// A lowercase hexadecimal digit, for `\u00XX`.
    @inlinable static func hexDigit(_ value: UInt8) -> UInt8 {
        value < 10 ? UInt8(ascii: "0") + value : UInt8(ascii: "a") + value - 10
    }
}
