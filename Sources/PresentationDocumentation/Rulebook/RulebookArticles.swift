import PresentationModel

/// The rulebook's DocC articles for the places that show them: an index article and one article
/// per chapter, each rule a heading named by its id, so that `<doc:Rules-Families#R1.1>` links
/// to it. The model's catalog holds the articles themselves, which are the rulebook's source
/// (``Rulebook``); for that place this writes them back as they are, which a test checks.
/// `vcgraph docs` writes them into the documentation it generates, so that the rule ids its
/// pages cite link to them.
public enum RulebookArticles {
    /// Where the articles are read: each place links differently.
    public enum Site: Sendable {
        /// The model's own catalog, beside its `Decisions` article.
        case modelCatalog
        /// A catalog `vcgraph docs` generates: DocC links among the rulebook's own articles only.
        case generatedCatalog
        /// Plain Markdown pages side by side: relative links, and an HTML anchor per rule,
        /// which every Markdown renderer keeps as it is written (heading anchors vary).
        case markdown
    }

    /// An article: its file name (without `.md`) and its Markdown.
    public struct Article: Hashable, Sendable {
        public var name: String
        public var text: String
    }

    /// The articles' names, as ``all(for:)`` gives them.
    public static var names: [String] { [Rulebook.index.article] + Rulebook.chapters.map(\.article) }

    /// The index article, then one per chapter, in reading order.
    public static func all(for site: Site = .modelCatalog) -> [Article] {
        [index(for: site)] + Rulebook.chapters.map { article($0, for: site) }
    }

    /// The note under each article's abstract, for whoever opens the file.
    static let sourceNote =
        "<!-- From vcgraph's rulebook, whose source is Sources/PresentationModel/Documentation.docc/Rulebook (markup: Sources/RulebookGenerator). -->"

    static func index(for site: Site) -> Article {
        let index = Rulebook.index
        var out = "# \(index.title)\n\n\(index.abstract)\n\n\(sourceNote)\n\n## Overview\n\n\(index.overview)\n\n"
        out += site == .markdown ? "## Chapters\n\n" : "## Topics\n\n### Chapters\n\n"
        for chapter in Rulebook.chapters { out += "- <doc:\(chapter.article)>\n" }
        return Article(name: index.article, text: linked(out, for: site))
    }

    static func article(_ chapter: RulebookChapter, for site: Site) -> Article {
        var out = "# \(chapter.title)\n\n\(chapter.abstract)\n\n\(sourceNote)\n"
        for rule in chapter.rules {
            if site == .markdown { out += "\n<a id=\"\(rule.id.anchor)\"></a>\n" }
            out += "\n" + rule.markdown(links: true)
        }
        return Article(name: chapter.article, text: linked(out, for: site))
    }

    /// The DocC links of an article as `site` reads them: outside the model's catalog, a link
    /// to one of its other articles is named as the model's documentation; in Markdown pages,
    /// links among the rulebook's articles are relative (`Rule.relativeLinks`).
    static func linked(_ text: String, for site: Site) -> String {
        switch site {
        case .modelCatalog: text
        case .generatedCatalog:
            Rule.replacingLinks(in: text) { article, anchor in
                names.contains(String(article))
                    ? "<doc:\(article)\(anchor.map { "#\($0)" } ?? "")>" : "the model's documentation"
            }
        case .markdown:
            Rule.relativeLinks(linked(text, for: .generatedCatalog))
        }
    }
}

extension Rule {
    /// The rule as a Markdown section: a level-2 heading that is its id, its title, statement,
    /// sources and example. With `links`, references to other rules stay DocC links
    /// (`<doc:Rules-Decisions#U1>`); without, they are plain ids, for Markdown read elsewhere.
    public func markdown(links: Bool) -> String {
        var out = "## \(id)\n\n**\(title)**\n\n\(links ? statement : Self.unlinked(statement))\n\n"
        // "; " separates the sources, so a semicolon inside one is escaped (Markdown shows `\;` as `;`).
        let escaped = sources.map { $0.split(separator: ";", omittingEmptySubsequences: false).joined(separator: "\\;") }
        out += "Sources: " + escaped.joined(separator: "; ") + ".\n"
        if let example {
            out += "\n\(example.heading):\n\n```\(example.language)\n\(example.code)\n```\n\n"
            out += "UIKit answers: \(example.answer)\n"
        }
        return out
    }

    /// The rule for a terminal: id and title, chapter, statement, sources and example.
    public var text: String {
        var out = "\(id)  \(title)\n"
        if let chapter = Rulebook.chapter(of: id) { out += "(\(chapter.title))\n" }
        out += "\n\(Self.unlinked(statement))\n\nSources:\n"
        for source in sources { out += "  - \(source)\n" }
        if let example {
            out += "\n\(example.heading):\n"
            for line in example.code.split(separator: "\n", omittingEmptySubsequences: false) {
                out += "    \(line)\n"
            }
            out += "UIKit answers: \(example.answer)\n"
        }
        return out
    }

    /// `<doc:Rules-Decisions#U1>` as `U1`, `<doc:Rules-Search>` as the chapter's title.
    static func unlinked(_ text: String) -> String {
        replacingLinks(in: text) { article, anchor in
            anchor.map(String.init) ?? Rulebook.chapters.first { $0.article == article }?.title
                ?? String(article)
        }
    }

    /// `<doc:Rules-Decisions#U1>` as `[U1](Rules-Decisions.md#U1)`, `<doc:Rules-Search>` as a
    /// link to `Rules-Search.md` titled by the chapter: the rulebook as Markdown pages side by side.
    static func relativeLinks(_ text: String) -> String {
        replacingLinks(in: text) { article, anchor in
            let title =
                anchor.map(String.init) ?? Rulebook.chapters.first { $0.article == article }?.title
                ?? String(article)
            return "[\(title)](\(article).md\(anchor.map { "#\($0)" } ?? ""))"
        }
    }

    /// Each `<doc:ARTICLE>` or `<doc:ARTICLE#ANCHOR>` of `text` replaced by what `link` makes of it.
    static func replacingLinks(in text: String, _ link: (Substring, Substring?) -> String)
        -> String
    {
        // Searched in the UTF-8 bytes: the delimiters are ASCII, and reading the text as
        // characters made the rulebook's articles slow to write.
        let bytes = Array(text.utf8)
        let marker = Array("<doc:".utf8)
        func piece(_ range: Range<Int>) -> Substring { Substring(String(decoding: bytes[range], as: UTF8.self)) }
        var out = ""
        var copied = 0
        var position = 0
        while position + marker.count <= bytes.count {
            guard bytes[position] == marker[0], bytes[position..<position + marker.count].elementsEqual(marker) else {
                position += 1
                continue
            }
            let start = position + marker.count
            guard let end = bytes[start...].firstIndex(of: UInt8(ascii: ">")) else { break }
            out += piece(copied..<position)
            if let hash = bytes[start..<end].firstIndex(of: UInt8(ascii: "#")) {
                out += link(piece(start..<hash), piece(hash + 1..<end))
            } else {
                out += link(piece(start..<end), nil)
            }
            position = end + 1
            copied = position
        }
        return out + piece(copied..<bytes.count)
    }
}

extension Rule.Example {
    /// What introduces the example: a scenario is said to be one, since a reader can run it.
    var heading: String {
        language == "yaml" ? "Example (a scenario; `vcgraph check` passes it)" : "Example"
    }
}
