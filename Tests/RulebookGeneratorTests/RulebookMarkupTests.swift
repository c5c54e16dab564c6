import Foundation
import Testing

@testable import RulebookGenerator

/// The rulebook's markup: what an article says, read as data, and each mistake located at its line.
@Suite("The rulebook's markup")
struct RulebookMarkupTests {
    static let chapter = """
        # Show

        How `show` finds a container.

        <!-- a note for editors -->

        ## R8.1

        **The target walk**

        `show` asks its ancestors.

        Another paragraph.

        Sources: Apple's documentation (documented); a test app\\; iOS 17 (observed).

        Example (a scenario; `vcgraph check` passes it):

        ```yaml
        device: iphone

        window: home
        ```

        UIKit answers: home presents

        ## U6

        **A decision**

        Without an example.

        Sources: none (inferred).

        """

    @Test("a chapter: title, abstract, and each rule's title, statement, sources and example")
    func chapter() throws {
        guard case .chapter(let chapter) = try RulebookMarkup.read(Self.chapter, article: "Rules-Show", file: "Rules-Show.md") else {
            Issue.record("read as an index")
            return
        }
        #expect(chapter.title == "Show")
        #expect(chapter.abstract == "How `show` finds a container.")
        #expect(chapter.rules.map(\.id) == ["R8.1", "U6"])
        let rule = chapter.rules[0]
        #expect(rule.title == "The target walk")
        #expect(rule.statement == "`show` asks its ancestors.\n\nAnother paragraph.")
        #expect(rule.sources == ["Apple's documentation (documented)", "a test app; iOS 17 (observed)"])
        #expect(rule.example?.language == "yaml")
        #expect(rule.example?.code == "device: iphone\n\nwindow: home")
        #expect(rule.example?.answer == "home presents")
        #expect(chapter.rules[1].example == nil)
    }

    @Test("the index: its overview and the chapters it lists")
    func index() throws {
        let text =
            "# The rulebook\n\nEvery rule.\n\n## Overview\n\nIds.\n\nSources.\n\n## Topics\n\n### Chapters\n\n- <doc:Rules-A>\n- <doc:Rules-B>\n"
        guard case .index(let index) = try RulebookMarkup.read(text, article: "Rules", file: "Rules.md") else {
            Issue.record("read as a chapter")
            return
        }
        #expect(index.overview == "Ids.\n\nSources.")
        #expect(index.chapters.map(\.article) == ["Rules-A", "Rules-B"])
        #expect(index.chapters.map(\.line) == [15, 16])
    }

    @Test(
        "a mistake is an error at its line",
        arguments: [
            ("## R8.1", "## R8", 7, "'R8' is not a rule id: §N, §N.N, RN.N, PN or UN"),
            ("**The target walk**", "The target walk", 9, "the rule's title is expected here, one line '**TITLE**'"),
            ("(observed).", "(observed)", 15, "R8.1's sources end with '.'"),
            ("(documented); a", "(documented);a", 15, "R8.1's sources are separated by '; ', and a semicolon inside one is written '\\;'"),
            ("```yaml", "```json", 19, "R8.1's example is yaml (a scenario) or swift, not 'json'"),
            ("UIKit answers: home presents", "UIKit says: home presents", 25, "R8.1's answer is expected here, a paragraph 'UIKit answers: …'"),
            ("window: home\n```", "window: home", 19, "a code block that is never closed with ```"),
            ("Sources: none (inferred).", "", 32, "the article ends where U6's sources, 'Sources: SOURCE; SOURCE.' is expected"),
        ])
    func located(change: (String, String, Int, String)) {
        let text = Self.chapter.replacingFirst(change.0, with: change.1)
        #expect(throws: RulebookMarkup.Failure(file: "Rules-Show.md", line: change.2, message: change.3)) {
            try RulebookMarkup.read(text, article: "Rules-Show", file: "Rules-Show.md")
        }
    }

    @Test("the articles together: one index listing every chapter once, no id twice")
    func together() throws {
        func chapter(_ name: String, _ id: String) throws -> RulebookMarkup.Chapter {
            let text = "# \(name)\n\nA.\n\n## \(id)\n\n**T**\n\nS.\n\nSources: s (documented).\n"
            guard case .chapter(let chapter) = try RulebookMarkup.read(text, article: name, file: "\(name).md") else {
                throw RulebookMarkup.Failure(file: name, line: 0, message: "not a chapter")
            }
            return chapter
        }
        let index = RulebookMarkup.Index(
            article: "Rules", title: "T", abstract: "A", overview: "O", chapters: [("Rules-A", 15), ("Rules-B", 16)])
        let a = try chapter("Rules-A", "R1.1")
        #expect(throws: RulebookMarkup.Failure(file: "Rules.md", line: 16, message: "no chapter article is named Rules-B")) {
            try RulebookSource(indexes: [(index, "Rules.md")], chapters: ["Rules-A": (a, "Rules-A.md")])
        }
        let b = try chapter("Rules-B", "R1.1")
        #expect(throws: RulebookMarkup.Failure(file: "Rules-B.md", line: 5, message: "R1.1 is stated twice; first at Rules-A.md:5")) {
            try RulebookSource(indexes: [(index, "Rules.md")], chapters: ["Rules-A": (a, "Rules-A.md"), "Rules-B": (b, "Rules-B.md")])
        }
        #expect(RulebookSource.caseName("§3.1") == "section3_1" && RulebookSource.caseName("R3.10") == "r3_10")
    }
}

extension String {
    fileprivate func replacingFirst(_ target: String, with replacement: String) -> String {
        guard let range = range(of: target) else { return self }
        return replacingCharacters(in: range, with: replacement)
    }
}
