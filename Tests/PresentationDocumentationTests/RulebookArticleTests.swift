import Foundation
import PresentationModel
import PresentationDocumentation
import Testing
import VCGraphTestSupport

/// The rulebook's articles in the model's catalog are its source, which the build reads into
/// `Rulebook`; written back from what was read, each is the same to the byte, so that no
/// markup is read as other than it is written.
@Suite("The rulebook's articles")
struct RulebookArticleTests {
    static let folder = Repository.url("Sources/PresentationModel/Documentation.docc/Rulebook")

    @Test("each article reads back as it is written")
    func roundTrip() throws {
        for article in RulebookArticles.all() {
            let written = try String(contentsOf: Self.folder.appending(path: article.name + ".md"), encoding: .utf8)
            let writtenLines = written.split(separator: "\n", omittingEmptySubsequences: false)
            let readLines = article.text.split(separator: "\n", omittingEmptySubsequences: false)
            let lines = max(writtenLines.count, readLines.count)
            if let line = (0..<lines).first(where: { $0 >= writtenLines.count || $0 >= readLines.count || writtenLines[$0] != readLines[$0] }) {
                let read = line < readLines.count ? String(readLines[line]) : "(the end)"
                Issue.record("\(article.name).md:\(line + 1) reads back as: \(read)")
            }
        }
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
