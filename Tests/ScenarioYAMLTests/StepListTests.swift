import PresentationModel
import PresentationScenarios
import ScenarioYAML
import Testing

/// Long step lists read into the same operations, in order, whatever their length.
@Suite("Long step lists")
struct StepListTests {
    @Test("R5.3 a thousand push steps, onto a stack and from its top, read in order and run to the same stack")
    func manyPushes() throws {
        var lines = ["window:", "  navigation: nav", "  stack: [root]", "controllers:"]
        lines += (0..<1_000).map { "  - v\($0)" }
        lines.append("steps:")
        lines += (0..<1_000).map {
            $0 % 2 == 0 ? "  - push: { onto: nav, controller: v\($0) }" : "  - push: { from: v\($0 - 1), controller: v\($0) }"
        }
        let scenario = try ScenarioReader.read(lines.joined(separator: "\n") + "\n", file: "pushes.yaml")
        let read = scenario.steps.map { step -> String in
            guard case .perform(let operations) = step.value.action, let call = operations.last else { return "not a call" }
            switch call {
            case .push(let controller, let navigation): return "\(controller) onto \(navigation)"
            case .pushFrom(let controller, let source): return "\(controller) from \(source)"
            default: return "another call"
            }
        }
        #expect(read == (0..<1_000).map { $0 % 2 == 0 ? "v\($0) onto nav" : "v\($0) from v\($0 - 1)" })
        #expect(scenario.steps.map(\.location.line) == Array(1_006..<2_006))
        let run = ScenarioRun(scenario)
        #expect(run.diagnostics.isEmpty)
        #expect(run.hierarchy.viewControllers(of: "nav") == ["root"] + (0..<1_000).map { ControllerID("v\($0)") })
    }

    @Test("R5.3 a push onto or from an undeclared id, among many, is still located and named")
    func unknownIDsInPushes() {
        var lines = ["window:", "  navigation: nav", "  stack: [root]", "controllers:"]
        lines += (0..<300).map { "  - v\($0)" }
        lines.append("steps:")
        lines += (0..<300).map { "  - push: { onto: nav, controller: v\($0) }" }
        lines.append("  - push: { onto: nab, controller: extra }")
        lines.append("  - push: { from: v30O, controller: { controller: inline } }")
        #expect {
            try ScenarioReader.read(lines.joined(separator: "\n") + "\n", file: "pushes.yaml")
        } throws: { error in
            guard let error = error as? ScenarioError else { return false }
            let all = [error] + error.others
            return all.map(\.message) == ["no controller has the id 'nab'", "no controller has the id 'extra'", "no controller has the id 'v30O'"]
                && all.map(\.location.line) == [606, 606, 607] && all[0].suggestion == "nav"
        }
    }

    @Test("R9.1 §5 a 3,000-long chain of presentations, each with a push, runs and is dismissed from its root without recursing")
    func deepPresentationChain() throws {
        let depth = 3_000
        var lines = ["device: iphone", "window:", "  navigation: nav0", "  stack: [a0]", "controllers:"]
        for level in 1..<depth { lines += ["  - navigation: nav\(level)", "    stack: [a\(level)]"] }
        lines += (0..<depth).map { "  - b\($0)" }
        lines += ["steps:", "  - push: { onto: nav0, controller: b0 }"]
        for level in 1..<depth {
            lines += [
                "  - present: { from: b\(level - 1), controller: nav\(level), style: fullScreen }",
                "  - push: { onto: nav\(level), controller: b\(level) }",
            ]
        }
        lines += [
            "  - expect:", "      - isOnScreen(b\(depth - 1)): true", "      - isOnScreen(b0): false",
            "      - presentingViewController(b\(depth - 1)): nav\(depth - 2)",
        ]
        lines += [
            "  - dismiss: b0", "expect:", "  - isOnScreen(b0): true", "  - isOnScreen(b\(depth - 1)): false", "  - presentedViewController(a0): nil",
        ]
        let run = ScenarioRun(try ScenarioReader.read(lines.joined(separator: "\n") + "\n", file: "chain.yaml"))
        #expect(run.diagnostics.isEmpty)
        #expect(run.checks.map(\.passed) == Array(repeating: true, count: 6))
    }
}
