import Foundation
import FuzzDriver
import SourceImport

/// libFuzzer's entry point: one input, as a `.swift` file's text (bytes that are not UTF-8
/// are read as the reader's caller reads them: refused before the reader).
///
/// The contract of the reader (R25.1–R29.1): any text reads to a report, whose operations
/// are applied only when not unknown, whose text and JSON print (the JSON parses), and whose
/// every call site and finding lies inside the file. A crash, a hang (`-timeout`), a memory
/// blow-up (`-rss_limit_mb`) or a broken contract is a finding.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSourceReader(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    guard let text = String(validating: bytes, as: UTF8.self) else { return 0 }
    let lines = 1...(bytes.count { $0 == UInt8(ascii: "\n") } + 1)
    let report = CodeReport([SwiftSource(path: "fuzz.swift", text: text)], limits: .init(paths: 16, statements: 2_000))
    _ = report.text
    _ = report.githubAnnotations
    precondition((try? JSONSerialization.jsonObject(with: Data(report.json.utf8))) != nil, "the JSON report is not JSON")
    for operation in report.operations {
        precondition(lines.contains(operation.location.line) && operation.location.column >= 1, "a call site outside the file")
        precondition(operation.certainty != .unknown || operation.operations.isEmpty, "an unknown call site was applied")
    }
    for finding in report.findings where finding.location.file == "fuzz.swift" {
        precondition(lines.contains(finding.location.line) && finding.location.column >= 1, "a finding outside the file")
    }
    return 0
}

/// The harness's entry point: libFuzzer's driver on ``fuzzSourceReader(_:_:)``.
@main
enum FuzzSourceReaderMain {
    static func main() { runFuzzer(fuzzSourceReader) }
}
