import PresentationModel
import Testing

/// §21 and §22: `show` targeting (R17) and SwiftUI hosting controllers in a
/// UIKit hierarchy (R18), which the model treats as plain controllers of their class.
@Suite("show targeting and hosting controllers", .checkingInvariants)
struct ShowTargetingTests {
    @Test("R17.2 show from a tab's child with no navigation controller presents from it: the tab bar presents, in a sheet")
    func sx14FromTab() {
        var h = declare(Environment(device: .iphone)) {
            TabBar("T") {
                Controller("A")
                Controller("B")
            }
        } detached: {
            Controller("X")
        }
        expectClean(h.show("X", from: "A"))
        #expect(h.presentingViewController(of: "X") == "T")
        #expect(h.presentedFrom("X") == "A")
        #expect(h.presentationStyle(of: "X") == .pageSheet)
    }

    @Test("R17.4 show from a presented controller with no navigation controller of its own family chains a presentation, never a push below")
    func sx14FromPresented() {
        var h = declare(Environment(device: .iphone)) {
            Navigation("N") { Controller("A") }
        } detached: {
            Controller("M")
            Controller("X")
        }
        expectClean(h.present("M", from: "A", .init(style: .fullScreen)))
        expectClean(h.show("X", from: "M"))
        #expect(h.presentingViewController(of: "X") == "M")
        #expect(h.viewControllers(of: "N") == ["A"])
    }

    @Test(
        "R16.5 R17.2 a page view controller overrides neither show nor showDetail: from a page, show pushes on the navigation controller above, showDetail reaches the split view, and with neither the source presents"
    )
    func showFromPage() {
        var h = declare(Environment(device: .iphone)) {
            Navigation("N") { Page("P") { Controller("pg1") } }
        } detached: {
            Controller("X")
        }
        expectClean(h.show("X", from: "pg1"))
        #expect(h.viewControllers(of: "N") == ["P", "X"])
        #expect(h.viewControllers(of: "P") == ["pg1"] && h.presentedViewController(of: "pg1") == nil)

        var split = declare(Environment(device: .ipad)) {
            Split("S", primary: Page("P") { Controller("pg1") }, secondary: Controller("D"))
        } detached: {
            Controller("X")
        }
        expectClean(split.showDetail("X", from: "pg1"))
        #expect(split.viewController(for: .secondary, of: "S") == "X")
        #expect(split.viewControllers(of: "P") == ["pg1"] && split.presentingViewController(of: "X") == nil)

        // No target above the page view controller: a modal presentation from the page, which
        // the family root presents (R17.2, R3.1).
        for showDetail in [false, true] {
            var alone = declare(Environment(device: .iphone)) {
                Page("P") { Controller("pg1") }
            } detached: {
                Controller("X")
            }
            expectClean(showDetail ? alone.showDetail("X", from: "pg1") : alone.show("X", from: "pg1"))
            #expect(alone.presentingViewController(of: "X") == "P", "showDetail: \(showDetail)")
            #expect(alone.presentedFrom("X") == "pg1", "showDetail: \(showDetail)")
            #expect(alone.viewControllers(of: "P") == ["pg1"], "showDetail: \(showDetail)")
        }
    }

    @Test("R18.1 a SwiftUI sheet from a hosting controller pushed on a navigation controller is presented by the navigation controller")
    func sx15() {
        var h = declare(Environment(device: .iphone)) {
            Navigation("N") {
                Controller("A")
                Controller("H", class: "UIHostingController<ContentView>")
            }
        } detached: {
            Controller("PHC", class: "_TtGC7SwiftUI29PresentationHostingControllerVS_7AnyView_")
        }
        expectClean(h.present("PHC", from: "H", .init(style: .pageSheet)))
        #expect(h.presentingViewController(of: "PHC") == "N")
        #expect(h.presentedFrom("PHC") == "H")
        #expect(h.isOnScreen("H"))
    }
}
