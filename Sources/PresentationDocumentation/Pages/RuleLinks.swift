import PresentationModel

/// Rule ids on a generated page as links to their rulebook entries, which `vcgraph docs`
/// writes beside the pages (``RulebookArticles``): a DocC link to the rule's heading in a
/// catalog, a relative link to its anchor in Markdown.
extension DocsPage.Style {
    /// `<doc:Rules-Dismissal#R9.1>`, or `[R9.1](Rules-Dismissal.md#R9.1)`.
    public func link(_ id: RuleID) -> String {
        switch self {
        case .docc: id.docLink
        case .markdown:
            "[\(id)](\(Rulebook.chapter(of: id)?.article ?? Rulebook.index.article).md#\(id.anchor))"
        }
    }

    /// `text` with every rule id it cites linked. A sentence of the reports cites its rules in
    /// parentheses, alone or in a list (`(R3.2)`, `(R2.1, R2.3)`, `(R3.4, Decision U2)`, a
    /// clause then `§5`), so only a parenthesised list item that is an id (after an optional
    /// `Decision `) is taken for one: a controller named `P1` elsewhere in the sentence is not.
    public func linkingCitations(in text: String) -> String {
        // Searched in the UTF-8 bytes: the delimiters are ASCII, and reading the text as
        // characters made the pages' citations a tenth of a documentation build's Swift work.
        let bytes = Array(text.utf8)
        func piece(_ range: Range<Int>) -> Substring { Substring(String(decoding: bytes[range], as: UTF8.self)) }
        var out = ""
        var copied = 0
        while let open = bytes[copied...].firstIndex(of: UInt8(ascii: "(")),
            let close = bytes[open...].firstIndex(of: UInt8(ascii: ")"))
        {
            out += piece(copied..<open + 1)
            // The items are separated by ", ".
            var items: [String] = []
            var item = open + 1
            var search = item
            while let comma = bytes[search..<close].firstIndex(of: UInt8(ascii: ",")) {
                search = comma + 1
                guard search < close, bytes[search] == UInt8(ascii: " ") else { continue }
                items.append(linked(piece(item..<comma)))
                item = comma + 2
                search = item
            }
            items.append(linked(piece(item..<close)))
            out += items.joined(separator: ", ")
            out += ")"
            copied = close + 1
        }
        return out + piece(copied..<bytes.count)
    }

    /// A parenthesised list item, linked when it is a rule id (after an optional `Decision `).
    private func linked(_ item: Substring) -> String {
        let prefix = item.hasPrefix("Decision ") ? "Decision " : ""
        guard let id = RuleID(rawValue: String(item.dropFirst(prefix.count))) else { return String(item) }
        return prefix + link(id)
    }
}
