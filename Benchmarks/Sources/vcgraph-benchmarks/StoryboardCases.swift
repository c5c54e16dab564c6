import Foundation
import StoryboardImport

#if canImport(Glibc)
    import Glibc
#endif

/// `vcgraph segues` on every corpus storyboard (both devices), whole process,
/// against Python's `xml.etree.ElementTree` parsing the same file, also a whole process, in
/// the same run; and the reader's linearity on a storyboard concatenated from many scenes.
enum StoryboardCases {
    static let all: [BenchmarkCase] = [corpusProcess, readerLinearity, seguesLinearity]

    /// The folder of real storyboards the corpus cases read; without it they report themselves
    /// skipped.
    static let corpus: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("shared/corpus/storyboards")

    static var corpusFiles: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: corpus.path)) ?? []).filter { $0.hasSuffix(".storyboard") }.sorted()
            .map { corpus.appendingPathComponent($0).path }
    }

    /// The fastest of three spawns: on a shared machine the minimum is the steadiest figure.
    static func fastest(_ argv: [String], accepting statuses: Set<Int32> = [0]) -> Double? {
        var best: Double?
        for _ in 0..<3 {
            guard let result = spawn(argv), statuses.contains(result.status) else { return nil }
            best = min(best ?? .infinity, result.seconds)
        }
        return best
    }

    /// Each corpus storyboard: `vcgraph segues FILE --device both` (status 1 when a finding is
    /// an error is a success here) against `python3 -c "import xml.etree.ElementTree as E;
    /// E.parse(F)"`, summed over the corpus. The bar: at most 2x.
    static let corpusProcess = BenchmarkCase(name: "segues-corpus-process") {
        let name = "segues-corpus-process"
        guard let vcgraph = vcgraphExecutable() else { return failed(name, "vcgraph executable not built") }
        let files = corpusFiles
        guard !files.isEmpty else { return failed(name, "skipped: the corpus \(corpus.path) is absent") }
        var ours = 0.0
        var python = 0.0
        var worst = (ratio: 0.0, file: "")
        for file in files {
            guard let mine = fastest([vcgraph, "segues", file, "--device", "both"], accepting: [0, 1]) else {
                return failed(name, "vcgraph segues failed on \(file)")
            }
            guard let theirs = fastest(["python3", "-c", "import sys, xml.etree.ElementTree as E; E.parse(sys.argv[1])", file]) else {
                return failed(name, "python3 could not parse \(file)")
            }
            ours += mine
            python += theirs
            if mine / theirs > worst.ratio { worst = (mine / theirs, URL(fileURLWithPath: file).lastPathComponent) }
        }
        return BenchmarkResult(
            name: name, controllers: files.count,
            phases: [("vcgraph segues, \(files.count) files, processes", ours)],
            baseline: ("python3 ElementTree parse, processes", python),
            detail: String(format: "worst file ×%.2f (%@)", worst.ratio, worst.file), limitSeconds: 2 * python)
    }

    /// The reader alone, in this process, on a storyboard of many scenes at 1x and 10x: the
    /// time per byte must stay flat (the bar: the 10x file in at most 12 times the 1x time).
    static let readerLinearity = BenchmarkCase(name: "storyboard-reader-linearity") {
        let name = "storyboard-reader-linearity"
        guard let small = concatenated(copies: 2), let large = concatenated(copies: 20) else {
            return failed(name, "skipped: the corpus is absent")
        }
        _ = try? StoryboardReader.read(small, file: "warm-up.storyboard")
        let (_, one) = measure { (try? StoryboardReader.read(small, file: "1x.storyboard"))?.controllers.count ?? -1 }
        let (count, ten) = measure { (try? StoryboardReader.read(large, file: "10x.storyboard"))?.controllers.count ?? -1 }
        return BenchmarkResult(
            name: name, controllers: count, phases: [("read 10x (\(large.count / 1_000_000) MB)", ten)],
            baseline: ("read 1x (\(small.count / 1_000) kB), x10", one * 10),
            detail: String(format: "10x / 1x = %.2f", ten / max(one, 1e-9)), limitSeconds: 1.2 * one * 10)
    }

    /// `vcgraph segues` as a whole process on the same two files: reading, resolving every
    /// segue on both devices and printing the table, at 1x and 10x.
    static let seguesLinearity = BenchmarkCase(name: "segues-linearity-process") {
        let name = "segues-linearity-process"
        guard let vcgraph = vcgraphExecutable() else { return failed(name, "vcgraph executable not built") }
        guard let small = concatenated(copies: 2), let large = concatenated(copies: 20) else {
            return failed(name, "skipped: the corpus is absent")
        }
        let smallFile = NSTemporaryDirectory() + "/vcgraph-bench-\(getpid())-1x.storyboard"
        let largeFile = NSTemporaryDirectory() + "/vcgraph-bench-\(getpid())-10x.storyboard"
        defer {
            unlink(smallFile)
            unlink(largeFile)
        }
        guard FileManager.default.createFile(atPath: smallFile, contents: Data(small)),
            FileManager.default.createFile(atPath: largeFile, contents: Data(large)),
            let one = fastest([vcgraph, "segues", smallFile, "--device", "both"], accepting: [0, 1]),
            let ten = fastest([vcgraph, "segues", largeFile, "--device", "both"], accepting: [0, 1])
        else { return failed(name, "vcgraph segues failed on the concatenated storyboards") }
        return BenchmarkResult(
            name: name, controllers: 0, phases: [("vcgraph segues 10x, process", ten)],
            baseline: ("vcgraph segues 1x, process, x10", one * 10),
            detail: String(format: "10x / 1x = %.2f", ten / max(one, 1e-9)), limitSeconds: 1.2 * one * 10)
    }

    /// The largest corpus storyboard's scenes, `copies` times, each copy's element ids made
    /// its own (`abc-12-xyz` → `abc-12-xyz-3`), in one document whose initial controller is
    /// the first copy's.
    static func concatenated(copies: Int) -> [UInt8]? {
        let file = corpus.appendingPathComponent(
            "hackiftekhar__IQKeyboardManager__Demo-Swift_Demo-Storyboard-MainSwift@a83da2ec.storyboard")
        guard let text = try? String(contentsOf: file, encoding: .utf8),
            let open = text.range(of: "<scenes>"), let close = text.range(of: "</scenes>")
        else { return nil }
        let scenes = String(text[open.upperBound..<close.lowerBound])
        let pattern = try! NSRegularExpression(pattern: "\"([A-Za-z0-9]{3}-[A-Za-z0-9]{2}-[A-Za-z0-9]{3})\"")
        func renamed(_ part: String, _ copy: Int) -> String {
            pattern.stringByReplacingMatches(in: part, range: NSRange(part.startIndex..., in: part), withTemplate: "\"$1-\(copy)\"")
        }
        // The header's initialViewController names the first copy's controller.
        var out = renamed(String(text[..<open.upperBound]), 0)
        for copy in 0..<copies { out += renamed(scenes, copy) }
        out += String(text[close.lowerBound...])
        return Array(out.utf8)
    }

    private static func failed(_ name: String, _ reason: String) -> BenchmarkResult {
        BenchmarkResult(name: name, controllers: 0, phases: [("FAILED: \(reason)", 0)], baseline: nil, limitSeconds: 0)
    }
}
