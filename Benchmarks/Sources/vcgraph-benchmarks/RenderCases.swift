import Foundation
import GraphvizRendering
import PresentationDiagrams
import PresentationFormats
import PresentationModel

/// Issue 5: rendering through libgvc in process against Graphviz's own `dot`, on the same DOT.
enum RenderCases {
    static let all: [BenchmarkCase] = [samples, app300]

    /// The samples' diagrams as SVG: in process, one `dot -Tsvg` per file (how documentation
    /// tools do it, the baseline), and one `dot` process given every file.
    static let samples = BenchmarkCase(name: "render-samples-svg") {
        let sources = sampleDOT()
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("vcgraph-bench-\(getpid())")
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var files: [String] = []
        for (position, dot) in sources.enumerated() {
            let path = folder.appendingPathComponent("s\(position).dot").path
            FileManager.default.createFile(atPath: path, contents: Data(dot.utf8))
            files.append(path)
        }
        let (_, inProcess) = measure { () -> Int in
            let box = ResultBox()
            let done = DispatchSemaphore(value: 0)
            Task {
                var bytes = 0
                for dot in sources {
                    bytes += (try? await GraphvizRenderer.shared.render(dot: dot, format: .svg).count) ?? 0
                }
                box.value = bytes
                done.signal()
            }
            done.wait()
            return box.value
        }
        let (_, perFile) = measure { files.reduce(0) { $0 + runDot(["-Tsvg", $1, "-o", $1 + ".svg"]) } }
        let (_, oneProcess) = measure { runDot(["-Tsvg", "-O"] + files) }
        return BenchmarkResult(
            name: "render-samples-svg", controllers: sources.count,
            phases: [("in process", inProcess)],
            baseline: ("dot per file \(format(perFile)) s, one dot for all \(format(oneProcess)) s; per-file", perFile),
            limitSeconds: nil, ratioIsSpeedup: true)
    }

    /// A 300-controller app: 5 tabs of navigation stacks of 10 controllers with 5 children
    /// each, one context presentation per tab and a full-screen one on top, drawn as SVG.
    static let app300 = BenchmarkCase(name: "render-300-controllers") {
        var h = Hierarchy()
        h.addController("tabs", kind: .tabBar)
        var tabs: [ControllerID] = []
        for t in 0..<5 {
            let nav = ControllerID("nav\(t)")
            h.addController(nav, kind: .navigation)
            var stack: [ControllerID] = []
            for s in 0..<10 {
                let vc = ControllerID("screen\(t)_\(s)")
                h.addController(vc, kind: .plain, attributes: ControllerAttributes(className: "Screen\(s)ViewController"))
                for c in 0..<5 {
                    h.addController(ControllerID("part\(t)_\(s)_\(c)"), kind: .plain)
                    h.addChild(ControllerID("part\(t)_\(s)_\(c)"), to: vc)
                }
                stack.append(vc)
            }
            h.setViewControllers(stack, of: nav)
            tabs.append(nav)
        }
        h.setViewControllers(tabs, ofTabBar: "tabs")
        h.makeWindow("main", root: "tabs")
        for t in 0..<5 {
            h.addController(ControllerID("sheet\(t)"), kind: .plain)
            h.present(ControllerID("sheet\(t)"), from: ControllerID("screen\(t)_9"), .init(style: .overCurrentContext))
        }
        h.addController("cover", kind: .plain)
        h.present("cover", from: "part0_9_0", .init(style: .fullScreen))
        let (dot, encode) = measure { HierarchyDiagram(h, options: .init(title: "300 controllers")).dot }
        let (_, render) = measure { () -> Int in
            let box = ResultBox()
            let done = DispatchSemaphore(value: 0)
            Task {
                box.value = (try? await GraphvizRenderer.shared.render(dot: dot, format: .svg).count) ?? 0
                done.signal()
            }
            done.wait()
            return box.value
        }
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("vcgraph-300-\(getpid()).dot").path
        FileManager.default.createFile(atPath: path, contents: Data(dot.utf8))
        defer { try? FileManager.default.removeItem(atPath: path) }
        let (_, dotCommand) = measure { runDot(["-Tsvg", path, "-o", path + ".svg"]) }
        try? FileManager.default.removeItem(atPath: path + ".svg")
        return BenchmarkResult(
            name: "render-300-controllers", controllers: h.count,
            phases: [("encode DOT", encode), ("layout+SVG in process", render)],
            baseline: ("dot -Tsvg", dotCommand), limitSeconds: 3)
    }

    /// Every sample's diagram as DOT text.
    static func sampleDOT() -> [String] {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        let folder = root.appendingPathComponent("samples")
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { $0.hasSuffix(".yaml") }.sorted()
        return names.compactMap { name in
            guard let text = try? String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8),
                let scenario = try? ScenarioReader.read(text, file: name)
            else { return nil }
            return HierarchyDiagram(ScenarioRun(scenario).hierarchy, options: .init(title: scenario.name)).dot
        }
    }

    /// Runs Graphviz's `dot` and returns its exit status.
    @discardableResult
    static func runDot(_ arguments: [String]) -> Int {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/dot")
        process.arguments = arguments
        do {
            try process.run()
        } catch {
            return -1
        }
        process.waitUntilExit()
        return Int(process.terminationStatus)
    }

    static func format(_ value: Double) -> String { String(format: "%.3f", value) }
}

/// Carries a result out of a Task into the synchronous benchmark.
final class ResultBox: @unchecked Sendable {
    var value = 0
}
