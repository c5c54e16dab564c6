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

    /// The samples that tests drawing every sample's diagram and frames again, to compare the
    /// bytes two ways, draw: all of them under `make redraw` (`VCGRAPH_EVERY_SAMPLE=1`, in
    /// CI), and under `make test` three that between them have every kind of node, edge and
    /// frame change (a chain of presentations, containers of every kind, a 59-controller app).
    public static let redrawn: [String] =
        ProcessInfo.processInfo.environment["VCGRAPH_EVERY_SAMPLE"] == "1"
        ? names : names.filter { ["presentation-chain.yaml", "split-view-column-style.yaml", "large-app.yaml"].contains($0) }

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
