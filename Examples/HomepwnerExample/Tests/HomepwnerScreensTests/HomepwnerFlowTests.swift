import HomepwnerScreens
import PresentationModel
import PresentationTesting
import Testing

/// Who presents Homepwner's detail screen, and what stays on screen, on iPad.
@Suite("Homepwner's detail screen")
struct HomepwnerFlowTests {
    @Test("a form sheet is presented by the navigation controller; the list stays on screen")
    func formSheet() throws {
        var hierarchy = try HomepwnerScreens.launch(on: .ipad)
        expectNoDiagnostics(HomepwnerScreens.showDetail(in: &hierarchy, as: .formSheet))

        expectPresentingViewController(of: "detail", is: "nav", in: hierarchy)
        expectPresentedViewController(of: "items", is: "detailNav", in: hierarchy)
        expectPresentationStyle(of: "detailNav", is: .formSheet, in: hierarchy)
        expectOnScreen("nav", "items", "detail", in: hierarchy)
        expectHierarchySnapshot(
            hierarchy,
            matches: """
                window main
                <UINavigationController: nav>, state: appeared
                   | <BNRItemsViewController: items>, state: appeared, title: "Homepwner"
                   + <UINavigationController: detailNav>, state: appeared, presented with: formSheet, from: <BNRItemsViewController: items>
                   |    | <BNRDetailViewController: detail>, state: appeared
                """)
    }

    @Test("in currentContext, the list that defines the context presents, and its view goes")
    func currentContext() throws {
        var hierarchy = try HomepwnerScreens.launch(on: .ipad)
        HomepwnerScreens.showDetail(in: &hierarchy, as: .formSheet)
        expectNoDiagnostics(HomepwnerScreens.closeDetail(in: &hierarchy))

        HomepwnerScreens.setListDefinesPresentationContext(true, in: &hierarchy)
        expectNoDiagnostics(HomepwnerScreens.showDetail(in: &hierarchy, as: .currentContext))

        expectPresentingViewController(of: "detail", is: "items", in: hierarchy)
        expectPresentationContext(of: "detailNav", is: "items", in: hierarchy)
        expectPresentedViewController(of: "nav", is: nil, in: hierarchy)
        expectNavigationController(of: "detail", is: "detailNav", in: hierarchy)
        expectOnScreen("nav", "detail", in: hierarchy)
        expectNotOnScreen("items", in: hierarchy)
        expectHierarchySnapshot(hierarchy)
        expectDOTSnapshot(hierarchy)
    }

    @Test("presenting the detail twice is refused, as UIKit refuses it")
    func presentingTwice() throws {
        var hierarchy = try HomepwnerScreens.launch(on: .ipad)
        HomepwnerScreens.showDetail(in: &hierarchy, as: .formSheet)
        let again = HomepwnerScreens.showDetail(in: &hierarchy, as: .formSheet)
        expectDiagnostic(again, .error, containing: "is already being presented")
    }

    @Test("on iPhone the form sheet stays a sheet on iOS 13 and later: the list stays on screen")
    func formSheetOnIPhone() throws {
        var hierarchy = try HomepwnerScreens.launch(on: .iphone)
        HomepwnerScreens.showDetail(in: &hierarchy, as: .formSheet)
        expectPresentationStyle(of: "detailNav", is: .formSheet, in: hierarchy)
        expectOnScreen("items", "detail", in: hierarchy)
    }
}
