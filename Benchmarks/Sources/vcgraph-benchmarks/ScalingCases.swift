import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Every command on every shape at most 12 times slower at 10N than at N,
/// each a whole `vcgraph` process on a file generated at both sizes. A case runs each of its
/// commands on the two files (the fastest of three runs each) and prints, per command, the
/// seconds at N and at 10N and their ratio, marked OVER above 12; its total is the 10N
/// runs, against 12 times the N runs. Beside them, the JSON report against Python's
/// `CSafeLoader` on the other 100,000-controller shapes of ``FormatCases/analyzeJSON100k``.
enum ScalingCases {
    static let all: [BenchmarkCase] = [
        scaling("scaling-pushes", n: 3_000, commands: [.check, .analyze, .json, .steps, .explain("v2999", "v29999")], lines: pushes),
        scaling(
            "scaling-presentation-chain", n: 2_000, commands: [.check, .analyze, .json, .steps, .explain("b1999", "b19999")], lines: presentationChain
        ),
        scaling(
            "scaling-interleaved-presentations", n: 3_000, commands: [.check, .analyze, .json, .steps, .explain("root", "root")], lines: interleaved),
        scaling("scaling-wide-tab-bar", n: 10_000, commands: [.check, .analyze, .json, .explain("t9999", "t99999")], lines: wideTabBar),
        scaling("scaling-many-children", n: 10_000, commands: [.check, .analyze, .json, .explain("c9999", "c99999")], lines: manyChildren),
        scaling(
            "scaling-deep-containment-steps", n: 5_000, commands: [.check, .analyze, .json, .steps, .explain("c4999", "c49999")],
            lines: deepContainment),
        scaling(
            // Below the 200 levels of containment a scenario declares: deeper is refused.
            "scaling-deep-dump-containment", n: 19, fileExtension: "txt",
            commands: [.check, .analyze, .json, .explain("UINavigationController", "UINavigationController")], lines: deepDump),
        scaling(
            "scaling-deep-dump-presentations", n: 300, fileExtension: "txt",
            commands: [.check, .analyze, .json, .explain("UINavigationController", "UINavigationController")], lines: presentationDump),
        scaling(
            // The same shape by its size in bytes: each line is one level more indented, so
            // √10 times the depth makes a file ten times larger.
            "scaling-deep-dump-presentations-by-bytes", n: 1_000, large: 3_162, fileExtension: "txt",
            commands: [.check, .analyze, .json, .explain("UINavigationController", "UINavigationController")], lines: presentationDump),
        scaling("scaling-render-pushes", n: 100, commands: [.renderDOT], lines: pushes),
        scaling("scaling-render-many-children", n: 100, commands: [.renderDOT], lines: manyChildren),
        scaling("scaling-render-interleaved", n: 100, commands: [.renderDOT], lines: interleaved),
        scaling("scaling-render-presentation-chain", n: 50, commands: [.renderDOT], lines: presentationChain),
        // Past 64 families side by side, which the DOT groups (Graphviz frees a layout by
        // asking every sibling subgraph for each object).
        scaling("scaling-render-presentation-chain-500", n: 500, commands: [.renderDOT], lines: presentationChain),
        FormatCases.analyzeJSONAgainstPython("analyze-json-100k-wide-screens", tabs: 10, stacks: 100, children: 99),
        FormatCases.analyzeJSONAgainstPython("analyze-json-100k-wider-screens", tabs: 10, stacks: 10, children: 999),
        FormatCases.analyzeJSONAgainstPython("analyze-json-100k-two-screens", tabs: 2, stacks: 1, children: 49_998),
    ]

    /// A command run on both files.
    enum Command {
        case check, analyze, json
        /// `analyze --steps`: one line per step.
        case steps
        /// `explain --controller`, with the controller at N and at 10N.
        case explain(String, String)
        /// `render --format dot` (laid out by Graphviz) into a file beside the input.
        case renderDOT

        var name: String {
            switch self {
            case .check: "check"
            case .analyze: "analyze"
            case .json: "analyze --format json"
            case .steps: "analyze --steps"
            case .explain: "explain"
            case .renderDOT: "render --format dot"
            }
        }

        func arguments(_ file: String, large: Bool) -> [String] {
            switch self {
            case .check: ["check", file]
            case .analyze: ["analyze", file]
            case .json: ["analyze", file, "--format", "json"]
            case .steps: ["analyze", file, "--steps"]
            case .explain(let small, let big): ["explain", file, "--controller", large ? big : small]
            case .renderDOT: ["render", file, "--format", "dot", "-o", file + ".dot"]
            }
        }
    }

    /// The ratio above which 10N counts as superlinear.
    static let limitRatio = 12.0

    static func scaling(
        _ name: String, n: Int, large: Int? = nil, fileExtension: String = "yaml", commands: [Command],
        lines: @escaping @Sendable (Int, (String) -> Void) -> Void
    ) -> BenchmarkCase {
        BenchmarkCase(name: name) {
            guard let vcgraph = vcgraphExecutable() else { return failed(name, "vcgraph executable not built") }
            let large = large ?? 10 * n
            let files = [n, large].map { size in
                temporaryFile(named: "vcgraph-bench-\(getpid())-\(name)-\(size).\(fileExtension)") { lines(size, $0) }
            }
            defer {
                for file in files {
                    unlink(file)
                    unlink(file + ".dot")
                }
            }
            var small = 0.0
            var phases: [(String, Double)] = []
            var figures: [String] = []
            for command in commands {
                // check exits 1 when a check fails: the generated files' checks all pass.
                guard let one = StoryboardCases.fastest([vcgraph] + command.arguments(files[0], large: false)),
                    let ten = StoryboardCases.fastest([vcgraph] + command.arguments(files[1], large: true))
                else { return failed(name, "vcgraph \(command.name) failed") }
                small += one
                phases.append(("\(command.name) 10N", ten))
                let ratio = ten / max(one, 1e-9)
                figures.append(
                    String(format: "%@ %.3f → %.3f s ×%.1f%@", command.name, one, ten, ratio, ratio > limitRatio ? " OVER" : ""))
            }
            let bytes = files.map { (try? FileManager.default.attributesOfItem(atPath: $0)[.size] as? Int) ?? 0 }
            return BenchmarkResult(
                name: name, controllers: large, phases: phases, baseline: ("N=\(n), every command, x12", small * limitRatio),
                detail: "N=\(n) → 10N=\(large), \(bytes[0]) → \(bytes[1]) bytes: " + figures.joined(separator: "; "),
                limitSeconds: small * limitRatio)
        }
    }

    private static func failed(_ name: String, _ reason: String) -> BenchmarkResult {
        BenchmarkResult(name: name, controllers: 0, phases: [("FAILED: \(reason)", 0)], baseline: nil, limitSeconds: 0)
    }

    // MARK: - Shapes

    /// `n` pushes onto one navigation stack.
    @Sendable static func pushes(_ n: Int, _ emit: (String) -> Void) {
        for line in ["name: pushes", "device: iphone", "window:", "  navigation: nav", "  stack: [root]", "controllers:"] { emit(line) }
        for i in 0..<n { emit("  - v\(i)") }
        emit("steps:")
        for i in 0..<n { emit("  - push: { onto: nav, controller: v\(i) }") }
        for line in ["expect:", "  - topViewController(nav): v\(n - 1)", "  - isOnScreen(v\(n - 1)): true"] { emit(line) }
    }

    /// A chain of `n` navigation controllers, each presented full screen from the controller
    /// pushed onto the one before.
    @Sendable static func presentationChain(_ n: Int, _ emit: (String) -> Void) {
        for line in ["name: chain", "device: iphone", "window:", "  navigation: nav0", "  stack: [a0]", "controllers:"] { emit(line) }
        for i in 1..<n {
            emit("  - navigation: nav\(i)")
            emit("    stack: [a\(i)]")
        }
        for i in 0..<n { emit("  - b\(i)") }
        emit("steps:")
        emit("  - push: { onto: nav0, controller: b0 }")
        for i in 1..<n {
            emit("  - present: { from: b\(i - 1), controller: nav\(i), style: fullScreen }")
            emit("  - push: { onto: nav\(i), controller: b\(i) }")
        }
        for line in ["expect:", "  - isOnScreen(b\(n - 1)): true", "  - isOnScreen(b0): false"] { emit(line) }
    }

    /// `n` sheets, each presented and dismissed in turn, with an expectation between.
    @Sendable static func interleaved(_ n: Int, _ emit: (String) -> Void) {
        for line in ["name: interleaved", "device: iphone", "window:", "  navigation: nav", "  stack: [root]", "controllers:"] { emit(line) }
        for i in 0..<n { emit("  - s\(i)") }
        emit("steps:")
        for i in 0..<n {
            emit("  - present: { from: root, controller: s\(i) }")
            emit("  - expect:")
            emit("      - presentingViewController(s\(i)): nav")
            emit("  - dismiss: s\(i)")
        }
        for line in ["expect:", "  - isOnScreen(root): true", "  - presentedViewController(root): nil"] { emit(line) }
    }

    /// A tab bar given `n` tabs by one setViewControllers step, on an iPad on iOS 18 (no More list).
    @Sendable static func wideTabBar(_ n: Int, _ emit: (String) -> Void) {
        for line in ["name: tabs", "device: ipad", "ios: 18", "window:", "  tabBar: tabs", "  tabs: [t0]", "controllers:"] { emit(line) }
        for i in 1..<n { emit("  - t\(i)") }
        for line in ["steps:", "  - setViewControllers:", "      tabBar: tabs", "      controllers:"] { emit(line) }
        for i in 0..<n { emit("        - t\(i)") }
        for line in ["  - select: { tabBar: tabs, tab: t\(n - 1) }", "expect:", "  - isOnScreen(t\(n - 1)): true"] { emit(line) }
    }

    /// One window root with `n` children.
    @Sendable static func manyChildren(_ n: Int, _ emit: (String) -> Void) {
        for line in ["name: children", "device: iphone", "window:", "  controller: root", "  children:"] { emit(line) }
        for i in 0..<n { emit("    - c\(i)") }
        for line in ["expect:", "  - isOnScreen(c\(n - 1)): true", "  - parent(c\(n - 1)): root"] { emit(line) }
    }

    /// A containment chain `n` deep, built by addChild steps under a navigation controller.
    @Sendable static func deepContainment(_ n: Int, _ emit: (String) -> Void) {
        for line in ["name: deep", "device: iphone", "window:", "  navigation: nav", "  stack: [c0]", "controllers:"] { emit(line) }
        for i in 1..<n { emit("  - c\(i)") }
        emit("steps:")
        for i in 1..<n { emit("  - addChild: { parent: c\(i - 1), controller: c\(i) }") }
        for line in ["expect:", "  - navigationController(c\(n - 1)): nav", "  - isOnScreen(c\(n - 1)): true"] { emit(line) }
    }

    /// A `_printHierarchy` dump of a containment chain `n` deep (its lines indented one level
    /// more each, so the file grows as n²).
    @Sendable static func deepDump(_ n: Int, _ emit: (String) -> Void) {
        emit("<UINavigationController 0x1>, state: appeared, view: <UILayoutContainerView 0x2>")
        for i in 0..<n {
            emit(
                String(repeating: "   | ", count: i + 1)
                    + "<Screen\(i % 7) 0x\(String(i + 16, radix: 16))>, state: appeared, view: <UIView 0x\(String(i + 1 << 24, radix: 16))>")
        }
    }

    /// A `_printHierarchy` dump of a chain of `n` full-screen presentations, each presented by
    /// the one before, as vcgraph's own tree prints it.
    @Sendable static func presentationDump(_ n: Int, _ emit: (String) -> Void) {
        emit("<UINavigationController 0x1>, state: disappeared, view: <UILayoutContainerView 0x2> not in the window")
        for i in 0..<n {
            emit(
                String(repeating: "   | ", count: i) + "   + <Screen\(i % 7) 0x\(String(i + 16, radix: 16))>, "
                    + "state: \(i == n - 1 ? "appeared" : "disappeared"), view: <UIView 0x\(String(i + 1 << 24, radix: 16))>, "
                    + "presented with: <_UIFullscreenPresentationController 0x\(String(i + 1 << 28, radix: 16))>")
        }
    }
}
