import FuzzDriver
import DumpImport
import PresentationModel
import PresentationReports
import PresentationScenarios
import ScenarioYAML

/// libFuzzer's entry point: one input, as a `_printHierarchy` dump's bytes.
///
/// The contract: a dump either reads, and then runs and is compared with the rules with
/// every diagnostic and finding inside the file; its scenario file (`vcgraph import`, here
/// with the dump's first line in a comment, as a path may be) reads back to the same
/// hierarchy with the same checks, passed and failed alike (or, for a tree deeper than
/// scenario files nest, is refused by the writer); and the text report shows the dump's text
/// as data (no control character but its own line feeds, no line break of the input's). Or
/// it fails with a `DumpError` with a message, inside the file. A crash, a hang (`-timeout`),
/// a memory blow-up (`-rss_limit_mb`) or a broken contract is a finding.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzDumpReader(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let bytes = UnsafeBufferPointer(start: data, count: size)
    guard let text = String(validating: bytes, as: UTF8.self) else { return 0 }
    let lines = 1...(text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" }).count)
    do {
        let dump = try DumpReader.read(text, file: "fuzz.txt")
        let run = ScenarioRun(dump.scenario)
        let comparison = DumpComparison(dump, run: run)
        for diagnostic in run.diagnostics + comparison.findings {
            precondition(
                diagnostic.line.map(lines.contains) == true && (diagnostic.column ?? 0) >= 1,
                "the diagnostic '\(diagnostic.diagnostic.message)' is placed outside the file")
        }
        let report = AnalysisReport(run).text + comparison.summary(file: "fuzz\n.txt")
        for scalar in report.unicodeScalars where scalar != "\n" {
            precondition(
                !InputText.isControl(scalar) && !InputText.isLineBreak(scalar) && !InputText.isNoncharacter(scalar),
                "the text report prints U+\(String(scalar.value, radix: 16)) raw")
        }
        let comment = "Imported from " + (text.split(separator: "\n", maxSplits: 1).first.map(String.init) ?? text)
        guard let yaml = try? ScenarioWriter.yaml(for: dump.scenario, comments: [comment, text]) else {
            // The writer refuses only a tree deeper than scenario files may nest.
            precondition(
                (try? ScenarioWriter.yaml(for: dump.scenario)) == nil && dump.lines.values.contains { $0.depth >= 199 },
                "the scenario file of a shallow dump cannot be written")
            return 0
        }
        do {
            let reread = ScenarioRun(try ScenarioReader.read(yaml, file: "imported.yaml"))
            precondition(
                HierarchyDescription(reread.hierarchy).text == HierarchyDescription(run.hierarchy).text,
                "the imported scenario file builds another hierarchy")
            precondition(
                reread.checks.map(\.passed) == run.checks.map(\.passed) && reread.checks.map(\.summary) == run.checks.map(\.summary),
                "check on the imported scenario file reports other results than the dump's")
        } catch {
            preconditionFailure("the imported scenario file does not read: \(error)")
        }
    } catch {
        precondition(!error.message.isEmpty, "an error without a message")
        precondition(error.location.file == "fuzz.txt", "\(error) names another file")
        precondition(lines.contains(error.location.line) && error.location.column >= 1, "\(error) is placed outside the file")
    }
    return 0
}

/// The harness's entry point: libFuzzer's driver on ``fuzzDumpReader(_:_:)``.
@main
enum FuzzDumpReaderMain {
    static func main() { runFuzzer(fuzzDumpReader) }
}
