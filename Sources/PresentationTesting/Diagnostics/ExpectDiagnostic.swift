import IssueReporting
import PresentationModel

/// Expects that a step produced a UIKit diagnostic of the given severity whose message
/// contains `message`, and returns the first such diagnostic so that a test can check more
/// of it (its `Diagnostic.rule` or `Diagnostic.code`).
///
/// An `.error` is an exception UIKit raises (the hierarchy is left unchanged); a `.warning` is
/// a message UIKit logs.
///
/// With the Homepwner detail shown as a form sheet, presenting it again is refused with
/// UIKit's exception (P4); expecting a warning instead fails:
///
/// ```swift
/// let step = hierarchy.present("detailNav", from: "items", .init(style: .formSheet))
/// expectDiagnostic(step, .warning, containing: "already being presented")
/// ```
/// ```text
/// Expected a warning containing "already being presented"; the step produced:
///   error: Application tried to present modally a view controller <UINavigationController: detailNav> that is already being presented by <UINavigationController: nav>. (P4)
/// ```
///
/// When the step produced nothing (the first presentation), the issue says so:
///
/// ```text
/// Expected an error containing "already being presented"; the step produced no diagnostic.
/// ```
///
/// - Parameters:
///   - result: What the operation returned.
///   - severity: An error (UIKit raises) or a warning (UIKit logs).
///   - message: A part of UIKit's message, compared exactly (case and all).
///   - fileID: The file ID where the issue is reported: the caller's.
///   - filePath: The file path where the issue is reported: the caller's.
///   - line: The line where the issue is reported: the caller's.
///   - column: The column where the issue is reported: the caller's.
@discardableResult
public func expectDiagnostic(
    _ result: StepResult,
    _ severity: Diagnostic.Severity,
    containing message: String,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) -> Diagnostic? {
    if let found = result.diagnostics.first(where: { $0.severity == severity && $0.message.contains(message) }) {
        StrictDiagnostics.current?.expected(found)
        return found
    }
    reportIssue(
        "Expected \(severity == .error ? "an" : "a") \(severity.rawValue) containing \"\(message)\"; "
            + produced(result),
        fileID: fileID, filePath: filePath, line: line, column: column)
    return nil
}

/// Expects that a step produced no diagnostic at all: UIKit would neither raise nor log.
///
/// Presenting the Homepwner list's own navigation controller, which is a window's root:
///
/// ```swift
/// expectNoDiagnostics(hierarchy.present("nav", from: "items"))
/// ```
/// ```text
/// Expected no diagnostic; the step produced:
///   error: Application tried to present modally an active controller <UINavigationController: nav>. (P4)
/// ```
public func expectNoDiagnostics(
    _ result: StepResult,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) {
    guard !result.diagnostics.isEmpty else { return }
    // Reported here, at the assertion: strict mode need not report them again.
    for diagnostic in result.diagnostics { StrictDiagnostics.current?.expected(diagnostic) }
    reportIssue(
        "Expected no diagnostic; " + produced(result),
        fileID: fileID, filePath: filePath, line: line, column: column)
}

/// "the step produced:" and one indented line a diagnostic, with the rule that raised it.
private func produced(_ result: StepResult) -> String {
    guard !result.diagnostics.isEmpty else { return "the step produced no diagnostic." }
    return (["the step produced:"] + result.diagnostics.map { "  \($0) (\($0.rule))" }).joined(separator: "\n")
}
