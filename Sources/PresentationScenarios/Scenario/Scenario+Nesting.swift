extension Scenario {
    /// How deep controllers may nest by containment in a file read into a scenario: scenario
    /// files, storyboards and `_printHierarchy` dumps alike. A declaration (`ControllerSpec`)
    /// holds its children by value, and one nested deeper could exhaust the stack when it is
    /// built, written or freed; the readers refuse a deeper tree at the place that crosses the
    /// limit, before any declaration of that depth is made. A hierarchy that deep is built
    /// with `addChild` steps instead.
    public static let maximumNesting = 200
}
