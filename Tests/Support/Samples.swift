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
