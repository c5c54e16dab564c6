import PresentationModel
import PresentationReports
import PresentationScenarios
import ScenarioYAML
import Testing

/// The rulebook's worked examples are scenarios, run here as `vcgraph check` runs them: an
/// example that stopped agreeing with the model fails the build, not a reader.
@Suite("The rulebook's worked examples")
struct RulebookExampleTests {
    /// Rules whose example is Swift, because no scenario can state it, each with the reason.
    /// Every other rule's example is a scenario.
    static let swiftOnly: [RuleID: String] = [
        .r9_5: "timing: a scenario's steps happen one after another, with no transition in flight",
        .section23: "reading code: the example is the Swift read",
        .r25_1: "reading code: the example is the Swift read", .r25_2: "reading code: the example is the Swift read",
        .r25_3: "reading code: the example is the Swift read",
        .r26_1: "reading code: the example is the Swift read", .r26_2: "reading code: the example is the Swift read",
        .r27_1: "reading code: the example is the Swift read", .r27_2: "reading code: the example is the Swift read",
        .r28_1: "reading code: the example is the Swift read", .r29_1: "reading code: the example is the Swift read",
        .r22_2: "reading code: the finding is made where the Swift is read",
        .r21_5: "reading code: the chain of modifiers is Swift, which a scenario does not state",
        .u24: "reading code: the versions decide what the reader reports", .u25: "reading code: the example is the Swift read",
        .r19_2: "reading code: the containers are made from the Swift read", .r19_3: "reading code: the hosts are made from the Swift read",
        .r22_6: "reading code: the finding is made where the Swift is read", .u26: "reading code: the places are found in the Swift read",
    ]

    static var scenarioRules: [Rule] {
        Rulebook.chapters.flatMap(\.rules).filter { $0.example?.language == "yaml" }
    }

    @Test(
        "every example scenario reads, runs, checks something, and passes", arguments: scenarioRules)
    func examplePasses(rule: Rule) throws {
        let example = try #require(rule.example)
        let scenario = try ScenarioReader.read(example.code, file: "\(rule.id) example")
        let run = ScenarioRun(scenario)
        #expect(!run.checks.isEmpty, "\(rule.id)'s example checks nothing")
        var report = CheckReport()
        report.add(run)
        #expect(run.passed, "\(rule.id)'s example fails:\n\(report.lines.joined(separator: "\n"))")
        #expect(!example.answer.isEmpty, "\(rule.id)'s example says nothing of UIKit's answer")
    }

    @Test("every rule has a worked example, a scenario unless no scenario can state it")
    func everyRuleHasOne() {
        for rule in Rulebook.chapters.flatMap(\.rules) {
            switch rule.example?.language {
            case "yaml":
                #expect(
                    Self.swiftOnly[rule.id] == nil, "\(rule.id) has a scenario now: take it off swiftOnly")
            case "swift" where Self.swiftOnly[rule.id] != nil:
                break
            default:
                Issue.record("\(rule.id) has no scenario as its example, and swiftOnly gives no reason")
            }
        }
    }
}

extension Rule: CustomTestStringConvertible {
    public var testDescription: String { id.rawValue }
}
