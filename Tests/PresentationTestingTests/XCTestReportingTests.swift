import IssueReporting
import PresentationModel
import PresentationTesting
import XCTest

/// The same assertions under XCTest: they pass silently where the model agrees, and a failure
/// goes through the one reporting path, with the caller's file and line.
///
/// XCTest on Linux cannot expect a failure (`XCTExpectFailure` is Apple-only), so the failing
/// case swaps in a reporter that keeps the issue instead of failing the test.
final class XCTestReportingTests: XCTestCase {
    func testHomepwnerFormSheetPasses() throws {
        let hierarchy = try Homepwner.formSheet()
        expectPresentingViewController(of: "detail", is: "nav", in: hierarchy)
        expectPresentedViewController(of: "items", is: "detailNav", in: hierarchy)
        expectOnScreen("items", "detail", in: hierarchy)
        expectHierarchySnapshot(hierarchy, matches: HomepwnerTests.formSheetTree)
    }

    func testFailureCarriesMessageAndLocation() throws {
        let hierarchy = try Homepwner.currentContext()
        let reporter = KeepingReporter()
        let line: UInt = #line + 2
        withIssueReporters([reporter]) {
            expectPresentingViewController(of: "detail", is: "nav", in: hierarchy)
        }
        XCTAssertEqual(reporter.issues.map(\.line), [line])
        XCTAssertEqual(reporter.issues.map(\.fileID), ["\(#fileID)"])
        XCTAssertEqual(
            reporter.issues.map(\.message),
            [
                """
                presentingViewController(detail): expected nav, actual items.
                Why: its family root <UINavigationController: detailNav> was presented by <BNRItemsViewController: items> (R2.2): currentContext is a context style; the walk asked items (true): <BNRItemsViewController: items> defines the context and presents (R3.2)
                """
            ])
    }
}

/// An issue reporter that keeps what it is given.
final class KeepingReporter: IssueReporter, @unchecked Sendable {
    struct Issue {
        var message: String
        var fileID: String
        var line: UInt
    }

    private let lock = NSLock()
    private var kept: [Issue] = []

    var issues: [Issue] { lock.withLock { kept } }

    func reportIssue(
        _ message: @autoclosure () -> String?, severity: IssueSeverity,
        fileID: StaticString, filePath: StaticString, line: UInt, column: UInt
    ) {
        let issue = Issue(message: message() ?? "", fileID: "\(fileID)", line: line)
        lock.withLock { kept.append(issue) }
    }
}
