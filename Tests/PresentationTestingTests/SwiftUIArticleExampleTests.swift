import PresentationModel
import PresentationTesting
import Testing

/// The getting-started article's SwiftUI example, word for word, so that the article stays true.
@Suite("The getting-started article's SwiftUI example")
struct SwiftUIArticleExampleTests {
    @Test("R21.1 a second sheet of one host waits until the first is dismissed")
    func secondSheetWaits() throws {
        var hierarchy = try Hierarchy(environment: Environment(device: .iphone)) {
            Controller("root", class: "UIHostingController<ContentView>")
        } detached: {
            Controller("composer", class: "PresentationHostingController<AnyView>")
            Controller("share", class: "PresentationHostingController<AnyView>")
        }
        expectNoDiagnostics(hierarchy.presentSwiftUI(SwiftUIRequest("composer", from: "root", modifier: .sheet, binding: "compose")))
        expectDiagnostic(
            hierarchy.presentSwiftUI(SwiftUIRequest("share", from: "root", modifier: .sheet, binding: "share")),
            .warning, containing: "Currently, only presenting a single sheet is supported.")
        expectPresentingViewController(of: "share", is: nil, in: hierarchy)
        hierarchy.userDismiss("composer")
        expectPresentingViewController(of: "share", is: "root", in: hierarchy)
    }
}
