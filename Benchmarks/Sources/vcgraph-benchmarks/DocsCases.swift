import Foundation
import GraphvizRendering
import PresentationDOT
import PresentationDiagrams
import PresentationReports
import PresentationScenarios
import ScenarioYAML

/// `vcgraph docs` against Graphviz's own `dot` on the same diagrams, whole process against
/// whole process, in the same run: the samples' documentation as Markdown
/// and SVG with two worker processes, against one `dot -Tsvg -O` over the DOT of every frame
/// it draws (at most 0.6 of its time) and against `dot` spawned once per frame (at least 8
/// times faster); and a rebuild with nothing changed against the first build (at most 0.1).
enum DocsCases {
    static let all: [BenchmarkCase] = [samples]

    /// Five rounds, each building the documentation into a new folder and running each `dot`
    /// over copies of its inputs in a new folder, so that every side creates its files afresh
    /// (ext4's cost of a new file varies with what was deleted just before), and `dot` once per
    /// frame; medians are shown.
    static let samples = BenchmarkCase(name: "docs-samples-markdown") {
        let name = "docs-samples-markdown"
        guard let vcgraph = vcgraphExecutable() else { return failed(name, "no vcgraph to measure: build it beside the benchmarks") }
        let folder = RenderCases.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let scenarios = RenderCases.sampleFiles()
        let samples = URL(fileURLWithPath: scenarios[0]).deletingLastPathComponent().path
        func docs(_ site: String) -> [String] { [vcgraph, "docs", samples, "-o", site, "--format", "markdown", "--jobs", "2"] }
        guard spawn(docs("\(folder)/site"))?.status ?? 2 <= 1 else { return failed(name, "vcgraph docs failed") }
        // The same diagrams as DOT: each sample's frames (`render --every-step`), those the
        // documentation draws (it leaves out `expect:` steps, which repeat the frame before).
        let sources = "\(folder)/dot"
        guard spawn([vcgraph, "render"] + scenarios + ["--every-step", "--format", "source", "-o", sources])?.status == 0 else {
            return failed(name, "vcgraph could not write the DOT")
        }
        let drawn = Set(
            ((try? FileManager.default.contentsOfDirectory(atPath: "\(folder)/site")) ?? []).filter { $0.hasSuffix(".svg") }
                .map { String($0.dropLast(4)) })
        let files = ((try? FileManager.default.contentsOfDirectory(atPath: sources)) ?? []).sorted()
            .filter { drawn.contains(URL(fileURLWithPath: $0).deletingPathExtension().lastPathComponent) }
            .map { "\(sources)/\($0)" }
        // Graphviz's own share: the frames vcgraph draws, as DOT with each flow's union's
        // positions written in (which vcgraph sets through cgraph's API instead), drawn by one
        // `neato -n2` process as vcgraph draws them.
        let pinned = pinnedFrames(of: scenarios, drawn: drawn, into: "\(folder)/pinned")
        guard !files.isEmpty, pinned.count == files.count else { return failed(name, "the frames' DOT could not be written") }
        var firsts: [Double] = [], rebuilds: [Double] = [], oneDots: [Double] = [], floors: [Double] = [], perFileDots: [Double] = []
        for round in 0..<5 {
            let site = "\(folder)/site-\(round)"
            guard let first = spawn(docs(site)), first.status <= 1, let rebuild = spawn(docs(site)), rebuild.status <= 1,
                let oneDot = spawn(["dot", "-Tsvg", "-O"] + copies(files, into: "\(folder)/dot-\(round)")), oneDot.status == 0,
                let floor = spawn(["neato", "-n2", "-Tsvg", "-O"] + copies(pinned, into: "\(folder)/pinned-\(round)")), floor.status == 0
            else { return failed(name, "vcgraph docs, dot or neato failed") }
            var perFile = 0.0
            for (index, file) in files.enumerated() {
                guard let run = spawn(["dot", "-Tsvg", file, "-o", "\(folder)/dot-\(round)/\(index).svg"]), run.status == 0 else {
                    return failed(name, "dot failed")
                }
                perFile += run.seconds
            }
            firsts.append(first.seconds)
            rebuilds.append(rebuild.seconds)
            oneDots.append(oneDot.seconds)
            floors.append(floor.seconds)
            perFileDots.append(perFile)
        }
        let (first, rebuild, oneDot, floor) = (median(firsts), median(rebuilds), median(oneDots), median(floors))
        let perFileDot = median(perFileDots)
        let ratio = first / oneDot, speedup = perFileDot / first, rebuildRatio = rebuild / first
        let bars = [
            ratio <= 0.6 ? "ok" : "OVER", speedup >= 8 ? "ok" : "OVER", rebuildRatio <= 0.1 ? "ok" : "OVER",
        ]
        return BenchmarkResult(
            name: name, controllers: files.count,
            phases: [("vcgraph docs --jobs 2, first build, median of 5", first)],
            baseline: ("one dot -Tsvg -O over the \(files.count) frames' DOT, median of 5", oneDot),
            detail: "×\(RenderCases.format(ratio)) of one dot (bar 0.6: \(bars[0])); dot per file, median of 5, \(RenderCases.format(perFileDot)) s, "
                + "\(RenderCases.format(speedup))x slower than docs (bar 8: \(bars[1])); rebuild, nothing changed, "
                + "\(RenderCases.format(rebuild)) s = ×\(RenderCases.format(rebuildRatio)) of the first (bar 0.1: \(bars[2])); "
                + "Graphviz alone on the frames vcgraph draws, as DOT (one neato -n2 -Tsvg -O over the \(pinned.count) pinned frames) "
                + "\(RenderCases.format(floor)) s = ×\(RenderCases.format(floor / oneDot)) of one dot; "
                + "each round docs/dot/neato (s): "
                + zip(firsts, zip(oneDots, floors)).map { "\(RenderCases.format($0))/\(RenderCases.format($1.0))/\(RenderCases.format($1.1))" }
                .joined(separator: " "),
            limitSeconds: nil)
    }

    /// Copies `files` into a new folder, untimed, so that a program writing beside its inputs
    /// (`-O`) creates its files afresh; gives the copies' paths.
    private static func copies(_ files: [String], into folder: String) -> [String] {
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        return files.map { file in
            let copy = "\(folder)/\(URL(fileURLWithPath: file).lastPathComponent)"
            try? FileManager.default.copyItem(atPath: file, toPath: copy)
            return copy
        }
    }

    /// Writes the DOT of every frame `vcgraph docs` draws, as Graphviz would read it: each
    /// sample's flow (``FlowDiagram``, titled as the pages title it), the union laid out once
    /// and each frame pinned to its positions. Gives the files written, in the order of `drawn`'s
    /// names sorted.
    private static func pinnedFrames(of scenarios: [String], drawn: Set<String>, into folder: String) -> [String] {
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        var written: [String] = []
        for file in scenarios {
            guard let text = try? String(contentsOfFile: file, encoding: .utf8),
                let scenario = try? ScenarioReader.read(text, file: file)
            else { return [] }
            let run = ScenarioRun(scenario, keepingSnapshots: true)
            let titles = run.snapshots.indices.map { "\(scenario.name) — \($0 == 0 ? "as declared" : "after step \($0)")" }
            let flow = FlowDiagram(run.snapshots, titles: titles)
            guard let positions = waiting({ try? await GraphvizRenderer.shared.positions(of: DOTEncoder().encode(flow.union)) }) else {
                return []
            }
            let name = URL(fileURLWithPath: file).deletingPathExtension().lastPathComponent
            for (step, frame) in flow.frames.enumerated() where drawn.contains("\(name)-step-\(step)") {
                let path = "\(folder)/\(name)-step-\(step).gv"
                guard FileManager.default.createFile(atPath: path, contents: Data(DOTEncoder().encode(FlowDiagram.pinned(frame, at: positions)).utf8))
                else { return [] }
                written.append(path)
            }
        }
        return written.sorted()
    }

    /// The result of `body`, waited for on this thread (the cases run synchronously).
    private static func waiting<T: Sendable>(_ body: @escaping @Sendable () async -> T?) -> T? {
        let result = Waited<T>()
        let done = DispatchSemaphore(value: 0)
        Task {
            result.value = await body()
            done.signal()
        }
        done.wait()
        return result.value
    }

    private static func failed(_ name: String, _ reason: String) -> BenchmarkResult {
        BenchmarkResult(name: name, controllers: 0, phases: [], baseline: nil, detail: "OVER: \(reason)", limitSeconds: 0)
    }
}

/// A value a task sets before it signals, read after the wait.
private final class Waited<T: Sendable>: @unchecked Sendable {
    var value: T?
}
