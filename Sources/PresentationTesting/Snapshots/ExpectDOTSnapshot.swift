import PresentationDiagrams
import PresentationModel

/// Expects the hierarchy's diagram, as DOT text, to match a snapshot file beside the test,
/// recording the file when it is missing or record mode is on.
///
/// The text is `HierarchyDiagram.dot`, which is deterministic, so a change of structure (a
/// cluster, an edge, a dimmed controller) shows in review as a text diff. Nothing is
/// rendered: the assertion needs no Graphviz library and runs in an iOS test target. The file
/// is `__Snapshots__/<test file name>/<name>.dot`; `dot -Tsvg` or any DOT viewer draws it.
///
/// ```swift
/// expectDOTSnapshot(hierarchy, named: "formSheet")
/// ```
///
/// On a mismatch the issue shows the difference line by line, as
/// ``expectHierarchySnapshot(_:named:record:snapshotDirectory:testName:fileID:filePath:line:column:)``
/// does for the text tree. Giving the Homepwner form sheet's diagram a title changes one line:
///
/// ```swift
/// expectDOTSnapshot(hierarchy, options: .init(title: "Homepwner"), named: "formSheet")
/// ```
/// ```text
/// The DOT diagram differs from its snapshot __Snapshots__/HomepwnerTests/formSheet.dot:
///
///   digraph vcgraph {
/// - 	graph [charset="UTF-8", compound=true, fontcolor="#1d1d1f", fontname=Helvetica, fontsize=13, label=<<TABLE BORDER="0" CELLBORDER="0" CELLPADDING="2" CELLSPACING="3"><TR><TD ALIGN="LEFT"><FONT POINT-SIZE="13" COLOR="#5c5c61">iPad, regular width, regular height, iOS 17</FONT></TD></TR><TR><TD ALIGN="LEFT"><FONT POINT-SIZE="12" COLOR="#0a64d6"><B>- - - ▶</B></FONT><FONT POINT-SIZE="12" COLOR="#1d1d1f">  presents (its family says in which style)</FONT></TD></TR><TR><TD ALIGN="LEFT"><FONT POINT-SIZE="12" COLOR="#c25400"><B>· · · ▶</B></FONT><FONT POINT-SIZE="12" COLOR="#1d1d1f">  present called here, and how the presenter was found</FONT></TD></TR></TABLE>>, labeljust=l, labelloc=t, newrank=true, nodesep="0.15", ordering=out, rankdir=TB, ranksep="0.35"];
/// + 	graph [charset="UTF-8", compound=true, fontcolor="#1d1d1f", fontname=Helvetica, fontsize=13, label=<<TABLE BORDER="0" CELLBORDER="0" CELLPADDING="2" CELLSPACING="3"><TR><TD ALIGN="LEFT"><FONT POINT-SIZE="18" COLOR="#1d1d1f"><B>Homepwner</B></FONT></TD></TR><TR><TD ALIGN="LEFT"><FONT POINT-SIZE="13" COLOR="#5c5c61">iPad, regular width, regular height, iOS 17</FONT></TD></TR><TR><TD ALIGN="LEFT"><FONT POINT-SIZE="12" COLOR="#0a64d6"><B>- - - ▶</B></FONT><FONT POINT-SIZE="12" COLOR="#1d1d1f">  presents (its family says in which style)</FONT></TD></TR><TR><TD ALIGN="LEFT"><FONT POINT-SIZE="12" COLOR="#c25400"><B>· · · ▶</B></FONT><FONT POINT-SIZE="12" COLOR="#1d1d1f">  present called here, and how the presenter was found</FONT></TD></TR></TABLE>>, labeljust=l, labelloc=t, newrank=true, nodesep="0.15", ordering=out, rankdir=TB, ranksep="0.35"];
///   	node [color="#1d1d1f", fillcolor="#ffffff", fontname=Helvetica, fontsize=12, margin="0.08,0.04", shape=box, style="rounded,filled"];
///   	edge [arrowsize="0.7", color="#1d1d1f", fontcolor="#1d1d1f", fontname=Helvetica, fontsize=12];
///   	subgraph cluster_family0 {
///   … (39 unchanged lines)
///
/// (Expected: -, Actual: +)
/// Record it anew with record: true or VCGRAPH_RECORD=1.
/// ```
///
/// (The DOT text indents with tabs, which the diff keeps.) Recording reports as the text
/// tree's snapshot does, naming the DOT diagram:
///
/// ```text
/// No DOT diagram snapshot at __Snapshots__/HomepwnerTests/formSheet.dot: recorded it. Check it and run the test again.
/// ```
///
/// - Parameters:
///   - hierarchy: The hierarchy whose diagram is compared.
///   - options: The diagram's title, legend and layout limits.
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
public func expectDOTSnapshot(
    _ hierarchy: Hierarchy,
    options: HierarchyDiagram.Options = HierarchyDiagram.Options(),
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
        HierarchyDiagram(hierarchy, options: options).dot, kind: "DOT diagram", pathExtension: "dot",
        name: name, testName: testName, directory: snapshotDirectory, record: record,
        fileID: fileID, filePath: filePath, line: line, column: column)
}
