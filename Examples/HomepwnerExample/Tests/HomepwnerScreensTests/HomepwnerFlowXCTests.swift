import HomepwnerScreens
import PresentationModel
import PresentationTesting
import XCTest

/// The same flow in an XCTest case: the assertions are the same functions.
final class HomepwnerFlowXCTests: XCTestCase {
    func testDetailInCurrentContext() throws {
        var hierarchy = try HomepwnerScreens.launch(on: .ipad)
        HomepwnerScreens.showDetail(in: &hierarchy, as: .formSheet)
        expectPresentingViewController(of: "detail", is: "nav", in: hierarchy)
        HomepwnerScreens.closeDetail(in: &hierarchy)

        HomepwnerScreens.setListDefinesPresentationContext(true, in: &hierarchy)
        expectNoDiagnostics(HomepwnerScreens.showDetail(in: &hierarchy, as: .currentContext))
        expectPresentingViewController(of: "detail", is: "items", in: hierarchy)
        expectOnScreen("nav", "detail", in: hierarchy)
        expectNotOnScreen("items", in: hierarchy)
    }
}
