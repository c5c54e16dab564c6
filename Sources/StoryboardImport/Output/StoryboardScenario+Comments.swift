extension StoryboardScenario {
    /// What a scenario file written from this import says first, as comments: where it came
    /// from, and what its steps assume (the source's scene made the window root among them).
    public var comments: [String] {
        var lines = ["Imported from \(catalog.storyboards.map(\.file).joined(separator: ", ")) by vcgraph import."]
        lines += assumptions.map { "Assumed: \($0.text)." }
        return lines
    }

    /// What the steps assume because the storyboard does not decide it, each once, in the
    /// order the segues fired assumed it.
    public var assumptions: [SegueAssumption] { state.assumptions }
}
