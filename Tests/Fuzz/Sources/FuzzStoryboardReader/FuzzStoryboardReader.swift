import FuzzDriver
import Foundation
import PresentationModel
import StoryboardDiagrams
import StoryboardImport
import ScenarioYAML

/// libFuzzer's entry point: one input, as a `.storyboard` file's bytes.
///
/// The contract of the reader (rule SB6): a file either reads, and then every segue resolves
/// on both devices, the report prints (text, and JSON that parses), the flow map encodes
/// and the import's YAML is written, with every finding inside the file; or it fails with a
/// `StoryboardError` with a message, inside the file. A crash, a hang (`-timeout`), a memory
/// blow-up (`-rss_limit_mb`) or a broken contract is a finding.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzStoryboardReader(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let lines = 1...(bytes.count { $0 == UInt8(ascii: "\n") } + 1)
    do {
        let storyboard = try StoryboardReader.read(bytes, file: "fuzz.storyboard")
        let catalog = StoryboardCatalog([storyboard])
        let report = SegueReport(catalog, devices: [.iphone, .ipad], iosVersion: 17)
        _ = report.text
        precondition((try? JSONSerialization.jsonObject(with: Data(report.json.utf8))) != nil, "the JSON report is not JSON")
        precondition(SegueFlowMap(report, title: "fuzz").dot.hasPrefix("digraph "), "the flow map's DOT does not start a graph")
        _ = try? ScenarioWriter.yaml(
            for: StoryboardScenario(catalog, device: .iphone, iosVersion: 17, firing: catalog.transitionSegues.last).scenario)
        for finding in report.findings where finding.location.file == "fuzz.storyboard" {
            precondition(
                lines.contains(finding.location.line) && finding.location.column >= 1, "\(finding) is placed outside the file")
        }
    } catch {
        precondition(!error.message.isEmpty, "an error without a message")
        precondition(lines.contains(error.location.line) && error.location.column >= 1, "\(error) is placed outside the file")
    }
    return 0
}

/// The harness's entry point: libFuzzer's driver on ``fuzzStoryboardReader(_:_:)``.
@main
enum FuzzStoryboardReaderMain {
    static func main() { runFuzzer(fuzzStoryboardReader) }
}
