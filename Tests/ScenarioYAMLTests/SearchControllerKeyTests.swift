import PresentationModel
import PresentationScenarios
import ScenarioYAML
import Testing

/// The `searchController` node key and the `activateSearch` / `deactivateSearch` steps (R12).
@Suite("searchController key")
struct SearchControllerKeyTests {
    private let yaml = """
        window:
          navigation: nav
          stack:
            - controller: list
              searchController:
                id: search
                placement: navigationItem
                modalPresentationStyle: formSheet
                results:
                  navigation: resultsNav
                  stack: [results]
        """

    @Test("R12.2 the key declares a detached search controller with UIKit's defaults and its results node")
    func reads() throws {
        let scenario = try ScenarioReader.read(yaml + "\nsteps:\n  - activateSearch: search\n", file: "search.yaml")
        let run = ScenarioRun(scenario)
        let h = run.hierarchy
        #expect(h.attributes(of: "search")?.search == SearchSettings(host: "list", results: "resultsNav", placement: .navigationItem))
        #expect(h.attributes(of: "search")?.modalPresentationStyle == .formSheet)
        #expect(h.attributes(of: "search")?.modalTransitionStyle == .crossDissolve)
        #expect(h.presentingViewController(of: "search") == "nav")
        #expect(h.parent(of: "resultsNav") == "search")
    }

    @Test("R12 the writer writes the key back, and it reads to the same controllers")
    func roundTrip() throws {
        let scenario = try ScenarioReader.read(yaml, file: "search.yaml")
        let written = try ScenarioWriter.yaml(for: scenario)
        #expect(written.contains("searchController:"))
        let again = try ScenarioReader.read(written, file: "written.yaml")
        let (first, second) = (ScenarioRun(scenario).hierarchy, ScenarioRun(again).hierarchy)
        for id: ControllerID in ["list", "search", "resultsNav", "results"] {
            #expect(first.attributes(of: id) == second.attributes(of: id), "\(id)")
        }
        #expect(second.viewControllers(of: "resultsNav") == ["results"])
    }

    @Test("R12 a searchController needs an id, and its placement is one of UIKit's")
    func errors() {
        #expect(throws: ScenarioError.self) {
            try ScenarioReader.read("window:\n  controller: a\n  searchController: { placement: tableHeader }\n", file: "x.yaml")
        }
        #expect(throws: ScenarioError.self) {
            try ScenarioReader.read("window:\n  controller: a\n  searchController: { id: s, placement: toolbar }\n", file: "x.yaml")
        }
    }
}
