import PresentationModel
import Testing

/// §20: `UIPageViewController` page turns (R16.1–R16.5, U12).
@Suite("Page view controller (R16)", .checkingInvariants)
struct PageViewTests {
    @Test(
        "R16.1 R16.3 U12 (flagged: cached neighbour pages are not modelled) a scroll turn passes one page: it becomes the only child, and the page it replaces has no parent"
    )
    func scrollTurn() {
        var h = declare {
            Page("P") { Controller("p1") }
        } detached: {
            Controller("p2")
        }
        expectClean(h.setPages(["p2"], of: "P"))
        #expect(h.viewControllers(of: "P") == ["p2"])
        #expect(h.children(of: "P") == ["p2"])
        #expect(h.parent(of: "p1") == nil)
        #expect(h.isOnScreen("p2") && !h.isOnScreen("p1"))
        expectExactDiagnostic(
            h.setPages(["p1", "p2"], of: "P"), .error,
            "The number of view controllers provided (2) doesn't match the number required (1) for the requested transition")
        #expect(h.children(of: "P") == ["p2"])
    }

    @Test("a page curl with a middle spine turns two pages at a time; one is refused")
    func sx12() {
        var h = declare {
            Page("P", settings: PageSettings(transition: .pageCurl, spine: .mid)) {
                Controller("L1")
                Controller("R1")
            }
        } detached: {
            Controller("L2")
            Controller("R2")
            Controller("L3")
        }
        expectClean(h.setPages(["L2", "R2"], of: "P"))
        #expect(h.viewControllers(of: "P") == ["L2", "R2"])
        #expect(h.parent(of: "L1") == nil && h.parent(of: "R1") == nil)
        expectExactDiagnostic(
            h.setPages(["L3"], of: "P"), .error,
            "The number of view controllers provided (1) doesn't match the number required (2) for the requested transition")
        expectExactDiagnostic(
            h.setPages(["L3"], of: "P", animated: false), .error,
            "The number of provided view controllers (1) doesn't match the number required (2) for the requested spine location (UIPageViewControllerSpineLocationMid)"
        )
    }

    @Test("R16.2 a double-sided curl on an outer spine takes two pages animated, keeps only the front; without animation one")
    func doubleSidedOuterSpine() {
        var h = declare {
            Page("P", settings: PageSettings(transition: .pageCurl, spine: .min, isDoubleSided: true)) { Controller("f1") }
        } detached: {
            Controller("f2")
            Controller("b1")
            Controller("f3")
        }
        expectClean(h.setPages(["f2", "b1"], of: "P"))
        #expect(h.viewControllers(of: "P") == ["f2"])
        #expect(h.parent(of: "b1") == nil)
        expectClean(h.setPages(["f3"], of: "P", animated: false))
        #expect(h.viewControllers(of: "P") == ["f3"])
    }

    /// P6 ("whose view is not in the window hierarchy") would fit here too; a replaced page has
    /// no parent and heads a detached family, and the model's rule for a detached source is
    /// P8, which UIKit words and applies to any detached controller. P8 stands until a device
    /// says otherwise.
    @Test("R16.3 a replaced page is detached: presenting from it is P8, presenting from a detached controller")
    func replacedPageIsDetached() {
        var h = declare {
            Page("P") { Controller("p1") }
        } detached: {
            Controller("p2")
            Controller("X")
        }
        expectClean(h.setPages(["p2"], of: "P"))
        #expect(h.present("X", from: "p1").diagnostics.map(\.rule) == ["P8"])
    }

    @Test(
        "R16.4 a context presentation from a page inside a navigation controller: the page view controller is no definer (U8), the navigation controller is"
    )
    func sx13() {
        var h = declare {
            Navigation("N") { Page("P") { Controller("pg1") } }
        } detached: {
            Controller("X")
        }
        expectClean(h.present("X", from: "pg1", .init(style: .currentContext)))
        #expect(h.presentingViewController(of: "X") == "N")
        #expect(h.presentation(of: "X")?.resolution.contextWalk.map(\.controller) == ["pg1", "P", "N"])
    }

    @Test("setViewControllers on a controller that is no page view controller is refused")
    func wrongKind() {
        var h = declare { Navigation("N") { Controller("A") } }
        #expect(h.setPages(["A"], of: "N").diagnostics.map(\.code) == [.wrongKind])
    }
}
