import SwiftSyntax

extension SyntaxProtocol {
    /// The node's text without the leading trivia of its first token and the trailing trivia
    /// of its last: what swift-syntax's `trimmedDescription` gives, read from the tokens as
    /// they are, without the trimmed copy of the whole subtree that `trimmedDescription`
    /// builds first. The flow reader asks it of every expression it evaluates.
    var trimmedText: String {
        let leading = leadingTriviaLength.utf8Length
        let trailing = trailingTriviaLength.utf8Length
        let bytes = syntaxTextBytes
        guard leading + trailing <= bytes.count else { return "" }
        return String(decoding: bytes[leading..<(bytes.count - trailing)], as: UTF8.self)
    }
}

extension SyntaxProtocol {
    /// The node's text as a message quotes it: its tokens on one line, one space where the
    /// source has any white space or comment between two of them, and, past ``quotedLimit``
    /// characters, its start and its end around an ellipsis, so that a closure written over
    /// twenty lines, or a condition with a comment inside, stays a phrase.
    var quotedText: String {
        var text = ""
        var spaced = false
        for token in tokens(viewMode: .sourceAccurate) {
            if !text.isEmpty, spaced || !token.leadingTrivia.isEmpty { text.append(" ") }
            text += token.text
            spaced = !token.trailingTrivia.isEmpty
        }
        guard text.count > quotedLimit else { return text }
        return String(text.prefix(quotedLimit / 2)) + " … " + String(text.suffix(quotedLimit / 2 - 3))
    }

    /// The most characters a quoted node keeps whole.
    var quotedLimit: Int { 60 }
}
