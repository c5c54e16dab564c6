import FuzzDriver
import Foundation
import PresentationDiagrams
import PresentationReports
import PresentationScenarios
import ScenarioYAML
import PresentationModel

/// libFuzzer's entry point: one input, as a scenario file's bytes.
///
/// The contract of the scenario format, which `MalformedInputTests` checks on fixed
/// mutants: a file either reads, and then runs, reports (text and JSON that parses) and is
/// drawn (DOT and Mermaid) with every diagnostic inside the file, or it fails with a
/// `ScenarioError` with a message, inside the file (its last line break may be followed by
/// the place where the YAML ended). A crash, a hang (`-timeout`), a memory blow-up
/// (`-rss_limit_mb`) or a broken contract is a finding.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzScenarioReader(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let bytes = UnsafeBufferPointer(start: data, count: size)
    // vcgraph refuses a file that is not UTF-8 before reading it (ScenarioInput).
    guard let text = String(validating: bytes, as: UTF8.self) else { return 0 }
    let lines = 1...(lineBreaks(in: text) + 2)
    do {
        let scenario = try ScenarioReader.read(text, file: "fuzz.yaml")
        let run = ScenarioRun(scenario)
        let json = JSONReport(run.hierarchy, diagnostics: run.diagnostics).text
        precondition((try? JSONSerialization.jsonObject(with: Data(json.utf8))) != nil, "the JSON report is not JSON")
        _ = AnalysisReport(run).text
        var report = CheckReport()
        report.add(run, verbose: true)
        let diagram = HierarchyDiagram(run.hierarchy, options: .init(title: scenario.name))
        precondition(diagram.dot.hasPrefix("digraph "), "the diagram's DOT does not start a graph")
        precondition(MermaidGrammar.problems(in: diagram.mermaid).isEmpty, "the Mermaid text breaks the flowchart grammar")
        for diagnostic in run.diagnostics {
            precondition(
                diagnostic.line.map(lines.contains) == true && (diagnostic.column ?? 0) >= 1,
                "the diagnostic '\(diagnostic.diagnostic.message)' is placed outside the file")
        }
    } catch {
        precondition(!error.message.isEmpty, "an error without a message")
        precondition(error.location.file == "fuzz.yaml", "\(error) names another file")
        precondition(lines.contains(error.location.line) && error.location.column >= 1, "\(error) is placed outside the file")
    }
    return 0
}

/// Line breaks as libYAML counts them (a CR LF is one).
private func lineBreaks(in text: String) -> Int {
    var count = 0
    var previous: Unicode.Scalar?
    for scalar in text.unicodeScalars {
        if ["\r", "\u{85}", "\u{2028}", "\u{2029}"].contains(scalar) || (scalar == "\n" && previous != "\r") { count += 1 }
        previous = scalar
    }
    return count
}

/// The harness's entry point: libFuzzer's driver on ``fuzzScenarioReader(_:_:)``.
@main
enum FuzzScenarioReaderMain {
    static func main() { runFuzzer(fuzzScenarioReader) }
}
