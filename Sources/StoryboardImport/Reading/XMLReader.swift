/// A streaming reader of XML as Xcode writes storyboards, which checks that the document is
/// well-formed and reports the first malformation at the byte where it is found.
///
/// It gives the elements (each start tag with its attributes, each end) and skips the rest:
/// the XML declaration, processing instructions, comments, CDATA sections and text, whose
/// character and entity references it still checks. A storyboard keeps everything vcgraph
/// reads in attributes, so nothing else is kept, and the cost is linear in the file.
///
/// vcgraph read storyboards through Foundation's `XMLParser` before. On Linux that links
/// libxml2 and ICU into every run of the command, and loading them was about a millisecond
/// of each start, a tenth of what separates `vcgraph render` from `dot` on a one-node graph
///; their errors also came back as bare numbers and a line with no
/// column. A document type declaration is refused rather than read: no storyboard has one,
/// and without it no entity can be declared, so none can expand ("billion laughs").
///
/// The input must be UTF-8, which ``StoryboardReader/requireUTF8(_:lines:file:)`` checks
/// first: names and values are decoded from their bytes as they stand.
struct XMLReader {
    enum Event: Equatable {
        /// A start tag, or an empty-element tag (an ``end(name:)`` follows it at once), and
        /// the offset of its `<`.
        case start(name: String, attributes: [String: String], offset: Int)
        case end(name: String)
    }

    /// What is wrong, in words, and the offset of the byte where it was found.
    struct Malformation: Error, Equatable {
        let message: String
        let offset: Int
    }

    private let bytes: [UInt8]
    private var position = 0
    /// The names of the open elements, outermost first.
    private var open: [String] = []
    private var sawRoot = false
    /// The name of an empty-element tag just given as a start, whose end comes next.
    private var pendingEnd: String?

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
        // A byte-order mark may precede the declaration.
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { position = 3 }
    }

    /// The next element event, or `nil` at the end of a well-formed document.
    mutating func next() throws(Malformation) -> Event? {
        if let name = pendingEnd {
            pendingEnd = nil
            return .end(name: name)
        }
        while position < bytes.count {
            guard bytes[position] == Byte.lessThan else {
                try skipCharacterData()
                continue
            }
            let start = position
            switch byte(at: position + 1) {
            case Byte.question:
                try skip(past: "?>", from: start + 2, opening: start, unclosed: "a processing instruction is not closed with '?>'")
            case Byte.exclamation: try skipDeclaration(at: start)
            case Byte.slash: return .end(name: try endTag(at: start))
            default: return try startTag(at: start)
            }
        }
        if let innermost = open.last {
            throw Malformation(
                message: "the document ends before its elements are closed (<\(innermost)> is open)", offset: bytes.count)
        }
        guard sawRoot else { throw Malformation(message: "the document is empty: it has no element", offset: bytes.count) }
        return nil
    }

    // MARK: - Markup

    private mutating func startTag(at start: Int) throws(Malformation) -> Event {
        if open.isEmpty, sawRoot {
            throw Malformation(message: "an element follows the document element; a document has one", offset: start)
        }
        position = start + 1
        let name = try readName(missing: "a name is missing where a tag starts")
        var attributes: [String: String] = [:]
        while true {
            let hadSpace = skipSpaces()
            guard position < bytes.count else { throw Malformation(message: "a tag is not closed with '>'", offset: position) }
            switch bytes[position] {
            case Byte.greaterThan:
                position += 1
                open.append(name)
                sawRoot = true
                return .start(name: name, attributes: attributes, offset: start)
            case Byte.slash:
                guard byte(at: position + 1) == Byte.greaterThan else {
                    throw Malformation(message: "a tag is not closed with '>'", offset: position)
                }
                position += 2
                sawRoot = true
                pendingEnd = name
                return .start(name: name, attributes: attributes, offset: start)
            default:
                guard hadSpace else { throw Malformation(message: "a space is missing between attributes", offset: position) }
                let nameOffset = position
                let attribute = try readName(missing: "a name is missing where an attribute starts")
                skipSpaces()
                guard byte(at: position) == Byte.equals else {
                    throw Malformation(message: "the attribute '\(attribute)' has no value", offset: position)
                }
                position += 1
                skipSpaces()
                let value = try readAttributeValue()
                guard attributes.updateValue(value, forKey: attribute) == nil else {
                    throw Malformation(message: "the attribute '\(attribute)' is written twice", offset: nameOffset)
                }
            }
        }
    }

    private mutating func endTag(at start: Int) throws(Malformation) -> String {
        position = start + 2
        let name = try readName(missing: "a name is missing where an end tag starts")
        skipSpaces()
        guard byte(at: position) == Byte.greaterThan else { throw Malformation(message: "a tag is not closed with '>'", offset: position) }
        position += 1
        guard let innermost = open.last else {
            throw Malformation(message: "the end tag </\(name)> closes no open element", offset: start)
        }
        guard innermost == name else {
            throw Malformation(message: "an end tag does not match the element it closes (</\(name)> closes <\(innermost)>)", offset: start)
        }
        open.removeLast()
        return name
    }

    /// A comment, a CDATA section (inside the document element) or a document type
    /// declaration (refused), at the `<!` at `start`.
    private mutating func skipDeclaration(at start: Int) throws(Malformation) {
        if matches("<!--", at: start) {
            try skip(past: "-->", from: start + 4, opening: start, unclosed: "a comment is not closed with '-->'")
        } else if matches("<![CDATA[", at: start) {
            guard !open.isEmpty else { throw Malformation(message: "a CDATA section comes outside the document element", offset: start) }
            try skip(past: "]]>", from: start + 9, opening: start, unclosed: "a CDATA section is not closed with ']]>'")
        } else if matches("<!DOCTYPE", at: start) {
            throw Malformation(message: "a document type declaration (<!DOCTYPE>) is not read: storyboards have none", offset: start)
        } else {
            throw Malformation(message: "'<!' starts no comment, CDATA section or declaration", offset: start)
        }
    }

    // MARK: - Text

    /// Text up to the next `<`: outside the document element only white space, and inside it
    /// characters XML allows and references to known entities.
    private mutating func skipCharacterData() throws(Malformation) {
        while position < bytes.count {
            let byte = bytes[position]
            if byte == Byte.lessThan { return }
            if open.isEmpty, !Byte.isSpace(byte) {
                throw Malformation(
                    message: sawRoot ? "text follows the document element" : "text comes before the document element", offset: position)
            }
            if byte == Byte.ampersand {
                var ignored: [UInt8] = []
                try readReference(into: &ignored)
                continue
            }
            if byte < 0x20, !Byte.isSpace(byte) { throw disallowedCharacter(at: position) }
            position += 1
        }
    }

    private mutating func readAttributeValue() throws(Malformation) -> String {
        guard let quote = byte(at: position), quote == Byte.doubleQuote || quote == Byte.singleQuote else {
            throw Malformation(message: "an attribute value does not start with a quote", offset: position)
        }
        let start = position + 1
        position = start
        // Most values hold no reference and no white space to normalise: decoded as they stand,
        // and copied only from the first byte that reads as something else.
        var decoded: [UInt8] = []
        var copying = false
        while true {
            guard position < bytes.count else { throw Malformation(message: "an attribute value is not closed", offset: start - 1) }
            let byte = bytes[position]
            switch byte {
            case quote:
                position += 1
                return String(decoding: copying ? decoded[...] : bytes[start..<(position - 1)], as: UTF8.self)
            case Byte.lessThan:
                throw Malformation(message: "a '<' appears inside an attribute value", offset: position)
            case Byte.ampersand:
                if !copying { (decoded, copying) = (Array(bytes[start..<position]), true) }
                try readReference(into: &decoded)
            case Byte.tab, Byte.lineFeed, Byte.carriageReturn:
                // XML reads white space written literally in a value as a space each.
                if !copying { (decoded, copying) = (Array(bytes[start..<position]), true) }
                decoded.append(Byte.space)
                position += 1
            default:
                if byte < 0x20 { throw disallowedCharacter(at: position) }
                if copying { decoded.append(byte) }
                position += 1
            }
        }
    }

    /// Reads the reference at `&` and appends what it stands for, as UTF-8.
    private mutating func readReference(into output: inout [UInt8]) throws(Malformation) {
        let start = position
        guard let end = bytes[start...].prefix(40).firstIndex(of: Byte.semicolon) else {
            throw Malformation(message: "an entity reference lacks its ';'", offset: start)
        }
        let body = bytes[(start + 1)..<end]
        position = end + 1
        if body.first == Byte.hash {
            let hex = body.dropFirst().first == UInt8(ascii: "x")
            let digits = String(decoding: body.dropFirst(hex ? 2 : 1), as: UTF8.self)
            guard !digits.isEmpty, digits.allSatisfy({ hex ? $0.isHexDigit : ("0"..."9").contains($0) }),
                let value = UInt32(digits, radix: hex ? 16 : 10), let scalar = Unicode.Scalar(value),
                value >= 0x20 || Byte.isSpace(UInt8(value)), value != 0xFFFE, value != 0xFFFF
            else {
                throw Malformation(
                    message: "the character reference '&\(String(decoding: body, as: UTF8.self));' names no character XML allows", offset: start)
            }
            output += Array(String(scalar).utf8)
            return
        }
        let name = String(decoding: body, as: UTF8.self)
        guard let replacement = Byte.entities[name] else {
            throw Malformation(
                message: "the entity reference '&\(name);' names no known entity (known: &lt; &gt; &amp; &quot; &apos;)", offset: start)
        }
        output.append(replacement)
    }

    // MARK: - Scanning

    /// A tag's or attribute's name: up to white space, `=`, `/` or `>`. Any byte from 0x80 is a
    /// part of a UTF-8 letter; of ASCII, letters, digits and `_ : . -`, and not a digit, `.` or
    /// `-` first.
    private mutating func readName(missing: String) throws(Malformation) -> String {
        let start = position
        while position < bytes.count, Byte.isNamePart(bytes[position], first: position == start) { position += 1 }
        guard position > start else { throw Malformation(message: missing, offset: start) }
        return String(decoding: bytes[start..<position], as: UTF8.self)
    }

    /// Skips white space; says whether there was any.
    @discardableResult
    private mutating func skipSpaces() -> Bool {
        let start = position
        while position < bytes.count, Byte.isSpace(bytes[position]) { position += 1 }
        return position > start
    }

    /// Moves past the first `terminator` at or after `from`; a construct opened at `opening`
    /// that is never closed is reported there.
    private mutating func skip(past terminator: String, from: Int, opening: Int, unclosed: String) throws(Malformation) {
        let pattern = Array(terminator.utf8)
        var index = from
        while index + pattern.count <= bytes.count {
            if bytes[index] == pattern[0], bytes[index..<(index + pattern.count)].elementsEqual(pattern) {
                position = index + pattern.count
                return
            }
            index += 1
        }
        throw Malformation(message: unclosed, offset: opening)
    }

    private func matches(_ text: String, at offset: Int) -> Bool {
        bytes[offset...].starts(with: text.utf8)
    }

    private func byte(at offset: Int) -> UInt8? {
        offset < bytes.count ? bytes[offset] : nil
    }

    private func disallowedCharacter(at offset: Int) -> Malformation {
        Malformation(message: "the text holds a character XML does not allow (byte 0x\(String(bytes[offset], radix: 16)))", offset: offset)
    }

    /// The ASCII bytes XML's syntax is made of.
    private enum Byte {
        static let tab = UInt8(ascii: "\t")
        static let lineFeed = UInt8(ascii: "\n")
        static let carriageReturn = UInt8(ascii: "\r")
        static let space = UInt8(ascii: " ")
        static let lessThan = UInt8(ascii: "<")
        static let greaterThan = UInt8(ascii: ">")
        static let slash = UInt8(ascii: "/")
        static let question = UInt8(ascii: "?")
        static let exclamation = UInt8(ascii: "!")
        static let equals = UInt8(ascii: "=")
        static let ampersand = UInt8(ascii: "&")
        static let semicolon = UInt8(ascii: ";")
        static let hash = UInt8(ascii: "#")
        static let doubleQuote = UInt8(ascii: "\"")
        static let singleQuote = UInt8(ascii: "'")
        /// The five entities XML predefines, the only ones a document without a DTD has.
        static let entities: [String: UInt8] = [
            "lt": lessThan, "gt": greaterThan, "amp": ampersand, "quot": doubleQuote, "apos": singleQuote,
        ]

        static func isSpace(_ byte: UInt8) -> Bool {
            byte == space || byte == tab || byte == lineFeed || byte == carriageReturn
        }

        static func isNamePart(_ byte: UInt8, first: Bool) -> Bool {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "_"), UInt8(ascii: ":"), 0x80...:
                true
            case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "."), UInt8(ascii: "-"): !first
            default: false
            }
        }
    }
}
