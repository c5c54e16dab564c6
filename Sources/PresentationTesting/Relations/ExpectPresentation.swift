import PresentationModel

// The presentation relationships (the rulebook's Families and Presenter resolution): who
// presents whom, whose view a presentation covers, and in which style. Each is `expectRelation(_:_:of:is:)` for one
// relation, so its failure message is the same as the general assertion's.

/// Expects UIKit's `presentingViewController` of a controller: the presenter of its family
/// root (R2.2), which is not always the controller `present` was called on.
///
/// The examples of the relationship assertions fail on the Homepwner list that defines the
/// presentation context and presents its detail in `currentContext` on iPad:
///
/// ```swift
/// var hierarchy = try Hierarchy(environment: Environment(device: .ipad)) {
///     Navigation("nav") {
///         Controller("items", class: "BNRItemsViewController").definesPresentationContext(true)
///     }
/// } detached: {
///     Navigation("detailNav") { Controller("detail", class: "BNRDetailViewController") }
/// }
/// hierarchy.present("detailNav", from: "items", .init(style: .currentContext))
/// expectPresentingViewController(of: "detail", is: "nav", in: hierarchy)
/// ```
/// ```text
/// presentingViewController(detail): expected nav, actual items.
/// Why: its family root <UINavigationController: detailNav> was presented by <BNRItemsViewController: items> (R2.2): currentContext is a context style; the walk asked items (true): <BNRItemsViewController: items> defines the context and presents (R3.2)
/// ```
public func expectPresentingViewController(
    of controller: ControllerID,
    is expected: ControllerID?,
    in hierarchy: Hierarchy,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) {
    expectRelation(
        hierarchy, .presentingViewController, of: controller, is: expected,
        fileID: fileID, filePath: filePath, line: line, column: column)
}

/// Expects UIKit's `presentedViewController` of a controller: what it, or one of its
/// ancestors, presents (R2.1).
///
/// With the Homepwner detail presented in `currentContext` from the list (see
/// ``expectPresentingViewController(of:is:in:fileID:filePath:line:column:)``), the list
/// presents, so its navigation controller presents nothing:
///
/// ```swift
/// expectPresentedViewController(of: "nav", is: "detailNav", in: hierarchy)
/// ```
/// ```text
/// presentedViewController(nav): expected detailNav, actual nil.
/// Why: neither <UINavigationController: nav> nor any of its ancestors presents anything (R2.1)
/// ```
public func expectPresentedViewController(
    of controller: ControllerID,
    is expected: ControllerID?,
    in hierarchy: Hierarchy,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) {
    expectRelation(
        hierarchy, .presentedViewController, of: controller, is: expected,
        fileID: fileID, filePath: filePath, line: line, column: column)
}

/// Expects the presentation context of a presented controller: the controller whose view its
/// presentation covers, after the `definesPresentationContext` walk (§4). The reason names
/// every controller the walk asked, so a failure shows where the walk stopped.
///
/// With the Homepwner detail presented in `currentContext` from the list that defines the
/// context:
///
/// ```swift
/// expectPresentationContext(of: "detailNav", is: "nav", in: hierarchy)
/// ```
/// ```text
/// presentationContext(detailNav): expected nav, actual items.
/// Why: <UINavigationController: detailNav> was requested from <BNRItemsViewController: items> in currentContext, shown as currentContext: currentContext is a context style; the walk asked items (true): <BNRItemsViewController: items> defines the context and presents (R3.2)
/// ```
///
/// Only the root of a presented family has a presentation context; ask about `detailNav`,
/// not `detail`.
public func expectPresentationContext(
    of controller: ControllerID,
    is expected: ControllerID?,
    in hierarchy: Hierarchy,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) {
    expectRelation(
        hierarchy, .presentationContext, of: controller, is: expected,
        fileID: fileID, filePath: filePath, line: line, column: column)
}

/// Expects the style a presented controller shows in now: the requested style after
/// adaptation to the size class and iOS version (§5).
///
/// With the Homepwner detail presented in `currentContext` rather than as a form sheet:
///
/// ```swift
/// expectPresentationStyle(of: "detailNav", is: .formSheet, in: hierarchy)
/// ```
/// ```text
/// presentationStyle(detailNav): expected formSheet, actual currentContext.
/// Why: <UINavigationController: detailNav> was requested from <BNRItemsViewController: items> in currentContext, shown as currentContext: currentContext is a context style; the walk asked items (true): <BNRItemsViewController: items> defines the context and presents (R3.2)
/// ```
public func expectPresentationStyle(
    of controller: ControllerID,
    is expected: ModalPresentationStyle,
    in hierarchy: Hierarchy,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) {
    expectRelation(
        hierarchy, .presentationStyle, of: controller, is: expected,
        fileID: fileID, filePath: filePath, line: line, column: column)
}
