import PresentationModel
import Testing

@Suite("show and showDetailViewController (§9 R8.1–R8.4)", .checkingInvariants)
struct ShowTests {
    // MARK: R8.1 no target: a modal presentation

    @Test("R8.1 U6 show with no target presents modally from the source (the window root here)")
    func showWithoutTargetPresents() {
        var h = declare {
            Controller("root") { Controller("k") }
        } detached: {
            Controller("x")
        }
        expectClean(h.show("x", from: "k"))
        #expect(h.presentingViewController(of: "x") == "root")
        #expect(h.presentedFrom("x") == "k")
        #expect(h.presentedViewController(of: "k") == "x")
        #expect(h.parent(of: "x") == nil)
        #expect(h.presentation(of: "x")?.style == .automatic)
        // automatic on iOS 17 → pageSheet (Decisions table).
        #expect(h.presentationStyle(of: "x") == .pageSheet)
        #expect(h.presentation(of: "x")?.resolution.rule == .familyRoot)
    }

    @Test("R8.1 show uses the presented controller's own modalPresentationStyle")
    func showUsesModalPresentationStyle() {
        var h = declare {
            Controller("root").definesPresentationContext(true)
        } detached: {
            Controller("x").modalPresentationStyle(.overCurrentContext)
        }
        expectClean(h.show("x", from: "root"))
        #expect(h.presentation(of: "x")?.style == .overCurrentContext)
        #expect(h.presentingViewController(of: "x") == "root")
        #expect(h.presentation(of: "x")?.resolution.rule == .definesPresentationContext)
    }

    @Test("R8.1 the target walk starts at the source itself")
    func targetWalkStartsAtSource() {
        var h = declare {
            Navigation("n1") { Controller("a") }
        } detached: {
            Controller("b")
            Split("s", primary: Controller("p"), secondary: Controller("d"))
            Controller("x")
            Controller("y")
        }
        expectClean(h.show("b", from: "n1"))
        #expect(h.viewControllers(of: "n1") == ["a", "b"])
        expectClean(h.show("x", from: "s"))
        #expect(h.viewControllers(of: "s") == ["x", "d"])
        expectClean(h.showDetail("y", from: "s"))
        #expect(h.viewControllers(of: "s") == ["x", "y"])
        #expect(h.presentations == [])
    }

    @Test("R8.1 misuse: show of an unknown controller or from an unknown source is refused")
    func showUnknownIDs() {
        var h = declare { Navigation("n1") { Controller("a") } }
        let before = h
        expectExactDiagnostic(h.show("zz", from: "a"), .error, "No controller has the id 'zz'")
        expectExactDiagnostic(h.show("a", from: "yy"), .error, "No controller has the id 'yy'")
        expectExactDiagnostic(h.showDetail("zz", from: "a"), .error, "No controller has the id 'zz'")
        expectExactDiagnostic(h.showDetail("a", from: "yy"), .error, "No controller has the id 'yy'")
        expectHierarchyUnchanged(before, h)
    }

    @Test("R8.1 P3 misuse: showing modally a controller that has a parent raises and changes nothing")
    func showModallyControllerWithParent() {
        var h = declare {
            Controller("root")
        } detached: {
            Controller("c") { Controller("k") }
        }
        let before = h
        expectExactDiagnostic(
            h.show("k", from: "root"), .error,
            "Application tried to present modally a view controller <UIViewController: k> that has a parent view controller <UIViewController: c>.")
        expectHierarchyUnchanged(before, h)
    }

    @Test("R8.1 P7 misuse: showing modally from a presenter already presenting only warns")
    func showModallyWhileAlreadyPresenting() {
        var h = declare {
            Controller("root")
        } detached: {
            Controller("m")
            Controller("x")
        }
        expectClean(h.present("m", from: "root", .init(style: .overFullScreen)))
        let before = h
        let result = h.show("x", from: "root")
        expectExactDiagnostic(
            result, .warning,
            "Attempt to present <UIViewController: x> on <UIViewController: root> (from <UIViewController: root>) which is already presenting <UIViewController: m>."
        )
        expectHierarchyUnchanged(before, h)
    }

    // MARK: R8.2 overrides

    @Test("R8.2 inside a navigation controller, show pushes")
    func showInsideNavigationPushes() {
        var h = declare {
            Navigation("n1") { Controller("a") { Controller("k") } }
        } detached: {
            Controller("b")
        }
        let result = h.show("b", from: "k")
        expectClean(result)
        #expect(h.viewControllers(of: "n1") == ["a", "b"])
        #expect(h.navigationController(of: "b") == "n1")
        #expect(h.presentations == [])
    }

    @Test("R8.2 the nearest target wins: a navigation controller inside a split view pushes")
    func nearestTargetWins() {
        var h = declare {
            Split("s", primary: Navigation("np") { Controller("master") }, secondary: Navigation("nd") { Controller("detail") })
        } detached: {
            Controller("x")
            Controller("y")
        }
        expectClean(h.show("x", from: "master"))
        #expect(h.viewControllers(of: "np") == ["master", "x"])
        #expect(h.viewControllers(of: "s") == ["np", "nd"])
        expectClean(h.show("y", from: "detail"))
        #expect(h.viewControllers(of: "nd") == ["detail", "y"])
    }

    @Test("R8.2 showDetail skips navigation controllers: the split view installs the secondary (regular)")
    func showDetailTargetsSplitRegular() {
        var h = declare {
            Split("s", primary: Navigation("np") { Controller("master") }, secondary: Navigation("nd") { Controller("detail") })
        } detached: {
            Controller("d2")
        }
        expectClean(h.showDetail("d2", from: "master"))
        #expect(h.viewControllers(of: "s") == ["np", "d2"])
        #expect(h.viewControllers(of: "np") == ["master"])
        #expect(h.parent(of: "nd") == nil)
    }

    @Test("R8.2 showDetail in compact width pushes onto the primary navigation controller")
    func showDetailCompactPushes() {
        var h = declare(Environment(device: .iphone)) {
            Split("s", primary: Navigation("np") { Controller("master") })
        } detached: {
            Controller("d2")
        }
        #expect(h.isCollapsed("s") == true)
        let result = h.showDetail("d2", from: "master")
        expectClean(result)
        #expect(result.removed == [])
        #expect(h.viewControllers(of: "np") == ["master", "d2"])
        #expect(h.navigationController(of: "d2") == "np")
        #expect(h.viewControllers(of: "s") == ["np"])
        #expect(h.presentations == [])
    }

    @Test("R8.2 show in regular and compact width: the primary navigation controller pushes in both")
    func showInBothWidths() {
        for device in [Device.ipad, .iphone] {
            var h = declare(Environment(device: device)) {
                Split("s", primary: Navigation("np") { Controller("master") }, secondary: Controller("d"))
            } detached: {
                Controller("x")
            }
            expectClean(h.show("x", from: "master"))
            #expect(h.topViewController(of: "np") == "x")
            #expect(h.viewControllers(of: "np") == (device == .ipad ? ["master", "x"] : ["master", "d", "x"]))
        }
    }

    @Test("R8.2 showDetail from the detail side while collapsed pushes on the primary's stack")
    func showDetailFromNestedDetailCollapsed() {
        var h = declare(Environment(device: .iphone)) {
            Split("s", primary: Navigation("np") { Controller("master") }, secondary: Navigation("nd") { Controller("detail") })
        } detached: {
            Controller("d2")
        }
        expectClean(h.showDetail("d2", from: "detail"))
        #expect(h.viewControllers(of: "np") == ["master", "nd", "d2"])
        #expect(h.viewControllers(of: "nd") == ["detail"])
    }

    @Test("R8.2 R8.1 showDetail with no split view presents modally from the source")
    func showDetailWithoutSplitPresents() {
        var h = declare {
            Navigation("n1") { Controller("a") }
        } detached: {
            Controller("x")
        }
        expectClean(h.showDetail("x", from: "a"))
        #expect(h.viewControllers(of: "n1") == ["a"])
        #expect(h.presentingViewController(of: "x") == "n1")
        #expect(h.presentedFrom("x") == "a")
    }

    // MARK: R8.3 showing a navigation controller from inside one

    @Test("R8.3 show of a navigation controller from inside a navigation controller presents it modally from the source")
    func showNavigationFromNavigation() {
        var h = declare {
            TabBar("t") { Navigation("n1") { Controller("a") } }
        } detached: {
            Navigation("n2") { Controller("b") }
        }
        let result = h.show("n2", from: "a")
        expectClean(result)
        #expect(result.failed == false)
        #expect(h.viewControllers(of: "n1") == ["a"])
        #expect(h.presentedFrom("n2") == "a")
        // Presented from the source, the presenter is resolved normally: the family root.
        #expect(h.presentingViewController(of: "n2") == "t")
        #expect(h.presentationStyle(of: "n2") == .pageSheet)
    }

    @Test("R8.3 show of a navigation controller from the navigation controller itself presents it")
    func showNavigationFromNavigationItself() {
        var h = declare {
            Navigation("n1") { Controller("a") }
        } detached: {
            Navigation("n2") { Controller("b") }
        }
        expectClean(h.show("n2", from: "n1"))
        #expect(h.presentingViewController(of: "n2") == "n1")
        #expect(h.presentedFrom("n2") == "n1")
        #expect(h.viewControllers(of: "n1") == ["a"])
    }

    @Test("R8.3 R5.3 show of a presented controller from inside a navigation controller is a push error")
    func showPresentedFromNavigation() {
        var h = declare {
            Navigation("n1") { Controller("a") }
        } detached: {
            Controller("m")
            Navigation("n2") { Controller("b") }
        }
        expectClean(h.present("m", from: "a", .init(style: .fullScreen)))
        expectClean(h.present("n2", from: "m", .init(style: .fullScreen)))
        let before = h
        expectExactDiagnostic(
            h.show("m", from: "b"), .error,
            "vcgraph cannot push <UIViewController: m> while <UINavigationController: n1> presents it: UIKit documents no outcome for pushing a presented controller; dismiss it first"
        )
        expectHierarchyUnchanged(before, h)
    }

    // MARK: R8.4 the target walk does not cross presentations (U6)

    @Test("R8.4 U6 show from a presented controller does not reach its presenter's navigation controller")
    func showDoesNotCrossPresentation() {
        var h = declare {
            Navigation("n1") { Controller("a") }
        } detached: {
            Controller("m") { Controller("k") }
            Controller("x")
        }
        expectClean(h.present("m", from: "a", .init(style: .fullScreen)))
        expectClean(h.show("x", from: "k"))
        #expect(h.viewControllers(of: "n1") == ["a"])
        #expect(h.parent(of: "x") == nil)
        // No target: presented modally with K as the source; the presenter resolves to M's family root, not the window root.
        #expect(h.presentedFrom("x") == "k")
        #expect(h.presentingViewController(of: "x") == "m")
        #expect(h.presentedViewController(of: "k") == "x")
        #expect(h.presentedViewController(of: "a") == "m")
    }

    @Test("R8.4 U6 showDetail from a presented controller does not reach its presenter's split view")
    func showDetailDoesNotCrossPresentation() {
        var h = declare {
            Split("s", primary: Navigation("np") { Controller("master") }, secondary: Controller("d"))
        } detached: {
            Controller("m")
            Controller("x")
        }
        expectClean(h.present("m", from: "master", .init(style: .fullScreen)))
        expectClean(h.showDetail("x", from: "m"))
        #expect(h.viewControllers(of: "s") == ["np", "d"])
        #expect(h.presentingViewController(of: "x") == "m")
        #expect(h.presentedFrom("x") == "m")
    }
}
