/// The rulebook's articles, read and checked together, as a Swift source: `enum
/// EmbeddedRulebook` with the index article (`index`) and the chapters in the index's order
/// (`chapters`), which `Rulebook` in PresentationModel serves, and `enum RuleID`, a case per
/// rule.
struct RulebookSource {
    let index: RulebookMarkup.Index
    let chapters: [RulebookMarkup.Chapter]

    /// Checks that one article is the index, that it lists every chapter article once, and
    /// that no two rules share an id.
    init(indexes: [(RulebookMarkup.Index, file: String)], chapters: [String: (RulebookMarkup.Chapter, file: String)])
        throws(RulebookMarkup.Failure)
    {
        guard let (index, indexFile) = indexes.first else {
            let file = chapters.values.map(\.file).sorted().first ?? "Rulebook"
            throw RulebookMarkup.Failure(file: file, line: 1, message: "no article lists the chapters under '### Chapters'")
        }
        if let (_, file) = indexes.dropFirst().first {
            throw RulebookMarkup.Failure(file: file, line: 1, message: "a second index: only \(indexFile) lists the chapters")
        }
        var ordered: [RulebookMarkup.Chapter] = []
        for (article, line) in index.chapters {
            guard let (chapter, _) = chapters[article] else {
                throw RulebookMarkup.Failure(file: indexFile, line: line, message: "no chapter article is named \(article)")
            }
            if ordered.contains(where: { $0.article == article }) {
                throw RulebookMarkup.Failure(file: indexFile, line: line, message: "\(article) is listed twice")
            }
            ordered.append(chapter)
        }
        for (article, (_, file)) in chapters where !ordered.contains(where: { $0.article == article }) {
            throw RulebookMarkup.Failure(file: file, line: 1, message: "\(article) is not listed under '### Chapters' in \(indexFile)")
        }
        var seen: [String: String] = [:]
        for chapter in ordered {
            let file = chapters[chapter.article]?.file ?? chapter.article
            for rule in chapter.rules {
                if let first = seen[rule.id] {
                    throw RulebookMarkup.Failure(file: file, line: rule.line, message: "\(rule.id) is stated twice; first at \(first)")
                }
                seen[rule.id] = "\(file):\(rule.line)"
            }
        }
        self.index = index
        self.chapters = ordered
    }

    var text: String {
        var out = """
            // The rulebook's articles (Documentation.docc/Rulebook) as data, written at build time by
            // RulebookGenerator from them: edit the articles.

            enum EmbeddedRulebook {
                static let index = RulebookIndex(
                    article: \(literal(index.article)), title: \(literal(index.title)),
                    abstract: \(literal(index.abstract)),
                    overview: \(literal(index.overview)))

                static let chapters: [RulebookChapter] = [\(chapters.indices.map { "chapter\($0)" }.joined(separator: ", "))]

            """
        for (number, chapter) in chapters.enumerated() {
            out += """

                    static let chapter\(number) = RulebookChapter(
                        article: \(literal(chapter.article)), title: \(literal(chapter.title)),
                        abstract: \(literal(chapter.abstract)),
                        rules: [

                """
            for rule in chapter.rules {
                out += "            Rule(\n"
                out += "                .\(Self.caseName(rule.id)), \(literal(rule.title)),\n"
                out += "                \(literal(rule.statement)),\n"
                out += "                sources: [\(rule.sources.map(literal).joined(separator: ", "))]"
                if let example = rule.example {
                    let label = example.language == "yaml" ? "scenario" : "swift"
                    out += ",\n                \(label): \(literal(example.code)),\n"
                    out += "                answer: \(literal(example.answer))"
                }
                out += "),\n"
            }
            out += "        ])\n"
        }
        return out + "}\n\n" + ruleIDs
    }

    /// `RuleID`, a case per rule in the articles' order; its behaviour is in RuleID.swift.
    var ruleIDs: String {
        var out = """
            /// The id of a rule of vcgraph's rulebook: a rule (`R3.1`), a precondition of `present`
            /// (`P6`), a decision of the model (`U2`) or a section (`§5`, whose entry states what the
            /// section's rules share, such as the style table).
            ///
            /// Every id the product prints is a `RuleID`, so every id resolves to an entry of the
            /// rulebook (``Rule``, ``RuleID/rule``), to a heading of the rulebook's articles and to
            /// `vcgraph rules ID`. Use the static members in code (`.r3_1`, `.p6`, `.u2`, `.section5`);
            /// a string literal (`"R3.1"`) is accepted where a `RuleID` is expected, and must name a
            /// rule of the rulebook (an unknown literal is a programming error and traps; the rulebook
            /// test calls every site). Text from outside, such as a command-line argument, goes
            /// through the failable ``init(rawValue:)``.
            ///
            /// The cases are the headings of the rulebook's articles, in the rulebook's order, which
            /// `Comparable` follows: a rule's heading declares its id.
            public enum RuleID: String, CaseIterable, Hashable, Sendable {

            """
        for chapter in chapters {
            for rule in chapter.rules { out += "    case \(Self.caseName(rule.id)) = \(literal(rule.id))\n" }
        }
        return out + "}\n"
    }

    /// The `RuleID` case of an id: `§3.1` is `section3_1`, `R3.1` `r3_1`, `P6` `p6`, `U2` `u2`.
    static func caseName(_ id: String) -> String {
        let rest = String(id.dropFirst().map { $0 == "." ? "_" : $0 })
        return id.hasPrefix("§") ? "section" + rest : id.prefix(1).lowercased() + rest
    }

    /// `text` as a Swift string literal on one line.
    private func literal(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": out += "\\\\"
            case "\"": out += "\\\""
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            case "\r": out += "\\r"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F:
                out += "\\u{\(String(scalar.value, radix: 16))}"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}
