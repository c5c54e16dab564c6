import Foundation
import PresentationDiagrams
import PresentationReports
import PresentationScenarios
import ScenarioYAML
import PresentationModel
import Testing

/// Golden files for the samples: the text and JSON of `vcgraph analyze`, byte for byte.
@Suite("Sample outputs")
struct SampleSnapshotTests {
    @Test("there are at least 15 samples, each with a description")
    func samplesExist() throws {
        #expect(sampleFiles.count >= 15)
        for name in sampleFiles {
            let scenario = try read(name)
            #expect(scenario.description?.isEmpty == false, "\(name) has no description")
        }
    }

    @Test("every sample passes its own expectations", arguments: sampleFiles)
    func samplePasses(_ name: String) throws {
        let run = ScenarioRun(try read(name))
        let failures = run.checks.filter { !$0.passed }.map { "\($0.location): \($0.summary)" }
        #expect(failures == [])
        #expect(!run.checks.isEmpty)
    }

    @Test("analyze --format text matches its golden file", arguments: sampleFiles)
    func text(_ name: String) throws {
        let run = ScenarioRun(try read(name))
        expectGolden(AnalysisReport(run).text, named: name.replacingOccurrences(of: ".yaml", with: ".txt"))
    }

    @Test("analyze --format json matches its golden file", arguments: sampleFiles)
    func json(_ name: String) throws {
        let run = ScenarioRun(try read(name))
        expectGolden(JSONReport(run.hierarchy, diagnostics: run.diagnostics).text, named: name.replacingOccurrences(of: ".yaml", with: ".json"))
    }

    @Test("the diagram's DOT matches its golden file", arguments: sampleFiles)
    func dot(_ name: String) throws {
        let run = ScenarioRun(try read(name))
        let diagram = HierarchyDiagram(run.hierarchy, options: .init(title: run.scenario.name))
        expectGolden(diagram.dot, named: name.replacingOccurrences(of: ".yaml", with: ".dot"))
    }

    @Test("a documentation page matches its golden file")
    func page() throws {
        let run = ScenarioRun(try read("homepwner-current-context.yaml"))
        expectGolden(ScenarioPage(run, image: "homepwner-current-context.svg").markdown, named: "homepwner-current-context.md")
        #expect(
            ScenarioPage.index(title: "Samples", entries: [("A", "a.md", "Line one\nline two"), ("B", "b.md", nil)])
                == "# Samples\n\n- [A](a.md) — Line one line two\n- [B](b.md)\n")
    }

    @Test("the same input gives the same bytes")
    func deterministic() throws {
        for name in sampleFiles {
            let first = ScenarioRun(try read(name))
            let second = ScenarioRun(try read(name))
            #expect(
                JSONReport(first.hierarchy, diagnostics: first.diagnostics).text == JSONReport(second.hierarchy, diagnostics: second.diagnostics).text
            )
            #expect(AnalysisReport(first).text == AnalysisReport(second).text)
        }
    }

    private func read(_ name: String) throws -> Scenario {
        let text = try String(contentsOf: repositoryRoot.appendingPathComponent("samples/\(name)"), encoding: .utf8)
        return try ScenarioReader.read(text, file: "samples/\(name)")
    }
}
