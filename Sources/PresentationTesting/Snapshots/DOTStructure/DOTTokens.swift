/// The tokens of the DOT language that a structural comparison reads: IDs (plain, numerals,
/// quoted strings and HTML strings), `->`/`--` and punctuation; comments and `#` lines skipped.
struct DOTTokens {
    enum Token: Equatable {
        /// An ID: its text, with a quoted string's escaped quotes undone.
        case id(String)
        /// An HTML string, without its outer `<` `>`.
        case html(String)
        case edgeOperator
        case symbol(Character)
    }

    /// An error in the DOT text, at a line (from 1).
    struct Problem: Error, Equatable {
        var line: Int
        var message: String
    }

    private(set) var tokens: [(token: Token, line: Int)] = []

    init(_ text: String) throws(Problem) {
        let characters = Array(text.unicodeScalars)
        var index = 0
        var line = 1
        func peek(_ offset: Int = 0) -> Unicode.Scalar? {
            index + offset < characters.count ? characters[index + offset] : nil
        }
        var atLineStart = true
        while let scalar = peek() {
            if scalar == "\n" {
                line += 1
                index += 1
                atLineStart = true
                continue
            }
            if scalar.properties.isWhitespace {
                index += 1
                continue
            }
            // A line starting with `#` is a C preprocessor line, which DOT ignores.
            if atLineStart, scalar == "#" {
                while let next = peek(), next != "\n" { index += 1 }
                continue
            }
            atLineStart = false
            if scalar == "/", peek(1) == "/" {
                while let next = peek(), next != "\n" { index += 1 }
                continue
            }
            if scalar == "/", peek(1) == "*" {
                index += 2
                while let next = peek(), !(next == "*" && peek(1) == "/") {
                    if next == "\n" { line += 1 }
                    index += 1
                }
                guard peek() != nil else { throw Problem(line: line, message: "a comment is not closed") }
                index += 2
                continue
            }
            let start = line
            switch scalar {
            case "\"":
                index += 1
                var text = String.UnicodeScalarView()
                while let next = peek(), next != "\"" {
                    if next == "\\", peek(1) == "\"" {
                        text.append("\"")
                        index += 2
                        continue
                    }
                    if next == "\\", peek(1) == "\n" {
                        index += 2
                        line += 1
                        continue
                    }
                    if next == "\n" { line += 1 }
                    text.append(next)
                    index += 1
                }
                guard peek() != nil else { throw Problem(line: start, message: "a quoted string is not closed") }
                index += 1
                tokens.append((.id(String(text)), start))
            case "<":
                index += 1
                var depth = 1
                var text = String.UnicodeScalarView()
                while let next = peek() {
                    if next == "<" { depth += 1 }
                    if next == ">" {
                        depth -= 1
                        if depth == 0 { break }
                    }
                    if next == "\n" { line += 1 }
                    text.append(next)
                    index += 1
                }
                guard peek() != nil else { throw Problem(line: start, message: "an HTML string is not closed") }
                index += 1
                tokens.append((.html(String(text)), start))
            case "-" where peek(1) == ">" || peek(1) == "-":
                index += 2
                tokens.append((.edgeOperator, start))
            case "{", "}", "[", "]", ";", ",", "=", ":":
                index += 1
                tokens.append((.symbol(Character(scalar)), start))
            default:
                // A `-` starts a negative numeral; elsewhere it is part of `->` or `--`.
                let negative = scalar == "-"
                guard Self.isIDCharacter(negative ? peek(1) ?? " " : scalar) else {
                    throw Problem(line: start, message: "unexpected character '\(scalar)'")
                }
                var text = String.UnicodeScalarView()
                if negative {
                    text.append(scalar)
                    index += 1
                }
                while let next = peek(), Self.isIDCharacter(next) {
                    text.append(next)
                    index += 1
                }
                tokens.append((.id(String(text)), start))
            }
        }
    }

    /// A plain ID's or a numeral's character: letters, digits, `_`, `.` and anything beyond ASCII.
    private static func isIDCharacter(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value >= 0x80 || scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "_" || scalar == "."
    }
}
