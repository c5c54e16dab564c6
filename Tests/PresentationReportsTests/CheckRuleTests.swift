import Foundation
import PresentationModel
import PresentationReports
import PresentationScenarios
import ScenarioYAML
import Testing
import VCGraphTestSupport

/// A rule id on every failure, in every reporter. One scenario fails an
/// expectation of every relation (several for `isOnScreen`, whose reasons differ), an
/// `expectError` its step does not produce, an `expectWarning` whose step produces another
/// diagnostic, and has unexpected diagnostics in a step and in the declaration.
@Suite("A rule id on every failure")
struct CheckRuleTests {
    static let fixture = """
        name: Every kind of check, failing
        device: iphone
        window:
          tabBar: tabs
          tabs:
            - navigation: nav
              stack: [list]
            - split: split
              primary: side
              secondary: main
            - page: pages
              pages: [page1]
        controllers:
          - detail
          - loose
          - navigation: outer
            stack:
              - navigation: inner
                stack: [deep]
        steps:
          - present: {from: list, controller: detail, style: formSheet}
          - pop: nav
            expectError: anything
          - push: {onto: nav, controller: list}
            expectWarning: nothing
        expect:
          - parent(list): tabs
          - children(nav): []
          - family(list): list
          - navigationController(list): nil
          - tabBarController(detail): tabs
          - splitViewController(list): split
          - presentingViewController(detail): list
          - presentedViewController(loose): list
          - presentedFrom(detail): nav
          - presentationContext(detail): list
          - presentationStyle(list): formSheet
          - viewControllers(nav): []
          - topViewController(nav): nil
          - visibleViewController(nav): list
          - selectedViewController(tabs): split
          - isOnScreen(loose): true
          - isOnScreen(list): false
          - isOnScreen(main): true
          - rootViewController(main): nav
          - definesPresentationContext(list): true
          - moreNavigationController(tabs): nav
          - selectedIndex(tabs): 2
          - modalPresentationStyle(list): fullScreen
          - isActive(list): true
          - delegateEvents(list): [adaptivePresentationStyle]
          - viewControllers(list): [loose]
        """

    static let file = "every.yaml"

    private func checks() throws -> [Check] {
        ScenarioRun(try ScenarioReader.read(Self.fixture, file: Self.file)).checks
    }

    /// `R1.5, Decision U1` → [R1.5, U1], each resolved in the rulebook (nil when one does not).
    private func resolve(_ cited: String) -> [RuleID]? {
        let ids = cited.split(separator: ", ").map { $0.hasPrefix("Decision ") ? $0.dropFirst("Decision ".count) : $0 }
        let rules = ids.compactMap { RuleID(rawValue: String($0)) }
        return rules.count == ids.count && !rules.isEmpty ? rules : nil
    }

    @Test("the scenario fails every relation and every kind of diagnostic check")
    func fixtureCoversEveryKind() throws {
        let checks = try checks()
        #expect(checks.allSatisfy { !$0.passed })
        var relations = Set<Relation>()
        var noDiagnostic = false, otherDiagnostics = false, unexpectedInStep = false, unexpectedInDeclaration = false
        for check in checks {
            switch (check.kind, check.reason) {
            case (.expectation(let expectation, _), _): relations.insert(expectation.relation)
            case (.expectedDiagnostic, .noDiagnostic?): noDiagnostic = true
            case (.expectedDiagnostic, .otherDiagnostics?): otherDiagnostics = true
            case (.unexpectedDiagnostic, .unexpectedInStep?): unexpectedInStep = true
            case (.unexpectedDiagnostic, .unexpected?): unexpectedInDeclaration = true
            default: Issue.record("an unexpected kind of check: \(check.summary)")
            }
        }
        #expect(Set(Relation.allCases).subtracting(relations).isEmpty, "relations never failed: \(Set(Relation.allCases).subtracting(relations))")
        #expect(noDiagnostic && otherDiagnostics && unexpectedInStep && unexpectedInDeclaration)
    }

    @Test("each failure has a rule id that resolves in the rulebook")
    func everyCheck() throws {
        for check in try checks() {
            #expect(!check.rules.isEmpty, "\(check.location): \(check.summary)")
            #expect(check.rule.flatMap(resolve) == check.rules, "\(check.location): \(check.summary)")
        }
    }

    @Test("text: each error line ends with its rule ids, and its notes cite them")
    func text() throws {
        let checks = try checks()
        let lines = CheckReporter.text.render([.init(path: Self.file, checks: checks)]).split(separator: "\n").map(String.init)
        let errors = lines.filter { $0.contains(": error: ") }
        #expect(errors.count == checks.count)
        for (line, check) in zip(errors, checks) {
            #expect(line.hasSuffix(" [\(check.rules.cited)]"), "\(line)")
            let notes = lines.filter { $0.hasPrefix("\(check.location): note: ") }
            for rule in check.rules { #expect(notes.contains { $0.contains(rule.rawValue) }, "\(line): no note cites \(rule)") }
        }
        #expect(lines.filter { !$0.contains(": error: ") && !$0.contains(": note: ") } == ["0 passed, \(checks.count) failed"])
    }

    @Test("json: every check has a rule that resolves")
    func json() throws {
        let checks = try checks()
        let text = CheckReporter.json.render([.init(path: Self.file, checks: checks)])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        let files = try #require(object["files"] as? [[String: Any]])
        let reported = try #require(files.first?["checks"] as? [[String: Any]])
        #expect(reported.count == checks.count)
        for entry in reported {
            let rule = entry["rule"] as? String
            #expect(rule.flatMap(resolve) != nil, "\(entry)")
            #expect((entry["reason"] as? String)?.isEmpty == false, "\(entry)")
        }
    }

    @Test("junit: every failure's type is its rule, never the bare 'check'")
    func junit() throws {
        let checks = try checks()
        let xml = CheckReporter.junit.render([.init(path: Self.file, checks: checks)])
        let types = xml.split(separator: "\n").filter { $0.contains("<failure ") }.map { line -> String in
            let start = line.range(of: "type=\"")!.upperBound
            return String(line[start...].prefix { $0 != "\"" })
        }
        #expect(types.count == checks.count)
        for type in types { #expect(resolve(type) != nil, "type=\(type)") }
    }

    @Test("github: every annotation's title names its rule")
    func github() throws {
        let checks = try checks()
        let lines = CheckReporter.github.render([.init(path: Self.file, checks: checks)]).split(separator: "\n")
        let errors = lines.filter { $0.hasPrefix("::error ") }
        #expect(errors.count == checks.count)
        for line in errors {
            let title = try #require(line.range(of: "title=vcgraph check [")).upperBound
            let cited = line[title...].prefix { $0 != "]" }.replacingOccurrences(of: "%2C", with: ",")
            #expect(resolve(cited) != nil, "\(line)")
        }
    }

    @Test("every reason the model gives, for every relation of every controller and window of the samples, cites a rule")
    func everyReason() throws {
        var hierarchies = [ScenarioRun(try ScenarioReader.read(Self.fixture, file: Self.file)).hierarchy]
        for name in Samples.names { hierarchies.append(ScenarioRun(try Samples.read(name)).hierarchy) }
        for hierarchy in hierarchies {
            for relation in Relation.allCases {
                let subjects: [Subject] =
                    relation.definition.subjectKind == .window
                    ? hierarchy.windows.map { .window($0.id) } + [.window("nowhere")]
                    : hierarchy.controllers.map { .controller($0) } + [.controller("nowhere")]
                for subject in subjects {
                    let reason = hierarchy.reason(for: relation, of: subject)
                    #expect(!reason.rules.isEmpty, "\(relation.rawValue)(\(subject)): \(reason.sentence)")
                }
            }
        }
    }
}
