import PresentationModel
import PresentationDocumentation
import Testing

/// Rule ids on generated pages link to the rulebook written beside them: every id a
/// page prints resolves to its entry.
@Suite("Rule ids linked on generated pages")
struct RuleLinkTests {
    @Test("an id links to its chapter's heading: a DocC link, or a relative link to the Markdown page's anchor")
    func link() {
        #expect(RuleLinks(style: .docc).link(.r3_1) == "<doc:Rules-PresenterResolution#R3.1>")
        #expect(RuleLinks(style: .markdown).link(.r9_1) == "[R9.1](Rules-Dismissal.md#R9.1)")
        // A rulebook published elsewhere: its page path and heading fragment as DocC makes them.
        #expect(RuleLinks(style: .docc, rulebook: "/documentation/app").link(.r3_1) == "[R3.1](/documentation/app/rules-presenterresolution#R31)")
        #expect(RuleLinks(style: .markdown, rulebook: "https://x.org/r").link(.r9_1) == "[R9.1](https://x.org/r/Rules-Dismissal.md#R9.1)")
    }

    @Test("ids cited in parentheses are linked, alone, in a list or after Decision; other parenthesised text is not")
    func citations() {
        let text = "P1 presents it (R3.4, Decision U2); then (P1's default) and (requested formSheet, §5)."
        #expect(
            RuleLinks(style: .docc).linkingCitations(in: text)
                == "P1 presents it (<doc:Rules-PresenterResolution#R3.4>, Decision <doc:Rules-Decisions#U2>); then (P1's default) and (requested formSheet, <doc:Rules-Styles#§5>)."
        )
        #expect(
            RuleLinks(style: .markdown).linkingCitations(in: "no citation (P1) is unknown (Q7)")
                == "no citation ([P1](Rules-Preconditions.md#P1)) is unknown (Q7)")
    }

    @Test("the Markdown rulebook: an anchor before every rule's heading and relative links between its pages")
    func markdownRulebook() {
        let articles = RulebookArticles.all(for: .markdown)
        let text = articles.map(\.text).joined()
        #expect(!text.contains("<doc:"))
        for id in RuleID.allCases { #expect(text.contains("<a id=\"\(id.anchor)\"></a>\n\n## \(id)\n"), "\(id)") }
        #expect(articles.first?.text.contains("- [Dismissal](Rules-Dismissal.md)") == true)
    }

    @Test("the rulebook of a generated catalog links only among its own articles")
    func generatedCatalog() {
        let text = RulebookArticles.all(for: .generatedCatalog).map(\.text).joined()
        #expect(!text.contains("<doc:Decisions>"))
        #expect(RulebookArticles.all().map(\.text).joined().contains("<doc:Decisions>"))
    }
}
