import Foundation
import Testing

/// `vcgraph docs`: a page per input with its flow drawn step by step, incremental, in worker
/// processes, and a DocC catalog that `docc convert` builds without a warning.
@Suite("vcgraph docs")
struct DocsCommandTests {
    static let failing = """
        name: A failing flow
        window: home
        steps:
          - present: { from: home, controller: { controller: sheet }, style: fullScreen }
        expect:
          - isOnScreen(home): true
        """

    static func contents(_ path: URL) throws -> String { try String(contentsOf: path, encoding: .utf8) }

    @Test("a DocC catalog: a root article listing every input, an article per input, a light and a dark diagram per step")
    func writesCatalog() throws {
        let output = try temporaryFolder()
        let result = try vcgraph(["docs", "samples/presentation-chain.yaml", "samples/two-windows.yaml", "-o", output.path, "--jobs", "1"])
        #expect(result.status == 0, "\(result.stderr)")
        let catalog = output.appendingPathComponent("Flows.docc")
        let index = try Self.contents(catalog.appendingPathComponent("Flows.md"))
        #expect(index.contains("@TechnologyRoot") && index.contains("<doc:presentation-chain>") && index.contains("<doc:two-windows>"))
        let page = try Self.contents(catalog.appendingPathComponent("presentation-chain.md"))
        #expect(page.contains("@Image(source: \"presentation-chain-step-1\""))
        for name in ["presentation-chain-step-0.svg", "presentation-chain-step-0~dark.svg", "presentation-chain-step-6.svg"] {
            #expect(FileManager.default.fileExists(atPath: catalog.appendingPathComponent("Resources/\(name)").path), "\(name)")
        }
    }

    @Test("a failing check is marked in its page and in the index, and the command exits 1")
    func failingChecksAreMarked() throws {
        let input = try scenarioFile("failing.yaml", Self.failing)
        let output = try temporaryFolder()
        let result = try vcgraph(["docs", input, "-o", output.path, "--format", "markdown"])
        #expect(result.status == 1)
        #expect(try Self.contents(output.appendingPathComponent("index.md")).contains("❌ 1 check failed."))
        let page = try Self.contents(output.appendingPathComponent("failing.md"))
        #expect(page.contains("1 check failed.") && page.contains("- ❌ line"))
    }

    @Test("--require-valid reads every input first: one invalid input writes nothing and exits 2, its error located")
    func requireValidWritesNothing() throws {
        let folder = try temporaryFolder()
        try "name: Good\nwindow: home\n".write(to: folder.appendingPathComponent("good.yaml"), atomically: true, encoding: .utf8)
        try "name: Bad\nwindow: home\nsteps:\n  - dismis: home\n".write(
            to: folder.appendingPathComponent("bad.yaml"), atomically: true, encoding: .utf8)
        let output = try temporaryFolder().appendingPathComponent("site")
        let strict = try vcgraph(["docs", folder.path, "-o", output.path, "--format", "markdown", "--require-valid"])
        #expect(strict.status == 2)
        #expect(strict.stderr.contains("bad.yaml:4:5: note: did you mean 'dismiss'?"), "\(strict.stderr)")
        #expect(strict.stderr.contains("nothing was written"))
        #expect(!FileManager.default.fileExists(atPath: output.path))
        // Without it, the valid input's page is written, and the exit is still 2.
        let lenient = try vcgraph(["docs", folder.path, "-o", output.path, "--format", "markdown"])
        #expect(lenient.status == 2)
        #expect(FileManager.default.fileExists(atPath: output.appendingPathComponent("good.md").path))
    }

    @Test("a rebuild with nothing changed draws nothing and writes nothing; a changed input is drawn again")
    func incremental() throws {
        let folder = try temporaryFolder()
        let input = folder.appendingPathComponent("flow.yaml")
        try Data(try Self.contents(packageRoot.appendingPathComponent("samples/presentation-chain.yaml")).utf8).write(to: input)
        let output = folder.appendingPathComponent("site").path
        let first = try vcgraph(["docs", input.path, "samples/two-windows.yaml", "-o", output, "--format", "markdown"])
        #expect(first.stdout.contains("(2 drawn, 0 unchanged)"), "\(first.stdout)\(first.stderr)")
        // A file written again, atomically, is a new file: the same file number means untouched.
        func fileNumbers() throws -> [String: Int] {
            var numbers: [String: Int] = [:]
            for name in try FileManager.default.contentsOfDirectory(atPath: output) {
                numbers[name] = try FileManager.default.attributesOfItem(atPath: output + "/" + name)[.systemFileNumber] as? Int
            }
            return numbers
        }
        let written = try fileNumbers()
        let again = try vcgraph(["docs", input.path, "samples/two-windows.yaml", "-o", output, "--format", "markdown"])
        #expect(again.stdout.contains("(0 drawn, 2 unchanged)"), "\(again.stdout)")
        #expect(try fileNumbers() == written, "a rebuild with nothing changed wrote files again")
        try Data((try Self.contents(input) + "\n# changed\n").utf8).write(to: input)
        let changed = try vcgraph(["docs", input.path, "samples/two-windows.yaml", "-o", output, "--format", "markdown"])
        #expect(changed.stdout.contains("(1 drawn, 1 unchanged)"), "\(changed.stdout)")
    }

    @Test("storyboards are read together: a change to one draws every storyboard's page again, and the other inputs' not")
    func storyboardsTogether() throws {
        let folder = try temporaryFolder()
        let fixtures = packageRoot.appendingPathComponent("Tests/StoryboardImportTests/Fixtures")
        for name in ["Main.storyboard", "Settings.storyboard"] {
            try FileManager.default.copyItem(at: fixtures.appendingPathComponent(name), to: folder.appendingPathComponent(name))
        }
        let inputs = [folder.appendingPathComponent("Main.storyboard").path, folder.appendingPathComponent("Settings.storyboard").path]
        let output = folder.appendingPathComponent("site").path
        let arguments = ["docs"] + inputs + ["samples/two-windows.yaml", "-o", output, "--format", "markdown"]
        let first = try vcgraph(arguments)
        #expect(first.stdout.contains("(3 drawn, 0 unchanged)"), "\(first.stdout)\(first.stderr)")
        let settings = inputs[1]
        let text = try Self.contents(URL(fileURLWithPath: settings))
        try Data(text.replacingOccurrences(of: "</document>", with: "<!-- changed -->\n</document>").utf8).write(to: URL(fileURLWithPath: settings))
        let changed = try vcgraph(arguments)
        #expect(changed.stdout.contains("(2 drawn, 1 unchanged)"), "\(changed.stdout)\(changed.stderr)")
    }

    @Test("a rebuild leaves the rulebook's articles alone, and writes them again when one is missing")
    func rulebookRewrittenWhenNeeded() throws {
        let output = try temporaryFolder().appendingPathComponent("site").path
        let arguments = ["docs", "samples/two-windows.yaml", "-o", output, "--format", "markdown"]
        #expect(try vcgraph(arguments).status == 0)
        let article = output + "/Rules-Dismissal.md"
        let written = try #require(FileManager.default.contents(atPath: article))
        // Left alone by a rebuild (a mark put in it stays), written again once missing.
        try Data("kept".utf8).write(to: URL(fileURLWithPath: article))
        #expect(try vcgraph(arguments).stdout.contains("(0 drawn, 1 unchanged)"))
        #expect(FileManager.default.contents(atPath: article) == Data("kept".utf8))
        try FileManager.default.removeItem(atPath: article)
        #expect(try vcgraph(arguments).status == 0)
        #expect(FileManager.default.contents(atPath: article) == written)
    }

    @Test("worker processes write the same bytes as one process")
    func jobsGiveTheSameBytes() throws {
        let one = try temporaryFolder(), two = try temporaryFolder()
        let inputs = ["samples/presentation-chain.yaml", "samples/two-windows.yaml", "samples/tab-bar-more.yaml"]
        #expect(try vcgraph(["docs"] + inputs + ["-o", one.path, "--jobs", "1"]).status == 0)
        #expect(try vcgraph(["docs"] + inputs + ["-o", two.path, "--jobs", "3"]).status == 0)
        let files = try FileManager.default.subpathsOfDirectory(atPath: one.path).filter { !$0.hasSuffix("manifest") }.sorted()
        #expect(files.count > 10)
        for file in files {
            #expect(
                FileManager.default.contents(atPath: one.path + "/" + file) == FileManager.default.contents(atPath: two.path + "/" + file), "\(file)")
        }
    }

    @Test("a storyboard's page is a flow: the app at launch, then a frame per segue a user can fire, each narrated")
    func storyboardFlow() throws {
        let output = try temporaryFolder()
        let result = try vcgraph([
            "docs", "Tests/StoryboardImportTests/Fixtures/segues.storyboard", "-o", output.path, "--format", "markdown",
        ])
        #expect(result.status == 0, "\(result.stderr)")
        let page = try Self.contents(output.appendingPathComponent("segues.md"))
        #expect(page.contains("### At launch\n\n![segues, At launch](segues-step-0.svg)"))
        #expect(page.contains("### Segue 'Sheet' (presentation)\n\n- `present: SheetController.sheet from HomeController.home` — "))
        #expect(page.contains("([R3.1](Rules-PresenterResolution.md#R3.1))"))
        #expect(page.contains("### Segue 'PushNav' (push)") && page.contains("\"Pushing a navigation controller is not supported\""))
        let frames = page.matches(of: /\]\((segues-step-[0-9]+\.svg)\)/).map { String($0.output.1) }
        #expect(frames.count > 5)
        for frame in frames { #expect(FileManager.default.fileExists(atPath: output.appendingPathComponent(frame).path), "\(frame)") }
        #expect(page.hasSuffix("## Checks\n\nNone: this input states no expectations.\n"))
    }

    @Test("SB8 a storyboard with no initial view controller: its page draws the entry scenes, detached, and says why")
    func storyboardWithoutInitialController() throws {
        let output = try temporaryFolder()
        let result = try vcgraph([
            "docs", "Tests/StoryboardImportTests/Fixtures/entry-scenes.storyboard", "-o", output.path, "--format", "markdown",
        ])
        #expect(result.status == 0, "\(result.stderr)")
        let page = try Self.contents(output.appendingPathComponent("entry-scenes.md"))
        #expect(page.contains("No storyboard given has an initial view controller, so no window has a root at launch."))
        #expect(!page.contains("no segue can be fired from its initial scene"))
        let svg = try Self.contents(output.appendingPathComponent("entry-scenes-step-0.svg"))
        #expect(svg.contains(">AccountsNav</text>") && svg.contains(">Settings</text>") && svg.contains("in no window"))
        #expect(!svg.contains("not drawn"))
    }

    @Test("a dump's page draws its one state and says so")
    func dumpPage() throws {
        let dump = try scenarioFile("screen.hierarchy", DumpCommandTests.dump)
        let output = try temporaryFolder()
        let result = try vcgraph(["docs", dump, "-o", output.path, "--format", "markdown"])
        #expect(result.status == 0, "\(result.stderr)")
        let page = try Self.contents(output.appendingPathComponent("screen.md"))
        #expect(page.contains("A `_printHierarchy` dump shows one moment of an app, so this page draws that one state"))
    }

    /// `docc` ships with the toolchain, beside `swift`.
    static let docc: String? = {
        for folder in (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":") {
            let candidate = "\(folder)/docc"
            if FileManager.default.fileExists(atPath: "\(folder)/swift"), FileManager.default.isExecutableFile(atPath: candidate) {
                return candidate
            }
        }
        return nil
    }()

    @Test("docc convert builds the generated catalog without a warning or an error")
    func doccBuildsTheCatalog() throws {
        guard let docc = Self.docc else {
            print("skipped: no docc beside swift on PATH, so the generated catalog is not built")
            return
        }
        let output = try temporaryFolder()
        let failing = try scenarioFile("failing.yaml", Self.failing)
        let storyboards = ["segues", "tab-context"].map { "Tests/StoryboardImportTests/Fixtures/\($0).storyboard" }
        let result = try vcgraph(["docs", "samples", failing] + storyboards + ["-o", output.path, "--jobs", "2"])
        #expect(result.status == 1, "\(result.stderr)")
        let site = try temporaryFolder()
        let converted = try run(
            URL(fileURLWithPath: docc),
            [
                "convert", output.appendingPathComponent("Flows.docc").path, "--fallback-display-name", "Flows",
                "--fallback-bundle-identifier", "org.vcgraph.flows", "--output-path", site.path,
            ], environment: childEnvironment([:]), in: output)
        #expect(converted.status == 0)
        let said = (converted.stdout + converted.stderr).split(separator: "\n").filter { $0.contains("warning:") || $0.contains("error:") }
        #expect(said.isEmpty, "\(said.joined(separator: "\n"))")
        #expect(FileManager.default.fileExists(atPath: site.appendingPathComponent("data/documentation/flows/presentation-chain.json").path))
        // The rule ids of the pages are links to the rulebook's articles in the same catalog,
        // which docc resolved: an unresolved link would have been a warning above.
        let page = try Self.contents(output.appendingPathComponent("Flows.docc/presentation-chain.md"))
        #expect(page.contains("(<doc:Rules-PresenterResolution#R3.1>)") && page.contains("(<doc:Rules-Dismissal#R9.1>)"))
        let rendered = try Self.contents(site.appendingPathComponent("data/documentation/flows/presentation-chain.json"))
        #expect(rendered.contains("\"url\":\"\\/documentation\\/flows\\/rules-presenterresolution#R31\""), "no resolved link to R3.1")
        #expect(FileManager.default.fileExists(atPath: site.appendingPathComponent("data/documentation/flows/rules-dismissal.json").path))
    }

    @Test("Markdown pages link every rule id to an anchor of the rulebook's pages written beside them")
    func markdownRuleLinks() throws {
        let output = try temporaryFolder()
        let result = try vcgraph(["docs", "samples", "-o", output.path, "--format", "markdown", "--jobs", "2"])
        #expect(result.status == 0 || result.status == 1, "\(result.stderr)")
        let pages = try FileManager.default.contentsOfDirectory(atPath: output.path).filter { $0.hasSuffix(".md") }
        #expect(pages.contains("Rules.md") && pages.contains("Rules-Dismissal.md"))
        var links = 0
        for page in pages {
            let text = try Self.contents(output.appendingPathComponent(page))
            // `](FILE.md#ANCHOR)`: the file is there and holds the anchor.
            for match in text.matches(of: /\]\(([A-Za-z0-9_-]+\.md)#([^)]+)\)/) {
                links += 1
                let target = try Self.contents(output.appendingPathComponent(String(match.output.1)))
                #expect(target.contains("<a id=\"\(match.output.2)\"></a>"), "\(page): \(match.output.0)")
            }
            #expect(!text.contains("<doc:"), "\(page) has a DocC link")
        }
        #expect(links > 100)
        #expect(try Self.contents(output.appendingPathComponent("presentation-chain.md")).contains("([R9.1](Rules-Dismissal.md#R9.1))"))
    }
}

@Suite("vcgraph docs --rulebook-at")
struct DocsRulebookElsewhereTests {
    @Test("with --rulebook-at, no rulebook is written and each rule id links to its entry where the rulebook is published")
    func linksToThePublishedRulebook() throws {
        let markdown = try temporaryFolder()
        let result = try vcgraph([
            "docs", "samples/presentation-chain.yaml", "-o", markdown.path, "--format", "markdown", "--rulebook-at",
            "https://example.org/rules",
        ])
        #expect(result.status == 0, "\(result.stderr)")
        let written = try FileManager.default.contentsOfDirectory(atPath: markdown.path)
        #expect(!written.contains { $0.hasPrefix("Rules") }, "\(written)")
        let page = try DocsCommandTests.contents(markdown.appendingPathComponent("presentation-chain.md"))
        #expect(page.contains("([R3.1](https://example.org/rules/Rules-PresenterResolution.md#R3.1))"))

        let catalog = try temporaryFolder()
        let docc = try vcgraph(["docs", "samples/presentation-chain.yaml", "-o", catalog.path, "--rulebook-at", "/documentation/mylib"])
        #expect(docc.status == 0, "\(docc.stderr)")
        let doccPage = try DocsCommandTests.contents(catalog.appendingPathComponent("Flows.docc/presentation-chain.md"))
        // The path and fragment DocC gives the rule's heading where the rulebook is built.
        #expect(doccPage.contains("([R3.1](/documentation/mylib/rules-presenterresolution#R31))"), "\(doccPage)")
        #expect(!FileManager.default.fileExists(atPath: catalog.appendingPathComponent("Flows.docc/Rules.md").path))
    }

    @Test("--rulebook-at refuses what is not a URL or a site path")
    func refusesOtherText() throws {
        let output = try temporaryFolder()
        for value in ["", "rules", "/a b", "/x)(y"] {
            let result = try vcgraph(["docs", "samples/presentation-chain.yaml", "-o", output.path, "--rulebook-at", value])
            #expect(result.status == 2, "\(value)")
            #expect(result.stderr.contains("--rulebook-at takes a URL or a site path"), "\(value): \(result.stderr)")
        }
    }
}
