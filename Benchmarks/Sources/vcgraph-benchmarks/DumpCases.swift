import DumpImport
import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// A `_printHierarchy` dump of 100,000 lines and one of 1,000,000 read in linear
/// time. Each case measures N and 10N and reports 10N against N: the bar is a ratio of at
/// most 12 (10 for linear, with room for the larger tables' cache misses).
enum DumpCases {
    static let all: [BenchmarkCase] = [readInProcess, analyzeProcess]

    /// `DumpReader.read` alone, in this process, on the text of each dump (2,000 stacks make
    /// 100,007 lines), measured as the model's linear cases are: the sizes in turns, each
    /// keeping its faster run of two, freed memory kept mapped. Measured once each, the second
    /// size had paid the kernel for 1.5 GiB of fresh pages the first never needed, and the
    /// ratio varied from ×6.8 to ×15.4 between runs.
    static let readInProcess = ModelCases.linearity("dump-read-100k-vs-1m", n: 2_000, rounds: 2) { stacks in
        let text = dumpText(stacks: stacks)
        let (dump, seconds) = measure { try? DumpReader.read(text, file: "\(stacks).txt") }
        return (dump?.lines.count ?? 0, seconds)
    }

    /// `vcgraph analyze DUMP --format json > /dev/null`, whole process against whole process.
    static let analyzeProcess = BenchmarkCase(name: "dump-analyze-100k-vs-1m-process") {
        let name = "dump-analyze-100k-vs-1m-process"
        guard let vcgraph = vcgraphExecutable() else {
            return BenchmarkResult(name: name, controllers: 0, phases: [("FAILED: vcgraph executable not built", 0)], baseline: nil, limitSeconds: 0)
        }
        let small = dumpFile(stacks: 2_000)
        let large = dumpFile(stacks: 20_000)
        defer {
            unlink(small)
            unlink(large)
        }
        guard let smallRun = spawn([vcgraph, "analyze", small, "--format", "json"]), smallRun.status == 0,
            let largeRun = spawn([vcgraph, "analyze", large, "--format", "json"]), largeRun.status == 0
        else {
            return BenchmarkResult(name: name, controllers: 0, phases: [("FAILED: vcgraph analyze failed", 0)], baseline: nil, limitSeconds: 0)
        }
        let cpu = String(
            format: "cpu %.3f s against %.3f s: ×%.2f; peak %.0f MiB against %.0f MiB", largeRun.cpuSeconds, smallRun.cpuSeconds,
            largeRun.cpuSeconds / smallRun.cpuSeconds, largeRun.peakMemoryMiB, smallRun.peakMemoryMiB)
        return BenchmarkResult(
            name: name, controllers: 1_000_007, phases: [("vcgraph analyze --format json, 1,000,007 lines, process (\(cpu))", largeRun.seconds)],
            baseline: ("the same, 100,007 lines, process", smallRun.seconds), limitSeconds: 12 * smallRun.seconds)
    }

    /// A tab bar of 5 navigation controllers (no More list), each a stack of `stacks`
    /// controllers with 9 custom children each, and a controller the tab bar presents full
    /// screen: 50 × `stacks` + 7 lines, in the form `_printHierarchy` prints.
    static func dumpLines(stacks: Int, _ emit: (String) -> Void) {
        emit("<UITabBarController 0x1>, state: disappeared, view: <UILayoutContainerView 0x2> not in the window")
        var address = 16
        func next() -> String {
            address += 1
            return "0x" + String(address, radix: 16)
        }
        for _ in 0..<5 {
            emit("   | <UINavigationController \(next())>, state: disappeared, view: <UILayoutContainerView \(next())> not in the window")
            for s in 0..<stacks {
                emit("   |    | <ListController\(s % 7) \(next())>, state: disappeared, view: (view not loaded)")
                for c in 0..<9 { emit("   |    |    | <CellController\(c) \(next())>, state: disappeared, view: (view not loaded)") }
            }
        }
        emit(
            "   + <DetailController \(next())>, state: appeared, view: <UIView \(next())>, presented with: <_UIFullscreenPresentationController \(next())>"
        )
    }

    static func dumpText(stacks: Int) -> String {
        var text = ""
        dumpLines(stacks: stacks) { line in
            text += line
            text += "\n"
        }
        return text
    }

    /// The dump written to a temporary file; returns its path.
    static func dumpFile(stacks: Int) -> String {
        temporaryFile(named: "vcgraph-bench-dump-\(getpid())-\(stacks).txt") { dumpLines(stacks: stacks, $0) }
    }
}
