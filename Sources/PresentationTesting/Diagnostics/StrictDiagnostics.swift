import Foundation
import IssueReporting
import PresentationModel

/// Strict mode: inside `body`, every UIKit diagnostic an operation produces must be expected
/// by ``expectDiagnostic(_:_:containing:fileID:filePath:line:column:)`` (or reported by
/// ``expectNoDiagnostics(_:fileID:filePath:line:column:)``); any other fails the test when
/// the scope ends, as `vcgraph check` fails a scenario whose step raises a diagnostic no
/// `expectError` or `expectWarning` names.
///
/// ```swift
/// @Test func presentingTwiceIsCaught() throws {
///     try withStrictDiagnostics {
///         var hierarchy = try Hierarchy { Navigation("nav") { Controller("items") } }
///         hierarchy.present("nav", from: "items")   // UIKit refuses: an active controller
///     }
/// }
/// ```
/// ```text
/// Unexpected UIKit error from present: Application tried to present modally an active controller <UINavigationController: nav>. (P4)
/// ```
///
/// In Swift Testing, the `.strictDiagnostics` trait does the same for a whole
/// test or suite: `@Test(.strictDiagnostics)`.
public func withStrictDiagnostics<Result>(
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column,
    _ body: () throws -> Result
) rethrows -> Result {
    let strict = StrictDiagnostics()
    defer {
        for message in strict.unexpected { reportIssue(message, fileID: fileID, filePath: filePath, line: line, column: column) }
    }
    return try strict.scope(body)
}

/// The asynchronous form of strict mode: `try await withStrictDiagnostics { … }`.
public func withStrictDiagnostics<Result>(
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column,
    _ body: () async throws -> Result
) async rethrows -> Result {
    let strict = StrictDiagnostics()
    defer {
        for message in strict.unexpected { reportIssue(message, fileID: fileID, filePath: filePath, line: line, column: column) }
    }
    return try await strict.scope(body)
}

/// The diagnostics produced inside a strict scope that no assertion has expected yet.
///
/// A class shared by the scope's tasks, guarded by a lock: the operations of one test may run
/// on several threads.
final class StrictDiagnostics: @unchecked Sendable {
    /// The innermost strict scope of the current task, which the assertions tell what they
    /// expected.
    @TaskLocal static var current: StrictDiagnostics?

    private let lock = NSLock()
    private var pending: [(diagnostic: Diagnostic, operation: String)] = []

    func scope<Result>(_ body: () throws -> Result) rethrows -> Result {
        try StrictDiagnostics.$current.withValue(self) {
            try Hierarchy.$diagnosticObserver.withValue({ [self] in produced($0, by: $1) }, operation: body)
        }
    }

    func scope<Result>(_ body: () async throws -> Result) async rethrows -> Result {
        try await StrictDiagnostics.$current.withValue(self) {
            try await Hierarchy.$diagnosticObserver.withValue({ [self] in produced($0, by: $1) }, operation: body)
        }
    }

    /// vcgraph's notes advise on a call UIKit carries out without a word: no test fails on them.
    private func produced(_ diagnostics: [Diagnostic], by operation: PresentationModel.Operation) {
        lock.withLock { pending += diagnostics.filter { $0.severity != .note }.map { ($0, operation.name) } }
    }

    /// An assertion accounted for `diagnostic`: it is no longer unexpected.
    func expected(_ diagnostic: Diagnostic) {
        lock.withLock {
            if let index = pending.firstIndex(where: { $0.diagnostic == diagnostic }) { pending.remove(at: index) }
        }
    }

    /// One issue message per diagnostic left unexpected, in the order produced.
    var unexpected: [String] {
        lock.withLock {
            pending.map {
                "Unexpected UIKit \($0.diagnostic.severity.rawValue) from \($0.operation): \($0.diagnostic.message) (\($0.diagnostic.rule))"
            }
        }
    }
}
