import PresentationModel

/// Rule ids on a generated page as links to their rulebook entries: to the articles
/// `vcgraph docs` writes beside the pages (``RulebookArticles``), a DocC link to the rule's
/// heading in a catalog or a relative link to its anchor in Markdown; or, when the package's
/// rulebook is published elsewhere (``rulebook``), a link to its entry there.
public struct RuleLinks: Sendable {
    public let style: DocsPage.Style
    /// Where the rulebook is published when it is not beside the pages: a URL, or a path of
    /// the documentation's site (`/documentation/mylib`), without a trailing `/`.
    public let rulebook: String?

    public init(style: DocsPage.Style, rulebook: String? = nil) {
        self.style = style
        self.rulebook = rulebook
    }

    /// `<doc:Rules-Dismissal#R9.1>` or `[R9.1](Rules-Dismissal.md#R9.1)`; with the rulebook
    /// elsewhere, `BASE/rules-dismissal#` and the id without its dots (the page's path and
    /// the heading's fragment as DocC publishes them), or `[R9.1](BASE/Rules-Dismissal.md#R9.1)`.
    public func link(_ id: RuleID) -> String {
        url(id).map { "[\(id)](\($0))" } ?? id.docLink
    }

    /// Where the entry of `id` is, as a URL relative to the pages (or absolute, with the
    /// rulebook elsewhere); nil in a DocC catalog that holds the rulebook, where an entry is
    /// reached by a `<doc:>` link alone.
    public func url(_ id: RuleID) -> String? {
        let article = Rulebook.chapter(of: id)?.article ?? Rulebook.index.article
        switch (style, rulebook) {
        case (.docc, nil): return nil
        case (.markdown, nil): return "\(article).md#\(id.anchor)"
        case (.docc, let base?):
            let fragment = String(id.anchor.unicodeScalars.filter { $0.properties.isAlphabetic || $0.properties.numericType != nil || $0 == "-" })
            return "\(base)/\(article.lowercased())#\(fragment)"
        case (.markdown, let base?): return "\(base)/\(article).md#\(id.anchor)"
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
