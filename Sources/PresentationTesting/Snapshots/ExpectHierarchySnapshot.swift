import IssueReporting
import PresentationModel

/// Expects the hierarchy's text tree to be `expected`, written inline in the test.
///
/// The tree is `HierarchyDescription`, the tree `vcgraph analyze` prints: one line a
/// controller, `|` for a child, `+` for a presented controller, with whether it is on screen
/// and how it was presented. A final line break and `\r\n` line endings are ignored.
///
/// ```swift
/// expectHierarchySnapshot(hierarchy, matches: """
///     window main
///     <UINavigationController: nav>, state: appeared
///        | <BNRItemsViewController: items>, state: appeared
///        + <UINavigationController: detailNav>, state: appeared, presented with: formSheet, from: <BNRItemsViewController: items>
///        |    | <BNRDetailViewController: detail>, state: appeared
///     """)
/// ```
///
/// When the list defines the presentation context and the detail is presented in
/// `currentContext` instead, the issue shows the difference line by line:
///
/// ```text
/// The hierarchy differs from the inline snapshot:
///
///   window main
///   <UINavigationController: nav>, state: appeared
/// -    | <BNRItemsViewController: items>, state: appeared
/// -    + <UINavigationController: detailNav>, state: appeared, presented with: formSheet, from: <BNRItemsViewController: items>
/// -    |    | <BNRDetailViewController: detail>, state: appeared
/// +    | <BNRItemsViewController: items>, state: disappeared, definesPresentationContext
/// +    |    + <UINavigationController: detailNav>, state: appeared, presented with: currentContext
/// +    |    |    | <BNRDetailViewController: detail>, state: appeared
///
/// (Expected: -, Actual: +)
/// ```
///
/// Record mode does not apply to an inline snapshot: it is edited by hand, from the lines
/// the diff marks `+`.
public func expectHierarchySnapshot(
    _ hierarchy: Hierarchy,
    matches expected: String,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) {
    let expected = SnapshotComparison.normalized(expected)
    let actual = SnapshotComparison.normalized(HierarchyDescription(hierarchy).text)
    guard expected != actual else { return }
    reportIssue(
        """
        The hierarchy differs from the inline snapshot:

        \(SnapshotComparison.difference(expected: expected, actual: actual))
        """,
        fileID: fileID, filePath: filePath, line: line, column: column)
}

/// Expects the hierarchy's text tree to match a snapshot file beside the test, recording the
/// file when it is missing or record mode is on.
///
/// The file is `__Snapshots__/<test file name>/<name>.txt` in the folder of the test file
/// (found from `filePath`), so it is committed and reviewed with the test. `name` defaults to
/// the test function's name; give one when a test takes more than one snapshot.
///
/// ```swift
/// // HomepwnerTests.swift
/// @Test func detailScreen() throws {
///     …
///     expectHierarchySnapshot(hierarchy)  // __Snapshots__/HomepwnerTests/detailScreen.txt
/// }
/// ```
///
/// When the snapshot was recorded with the detail as a form sheet and the list now defines
/// the presentation context and presents it in `currentContext`, the issue shows the
/// difference line by line:
///
/// ```text
/// The hierarchy differs from its snapshot __Snapshots__/HomepwnerTests/detailScreen.txt:
///
///   window main
///   <UINavigationController: nav>, state: appeared
/// -    | <BNRItemsViewController: items>, state: appeared
/// -    + <UINavigationController: detailNav>, state: appeared, presented with: formSheet, from: <BNRItemsViewController: items>
/// -    |    | <BNRDetailViewController: detail>, state: appeared
/// +    | <BNRItemsViewController: items>, state: disappeared, definesPresentationContext
/// +    |    + <UINavigationController: detailNav>, state: appeared, presented with: currentContext
/// +    |    |    | <BNRDetailViewController: detail>, state: appeared
///
/// (Expected: -, Actual: +)
/// Record it anew with record: true or VCGRAPH_RECORD=1.
/// ```
///
/// Recording writes the file (atomically) and always reports an issue, so that a recording
/// is never taken for a pass:
///
/// ```text
/// No hierarchy snapshot at __Snapshots__/HomepwnerTests/detailScreen.txt: recorded it. Check it and run the test again.
/// ```
/// ```text
/// Record mode is on: recorded the hierarchy snapshot __Snapshots__/HomepwnerTests/detailScreen.txt. Turn record mode off and run the test again.
/// ```
///
/// - Parameters:
///   - hierarchy: The hierarchy whose tree is compared.
///   - name: The snapshot's file name, without extension; by default the test function's name.
///   - record: Writes the snapshot instead of comparing. The environment variable
///     `VCGRAPH_RECORD=1` turns record mode on for every snapshot of the run.
///   - snapshotDirectory: A folder to keep the file in instead of `__Snapshots__/<test file name>`.
///   - testName: The test function's name (`#function`), which names the file by default.
///   - fileID: The file ID where the issue is reported: the caller's.
///   - filePath: The file path where the issue is reported: the caller's. It also places the
///     snapshot file beside the test.
///   - line: The line where the issue is reported: the caller's.
///   - column: The column where the issue is reported: the caller's.
public func expectHierarchySnapshot(
    _ hierarchy: Hierarchy,
    named name: String? = nil,
    record: Bool = false,
    snapshotDirectory: String? = nil,
    testName: String = #function,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) {
    SnapshotComparison.compare(
        HierarchyDescription(hierarchy).text, kind: "hierarchy", pathExtension: "txt", name: name,
        testName: testName, directory: snapshotDirectory, record: record,
        fileID: fileID, filePath: filePath, line: line, column: column)
}
