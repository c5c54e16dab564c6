import DumpImport
import IssueReporting
import PresentationModel

/// Expects a live window's hierarchy, captured into the model, to match a snapshot file beside
/// the test (the text tree `vcgraph analyze` prints), recording it when missing or asked.
///
/// ```swift
/// @MainActor @Test func launchScreen() throws {
///     let window = UIWindow()
///     window.rootViewController = AppCoordinator().start()
///     window.makeKeyAndVisible()
///     expectHierarchySnapshot(of: window)  // __Snapshots__/LaunchTests/launchScreen.txt
/// }
/// ```
///
/// Ids are the controllers' class names, numbered from the second of a class
/// (`UINavigationController-2`); see ``HierarchyCapture``.
public func expectHierarchySnapshot(
    of window: any CapturableWindow,
    named name: String? = nil,
    record: Bool = false,
    snapshotDirectory: String? = nil,
    testName: String = #function,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) {
    guard let capture = capture(window, fileID: fileID, filePath: filePath, line: line, column: column) else { return }
    expectHierarchySnapshot(
        capture.hierarchy, named: name, record: record, snapshotDirectory: snapshotDirectory, testName: testName,
        fileID: fileID, filePath: filePath, line: line, column: column)
}

/// Expects a live window's hierarchy, captured into the model, to be `expected`, written
/// inline in the test.
public func expectHierarchySnapshot(
    of window: any CapturableWindow,
    matches expected: String,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) {
    guard let capture = capture(window, fileID: fileID, filePath: filePath, line: line, column: column) else { return }
    expectHierarchySnapshot(capture.hierarchy, matches: expected, fileID: fileID, filePath: filePath, line: line, column: column)
}

/// Expects UIKit's runtime to agree with the model: each presentation the window shows is
/// where the rules put a request from its presenter (R3.1, R3.2), and each controller is on
/// screen exactly when the model says so (§5).
///
/// On a disagreement the issue lists each finding, then the captured tree. A list that
/// presents a sheet full screen itself, where the rules put the sheet on the tab bar
/// controller, begins:
///
/// ```text
/// UIKit and the model disagree in 3 places (1 presentation replayed, 5 states compared):
/// capture:4:52: warning: UIKit shows <SheetController> presented by <ListController>; the rules put it on <UITabBarController> (R3.1) — was it presented from another controller, or does a controller define the context?
/// ```
///
/// (The other two findings follow from the first: kept on the list, the presentation removes
/// only the list's view, so the model keeps the tab bar and navigation controllers on screen.)
public func expectUIKitAgreesWithModel(
    _ window: any CapturableWindow,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) {
    guard let capture = capture(window, fileID: fileID, filePath: filePath, line: line, column: column) else { return }
    let comparison = DumpComparison(capture.dump, run: capture.run)
    let refused = capture.run.diagnostics.map {
        "capture:\($0.line ?? 1):\($0.column ?? 1): \($0.diagnostic.severity.rawValue): \($0.diagnostic.message)"
    }
    guard !comparison.findings.isEmpty || !refused.isEmpty else { return }
    reportIssue(
        (refused.isEmpty ? "" : "The model refuses what the window shows:\n" + refused.joined(separator: "\n") + "\n")
            + comparison.summary(file: "capture") + "\nThe captured hierarchy:\n" + capture.text,
        fileID: fileID, filePath: filePath, line: line, column: column)
}

/// The window captured, or an issue when it cannot be (no root view controller).
private func capture(
    _ window: any CapturableWindow, fileID: StaticString, filePath: StaticString, line: UInt, column: UInt
) -> HierarchyCapture? {
    do {
        return try HierarchyCapture(window)
    } catch {
        reportIssue("The window cannot be captured: \(error)", fileID: fileID, filePath: filePath, line: line, column: column)
        return nil
    }
}
