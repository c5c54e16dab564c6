import Foundation

/// Apps of three shapes drawn end to end (`vcgraph render app.yaml -o app.svg`, a whole
/// process) at 1,000, 3,000 and 10,000 controllers: at most 1 s, 10 s and 60 s. Beside each,
/// in the same run, Graphviz's `dot -Tsvg` laying out the same hierarchy in the same design
/// (`render --format source --mclimit 1`, the DOT vcgraph hands to dot when asked), stopped
/// after 60 s.
///
/// - many tabs: 50 tabs of short stacks, each screen with three children;
/// - deep: 4 tabs of long stacks, each screen with five children;
/// - child-heavy: 5 tabs whose every screen embeds three children and a page view controller
///   of two pages.
///
/// Each app also has a chain of sheets, one presented over the selected tab and each next
/// from the one before, and a full-screen cover on the last.
enum AppShapeCases {
    static let sizes = [(1_000, 1.0), (3_000, 10.0), (10_000, 60.0)]
    static let all: [BenchmarkCase] = Shape.allCases.flatMap { shape in sizes.map { shapeCase(shape, controllers: $0.0, limit: $0.1) } }

    enum Shape: String, CaseIterable {
        case manyTabs = "many-tabs", deep, childHeavy = "child-heavy"

        /// Tabs, and the children of each screen (the page view controller's pages aside).
        var tabs: Int {
            switch self {
            case .manyTabs: 50
            case .deep: 4
            case .childHeavy: 5
            }
        }
        var children: Int {
            switch self {
            case .manyTabs: 3
            case .deep: 5
            case .childHeavy: 3
            }
        }
        var pages: Bool { self == .childHeavy }

        /// The scenario, and its number of controllers.
        func app(controllers: Int) -> (scenario: String, count: Int) {
            let perScreen = 1 + children + (pages ? 3 : 0)
            let sheets = 5
            let depth = max(1, (controllers - 1 - 3 * sheets - 1) / tabs / perScreen)
            var lines = ["name: \(rawValue) app of \(controllers) controllers", "device: iphone", "window:", "  tabBar: tabs", "  tabs:"]
            for t in 0..<tabs {
                lines += ["    - navigation: nav\(t)", "      stack:"]
                for s in 0..<depth {
                    lines += ["        - controller: screen\(t)_\(s)", "          class: Screen\(s % 12)ViewController", "          children:"]
                    for c in 0..<children { lines.append("            - part\(t)_\(s)_\(c)") }
                    if pages { lines += ["            - page: pages\(t)_\(s)", "              pages: [page\(t)_\(s)_0, page\(t)_\(s)_1]"] }
                }
            }
            lines.append("controllers:")
            for s in 0..<sheets { lines += ["  - navigation: sheetNav\(s)", "    stack: [sheet\(s)_0, sheet\(s)_1]"] }
            lines += ["  - controller: cover", "steps:"]
            lines.append("  - present: { from: screen0_\(depth - 1), controller: sheetNav0, style: overCurrentContext }")
            for s in 1..<sheets { lines.append("  - present: { from: sheet\(s - 1)_1, controller: sheetNav\(s) }") }
            lines.append("  - present: { from: sheet\(sheets - 1)_1, controller: cover, style: fullScreen }")
            let count = 1 + tabs * (1 + depth * perScreen) + 3 * sheets + 1
            return (lines.joined(separator: "\n") + "\n", count)
        }
    }

    static func shapeCase(_ shape: Shape, controllers: Int, limit: Double) -> BenchmarkCase {
        let name = "app-\(shape.rawValue)-\(controllers)"
        return BenchmarkCase(name: name) {
            func failed(_ reason: String) -> BenchmarkResult {
                BenchmarkResult(name: name, controllers: 0, phases: [("FAILED: \(reason)", 0)], baseline: nil, limitSeconds: 0)
            }
            guard let vcgraph = vcgraphExecutable() else { return failed("no vcgraph to measure") }
            let folder = RenderCases.temporaryFolder()
            defer { try? FileManager.default.removeItem(atPath: folder) }
            let app = shape.app(controllers: controllers)
            let scenario = "\(folder)/app.yaml"
            _ = FileManager.default.createFile(atPath: scenario, contents: Data(app.scenario.utf8))
            let byDot = "\(folder)/dot.gv"
            guard spawn([vcgraph, "render", scenario, "--format", "source", "--mclimit", "1", "-o", byDot])?.status == 0 else {
                return failed("could not write the DOT for dot")
            }
            guard let ours = spawn([vcgraph, "render", scenario, "-o", "\(folder)/vcgraph.svg"]), ours.status == 0,
                let theirs = spawn(["timeout", "60", "dot", "-Tsvg", byDot, "-o", "\(folder)/dot.svg"])
            else { return failed("vcgraph or dot failed") }
            let baseline = theirs.status == 124 ? "dot -Tsvg laying out the same design: over 60 s (stopped)" : "dot -Tsvg laying out the same design"
            return BenchmarkResult(
                name: name, controllers: app.count, phases: [("vcgraph render to SVG, whole process", ours.seconds)],
                baseline: (baseline, theirs.seconds), detail: "peak memory \(Int(ours.peakMemoryMiB)) MiB", limitSeconds: limit)
        }
    }
}
