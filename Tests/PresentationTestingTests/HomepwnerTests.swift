import Foundation
import PresentationDiagrams
import PresentationModel
import PresentationTesting
import Testing

/// The snapshot examples of the documentation, run from a file named as theirs, so that the
/// messages (which name `__Snapshots__/HomepwnerTests/…`) are checked word for word against
/// the doc comments. The golden files are `__Snapshots__/HomepwnerTests/detailScreen.txt`
/// and `formSheet.dot`.
@Suite("Documented snapshot examples")
struct HomepwnerTests {
    /// The tree of the form sheet, as the inline example writes it.
    static let formSheetTree = """
        window main
        <UINavigationController: nav>, state: appeared
           | <BNRItemsViewController: items>, state: appeared
           + <UINavigationController: detailNav>, state: appeared, presented with: formSheet, from: <BNRItemsViewController: items>
           |    | <BNRDetailViewController: detail>, state: appeared
        """

    @Test("matching snapshots pass: inline, in a file named after the test, and as DOT")
    func detailScreen() throws {
        let hierarchy = try Homepwner.formSheet()
        expectHierarchySnapshot(hierarchy, matches: Self.formSheetTree)
        expectHierarchySnapshot(hierarchy)
        expectDOTSnapshot(hierarchy, named: "formSheet")
    }

    @Test(
        "the hierarchy snapshot's documented messages: inline diff, file diff, recordings",
        .disabled(if: recordingEverything, "it compares other hierarchies with the golden file"))
    func hierarchyMessages() throws {
        let hierarchy = try Homepwner.currentContext()
        let folder = TemporaryFolder()
        let documented = try documentedMessages(in: "Snapshots/ExpectHierarchySnapshot.swift")
        try #require(documented.count == 4)
        expectIssue(documented[0]) {
            expectHierarchySnapshot(hierarchy, matches: Self.formSheetTree)
        }
        expectIssue(documented[1]) {
            expectHierarchySnapshot(hierarchy, named: "detailScreen")
        }
        // The recordings go to a temporary folder, whose path the message names instead.
        let recorded = folder.url.appendingPathComponent("detailScreen.txt").path
        let shown = "__Snapshots__/HomepwnerTests/detailScreen.txt"
        expectIssue(documented[2].replacingOccurrences(of: shown, with: recorded)) {
            expectHierarchySnapshot(hierarchy, named: "detailScreen", snapshotDirectory: folder.url.path)
        }
        expectIssue(documented[3].replacingOccurrences(of: shown, with: recorded)) {
            expectHierarchySnapshot(hierarchy, named: "detailScreen", record: true, snapshotDirectory: folder.url.path)
        }
    }

    @Test(
        "the DOT snapshot's documented messages: a moved presentation edge, a recording",
        .disabled(if: recordingEverything, "it compares another diagram with the golden file"))
    func dotMessages() throws {
        let hierarchy = try Homepwner.formSheet()
        let folder = TemporaryFolder()
        let documented = try documentedMessages(in: "Snapshots/ExpectDOTSnapshot.swift")
        try #require(documented.count == 2)
        expectIssue(documented[0]) {
            expectDOTSnapshot(try! Homepwner.currentContext(), named: "formSheet")
        }
        let recorded = folder.url.appendingPathComponent("formSheet.dot").path
        expectIssue(documented[1].replacingOccurrences(of: "__Snapshots__/HomepwnerTests/formSheet.dot", with: recorded)) {
            expectDOTSnapshot(hierarchy, named: "formSheet", snapshotDirectory: folder.url.path)
        }
    }

    @Test(
        "the text snapshot's documented message: a changed line",
        .disabled(if: recordingEverything, "it compares other text with a recorded file"))
    func textMessages() throws {
        let folder = TemporaryFolder()
        let documented = try documentedMessages(in: "Snapshots/ExpectTextSnapshot.swift")
        try #require(documented.count == 1)
        withKnownIssue { expectTextSnapshot("one", named: "note", snapshotDirectory: folder.url.path) }
        let path = folder.url.appendingPathComponent("note.txt").path
        expectIssue(documented[0].replacingOccurrences(of: "__Snapshots__/HomepwnerTests/note.txt", with: path)) {
            expectTextSnapshot("two", named: "note", snapshotDirectory: folder.url.path)
        }
        expectTextSnapshot("one\n", named: "note", snapshotDirectory: folder.url.path)
    }
}
