import PresentationReports
import PresentationScenarios
import ScenarioYAML
import PresentationModel
import Testing
import VCGraphTestSupport

/// `ScenarioRun` and `CheckReport`: what `vcgraph check` prints for passing and failing
/// scenarios (the scenario format, Steps: "A diagnostic that no step expected makes `check`
/// fail, and so does an `expectError` / `expectWarning` that no diagnostic of its step matches").
@Suite("Check reports")
struct CheckTests {
    @Test("every sample passes its own expectations", arguments: Samples.names)
    func samplePasses(_ name: String) throws {
        let run = ScenarioRun(try Samples.read(name))
        let failures = run.checks.filter { !$0.passed }.map { "\($0.location): \($0.summary)" }
        #expect(failures == [])
        #expect(!run.checks.isEmpty)
    }

    // MARK: - Refusals are reported once

    @Test("R5.3 P8 a diagnostic that only follows from a refused declaration is vcgraph's note, not UIKit's, and check passes")
    func consequenceOfARefusedDeclaration() throws {
        let run = try #require(
            makeRun(
                """
                window: { navigation: main, stack: [home, { navigation: inner, stack: [a] }] }
                controllers: [sheet]
                steps:
                  - present: { from: inner, controller: sheet }
                """))
        let step = run.diagnostics.filter { $0.step == 1 }.map(\.diagnostic)
        #expect(step.map(\.code) == [.followsFromRefusal] && step.map(\.severity) == [.note] && step.first?.wording == .vcgraph)
        #expect(
            step.first?.message.hasPrefix(
                "follows from the refusal at line 1, column 43, which left 'inner' where it was; UIKit would have stopped there") == true, "\(step)")
        // The refusal itself is reported once, as UIKit's, and is the only failed check.
        #expect(run.checks.filter { !$0.passed }.map(\.summary) == ["unexpected error: Pushing a navigation controller is not supported"])
    }

    @Test("R5.3 P6 a step on a controller a refused push left out is a note; a later push that places it clears the refusal")
    func consequenceOfARefusedStep() throws {
        let run = try #require(
            makeRun(
                """
                window: { navigation: main, stack: [home] }
                controllers: [sheet, sheet2, { navigation: other, stack: [c] }]
                steps:
                  - push: { onto: main, controller: other }
                    expectError: Pushing a navigation controller is not supported
                  - present: { from: c, controller: sheet }
                    expectWarning: whose view is not in the window hierarchy
                  - present: { from: home, controller: other }
                  - present: { from: c, controller: sheet2 }
                """))
        #expect(run.diagnostics.map(\.diagnostic.code) == [.pushingNavigationController, .followsFromRefusal])
        #expect(run.diagnostics.last?.diagnostic.message.contains("which left 'other' where it was") == true)
        // The expectation written for the consequence still matches vcgraph's note.
        #expect(run.passed)
        #expect(run.hierarchy.presentingViewController(of: "sheet2") == "other")
    }

    @Test("P8 a refused controller presented from another detached one: UIKit's own diagnostic about the source stays UIKit's")
    func refusalBlamesOnlyTheSource() throws {
        let run = try #require(
            makeRun(
                """
                window: { navigation: main, stack: [home] }
                controllers: [loose, { navigation: other, stack: [c] }]
                steps:
                  - push: { onto: main, controller: other }
                    expectError: Pushing a navigation controller is not supported
                  - present: { from: loose, controller: other }
                    expectWarning: detached view controllers is discouraged
                """))
        #expect(run.diagnostics.map(\.diagnostic.code) == [.pushingNavigationController, .presentingOnDetachedController])
        #expect(run.passed)
    }

    // MARK: - Helpers

    private func makeRun(_ text: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> ScenarioRun? {
        do {
            return ScenarioRun(try ScenarioReader.read(text, file: "test.yaml"))
        } catch {
            Issue.record("unexpected reading error: \(error)", sourceLocation: sourceLocation)
            return nil
        }
    }

    private func makeReport(_ text: String, verbose: Bool = false, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> CheckReport? {
        guard let run = makeRun(text, sourceLocation: sourceLocation) else { return nil }
        var report = CheckReport()
        report.add(run, verbose: verbose)
        return report
    }

    /// A navigation stack [A], and a navigation controller `other` (with B) not yet shown.
    private let pushNavigationPrelude = """
        window:
          navigation: nav
          stack: [A]
        controllers:
          - navigation: other
            stack: [B]
        """

    // MARK: - Expectations

    @Test("a failed expectation prints file:line:col, expected against actual, its rule, and a reason as a note")
    func failedExpectation() throws {
        let report = try #require(
            makeReport(
                """
                window:
                  navigation: nav
                  stack: [A]
                controllers: [B]
                steps:
                  - present: { from: A, controller: B, style: fullScreen }
                expect:
                  - presentingViewController(B): A
                  - presentedFrom(B): A
                """))
        #expect(report.summary == "1 passed, 1 failed")
        #expect(report.passed == 1)
        #expect(report.failed == 1)
        try #require(report.lines.count == 2)
        #expect(report.lines[0] == "test.yaml:8:5: error: expected presentingViewController(B) to be A, but it is nav [R2.2]")
        // The reason: one note, at the same place, that says why nav presents.
        #expect(report.lines[1].hasPrefix("test.yaml:8:5: note: "))
        #expect(!report.lines[1].contains("\n"))
        #expect(report.lines[1].contains("<UINavigationController: nav>"))
        #expect(report.lines[1].contains("fullScreen"))
    }

    @Test("nil, lists, booleans and styles are printed as an expectation writes them")
    func failedExpectationValues() throws {
        let report = try #require(
            makeReport(
                """
                window:
                  navigation: nav
                  stack: [A, B]
                expect:
                  - viewControllers(nav): [B, A]
                  - parent(nav): A
                  - isOnScreen(A): true
                  - presentationStyle(nav): formSheet
                """))
        #expect(report.summary == "0 passed, 4 failed")
        let errors = report.lines.filter { !$0.contains(": note: ") }
        #expect(
            errors == [
                "test.yaml:5:5: error: expected viewControllers(nav) to be [B, A], but it is [A, B] [R5.1]",
                "test.yaml:6:5: error: expected parent(nav) to be A, but it is nil [§1]",
                "test.yaml:7:5: error: expected isOnScreen(A) to be true, but it is false [R5.1]",
                "test.yaml:8:5: error: expected presentationStyle(nav) to be formSheet, but it is nil [§3]",
            ])
    }

    @Test("passing checks print nothing unless verbose")
    func passingChecks() throws {
        let text = """
            window:
              navigation: nav
              stack: [A]
            expect:
              - topViewController(nav): A
              - parent(A): nav
            """
        let quiet = try #require(makeReport(text))
        #expect(quiet.lines == [])
        #expect(quiet.summary == "2 passed, 0 failed")
        let verbose = try #require(makeReport(text, verbose: true))
        #expect(
            verbose.lines == [
                "test.yaml:5:5: passed: topViewController(nav): A",
                "test.yaml:6:5: passed: parent(A): nav",
            ])
        #expect(verbose.summary == "2 passed, 0 failed")
    }

    @Test("only the words error, note and passed are painted")
    func painting() throws {
        let run = try #require(
            makeRun(
                """
                window:
                  navigation: nav
                  stack: [A]
                expect:
                  - parent(A): nav
                  - parent(A): nil
                """))
        var report = CheckReport { text, kind in "<\(kind)>\(text)</>" }
        report.add(run, verbose: true)
        try #require(report.lines.count == 3)
        #expect(report.lines[0] == "test.yaml:5:5: <success>passed</>: parent(A): nav")
        #expect(report.lines[1] == "test.yaml:6:5: <failure>error</>: expected parent(A) to be nil, but it is nav [R1.7]")
        #expect(report.lines[2].hasPrefix("test.yaml:6:5: <detail>note</>: <UIViewController: A> is in the navigation stack"))
        #expect(report.lines[2].hasSuffix("(R1.7)"))
    }

    // MARK: - Expected diagnostics

    @Test("an expectError that matches passes, and the step's error is not reported")
    func expectErrorMatches() throws {
        let text =
            pushNavigationPrelude + """

                steps:
                  - push: { onto: nav, controller: other }
                    expectError: Pushing a navigation controller
                expect:
                  - viewControllers(nav): [A]
                """
        let report = try #require(makeReport(text))
        #expect(report.lines == [])
        #expect(report.summary == "2 passed, 0 failed")
        let verbose = try #require(makeReport(text, verbose: true))
        #expect(
            verbose.lines == [
                "test.yaml:8:5: passed: expected error 'Pushing a navigation controller'",
                "test.yaml:11:5: passed: viewControllers(nav): [A]",
            ])
    }

    @Test("an expectError that does not match fails, naming what the step produced")
    func expectErrorDoesNotMatch() throws {
        let report = try #require(
            makeReport(
                pushNavigationPrelude + """

                    steps:
                      - push: { onto: nav, controller: other }
                        expectError: Cannot push
                    """))
        #expect(report.summary == "0 passed, 2 failed")
        try #require(report.lines.count == 4)
        #expect(report.lines[0].hasPrefix("test.yaml:8:5: error: expected a"))
        #expect(report.lines[0].hasSuffix("error containing 'Cannot push' [R5.3]"))
        #expect(report.lines[0] == "test.yaml:8:5: error: expected an error containing 'Cannot push' [R5.3]")
        #expect(report.lines[1] == "test.yaml:8:5: note: the step produced error: Pushing a navigation controller is not supported (R5.3)")
        // The error it did produce is still unexpected.
        #expect(report.lines[2] == "test.yaml:8:5: error: unexpected error: Pushing a navigation controller is not supported [R5.3]")
        #expect(
            report.lines[3]
                == "test.yaml:8:5: note: no expectError or expectWarning of the step names it; it comes from R5.3 (What push refuses)")
    }

    @Test("an expectWarning does not match an error with the same text")
    func expectWarningDoesNotMatchError() throws {
        let report = try #require(
            makeReport(
                pushNavigationPrelude + """

                    steps:
                      - push: { onto: nav, controller: other }
                        expectWarning: Pushing a navigation controller
                    """))
        #expect(report.summary == "0 passed, 2 failed")
        #expect(
            report.lines == [
                "test.yaml:8:5: error: expected a warning containing 'Pushing a navigation controller' [R5.3]",
                "test.yaml:8:5: note: the step produced error: Pushing a navigation controller is not supported (R5.3)",
                "test.yaml:8:5: error: unexpected error: Pushing a navigation controller is not supported [R5.3]",
                "test.yaml:8:5: note: no expectError or expectWarning of the step names it; it comes from R5.3 (What push refuses)",
            ])
    }

    @Test("an expectError on a step that produces nothing fails, citing the rule that lists when the call raises")
    func expectErrorOnQuietStep() throws {
        let report = try #require(
            makeReport(
                """
                window:
                  navigation: nav
                  stack: [A, B]
                steps:
                  - pop: nav
                    expectError: anything
                """))
        #expect(report.summary == "0 passed, 1 failed")
        try #require(report.lines.count == 2)
        #expect(report.lines[0].hasPrefix("test.yaml:5:5: error: expected a"))
        #expect(report.lines[0].hasSuffix(" error containing 'anything' [R5.4]"))
        #expect(report.lines[1] == "test.yaml:5:5: note: the step produced no diagnostic: pop raises or logs only as R5.4 (pop keeps the root) says")
    }

    @Test("an unexpected diagnostic is a failure located at its step")
    func unexpectedDiagnostic() throws {
        let run = try #require(
            makeRun(
                pushNavigationPrelude + """

                    steps:
                      - set: { controller: A, title: List }
                      - push: { onto: nav, controller: other }
                    expect:
                      - viewControllers(nav): [A]
                    """))
        #expect(!run.passed)
        #expect(run.diagnostics.map(\.step) == [2])
        #expect(run.diagnostics.map(\.line) == [9])
        var report = CheckReport()
        report.add(run)
        #expect(report.summary == "1 passed, 1 failed")
        #expect(
            report.lines == [
                "test.yaml:9:5: error: unexpected error: Pushing a navigation controller is not supported [R5.3]",
                "test.yaml:9:5: note: no expectError or expectWarning of the step names it; it comes from R5.3 (What push refuses)",
            ])
    }

    // MARK: - Where and when

    @Test("expect steps are checked at their point of the run")
    func expectInTheMiddle() throws {
        let run = try #require(
            makeRun(
                """
                window:
                  navigation: nav
                  stack: [A]
                controllers: [B]
                steps:
                  - push: { onto: nav, controller: B }
                  - expect:
                      - viewControllers(nav): [A, B]
                      - topViewController(nav): B
                  - pop: nav
                  - expect:
                      - topViewController(nav): B
                expect:
                  - viewControllers(nav): [A]
                """))
        // Each check in file order, with its step (nil for the final expectations).
        #expect(run.checks.map(\.step) == [2, 2, 4, nil])
        #expect(run.checks.map(\.passed) == [true, true, false, true])
        #expect(run.checks.map(\.location.line) == [8, 9, 12, 14])
        var report = CheckReport()
        report.add(run)
        #expect(report.summary == "3 passed, 1 failed")
        #expect(report.lines.first == "test.yaml:12:9: error: expected topViewController(nav) to be B, but it is A [R5.1]")
        #expect(report.lines.count == 2)
    }

    @Test("the summary counts every check of every scenario added")
    func summaryCounts() throws {
        let passing = try #require(
            makeRun(
                """
                window:
                  navigation: nav
                  stack: [A]
                expect:
                  - parent(A): nav
                  - children(nav): [A]
                  - family(A): nav
                """))
        let failing = try #require(
            makeRun(
                pushNavigationPrelude + """

                    steps:
                      - push: { onto: nav, controller: other }
                        expectError: Pushing a navigation controller
                      - push: { onto: nav, controller: other }
                    expect:
                      - viewControllers(nav): [A, other]
                      - parent(B): other
                    """))
        var report = CheckReport()
        report.add(passing)
        #expect(report.summary == "3 passed, 0 failed")
        report.add(failing)
        // expectError (pass), unexpected error of step 2 (fail), viewControllers (fail), parent (pass).
        #expect(report.summary == "5 passed, 2 failed")
        #expect(report.passed == 5)
        #expect(report.failed == 2)
        #expect(report.lines.filter { !$0.contains(": note: ") }.count == 2)
    }

    @Test("a scenario with no checks counts nothing")
    func nothingToCheck() throws {
        let report = try #require(makeReport("window: A"))
        #expect(report.summary == "0 passed, 0 failed")
        #expect(report.lines == [])
    }

    @Test("a declaration UIKit refuses is a failure located at the node")
    func refusedDeclaration() throws {
        let run = try #require(
            makeRun(
                """
                window:
                  navigation: nav
                  stack:
                    - A
                    - navigation: inner
                      stack: [B]
                """))
        #expect(!run.passed)
        try #require(run.checks.count == 1)
        let check = run.checks[0]
        #expect(!check.passed)
        #expect(check.step == nil)
        #expect(check.summary == "unexpected error: Pushing a navigation controller is not supported")
        // Somewhere in the window's declaration, at least.
        #expect((2...6).contains(check.location.line))
        var report = CheckReport()
        report.add(run)
        #expect(report.summary == "0 passed, 1 failed")
        #expect(report.lines.count == 2)
        #expect(check.location.description == "test.yaml:5:7")
    }
}
