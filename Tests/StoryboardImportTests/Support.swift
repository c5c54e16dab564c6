import Foundation
import PresentationModel
import StoryboardImport
import Testing

/// The test target's folder, found from this file's place.
let testsFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()

/// The path of a fixture, relative to the repository root so that messages and golden files
/// do not depend on where the repository lies.
func fixturePath(_ name: String) -> String {
    testsFolder.appendingPathComponent("Fixtures/\(name)").path
}

/// Reads fixtures into one catalog, under the file name alone.
func catalog(_ names: String...) throws -> StoryboardCatalog {
    try StoryboardCatalog(names.map(readFixture))
}

func readFixture(_ name: String) throws -> Storyboard {
    let bytes = try Data(contentsOf: URL(fileURLWithPath: fixturePath(name)))
    return try StoryboardReader.read(Array(bytes), file: name)
}

/// The readable id of the controller with this element id, in the first storyboard.
func id(_ element: String, in catalog: StoryboardCatalog, storyboard: Int = 0) -> ControllerID {
    catalog.baseID(.init(storyboard: storyboard, element: element))
}

/// Resolves the segue with this element id on a device.
func resolve(
    _ element: String, in catalog: StoryboardCatalog, device: Device, ios: Int = 17
) throws -> SegueResolution {
    let segue = try #require(catalog.transitionSegues.first { catalog[$0].element == element })
    return SegueResolver(catalog, reachability: Reachability(catalog), device: device, iosVersion: ios).resolve(segue)
}

/// Compares `actual` with the golden file `Snapshots/<name>`; `VCGRAPH_RECORD=1` rewrites it
/// (and fails, so that a recording is never mistaken for a pass).
func expectGolden(_ actual: String, named name: String, sourceLocation: SourceLocation = #_sourceLocation) {
    let url = testsFolder.appendingPathComponent("Snapshots/\(name)")
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
