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

/// A Swift file parsed: its syntax tree, and the converter from positions to lines and
/// columns.
struct ParsedSource {
    let path: String
    let tree: SourceFileSyntax
    let converter: SourceLocationConverter

    init(_ source: SwiftSource) {
        path = source.path
        tree = Parser.parse(source: source.text)
        converter = SourceLocationConverter(fileName: source.path, tree: tree)
    }
}
