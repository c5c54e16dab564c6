import Foundation
import PresentationDiagrams
import PresentationModel
@testable import PresentationTesting
import Testing

/// Record mode, missing files and the problems a snapshot file can have, each in a folder of
/// its own (one a test: Swift Testing makes a suite value for each) so that tests running in
/// parallel never share one.
@Suite("Snapshot files", .disabled(if: recordingEverything, "record mode changes every outcome"))
struct FileSnapshotTests {
    let folder = TemporaryFolder()
    var directory: URL { folder.url }

    func contents(of name: String) -> String? {
        try? String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8)
    }

    @Test("a missing snapshot is recorded, reported, and then matches")
    func missingIsRecorded() throws {
        let hierarchy = try Homepwner.formSheet()
        let path = directory.appendingPathComponent("fresh.txt").path
        expectIssue("No hierarchy snapshot at \(path): recorded it. Check it and run the test again.") {
            expectHierarchySnapshot(hierarchy, named: "fresh", snapshotDirectory: directory.path)
        }
        #expect(contents(of: "fresh.txt") == HierarchyDescription(hierarchy).text)
        expectHierarchySnapshot(hierarchy, named: "fresh", snapshotDirectory: directory.path)
    }

    @Test("record: true overwrites the file and reports, even when nothing changed")
    func recordParameter() throws {
        let before = try Homepwner.formSheet()
        let after = try Homepwner.currentContext()
        let path = directory.appendingPathComponent("flow.txt").path
        let recorded = "Record mode is on: recorded the hierarchy snapshot \(path). Turn record mode off and run the test again."
        withKnownIssue {
            expectHierarchySnapshot(before, named: "flow", snapshotDirectory: directory.path)
        }
        expectIssue(recorded) {
            expectHierarchySnapshot(after, named: "flow", record: true, snapshotDirectory: directory.path)
        }
        #expect(contents(of: "flow.txt") == HierarchyDescription(after).text)
        expectIssue(recorded) {
            expectHierarchySnapshot(after, named: "flow", record: true, snapshotDirectory: directory.path)
        }
        expectHierarchySnapshot(after, named: "flow", snapshotDirectory: directory.path)
    }

    @Test("a DOT snapshot is recorded as a .dot file")
    func dotRecorded() throws {
        let hierarchy = try Homepwner.formSheet()
        let path = directory.appendingPathComponent("diagram.dot").path
        expectIssue("Record mode is on: recorded the DOT diagram snapshot \(path). Turn record mode off and run the test again.") {
            expectDOTSnapshot(hierarchy, named: "diagram", record: true, snapshotDirectory: directory.path)
        }
        #expect(contents(of: "diagram.dot") == SnapshotComparison.normalized(HierarchyDiagram(hierarchy).dot) + "\n")
        expectDOTSnapshot(hierarchy, named: "diagram", snapshotDirectory: directory.path)
    }

    @Test(
        "VCGRAPH_RECORD turns record mode on with 1, true or yes",
        arguments: [
            ([:], false), (["VCGRAPH_RECORD": "1"], true), (["VCGRAPH_RECORD": "TRUE"], true),
            (["VCGRAPH_RECORD": "yes"], true), (["VCGRAPH_RECORD": "0"], false), (["VCGRAPH_RECORD": ""], false),
        ] as [([String: String], Bool)])
    func environment(variables: [String: String], recording: Bool) {
        #expect(isRecordingFromEnvironment(variables) == recording)
    }

    @Test("a name that is not a file name is refused, and nothing is written")
    func invalidName() throws {
        let hierarchy = try Homepwner.formSheet()
        for name in ["", "../escape", "a/b", ".hidden", "c:d"] {
            expectIssue(
                "\"\(name)\" cannot name a snapshot file: a name is not empty, does not start with \".\" and has no \"/\", \"\\\", \":\" or NUL."
            ) {
                expectHierarchySnapshot(hierarchy, named: name, record: true, snapshotDirectory: directory.path)
            }
        }
        #expect(!FileManager.default.fileExists(atPath: directory.path))
    }

    @Test("an unreadable snapshot is reported, not recorded over")
    func unreadable() throws {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let url = directory.appendingPathComponent("binary.txt")
        try Data([0xFF, 0xFE, 0x00]).write(to: url)
        let hierarchy = try Homepwner.formSheet()
        withKnownIssue {
            expectHierarchySnapshot(hierarchy, named: "binary", snapshotDirectory: directory.path)
        } matching: { issue in
            issue.comments.map(\.rawValue).joined().hasPrefix("Could not read the snapshot \(url.path): ")
        }
        #expect(try Data(contentsOf: url) == Data([0xFF, 0xFE, 0x00]))
    }

    @Test("a snapshot that cannot be written is reported")
    func unwritable() throws {
        try FileManager.default.createDirectory(at: directory.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("a file where the folder should be".utf8).write(to: directory)
        let hierarchy = try Homepwner.formSheet()
        let path = directory.appendingPathComponent("blocked.txt").path
        withKnownIssue {
            expectHierarchySnapshot(hierarchy, named: "blocked", snapshotDirectory: directory.path)
        } matching: { issue in
            issue.comments.map(\.rawValue).joined().hasPrefix("Could not record the snapshot \(path): ")
        }
    }

    @Test("the default name is the test function's base name")
    func defaultName() {
        #expect(SnapshotFile.fileName(forTest: "detailScreen()") == "detailScreen")
        #expect(SnapshotFile.fileName(forTest: "testDetailScreen()") == "testDetailScreen")
        #expect(SnapshotFile.fileName(forTest: "environment(variables:recording:)") == "environment")
        #expect(SnapshotFile.fileName(forTest: "`detail screen`()") == "detail screen")
    }

    @Test("the default place is __Snapshots__/<test file name>/ beside the test file")
    func defaultPlace() throws {
        let file = try SnapshotFile(
            name: "flow", testName: "ignored()", pathExtension: "dot",
            filePath: "/project/Tests/AppTests/HomepwnerTests.swift", directory: nil)
        #expect(file.url.path == "/project/Tests/AppTests/__Snapshots__/HomepwnerTests/flow.dot")
        #expect(file.displayPath == "__Snapshots__/HomepwnerTests/flow.dot")
    }

    @Test("line endings and a final line break do not count as differences")
    func normalization() throws {
        let hierarchy = try Homepwner.formSheet()
        let crlf = HierarchyDescription(hierarchy).text.split(separator: "\n").joined(separator: "\r\n")
        expectHierarchySnapshot(hierarchy, matches: crlf)
        expectHierarchySnapshot(hierarchy, matches: crlf + "\r\n")
    }
}
