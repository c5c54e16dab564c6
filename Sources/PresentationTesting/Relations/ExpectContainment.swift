import PresentationModel

// The containment relationships (the rulebook's Containment), named as UIKit names the properties.
// They never cross a presentation, which is what a failure usually reveals: the reason says
// where the walk stopped. Each is `expectRelation(_:_:of:is:)` for one relation.

/// Expects UIKit's `parent` of a controller: its container, and never its presenter (R1.1).
///
/// With the Homepwner detail presented in `currentContext` from the list (see
/// ``expectPresentingViewController(of:is:in:fileID:filePath:line:column:)``):
///
/// ```swift
/// expectParent(of: "detailNav", is: "items", in: hierarchy)
/// ```
/// ```text
/// parent(detailNav): expected items, actual nil.
/// Why: <UINavigationController: detailNav> has no parent: it heads a family presented by <BNRItemsViewController: items> (R1.1)
/// ```
public func expectParent(
    of controller: ControllerID,
    is expected: ControllerID?,
    in hierarchy: Hierarchy,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) {
    expectRelation(
        hierarchy, .parent, of: controller, is: expected,
        fileID: fileID, filePath: filePath, line: line, column: column)
}

/// Expects UIKit's `navigationController` of a controller: its nearest ancestor that is a
/// navigation controller, by parents only (R1.3).
///
/// With the Homepwner detail presented in `currentContext` from the list:
///
/// ```swift
/// expectNavigationController(of: "detailNav", is: "nav", in: hierarchy)
/// ```
/// ```text
/// navigationController(detailNav): expected nav, actual nil.
/// Why: <UINavigationController: detailNav> heads its family and has no parent; the walk does not cross <UINavigationController: detailNav>'s presentation by <BNRItemsViewController: items> (R1.3)
/// ```
public func expectNavigationController(
    of controller: ControllerID,
    is expected: ControllerID?,
    in hierarchy: Hierarchy,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) {
    expectRelation(
        hierarchy, .navigationController, of: controller, is: expected,
        fileID: fileID, filePath: filePath, line: line, column: column)
}

/// Expects UIKit's `tabBarController` of a controller: its nearest ancestor that is a tab bar
/// controller, by parents only unless the model option says otherwise (R1.5, Decision U1).
///
/// A tab's list presents a detail full screen; the detail is not in the tab bar controller:
///
/// ```swift
/// var hierarchy = try Hierarchy {
///     TabBar("tabs") {
///         Navigation("nav") { Controller("items", class: "BNRItemsViewController") }
///         Controller("other")
///     }
/// } detached: {
///     Navigation("detailNav") { Controller("detail", class: "BNRDetailViewController") }
/// }
/// hierarchy.present("detailNav", from: "items", .init(style: .fullScreen))
/// expectTabBarController(of: "detail", is: "tabs", in: hierarchy)
/// ```
/// ```text
/// tabBarController(detail): expected tabs, actual nil.
/// Why: no ancestor of <BNRDetailViewController: detail> up to its family root <UINavigationController: detailNav> is a tab bar controller; the walk does not cross <UINavigationController: detailNav>'s presentation by <UITabBarController: tabs> (R1.5, Decision U1)
/// ```
public func expectTabBarController(
    of controller: ControllerID,
    is expected: ControllerID?,
    in hierarchy: Hierarchy,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) {
    expectRelation(
        hierarchy, .tabBarController, of: controller, is: expected,
        fileID: fileID, filePath: filePath, line: line, column: column)
}
