import PresentationScenarios
/// Finds an alias used as a mapping key (`*a : x`, `? *a`), before Yams composes the file.
///
/// A scenario's keys are plain words, so an alias key is never needed; and Yams checks
/// duplicate keys by hashing each key node whole, so an alias key of a "billion laughs"
/// anchor hangs inside Yams, before the reader's own bound on aliases (``YAMLValue``) can
/// count anything. The scan is lexical: it skips comments and quoted text on each line,
/// which is all a scenario file uses.
///
/// It reads the UTF-8 bytes, not Unicode scalars: every character it looks for is ASCII, and
/// the bytes of a longer scalar are never ASCII, so only the column needs counting in scalars
/// (as libYAML counts them). A file without `*` has no alias and is not scanned at all: a
/// scan of each line's scalars took a sixth of the time of analysing a large file.
enum AliasKeys {
    /// The line and column (1-based) of the first alias used as a key, if any.
    static func first(in text: String) -> (line: Int, column: Int)? {
        var text = text
        return text.withUTF8 { bytes in
            guard bytes.contains(UInt8(ascii: "*")) else { return nil }
            var line = 1
            var start = 0
            while start <= bytes.count {
                var end = start
                while end < bytes.count, bytes[end] != UInt8(ascii: "\n") { end += 1 }
                if let column = firstKey(in: UnsafeBufferPointer(rebasing: bytes[start..<end])) { return (line, column) }
                line += 1
                start = end + 1
            }
            return nil
        }
    }

    /// The column (in scalars, 1-based) of the first alias key on one line, given as bytes.
    private static func firstKey(in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        var quote: UInt8?
        var previous = UInt8(ascii: " ")
        var position = 0
        /// The 0-based column of `position`: bytes that continue a scalar do not count.
        var column = 0
        while position < bytes.count {
            let byte = bytes[position]
            defer {
                if !isContinuation(byte) { column += 1 }
                previous = byte
                position += 1
            }
            if let open = quote {
                if byte == open { quote = nil }
                continue
            }
            let startsToken = isBlank(previous) || Self.tokenOpeners.contains(previous)
            switch byte {
            case UInt8(ascii: "#") where isBlank(previous) || position == 0:
                return nil
            case UInt8(ascii: "\"") where startsToken, UInt8(ascii: "'") where startsToken:
                quote = byte
            case UInt8(ascii: "?") where startsToken:
                // `? *alias`: an explicit key that is an alias (only spaces between, so the
                // alias's column is this one's plus the bytes skipped).
                var next = position + 1
                while next < bytes.count, bytes[next] == UInt8(ascii: " ") { next += 1 }
                if next > position + 1, next < bytes.count, bytes[next] == UInt8(ascii: "*") { return column + (next - position) + 1 }
            case UInt8(ascii: "*") where startsToken:
                // `*alias :`: the alias's name, then a colon that ends a key.
                var next = position + 1
                while next < bytes.count, !Self.aliasEnds.contains(bytes[next]) { next += 1 }
                while next < bytes.count, bytes[next] == UInt8(ascii: " ") { next += 1 }
                if next < bytes.count, bytes[next] == UInt8(ascii: ":"),
                    next + 1 == bytes.count || Self.keyEnds.contains(bytes[next + 1])
                {
                    return column + 1
                }
            default:
                break
            }
        }
        return nil
    }

    /// What may stand before a token: a blank, or a flow or block indicator.
    private static let tokenOpeners = Array("[{,?-".utf8)
    /// What ends an alias's name.
    private static let aliasEnds = Array(" \t,[]{}".utf8)
    /// What may follow the colon after a key (a carriage return ends a CRLF line).
    private static let keyEnds = Array(" \t,]}\r".utf8)

    private static func isBlank(_ byte: UInt8) -> Bool { byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") }

    private static func isContinuation(_ byte: UInt8) -> Bool { byte & 0b1100_0000 == 0b1000_0000 }
}
