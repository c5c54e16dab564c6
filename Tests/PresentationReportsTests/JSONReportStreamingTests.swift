import Foundation
@testable import PresentationReports
import PresentationScenarios
import ScenarioYAML
import PresentationModel
import Testing
import VCGraphTestSupport

/// The JSON report written in chunks: the same bytes as the whole text,
/// whatever the chunk size, and strings escaped so that every character reads back.
@Suite("JSON report, streamed")
struct JSONReportStreamingTests {
    private func chunks(of report: JSONReport, size: Int) -> [[UInt8]] {
        var chunks: [[UInt8]] = []
        report.write(chunkSize: size) { chunks.append(Array($0)) }
        return chunks
    }

    @Test("chunks of any size add up to the same bytes", arguments: [1, 97, 4096, 1 << 16])
    func sameBytes(_ size: Int) throws {
        for name in Samples.names {
            let run = ScenarioRun(try Samples.read(name))
            let report = JSONReport(run.hierarchy, diagnostics: run.diagnostics)
            #expect(chunks(of: report, size: size).flatMap { $0 } == Array(report.text.utf8), "\(name)")
        }
    }

    @Test("a large report is handed on in bounded chunks, not at once")
    func boundedChunks() throws {
        let children = (0..<2000).map { "    - child\($0)" }.joined(separator: "\n")
        let scenario = try ScenarioReader.read("window:\n  controller: root\n  children:\n\(children)\n", file: "wide.yaml")
        let run = ScenarioRun(scenario)
        let parts = chunks(of: JSONReport(run.hierarchy), size: 4096)
        #expect(parts.count > 100)
        #expect(parts.allSatisfy { $0.count < 4096 + 1024 })
    }

    @Test("a report written by two threads, block by block, is the same bytes as by one", arguments: [1, 2, 3, 7, 64])
    func twoThreads(_ perBlock: Int) throws {
        for name in Samples.names {
            let run = ScenarioRun(try Samples.read(name))
            let report = JSONReport(run.hierarchy, diagnostics: run.diagnostics)
            var bytes: [UInt8] = []
            report.write(chunkSize: 97, controllersPerBlock: perBlock) { bytes.append(contentsOf: $0) }
            #expect(bytes == Array(report.text.utf8), "\(name)")
        }
    }

    @Test("quotes, backslashes, control characters, DEL and non-ASCII read back as written; DEL, C1 and U+2028 are escaped")
    func escaping() throws {
        let title = "a \"quoted\" \\ back\u{01}slash\ttab\nline\u{7F}é 😀 \u{2028}"
        let yamlTitle = title.unicodeScalars.map { scalar -> String in
            switch scalar {
            case "\"": "\\\""
            case "\\": "\\\\"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F || scalar.value == 0x2028: String(format: "\\u%04X", scalar.value)
            default: String(scalar)
            }
        }.joined()
        let scenario = try ScenarioReader.read("window:\n  controller: root\n  title: \"\(yamlTitle)\"\n", file: "t.yaml")
        let text = JSONReport(ScenarioRun(scenario).hierarchy).text
        #expect(text.contains("back\\u0001slash\\ttab\\nline\\u007fé 😀 \\u2028"))
        let object = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any]
        let controllers = object?["controllers"] as? [[String: Any]]
        #expect(controllers?.first?["title"] as? String == title)
    }
}
