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
///
/// A class, so that each method and closure the reader keeps refers to its file by one
/// reference rather than copying the file's fields.
final class ParsedSource {
    let path: String
    let tree: SourceFileSyntax
    let converter: SourceLocationConverter
    let unreadBrackets: [Location]
    /// Where the parser first failed to read the file (nesting past its limit, or syntax it
    /// does not know), if it did.
    let firstError: Location?
    /// Whether the text names `UIHostingController`: only such a file is searched for hosts
    /// that UIKit code makes, a walk over every node of its tree.
    let mentionsHostingController: Bool

    init(_ source: SwiftSource) {
        path = source.path
        mentionsHostingController = Self.contains("UIHostingController", in: source.text)
        let bounded = DeepBrackets(source.text)
        tree = Parser.parse(source: bounded.text)
        let converter = SourceLocationConverter(fileName: source.path, tree: tree)
        self.converter = converter
        unreadBrackets = bounded.blanked.map { offset in
            let location = converter.location(for: AbsolutePosition(utf8Offset: offset))
            return Location(file: source.path, line: location.line, column: location.column)
        }
        if tree.hasError {
            let finder = FirstError(viewMode: .all)
            finder.walk(tree)
            let location = converter.location(for: finder.position ?? tree.position)
            firstError = Location(file: source.path, line: location.line, column: location.column)
        } else {
            firstError = nil
        }
    }

    /// The first place the parser could not read: unexpected text, or a token it had to
    /// assume.
    private final class FirstError: SyntaxVisitor {
        var position: AbsolutePosition?

        override func visit(_ node: UnexpectedNodesSyntax) -> SyntaxVisitorContinueKind {
            if position == nil { position = node.positionAfterSkippingLeadingTrivia }
            return .skipChildren
        }

        override func visit(_ token: TokenSyntax) -> SyntaxVisitorContinueKind {
            if position == nil, token.presence == .missing { position = token.positionAfterSkippingLeadingTrivia }
            return .skipChildren
        }
    }

    /// Whether `text` holds `word`: a scan of its bytes (the generic collection search is slow
    /// enough to show in reading an app).
    static func contains(_ word: String, in text: String) -> Bool {
        let needle = Array(word.utf8)
        var text = text
        return text.withUTF8 { haystack in
            guard let first = needle.first, haystack.count >= needle.count else { return needle.isEmpty }
            var start = 0
            while start <= haystack.count - needle.count {
                if haystack[start] == first, needle.indices.allSatisfy({ haystack[start + $0] == needle[$0] }) { return true }
                start += 1
            }
            return false
        }
    }

    /// What the report says of a file the parser could not read whole.
    var parseFinding: CodeFinding? {
        firstError.map { location in
            CodeFinding(
                id: "unparsed", severity: .note, location: location,
                message:
                    "vcgraph's Swift parser could not read this file from here (nesting past its limit, or syntax it does not know): what follows may not be read",
                certainty: .unknown, assumptions: [])
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
