import Foundation
import PresentationModel
import PresentationScenarios

/// Reads a `.storyboard` file into a ``Storyboard``.
///
/// The reader streams the XML through ``XMLReader`` and keeps only controller and segue
/// elements: a storyboard is mostly views and constraints, so building a tree of every
/// element would be wasted work, and streaming is linear in the file. Every error names the
/// line and column of the byte where it was found (an element's, its `<`).
public enum StoryboardReader {
    /// Reads `bytes` as the storyboard `file`; a malformed document is a located error.
    /// A file in UTF-16 (little- or big-endian, with a byte order mark or without, known by
    /// its `<` then) is read as its UTF-8 conversion; a UTF-8 byte order mark is dropped.
    public static func read(_ bytes: [UInt8], file: String) throws(StoryboardError) -> Storyboard {
        let (bytes, encoding) = try utf8(bytes, file: file)
        let lines = LineTable(bytes)
        try requireUTF8(bytes, lines: lines, file: file, convertedFrom: encoding)
        var builder = StoryboardBuilder(file: file, lines: lines)
        var xml = XMLReader(bytes)
        while true {
            let event: XMLReader.Event?
            do throws(XMLReader.Malformation) {
                event = try xml.next()
            } catch {
                let place = lines.position(of: error.offset)
                throw StoryboardError(
                    "malformed XML: \(error.message); expected a storyboard as Xcode writes it",
                    at: SourceLocation(file: file, line: place.line, column: place.column))
            }
            switch event {
            case .start(let name, let attributes, let offset)?: try builder.start(name, attributes, at: offset)
            case .end?: builder.end()
            case nil:
                var storyboard = builder.storyboard
                storyboard.name = storyboardName(of: file)
                return storyboard
            }
        }
    }

    /// Xcode writes storyboards in UTF-8, and ``XMLReader`` decodes names and values as UTF-8:
    /// bytes that are not UTF-8, or a declaration of another encoding (but UTF-16 for a file
    /// converted from it), are refused first.
    /// `bytes` in UTF-8, and the encoding they were converted from (nil: they were UTF-8).
    static func utf8(_ bytes: [UInt8], file: String) throws(StoryboardError) -> (bytes: [UInt8], encoding: String?) {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { return (Array(bytes.dropFirst(3)), nil) }
        let littleEndian: Bool
        var body = bytes[...]
        if bytes.starts(with: [0xFF, 0xFE]) {
            littleEndian = true
            body = body.dropFirst(2)
        } else if bytes.starts(with: [0xFE, 0xFF]) {
            littleEndian = false
            body = body.dropFirst(2)
        } else if bytes.count >= 2, bytes[0] == UInt8(ascii: "<"), bytes[1] == 0 {
            littleEndian = true
        } else if bytes.count >= 2, bytes[0] == 0, bytes[1] == UInt8(ascii: "<") {
            littleEndian = false
        } else {
            return (bytes, nil)
        }
        let name = littleEndian ? "UTF-16 (little-endian)" : "UTF-16 (big-endian)"
        guard body.count % 2 == 0 else {
            throw StoryboardError(
                "the file is \(name) text with an odd number of bytes; expected a storyboard in UTF-8, as Xcode writes it",
                at: SourceLocation(file: file, line: 1, column: 1))
        }
        var units: [UInt16] = []
        units.reserveCapacity(body.count / 2)
        var index = body.startIndex
        while index < body.endIndex {
            let (a, b) = (UInt16(body[index]), UInt16(body[index + 1]))
            units.append(littleEndian ? a | b << 8 : a << 8 | b)
            index += 2
        }
        var converted: [UInt8] = []
        converted.reserveCapacity(units.count)
        var line = 1
        let failed = transcode(units.makeIterator(), from: UTF16.self, to: UTF8.self, stoppingOnError: true) { unit in
            converted.append(unit)
            if unit == UInt8(ascii: "\n") { line += 1 }
        }
        if failed {
            throw StoryboardError(
                "the file is \(name) text that does not decode; expected a storyboard in UTF-8, as Xcode writes it",
                at: SourceLocation(file: file, line: line, column: 1))
        }
        return (converted, name)
    }

    static func requireUTF8(
        _ bytes: [UInt8], lines: LineTable, file: String, convertedFrom encoding: String? = nil
    ) throws(StoryboardError) {
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
        // A file converted from UTF-16 may say so.
        if value.lowercased() != "utf-8", !(encoding != nil && value.lowercased().hasPrefix("utf-16")) {
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
}

/// Where each line starts, to turn a byte's offset into its line and column.
struct LineTable {
    /// The offset of the first byte of each line (index 0 is line 1).
    private var starts: [Int] = [0]

    init(_ bytes: [UInt8]) {
        for (offset, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") { starts.append(offset + 1) }
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
