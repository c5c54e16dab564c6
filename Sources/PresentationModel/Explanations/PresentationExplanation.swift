/// Why a presentation went where it went, as data: the style and its adaptation, the rule that
/// chose the presenter with every controller asked, what it covers, and what the two
/// presentation properties then return. `vcgraph analyze` and `explain` print it as
/// sentences, documentation pages as a list; renderers of `PresentationReports` do both.
public struct PresentationExplanation: Hashable, Sendable {
    public var presentation: PresentationSummary
    /// Set when the effective style differs from the requested one (<doc:Rules-Styles#§5>): the environment it
    /// adapted in.
    public var adaptation: Adaptation?
    /// For a `custom` style: the presentation controller's `shouldPresentInFullscreen`.
    public var shouldPresentInFullscreen: Bool?
    /// Whether the presenter's view leaves the window once the presentation is shown (<doc:Rules-Styles#§5>).
    public var removesPresenterView: Bool

    /// The environment a style adapted in.
    public struct Adaptation: Hashable, Sendable {
        public var iosVersion: Int
        public var horizontalSizeClass: SizeClass
        public var verticalSizeClass: SizeClass
    }

    public init(_ presentation: Presentation, in hierarchy: Hierarchy) {
        let summary = hierarchy.summary(presentation)
        let environment = hierarchy.environment
        self.presentation = summary
        adaptation =
            summary.effectiveStyle == summary.style || summary.isObservedStyle
            ? nil
            : Adaptation(
                iosVersion: environment.iosVersion, horizontalSizeClass: environment.horizontalSizeClass,
                verticalSizeClass: environment.verticalSizeClass)
        shouldPresentInFullscreen = presentation.style == .custom ? presentation.shouldPresentInFullscreen : nil
        removesPresenterView = environment.removesPresenterView(summary.effectiveStyle)
    }
}
