import DumpImport
import PresentationScenarios

/// An input file, read: its scenario, and the dump it came from when it was one.
public struct LoadedInput: Sendable {
    public var scenario: Scenario
    public var dump: ImportedDump?

    public init(scenario: Scenario, dump: ImportedDump? = nil) {
        self.scenario = scenario
        self.dump = dump
    }
}
