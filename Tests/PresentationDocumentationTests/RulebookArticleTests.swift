import Foundation
import PresentationModel
import PresentationDocumentation
import PresentationTesting
import Testing
import VCGraphTestSupport

/// The rulebook's DocC articles are generated from its data and committed in the model's
/// catalog; this test keeps them in step (record with `VCGRAPH_RECORD=1`).
@Suite("The rulebook's articles")
struct RulebookArticleTests {
    static let folder = Repository.url("Sources/PresentationModel/Documentation.docc/Rulebook")

    @Test("the committed articles are what the rulebook generates")
    func articles() throws {
        let articles = RulebookArticles.all()
        for article in articles {
            expectTextSnapshot(article.text, named: article.name, as: "md", snapshotDirectory: Self.folder.path)
        }
        let committed = try FileManager.default.contentsOfDirectory(atPath: Self.folder.path).sorted()
        #expect(committed == articles.map { "\($0.name).md" }.sorted(), "an article the rulebook no longer generates")
    }

    @Test("a rule for the terminal: id, title, chapter, statement, sources, example, with plain ids for links")
    func terminalText() {
        let text = RuleID.r1_5.rule?.text ?? ""
        #expect(text.hasPrefix("R1.5  tabBarController is the nearest tab bar ancestor\n(Families and containment)\n"))
        #expect(text.contains("parents only (U1)"))
        #expect(text.contains("Example (a scenario; `vcgraph check` passes it):\n    device: iphone\n"))
        #expect(text.contains("UIKit answers: detail.tabBarController is nil by default: the walk follows parents only\n"))
    }
}
