import PresentationFormats
import PresentationModel
import Yams

/// Issue 4: `vcgraph analyze` on a 10,000-controller scenario file, with Yams's parsing
/// measured on its own as the baseline.
enum FormatCases {
    static let all: [BenchmarkCase] = [analyze10k]

    static let analyze10k = BenchmarkCase(name: "analyze-10k-file") {
        let text = scenarioText(tabs: 10, stacks: 100, children: 9)
        let (_, yams) = measure { (try? Yams.compose(yaml: text)) != nil }
        let (scenario, read) = measure { try? ScenarioReader.read(text, file: "generated.yaml") }
        guard let scenario else {
            return BenchmarkResult(name: "analyze-10k-file", controllers: 0, phases: [("read failed", 0)], baseline: nil, limitSeconds: 0)
        }
        let (run, runTime) = measure { ScenarioRun(scenario) }
        let (report, json) = measure { JSONReport(run.hierarchy, diagnostics: run.diagnostics).text }
        let (_, text2) = measure { AnalysisReport(run).text }
        return BenchmarkResult(
            name: "analyze-10k-file", controllers: run.hierarchy.count,
            phases: [("read (Yams + reader)", read), ("run", runTime), ("JSON report", json), ("text report", text2)],
            baseline: ("Yams compose alone", yams), limitSeconds: report.isEmpty ? 0 : 1)
    }

    /// A tab bar of `tabs` navigation controllers, each with a stack of `stacks` controllers
    /// that each contain `children` children, then a context and a full-screen presentation.
    static func scenarioText(tabs: Int, stacks: Int, children: Int) -> String {
        var lines = ["name: generated", "device: iphone", "window:", "  tabBar: tabs", "  tabs:"]
        for t in 0..<tabs {
            lines += ["    - navigation: nav\(t)", "      stack:"]
            for s in 0..<stacks {
                lines += ["        - controller: vc\(t)_\(s)", "          children:"]
                for c in 0..<children { lines.append("            - child\(t)_\(s)_\(c)") }
            }
        }
        lines += [
            "controllers:", "  - sheet", "  - cover",
            "steps:",
            "  - present: { from: vc0_\(stacks - 1), controller: sheet, style: overCurrentContext }",
            "  - present: { from: child1_0_0, controller: cover, style: fullScreen }",
            "expect:",
            "  - presentingViewController(sheet): nav0",
            "  - presentingViewController(cover): tabs",
        ]
        return lines.joined(separator: "\n") + "\n"
    }
}
