/// Expects any generated text — a report, a JSON document, a page — to match a snapshot file
/// beside the test, recording the file when it is missing or record mode is on.
///
/// It is the comparison the hierarchy and DOT snapshots make, for text the caller produces:
/// the same file placement, the same line diff, the same record mode. vcgraph's own golden
/// files (the samples' reports and diagrams) are kept with it.
///
/// ```swift
/// expectTextSnapshot(JSONReport(hierarchy).text, named: "formSheet", as: "json")
/// ```
///
/// On a mismatch the issue names the file and shows the difference line by line:
///
/// ```text
/// The text differs from its snapshot __Snapshots__/HomepwnerTests/note.txt:
///
/// - one
/// + two
///
/// (Expected: -, Actual: +)
/// Record it anew with record: true or VCGRAPH_RECORD=1.
/// ```
///
/// - Parameters:
///   - text: The text compared.
///   - name: The snapshot's file name, without extension; by default the test function's name.
///   - pathExtension: The file's extension, which says what the text is (`txt`, `json`, `md`).
///   - record: Writes the snapshot instead of comparing. The environment variable
///     `VCGRAPH_RECORD=1` turns record mode on for every snapshot of the run.
///   - snapshotDirectory: A folder to keep the file in instead of `__Snapshots__/<test file name>`.
///   - testName: The test function's name (`#function`), which names the file by default.
///   - fileID: The file ID where the issue is reported: the caller's.
///   - filePath: The file path where the issue is reported: the caller's. It also places the
///     snapshot file beside the test.
///   - line: The line where the issue is reported: the caller's.
///   - column: The column where the issue is reported: the caller's.
public func expectTextSnapshot(
    _ text: String,
    named name: String? = nil,
    as pathExtension: String = "txt",
    record: Bool = false,
    snapshotDirectory: String? = nil,
    testName: String = #function,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) {
    SnapshotComparison.compare(
        text, kind: "text", pathExtension: pathExtension, name: name, testName: testName, directory: snapshotDirectory,
        record: record, fileID: fileID, filePath: filePath, line: line, column: column)
}
