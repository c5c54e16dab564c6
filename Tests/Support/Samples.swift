import Foundation
import PresentationScenarios
import ScenarioYAML

/// The sample scenarios of `samples/`, which every output's golden files cover.
public enum Samples {
    /// The sample files' names, sorted.
    public static let names: [String] = {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: Repository.url("samples").path)) ?? []
        return names.filter { $0.hasSuffix(".yaml") }.sorted()
    }()

    /// Whether the tests that repeat a costly check on each sample (drawing it again to
    /// compare the bytes two ways, reading every mutant of it) check every sample: under
    /// `make every-sample` (`VCGRAPH_EVERY_SAMPLE=1`), which CI runs. `make test` checks
    /// ``representative`` only.
    public static let everySample = ProcessInfo.processInfo.environment["VCGRAPH_EVERY_SAMPLE"] == "1"

    /// Three samples that between them have every kind of node, edge and frame change: a
    /// chain of presentations, containers of every kind, a 59-controller app.
    public static let representative = ["large-app.yaml", "presentation-chain.yaml", "split-view-column-style.yaml"]

    /// The samples a test repeating a costly check on each sample checks.
    public static let checked: [String] = everySample ? names : names.filter(representative.contains)

    /// A sample, read as `vcgraph` reads it (its file named `samples/NAME`).
    public static func read(_ name: String) throws -> Scenario {
        let text = try String(contentsOf: Repository.url("samples/\(name)"), encoding: .utf8)
        return try ScenarioReader.read(text, file: "samples/\(name)")
    }

    /// The name without `.yaml`, which names its golden files.
    public static func baseName(_ name: String) -> String {
        name.hasSuffix(".yaml") ? String(name.dropLast(5)) : name
    }
}
