import Foundation

/// A big app drawn end to end, `vcgraph render app.yaml -o app.svg` as a
/// whole process, at most 1 s for 1,000 controllers and 10 s for 3,000. Beside it, in the
/// same run, `dot -Tsvg` on the DOT vcgraph wrote for the same hierarchy before the diagram
/// redesign (the committed `Fixtures/big-app-N.before-redesign.dot.gz`), and on the DOT it
/// writes now.
enum BigAppCases {
    static let all: [BenchmarkCase] = [bigApp(1_000, limit: 1), bigApp(3_000, limit: 10)]

    static func bigApp(_ controllers: Int, limit: Double) -> BenchmarkCase {
        let name = "big-app-\(controllers)"
        return BenchmarkCase(name: name) {
            guard let vcgraph = vcgraphExecutable() else {
                return BenchmarkResult(name: name, controllers: 0, phases: [], baseline: nil, detail: "no vcgraph to measure", limitSeconds: 0)
            }
            let folder = RenderCases.temporaryFolder()
            defer { try? FileManager.default.removeItem(atPath: folder) }
            let app = BigApp(controllers: controllers)
            let scenario = "\(folder)/app.yaml"
            _ = FileManager.default.createFile(atPath: scenario, contents: Data(app.scenario.utf8))
            let before = "\(folder)/before.dot"
            let now = "\(folder)/now.dot"
            guard spawn(["gzip", "-dc", fixture("big-app-\(controllers).before-redesign.dot.gz")], standardOutput: .file(before))?.status == 0,
                spawn([vcgraph, "render", scenario, "--format", "source", "-o", now])?.status == 0
            else {
                return BenchmarkResult(name: name, controllers: 0, phases: [], baseline: nil, detail: "could not write the DOT", limitSeconds: 0)
            }
            guard let ours = spawn([vcgraph, "render", scenario, "-o", "\(folder)/vcgraph.svg"]), ours.status == 0,
                let old = spawn(["dot", "-Tsvg", before, "-o", "\(folder)/before.svg"]), old.status == 0,
                let new = spawn(["dot", "-Tsvg", now, "-o", "\(folder)/now.svg"]), new.status == 0
            else {
                return BenchmarkResult(name: name, controllers: 0, phases: [], baseline: nil, detail: "vcgraph or dot failed", limitSeconds: 0)
            }
            return BenchmarkResult(
                name: name, controllers: app.count, phases: [("vcgraph render to SVG, whole process", ours.seconds)],
                baseline: ("dot -Tsvg on the DOT before the redesign", old.seconds),
                detail: "dot -Tsvg on today's DOT: \(RenderCases.format(new.seconds)) s",
                limitSeconds: limit)
        }
    }

    /// A committed input of the benchmark package.
    static func fixture(_ name: String) -> String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/\(name)").path
    }
}

/// A generated app of about `controllers` controllers, shaped as big apps are: a tab bar of
/// five navigation stacks whose screens embed children (plain ones and a page view
/// controller), five sheets with their own navigation stacks presented one from the other
/// over the selected tab, and an alert on the last. Deterministic: the same count gives the same file.
struct BigApp {
    let scenario: String
    let count: Int

    init(controllers: Int) {
        let tabs = 5
        // A screen with 3 plain children and a page view controller of 2 pages: 7 controllers.
        let perScreen = 7
        // A tab's navigation controller, and its sheet: a navigation controller of 4 screens.
        let perTabFixed = 1 + 5
        let depth = max(1, (controllers / tabs - perTabFixed) / perScreen)
        var lines = ["name: A generated app of \(controllers) controllers", "device: iphone", "window:", "  tabBar: tabs", "  tabs:"]
        for t in 0..<tabs {
            lines += ["    - navigation: nav\(t)", "      stack:"]
            for s in 0..<depth {
                lines += [
                    "        - controller: screen\(t)_\(s)",
                    "          class: Screen\(s % 12)ViewController",
                    "          children:",
                ]
                for c in 0..<3 { lines.append("            - part\(t)_\(s)_\(c)") }
                lines += [
                    "            - page: pages\(t)_\(s)",
                    "              pages: [page\(t)_\(s)_0, page\(t)_\(s)_1]",
                ]
            }
        }
        lines.append("controllers:")
        for t in 0..<tabs {
            lines += ["  - navigation: sheetNav\(t)", "    stack: [" + (0..<4).map { "sheet\(t)_\($0)" }.joined(separator: ", ") + "]"]
        }
        lines += ["  - alert: discard", "steps:"]
        // The first sheet over the selected tab's context, each next one from the top of the
        // last, and the alert on top: one chain, as an app on screen has.
        lines.append("  - present: { from: screen0_\(depth - 1), controller: sheetNav0, style: overCurrentContext }")
        for t in 1..<tabs { lines.append("  - present: { from: sheet\(t - 1)_3, controller: sheetNav\(t) }") }
        lines.append("  - present: { from: sheet\(tabs - 1)_3, controller: discard }")
        scenario = lines.joined(separator: "\n") + "\n"
        count = 1 + tabs * (perTabFixed + depth * perScreen) + 1
    }
}
