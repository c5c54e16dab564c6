import PresentationModel
import PresentationReports

/// The index of a documentation build: a title and one line an input, linking its page, and
/// marking those whose checks failed. For DocC it is the catalog's root article.
public struct DocsIndex: Sendable {
    /// An input's page, as the index lists it.
    public struct Entry: Codable, Hashable, Sendable {
        /// The page's name, without extension: also its DocC article name.
        public var page: String
        public var title: String
        public var description: String?
        public var failedChecks: Int

        public init(page: String, title: String, description: String?, failedChecks: Int) {
            self.page = page
            self.title = title
            self.description = description
            self.failedChecks = failedChecks
        }
    }

    public let text: String

    /// - Parameters:
    ///   - title: The index page's title.
    ///   - entries: One entry a flow page, in the order the index lists them.
    ///   - style: DocC article or plain Markdown, as the pages it lists.
    ///   - isRoot: For DocC, whether the index is the catalog's root page (a catalog of its
    ///     own), rather than an article among a module's pages.
    public init(title: String, entries: [Entry], style: DocsPage.Style, rulebook: String? = nil, isRoot: Bool = true) {
        let links = RuleLinks(style: style, rulebook: rulebook)
        var text = "# \(MarkdownText.escaped(title))\n\n"
        if style == .docc, isRoot { text += "@Metadata {\n    @TechnologyRoot\n}\n\n" }
        let failing = entries.filter { $0.failedChecks > 0 }.count
        text += "\(entries.count) flow\(entries.count == 1 ? "" : "s"), drawn step by step"
        text += failing == 0 ? "; every check passed.\n\n" : "; \(failing) with failing checks.\n\n"
        if style == .docc { text += "## Overview\n\n" }
        for entry in entries {
            let link = style == .docc ? "<doc:\(entry.page)>" : "[\(MarkdownText.escaped(entry.title))](\(entry.page).md)"
            var line = "- \(link)"
            if entry.failedChecks > 0 { line += " — ❌ " + DocsPage.failureSummary(entry.failedChecks) }
            if let description = entry.description {
                line +=
                    " — " + links.linkingCitations(in: MarkdownText.escaped(MarkdownText.joiningLines(description)))
            }
            text += line + "\n"
        }
        // The rulebook the pages cite: beside them, or where the package publishes it. The
        // group is not headed "Rules": DocC would take `<doc:Rules>` for that heading.
        switch (style, rulebook) {
        case (.docc, nil):
            text += "\n## Topics\n\n"
            if !entries.isEmpty { text += "### Flows\n\n" + entries.map { "- <doc:\($0.page)>\n" }.joined() + "\n" }
            text += "### The rulebook\n\n- <doc:\(Rulebook.index.article)>\n"
        case (.docc, let base?):
            text += "\nEvery rule id on these pages links to [the rulebook](\(base)/\(Rulebook.index.article.lowercased())).\n"
            if !entries.isEmpty { text += "\n## Topics\n\n### Flows\n\n" + entries.map { "- <doc:\($0.page)>\n" }.joined() }
        case (.markdown, nil):
            text += "\nEvery rule id on these pages links to [the rulebook](\(Rulebook.index.article).md).\n"
        case (.markdown, let base?):
            text += "\nEvery rule id on these pages links to [the rulebook](\(base)/\(Rulebook.index.article).md).\n"
        }
        self.text = text
    }
}
