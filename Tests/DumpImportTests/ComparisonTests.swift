import DumpImport
import PresentationModel
import PresentationScenarios
import Testing

/// The dump compared with the rules: presenters replayed (R3.1, R3.2) and states compared
/// with `isOnScreen` (§5).
@Suite("Dump and model compared")
struct ComparisonTests {
    @Test("a full-screen presentation shown on a child, not its family root, is a finding naming R3.1")
    func presenterDisagreement() throws {
        let dump = try read(
            """
            <UITabBarController 0x1>, state: disappeared, view: <UILayoutContainerView 0x2>
               | <ListController 0x3>, state: disappeared, view: <UIView 0x4>
               |    + <SheetController 0x5>, state: appeared, view: <UIView 0x6>, presented with: <_UIFullscreenPresentationController 0x7>
            """)
        let run = ScenarioRun(dump.scenario)
        let comparison = DumpComparison(dump, run: run)
        // The tab bar's state differs too: kept on the list, the presentation removes the list's view only.
        let finding = try #require(comparison.findings.first { $0.diagnostic.code == .observedPresenter })
        #expect(finding.diagnostic.rule == "R3.1")
        #expect(finding.diagnostic.severity == .warning)
        #expect(finding.line == 3)
        #expect(
            finding.diagnostic.message
                == "UIKit shows <SheetController 0x5> presented by <ListController 0x3>; the rules put it on "
                + "<UITabBarController 0x1> (R3.1) — was it presented from another controller, or does a controller define the context?")
        // Taken as observed: the dump's presenter stays.
        #expect(run.hierarchy.presentingViewController(of: "SheetController") == "ListController")
    }

    @Test("a context presentation shown below the first definer is a finding naming R3.2")
    func contextDisagreement() throws {
        let dump = try read(
            """
            <UINavigationController 0x1>, state: appeared, view: <UILayoutContainerView 0x2>
               | <ListController 0x3>, state: appeared, view: <UIView 0x4>
               |    + <PanelController 0x5>, state: appeared, view: <UIView 0x6>, presented with: <_UIOverCurrentContextPresentationController 0x7>
            """)
        let comparison = DumpComparison(dump, run: ScenarioRun(dump.scenario))
        #expect(comparison.findings.map(\.diagnostic.rule) == ["R3.2"])
    }

    @Test("a state the model does not share is a finding at the state field, with the rule that decides the model's value (R5.1)")
    func stateDisagreement() throws {
        let dump = try read(
            """
            <UINavigationController 0x1>, state: appeared, view: <UILayoutContainerView 0x2>
               | <ListController 0x3>, state: appeared, view: <UIView 0x4>
               | <DetailController 0x5>, state: appeared, view: <UIView 0x6>
            """)
        let comparison = DumpComparison(dump, run: ScenarioRun(dump.scenario))
        let finding = try #require(comparison.findings.first)
        #expect(comparison.findings.count == 1)
        #expect(finding.line == 2)
        #expect(finding.column == 28)
        #expect(finding.diagnostic.message.hasPrefix("UIKit shows <ListController 0x3> with state: appeared; the model has it off screen: "))
        // The list is under the top of the stack: R5.1, not the style table's §5.
        #expect(finding.diagnostic.rule == .r5_1)
        #expect(finding.diagnostic.message.hasSuffix("(only the top of a navigation stack is shown, R5.1)"))
        #expect(
            comparison.summary(file: "test.txt").hasPrefix(
                "UIKit and the model disagree in 1 place (0 presentations replayed, 3 states compared):\ntest.txt:2:28: warning: "))
    }

    @Test("agreement is the normal case and says so (R3.1: the family root presents)")
    func agreement() throws {
        let dump = try read(
            """
            <UINavigationController 0x1>, state: disappeared, view: <UILayoutContainerView 0x2>
               | <ListController 0x3>, state: disappeared, view: <UIView 0x4>
               + <SheetController 0x5>, state: appeared, view: <UIView 0x6>, presented with: <_UIFullscreenPresentationController 0x7>
            """)
        let comparison = DumpComparison(dump, run: ScenarioRun(dump.scenario))
        #expect(comparison.findings.isEmpty)
        #expect(comparison.summary(file: "test.txt") == "UIKit and the model agree: 1 presentation replayed, 3 states compared.\n")
    }

    @Test("§5 every state of a 150-deep containment chain and a 150-long presentation chain is compared; one wrong state is one finding at its line")
    func deepChains() throws {
        var lines = ["<UINavigationController 0x1>, state: disappeared, view: <UILayoutContainerView 0x2>"]
        for level in 1...150 {
            // Level 75 claims to be on screen though a full-screen presentation covers the chain.
            let state = level == 75 ? "appeared" : "disappeared"
            lines.append(
                String(repeating: "   | ", count: level)
                    + "<Screen\(level) 0x\(String(level + 16, radix: 16))>, state: \(state), view: <UIView 0x1\(level)>")
        }
        for level in 1...150 {
            let state = level == 150 ? "appeared" : "disappeared"
            lines.append(
                String(repeating: "   | ", count: level - 1) + "   + <Sheet\(level) 0x\(String(level + 4096, radix: 16))>, state: \(state), "
                    + "view: <UIView 0x2\(level)>, presented with: <_UIFullscreenPresentationController 0x3\(level)>")
        }
        let dump = try read(lines.joined(separator: "\n"))
        let run = ScenarioRun(dump.scenario)
        let comparison = DumpComparison(dump, run: run)
        #expect(comparison.stateCount == 301)
        #expect(comparison.presentationCount == 150)
        #expect(comparison.findings.map(\.line) == [76])
        #expect(comparison.findings.map(\.diagnostic.code) == [.observedScreen])
        #expect(run.checks.filter { !$0.passed }.map(\.location.line) == [76])
    }
}
