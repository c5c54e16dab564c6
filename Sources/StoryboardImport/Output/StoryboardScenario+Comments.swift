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

    /// What the steps assume because the storyboard does not decide it: each custom segue
    /// fired, once per class.
    public var assumptions: [SegueAssumption] {
        var assumed: [SegueAssumption] = []
        for case let (_, segue?) in state.operations where catalog[segue].kind == .custom {
            let assumption = SegueAssumption.customSegue(className: catalog[segue].customClass ?? "")
            if !assumed.contains(assumption) { assumed.append(assumption) }
        }
        return assumed
    }
}
