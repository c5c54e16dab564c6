import DumpImport
import Foundation
import PresentationScenarios
import Testing

/// Reads a dump written in a test, named `test.txt`.
func read(_ text: String, kinds: KindRules = KindRules()) throws -> ImportedDump {
    try DumpReader.read(text, file: "test.txt", kinds: kinds)
}

/// The error reading `text` gives, as printed.
func error(reading text: String, kinds: KindRules = KindRules()) -> String? {
    do {
        _ = try DumpReader.read(text, file: "test.txt", kinds: kinds)
        return nil
    } catch {
        return error.description
    }
}

/// The repository's root, found from this file's place in it.
let repositoryRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// The shared corpus beside the repository (`../shared/corpus/dumps`), when it is there.
let corpusFolder = repositoryRoot.deletingLastPathComponent().appendingPathComponent("shared/corpus/dumps")
let corpusDumps: [String] =
    ((try? FileManager.default.contentsOfDirectory(atPath: corpusFolder.path)) ?? []).filter { $0.hasSuffix(".txt") }.sorted()

/// Compares `actual` with `Snapshots/<name>`; `VCGRAPH_RECORD=1` (or a missing file) records it and fails.
func expectGolden(_ actual: String, named name: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
    let url = repositoryRoot.appendingPathComponent("Tests/DumpImportTests/Snapshots/\(name)")
    let recording = ProcessInfo.processInfo.environment["VCGRAPH_RECORD"] == "1"
    guard !recording, let expected = try? String(contentsOf: url, encoding: .utf8) else {
        do {
            try Data(actual.utf8).write(to: url, options: .atomic)
            Issue.record("recorded \(name); run the tests again without VCGRAPH_RECORD", sourceLocation: sourceLocation)
        } catch {
            Issue.record("cannot record \(name): \(error)", sourceLocation: sourceLocation)
        }
        return
    }
    #expect(actual == expected, "\(name) differs from its golden file (VCGRAPH_RECORD=1 rewrites it)", sourceLocation: sourceLocation)
}
