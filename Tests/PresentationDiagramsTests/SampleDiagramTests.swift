import PresentationDiagrams
import PresentationScenarios
import PresentationTesting
import Testing
import VCGraphTestSupport

/// Golden files for the samples' diagrams, as DOT, kept in
/// `__Snapshots__/SampleDiagramTests/` (`VCGRAPH_RECORD=1` records them anew).
@Suite("Sample diagrams")
struct SampleDiagramTests {
    @Test("the diagram's DOT matches its golden file", arguments: Samples.names)
    func dot(_ name: String) throws {
        let run = ScenarioRun(try Samples.read(name))
        let diagram = HierarchyDiagram(run.hierarchy, options: .init(title: run.scenario.name))
        expectTextSnapshot(diagram.dot, named: Samples.baseName(name), as: "dot")
    }
}
