#if canImport(FoundationXML)
    import FoundationXML
#else
    import Foundation
#endif
import Foundation
import PresentationModel
import PresentationScenarios

/// Reads a `.storyboard` file into a ``Storyboard``.
///
/// The reader streams the XML through Foundation's `XMLParser` (libxml2's SAX parser on
/// Linux) and keeps only controller and segue elements: a storyboard is mostly views and
/// constraints, so building a tree of every element would be wasted work, and SAX is linear
/// in the file. `XMLParser` ships with the toolchain (no dependency to resolve) and reports
/// the line of each element and of each malformation, which the located errors need.
/// The column is found from the bytes: the `<` that opens the element.
public enum StoryboardReader {
    /// Reads `bytes` as the storyboard `file`; a malformed document is a located error.
    public static func read(_ bytes: [UInt8], file: String) throws(StoryboardError) -> Storyboard {
        let lines = LineTable(bytes)
        try requireUTF8(bytes, lines: lines, file: file)
        let delegate = Delegate(file: file, lines: lines)
        // Fed as a stream, libxml2 parses in chunks: given the whole document at once it
        // refuses one over 10 MB ("huge input lookup"), which a stream never reaches.
        let parser = XMLParser(stream: InputStream(data: Data(bytes)))
        parser.shouldProcessNamespaces = false
        parser.shouldResolveExternalEntities = false
        parser.delegate = delegate
        let parsed = parser.parse()
        if let failure = delegate.failure { throw failure }
        if !parsed {
            let place = lines.elementStart(endingOnLine: max(parser.lineNumber, 1), column: max(parser.columnNumber, 1))
            throw StoryboardError(
                "malformed XML: \(parser.parserError.map(describe) ?? "the XML is malformed"); expected a storyboard as Xcode writes it",
                at: SourceLocation(file: file, line: place.line, column: place.column))
        }
        guard delegate.sawDocument else {
            throw StoryboardError(
                "expected a storyboard: a <document type=\"com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB\"> element",
                at: SourceLocation(file: file, line: 1, column: 1))
        }
        var storyboard = delegate.storyboard
        storyboard.name = storyboardName(of: file)
        return storyboard
    }

    /// Xcode writes storyboards in UTF-8, and FoundationXML on Linux traps on an element name
    /// that is not UTF-8 (found by the fuzzer): bytes that are not UTF-8, or a declaration of
    /// another encoding, are refused before libxml2 sees them.
    static func requireUTF8(_ bytes: [UInt8], lines: LineTable, file: String) throws(StoryboardError) {
        var iterator = bytes.makeIterator()
        var decoder = UTF8()
        var offset = 0
        decoding: while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar): offset += UTF8.width(scalar)
            case .emptyInput: break decoding
            case .error:
                let place = lines.position(of: offset)
                throw StoryboardError(
                    "the file is not UTF-8 text; expected a storyboard in UTF-8, as Xcode writes it",
                    at: SourceLocation(file: file, line: place.line, column: place.column))
            }
        }
        let head = String(decoding: bytes.prefix(200), as: UTF8.self)
        guard head.hasPrefix("<?xml"), let end = head.range(of: "?>"),
            let key = head[..<end.lowerBound].range(of: "encoding=")
        else { return }
        let value = head[key.upperBound...].dropFirst().prefix { $0 != "\"" && $0 != "'" }
        if value.lowercased() != "utf-8" {
            let column = head.distance(from: head.startIndex, to: key.lowerBound) + 1
            throw StoryboardError(
                "the XML declaration names the encoding '\(value)'; expected UTF-8, as Xcode writes storyboards",
                at: SourceLocation(file: file, line: 1, column: column))
        }
    }

    /// The name references use: the file name without its folder and `.storyboard`.
    public static func storyboardName(of file: String) -> String {
        let base = file.split(separator: "/").last.map(String.init) ?? file
        return base.hasSuffix(".storyboard") ? String(base.dropLast(".storyboard".count)) : base
    }

    /// What went wrong, in words: Foundation on Linux reports only libxml2's error number
    /// (which `XMLParser.ErrorCode` mirrors).
    static func describe(_ error: Error) -> String {
        let code = (error as NSError).code
        return xmlErrors[code] ?? "XML error \(code)"
    }

    private static let xmlErrors: [Int: String] = [
        1: "libxml2 stopped (an internal limit or error)",
        4: "the document is empty",
        5: "the document ends before its elements are closed, or has content after them",
        9: "the text holds a character XML does not allow",
        23: "an entity reference lacks its ';'",
        26: "an entity reference names no known entity",
        38: "a '<' appears inside an attribute value",
        39: "an attribute value does not start with a quote",
        40: "an attribute value is not closed",
        41: "an attribute has no value",
        42: "an attribute is written twice",
        65: "a space is missing between attributes",
        68: "a name is missing where a tag or attribute starts",
        73: "a tag is not closed with '>'",
        76: "an end tag does not match the element it closes",
        32: "the document declares an encoding libxml2 does not support",
        77: "an element is not closed before the document ends",
        6003: "the text cannot be decoded in the encoding the document declares",
    ]
}

/// Where each line starts, to turn libxml2's position (the end of a start tag) into the
/// line and column of the `<` that opens it.
struct LineTable {
    let bytes: [UInt8]
    /// The offset of the first byte of each line (index 0 is line 1).
    private var starts: [Int] = [0]

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
        for (offset, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") { starts.append(offset + 1) }
    }

    /// The start of the element whose start tag ends just before `line`:`column`, searching
    /// back for `<` (attribute values cannot hold a raw `<`, so the nearest is the tag's).
    func elementStart(endingOnLine line: Int, column: Int) -> (line: Int, column: Int) {
        guard line >= 1, line <= starts.count else { return (max(line, 1), max(column, 1)) }
        guard !bytes.isEmpty else { return (1, 1) }
        var offset = min(starts[line - 1] + max(column - 1, 0), bytes.count) - 1
        while offset > 0, bytes[offset] != UInt8(ascii: "<") { offset -= 1 }
        return position(of: max(offset, 0))
    }

    /// The 1-based line and column (in bytes) of an offset.
    func position(of offset: Int) -> (line: Int, column: Int) {
        var low = 0
        var high = starts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if starts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return (low + 1, offset - starts[low] + 1)
    }
}
