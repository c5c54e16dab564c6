import PresentationModel
import Testing

// MARK: - Helpers shared by the containment, navigation, tab bar, split view and show tests

/// Everything the public API reports about a hierarchy, so that a test can check that a
/// refused operation changed nothing at all.
struct RelationsSnapshot: Equatable {
    var controllers: [HierarchyAnalysis.ControllerRelations]
    var families: [HierarchyAnalysis.Family]
    var presentations: [Presentation]
    var containerState: [String]
}

func relationsSnapshot(_ h: Hierarchy) -> RelationsSnapshot {
    let analysis = h.analyze()
    var state: [String] = []
    for id in h.controllers {
        if let index = h.selectedIndex(of: id) {
            state.append("\(id) selectedIndex=\(index) more=\(h.moreNavigationController(of: id)?.rawValue ?? "-")")
        }
        if let collapsed = h.isCollapsed(id) {
            let columns = SplitColumn.allCases.map { "\($0.rawValue)=\(h.viewController(for: $0, of: id)?.rawValue ?? "-")" }
            state.append("\(id) collapsed=\(collapsed) \(columns.joined(separator: " "))")
        }
    }
    return RelationsSnapshot(
        controllers: Array(analysis.controllers), families: analysis.families,
        presentations: analysis.presentations, containerState: state)
}

/// Expects that `after` reports exactly the relationships `before` reported.
func expectHierarchyUnchanged(
    _ before: Hierarchy, _ after: Hierarchy, sourceLocation: SourceLocation = #_sourceLocation
) {
    #expect(relationsSnapshot(before) == relationsSnapshot(after), sourceLocation: sourceLocation)
}

// MARK: - §2 families and §11 child containment

@Suite("Containment (§2 R1.1–R1.7, §11 R10.1–R10.4)", .checkingInvariants)
struct ContainmentTests {
    // MARK: R1.1 parent

    @Test("R1.1 parent is the containing controller; a family root has none")
    func parentIsTheContainer() {
        let h = declare {
            Navigation("n1") {
                Controller("a") { Controller("k") }
                Controller("b")
            }
        }
        #expect(h.parent(of: "a") == "n1")
        #expect(h.parent(of: "b") == "n1")
        #expect(h.parent(of: "k") == "a")
        #expect(h.parent(of: "n1") == nil)
        #expect(h.parent(of: "unknown") == nil)
    }

    @Test("R1.1 a presented controller's parent is nil, not its presenter")
    func presentedControllerHasNoParent() {
        var h = declare {
            Navigation("n1") { Controller("a") }
        } detached: {
            Controller("m")
        }
        expectClean(h.present("m", from: "a", .init(style: .fullScreen)))
        #expect(h.parent(of: "m") == nil)
        #expect(h.presentingViewController(of: "m") == "n1")
        #expect(h.familyRoot(of: "m") == "m")
    }

    // MARK: R1.2 children

    @Test("R1.2 children never include presented controllers")
    func childrenExcludePresented() {
        var h = declare {
            Navigation("n1") { Controller("a").definesPresentationContext(true) }
        } detached: {
            Controller("m")
            Controller("x")
        }
        expectClean(h.present("x", from: "a", .init(style: .currentContext)))
        #expect(h.presentingViewController(of: "x") == "a")
        #expect(h.children(of: "a") == [])
        #expect(h.children(of: "n1") == ["a"])
        expectClean(h.present("m", from: "x", .init(style: .fullScreen)))
        #expect(h.presentingViewController(of: "m") == "x")
        #expect(h.children(of: "x") == [])
    }

    // MARK: R1.3 navigationController

    @Test("R1.3 navigationController is the nearest strict ancestor navigation controller")
    func navigationControllerIsNearestStrictAncestor() {
        let h = declare {
            Navigation("n1") {
                Controller("c") {
                    Navigation("n2") { Controller("x") }
                }
            }
        }
        #expect(h.navigationController(of: "x") == "n2")
        #expect(h.navigationController(of: "n2") == "n1")
        #expect(h.navigationController(of: "c") == "n1")
        // The walk starts at the parent: a navigation controller is not its own.
        #expect(h.navigationController(of: "n1") == nil)
    }

    @Test("R1.3 a presented controller outside a navigation controller of its own family has none")
    func presentedControllerHasNoNavigationController() {
        var h = declare {
            Navigation("n1") { Controller("a") }
        } detached: {
            Controller("m")
            Navigation("n2") { Controller("detail") }
        }
        expectClean(h.present("m", from: "a", .init(style: .fullScreen)))
        #expect(h.navigationController(of: "a") == "n1")
        #expect(h.navigationController(of: "m") == nil)
        expectClean(h.present("n2", from: "m", .init(style: .fullScreen)))
        #expect(h.navigationController(of: "detail") == "n2")
        #expect(h.navigationController(of: "n2") == nil)
    }

    @Test("R1.3 a context presentation from inside a navigation controller does not inherit it")
    func contextPresentationDoesNotInheritNavigation() {
        var h = declare {
            Navigation("n1") { Controller("items").definesPresentationContext(true) }
        } detached: {
            Controller("x")
        }
        expectClean(h.present("x", from: "items", .init(style: .overCurrentContext)))
        #expect(h.presentingViewController(of: "x") == "items")
        #expect(h.navigationController(of: "x") == nil)
    }

    // MARK: R1.4 splitViewController

    @Test("R1.4 splitViewController is the nearest strict ancestor split view controller, parents only")
    func splitViewControllerByParents() {
        var h = declare {
            Split("s", primary: Navigation("np") { Controller("master") }, secondary: Navigation("nd") { Controller("detail") })
        } detached: {
            Controller("m")
        }
        #expect(h.splitViewController(of: "detail") == "s")
        #expect(h.splitViewController(of: "nd") == "s")
        #expect(h.splitViewController(of: "master") == "s")
        #expect(h.splitViewController(of: "s") == nil)
        expectClean(h.present("m", from: "master", .init(style: .fullScreen)))
        #expect(h.presentingViewController(of: "m") == "s")
        #expect(h.splitViewController(of: "m") == nil)
    }

    @Test("R1.4 a controller in a popover attached to a split view returns that split view")
    func popoverFromSplitViewReturnsSplit() {
        var h = declare {
            Split("s", primary: Navigation("np") { Controller("master") }, secondary: Navigation("nd") { Controller("detail") })
        } detached: {
            Controller("pop")
        }
        expectClean(h.present("pop", from: "master", .init(style: .popover)))
        #expect(h.presentingViewController(of: "pop") == "s")
        #expect(h.presentationStyle(of: "pop") == .popover)
        #expect(h.splitViewController(of: "pop") == "s")
    }

    // MARK: R1.5 tabBarController (Decision U1)

    @Test("R1.5 tabBarController is the nearest strict ancestor tab bar controller")
    func tabBarControllerByParents() {
        let h = declare {
            TabBar("t") {
                Navigation("n1") { Controller("items") { Controller("k") } }
                Controller("other")
            }
        }
        #expect(h.tabBarController(of: "items") == "t")
        #expect(h.tabBarController(of: "k") == "t")
        #expect(h.tabBarController(of: "n1") == "t")
        #expect(h.tabBarController(of: "other") == "t")
        #expect(h.tabBarController(of: "t") == nil)
    }

    /// BNR figure 1 for the tab bar side: Detail.tab = — (U1).
    @Test("R1.5 U1 default: a presented family's tabBarController is nil (parents only)")
    func tabBarControllerDoesNotCrossPresentationByDefault() {
        var h = declare {
            TabBar("t") {
                Navigation("n1") { Controller("items") }
                Controller("other")
            }
        } detached: {
            Navigation("n2") { Controller("detail") }
        }
        expectClean(h.present("n2", from: "items", .init(style: .fullScreen)))
        #expect(h.presentingViewController(of: "detail") == "t")
        #expect(h.tabBarController(of: "detail") == nil)
        #expect(h.tabBarController(of: "n2") == nil)
        #expect(h.analyze().controllers.first { $0.id == "detail" }?[.tabBarController] == .controller(nil))
    }

    @Test("R1.5 U1 option tabBarControllerCrossesPresentation: the walk continues through the presenter")
    func tabBarControllerCrossesPresentationWithOption() {
        var h = declare(Environment(device: .ipad, options: ModelOptions(tabBarControllerCrossesPresentation: true))) {
            TabBar("t") {
                Navigation("n1") { Controller("items") }
                Controller("other")
            }
        } detached: {
            Navigation("n2") { Controller("detail") }
        }
        expectClean(h.present("n2", from: "items", .init(style: .fullScreen)))
        #expect(h.tabBarController(of: "detail") == "t")
        #expect(h.tabBarController(of: "n2") == "t")
        #expect(h.analyze().controllers.first { $0.id == "detail" }?[.tabBarController] == .controller("t"))
        // The option is for tabBarController only: the other walks stay parents-only (R1.3).
        #expect(h.navigationController(of: "n2") == nil)
        #expect(h.parent(of: "n2") == nil)
    }

    @Test("R1.5 U1 default: a presented tab bar controller is its tabs' tabBarController; its own is nil")
    func presentedTabBarController() {
        var h = declare {
            TabBar("t") { Controller("items") }
        } detached: {
            TabBar("t2") { Controller("inner") }
        }
        expectClean(h.present("t2", from: "items", .init(style: .fullScreen)))
        #expect(h.tabBarController(of: "inner") == "t2")
        #expect(h.tabBarController(of: "t2") == nil)
    }

    // MARK: R1.6 families

    @Test("R1.6 the upward properties never leave a family; both families are reported")
    func upwardPropertiesStayInFamily() {
        var h = declare {
            TabBar("t") {
                Navigation("n1") { Controller("items") }
                Controller("other")
            }
        } detached: {
            Navigation("n2") { Controller("detail") }
        }
        expectClean(h.present("n2", from: "items", .init(style: .fullScreen)))
        for id: ControllerID in ["n2", "detail"] {
            #expect(h.familyRoot(of: id) == "n2")
            #expect(h.splitViewController(of: id) == nil)
            #expect(h.tabBarController(of: id) == nil)
            #expect(h.presentingViewController(of: id) == "t")
            #expect(h.presentedViewController(of: id) == nil)
        }
        for id: ControllerID in ["t", "n1", "items", "other"] {
            #expect(h.familyRoot(of: id) == "t")
            #expect(h.presentedViewController(of: id) == "n2")
            #expect(h.presentingViewController(of: id) == nil)
        }
        #expect(h.parent(of: "n2") == nil)
        #expect(h.navigationController(of: "n2") == nil)
        #expect(h.navigationController(of: "detail") == "n2")
        #expect(h.navigationController(of: "items") == "n1")
        #expect(h.tabBarController(of: "n1") == "t")
        #expect(h.navigationController(of: "n1") == nil)
        let families = h.analyze().families
        #expect(families.map(\.root) == ["t", "n2"])
        #expect(families.map(\.members) == [["t", "n1", "items", "other"], ["n2", "detail"]])
        #expect(families.map(\.presentedBy) == [nil, "t"])
        #expect(families.map(\.window) == ["main", nil])
    }

    // MARK: R1.7 containers adopt

    @Test("R1.7 navigation stacks, tabs, split columns, pages and addChild all make children")
    func containersMakeChildren() {
        var h = Hierarchy(environment: Environment(device: .ipad))
        for (id, kind) in [
            ("nav", ControllerKind.navigation), ("a", .plain), ("tabs", .tabBar), ("b", .plain),
            ("split", .split(.unspecified)), ("p", .plain), ("d", .plain), ("pages", .page), ("q", .plain),
            ("custom", .plain), ("e", .plain),
        ] as [(ControllerID, ControllerKind)] {
            expectClean(h.addController(id, kind: kind))
        }
        expectClean(h.setViewControllers(["a"], of: "nav"))
        expectClean(h.setViewControllers(["b"], ofTabBar: "tabs"))
        expectClean(h.setViewController("p", for: .primary, of: "split"))
        expectClean(h.setViewController("d", for: .secondary, of: "split"))
        expectClean(h.addChild("q", to: "pages"))
        expectClean(h.addChild("e", to: "custom"))
        #expect(h.parent(of: "a") == "nav")
        #expect(h.parent(of: "b") == "tabs")
        #expect(h.parent(of: "p") == "split")
        #expect(h.parent(of: "d") == "split")
        #expect(h.parent(of: "q") == "pages")
        #expect(h.parent(of: "e") == "custom")
        #expect(h.children(of: "split") == ["p", "d"])
        #expect(h.viewControllers(of: "pages") == ["q"])
        #expect(h.viewControllers(of: "custom") == nil)
        #expect(h.children(of: "custom") == ["e"])
    }

    // MARK: R10.1 addChild

    @Test("R10.1 addChild takes a controller out of a navigation stack first")
    func addChildTakesOutOfNavigationStack() {
        var h = declare {
            Navigation("n1") {
                Controller("a"); Controller("b")
            }
        } detached: {
            Controller("c")
        }
        expectClean(h.addChild("b", to: "c"))
        #expect(h.viewControllers(of: "n1") == ["a"])
        #expect(h.topViewController(of: "n1") == "a")
        #expect(h.parent(of: "b") == "c")
        #expect(h.navigationController(of: "b") == nil)
        #expect(h.children(of: "c") == ["b"])
    }

    @Test("R10.1 addChild takes a tab out of its tab bar controller first")
    func addChildTakesOutOfTabBar() {
        var h = declare {
            TabBar("t", selected: "v2") {
                Controller("v1"); Controller("v2"); Controller("v3")
            }
        } detached: {
            Controller("c")
        }
        #expect(h.selectedViewController(of: "t") == "v2")
        expectClean(h.addChild("v2", to: "c"))
        #expect(h.viewControllers(of: "t") == ["v1", "v3"])
        #expect(h.children(of: "t") == ["v1", "v3"])
        #expect(h.parent(of: "v2") == "c")
        #expect(h.tabBarController(of: "v2") == nil)
        // The selected tab left: the first tab is selected.
        #expect(h.selectedViewController(of: "t") == "v1")
        #expect(h.selectedIndex(of: "t") == 0)
    }

    @Test("R10.1 addChild appends to the children in order; a controller has one parent")
    func addChildAppends() {
        var h = declare {
            Controller("c1") { Controller("k1") }
        } detached: {
            Controller("c2") { Controller("k2") }
        }
        expectClean(h.addChild("k1", to: "c2"))
        #expect(h.children(of: "c2") == ["k2", "k1"])
        #expect(h.children(of: "c1") == [])
        #expect(h.parent(of: "k1") == "c2")
        #expect(h.analyze().families.map(\.root) == ["c1", "c2"])
        // HierarchyAnalysis.Family.members is documented as "root first, in declaration order".
        #expect(h.analyze().families.map(\.members) == [["c1"], ["c2", "k1", "k2"]])
    }

    // MARK: R10.2 removeFromParent

    @Test("R10.2 removeFromParent clears the link; the controller heads a detached family")
    func removeFromParentClearsLink() {
        var h = declare {
            Navigation("n1") {
                Controller("a"); Controller("b") { Controller("k") }
            }
        }
        expectClean(h.removeFromParent("k"))
        #expect(h.parent(of: "k") == nil)
        #expect(h.children(of: "b") == [])
        #expect(h.familyRoot(of: "k") == "k")
        #expect(h.navigationController(of: "k") == nil)
        #expect(h.isInWindow("k") == false)
        expectClean(h.removeFromParent("b"))
        #expect(h.viewControllers(of: "n1") == ["a"])
        #expect(h.parent(of: "b") == nil)
    }

    @Test("R10.2 removeFromParent of a controller without a parent does nothing")
    func removeFromParentWithoutParent() {
        var h = declare {
            Navigation("n1") { Controller("a") }
        } detached: {
            Controller("z")
        }
        let before = h
        expectClean(h.removeFromParent("z"))
        expectClean(h.removeFromParent("n1"))
        expectHierarchyUnchanged(before, h)
        #expect(h.rootViewController(ofWindow: "main") == "n1")
    }

    // MARK: R10.3 illegal containment

    @Test("R10.3 adding a presented controller as a child is refused and changes nothing")
    func addChildOfPresentedControllerIsRefused() {
        var h = declare {
            Navigation("n1") { Controller("a") }
        } detached: {
            Controller("c")
            Controller("m")
        }
        expectClean(h.present("m", from: "a", .init(style: .fullScreen)))
        let before = h
        let result = h.addChild("m", to: "c")
        expectExactDiagnostic(
            result, .error,
            "<UIViewController: m> cannot become a child of <UIViewController: c>: it is being presented by <UINavigationController: n1>")
        #expect(result.diagnostics.map(\.code) == [.illegalContainment])
        #expect(result.diagnostics.map(\.rule) == ["R10.3"])
        #expect(result.failed)
        expectHierarchyUnchanged(before, h)
        #expect(h.presentingViewController(of: "m") == "n1")
    }

    @Test("R10.3 adding a controller to itself is refused and changes nothing")
    func addChildToItselfIsRefused() {
        var h = declare {
            Controller("c")
        }
        let before = h
        expectExactDiagnostic(
            h.addChild("c", to: "c"), .error,
            "<UIViewController: c> cannot become a child of <UIViewController: c>: it is the root view controller of window 'main'")
        expectHierarchyUnchanged(before, h)

        var detached = declare {
            Controller("root")
        } detached: {
            Controller("d")
        }
        let beforeDetached = detached
        expectExactDiagnostic(
            detached.addChild("d", to: "d"), .error,
            "<UIViewController: d> cannot become a child of <UIViewController: d>: it is <UIViewController: d> or one of its ancestors")
        expectHierarchyUnchanged(beforeDetached, detached)
    }

    @Test("R10.3 adding an ancestor as a child (a cycle) is refused and changes nothing")
    func addChildOfAncestorIsRefused() {
        var h = declare {
            Controller("root")
        } detached: {
            Controller("c1") { Controller("c2") { Controller("c3") } }
        }
        let before = h
        expectExactDiagnostic(
            h.addChild("c1", to: "c3"), .error,
            "<UIViewController: c1> cannot become a child of <UIViewController: c3>: it is <UIViewController: c3> or one of its ancestors")
        expectHierarchyUnchanged(before, h)
        #expect(h.parent(of: "c1") == nil)
        #expect(h.parent(of: "c3") == "c2")
    }

    @Test("R10.3 adopting the presenter of one's own family (a cycle through a presentation) is refused")
    func addChildOfOwnPresenterIsRefused() {
        var h = declare {
            Controller("c") { Controller("a").definesPresentationContext(true) }
        } detached: {
            Controller("m")
        }
        expectClean(h.present("m", from: "a", .init(style: .currentContext)))
        #expect(h.presentingViewController(of: "m") == "a")
        let result = h.addChild("a", to: "m")
        // Accepting it would make A a child of M while M is presented by A: the chain loops
        // (isInWindow / isOnScreen / present would then walk forever), so only safe queries follow.
        #expect(result.failed)
        #expect(result.diagnostics.map(\.code) == [.illegalContainment])
        #expect(h.parent(of: "a") == "c")
        #expect(h.children(of: "m") == [])
    }

    @Test("R10.3 a window's root view controller cannot become a child")
    func addChildOfWindowRootIsRefused() {
        var h = declare {
            Navigation("n1") { Controller("a") }
        } detached: {
            Controller("c")
        }
        let before = h
        expectExactDiagnostic(
            h.addChild("n1", to: "c"), .error,
            "<UINavigationController: n1> cannot become a child of <UIViewController: c>: it is the root view controller of window 'main'")
        expectHierarchyUnchanged(before, h)
    }

    @Test("R1.7 R10.1 addChild on a UIKit container is refused: its own API manages its children")
    func addChildToSystemContainerIsRefused() {
        var h = declare {
            TabBar("t") { Navigation("n1") { Controller("a") } }
        } detached: {
            Split("s", primary: Controller("p"))
            Controller("x")
        }
        let before = h
        let suffix = "is not a custom container (use push, setViewControllers or the split view's columns)"
        expectExactDiagnostic(h.addChild("x", to: "n1"), .error, "<UINavigationController: n1> \(suffix)")
        expectExactDiagnostic(h.addChild("x", to: "t"), .error, "<UITabBarController: t> \(suffix)")
        expectExactDiagnostic(h.addChild("x", to: "s"), .error, "<UISplitViewController: s> \(suffix)")
        expectHierarchyUnchanged(before, h)
    }

    @Test("R10.1 R10.2 unknown ids are refused with the id named")
    func unknownIDs() {
        var h = declare { Controller("c") }
        let before = h
        expectExactDiagnostic(h.addChild("zz", to: "c"), .error, "No controller has the id 'zz'")
        expectExactDiagnostic(h.addChild("c", to: "yy"), .error, "No controller has the id 'yy'")
        expectExactDiagnostic(h.removeFromParent("zz"), .error, "No controller has the id 'zz'")
        expectHierarchyUnchanged(before, h)
    }

    // MARK: R10.4 presenting a controller that has a parent (P3)

    @Test("R10.4 presenting a controller that has a parent is refused with UIKit's iOS 13+ text")
    func presentingChildIsRefused() {
        var h = declare {
            Navigation("n1") { Controller("a") }
        } detached: {
            Navigation("n2") { Controller("b") }
        }
        let before = h
        let result = h.present("b", from: "a", .init(style: .fullScreen))
        expectExactDiagnostic(
            result, .error,
            "Application tried to present modally a view controller <UIViewController: b> that has a parent view controller <UINavigationController: n2>."
        )
        #expect(result.diagnostics.map(\.code) == [.presentingControllerWithParent])
        expectHierarchyUnchanged(before, h)
        #expect(h.presentingViewController(of: "b") == nil)
        #expect(h.presentedViewController(of: "a") == nil)
        #expect(h.presentations == [])
    }

    @Test("R10.4 presenting a custom container's child names the container")
    func presentingCustomChildIsRefused() {
        var h = declare {
            Controller("c") { Controller("k") }
        } detached: {
            Controller("m")
        }
        let before = h
        expectExactDiagnostic(
            h.present("k", from: "c"), .error,
            "Application tried to present modally a view controller <UIViewController: k> that has a parent view controller <UIViewController: c>.")
        expectHierarchyUnchanged(before, h)
    }

    // MARK: Moving between families

    @Test("addChild moves a controller to another family and its ancestors are recomputed")
    func s21ChildContainmentMovesController() {
        var h = declare {
            TabBar("t") { Controller("c1") { Controller("k") } }
        } detached: {
            Split("s", primary: Controller("c2"), secondary: Controller("d"))
            Controller("x")
        }
        #expect(h.tabBarController(of: "k") == "t")
        #expect(h.familyRoot(of: "k") == "t")
        expectClean(h.addChild("k", to: "c2"))
        #expect(h.parent(of: "k") == "c2")
        #expect(h.children(of: "c1") == [])
        #expect(h.children(of: "c2") == ["k"])
        #expect(h.familyRoot(of: "k") == "s")
        #expect(h.familyRoot(of: "k") == h.familyRoot(of: "c2"))
        #expect(h.tabBarController(of: "k") == nil)
        #expect(h.splitViewController(of: "k") == "s")
        #expect(h.navigationController(of: "k") == nil)
        #expect(h.isInWindow("k") == false)

        expectClean(h.removeFromParent("k"))
        #expect(h.parent(of: "k") == nil)
        #expect(h.familyRoot(of: "k") == "k")
        #expect(h.splitViewController(of: "k") == nil)
        #expect(h.children(of: "c2") == [])

        // Presenting from the detached K warns (P8) and still presents.
        let result = h.present("x", from: "k")
        expectExactDiagnostic(result, .warning, "Presenting view controllers on detached view controllers is discouraged <UIViewController: k>.")
        #expect(result.failed == false)
        #expect(h.presentingViewController(of: "x") == "k")
        #expect(h.presentedViewController(of: "k") == "x")
    }
}
