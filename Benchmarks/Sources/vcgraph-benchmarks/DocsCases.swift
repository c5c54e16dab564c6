import Foundation
import GraphvizRendering
import PresentationDiagrams
import PresentationReports
import PresentationScenarios
import ScenarioYAML

/// `vcgraph docs` against Graphviz's own `dot` on the same diagrams, whole process against
/// whole process, in the same run (issue 14's bars): the samples' documentation as Markdown
/// and SVG with two worker processes, against one `dot -Tsvg -O` over the DOT of every frame
/// it draws (at most 0.6 of its time) and against `dot` spawned once per frame (at least 8
/// times faster); and a rebuild with nothing changed against the first build (at most 0.1).
enum DocsCases {
    static let all: [BenchmarkCase] = [samples]

    static let samples = BenchmarkCase(name: "docs-samples-markdown") {
        let name = "docs-samples-markdown"
        guard let vcgraph = vcgraphExecutable() else { return failed(name, "no vcgraph to measure: build it beside the benchmarks") }
        let folder = RenderCases.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let scenarios = RenderCases.sampleFiles()
        let samples = URL(fileURLWithPath: scenarios[0]).deletingLastPathComponent().path
        let site = "\(folder)/site"
        let docs = [vcgraph, "docs", samples, "-o", site, "--format", "markdown", "--jobs", "2"]
        guard let first = spawn(docs), first.status <= 1, let rebuild = spawn(docs), rebuild.status <= 1 else {
            return failed(name, "vcgraph docs failed")
        }
        // The same diagrams as DOT: each sample's frames (`render --every-step`), those the
        // documentation draws (it leaves out `expect:` steps, which repeat the frame before).
        let sources = "\(folder)/dot"
        guard spawn([vcgraph, "render"] + scenarios + ["--every-step", "--format", "source", "-o", sources])?.status == 0 else {
            return failed(name, "vcgraph could not write the DOT")
        }
        let drawn = Set(
            ((try? FileManager.default.contentsOfDirectory(atPath: site)) ?? []).filter { $0.hasSuffix(".svg") }.map { String($0.dropLast(4)) })
        let files = ((try? FileManager.default.contentsOfDirectory(atPath: sources)) ?? []).sorted()
            .filter { drawn.contains(URL(fileURLWithPath: $0).deletingPathExtension().lastPathComponent) }
            .map { "\(sources)/\($0)" }
        guard !files.isEmpty, let oneDot = spawn(["dot", "-Tsvg", "-O"] + files), oneDot.status == 0 else {
            return failed(name, "dot failed")
        }
        // Graphviz's own share: the same frames as vcgraph hands them to libgvc (each flow's
        // union laid out once, each frame drawn on its positions), in one `neato -n2` process.
        let pinned = pinnedFrames(of: scenarios, drawn: drawn, into: "\(folder)/pinned")
        guard pinned.count == files.count, let floor = spawn(["neato", "-n2", "-Tsvg", "-O"] + pinned), floor.status == 0 else {
            return failed(name, "neato -n2 failed on the pinned frames")
        }
        var perFileDot = 0.0
        for file in files {
            guard let run = spawn(["dot", "-Tsvg", file, "-o", "\(folder)/one.svg"]), run.status == 0 else { return failed(name, "dot failed") }
            perFileDot += run.seconds
        }
        let ratio = first.seconds / oneDot.seconds, speedup = perFileDot / first.seconds, rebuildRatio = rebuild.seconds / first.seconds
        let bars = [
            ratio <= 0.6 ? "ok" : "OVER", speedup >= 8 ? "ok" : "OVER", rebuildRatio <= 0.1 ? "ok" : "OVER",
        ]
        return BenchmarkResult(
            name: name, controllers: files.count,
            phases: [("vcgraph docs --jobs 2, first build", first.seconds)],
            baseline: ("one dot -Tsvg -O over the \(files.count) frames' DOT", oneDot.seconds),
            detail: "×\(RenderCases.format(ratio)) of one dot (bar 0.6: \(bars[0])); dot per file \(RenderCases.format(perFileDot)) s, "
                + "\(RenderCases.format(speedup))x slower than docs (bar 8: \(bars[1])); rebuild, nothing changed, "
                + "\(RenderCases.format(rebuild.seconds)) s = ×\(RenderCases.format(rebuildRatio)) of the first (bar 0.1: \(bars[2])); "
                + "Graphviz alone on the frames as vcgraph draws them (one neato -n2 -Tsvg -O over the \(pinned.count) pinned frames) "
                + "\(RenderCases.format(floor.seconds)) s = ×\(RenderCases.format(floor.seconds / oneDot.seconds)) of one dot",
            limitSeconds: nil)
    }

    /// Writes the DOT of every frame `vcgraph docs` draws, as it hands it to libgvc: each
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
