import IssueReporting
import PresentationModel
import PresentationReports

/// Expects that a relationship of a controller has a value, and says why when it has another.
///
/// The value comes from `Hierarchy.value(of:for:)` and the reason from
/// `Hierarchy.reason(for:of:)`: the same implementation the JSON report, the diagrams and
/// `vcgraph check` use, so a test fails for the reason the CLI would give.
///
/// ```swift
/// expectRelation(hierarchy, .presentingViewController, of: "detail", is: .controller("nav"))
/// ```
///
/// When the list defines the presentation context and the detail was presented in
/// `currentContext`, the list presents, and the issue reads:
///
/// ```text
/// presentingViewController(detail): expected nav, actual items.
/// Why: its family root <UINavigationController: detailNav> was presented by <BNRItemsViewController: items> (R2.2): currentContext is a context style; the walk asked items (true): <BNRItemsViewController: items> defines the context and presents (R3.2)
/// ```
///
/// A controller the hierarchy does not contain always fails, even where the model's answer
/// (`nil`, `false`) would match, so that a misspelt id cannot pass:
///
/// ```text
/// isOnScreen(itmes): expected false, but there is no controller 'itmes'.
/// ```
///
/// The overloads take the value as it is written for the relation's kind: a controller id or
/// `nil`, a list of ids, a `Bool`, a `ModalPresentationStyle` or an index. Only the
/// controller overload takes a bare `nil`, so that `is: nil` is never ambiguous; a missing
/// list, style or index is written as a `RelationValue` (`.controllers(nil)`, `.style(nil)`,
/// `.index(nil)`).
///
/// - Parameters:
///   - hierarchy: The hierarchy to ask.
///   - relation: The relationship, named as UIKit names the property.
///   - subject: The controller asked; for `Relation.rootViewController`,
///     the id of a window.
///   - expected: The value the test expects.
///   - fileID: The file ID where the issue is reported: the caller's.
///   - filePath: The file path where the issue is reported: the caller's.
///   - line: The line where the issue is reported: the caller's.
///   - column: The column where the issue is reported: the caller's.
public func expectRelation(
    _ hierarchy: Hierarchy,
    _ relation: Relation,
    of subject: ControllerID,
    is expected: RelationValue,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) {
    // The model answers `nil` or `false` for an unknown id, as UIKit answers for nothing; an
    // assertion would then pass on a misspelt id, so a missing controller always fails.
    let asked: Subject
    switch relation.subjectKind {
    case .window: asked = .window(subject.rawValue)
    case .controller: asked = .controller(subject)
    }
    guard asked.kind == .window || hierarchy.contains(subject) else {
        reportIssue(
            "\(relation.rawValue)(\(subject.rawValue)): expected \(expected), but there is no controller '\(subject.rawValue)'.",
            fileID: fileID, filePath: filePath, line: line, column: column)
        return
    }
    let actual = hierarchy.value(of: relation, for: asked)
    guard actual != expected else { return }
    reportIssue(
        """
        \(relation.rawValue)(\(subject.rawValue)): expected \(expected), actual \(actual).
        Why: \(hierarchy.reason(for: relation, of: asked).citedSentence)
        """,
        fileID: fileID, filePath: filePath, line: line, column: column)
}

/// ``expectRelation(_:_:of:is:fileID:filePath:line:column:)-(_,_,_,RelationValue,_,_,_,_)``
/// for a relation whose value is one controller or `nil` (`parent`, `presentingViewController`, …).
public func expectRelation(
    _ hierarchy: Hierarchy,
    _ relation: Relation,
    of subject: ControllerID,
    is expected: ControllerID?,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) {
    expectRelation(
        hierarchy, relation, of: subject, is: .controller(expected),
        fileID: fileID, filePath: filePath, line: line, column: column)
}

/// ``expectRelation(_:_:of:is:fileID:filePath:line:column:)-(_,_,_,RelationValue,_,_,_,_)``
/// for a relation whose value is a list of controllers (`children`, `viewControllers`).
public func expectRelation(
    _ hierarchy: Hierarchy,
    _ relation: Relation,
    of subject: ControllerID,
    is expected: [ControllerID],
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) {
    expectRelation(
        hierarchy, relation, of: subject, is: .controllers(expected),
        fileID: fileID, filePath: filePath, line: line, column: column)
}

/// ``expectRelation(_:_:of:is:fileID:filePath:line:column:)-(_,_,_,RelationValue,_,_,_,_)``
/// for a relation whose value is a `Bool` (`isOnScreen`, `definesPresentationContext`).
public func expectRelation(
    _ hierarchy: Hierarchy,
    _ relation: Relation,
    of subject: ControllerID,
    is expected: Bool,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) {
    expectRelation(
        hierarchy, relation, of: subject, is: .bool(expected),
        fileID: fileID, filePath: filePath, line: line, column: column)
}

/// ``expectRelation(_:_:of:is:fileID:filePath:line:column:)-(_,_,_,RelationValue,_,_,_,_)``
/// for `presentationStyle`: the style in effect after adaptation (`RelationValue.style(_:)`
/// with `nil` expects a controller that was not presented).
public func expectRelation(
    _ hierarchy: Hierarchy,
    _ relation: Relation,
    of subject: ControllerID,
    is expected: ModalPresentationStyle,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) {
    expectRelation(
        hierarchy, relation, of: subject, is: .style(expected),
        fileID: fileID, filePath: filePath, line: line, column: column)
}

/// ``expectRelation(_:_:of:is:fileID:filePath:line:column:)-(_,_,_,RelationValue,_,_,_,_)``
/// for `selectedIndex` (`Hierarchy.notFound` while the More list is selected).
public func expectRelation(
    _ hierarchy: Hierarchy,
    _ relation: Relation,
    of subject: ControllerID,
    is expected: Int,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) {
    expectRelation(
        hierarchy, relation, of: subject, is: .index(expected),
        fileID: fileID, filePath: filePath, line: line, column: column)
}

/// ``expectRelation(_:_:of:is:fileID:filePath:line:column:)-(_,_,_,RelationValue,_,_,_,_)``
/// for `delegateEvents`: the calls the app's adaptive delegate received, in order. An empty
/// list is written `.callbacks([])`, since a bare `[]` could be a list of ids.
///
/// ```swift
/// expectRelation(hierarchy, .delegateEvents, of: "editor", is: [.adaptivePresentationStyle, .willPresentWithAdaptiveStyle(nil)])
/// ```
public func expectRelation(
    _ hierarchy: Hierarchy,
    _ relation: Relation,
    of subject: ControllerID,
    is expected: [DelegateCallback],
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) {
    expectRelation(
        hierarchy, relation, of: subject, is: .callbacks(expected),
        fileID: fileID, filePath: filePath, line: line, column: column)
}
