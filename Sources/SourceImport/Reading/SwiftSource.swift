import SwiftParser
import SwiftSyntax

/// A Swift file to read: its path, as given, and its text.
public struct SwiftSource: Sendable {
    public var path: String
    public var text: String

    public init(path: String, text: String) {
        self.path = path
        self.text = text
    }
}

/// A Swift file parsed: its syntax tree, the converter from positions to lines and
/// columns, and the brackets nested too deep to be read inside (``DeepBrackets``).
struct ParsedSource {
    let path: String
    let tree: SourceFileSyntax
    let converter: SourceLocationConverter
    let unreadBrackets: [Location]

    init(_ source: SwiftSource) {
        path = source.path
        let bounded = DeepBrackets(source.text)
        tree = Parser.parse(source: bounded.text)
        let converter = SourceLocationConverter(fileName: source.path, tree: tree)
        self.converter = converter
        unreadBrackets = bounded.blanked.map { offset in
            let location = converter.location(for: AbsolutePosition(utf8Offset: offset))
            return Location(file: source.path, line: location.line, column: location.column)
        }
    }

    /// What the report says of each bracket not read inside.
    var unreadBracketFindings: [CodeFinding] {
        unreadBrackets.map { location in
            CodeFinding(
                id: "nesting-limit", severity: .note, location: location,
                message:
                    "vcgraph does not read inside a '[' nested more than \(DeepBrackets.limit) deep in others (its Swift parser's time doubles with each): what it holds is not read",
                certainty: .unknown, assumptions: [])
        }
    }
}
