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
let cases: [BenchmarkCase] = ModelCases.all + FormatCases.all + RenderCases.all

let arguments = CommandLine.arguments
if arguments.count == 3, arguments[1] == "--case" {
    guard let benchmark = cases.first(where: { $0.name == arguments[2] }) else {
        FileHandle.standardError.write(Data("unknown case \(arguments[2])\n".utf8))
        exit(2)
    }
    print(benchmark.run().line)
    exit(0)
}

print("vcgraph benchmarks (release build; each case in its own process)")
print(BenchmarkResult.header)
var failed = false
for benchmark in cases {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: arguments[0]).standardizedFileURL
    process.arguments = ["--case", benchmark.name]
    let pipe = Pipe()
    process.standardOutput = pipe
    do {
        try process.run()
    } catch {
        print("\(benchmark.name): could not start: \(error)")
        failed = true
        continue
    }
    let output = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    print(String(decoding: output, as: UTF8.self), terminator: "")
    if process.terminationStatus != 0 { failed = true }
}
exit(failed ? 1 : 0)
