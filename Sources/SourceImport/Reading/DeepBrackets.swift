/// Swift text made safe for swift-syntax's parser: the inside of every `[` opened more than
/// ``limit`` deep in other `[` is blanked.
///
/// The parser looks ahead at a `[` twice, once for an inline array type (`[3 of Int]`) and
/// once for an array or dictionary type, and each look reads the `[` nested first inside
/// the same way, so its time doubles with each `[` nested (`[[[[…`, `[([(…`). Past the limit,
/// what a bracket holds is replaced by spaces, byte for byte with every line break kept, so
/// every position in the file stays where it was: the parser reads `[ ]`, and the report
/// says which brackets it did not read inside. Brackets in comments and string literals
/// (outside their interpolations) are text, not nesting.
struct DeepBrackets {
    /// The deepest `[` read inside: apps nest a few (`[[String: [Int]]]`), data tables a
    /// dozen at most.
    static let limit = 12

    /// The text to parse.
    let text: String
    /// The UTF-8 offset of each `[` whose inside was blanked, in the file's order.
    let blanked: [Int]

    init(_ original: String) {
        // A text with no more `[` than the limit nests none deeper: most files.
        var original = original
        let brackets = original.withUTF8 { bytes in bytes.reduce(0) { $0 + ($1 == UInt8(ascii: "[") ? 1 : 0) } }
        guard brackets > Self.limit else {
            text = original
            blanked = []
            return
        }
        var scanner = Scanner(Array(original.utf8))
        scanner.scan()
        if scanner.blanked.isEmpty {
            text = original
        } else {
            text = String(decoding: scanner.bytes, as: UTF8.self)
        }
        blanked = scanner.blanked
    }

    /// A lexer just good enough to tell code from comments and string literals, as the
    /// parser tells them.
    private struct Scanner {
        var bytes: [UInt8]
        var blanked: [Int] = []
        private var position = 0
        /// How many `[` of code are open.
        private var depth = 0
        /// While blanking, the depth at which the blanked bracket closes.
        private var blankingUntil: Int?
        /// The string literals and interpolations open, innermost last.
        private var contexts: [Context] = []

        private enum Context {
            /// A string literal with `hashes` raw delimiters.
            case string(hashes: Int, multiline: Bool)
            /// An interpolation's code, with its open parentheses.
            case interpolation(parentheses: Int)
        }

        init(_ bytes: [UInt8]) { self.bytes = bytes }

        private func byte(at offset: Int) -> UInt8? { offset < bytes.count ? bytes[offset] : nil }

        /// Moves past `count` bytes, blanking them while inside a blanked bracket.
        private mutating func advance(_ count: Int = 1) {
            let end = min(position + count, bytes.count)
            if blankingUntil != nil {
                for offset in position..<end where bytes[offset] != UInt8(ascii: "\n") && bytes[offset] != UInt8(ascii: "\r") {
                    bytes[offset] = UInt8(ascii: " ")
                }
            }
            position = end
        }

        mutating func scan() {
            while position < bytes.count {
                if case .string(let hashes, let multiline)? = contexts.last {
                    scanString(hashes: hashes, multiline: multiline)
                } else {
                    scanCode()
                }
            }
        }

        private mutating func scanCode() {
            let current = bytes[position]
            switch current {
            case UInt8(ascii: "/") where byte(at: position + 1) == UInt8(ascii: "/"):
                while position < bytes.count, bytes[position] != UInt8(ascii: "\n") { advance() }
            case UInt8(ascii: "/") where byte(at: position + 1) == UInt8(ascii: "*"):
                skipBlockComment()
            case UInt8(ascii: "/") where startsRegex(at: position):
                scanRegex(hashes: 0)
            case UInt8(ascii: "#"), UInt8(ascii: "\""):
                var hashes = 0
                while byte(at: position + hashes) == UInt8(ascii: "#") { hashes += 1 }
                if hashes > 0, byte(at: position + hashes) == UInt8(ascii: "/") {
                    advance(hashes)
                    scanRegex(hashes: hashes)
                    return
                }
                guard byte(at: position + hashes) == UInt8(ascii: "\"") else {
                    advance(max(hashes, 1))
                    return
                }
                let multiline = byte(at: position + hashes + 1) == UInt8(ascii: "\"") && byte(at: position + hashes + 2) == UInt8(ascii: "\"")
                advance(hashes + (multiline ? 3 : 1))
                contexts.append(.string(hashes: hashes, multiline: multiline))
            case UInt8(ascii: "("):
                if case .interpolation(let open)? = contexts.last { contexts[contexts.count - 1] = .interpolation(parentheses: open + 1) }
                advance()
            case UInt8(ascii: ")"):
                if case .interpolation(let open)? = contexts.last {
                    if open == 0 {
                        contexts.removeLast()
                    } else {
                        contexts[contexts.count - 1] = .interpolation(parentheses: open - 1)
                    }
                }
                advance()
            case UInt8(ascii: "["):
                depth += 1
                if depth > Self.limit, blankingUntil == nil {
                    blanked.append(position)
                    position += 1
                    blankingUntil = depth - 1
                    return
                }
                advance()
            case UInt8(ascii: "]"):
                depth = max(0, depth - 1)
                if let until = blankingUntil, depth == until {
                    blankingUntil = nil
                    position += 1
                    return
                }
                advance()
            default:
                advance()
            }
        }

        private static var limit: Int { DeepBrackets.limit }

        /// Whether the `/` at `offset` may open a regex literal: it begins an expression
        /// (no operand ends just before it), is not followed by a space, and another `/`
        /// follows on its line.
        private func startsRegex(at offset: Int) -> Bool {
            guard let next = byte(at: offset + 1), next != UInt8(ascii: " "), next != UInt8(ascii: "\t"), next != UInt8(ascii: "\n")
            else { return false }
            var before = offset - 1
            while before >= 0, bytes[before] == UInt8(ascii: " ") || bytes[before] == UInt8(ascii: "\t") { before -= 1 }
            if before >= 0 {
                let previous = bytes[before]
                let isOperandEnd =
                    previous >= 0x80 || (previous >= UInt8(ascii: "0") && previous <= UInt8(ascii: "9"))
                    || (previous | 0x20 >= UInt8(ascii: "a") && previous | 0x20 <= UInt8(ascii: "z"))
                    || [UInt8(ascii: "_"), UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"), UInt8(ascii: "\""), UInt8(ascii: "`")].contains(
                        previous)
                if isOperandEnd, !Self.endsWithKeyword(bytes[...before]) { return false }
            }
            var end = offset + 1
            while let current = byte(at: end), current != UInt8(ascii: "\n") {
                if current == UInt8(ascii: "/") { return true }
                end += current == UInt8(ascii: "\\") ? 2 : 1
            }
            return false
        }

        /// The keywords after which an expression begins, so that a `/` there may open a
        /// regex literal (`return /x/`), as it may not after a name (`a /x/`).
        private static let expressionKeywords: Set<[UInt8]> = Set(
            ["return", "case", "in", "try", "await", "throw", "where", "if", "guard", "while", "else", "yield", "is", "as"].map { Array($0.utf8) })

        /// Whether `text` ends with one of ``expressionKeywords`` as a whole word.
        private static func endsWithKeyword(_ text: ArraySlice<UInt8>) -> Bool {
            var start = text.endIndex
            while start > text.startIndex {
                let byte = text[start - 1]
                guard
                    byte == UInt8(ascii: "_") || (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z"))
                        || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
                else { break }
                start -= 1
            }
            return expressionKeywords.contains(Array(text[start...]))
        }

        /// A regex literal, `/…/` or `#/…/#`. Its brackets are counted as code's are (a
        /// character class closes what it opens), and its quotes open no string: whether the
        /// parser reads a regex or an operator here, no `[` it reads as code goes uncounted.
        private mutating func scanRegex(hashes: Int) {
            advance()
            while position < bytes.count {
                let current = bytes[position]
                if hashes == 0, current == UInt8(ascii: "\n") { return }
                if current == UInt8(ascii: "\\") {
                    advance(2)
                } else if current == UInt8(ascii: "/"), (0..<hashes).allSatisfy({ byte(at: position + 1 + $0) == UInt8(ascii: "#") }) {
                    advance(1 + hashes)
                    return
                } else if current == UInt8(ascii: "[") || current == UInt8(ascii: "]") {
                    scanCode()
                } else {
                    advance()
                }
            }
        }

        /// `/* … */`, nested as Swift nests them.
        private mutating func skipBlockComment() {
            var open = 0
            while position < bytes.count {
                if bytes[position] == UInt8(ascii: "/"), byte(at: position + 1) == UInt8(ascii: "*") {
                    open += 1
                    advance(2)
                } else if bytes[position] == UInt8(ascii: "*"), byte(at: position + 1) == UInt8(ascii: "/") {
                    open -= 1
                    advance(2)
                    if open == 0 { return }
                } else {
                    advance()
                }
            }
        }

        /// Inside a string literal: up to its end, a line break (a single-line literal left
        /// open ends there), or an interpolation.
        private mutating func scanString(hashes: Int, multiline: Bool) {
            let current = bytes[position]
            switch current {
            case UInt8(ascii: "\n") where !multiline, UInt8(ascii: "\r") where !multiline:
                contexts.removeLast()
            case UInt8(ascii: "\\"):
                var delimiters = 0
                while delimiters < hashes, byte(at: position + 1 + delimiters) == UInt8(ascii: "#") { delimiters += 1 }
                guard delimiters == hashes else {
                    advance(1 + delimiters)
                    return
                }
                if byte(at: position + 1 + hashes) == UInt8(ascii: "(") {
                    advance(hashes + 2)
                    contexts.append(.interpolation(parentheses: 0))
                } else if hashes == 0, byte(at: position + 1) != UInt8(ascii: "\n") {
                    // An escaped character (`\"`, `\\`) is part of the text.
                    advance(2)
                } else {
                    advance(1 + hashes)
                }
            case UInt8(ascii: "\""):
                let quotes = multiline ? 3 : 1
                let closes =
                    (0..<quotes).allSatisfy { byte(at: position + $0) == UInt8(ascii: "\"") }
                    && (0..<hashes).allSatisfy { byte(at: position + quotes + $0) == UInt8(ascii: "#") }
                if closes {
                    advance(quotes + hashes)
                    contexts.removeLast()
                } else {
                    advance()
                }
            default:
                advance()
            }
        }
    }
}
