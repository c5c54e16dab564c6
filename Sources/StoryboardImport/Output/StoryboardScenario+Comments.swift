extension StoryboardScenario {
    /// What a scenario file written from this import says first, as comments: where it came
    /// from, when the segue's source could not be reached, and what its steps assume.
    public var comments: [String] {
        var lines = ["Imported from \(catalog.storyboards.map(\.file).joined(separator: ", ")) by vcgraph import."]
        if !isReachable {
            lines.append("No chain of segues from the initial controller reaches the segue's source: its scene is the window root.")
        }
        lines += assumptions.map { "Assumed: \($0.text)." }
        return lines
    }

    /// What the steps assume because the storyboard does not decide it, each once, in the
    /// order the segues fired assumed it.
    public var assumptions: [SegueAssumption] { state.assumptions }
}
