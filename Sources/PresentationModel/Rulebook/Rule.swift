/// One entry of the rulebook: what UIKit does, in vcgraph's words, with where that is known
/// from and a short example, as its heading in the rulebook's articles states it. `vcgraph
/// rules ID` prints it.
public struct Rule: Hashable, Sendable {
    public var id: RuleID
    /// The rule in a few words.
    public var title: String
    /// What UIKit does, for an iOS developer (Markdown).
    public var statement: String
    /// Where it is known from, named: Apple's documentation of a symbol, an observation on a
    /// given iOS version, a decompiled UIKit build. Each ends with its confidence: documented,
    /// observed, observed in the binary, or inferred.
    public var sources: [String]
    /// A short worked example.
    public var example: Example?

    /// A scenario (or, where the scenario format cannot say it, a few lines of Swift) and what
    /// UIKit answers.
    public struct Example: Hashable, Sendable {
        /// `yaml` for a scenario, `swift` for code.
        public var language: String
        /// A whole scenario file whose `expect:` states UIKit's answer, so that the rulebook's
        /// examples are checked like any scenario (`RulebookExampleTests` runs each one); or
        /// Swift, for what no scenario can express (timing, console logs of the system).
        public var code: String
        /// UIKit's answer in one sentence.
        public var answer: String
    }

    /// A rule with a scenario as its example (`scenario`), or Swift code (`swift`) where a
    /// scenario cannot express it.
    init(
        _ id: RuleID, _ title: String, _ statement: String, sources: [String],
        scenario: String? = nil, swift code: String? = nil, answer: String = ""
    ) {
        self.id = id
        self.title = title
        self.statement = statement
        self.sources = sources
        if let scenario {
            self.example = Example(language: "yaml", code: scenario, answer: answer)
        } else {
            self.example = code.map { Example(language: "swift", code: $0, answer: answer) }
        }
    }
}

/// One chapter of the rulebook: one DocC article, opened by its section's entry (`§5`).
public struct RulebookChapter: Hashable, Sendable {
    /// The article's file name, without `.md`: what `<doc:…>` links name.
    public var article: String
    public var title: String
    /// One sentence under the title.
    public var abstract: String
    public var rules: [Rule]
}

/// The rulebook's index article: its title, abstract and overview, above the list of chapters.
public struct RulebookIndex: Hashable, Sendable {
    /// The article's file name, without `.md`.
    public var article: String
    public var title: String
    /// One sentence under the title.
    public var abstract: String
    /// What the ids and the sources' confidences mean (Markdown).
    public var overview: String
}
