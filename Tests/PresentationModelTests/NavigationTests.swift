import PresentationModel
import Testing

@Suite("Navigation controller (§6 R5.1–R5.9)", .checkingInvariants)
struct NavigationTests {
    // MARK: R5.1 stack

    @Test("R5.1 viewControllers is the stack, root first, top last; every element's parent is the navigation controller")
    func stackOrder() {
        var h = declare {
            Navigation("n1") {
                Controller("a"); Controller("b"); Controller("c")
            }
        } detached: {
            Navigation("empty")
        }
        #expect(h.viewControllers(of: "n1") == ["a", "b", "c"])
        #expect(h.topViewController(of: "n1") == "c")
        for id: ControllerID in ["a", "b", "c"] {
            #expect(h.parent(of: id) == "n1")
            #expect(h.navigationController(of: id) == "n1")
        }
        #expect(h.viewControllers(of: "empty") == [])
        #expect(h.topViewController(of: "empty") == nil)
        #expect(h.visibleViewController(of: "empty") == nil)
        // Only navigation controllers have a topViewController.
        #expect(h.topViewController(of: "a") == nil)
        #expect(h.visibleViewController(of: "a") == nil)
        expectClean(h.addController("d", kind: .plain))
        expectClean(h.push("d", onto: "n1"))
        #expect(h.viewControllers(of: "n1") == ["a", "b", "c", "d"])
        #expect(h.topViewController(of: "n1") == "d")
    }

    // MARK: R5.2 visibleViewController

    @Test("R5.2 visibleViewController is the top, or what is presented on the navigation controller")
    func visibleViewController() {
        var h = declare {
            Navigation("n1") {
                Controller("a"); Controller("b")
            }
        } detached: {
            Controller("m")
            Controller("m2")
        }
        #expect(h.visibleViewController(of: "n1") == "b")
        expectClean(h.present("m", from: "b", .init(style: .fullScreen)))
        #expect(h.visibleViewController(of: "n1") == "m")
        // The directly presented controller, not the last of the chain.
        expectClean(h.present("m2", from: "m", .init(style: .fullScreen)))
        #expect(h.visibleViewController(of: "n1") == "m")
        #expect(h.analyze().controllers.first { $0.id == "n1" }?[.visibleViewController] == .controller("m"))
        let dismissed = h.dismiss("n1")
        #expect(dismissed.removed == ["m", "m2"])
        #expect(h.visibleViewController(of: "n1") == "b")
    }

    @Test("R5.2 a presentation made by the navigation controller's tab bar controller shows up too")
    func visibleViewControllerThroughTabBar() {
        var h = declare {
            TabBar("t") { Navigation("n1") { Controller("a") } }
        } detached: {
            Controller("m")
        }
        expectClean(h.present("m", from: "a", .init(style: .fullScreen)))
        #expect(h.presentingViewController(of: "m") == "t")
        #expect(h.visibleViewController(of: "n1") == "m")
        #expect(h.topViewController(of: "n1") == "a")
    }

    @Test("R5.2 R3.6 a context presentation below the navigation controller does not change its visibleViewController")
    func visibleViewControllerIgnoresPresentationBelow() {
        var h = declare {
            Navigation("n1") { Controller("items").definesPresentationContext(true) }
        } detached: {
            Controller("x")
        }
        expectClean(h.present("x", from: "items", .init(style: .currentContext)))
        #expect(h.presentedViewController(of: "n1") == nil)
        #expect(h.visibleViewController(of: "n1") == "items")
    }

    // MARK: R5.3 push

    @Test("R5.3 push appends; parent and navigationController become the navigation controller")
    func pushAppends() {
        var h = declare {
            Navigation("n1") { Controller("a") }
        } detached: {
            Controller("b") { Controller("k") }
        }
        let result = h.push("b", onto: "n1")
        expectClean(result)
        #expect(result.removed == [])
        #expect(h.viewControllers(of: "n1") == ["a", "b"])
        #expect(h.parent(of: "b") == "n1")
        #expect(h.navigationController(of: "b") == "n1")
        #expect(h.navigationController(of: "k") == "n1")
        #expect(h.familyRoot(of: "k") == "n1")
    }

    @Test("R5.3 push from: pushes on the source's navigationController")
    func pushFromSource() {
        var h = declare {
            Navigation("n1") { Controller("a") { Controller("k") } }
        } detached: {
            Controller("b")
        }
        expectClean(h.push("b", from: "k"))
        #expect(h.viewControllers(of: "n1") == ["a", "b"])
    }

    @Test("R5.3 R1.3 push from: a controller without a navigation controller does nothing, with a note")
    func pushFromWithoutNavigationController() {
        var h = declare {
            Controller("root")
        } detached: {
            Controller("b")
        }
        let before = h
        let result = h.push("b", from: "root")
        expectExactDiagnostic(result, .warning, "<UIViewController: root> has no navigationController; nothing was pushed")
        #expect(result.failed == false)
        expectHierarchyUnchanged(before, h)
    }

    @Test("R5.3 pushing a navigation controller raises and leaves the stack unchanged")
    func pushNavigationController() {
        var h = declare {
            Navigation("n1") { Controller("a") }
        } detached: {
            Navigation("n2") { Controller("b") }
        }
        let before = h
        let result = h.push("n2", onto: "n1")
        expectExactDiagnostic(result, .error, "Pushing a navigation controller is not supported")
        #expect(result.diagnostics.map(\.code) == [.pushingNavigationController])
        #expect(result.failed)
        expectHierarchyUnchanged(before, h)
        #expect(h.viewControllers(of: "n1") == ["a"])
        #expect(h.viewControllers(of: "n2") == ["b"])
        #expect(h.parent(of: "n2") == nil)
    }

    @Test("R5.3 variant: show(N2) from A is not a push but a modal presentation by N1")
    func s11ShowNavigationControllerPresents() {
        var h = declare {
            Navigation("n1") { Controller("a") }
        } detached: {
            Navigation("n2") { Controller("b") }
        }
        expectClean(h.show("n2", from: "a"))
        #expect(h.viewControllers(of: "n1") == ["a"])
        #expect(h.parent(of: "n2") == nil)
        #expect(h.presentingViewController(of: "n2") == "n1")
        #expect(h.presentedFrom("n2") == "a")
        #expect(h.presentedViewController(of: "a") == "n2")
        #expect(h.navigationController(of: "b") == "n2")
    }

    @Test("R5.3 pushing the top again raises and leaves the stack unchanged")
    func s12PushTopTwice() {
        var h = declare {
            Navigation("n1") {
                Controller("a"); Controller("b")
            }
        }
        let before = h
        let result = h.push("b", onto: "n1")
        expectExactDiagnostic(
            result, .error, "Pushing the same view controller instance more than once is not supported (<UIViewController: b>)")
        #expect(result.diagnostics.map(\.code) == [.pushingSameInstanceTwice])
        expectHierarchyUnchanged(before, h)
    }

    @Test("R5.3 pushing a controller already lower in the stack raises too")
    func s12PushLowerElement() {
        var h = declare {
            Navigation("n1") {
                Controller("a"); Controller("b")
            }
        }
        let before = h
        expectExactDiagnostic(
            h.push("a", onto: "n1"), .error,
            "Pushing the same view controller instance more than once is not supported (<UIViewController: a>)")
        expectHierarchyUnchanged(before, h)
        #expect(h.viewControllers(of: "n1") == ["a", "b"])
    }

    @Test("R5.3 R7.9 pushing a split view controller is logged and ignored")
    func pushSplitViewController() {
        var h = declare {
            Navigation("n1") { Controller("a") }
        } detached: {
            Split("s", primary: Controller("p"), secondary: Controller("d"))
        }
        let before = h
        let result = h.push("s", onto: "n1")
        expectExactDiagnostic(result, .warning, "Split View Controllers cannot be pushed to a Navigation Controller <UINavigationController: n1>")
        #expect(result.diagnostics.map(\.code) == [.pushingSplitViewController])
        #expect(result.failed == false)
        expectHierarchyUnchanged(before, h)
        #expect(h.viewControllers(of: "n1") == ["a"])
        #expect(h.parent(of: "s") == nil)
    }

    @Test("R5.3 U7 pushing a tab bar controller pushes it, with vcgraph's note quoting Apple's documentation")
    func pushTabBarController() {
        var h = declare {
            Navigation("n1") { Controller("a") }
        } detached: {
            TabBar("t") { Controller("v1") }
        }
        let result = h.push("t", onto: "n1")
        expectExactDiagnostic(
            result, .note,
            "<UITabBarController: t> is in the stack of <UINavigationController: n1>: UIKit shows it, though Apple's documentation "
                + "of pushViewController(_:animated:) says the pushed controller \"cannot be a tab bar controller\"; its tab bar shows "
                + "only while it is the top of the stack")
        #expect(result.diagnostics.map(\.code) == [.pushingTabBarController] && result.diagnostics[0].wording == .vcgraph)
        #expect(result.diagnostics[0].rule == .u7)
        #expect(h.viewControllers(of: "n1") == ["a", "t"])
        #expect(h.isOnScreen("v1"))
    }

    @Test("R5.3 pushing a presented controller is an error and changes nothing")
    func pushPresentedController() {
        var h = declare {
            Navigation("n1") { Controller("a") }
        } detached: {
            Controller("m")
            Navigation("n2") { Controller("b") }
        }
        expectClean(h.present("m", from: "a", .init(style: .fullScreen)))
        expectClean(h.present("n2", from: "m", .init(style: .overFullScreen)))
        let before = h
        let result = h.push("m", onto: "n2")
        expectExactDiagnostic(
            result, .error,
            "vcgraph cannot push <UIViewController: m> while <UINavigationController: n1> presents it: UIKit documents no outcome for pushing a presented controller; dismiss it first"
        )
        #expect(result.diagnostics.map(\.code) == [.pushingPresentedController])
        expectHierarchyUnchanged(before, h)
        #expect(h.presentingViewController(of: "m") == "n1")
    }

    @Test("R5.3 pushing another navigation controller's root moves it; the other stack is left empty")
    func s14PushOtherNavigationsRoot() {
        var h = declare {
            Navigation("n1") { Controller("a") }
        } detached: {
            Navigation("n2") { Controller("b") }
        }
        expectClean(h.push("b", onto: "n1"))
        #expect(h.viewControllers(of: "n2") == [])
        #expect(h.topViewController(of: "n2") == nil)
        #expect(h.children(of: "n2") == [])
        #expect(h.parent(of: "b") == "n1")
        #expect(h.navigationController(of: "b") == "n1")
        #expect(h.viewControllers(of: "n1") == ["a", "b"])
        #expect(h.familyRoot(of: "b") == "n1")
    }

    @Test("R5.3 pushing a tab moves it out of its tab bar controller")
    func pushTabMovesIt() {
        var h = declare {
            Navigation("n1") { Controller("a") }
        } detached: {
            TabBar("t") {
                Controller("v1"); Controller("v2")
            }
        }
        expectClean(h.push("v2", onto: "n1"))
        #expect(h.viewControllers(of: "t") == ["v1"])
        #expect(h.children(of: "t") == ["v1"])
        #expect(h.tabBarController(of: "v2") == nil)
        #expect(h.navigationController(of: "v2") == "n1")
    }

    @Test("R5.3 R10.3 pushing a window root or an ancestor of the navigation controller is refused")
    func pushIllegalContainment() {
        var h = declare {
            Controller("root")
        } detached: {
            Controller("c") { Navigation("n2") { Controller("a") } }
        }
        let before = h
        expectExactDiagnostic(
            h.push("root", onto: "n2"), .error,
            "<UIViewController: root> cannot become a child of <UINavigationController: n2>: it is the root view controller of window 'main'")
        expectExactDiagnostic(
            h.push("c", onto: "n2"), .error,
            "<UIViewController: c> cannot become a child of <UINavigationController: n2>: it is <UINavigationController: n2> or one of its ancestors")
        expectHierarchyUnchanged(before, h)
    }

    @Test("R5.3 R10.3 pushing the presenter of the navigation controller's own family (a cycle) is refused")
    func pushOwnPresenterIsRefused() {
        var h = declare {
            Controller("c") { Controller("a").definesPresentationContext(true) }
        } detached: {
            Navigation("n2") { Controller("b") }
        }
        expectClean(h.present("n2", from: "a", .init(style: .overCurrentContext)))
        #expect(h.presentingViewController(of: "n2") == "a")
        let result = h.push("a", onto: "n2")
        // Accepted, A would be inside N2 while N2 is presented by A: a loop. Only safe queries follow.
        #expect(result.failed)
        #expect(result.diagnostics.map(\.code) == [.illegalContainment])
        #expect(h.parent(of: "a") == "c")
        #expect(h.viewControllers(of: "n2") == ["b"])
    }

    @Test("R5.3 pushing onto something that is not a navigation controller is refused")
    func pushOntoNonNavigation() {
        var h = declare {
            Controller("root")
        } detached: {
            Controller("b")
        }
        let before = h
        expectExactDiagnostic(h.push("b", onto: "root"), .error, "<UIViewController: root> is not a navigation controller")
        expectExactDiagnostic(h.push("zz", onto: "root"), .error, "No controller has the id 'zz'")
        expectHierarchyUnchanged(before, h)
    }

    // MARK: R5.4 pop

    @Test("R5.4 pop removes and returns the top; it loses its parent")
    func popReturnsTop() {
        var h = declare {
            Navigation("n1") {
                Controller("a"); Controller("b"); Controller("c")
            }
        }
        let result = h.pop("n1")
        expectClean(result)
        #expect(result.removed == ["c"])
        #expect(h.viewControllers(of: "n1") == ["a", "b"])
        #expect(h.parent(of: "c") == nil)
        #expect(h.navigationController(of: "c") == nil)
    }

    @Test("R5.4 pop with only the root does nothing and returns nil")
    func s13PopRoot() {
        var h = declare {
            Navigation("n1") { Controller("a") }
        }
        let before = h
        let result = h.pop("n1")
        expectClean(result)
        #expect(result.removed == [])
        #expect(h.viewControllers(of: "n1") == ["a"])
        expectHierarchyUnchanged(before, h)
    }

    @Test("R5.4 pop on something that is not a navigation controller is refused")
    func popNonNavigation() {
        var h = declare { Controller("root") }
        let before = h
        expectExactDiagnostic(h.pop("root"), .error, "<UIViewController: root> is not a navigation controller")
        expectExactDiagnostic(h.popToRoot("root"), .error, "<UIViewController: root> is not a navigation controller")
        expectExactDiagnostic(h.pop(to: "root", in: "root"), .error, "<UIViewController: root> is not a navigation controller")
        expectExactDiagnostic(h.pop("zz"), .error, "No controller has the id 'zz'")
        expectHierarchyUnchanged(before, h)
    }

    // MARK: R5.5 popTo

    @Test("R5.5 popTo returns the controllers above the target, lowest first")
    func popToReturnsPopped() {
        var h = declare {
            Navigation("n1") {
                Controller("a"); Controller("b"); Controller("c"); Controller("d")
            }
        }
        let result = h.pop(to: "b", in: "n1")
        expectClean(result)
        #expect(result.removed == ["c", "d"])
        #expect(h.viewControllers(of: "n1") == ["a", "b"])
        #expect(h.parent(of: "c") == nil)
        #expect(h.parent(of: "d") == nil)
    }

    @Test("R5.5 popTo the top pops nothing")
    func popToTop() {
        var h = declare {
            Navigation("n1") {
                Controller("a"); Controller("b")
            }
        }
        let before = h
        let result = h.pop(to: "b", in: "n1")
        expectClean(result)
        #expect(result.removed == [])
        expectHierarchyUnchanged(before, h)
    }

    @Test("R5.5 popTo a controller not on the stack raises and changes nothing")
    func s13PopToMissing() {
        var h = declare {
            Navigation("n1") {
                Controller("a"); Controller("b")
            }
        } detached: {
            Controller("z")
            Navigation("n2") { Controller("y") }
        }
        let before = h
        let result = h.pop(to: "z", in: "n1")
        expectExactDiagnostic(result, .error, "Tried to pop to a view controller that doesn't exist.")
        #expect(result.diagnostics.map(\.code) == [.poppingToMissingController])
        // On another navigation controller's stack is not on this one.
        expectExactDiagnostic(h.pop(to: "y", in: "n1"), .error, "Tried to pop to a view controller that doesn't exist.")
        expectHierarchyUnchanged(before, h)
    }

    @Test("popTo Z raises; pop returns nil; popToRoot returns nothing; the stack stays [A]")
    func s13Scenario() {
        var h = declare {
            Navigation("n1") { Controller("a") }
        } detached: {
            Controller("z")
        }
        expectExactDiagnostic(h.pop(to: "z", in: "n1"), .error, "Tried to pop to a view controller that doesn't exist.")
        #expect(h.pop("n1").removed == [])
        #expect(h.viewControllers(of: "n1") == ["a"])
        let result = h.popToRoot("n1")
        expectClean(result)
        #expect(result.removed == [])
        #expect(h.viewControllers(of: "n1") == ["a"])
    }

    // MARK: R5.6 popToRoot

    @Test("R5.6 popToRoot pops everything above the root and returns it")
    func popToRoot() {
        var h = declare {
            Navigation("n1") {
                Controller("a"); Controller("b"); Controller("c")
            }
        }
        let result = h.popToRoot("n1")
        expectClean(result)
        #expect(result.removed == ["b", "c"])
        #expect(h.viewControllers(of: "n1") == ["a"])
        #expect(h.topViewController(of: "n1") == "a")
        #expect(h.parent(of: "b") == nil)
    }

    // MARK: R5.7 setViewControllers

    @Test("R5.7 setViewControllers replaces the stack; leaving controllers lose their parent")
    func setViewControllersReplaces() {
        var h = declare {
            Navigation("n1") {
                Controller("a"); Controller("b")
            }
        } detached: {
            Controller("c")
        }
        let result = h.setViewControllers(["c", "a"], of: "n1")
        expectClean(result)
        #expect(result.removed == ["b"])
        #expect(h.viewControllers(of: "n1") == ["c", "a"])
        #expect(h.children(of: "n1") == ["c", "a"])
        #expect(h.parent(of: "b") == nil)
        #expect(h.parent(of: "c") == "n1")
        #expect(h.parent(of: "a") == "n1")
        #expect(h.topViewController(of: "n1") == "a")
    }

    @Test("R5.7 setViewControllers adopts controllers from other containers")
    func setViewControllersAdopts() {
        var h = declare {
            Navigation("n1") { Controller("a") }
        } detached: {
            Navigation("n2") {
                Controller("x"); Controller("y")
            }
            Controller("c") { Controller("k") }
        }
        expectClean(h.setViewControllers(["a", "y", "k"], of: "n1"))
        #expect(h.viewControllers(of: "n1") == ["a", "y", "k"])
        #expect(h.viewControllers(of: "n2") == ["x"])
        #expect(h.children(of: "c") == [])
        #expect(h.parent(of: "y") == "n1")
        #expect(h.parent(of: "k") == "n1")
    }

    @Test("R5.7 setViewControllers with an empty array empties the stack")
    func setViewControllersEmpty() {
        var h = declare {
            Navigation("n1") {
                Controller("a"); Controller("b")
            }
        }
        let result = h.setViewControllers([], of: "n1")
        expectClean(result)
        #expect(result.removed == ["a", "b"])
        #expect(h.viewControllers(of: "n1") == [])
        #expect(h.parent(of: "a") == nil)
    }

    @Test("R5.7 setViewControllers refuses a navigation controller and changes nothing")
    func setViewControllersRefusesNavigation() {
        var h = declare {
            Navigation("n1") { Controller("a") }
        } detached: {
            Controller("b")
            Navigation("n2") { Controller("c") }
        }
        let before = h
        expectExactDiagnostic(h.setViewControllers(["b", "n2"], of: "n1"), .error, "Pushing a navigation controller is not supported")
        expectHierarchyUnchanged(before, h)
        #expect(h.parent(of: "b") == nil)
    }

    @Test("R5.7 setViewControllers refuses duplicates and changes nothing")
    func setViewControllersRefusesDuplicates() {
        var h = declare {
            Navigation("n1") { Controller("a") }
        } detached: {
            Controller("b")
        }
        let before = h
        expectExactDiagnostic(
            h.setViewControllers(["b", "a", "b"], of: "n1"), .error,
            "Pushing the same view controller instance more than once is not supported (<UIViewController: b>)")
        expectHierarchyUnchanged(before, h)
    }

    @Test("R5.7 U7 setViewControllers takes a tab bar controller, with vcgraph's note")
    func setViewControllersTakesTabBar() {
        var h = declare {
            Navigation("n1") { Controller("a") }
        } detached: {
            TabBar("t") { Controller("v1") }
        }
        let result = h.setViewControllers(["a", "t"], of: "n1")
        #expect(result.diagnostics.map(\.severity) == [.note] && result.diagnostics.map(\.code) == [.pushingTabBarController])
        #expect(h.viewControllers(of: "n1") == ["a", "t"])
    }

    @Test("R5.7 setViewControllers refuses a presented controller and changes nothing")
    func setViewControllersRefusesPresented() {
        var h = declare {
            Navigation("n1") { Controller("a") }
        } detached: {
            Controller("m")
        }
        expectClean(h.present("m", from: "a", .init(style: .fullScreen)))
        let before = h
        expectExactDiagnostic(
            h.setViewControllers(["a", "m"], of: "n1"), .error,
            "vcgraph cannot push <UIViewController: m> while <UINavigationController: n1> presents it: UIKit documents no outcome for pushing a presented controller; dismiss it first"
        )
        expectHierarchyUnchanged(before, h)
    }

    @Test("R5.7 R5.3 setViewControllers skips a split view controller with UIKit's message")
    func setViewControllersSkipsSplit() {
        var h = declare {
            Navigation("n1") { Controller("a") }
        } detached: {
            Controller("b")
            Split("s", primary: Controller("p"))
        }
        let result = h.setViewControllers(["b", "s"], of: "n1")
        expectExactDiagnostic(result, .warning, "Split View Controllers cannot be pushed to a Navigation Controller <UINavigationController: n1>")
        #expect(h.viewControllers(of: "n1") == ["b"])
        #expect(h.parent(of: "s") == nil)
        #expect(h.parent(of: "a") == nil)
        #expect(result.removed == ["a"])
    }

    // MARK: R5.8 presentation context and show

    @Test("R5.8 a navigation controller defines a presentation context by default")
    func navigationDefinesContext() {
        var h = declare {
            Navigation("n1") { Controller("items") }
        } detached: {
            Controller("x")
        }
        #expect(h.definesPresentationContext("n1") == true)
        #expect(h.definesPresentationContext("items") == false)
        #expect(ControllerKind.navigation.definesPresentationContextByDefault)
        expectClean(h.present("x", from: "items", .init(style: .currentContext)))
        #expect(h.presentingViewController(of: "x") == "n1")
        #expect(h.presentedViewController(of: "items") == "x")
        #expect(h.presentedViewController(of: "n1") == "x")
        #expect(h.presentation(of: "x")?.resolution.rule == .definesPresentationContext)
        #expect(h.presentation(of: "x")?.resolution.contextWalk.map(\.controller) == ["items", "n1"])
        #expect(h.presentation(of: "x")?.resolution.contextWalk.map(\.isClassDefault) == [true, true])
    }

    @Test("R5.8 an explicit definesPresentationContext = false on the navigation controller wins")
    func navigationContextOverridden() {
        var h = declare {
            Controller("c") { Navigation("n1") { Controller("items") }.definesPresentationContext(false) }
        } detached: {
            Controller("x")
        }
        #expect(h.definesPresentationContext("n1") == false)
        expectClean(h.present("x", from: "items", .init(style: .currentContext)))
        #expect(h.presentingViewController(of: "x") == "c")
    }

    @Test("R5.8 a navigation controller's show pushes")
    func navigationShowPushes() {
        var h = declare {
            Navigation("n1") { Controller("a") }
        } detached: {
            Controller("b")
            Controller("c")
        }
        expectClean(h.show("b", from: "a"))
        #expect(h.viewControllers(of: "n1") == ["a", "b"])
        expectClean(h.show("c", from: "n1"))
        #expect(h.viewControllers(of: "n1") == ["a", "b", "c"])
        #expect(h.presentations == [])
    }

    // MARK: R5.9 nested navigation controller on collapse

    @Test("R5.9 U5 a collapsed classic split nests the secondary navigation controller in the primary's stack")
    func nestedNavigationOnCollapse() {
        var h = declare {
            Split("s", primary: Navigation("np") { Controller("master") }, secondary: Navigation("nd") { Controller("detail") })
        }
        expectClean(h.setHorizontalSizeClass(.compact))
        #expect(h.viewControllers(of: "np") == ["master", "nd"])
        #expect(h.navigationController(of: "detail") == "nd")
        #expect(h.navigationController(of: "nd") == "np")
        #expect(h.parent(of: "nd") == "np")
        // Pushing on the nested navigation controller stays inside it.
        expectClean(h.addController("more", kind: .plain))
        expectClean(h.push("more", from: "detail"))
        #expect(h.viewControllers(of: "nd") == ["detail", "more"])
        #expect(h.viewControllers(of: "np") == ["master", "nd"])
    }

    @Test("R5.9 the primary of a collapsed split takes a navigation controller pushed or set by the app; expanded, or elsewhere, it raises")
    func nestedNavigationByTheApp() {
        var h = declare {
            Split("s", primary: Navigation("np") { Controller("master") }, secondary: Controller("empty"))
        } detached: {
            Navigation("nd") { Controller("detail") }
            Navigation("other") { Controller("page") }
        }
        expectExactDiagnostic(h.push("nd", onto: "np"), .error, "Pushing a navigation controller is not supported")
        expectClean(h.setHorizontalSizeClass(.compact))
        expectClean(h.setViewControllers(["master", "nd"], of: "np"))
        #expect(h.viewControllers(of: "np") == ["master", "nd"])
        #expect(h.navigationController(of: "detail") == "nd" && h.navigationController(of: "nd") == "np")
        expectClean(h.popToRoot("np"))
        expectClean(h.push("nd", onto: "np"))
        #expect(h.parent(of: "nd") == "np")
        expectExactDiagnostic(h.push("other", onto: "nd"), .error, "Pushing a navigation controller is not supported")
        expectInvariants(h)
    }

    @Test("R5.6 R5.7 a 2,000-deep stack popped to its root, rebuilt and replaced: each leaving controller loses its parent once")
    func deepStackPoppedAndReplaced() {
        var h = declare {
            Navigation("n") { Controller("root") }
        } detached: {
            for i in 0..<2_000 { Controller(ControllerID("v\(i)")) }
        }
        let pushed = (0..<2_000).map { ControllerID("v\($0)") }
        for id in pushed { expectClean(h.push(id, onto: "n")) }
        #expect(h.topViewController(of: "n") == "v1999")
        let popped = h.popToRoot("n")
        expectClean(popped)
        #expect(popped.removed == pushed)
        #expect(h.viewControllers(of: "n") == ["root"])
        #expect(h.parent(of: "v0") == nil && h.navigationController(of: "v1999") == nil)
        expectClean(h.setViewControllers(["root"] + pushed, of: "n"))
        let replaced = h.setViewControllers(Array(pushed[1_000...]), of: "n")
        expectClean(replaced)
        #expect(replaced.removed == ["root"] + pushed[..<1_000])
        #expect(h.viewControllers(of: "n") == Array(pushed[1_000...]))
        #expect(h.children(of: "n") == Array(pushed[1_000...]))
        #expect(h.parent(of: "root") == nil && h.parent(of: "v999") == nil && h.parent(of: "v1000") == "n")
        #expect(h.isOnScreen("v1999") && !h.isOnScreen("v1998"))
        expectInvariants(h)
    }
}
