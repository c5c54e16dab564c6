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
    public static func read(_ bytes: [UInt8], file: String) throws(StoryboardError) -> Storyboard {
        let lines = LineTable(bytes)
        try requireUTF8(bytes, lines: lines, file: file)
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
    /// bytes that are not UTF-8, or a declaration of another encoding, are refused first.
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
