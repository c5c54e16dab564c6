import PresentationDiagrams
import PresentationModel

/// Expects the hierarchy's diagram, as DOT text, to match a snapshot file beside the test,
/// recording the file when it is missing or record mode is on.
///
/// The file holds `HierarchyDiagram.dot`, which `dot -Tsvg` or any DOT viewer draws; nothing
/// is rendered, so the assertion needs no Graphviz library and runs in an iOS test target. The
/// file is `__Snapshots__/<test file name>/<name>.dot`.
///
/// The comparison is structural: the clusters and how they nest, the nodes in each, the edges
/// and every label (an HTML-like label by its text), as ``DOTStructure`` reads them from both
/// texts. Colours, fonts, pen widths, tooltips and layout attributes are not compared, so a
/// restyle of vcgraph's diagrams leaves the snapshots passing; name the attributes a test cares
/// about in `attributes` (`["penwidth"]`), or compare everything with `.all`.
///
/// ```swift
/// expectDOTSnapshot(hierarchy, named: "formSheet")
/// ```
///
/// On a mismatch the issue shows the difference of the two structures, one element a line.
/// When the list defines the presentation context and presents the detail in
/// `currentContext`, the presentation edge leaves the navigation controller for the list:
///
/// ```text
/// The DOT diagram differs in its structure from its snapshot __Snapshots__/HomepwnerTests/formSheet.dot:
///
/// - digraph vcgraph [label="iPad, regular width, regular height, iOS 17 | - - - ▶  presents (its family says in which style) | · · · ▶  present called here, and how the presenter was found"]
/// + digraph vcgraph [label="iPad, regular width, regular height, iOS 17 | - - - ▶  presents (its family says in which style) | grey dashed box: not on screen | thick amber box: defines the context its presentation uses"]
///     subgraph cluster_family0 [label="window 'main'"]
///       subgraph cluster_container_c0 [label=""]
///         c0 [label="nav | UINavigationController"]
/// -       c1 [label="items | BNRItemsViewController"]
/// -   subgraph cluster_family1 [label="presented by nav as formSheet"]
/// +       c1 [label="items | BNRItemsViewController | defines the context"]
/// +   subgraph cluster_family1 [label="presented by items as currentContext"]
///       subgraph cluster_container_c2 [label=""]
///         c2 [label="detailNav | UINavigationController"]
///         c3 [label="detail | BNRDetailViewController"]
///     c0 -> c1 [label="root, top"]
/// -   c0 -> c2
/// -   c1 -> c0 [label="present(detailNav):\nthe root presents"]
/// +   c1 -> c2
///     c2 -> c3 [label="root, top"]
///
/// (Expected: -, Actual: +)
/// Record it anew with record: true or VCGRAPH_RECORD=1.
/// ```
///
/// Recording reports as the text tree's snapshot does, naming the DOT diagram:
///
/// ```text
/// No DOT diagram snapshot at __Snapshots__/HomepwnerTests/formSheet.dot: recorded it. Check it and run the test again.
/// ```
///
/// - Parameters:
///   - hierarchy: The hierarchy whose diagram is compared.
///   - options: The diagram's title, legend and layout limits.
///   - attributes: The attributes compared besides the structure and the labels: none by
///     default, some by name, or `.all` (then the texts must match line for line in effect).
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
    attributes: DOTSnapshotAttributes = .structure,
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
        fileID: fileID, filePath: filePath, line: line, column: column,
        differ: { DOTStructure.difference(expected: $0, actual: $1, attributes: attributes) },
        differs: attributes.isAll ? "differs from" : "differs in its structure from")
}
