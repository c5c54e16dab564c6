import PresentationModel
import PresentationScenarios
import ScenarioYAML
import Testing

/// Scenario options for the rulebook's flagged decisions, read from a file as `vcgraph check` reads
/// them (each option's behaviour is tested in the model's suites).
@Suite("Flagged decisions' options in a scenario")
struct FlaggedOptionTests {
    private func run(_ yaml: String) throws -> ScenarioRun {
        ScenarioRun(try ScenarioReader.read(yaml, file: "options.yaml"))
    }

    @Test("R12.5 the option searchIgnoresAncestorDefiners: a container above the list that defines the context is passed over")
    func searchIgnoresAncestorDefiners() throws {
        func scenario(_ option: String?) -> String {
            var yaml = "device: iphone\n"
            if let option { yaml += "options:\n  searchIgnoresAncestorDefiners: \(option)\n" }
            return yaml + """
                window:
                  navigation: nav
                  stack:
                    - controller: shell
                      definesPresentationContext: true
                      children:
                        - controller: list
                          searchController: { id: search, results: results }
                steps:
                  - activateSearch: search

                """
        }
        #expect(try run(scenario("true")).hierarchy.presentingViewController(of: "search") == "nav")
        #expect(try run(scenario(nil)).hierarchy.presentingViewController(of: "search") == "shell")
    }

    @Test("U13 the option adaptiveWrapperKeepsController: back in regular width the wrapper still holds the inspector")
    func adaptiveWrapperKeepsController() throws {
        func scenario(_ option: String?) -> String {
            var yaml = "device: ipad\nhorizontalSizeClass: compact\n"
            if let option { yaml += "options:\n  adaptiveWrapperKeepsController: \(option)\n" }
            return yaml + """
                window:
                  navigation: nav
                  stack: [library]
                controllers:
                  - controller: inspector
                    popoverAnchor: barButtonItem
                    adaptiveWrapper: navigation
                steps:
                  - present: { from: library, controller: inspector, style: popover }
                  - traits: { horizontalSizeClass: regular }

                """
        }
        let kept = try run(scenario("true")).hierarchy
        #expect(kept.parent(of: "inspector") == "inspector/adaptive")
        #expect(kept.presentingViewController(of: "inspector") == "nav")
        let standard = try run(scenario(nil)).hierarchy
        #expect(standard.parent(of: "inspector") == nil)
        #expect(throws: ScenarioError.self) { try ScenarioReader.read(scenario("1"), file: "options.yaml") }
    }
}
