import Foundation
import Testing

/// The repository's root, found from this file's place in it.
let repositoryRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// Compares `actual` with the golden file `Snapshots/<name>` beside this test target.
///
/// With `VCGRAPH_RECORD=1` in the environment the golden file is (re)written and the test
/// fails, so that a recording is never mistaken for a pass; a missing golden file is recorded
/// the same way. On a mismatch the issue shows the first differing line of each.
func expectGolden(_ actual: String, named name: String, sourceLocation: SourceLocation = #_sourceLocation) {
    let url = repositoryRoot.appendingPathComponent("Tests/ScenarioYAMLTests/Snapshots/\(name)")
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
    guard actual != expected else { return }
    let actualLines = actual.split(separator: "\n", omittingEmptySubsequences: false)
    let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
    let line = Array(zip(actualLines, expectedLines)).firstIndex { $0 != $1 } ?? min(actualLines.count, expectedLines.count)
    Issue.record(
        """
        \(name) differs from its golden file at line \(line + 1):
        - \(line < expectedLines.count ? expectedLines[line] : "(end of file)")
        + \(line < actualLines.count ? actualLines[line] : "(end of file)")
        (VCGRAPH_RECORD=1 rewrites the golden file)
        """,
        sourceLocation: sourceLocation)
}

/// The sample scenario files, sorted.
let sampleFiles: [String] = {
    let folder = repositoryRoot.appendingPathComponent("samples")
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return names.filter { $0.hasSuffix(".yaml") }.sorted()
}()
