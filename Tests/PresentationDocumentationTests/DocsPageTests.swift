import Foundation
import PresentationDiagrams
import PresentationDocumentation
import PresentationFiles
import PresentationModel
import PresentationScenarios
import PresentationTesting
import Testing
import VCGraphTestSupport

/// A flow's documentation page, built by the library as `vcgraph docs` builds it: the page
/// text for a run, and the files one input's page consists of.
@Suite("Documentation pages")
struct DocsPageTests {
    /// A new folder for one test's pages, and where Markdown pages and their images go in
    /// it; the test removes the folder.
    static func markdownFolder() throws -> (path: String, layout: DocsLayout) {
        let folder = FileManager.default.temporaryDirectory.appending(path: "vcgraph-docs-page-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        return (folder, DocsLayout(output: folder, style: .markdown))
    }

    @Test("a flow's documentation page matches its golden file, as Markdown and as a DocC article; the walk's answers are a nested list")
    func page() throws {
        let run = ScenarioRun(try Samples.read("homepwner-current-context.yaml"), keepingSnapshots: true)
        let images: [String?] = run.snapshots.indices.map { "homepwner-current-context-step-\($0)" }
        let page = DocsPage(run, images: images.map { $0.map { $0 + ".svg" } }, style: .markdown).text
        expectTextSnapshot(page, named: "homepwner-current-context", as: "md")
        #expect(page.contains("\n  - &lt;BNRItemsViewController: items&gt;: definesPresentationContext = true\n"))
        let article = DocsPage(run, images: images, style: .docc).text
        expectTextSnapshot(article, named: "homepwner-current-context-docc", as: "md")
        let entries = [
            DocsIndex.Entry(page: "a", title: "A", description: "Line one\nline two", failedChecks: 0),
            DocsIndex.Entry(page: "b", title: "B", description: nil, failedChecks: 2),
        ]
        #expect(
            DocsIndex(title: "Samples", entries: entries, style: .markdown).text
                == "# Samples\n\n2 flows, drawn step by step; 1 with failing checks.\n\n- [A](a.md) — Line one line two\n- [B](b.md) — ❌ 2 checks failed.\n"
                + "\nEvery rule id on these pages links to [the rulebook](Rules.md).\n"
        )
    }

    @Test("a sample's page is built in process: a diagram per drawn frame, then the page of its run")
    func builtPage() async throws {
        let (folder, layout) = try Self.markdownFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let file = Repository.url("samples/homepwner-current-context.yaml").path
        var notes: [String] = []
        let built = try await DocsPageBuilder(file: file, name: "homepwner", layout: layout).build(reading: InputReading(), notes: &notes)
        #expect(built.entry.page == "homepwner" && built.entry.failedChecks == 0)
        for name in layout.relativeFiles(of: "homepwner", steps: built.frames) {
            #expect(FileManager.default.fileExists(atPath: "\(folder)/\(name)"), "\(name)")
        }
        let svg = try String(contentsOfFile: layout.image("homepwner", step: 0), encoding: .utf8)
        #expect(svg.contains("<svg"))
        var none: [String] = []
        let run = ScenarioRun(try InputReader.load(file, notes: &none).scenario, keepingSnapshots: true)
        let images = run.snapshots.indices.map { built.frames.contains($0) ? layout.imageReference("homepwner", step: $0) : nil }
        let page = try String(contentsOfFile: layout.page("homepwner"), encoding: .utf8)
        let flow = FlowDiagram(run.snapshots, titles: run.snapshots.indices.map { "\($0)" })
        let drawing = DocsPage.Drawing(environment: flow.environment, key: flow.keyLines)
        #expect(page == DocsPage(run, images: images, style: .markdown, drawing: drawing).text)
        #expect(page.contains("Drawn for iPad, regular width, regular height, iOS 17.\n\nKey:\n\n- `- - - ▶`  presents"))
        // Each frame's heading is its step alone: no title, caption or key in the drawing.
        let frame = try String(contentsOfFile: layout.image("homepwner", step: 1), encoding: .utf8)
        #expect(frame.contains(">after step 1: "))
        #expect(!frame.contains("grey dashed box") && !frame.contains("presents (its family says"))
    }

    @Test("a frame drawn on its flow's union keeps its places but not the union's room right of and below what it shows")
    func framesCropped() async throws {
        let (folder, layout) = try Self.markdownFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let file = Repository.url("samples/presentation-chain.yaml").path
        var notes: [String] = []
        let built = try await DocsPageBuilder(file: file, name: "chain", layout: layout).build(reading: InputReading(), notes: &notes)
        func size(_ step: Int) throws -> (width: Double, height: Double, svg: String) {
            let svg = try String(contentsOfFile: layout.image("chain", step: step), encoding: .utf8)
            let header = try #require(svg.range(of: "viewBox=\"0.00 0.00 ").map { svg[$0.upperBound...].prefix { $0 != "\"" } })
            let box = header.split(separator: " ").compactMap { Double($0) }
            return (try #require(box.first), try #require(box.last), svg)
        }
        func height(_ step: Int) throws -> (Double, String) {
            let (_, height, svg) = try size(step)
            return (height, svg)
        }
        // As declared, one family; after step 2, A presents B presents C: three stacked.
        let (declared, first) = try height(0)
        let (chain, second) = try height(2)
        #expect(built.frames.contains(0) && built.frames.contains(2))
        #expect(declared < chain / 2, "\(declared) against \(chain)")
        #expect(first.contains("<svg width=\"") && first.contains("height=\"\(Int(declared.rounded(.up)))pt\""))
        #expect(first.hasSuffix("</svg>\n") && second.hasSuffix("</svg>\n"))
        // As declared, no presentation's lane at the right: the frame is narrower.
        let (declaredWidth, _, _) = try size(0)
        let (chainWidth, _, _) = try size(2)
        #expect(declaredWidth < chainWidth, "\(declaredWidth) against \(chainWidth)")
        #expect(first.contains("<svg width=\"\(Int(declaredWidth.rounded(.up)))pt\""))
    }

    @Test("a flow too large to read whole in a page's column shows what is on screen, each frame laid out alone, the whole hierarchy beside it")
    func largeFlowOnScreen() async throws {
        let (folder, layout) = try Self.markdownFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let file = Repository.url("samples/large-app.yaml").path
        var notes: [String] = []
        let built = try await DocsPageBuilder(file: file, name: "app", layout: layout).build(reading: InputReading(), notes: &notes)
        #expect(built.wholeFrames == built.frames)
        let page = try String(contentsOfFile: layout.page("app"), encoding: .utf8)
        #expect(page.contains("after step 6, what is on screen](app-step-6.svg)"))
        #expect(page.contains("[the whole hierarchy](app-step-6-whole.svg)"))
        func size(_ path: String) throws -> [Double] {
            let svg = try String(contentsOfFile: path, encoding: .utf8)
            let box = try #require(svg.range(of: "viewBox=\"0.00 0.00 ").map { svg[$0.upperBound...].prefix { $0 != "\"" } })
            return box.split(separator: " ").compactMap { Double($0) }
        }
        let onScreen = try size(layout.image("app", step: 6)), whole = try size(layout.image("app", step: 6, whole: true))
        #expect(onScreen[0] < whole[0] && onScreen[1] * 3 < whole[1], "\(onScreen) against \(whole)")
        #expect(layout.relativeFiles(of: "app", steps: [6], wholeSteps: [6]) == ["app-step-6.svg", "app-step-6-whole.svg", "app.md"])
        // A DocC article offers the two as tabs.
        let docc = DocsLayout(output: folder + "/App.docc", style: .docc)
        try FileManager.default.createDirectory(atPath: docc.images, withIntermediateDirectories: true)
        _ = try await DocsPageBuilder(file: file, name: "app", layout: docc).build(reading: InputReading(), notes: &notes)
        let article = try String(contentsOfFile: docc.page("app"), encoding: .utf8)
        #expect(article.contains("@TabNavigator {\n    @Tab(\"On screen\") {\n        @Image(source: \"app-step-6\", "))
        #expect(article.contains("@Tab(\"The whole hierarchy\") {\n        @Image(source: \"app-step-6-whole\", "))
        // A small flow is drawn whole, once.
        let small = try await DocsPageBuilder(file: Repository.url("samples/presentation-chain.yaml").path, name: "chain", layout: layout).build(
            reading: InputReading(), notes: &notes)
        #expect(small.wholeFrames == nil)
    }

    @Test("a Markdown build's diagrams link each box and edge to its rule's entry in the rulebook beside them; a DocC catalog's do not")
    func diagramsLinkRules() async throws {
        let (folder, layout) = try Self.markdownFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let file = Repository.url("samples/homepwner-current-context.yaml").path
        var notes: [String] = []
        _ = try await DocsPageBuilder(file: file, name: "homepwner", layout: layout).build(reading: InputReading(), notes: &notes)
        let svg = try String(contentsOfFile: layout.image("homepwner", step: 1), encoding: .utf8)
        // The presentation's edge, to the rule that chose its presenter; boxes, to what decided they are on screen.
        #expect(svg.contains("<a xlink:href=\"Rules-PresenterResolution.md#R3.2\""))
        #expect(svg.contains("<a xlink:href=\"Rules-Styles.md#§5\""))
        // In a DocC catalog the rulebook is reached by `<doc:>` links, which a drawing cannot hold.
        let docc = DocsLayout(output: folder + "/Homepwner.docc", style: .docc)
        try FileManager.default.createDirectory(atPath: docc.images, withIntermediateDirectories: true)
        _ = try await DocsPageBuilder(file: file, name: "homepwner", layout: docc).build(reading: InputReading(), notes: &notes)
        #expect(!(try String(contentsOfFile: docc.image("homepwner", step: 1), encoding: .utf8)).contains("xlink:href"))
    }

    @Test("SB9 a storyboard's page is read with the build's other storyboards: a reference into one resolves, decided")
    func storyboardsTogether() async throws {
        let (folder, layout) = try Self.markdownFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let main = Repository.url("Tests/StoryboardImportTests/Fixtures/Main.storyboard").path
        let settings = Repository.url("Tests/StoryboardImportTests/Fixtures/Settings.storyboard").path
        var notes: [String] = []
        _ = try await DocsPageBuilder(file: main, name: "Main", layout: layout, storyboards: [main, settings]).build(
            reading: InputReading(), notes: &notes)
        let page = try String(contentsOfFile: layout.page("Main"), encoding: .utf8)
        #expect(page.contains("### Segue 'Settings' (presentation)\n"))
        #expect(!page.contains("Settings.storyboard, which is not among the files given"))
        // Settings' own page fires its segue after Main's segue that presents it.
        _ = try await DocsPageBuilder(file: settings, name: "Settings", layout: layout, storyboards: [main, settings]).build(
            reading: InputReading(), notes: &notes)
        let own = try String(contentsOfFile: layout.page("Settings"), encoding: .utf8)
        #expect(own.contains("read with the other storyboards given (Main.storyboard)"))
        #expect(own.contains("- `present: UINavigationController.settingsNav from StartController.start`"))
        #expect(own.contains("### Segue 'ShowAccount' (show)"))
        // Alone, the reference is an assumption, said in the heading.
        _ = try await DocsPageBuilder(file: main, name: "Alone", layout: layout).build(reading: InputReading(), notes: &notes)
        let alone = try String(contentsOfFile: layout.page("Alone"), encoding: .utf8)
        #expect(alone.contains("### Segue 'Settings' (presentation) — assumed: the destination is a scene of Settings.storyboard"))
    }

    @Test("an input that cannot be read is a failure value, located, with status 2, and nothing is written")
    func invalidInput() async throws {
        let (folder, layout) = try Self.markdownFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        var notes: [String] = []
        await #expect {
            try await DocsPageBuilder(file: "\(folder)/missing.yaml", name: "missing", layout: layout)
                .build(reading: InputReading(), notes: &notes)
        } throws: { error in
            guard let failure = error as? InputFailure else { return false }
            return failure.status == .invalidInput
                && failure.description == "\(folder)/missing.yaml: error: cannot read the file: No such file or directory"
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).isEmpty)
    }
}
