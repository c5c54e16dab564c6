/// vcgraph's rulebook: every rule, precondition, decision and section the model implements
/// or cites, as data. It is the one source of the rulebook's DocC articles (generated, and
/// checked by a test) and of `vcgraph rules`.
public enum Rulebook {
    /// The chapters in reading order; together they hold every ``RuleID`` once.
    public static let chapters: [RulebookChapter] = [
        families, presentationLinks, preconditions, presenterResolution, styles, navigation, tabBar, splitView,
        show, dismissal, containment, alerts, search, adaptiveDelegate, sheets, newerSystems, pageView,
        showTargeting, swiftUI, decisions,
    ]

    /// The article every chapter is listed in.
    public static let indexArticle = "Rules"

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
        "<doc:\(Rulebook.chapter(of: self)?.article ?? Rulebook.indexArticle)#\(anchor)>"
    }

    /// The heading's anchor as DocC forms it from the heading text (the id itself).
    public var anchor: String { rawValue }
}
