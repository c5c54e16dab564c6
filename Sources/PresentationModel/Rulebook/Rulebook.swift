/// vcgraph's rulebook: every rule, precondition, decision and section the model implements
/// or cites, as data. Its source is the rulebook's DocC articles in this module's catalog
/// (`Documentation.docc/Rulebook`), which the build reads into the module, so nothing is
/// read from a file at run time; `vcgraph rules` prints it, and `vcgraph docs` writes the
/// articles again beside the pages it generates.
public enum Rulebook {
    /// The chapters in reading order; together they hold every ``RuleID`` once.
    public static let chapters: [RulebookChapter] = EmbeddedRulebook.chapters

    /// The article that lists the chapters.
    public static let index: RulebookIndex = EmbeddedRulebook.index

    private static let entries: [RuleID: (rule: Rule, chapter: RulebookChapter)] = {
        var entries: [RuleID: (rule: Rule, chapter: RulebookChapter)] = [:]
        for chapter in chapters {
            for rule in chapter.rules { entries[rule.id] = (rule, chapter) }
        }
        return entries
    }()

    /// The entry of `id`; every id has one (the rulebook test checks it).
    public static func rule(_ id: RuleID) -> Rule? { entries[id]?.rule }

    /// The chapter that states `id`.
    public static func chapter(of id: RuleID) -> RulebookChapter? { entries[id]?.chapter }
}

extension RuleID {
    /// The rule's entry in the rulebook.
    public var rule: Rule? { Rulebook.rule(self) }

    /// The DocC link to the rule's heading: `<doc:Rules-PresenterResolution#R3.1>`.
    public var docLink: String {
        "<doc:\(Rulebook.chapter(of: self)?.article ?? Rulebook.index.article)#\(anchor)>"
    }

    /// The heading's anchor as DocC forms it from the heading text (the id itself).
    public var anchor: String { rawValue }
}
