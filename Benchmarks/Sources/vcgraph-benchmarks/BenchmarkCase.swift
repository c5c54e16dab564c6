import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// One benchmark: a measured body and the baseline it is compared with.
struct BenchmarkCase: Sendable {
    var name: String
    var run: @Sendable () -> BenchmarkResult
}

struct BenchmarkResult {
    var name: String
    var controllers: Int
    /// The phases measured, in order, with their durations in seconds.
    var phases: [(String, Double)]
    /// The baseline's duration in seconds, and what it is.
    var baseline: (String, Double)?
    /// Further figures measured in the same run, or why the case could not run.
    var detail: String? = nil
    var limitSeconds: Double?
    /// Whether the ratio reports how many times faster than the baseline the case is.
    var ratioIsSpeedup = false

    static let header = "case | controllers | phases (s) | total (s) | baseline | peak memory (MiB) | limit"

    var total: Double { phases.reduce(0) { $0 + $1.1 } }

    var line: String {
        let phaseText = phases.map { "\($0.0) \(format($0.1))" }.joined(separator: ", ")
        let baselineText =
            baseline.map { baseline in
                ratioIsSpeedup
                    ? "\(baseline.0) \(format(baseline.1)): \(format(baseline.1 / max(total, 1e-9)))x faster"
                    : "\(baseline.0) \(format(baseline.1)) (×\(format(total / max(baseline.1, 1e-9))))"
            } ?? "—"
        let baselineColumn = [baselineText] + (detail.map { [$0] } ?? [])
        let limitText =
            limitSeconds.map { limit in
                phases.isEmpty ? "OVER: did not run" : total <= limit ? "under \(format(limit)) s: ok" : "OVER \(format(limit)) s"
            } ?? ""
        return
            "\(name) | \(controllers) | \(phaseText) | \(format(total)) | \(baselineColumn.joined(separator: "; ")) | \(format(peakMemoryMiB())) | \(limitText)"
    }

    private func format(_ value: Double) -> String { String(format: "%.3f", value) }
}

/// The median of `values` (the mean of the middle two for an even count; 0 for none).
func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    guard !sorted.isEmpty else { return 0 }
    let middle = sorted.count / 2
    return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

/// Runs `body` and returns its result with the seconds it took.
func measure<T>(_ body: () -> T) -> (T, Double) {
    let start = ContinuousClock.now
    let result = body()
    let elapsed = ContinuousClock.now - start
    return (result, Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18)
}

/// The baseline every model case is compared with: the same shape as bare arrays (a parent
/// index per controller, children lists, and one top-down pass for the family roots). It
/// is the floor for any index-addressed model of that shape.
func bareArraysBaseline(parents: [Int32]) -> Double {
    let (_, seconds) = measure { () -> Int in
        var children = [[Int32]](repeating: [], count: parents.count)
        for (child, parent) in parents.enumerated() where parent >= 0 { children[Int(parent)].append(Int32(child)) }
        var roots = [Int32](repeating: -1, count: parents.count)
        var queue = (0..<parents.count).filter { parents[$0] < 0 }.map { Int32($0) }
        for root in queue { roots[Int(root)] = root }
        var cursor = 0
        while cursor < queue.count {
            let node = Int(queue[cursor])
            for child in children[node] {
                roots[Int(child)] = roots[node]
                queue.append(child)
            }
            cursor += 1
        }
        return roots.count
    }
    return seconds
}

/// The process's peak resident memory (ru_maxrss, KiB on Linux).
func peakMemoryMiB() -> Double {
    var usage = rusage()
    getrusage(RUSAGE_SELF.rawValue, &usage)
    return Double(usage.ru_maxrss) / 1024
}

/// Keeps a computed value alive so that the optimiser cannot drop the work that made it.
@inline(never)
func blackHole(_ value: Int) -> Bool { value >= 0 }
