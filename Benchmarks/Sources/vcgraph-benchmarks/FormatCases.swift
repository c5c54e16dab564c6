import Foundation
import PresentationReports
import PresentationScenarios
import ScenarioYAML
import PresentationModel
import Yams

/// `vcgraph analyze` on a 10,000-controller scenario file, with Yams's parsing
/// measured on its own as the baseline; and `vcgraph analyze --format json`
/// as a whole process, against Python's libyaml loader and against Yams alone.
enum FormatCases {
    static let all: [BenchmarkCase] = [analyze10k, analyzeJSON100k, analyzeJSONMemory1M]

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
            phases: [("read (libYAML + reader)", read), ("run", runTime), ("JSON report", json), ("text report", text2)],
            baseline: ("Yams compose alone", yams), limitSeconds: report.isEmpty ? 0 : 1)
    }

    /// `vcgraph analyze FILE --format json > /dev/null` on 100,000 controllers, whole
    /// process, against `python3` loading the same file with `yaml.CSafeLoader` (libyaml), also
    /// a whole process, in the same run. The bar: at most 0.6 times Python's time.
    ///
    /// A single pair of runs on a shared machine swings by half, so the two are run
    /// ``analyzeJSONRuns`` times, alternately (a burst of load falls on both), and the bar is
    /// judged on the medians; every figure is printed.
    static let analyzeJSON100k = analyzeJSONAgainstPython("analyze-json-100k-process", tabs: 10, stacks: 1_000, children: 9)

    /// The comparison of ``analyzeJSON100k`` on the scenario of
    /// ``scenarioLines(tabs:stacks:children:_:)`` of that shape.
    static func analyzeJSONAgainstPython(_ name: String, tabs: Int, stacks: Int, children: Int) -> BenchmarkCase {
        BenchmarkCase(name: name) {
            guard let vcgraph = vcgraphExecutable() else { return unavailable(name, "vcgraph executable not built") }
            let file = generatedFile(tabs: tabs, stacks: stacks, children: children)
            defer { unlink(file) }
            let controllers = 1 + tabs * (1 + stacks * (1 + children)) + 2
            let loader = "import sys, yaml; yaml.load(open(sys.argv[1], 'rb'), Loader=yaml.CSafeLoader)"
            var ours: [SpawnResult] = []
            var python: [SpawnResult] = []
            for _ in 0..<analyzeJSONRuns {
                guard let run = spawn([vcgraph, "analyze", file, "--format", "json"]), run.status == 0 else {
                    return unavailable(name, "vcgraph analyze failed")
                }
                ours.append(run)
                guard let baseline = spawn(["python3", "-c", loader, file]), baseline.status == 0 else {
                    FileHandle.standardError.write(
                        Data(
                            "\(name): BASELINE UNAVAILABLE: python3 with PyYAML's yaml.CSafeLoader (libyaml) could not load the file; `pip install pyyaml`\n"
                                .utf8))
                    return BenchmarkResult(
                        name: name, controllers: controllers, phases: [("vcgraph process (python baseline UNAVAILABLE)", run.seconds)],
                        baseline: nil, limitSeconds: nil)
                }
                python.append(baseline)
            }
            let oursMedian = median(ours.map(\.seconds))
            let pythonMedian = median(python.map(\.seconds))
            let runs = zip(ours, python).map { String(format: "%.3f/%.3f", $0.seconds, $1.seconds) }.joined(separator: " ")
            let cpu = String(
                format: "median cpu %.3f s against %.3f s: ×%.3f", median(ours.map(\.cpuSeconds)), median(python.map(\.cpuSeconds)),
                median(ours.map(\.cpuSeconds)) / median(python.map(\.cpuSeconds)))
            return BenchmarkResult(
                name: name, controllers: controllers,
                phases: [
                    (
                        "vcgraph analyze --format json, \(tabs) tabs of \(stacks)-deep stacks, \(children) children a screen, process, median of \(analyzeJSONRuns)",
                        oursMedian
                    )
                ],
                baseline: ("python3 yaml.load CSafeLoader, process, median of \(analyzeJSONRuns)", pythonMedian),
                detail: "\(cpu); each run vcgraph/python (s): \(runs)", limitSeconds: 0.6 * pythonMedian)
        }
    }

    /// How many times the 100,000-controller comparison runs each side.
    static let analyzeJSONRuns = 5

    /// `vcgraph analyze FILE --format json > /dev/null` on 1,000,000 controllers: its peak
    /// memory (the child's `ru_maxrss`) against what Yams alone needs for the same file (this
    /// process reading the file into a string and composing it, measured first). The bar:
    /// under twice Yams alone.
    static let analyzeJSONMemory1M = BenchmarkCase(name: "analyze-json-1m-memory") {
        let name = "analyze-json-1m-memory"
        guard let vcgraph = vcgraphExecutable() else { return unavailable(name, "vcgraph executable not built") }
        let file = generatedFile(tabs: 10, stacks: 10_000, children: 9)
        defer { unlink(file) }
        let (composed, yamsSeconds) = measure { () -> Bool in
            guard let data = FileManager.default.contents(atPath: file) else { return false }
            return (try? Yams.compose(yaml: String(decoding: data, as: UTF8.self))) != nil
        }
        let yamsMiB = peakMemoryMiB()
        guard composed, let ours = spawn([vcgraph, "analyze", file, "--format", "json"]), ours.status == 0 else {
            return unavailable(name, "Yams or vcgraph failed on the file")
        }
        let ratio = ours.peakMemoryMiB / yamsMiB
        let verdict = String(format: "vcgraph peak %.0f MiB = %.2fx Yams alone (limit 2x): %@", ours.peakMemoryMiB, ratio, ratio < 2 ? "ok" : "OVER")
        return BenchmarkResult(
            name: name, controllers: 1_000_013, phases: [(verdict + "; vcgraph process", ours.seconds)],
            baseline: ("Yams compose alone (peak memory: last column)", yamsSeconds), limitSeconds: nil)
    }

    private static func unavailable(_ name: String, _ reason: String) -> BenchmarkResult {
        BenchmarkResult(name: name, controllers: 0, phases: [("FAILED: \(reason)", 0)], baseline: nil, limitSeconds: 0)
    }

    /// Writes the scenario of ``scenarioLines(tabs:stacks:children:_:)`` to a new temporary
    /// file; returns its path.
    private static func generatedFile(tabs: Int, stacks: Int, children: Int) -> String {
        temporaryFile(named: "vcgraph-bench-\(getpid())-\(tabs * stacks * (children + 1)).yaml") {
            scenarioLines(tabs: tabs, stacks: stacks, children: children, $0)
        }
    }

    /// A tab bar of `tabs` navigation controllers, each with a stack of `stacks` controllers
    /// that each contain `children` children, then a context and a full-screen presentation.
    static func scenarioText(tabs: Int, stacks: Int, children: Int) -> String {
        var lines: [String] = []
        scenarioLines(tabs: tabs, stacks: stacks, children: children) { lines.append($0) }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The lines of ``scenarioText(tabs:stacks:children:)``, one at a time.
    static func scenarioLines(tabs: Int, stacks: Int, children: Int, _ emit: (String) -> Void) {
        for line in ["name: generated", "device: iphone", "window:", "  tabBar: tabs", "  tabs:"] { emit(line) }
        for t in 0..<tabs {
            emit("    - navigation: nav\(t)")
            emit("      stack:")
            for s in 0..<stacks {
                emit("        - controller: vc\(t)_\(s)")
                emit("          children:")
                for c in 0..<children { emit("            - child\(t)_\(s)_\(c)") }
            }
        }
        for line in [
            "controllers:", "  - sheet", "  - cover",
            "steps:",
            "  - present: { from: vc0_\(stacks - 1), controller: sheet, style: overCurrentContext }",
            "  - present: { from: child1_0_0, controller: cover, style: fullScreen }",
            "expect:",
            "  - presentingViewController(sheet): nav0",
            "  - presentingViewController(cover): tabs",
        ] { emit(line) }
    }
}
