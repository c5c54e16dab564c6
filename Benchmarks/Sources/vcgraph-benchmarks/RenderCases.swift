import Foundation

/// vcgraph's renderer against Graphviz's own `dot`, whole process against whole process
/// (``spawn(_:standardOutput:environment:)``), on the same DOT and the same format, in the
/// same run. vcgraph's side includes everything a user waits for: start-up, reading the
/// scenario, the model, the diagram and the layout; `dot` is given the DOT vcgraph would lay
/// out (`render --format source`), so `dot` does no reading or modelling at all.
enum RenderCases {
    static let all: [BenchmarkCase] = [startUp, samples, stack(100), stack(1_000), app300]

    /// Start-up. A one-controller scenario rendered to SVG against `dot -Tsvg` on
    /// the DOT vcgraph makes of it, at most 1.5x. Both are whole processes taking turns, 31
    /// runs each, and the medians are compared: a single run of either is mostly loading
    /// libraries, which other load on the machine disturbs at random. The processor time
    /// (user + system, medians) is shown beside it.
    static let startUp = BenchmarkCase(name: "start-up-one-node") {
        guard let vcgraph = vcgraphExecutable() else { return unavailable("start-up-one-node") }
        let folder = temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let scenario = "\(folder)/one.yaml"
        _ = FileManager.default.createFile(
            atPath: scenario, contents: Data("name: One controller\nwindow:\n  controller: home\n".utf8))
        let source = "\(folder)/one.dot"
        guard let written = spawn([vcgraph, "render", scenario, "--format", "source", "-o", source]), written.status == 0 else {
            return failed("start-up-one-node", "vcgraph could not write the DOT")
        }
        var ours: [SpawnResult] = []
        var theirs: [SpawnResult] = []
        for _ in 0..<31 {
            guard let one = spawn([vcgraph, "render", scenario, "--format", "svg", "-o", "\(folder)/x.svg"]),
                let other = spawn(["dot", "-Tsvg", source, "-o", "\(folder)/y.svg"]), one.status == 0, other.status == 0
            else { return failed("start-up-one-node", "vcgraph or dot failed") }
            ours.append(one)
            theirs.append(other)
        }
        let wall = (median(ours.map(\.seconds)), median(theirs.map(\.seconds)))
        let cpu = (median(ours.map(\.cpuSeconds)), median(theirs.map(\.cpuSeconds)))
        return BenchmarkResult(
            name: "start-up-one-node", controllers: 1, phases: [("vcgraph render, median of 31", wall.0)],
            baseline: ("dot -Tsvg, median of 31", wall.1),
            detail: "processor time: vcgraph \(format(cpu.0)) s, dot \(format(cpu.1)) s (×\(format(cpu.0 / cpu.1)))",
            limitSeconds: 1.5 * wall.1)
    }

    /// The 26 samples as SVG: vcgraph once over all files against one `dot` over all files,
    /// and vcgraph per file against `dot` per file (how documentation tools call them).
    static let samples = BenchmarkCase(name: "render-samples-svg") {
        guard let vcgraph = vcgraphExecutable() else { return unavailable("render-samples-svg") }
        let folder = temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let scenarios = sampleFiles()
        let sources = scenarios.map { scenario in
            let path = "\(folder)/\(URL(fileURLWithPath: scenario).deletingPathExtension().lastPathComponent).gv"
            _ = spawn([vcgraph, "render", scenario, "--format", "source", "-o", path])
            return path
        }
        try? FileManager.default.createDirectory(atPath: "\(folder)/all", withIntermediateDirectories: true)
        let oneVCGraph = seconds([vcgraph, "render"] + scenarios + ["--format", "svg", "-o", "\(folder)/all"])
        let perFileVCGraph = scenarios.reduce(0.0) { total, scenario in
            total + seconds([vcgraph, "render", scenario, "-o", "\(folder)/one.svg"])
        }
        let oneDot = seconds(["dot", "-Tsvg", "-O"] + sources)
        let perFileDot = sources.reduce(0.0) { $0 + seconds(["dot", "-Tsvg", $1, "-o", "\(folder)/one-dot.svg"]) }
        return BenchmarkResult(
            name: "render-samples-svg", controllers: scenarios.count,
            phases: [("vcgraph, one process for all", oneVCGraph)],
            baseline: ("one dot for all", oneDot),
            detail: "per file: vcgraph \(format(perFileVCGraph)) s, dot \(format(perFileDot)) s (×\(format(perFileVCGraph / perFileDot)))",
            limitSeconds: nil)
    }

    /// One navigation stack of `count` controllers, end to end, beside `dot` on its DOT.
    /// A stack of 1,000 draws in under a second.
    static func stack(_ count: Int) -> BenchmarkCase {
        BenchmarkCase(name: "render-stack-\(count)") {
            guard let vcgraph = vcgraphExecutable() else { return unavailable("render-stack-\(count)") }
            let folder = temporaryFolder()
            defer { try? FileManager.default.removeItem(atPath: folder) }
            var yaml = "name: A navigation stack of \(count)\nwindow:\n  navigation: nav\n  stack:\n"
            for index in 0..<count { yaml += "    - screen\(index)\n" }
            let scenario = "\(folder)/stack.yaml"
            _ = FileManager.default.createFile(atPath: scenario, contents: Data(yaml.utf8))
            return compare(
                "render-stack-\(count)", scenario: scenario, controllers: count + 1, vcgraph: vcgraph, in: folder,
                limit: count >= 1_000 ? 1 : nil)
        }
    }

    /// A 300-controller app: 5 tabs of navigation stacks of 10 screens with 5 children each,
    /// a context presentation in each tab and a full-screen one on top.
    static let app300 = BenchmarkCase(name: "render-300-controllers") {
        guard let vcgraph = vcgraphExecutable() else { return unavailable("render-300-controllers") }
        let folder = temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        var yaml = "name: 300 controllers\nwindow:\n  tabBar: tabs\n  tabs:\n"
        for tab in 0..<5 {
            yaml += "    - navigation: nav\(tab)\n      stack:\n"
            for screen in 0..<10 {
                yaml += "        - controller: screen\(tab)_\(screen)\n          class: Screen\(screen)ViewController\n          children:\n"
                for part in 0..<5 { yaml += "            - part\(tab)_\(screen)_\(part)\n" }
            }
        }
        yaml += "controllers:\n" + (0..<5).map { "  - sheet\($0)\n" }.joined() + "  - cover\nsteps:\n"
        for tab in 0..<5 { yaml += "  - present: { from: screen\(tab)_9, controller: sheet\(tab), style: overCurrentContext }\n" }
        yaml += "  - present: { from: part0_9_0, controller: cover, style: fullScreen }\n"
        let scenario = "\(folder)/app.yaml"
        _ = FileManager.default.createFile(atPath: scenario, contents: Data(yaml.utf8))
        return compare("render-300-controllers", scenario: scenario, controllers: 307, vcgraph: vcgraph, in: folder, limit: 3)
    }

    /// `vcgraph render SCENARIO -o X.svg` against `dot -Tsvg` on the DOT vcgraph lays out.
    private static func compare(
        _ name: String, scenario: String, controllers: Int, vcgraph: String, in folder: String, limit: Double?
    ) -> BenchmarkResult {
        let source = "\(folder)/diagram.gv"
        guard let written = spawn([vcgraph, "render", scenario, "--format", "source", "-o", source]), written.status == 0 else {
            return failed(name, "vcgraph could not write the DOT")
        }
        guard let ours = spawn([vcgraph, "render", scenario, "-o", "\(folder)/vcgraph.svg"]),
            let theirs = spawn(["dot", "-Tsvg", source, "-o", "\(folder)/dot.svg"]), ours.status == 0, theirs.status == 0
        else { return failed(name, "vcgraph or dot failed") }
        return BenchmarkResult(
            name: name, controllers: controllers, phases: [("vcgraph render, whole process", ours.seconds)],
            baseline: ("dot -Tsvg on the same DOT", theirs.seconds), limitSeconds: limit)
    }

    private static func unavailable(_ name: String) -> BenchmarkResult {
        failed(name, "no vcgraph to measure: build it beside the benchmarks (make bench does)")
    }

    private static func failed(_ name: String, _ reason: String) -> BenchmarkResult {
        BenchmarkResult(name: name, controllers: 0, phases: [], baseline: nil, detail: reason, limitSeconds: 0)
    }

    /// The wall time of a whole process; infinity when it cannot start or fails, so that a
    /// broken side never looks fast.
    private static func seconds(_ argv: [String]) -> Double {
        guard let result = spawn(argv), result.status == 0 else { return .infinity }
        return result.seconds
    }

    /// The samples' scenario files, sorted.
    static func sampleFiles() -> [String] {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        let folder = root.appendingPathComponent("samples")
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { $0.hasSuffix(".yaml") }.sorted()
        return names.map { folder.appendingPathComponent($0).path }
    }

    static func temporaryFolder() -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("vcgraph-bench-\(getpid())-\(UInt32.random(in: 0...UInt32.max))")
            .path
        try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    static func format(_ value: Double) -> String { String(format: "%.3f", value) }
}
