/// `state:` of a `_printHierarchy` line: where the controller is in its appearance cycle.
public enum ObservedState: String, Hashable, Sendable, CaseIterable {
    case appeared, appearing, disappeared, disappearing

    /// Whether the state says the view is (or is becoming) part of the screen. A transition
    /// is taken at its end, as the model has no transitions: `appearing` is on screen,
    /// `disappearing` is off screen.
    public var isOnScreen: Bool { self == .appeared || self == .appearing }
}
