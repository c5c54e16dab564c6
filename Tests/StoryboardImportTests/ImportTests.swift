import PresentationModel
import PresentationScenarios
import ScenarioYAML
import StoryboardImport
import PresentationTesting
import Testing

/// `vcgraph import`: the scenario a storyboard becomes, written as YAML that the scenario
/// reader reads back into the same hierarchy (SB13).
@Suite("Storyboard import")
struct ImportTests {
    func roundTrip(_ c: StoryboardCatalog, device: Device, segue element: String?) throws -> (StoryboardScenario, ScenarioRun) {
        let segue = element.flatMap { name in c.transitionSegues.first { c[$0].element == name } }
        let imported = StoryboardScenario(c, device: device, iosVersion: 17, firing: segue)
        let scenario = try ScenarioReader.read(try ScenarioWriter.yaml(for: imported.scenario), file: "imported.yaml")
        return (imported, ScenarioRun(scenario))
    }

    @Test("SB13 the YAML reads back into the hierarchy the resolver reached, with no diagnostic")
    func roundTripEverySegue() throws {
        for (name, device) in [("segues.storyboard", Device.iphone), ("master-detail.storyboard", .ipad), ("tab-context.storyboard", .iphone)] {
            let c = try catalog(name)
            for segue in c.transitionSegues {
                let (imported, run) = try roundTrip(c, device: device, segue: c[segue].element)
                let expected = HierarchyDescription(imported.state.hierarchy).text
                #expect(HierarchyDescription(run.hierarchy).text == expected, "\(name) \(c[segue].element)")
                #expect(
                    run.hierarchy.presentations.map { [$0.presented, $0.presenter] }
                        == imported.state.hierarchy.presentations.map { [$0.presented, $0.presenter] })
            }
        }
    }

    @Test("SB13 the imported scenario of a chosen segue: its steps reveal the source and fire the path")
    func golden() throws {
        let c = try catalog("master-detail.storyboard")
        let (imported, run) = try roundTrip(c, device: .iphone, segue: "show-detail")
        #expect(run.diagnostics.isEmpty)
        expectTextSnapshot(
            try ScenarioWriter.yaml(for: imported.scenario, comments: imported.comments, locatingSteps: true), named: "master-detail-show-detail",
            as: "yaml")
    }
}
