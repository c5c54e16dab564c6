import PresentationModel
import PresentationTesting
import Testing

/// The README's example, so that the README stays true.
@Suite("The README's example")
struct ReadmeExampleTests {
    static func screens() throws -> (Hierarchy, StepResult) {
        var screens = try Hierarchy(environment: Environment(device: .ipad)) {
            Navigation("nav") { Controller("items").definesPresentationContext(true) }
        } detached: {
            Navigation("detailNav") { Controller("detail") }
        }
        let result = screens.present("detailNav", from: "items", .init(style: .currentContext))
        return (screens, result)
    }

    @Test("the detail is presented in the list's context")
    func detailIsPresentedInTheListsContext() throws {
        let (screens, result) = try Self.screens()
        expectNoDiagnostics(result)
        expectPresentingViewController(of: "detail", is: "items", in: screens)
        expectOnScreen("nav", "detail", in: screens)
        expectNotOnScreen("items", in: screens)
    }

    @Test("the failure shown in the README is the one reported")
    func failureMessage() throws {
        let (screens, _) = try Self.screens()
        expectIssue(
            """
            presentingViewController(detail): expected nav, actual items.
            Why: its family root <UINavigationController: detailNav> was presented by <UIViewController: items> (R2.2): currentContext is a context style; the walk asked items (true): <UIViewController: items> defines the context and presents (R3.2)
            """
        ) {
            expectPresentingViewController(of: "detail", is: "nav", in: screens)
        }
    }
}
