import DumpImport
import PresentationScenarios

/// An input file, read: its scenario, the dump it came from when it was one, and the run of
/// all its steps when reading it ran them (a storyboard's segues are fired by the model once,
/// as the reader answers them).
public struct LoadedInput: Sendable {
    public var scenario: Scenario
    public var dump: ImportedDump?
    public var run: ScenarioRun?
    /// What a scenario file written from this input says first, as comments: a path of
    /// Swift's assumptions.
    public var comments: [String]

    public init(scenario: Scenario, dump: ImportedDump? = nil, run: ScenarioRun? = nil, comments: [String] = []) {
        self.scenario = scenario
        self.dump = dump
        self.run = run
        self.comments = comments
    }

    /// The run of the scenario up to step `last` (all when nil): the reader's own when it ran
    /// them all, else a run of its own.
    public func run(upTo last: Int? = nil, keepingSnapshots: Bool = false) -> ScenarioRun {
        if let run, last == nil || last == scenario.steps.count, run.keepsSnapshots || !keepingSnapshots { return run }
        return ScenarioRun(scenario, upTo: last, keepingSnapshots: keepingSnapshots)
    }
}
