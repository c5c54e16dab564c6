import PresentationModel

/// Rule ids on a generated page as links to their rulebook entries, which `vcgraph docs`
/// writes beside the pages (``RulebookArticles``): a DocC link to the rule's heading in a
/// catalog, a relative link to its anchor in Markdown.
extension FlowPage.Style {
    /// `<doc:Rules-Dismissal#R9.1>`, or `[R9.1](Rules-Dismissal.md#R9.1)`.
    public func link(_ id: RuleID) -> String {
        switch self {
        case .docc: id.docLink
        case .markdown:
            "[\(id)](\(Rulebook.chapter(of: id)?.article ?? Rulebook.indexArticle).md#\(id.anchor))"
        }
    }

    /// `text` with every rule id it cites linked. A sentence of the reports cites its rules in
    /// parentheses, alone or in a list (`(R3.2)`, `(R2.1, R2.3)`, `(R3.4, Decision U2)`, a
    /// clause then `§5`), so only a parenthesised list item that is an id (after an optional
    /// `Decision `) is taken for one: a controller named `P1` elsewhere in the sentence is not.
    public func linkingCitations(in text: String) -> String {
        var out = ""
        var rest = Substring(text)
        while let open = rest.firstIndex(of: "("), let close = rest[open...].firstIndex(of: ")") {
            out += rest[...open]
            let items = rest[rest.index(after: open)..<close].split(separator: ", ", omittingEmptySubsequences: false)
            out += items.map { item in
                let prefix = item.hasPrefix("Decision ") ? "Decision " : ""
                guard let id = RuleID(rawValue: String(item.dropFirst(prefix.count))) else { return String(item) }
                return prefix + link(id)
            }.joined(separator: ", ")
            out += ")"
            rest = rest[rest.index(after: close)...]
        }
        return out + rest
    }
}
