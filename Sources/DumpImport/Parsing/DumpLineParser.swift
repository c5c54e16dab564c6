import PresentationScenarios

/// Reads one line of a dump. Hand-written and linear in the line's length: a dump is a list
/// of lines, each a prefix of `   | ` / `   + ` groups (in any indentation the dump keeps to,
/// ``DumpIndent``), a controller `<Class 0xADDR>` and fields separated by `, `.
///
/// What is not a controller line but turns up around dumps pasted from a debugger or a
/// Markdown file is skipped (``isNoise(_:)``): blank lines, Markdown fences, lldb and cycript
/// prompts and the commands they echo, lldb's `Printing description of …`, and the quotes
/// or backticks a printer leaves at either end of its output.
enum DumpLineParser {
    enum Parsed: Sendable {
        case skip
        /// vcgraph's own tree: `window NAME` starts a window.
        case window(String)
        /// vcgraph's own tree: `detached` starts the families that are in no window.
        case detached
        case controller(DumpLine)
    }

    /// Whether a line, without its leading whitespace, is none of the dump's: blank, a
    /// Markdown fence (```` ``` ````, `~~~`), a prompt (`(lldb) …`, `lldb) …`, `cy# …`), lldb's
    /// `Printing description of …`, or a command that prints the hierarchy
    /// (`po [[UIWindow keyWindow] _printHierarchy]`, `expr -l objc -O -- …`).
    static func isNoise(_ trimmed: Substring) -> Bool {
        if trimmed.isEmpty || trimmed.allSatisfy({ $0 == "\r" }) { return true }
        for prefix in ["```", "~~~", "(lldb)", "lldb)", "cy#", "Printing description of"] where trimmed.hasPrefix(prefix) {
            return true
        }
        // A command echoed without its prompt: never a controller line, which starts with
        // '<', a marker, a depth mark or a printer's quote.
        guard let first = trimmed.first, !"<|+[@\"`".contains(first) else { return false }
        return trimmed.contains("_printHierarchy")
    }

    static func parse(_ raw: Substring, number: Int, file: String, indent: inout DumpIndent) throws(DumpError) -> Parsed {
        if isNoise(raw.drop { $0 == " " || $0 == "\t" }) { return .skip }
        var line = raw
        // A string's opening quote before the first line; its closing one ends the last.
        let quoted = line.hasPrefix("@\"") || line.hasPrefix("\"")
        if line.hasPrefix("@\"") { line.removeFirst(2) } else if line.hasPrefix("`") || line.hasPrefix("\"") { line.removeFirst() }
        while let last = line.last, last == " " || last == "\t" || last == "\r" || last == "`" || (quoted && last == "\"") {
            line.removeLast()
        }
        let trimmed = line.drop { $0 == " " || $0 == "\t" }
        if isNoise(trimmed) { return .skip }
        if line.hasPrefix("window ") { return .window(String(asScenarioReads(line.dropFirst("window ".count)))) }
        if line == "detached" { return .detached }

        // Columns are counted on from the last one asked for (the fields are read left to
        // right), so a line of many fields costs its length once, not once per field.
        var counted = (index: raw.startIndex, column: 1)
        func location(_ index: Substring.Index) -> SourceLocation {
            if index < counted.index { counted = (raw.startIndex, 1) }
            counted.column += raw.unicodeScalars.distance(from: counted.index, to: index)
            counted.index = index
            return SourceLocation(file: file, line: number, column: counted.column)
        }
        var rest = line[...]
        var explicitDepth: Int?
        if rest.hasPrefix("[depth ") {
            let digits = rest.dropFirst("[depth ".count).prefix { $0.isASCII && $0.isNumber }
            let after = rest[digits.endIndex...]
            guard !digits.isEmpty, digits.count < 10, after.hasPrefix("] "), let value = Int(digits) else {
                throw DumpError("expected '[depth N] ' before the indentation", at: location(rest.startIndex))
            }
            explicitDepth = value
            rest = after.dropFirst(2)
        }
        // The markers, each with the whitespace before it; the level is their count.
        var groups = 0
        var isPresented = false
        var run = rest.prefix { $0 == " " || $0 == "\t" }
        var afterMarker: Substring.Index?
        while run.endIndex < rest.endIndex, let marker = marker(at: rest[run.endIndex...]) {
            let at = run.startIndex
            try indent.check(run, at: groups == 0 ? .lead : .between, line: number) { location(at) }
            isPresented = marker == UInt8(ascii: "+")
            groups += 1
            let next = rest.utf8.index(after: run.endIndex)
            afterMarker = next
            run = rest[next...].prefix { $0 == " " || $0 == "\t" }
        }
        rest = rest[run.endIndex...]
        guard rest.first == "<" else {
            // Placed where the controller belongs: one separator after the last marker.
            let place = afterMarker.map { run.isEmpty ? $0 : run.index(after: $0) } ?? rest.startIndex
            throw DumpError(
                "expected a controller such as '<UIViewController 0x7f8e0c>' here, after '   | ' (a child) or '   + ' "
                    + "(a presented controller) for each level",
                at: location(place))
        }
        let runStart = run.startIndex
        try indent.check(run, at: groups == 0 ? .root : .trail, line: number) { location(runStart) }
        let start = rest.startIndex
        guard let close = matchingClose(rest) else {
            throw DumpError("the controller's '<' is not closed by '>'", at: location(start))
        }
        var result = try controller(rest[rest.index(after: start)..<close], at: location(start))
        result.depth = explicitDepth ?? groups
        result.isPresented = isPresented
        result.line = number
        result.column = location(start).column
        rest = rest[rest.index(after: close)...]
        if rest.utf8.starts(with: " not in the window".utf8) {
            result.notInWindow = true
            rest = rest[rest.utf8.index(rest.startIndex, offsetBy: " not in the window".utf8.count)...]
        }
        while !rest.isEmpty {
            guard rest.utf8.starts(with: ", ".utf8) else {
                throw DumpError(
                    "expected ', ' and a field (state:, view:, presented with:) after the controller", at: location(rest.startIndex))
            }
            rest = rest[rest.utf8.index(rest.startIndex, offsetBy: 2)...]
            let end = fieldEnd(rest)
            try read(field: rest[..<end], into: &result, at: location)
            rest = rest[end...]
        }
        return .controller(result)
    }

    /// `|` or `+` when the text starts with a marker followed by whitespace (or nothing). The
    /// scanners below read UTF-8 bytes: every character they look for is ASCII, and reading
    /// bytes is several times faster than reading Characters.
    private static func marker(at text: Substring) -> UInt8? {
        var bytes = text.utf8.makeIterator()
        guard let marker = bytes.next(), marker == UInt8(ascii: "|") || marker == UInt8(ascii: "+") else { return nil }
        let next = bytes.next()
        guard next == nil || next == 0x20 || next == 0x09 || next == UInt8(ascii: "<") else { return nil }
        return marker
    }

    /// The `>` that closes the `<` at the start, counting nested brackets (a demangled
    /// generic class name has its own).
    private static func matchingClose(_ text: Substring) -> Substring.Index? {
        var depth = 0
        let bytes = text.utf8
        var index = bytes.startIndex
        while index < bytes.endIndex {
            switch bytes[index] {
            case UInt8(ascii: "<"): depth += 1
            case UInt8(ascii: ">"):
                depth -= 1
                if depth == 0 { return index }
            default: break
            }
            bytes.formIndex(after: &index)
        }
        return nil
    }

    /// Where the field starting the text ends: at the next `, ` outside brackets, parentheses
    /// and quotes.
    private static func fieldEnd(_ text: Substring) -> Substring.Index {
        var depth = 0
        var quoted = false
        let bytes = text.utf8
        var index = bytes.startIndex
        while index < bytes.endIndex {
            let byte = bytes[index]
            if quoted {
                if byte == UInt8(ascii: "\\") {
                    bytes.formIndex(after: &index)
                    if index == bytes.endIndex { break }
                } else if byte == UInt8(ascii: "\"") {
                    quoted = false
                }
            } else {
                switch byte {
                case UInt8(ascii: "\""): quoted = true
                case UInt8(ascii: "<"), UInt8(ascii: "("): depth += 1
                case UInt8(ascii: ">"), UInt8(ascii: ")"): depth = max(0, depth - 1)
                case UInt8(ascii: ","):
                    let next = bytes.index(after: index)
                    if depth == 0, next < bytes.endIndex, bytes[next] == 0x20 { return index }
                default: break
                }
            }
            bytes.formIndex(after: &index)
        }
        return text.endIndex
    }

    /// `Class 0xADDR` (Objective-C), `Module.Class: 0xADDR` (Swift), `Class` (addresses
    /// stripped) or `Class: id` (vcgraph's own tree).
    private static func controller(_ inner: Substring, at location: SourceLocation) throws(DumpError) -> DumpLine {
        var className = inner
        var address: String?
        var id: String?
        if let colon = firstColonSpace(inner) {
            className = inner[..<colon.lowerBound]
            // Spaces around an id are not part of it (scenario files trim them too).
            var tail = asScenarioReads(inner[colon.upperBound...]).drop { $0 == " " }
            while tail.last == " " { tail.removeLast() }
            if isAddress(tail) { address = String(tail) } else { id = String(tail) }
        } else if let space = inner.utf8.lastIndex(of: 0x20), isAddress(inner[inner.utf8.index(after: space)...]) {
            className = inner[..<space]
            address = String(inner[inner.utf8.index(after: space)...])
        }
        className = asScenarioReads(className).drop { $0 == " " }
        while className.last == " " { className.removeLast() }
        guard !className.isEmpty else { throw DumpError("expected a class name after '<'", at: location) }
        if let id, id.isEmpty { throw DumpError("expected an id after ': '", at: location) }
        return DumpLine(
            depth: 0, isPresented: false, className: String(className), address: address, id: id, state: nil, view: nil,
            presentedWith: nil, presentedFrom: nil, definesPresentationContext: false, title: nil, selectedIndex: nil, notInWindow: false,
            line: location.line, column: location.column, stateColumn: nil, presentedWithColumn: nil)
    }

    private static func isAddress(_ text: Substring) -> Bool {
        let bytes = text.utf8
        guard bytes.count > 2, bytes.starts(with: "0x".utf8) else { return false }
        return bytes.dropFirst(2).allSatisfy { byte in
            (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(byte)
                || (UInt8(ascii: "A")...UInt8(ascii: "F")).contains(byte)
        }
    }

    /// The first `: ` of the text.
    private static func firstColonSpace(_ text: Substring) -> Range<Substring.Index>? {
        let bytes = text.utf8
        var index = bytes.startIndex
        while index < bytes.endIndex {
            if bytes[index] == UInt8(ascii: ":") {
                let next = bytes.index(after: index)
                if next < bytes.endIndex, bytes[next] == 0x20 { return index..<bytes.index(after: next) }
            }
            bytes.formIndex(after: &index)
        }
        return nil
    }

    private static func read(
        field raw: Substring, into line: inout DumpLine, at location: (Substring.Index) -> SourceLocation
    ) throws(DumpError) {
        var field = raw
        if field == "not in the window" {
            line.notInWindow = true
            return
        }
        if field.hasSuffix(" not in the window") {
            line.notInWindow = true
            field = field.dropLast(" not in the window".count)
        }
        if let value = value(of: "state:", in: field) {
            guard let state = ObservedState(rawValue: String(value)) else {
                throw DumpError(
                    "expected a state: appeared, appearing, disappeared or disappearing, not '\(value)'", at: location(value.startIndex))
            }
            line.state = state
            line.stateColumn = location(field.startIndex).column
        } else if let value = value(of: "view:", in: field) {
            if value == "(view not loaded)" {
                line.view = .notLoaded
            } else if value.first == "<", value.last == ">" {
                line.view = .loaded(String(value.dropFirst().prefix { $0 != " " && $0 != ":" && $0 != ">" }))
            } else {
                throw DumpError("expected a view such as '<UIView 0x7f8e0c>' or '(view not loaded)'", at: location(value.startIndex))
            }
        } else if let value = value(of: "presented with:", in: field) {
            let name = value.first == "<" ? value.dropFirst().prefix { $0 != " " && $0 != ":" && $0 != ">" } : value
            guard !name.isEmpty else {
                throw DumpError(
                    "expected the presentation controller, such as '<_UIFullscreenPresentationController 0x7f8e0c>'", at: location(value.startIndex))
            }
            line.presentedWith = String(name)
            line.presentedWithColumn = location(field.startIndex).column
        } else if let value = value(of: "from:", in: field) {
            guard value.first == "<", value.last == ">", value.count > 2 else {
                throw DumpError("expected the controller presented from, such as '<UIViewController: list>'", at: location(value.startIndex))
            }
            let inner = value.dropFirst().dropLast()
            line.presentedFrom = String(asScenarioReads(inner.firstRange(of: ": ").map { inner[$0.upperBound...] } ?? inner))
        } else if let value = value(of: "selectedIndex:", in: field) {
            guard value.count < 10, let index = Int(value), index >= 0 else {
                throw DumpError("expected a tab's index, such as 'selectedIndex: 1'", at: location(value.startIndex))
            }
            line.selectedIndex = index
            line.selectedIndexColumn = location(field.startIndex).column
        } else if field == "definesPresentationContext" {
            line.definesPresentationContext = true
        } else if let value = value(of: "title:", in: field), value.count >= 2, value.first == "\"", value.last == "\"" {
            line.title = String(asScenarioReads(unescape(value.dropFirst().dropLast())[...], trimmingSpaces: false))
        }
        // Any other field is one a newer system added: it says nothing the model reads.
    }

    /// `text` without the U+FEFF characters (and spaces, unless told not to) it starts with:
    /// the scenario reader drops a U+FEFF at the start of every string it reads (Yams decodes
    /// each with Foundation, which takes it for a byte order mark), so a dump's ids, class
    /// names, titles and window names are normalised here to what the file `import` writes
    /// reads back as.
    static func asScenarioReads(_ text: Substring, trimmingSpaces: Bool = true) -> Substring {
        var text = text
        while let first = text.unicodeScalars.first, first == "\u{FEFF}" || (trimmingSpaces && first == " ") {
            text = Substring(text.unicodeScalars.dropFirst())
        }
        return text
    }

    /// The value after `key` and its spaces (one, or two in older systems' `view:  (…)`).
    private static func value(of key: String, in field: Substring) -> Substring? {
        guard field.utf8.starts(with: key.utf8) else { return nil }
        var start = field.utf8.index(field.startIndex, offsetBy: key.utf8.count)
        while start < field.endIndex, field.utf8[start] == 0x20 { field.utf8.formIndex(after: &start) }
        return field[start...]
    }

    private static func unescape(_ text: Substring) -> String {
        var result = ""
        var escaped = false
        for character in text {
            if escaped || character != "\\" {
                result.append(character)
                escaped = false
            } else {
                escaped = true
            }
        }
        return result
    }
}
