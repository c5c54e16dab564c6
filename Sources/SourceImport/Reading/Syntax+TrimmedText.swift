import SwiftSyntax

extension SyntaxProtocol {
    /// The node's text without the leading trivia of its first token and the trailing trivia
    /// of its last: what swift-syntax's `trimmedDescription` gives, read from the tokens as
    /// they are. `trimmedDescription` builds a trimmed copy of the whole subtree first, which
    /// was a third of reading an app's sources, asked of every expression evaluated.
    var trimmedText: String {
        let leading = leadingTriviaLength.utf8Length
        let trailing = trailingTriviaLength.utf8Length
        let bytes = syntaxTextBytes
        guard leading + trailing <= bytes.count else { return "" }
        return String(decoding: bytes[leading..<(bytes.count - trailing)], as: UTF8.self)
    }
}
