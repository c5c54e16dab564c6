import PresentationModel
import Testing

/// R5.9 with R7.3: the Master–Detail template's showDetail of a navigation controller on an
/// iPhone. It cannot be pushed (R5.3), so the collapsed classic split view installs it as
/// the secondary and the collapse nests it on the primary stack.
@Suite("showDetail of a navigation controller in a collapsed split view (R5.9, R7.3)", .checkingInvariants)
struct ShowDetailNestingTests {
    @Test("R5.9 R7.3 compact: showDetail of a navigation controller nests it on the primary stack")
    func nestsNavigationController() {
        var h = declare(Environment(device: .iphone)) {
            Split("s", primary: Navigation("np") { Controller("master") }, secondary: Navigation("nd") { Controller("detail") })
        } detached: {
            Navigation("nd2") { Controller("d2") }
        }
        #expect(h.pop("np").removed == ["nd"])
        expectClean(h.showDetail("nd2", from: "master"))
        #expect(h.viewControllers(of: "np") == ["master", "nd2"])
        #expect(h.navigationController(of: "nd2") == "np")
        #expect(h.navigationController(of: "d2") == "nd2")
        #expect(h.viewController(for: .secondary, of: "s") == "nd2")
        #expect(h.isOnScreen("d2"))
    }

    @Test("R5.9 R7.3 regular: showDetail of a navigation controller replaces the secondary")
    func replacesSecondaryWhenExpanded() {
        var h = declare(Environment(device: .ipad)) {
            Split("s", primary: Navigation("np") { Controller("master") }, secondary: Navigation("nd") { Controller("detail") })
        } detached: {
            Navigation("nd2") { Controller("d2") }
        }
        expectClean(h.showDetail("nd2", from: "master"))
        #expect(h.viewControllers(of: "s") == ["np", "nd2"])
        #expect(h.parent(of: "nd") == nil)
    }
}
