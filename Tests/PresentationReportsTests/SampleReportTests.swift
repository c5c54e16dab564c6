import PresentationModel
import PresentationReports
import PresentationScenarios
import PresentationTesting
import Testing
import VCGraphTestSupport

/// Golden files for the samples: the text and JSON of `vcgraph analyze` and a documentation
/// page, byte for byte, kept in `__Snapshots__/SampleReportTests/` (`VCGRAPH_RECORD=1`
/// records them anew).
@Suite("Sample reports")
struct SampleReportTests {
    @Test("there are at least 15 samples, each with a description")
    func samplesExist() throws {
        #expect(Samples.names.count >= 15)
        for name in Samples.names {
            let scenario = try Samples.read(name)
            #expect(scenario.description?.isEmpty == false, "\(name) has no description")
        }
    }

    @Test("analyze --format text matches its golden file", arguments: Samples.names)
    func text(_ name: String) throws {
        let run = ScenarioRun(try Samples.read(name))
        expectTextSnapshot(AnalysisReport(run).text, named: Samples.baseName(name), as: "txt")
    }

    @Test("analyze --format json matches its golden file", arguments: Samples.names)
    func json(_ name: String) throws {
        let run = ScenarioRun(try Samples.read(name))
        expectTextSnapshot(JSONReport(run.hierarchy, diagnostics: run.diagnostics).text, named: Samples.baseName(name), as: "json")
    }

    @Test("a flow's documentation page matches its golden file, as Markdown and as a DocC article; the walk's answers are a nested list")
    func page() throws {
        let run = ScenarioRun(try Samples.read("homepwner-current-context.yaml"), keepingSnapshots: true)
        let images: [String?] = run.snapshots.indices.map { "homepwner-current-context-step-\($0)" }
        let page = FlowPage(run, images: images.map { $0.map { $0 + ".svg" } }, style: .markdown).text
        expectTextSnapshot(page, named: "homepwner-current-context", as: "md")
        #expect(page.contains("\n  - &lt;BNRItemsViewController: items&gt;: definesPresentationContext = true\n"))
        let article = FlowPage(run, images: images, style: .docc).text
        expectTextSnapshot(article, named: "homepwner-current-context-docc", as: "md")
        let entries = [
            FlowIndex.Entry(page: "a", title: "A", description: "Line one\nline two", failedChecks: 0),
            FlowIndex.Entry(page: "b", title: "B", description: nil, failedChecks: 2),
        ]
        #expect(
            FlowIndex(title: "Samples", entries: entries, style: .markdown).text
                == "# Samples\n\n2 flows, drawn step by step; 1 with failing checks.\n\n- [A](a.md) — Line one line two\n- [B](b.md) — ❌ 2 checks failed.\n"
                + "\nEvery rule id on these pages links to [the rulebook](Rules.md).\n"
        )
    }

    @Test("the same input gives the same bytes")
    func deterministic() throws {
        for name in Samples.names {
            let first = ScenarioRun(try Samples.read(name))
            let second = ScenarioRun(try Samples.read(name))
            #expect(
                JSONReport(first.hierarchy, diagnostics: first.diagnostics).text
                    == JSONReport(second.hierarchy, diagnostics: second.diagnostics).text)
            #expect(AnalysisReport(first).text == AnalysisReport(second).text)
        }
    }
}
