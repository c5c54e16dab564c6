import PresentationDocumentation
import PresentationModel
import PresentationReports
import PresentationScenarios
import ScenarioYAML
import Testing
import VCGraphTestSupport

/// What the input says is page text: no control character or line break an input holds
/// reaches a page raw, and a page carries no markup an input smuggled in.
@Suite("Hostile text in pages")
struct HostilePageTests {
    let run = ScenarioRun(try! ScenarioReader.read(HostileText.scenario, file: "hostile\u{1B}[2J\nINJECTED.yaml"), keepingSnapshots: true)

    /// `page` without its code: fenced blocks (a fence line to the next fence line of as many
    /// backticks or more) and code spans (a run of backticks to the next run of as many), as
    /// CommonMark reads them; what is left is read as markup.
    func outsideCode(_ page: String) -> String {
        var prose = ""
        var fence: Int?
        for line in page.split(separator: "\n", omittingEmptySubsequences: false) {
            let run = line.prefix { $0 == "`" }.count
            if let open = fence {
                if run >= open, line.allSatisfy({ $0 == "`" }) { fence = nil }
                continue
            }
            // A backtick fence's info string holds no backtick (else the line is a code span).
            if run >= 3, !line.dropFirst(run).contains("`") {
                fence = run
                continue
            }
            var characters = Array(line)
            var index = 0
            while index < characters.count {
                guard characters[index] == "`", index == 0 || characters[index - 1] != "\\" else {
                    prose.append(characters[index])
                    index += 1
                    continue
                }
                var length = 0
                while index + length < characters.count, characters[index + length] == "`" { length += 1 }
                var close = index + length
                var found: Int?
                while close < characters.count {
                    var closing = 0
                    while close + closing < characters.count, characters[close + closing] == "`" { closing += 1 }
                    if closing == length {
                        found = close
                        break
                    }
                    close += max(closing, 1)
                }
                guard let found else {
                    prose += String(characters[index..<index + length])
                    index += length
                    continue
                }
                index = found + length
            }
            characters.removeAll()
            prose += "\n"
        }
        return prose
    }

    /// Why `page` carries markup from the input: a `<` outside code that is not one of the
    /// page's own DocC links, or a fence left open; nil when it carries none.
    func markupViolation(in page: String) -> String? {
        let prose = outsideCode(page)
        var rest = Substring(prose)
        while let open = rest.firstIndex(of: "<") {
            guard rest[open...].hasPrefix("<doc:") else { return "a raw '<': \(rest[open...].prefix(40))" }
            rest = rest[rest.index(after: open)...]
        }
        if prose.contains(HostileText.injected) && !prose.contains("\\n") { return "an input's line in the prose" }
        return nil
    }

    @Test("a Markdown page shows hostile ids as data and carries no markup they smuggle", arguments: DocsPage.Style.allCases)
    func flowPage(_ style: DocsPage.Style) {
        let page = DocsPage(run, images: run.snapshots.indices.map { "hostile-step-\($0)" }, style: style).text
        #expect(HostileText.violation(in: page) == nil)
        #expect(markupViolation(in: page) == nil)
        // The tree's fence is one, and longer than any run of backticks inside it.
        let fences = page.split(separator: "\n").filter { $0.hasPrefix("```") && !$0.drop { $0 == "`" }.contains("`") }
        #expect(fences.count == 2 && fences[1].allSatisfy { $0 == "`" } && fences[0].hasPrefix(fences[1]))
    }

    @Test(
        "a description that would start a DocC directive, a heading or a list is shown as text",
        arguments: ["@Metadata { @PageImage(purpose: icon, source: x) }", "# Heading", "- item", "+ item", "12. item", "| a | b |"])
    func blockStarts(_ description: String) throws {
        let yaml = "description: \(HostileText.yamlQuoted(description))\nwindow: a\n"
        let run = ScenarioRun(try ScenarioReader.read(yaml, file: "d.yaml"), keepingSnapshots: true)
        for style in DocsPage.Style.allCases {
            let page = DocsPage(run, images: [nil], style: style).text
            let digits = description.prefix { $0.isNumber }
            let escaped = digits.isEmpty ? "\\" + description : digits + "\\" + description.dropFirst(digits.count)
            #expect(page.split(separator: "\n").contains { $0 == escaped })
        }
    }

    @Test("a storyboard's page of frames shows hostile titles and steps as data", arguments: DocsPage.Style.allCases)
    func framesPage(_ style: DocsPage.Style) {
        let narration = StepNarration(run: run).lines
        let frames = HostileText.ids.map { DocsPage.Frame(title: $0, steps: narration, image: "frame", diagnostics: []) }
        let page = DocsPage(title: HostileText.ids.last!, description: HostileText.ids.joined(separator: " "), frames: frames, style: style).text
        #expect(HostileText.violation(in: page) == nil)
        #expect(markupViolation(in: page) == nil)
    }

    @Test("the index of pages shows hostile titles and descriptions as data", arguments: DocsPage.Style.allCases)
    func index(_ style: DocsPage.Style) {
        let entries = HostileText.ids.enumerated().map {
            DocsIndex.Entry(page: "p\($0.offset)", title: $0.element, description: $0.element, failedChecks: 0)
        }
        let text = DocsIndex(title: HostileText.ids.last!, entries: entries, style: style).text
        #expect(HostileText.violation(in: text) == nil)
        #expect(markupViolation(in: text) == nil)
    }
}
