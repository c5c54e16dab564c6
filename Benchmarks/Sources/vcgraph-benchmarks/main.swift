import Foundation
import PresentationModel

#if canImport(Glibc)
    import Glibc
#endif

/// vcgraph's model benchmarks: each case runs in a process of its own, so that its peak
/// memory is its own, and is reported beside a baseline measured in the same run.
///
///     make bench                       # every case
///     vcgraph-benchmarks --case NAME   # one case, in this process
let cases: [BenchmarkCase] =
    ModelCases.all + FormatCases.all + RenderCases.all + BigAppCases.all + AppShapeCases.all + StoryboardCases.all + ScalingStoryboardCases.all
    + DumpCases.all
    + DocsCases.all + ScalingCases.all + CodeCases.all

let arguments = CommandLine.arguments
/// Each case runs this many times; the median run is reported, as timings on a shared
/// machine vary by a third from run to run.
let runs = 3
/// `--big-app N` prints the generated app of ``BigApp``, from which the fixtures
/// `Fixtures/big-app-N.before-redesign.dot.gz` were drawn (see ``BigAppCases``).
if arguments.count == 3, arguments[1] == "--big-app", let count = Int(arguments[2]), count > 0 {
    print(BigApp(controllers: count).scenario, terminator: "")
    exit(0)
}
/// `--code-app N FOLDER` writes the generated app of ``CodeCases/reading`` (N tabs) into
/// FOLDER, to profile the code reader on it.
if arguments.count == 4, arguments[1] == "--code-app", let tabs = Int(arguments[2]), tabs > 0 {
    try? FileManager.default.createDirectory(atPath: arguments[3], withIntermediateDirectories: true)
    CodeCases.app(tabs: tabs, into: arguments[3])
    exit(0)
}
/// `--swiftui-app N FOLDER` writes the generated app of ``CodeCases/swiftUIReading``.
if arguments.count == 4, arguments[1] == "--swiftui-app", let tabs = Int(arguments[2]), tabs > 0 {
    try? FileManager.default.createDirectory(atPath: arguments[3], withIntermediateDirectories: true)
    CodeCases.swiftUIApp(tabs: tabs, into: arguments[3])
    exit(0)
}
if arguments.count == 3, arguments[1] == "--case" {
    guard let benchmark = cases.first(where: { $0.name == arguments[2] }) else {
        FileHandle.standardError.write(Data("unknown case \(arguments[2])\n".utf8))
        exit(2)
    }
    print(benchmark.run().line)
    exit(0)
}

print("vcgraph benchmarks (release build; each case run \(runs) times, each in its own process; the median run is shown)")
print(BenchmarkResult.header)
var failed = false
for benchmark in cases {
    var lines: [(total: Double, line: String)] = []
    for _ in 0..<runs {
        guard let line = runInChildProcess(benchmark.name) else {
            failed = true
            break
        }
        // The fourth column is the total.
        let columns = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
        lines.append((columns.count > 3 ? Double(columns[3]) ?? .infinity : .infinity, line))
    }
    guard !lines.isEmpty else { continue }
    let median = lines.sorted { $0.total < $1.total }[lines.count / 2]
    print(median.line)
    if median.line.contains("OVER") { failed = true }
}
exit(failed ? 1 : 0)
