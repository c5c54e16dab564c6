/// The markup of the rulebook's articles (`Sources/PresentationModel/Documentation.docc/Rulebook`),
/// which are the rulebook's source: DocC articles a reader reads as they are, and data the build
/// reads them as. Blocks are separated by blank lines; a fenced code block is one block, blank
/// lines and all. An HTML comment block (`<!-- … -->`) before the first `##` heading is a note
/// for editors, and is not read.
///
/// The index article, the one with a `### Chapters` list:
///
///     # TITLE
///
///     ABSTRACT (one paragraph)
///
///     ## Overview
///
///     OVERVIEW (any blocks)
///
///     ## Topics
///
///     ### Chapters
///
///     - <doc:Rules-Families>
///     - <doc:Rules-Decisions>       (every chapter article, in reading order)
///
/// A chapter article, a rule per `##` heading:
///
///     # TITLE
///
///     ABSTRACT (one paragraph)
///
///     ## R3.1                       (the rule's id: §N, §N.N, RN.N, PN or UN)
///
///     **TITLE**
///
///     STATEMENT (any blocks but a heading)
///
///     Sources: SOURCE; SOURCE.     (one line: the sources separated by "; ", then "."; a
///                                   semicolon inside a source is written `\;`)
///
///     Example (a scenario; `vcgraph check` passes it):
///
///     ```yaml                       (yaml: a scenario; swift: what no scenario can state)
///     CODE
///     ```
///
///     UIKit answers: ANSWER         (one paragraph)
///
/// The example (its heading, code and answer) may be left out. Anything else is an error
/// located at its line.
struct RulebookMarkup {
    /// A rule as its article states it.
    struct Rule {
        var id: String
        var title: String
        var statement: String
        var sources: [String]
        var example: Example?
        /// The line of the rule's heading, for errors found across articles.
        var line: Int
    }

    struct Example {
        /// The fence's language: `yaml` or `swift`.
        var language: String
        var code: String
        var answer: String
    }

    /// A chapter article's contents.
    struct Chapter {
        var article: String
        var title: String
        var abstract: String
        var rules: [Rule]
    }

    /// The index article's contents.
    struct Index {
        var article: String
        var title: String
        var abstract: String
        var overview: String
        /// The chapter articles' names, in reading order, each with the line that lists it.
        var chapters: [(article: String, line: Int)]
    }

    enum Article {
        case index(Index)
        case chapter(Chapter)
    }

    /// An error in an article, at a line (counted from 1).
    struct Failure: Error, Equatable, CustomStringConvertible {
        var file: String
        var line: Int
        var message: String

        /// As compilers write errors, so that the build shows it at its place.
        var description: String { "\(file):\(line): error: \(message)" }
    }

    /// A run of lines between blank lines, or a fenced code block.
    struct Block {
        var line: Int
        var lines: [Substring]
        var text: String { lines.joined(separator: "\n") }
        var isComment: Bool { lines.first?.hasPrefix("<!--") == true && lines.last?.hasSuffix("-->") == true }
    }

    let file: String
    let article: String
    private var blocks: [Block] = []
    private var position = 0

    /// Reads `text`, the article named `article` (its file name without `.md`) in `file`.
    static func read(_ text: String, article: String, file: String) throws(Failure) -> Article {
        var markup = RulebookMarkup(file: file, article: article)
        markup.blocks = try markup.split(text)
        return try markup.readArticle()
    }

    private init(file: String, article: String) {
        self.file = file
        self.article = article
    }

    private func failure(_ line: Int, _ message: String) -> Failure {
        Failure(file: file, line: line, message: message)
    }

    private func split(_ text: String) throws(Failure) -> [Block] {
        var blocks: [Block] = []
        var current: Block?
        var fence: Int?
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        for (offset, line) in lines.enumerated() {
            let number = offset + 1
            if line.contains("\r") || line.contains("\t") {
                throw failure(number, "a carriage return or tab; the rulebook's articles use line feeds and spaces")
            }
            if fence != nil {
                current?.lines.append(line)
                if line == "```" { fence = nil }
                continue
            }
            if line.allSatisfy({ $0 == " " }) {
                if let block = current { blocks.append(block) }
                current = nil
                continue
            }
            if line.hasPrefix("```") {
                if let block = current { blocks.append(block) }
                current = Block(line: number, lines: [line])
                fence = number
                continue
            }
            if current == nil { current = Block(line: number, lines: []) }
            current?.lines.append(line)
        }
        if let fence { throw failure(fence, "a code block that is never closed with ```") }
        if let block = current { blocks.append(block) }
        return blocks
    }

    private var next: Block? { position < blocks.count ? blocks[position] : nil }

    private var endLine: Int { (blocks.last.map { $0.line + $0.lines.count - 1 } ?? 0) + 1 }

    private mutating func take() -> Block? {
        defer { position += 1 }
        return next
    }

    /// The next block as one line with `prefix`, its text after the prefix.
    private mutating func line(after prefix: String, _ what: String) throws(Failure) -> (text: String, line: Int) {
        guard let block = take() else { throw failure(endLine, "the article ends where \(what) is expected") }
        guard block.lines.count == 1, block.lines[0].hasPrefix(prefix) else {
            throw failure(block.line, "\(what) is expected here, one line starting with '\(prefix)'")
        }
        return (String(block.lines[0].dropFirst(prefix.count)), block.line)
    }

    /// The next block as a paragraph (not a heading, list item, code block or comment).
    private mutating func paragraph(_ what: String) throws(Failure) -> Block {
        guard let block = take() else { throw failure(endLine, "the article ends where \(what) is expected") }
        guard !block.isComment, !block.lines[0].hasPrefix("#"), !block.lines[0].hasPrefix("```") else {
            throw failure(block.line, "\(what) is expected here, a paragraph")
        }
        return block
    }

    /// Blocks up to the next heading (or one `stop` says ends the run), joined as written.
    private mutating func blocks(until stop: (Block) -> Bool = { _ in false }) -> String {
        var text: [String] = []
        while let block = next, !block.lines[0].hasPrefix("#"), !stop(block) {
            text.append(block.text)
            position += 1
        }
        return text.joined(separator: "\n\n")
    }

    private mutating func readArticle() throws(Failure) -> Article {
        let title = try line(after: "# ", "the article's title").text
        let abstract = try paragraph("the article's abstract, one paragraph under the title").text
        while next?.isComment == true { position += 1 }
        if blocks.contains(where: { $0.lines == ["### Chapters"] }) {
            return .index(try readIndex(title: title, abstract: abstract))
        }
        var rules: [Rule] = []
        while next != nil { rules.append(try readRule()) }
        if rules.isEmpty { throw failure(endLine, "a chapter with no rule: each rule is a '## ID' heading") }
        return .chapter(Chapter(article: article, title: title, abstract: abstract, rules: rules))
    }

    private mutating func readIndex(title: String, abstract: String) throws(Failure) -> Index {
        _ = try line(after: "## Overview", "'## Overview'")
        let overview = blocks()
        _ = try line(after: "## Topics", "'## Topics', after the overview")
        _ = try line(after: "### Chapters", "'### Chapters'")
        guard let list = next, !list.lines[0].hasPrefix("#") else {
            throw failure(next?.line ?? endLine, "the list of chapters is missing under '### Chapters'")
        }
        position += 1
        var chapters: [(article: String, line: Int)] = []
        for (offset, item) in list.lines.enumerated() {
            guard item.hasPrefix("- <doc:"), item.hasSuffix(">"), !item.contains("#") else {
                throw failure(list.line + offset, "a chapter is listed as '- <doc:ARTICLE>'")
            }
            chapters.append((String(item.dropFirst("- <doc:".count).dropLast()), list.line + offset))
        }
        if let extra = take() { throw failure(extra.line, "nothing follows the list of chapters") }
        return Index(article: article, title: title, abstract: abstract, overview: overview, chapters: chapters)
    }

    private mutating func readRule() throws(Failure) -> Rule {
        let (id, line) = try self.line(after: "## ", "a rule's heading, '## ID'")
        guard Self.isRuleID(id) else {
            throw failure(line, "'\(id)' is not a rule id: §N, §N.N, RN.N, PN or UN")
        }
        let titleBlock = try paragraph("the rule's title, '**TITLE**'")
        let titleLine = titleBlock.text
        guard titleBlock.lines.count == 1, titleLine.hasPrefix("**"), titleLine.hasSuffix("**"), titleLine.count > 4 else {
            throw failure(titleBlock.line, "the rule's title is expected here, one line '**TITLE**'")
        }
        let statementLine = next?.line ?? endLine
        let statement = blocks { $0.lines[0].hasPrefix("Sources: ") }
        if statement.isEmpty { throw failure(statementLine, "\(id) states nothing: its statement goes under its title") }
        let (sourceText, sourceLine) = try self.line(after: "Sources: ", "\(id)'s sources, 'Sources: SOURCE; SOURCE.'")
        guard sourceText.hasSuffix(".") else { throw failure(sourceLine, "\(id)'s sources end with '.'") }
        // Sources are separated by "; "; `\;` is a semicolon inside one, which Markdown shows as `;`.
        var sources: [String] = []
        var source = ""
        for (offset, piece) in sourceText.dropLast().split(separator: ";", omittingEmptySubsequences: false).enumerated() {
            if offset == 0 {
                source = String(piece)
            } else if source.hasSuffix("\\") {
                source = source.dropLast() + ";" + piece
            } else if piece.hasPrefix(" ") {
                sources.append(source)
                source = String(piece.dropFirst())
            } else {
                throw failure(sourceLine, "\(id)'s sources are separated by '; ', and a semicolon inside one is written '\\;'")
            }
        }
        sources.append(source)
        if sources.contains(where: \.isEmpty) { throw failure(sourceLine, "\(id) has an empty source") }
        var rule = Rule(id: id, title: String(titleLine.dropFirst(2).dropLast(2)), statement: statement, sources: sources, line: line)
        if let block = next, !block.lines[0].hasPrefix("#") {
            rule.example = try readExample(of: id)
        }
        if let block = next, !block.lines[0].hasPrefix("## ") {
            throw failure(block.line, "a heading that is no rule's after \(id): a rule starts with '## ID'")
        }
        return rule
    }

    private mutating func readExample(of id: String) throws(Failure) -> Example {
        let heading = try line(after: "Example", "\(id)'s example, introduced by 'Example…:'")
        guard heading.text.hasSuffix(":") else { throw failure(heading.line, "\(id)'s example heading ends with ':'") }
        guard let codeBlock = next, codeBlock.lines[0].hasPrefix("```") else {
            throw failure(next?.line ?? endLine, "\(id)'s example code is expected here, in a ```yaml or ```swift block")
        }
        position += 1
        let language = String(codeBlock.lines[0].dropFirst(3))
        guard language == "yaml" || language == "swift" else {
            throw failure(codeBlock.line, "\(id)'s example is yaml (a scenario) or swift, not '\(language)'")
        }
        guard let answer = next, answer.lines[0].hasPrefix("UIKit answers: ") else {
            throw failure(next?.line ?? endLine, "\(id)'s answer is expected here, a paragraph 'UIKit answers: …'")
        }
        position += 1
        let code = codeBlock.lines.dropFirst().dropLast().joined(separator: "\n")
        return Example(language: language, code: code, answer: String(answer.text.dropFirst("UIKit answers: ".count)))
    }

    /// `§5`, `§3.1`, `R3.1`, `P6`, `U2`.
    static func isRuleID(_ text: String) -> Bool {
        func number(_ part: Substring) -> Bool { !part.isEmpty && part.allSatisfy(\.isASCII) && part.allSatisfy(\.isNumber) }
        guard let kind = text.first else { return false }
        let parts = text.dropFirst().split(separator: ".", omittingEmptySubsequences: false)
        switch kind {
        case "§": return (1...2).contains(parts.count) && parts.allSatisfy(number)
        case "R": return parts.count == 2 && parts.allSatisfy(number)
        case "P", "U": return parts.count == 1 && parts.allSatisfy(number)
        default: return false
        }
    }
}
