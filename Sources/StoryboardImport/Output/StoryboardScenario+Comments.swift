extension StoryboardScenario {
    /// What a scenario file written from this import says first, as comments: where it came
    /// from, and when the segue's source could not be reached.
    public var comments: [String] {
        var lines = ["Imported from \(catalog.storyboards.map(\.file).joined(separator: ", ")) by vcgraph import."]
        if !isReachable {
            lines.append("No chain of segues from the initial controller reaches the segue's source: its scene is the window root.")
        }
        return lines
    }
}
