import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Each storyboard shape generated at N and at 10N, and each
/// command run on both as a whole process (the fastest of three spawns each, as
/// ``StoryboardCases/fastest(_:accepting:)`` measures). The bar: the 10N run in at most 12
/// times the N run; the detail column gives the ratio and how much the output grew.
enum ScalingStoryboardCases {
    /// A storyboard shape: its size at N, and its scenes, one line at a time.
    struct Shape: Sendable {
        var name: String
        /// N: the controllers (or scenes) of the smaller file; the larger has 10N.
        var size: Int
        var write: @Sendable (_ size: Int, _ emit: (String) -> Void) -> Void
    }

    /// The commands measured on each shape: their arguments after the file, given an output folder.
    static let commands: [(name: String, arguments: @Sendable (String) -> [String])] = [
        ("segues", { _ in [] }),
        ("render", { folder in ["--format", "dot", "-o", "\(folder)/flow.dot"] }),
        ("import", { _ in [] }),
        ("analyze", { _ in [] }),
    ]

    static let shapes: [Shape] = [
        // Scene i shows scene i + 1, all in one navigation controller: a push chain.
        Shape(name: "push-chain", size: 100) { size, emit in
            document(initial: "nav", emit) {
                scene(
                    "nav", tag: "navigationController",
                    segues: [segue(to: "v0", kind: "relationship", id: "root", relationship: "rootViewController")], emit)
                for i in 0..<size { scene("v\(i)", segues: i + 1 < size ? [segue(to: "v\(i + 1)", kind: "show", id: "s\(i)")] : [], emit) }
            }
        },
        // Scene i presents scene i + 1 modally.
        Shape(name: "modal-chain", size: 100) { size, emit in
            document(initial: "v0", emit) {
                for i in 0..<size {
                    scene("v\(i)", segues: i + 1 < size ? [segue(to: "v\(i + 1)", kind: "presentation", id: "s\(i)")] : [], emit)
                }
            }
        },
        // One scene presents every other.
        Shape(name: "sibling-segues", size: 200) { size, emit in
            document(initial: "hub", emit) {
                scene("hub", segues: (0..<size).map { segue(to: "v\($0)", kind: "presentation", id: "s\($0)") }, emit)
                for i in 0..<size { scene("v\(i)", segues: [], emit) }
            }
        },
        // Each scene embeds the next: containment N deep (10N is 190, below the readers' 200 levels).
        Shape(name: "deep-embeds", size: 19) { size, emit in
            document(initial: "v0", emit) {
                for i in 0..<size { scene("v\(i)", segues: i + 1 < size ? [segue(to: "v\(i + 1)", kind: "embed", id: "e\(i)")] : [], emit) }
            }
        },
        // A big flow map: a menu presents N navigation controllers, each showing a detail
        // (3N controllers).
        Shape(name: "flow-map", size: 100, write: flowMap),
        // The same at 600 and 6,000 controllers.
        Shape(name: "large-flow-map", size: 200, write: flowMap),
    ]

    @Sendable static func flowMap(_ size: Int, _ emit: (String) -> Void) {
        document(initial: "hub", emit) {
            scene("hub", segues: (0..<size).map { segue(to: "n\($0)", kind: "presentation", id: "p\($0)") }, emit)
            for i in 0..<size {
                scene(
                    "n\(i)", tag: "navigationController",
                    segues: [segue(to: "a\(i)", kind: "relationship", id: "r\(i)", relationship: "rootViewController")], emit)
                scene("a\(i)", segues: [segue(to: "b\(i)", kind: "show", id: "s\(i)")], emit)
                scene("b\(i)", segues: [], emit)
            }
        }
    }

    static let all: [BenchmarkCase] = shapes.flatMap { shape in
        commands.map { command in
            BenchmarkCase(name: "scaling-storyboard-\(shape.name)-\(command.name)") {
                scaling(shape, command: command.name, arguments: command.arguments)
            }
        }
    }

    /// `vcgraph COMMAND FILE …` on the shape at N and at 10N, in a temporary folder.
    static func scaling(_ shape: Shape, command: String, arguments: (String) -> [String]) -> BenchmarkResult {
        let name = "scaling-storyboard-\(shape.name)-\(command)"
        guard let vcgraph = vcgraphExecutable() else { return failed(name, "vcgraph executable not built") }
        let folder = RenderCases.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        var seconds: [Double] = []
        var bytes: [Int] = []
        // For a render: Graphviz's `dot` laying out the same DOT again, the baseline's own growth.
        var graphviz: [Double] = []
        for size in [shape.size, 10 * shape.size] {
            let file = temporaryFile(named: "\(folder.split(separator: "/").last ?? "")-\(shape.name)-\(size).storyboard") {
                shape.write(size, $0)
            }
            defer { unlink(file) }
            let output = "\(folder)/output"
            let argv = [vcgraph, command, file] + arguments(folder)
            // `segues` exits 1 when a finding is an error: a success here.
            guard let best = StoryboardCases.fastest(argv, accepting: [0, 1]),
                let written = spawn(argv, standardOutput: .file(output)), [0, 1].contains(written.status)
            else { return failed(name, "vcgraph \(command) failed on \(shape.name) at \(size)") }
            seconds.append(best)
            let produced = command == "render" ? "\(folder)/flow.dot" : output
            bytes.append(((try? FileManager.default.attributesOfItem(atPath: produced))?[.size] as? Int) ?? 0)
            // A map vcgraph laid out is drawn by Graphviz as placed (`neato -n2`).
            let pinned = (try? String(contentsOfFile: produced, encoding: .utf8))?.contains("layout=nop2") == true
            let baseline =
                pinned ? ["/usr/bin/neato", "-n2", "-Tdot", produced, "-o", "/dev/null"] : ["/usr/bin/dot", "-Tdot", produced, "-o", "/dev/null"]
            if command == "render", let dot = StoryboardCases.fastest(baseline, accepting: [0]) {
                graphviz.append(dot)
            }
        }
        let ratio = seconds[1] / max(seconds[0], 1e-9)
        let baseline =
            graphviz.count == 2
            ? String(
                format: "; Graphviz on the same DOT (neato -n2 for a map vcgraph laid out, else dot): %.3f -> %.3f s, x%.2f", graphviz[0],
                graphviz[1],
                graphviz[1] / max(graphviz[0], 1e-9))
            : ""
        return BenchmarkResult(
            name: name, controllers: 10 * shape.size,
            phases: [("vcgraph \(command) at 10N, process", seconds[1])],
            baseline: ("at N = \(shape.size), process", seconds[0]),
            detail: String(
                format: "10N / N = %.2f%@; output 10N / N = %.1f%@", ratio, ratio > 12 ? " (OVER 12)" : "",
                Double(bytes[1]) / Double(max(bytes[0], 1)),
                baseline),
            limitSeconds: 12 * seconds[0])
    }

    // MARK: - Writing storyboards

    private static func document(initial: String, _ emit: (String) -> Void, scenes: () -> Void) {
        emit(#"<?xml version="1.0" encoding="UTF-8"?>"#)
        emit(
            #"<document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" initialViewController="\#(initial)">"#
        )
        emit("    <scenes>")
        scenes()
        emit("    </scenes>")
        emit("</document>")
    }

    private static func segue(to destination: String, kind: String, id: String, relationship: String? = nil) -> String {
        #"<segue destination="\#(destination)" kind="\#(kind)""# + (relationship.map { #" relationship="\#($0)""# } ?? "") + #" id="\#(id)"/>"#
    }

    private static func scene(_ element: String, tag: String = "viewController", segues: [String], _ emit: (String) -> Void) {
        emit("        <scene sceneID=\"scene-\(element)\">")
        emit("            <objects>")
        if segues.isEmpty {
            emit("                <\(tag) id=\"\(element)\" sceneMemberID=\"viewController\"/>")
        } else {
            emit("                <\(tag) id=\"\(element)\" sceneMemberID=\"viewController\">")
            emit("                    <connections>")
            for segue in segues { emit("                        \(segue)") }
            emit("                    </connections>")
            emit("                </\(tag)>")
        }
        emit("            </objects>")
        emit("        </scene>")
    }

    private static func failed(_ name: String, _ reason: String) -> BenchmarkResult {
        BenchmarkResult(name: name, controllers: 0, phases: [("FAILED: \(reason)", 0)], baseline: nil, limitSeconds: 0)
    }
}
