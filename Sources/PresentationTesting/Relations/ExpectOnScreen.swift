import PresentationModel

// What is on screen: whether a controller's view is in a window's view hierarchy, after the
// containers' choices (the top of a stack, the selected tab) and the views presentations
// remove (§5). Each controller is checked on its own, so one call reports every controller
// that is not where the test expects it, each with its reason.

/// Expects that each controller's view is on screen.
///
/// With the Homepwner detail presented in `currentContext` from the list (see
/// ``expectPresentingViewController(of:is:in:fileID:filePath:line:column:)``), the list's view
/// is removed once the presentation is shown:
///
/// ```swift
/// expectOnScreen("nav", "items", "detail", in: hierarchy)
/// ```
/// ```text
/// isOnScreen(items): expected true, actual false.
/// Why: <BNRItemsViewController: items> is not on screen: <BNRItemsViewController: items>'s view is removed by its currentContext presentation of <UINavigationController: detailNav> (§5)
/// ```
public func expectOnScreen(
    _ controllers: ControllerID...,
    in hierarchy: Hierarchy,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) {
    for controller in controllers {
        expectRelation(
            hierarchy, .isOnScreen, of: controller, is: true,
            fileID: fileID, filePath: filePath, line: line, column: column)
    }
}

/// Expects that no controller of the list has its view on screen.
///
/// With the Homepwner detail presented in `currentContext` from the list, the navigation
/// controller's bar stays on screen above the presentation (R3.5):
///
/// ```swift
/// expectNotOnScreen("nav", in: hierarchy)
/// ```
/// ```text
/// isOnScreen(nav): expected false, actual true.
/// Why: <UINavigationController: nav> is on screen: its chain starts at a window, each container shows it and no presentation removes its view (§5)
/// ```
public func expectNotOnScreen(
    _ controllers: ControllerID...,
    in hierarchy: Hierarchy,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) {
    for controller in controllers {
        expectRelation(
            hierarchy, .isOnScreen, of: controller, is: false,
            fileID: fileID, filePath: filePath, line: line, column: column)
    }
}
