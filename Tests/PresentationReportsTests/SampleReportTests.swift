import PresentationModel
import PresentationReports
import PresentationScenarios
import PresentationTesting
import Testing
import VCGraphTestSupport

/// Golden files for the samples: the text and JSON of `vcgraph analyze`, byte for byte, kept in `__Snapshots__/SampleReportTests/` (`VCGRAPH_RECORD=1`
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
