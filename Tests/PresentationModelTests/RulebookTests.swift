import PresentationModel
import Testing

@Suite("The rulebook")
struct RulebookTests {
    @Test("every rule id has exactly one entry, in the order of RuleID")
    func everyIDOnce() {
        let ids = Rulebook.chapters.flatMap(\.rules).map(\.id)
        #expect(ids == RuleID.allCases)
        for id in RuleID.allCases {
            #expect(id.rule?.id == id, "\(id)")
        }
    }

    @Test("every chapter is opened by its section and has its own article")
    func chapters() {
        let articles = Rulebook.chapters.map(\.article)
        #expect(Set(articles).count == articles.count)
        #expect(!articles.contains(Rulebook.index.article))
        for chapter in Rulebook.chapters where chapter.article != "Rules-Decisions" {
            #expect(chapter.rules.first?.id.rawValue.hasPrefix("§") == true, "\(chapter.title)")
        }
    }

    @Test("every link of a statement names an article and a rule of it")
    func linksResolve() {
        for rule in Rulebook.chapters.flatMap(\.rules) {
            for link in Self.links(in: rule.statement) {
                let parts = link.split(separator: "#", maxSplits: 1).map(String.init)
                let chapter = Rulebook.chapters.first { $0.article == parts[0] }
                #expect(chapter != nil, "\(rule.id) links to \(link)")
                if parts.count == 2 {
                    #expect(chapter?.rules.contains { $0.id.rawValue == parts[1] } == true, "\(rule.id) links to \(link)")
                }
            }
        }
    }

    @Test("every rule names its sources, and nothing points outside the repository")
    func sources() {
        for rule in Rulebook.chapters.flatMap(\.rules) {
            #expect(!rule.sources.isEmpty, "\(rule.id)")
            let text = ([rule.title, rule.statement] + rule.sources + [rule.example?.code ?? ""]).joined(separator: "\n")
            for outside in ["http", "www.", "shared/spec", ".md"] {
                #expect(!text.contains(outside), "\(rule.id) contains \(outside)")
            }
        }
    }

    @Test("a rule id reads from its text, as a literal or from outside")
    func ids() {
        let literal: RuleID = "R3.1"
        #expect(literal == .r3_1)
        #expect(RuleID(rawValue: "§5") == .section5)
        #expect(RuleID(rawValue: "R99.9") == nil)
        #expect(RuleID.r3_1 < .r3_2 && .section4 < .r3_0)
        #expect([RuleID.r1_5, .u1].cited == "R1.5, Decision U1")
        #expect(RuleID.r3_1.docLink == "<doc:Rules-PresenterResolution#R3.1>")
    }

    static func links(in text: String) -> [String] {
        text.split(separator: "<doc:").dropFirst().compactMap { $0.split(separator: ">").first.map(String.init) }
    }
}
