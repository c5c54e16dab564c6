import PresentationModel
import Testing

@Suite("Tab bar controller (§7 R6.1–R6.5)", .checkingInvariants)
struct TabBarTests {
    // MARK: R6.1 tabs are children

    @Test("R6.1 the tabs are children; tabBarController is the tab bar for their whole subtree")
    func tabsAreChildren() {
        let h = declare {
            TabBar("t") {
                Navigation("n1") { Controller("items") { Controller("k") } }
                Controller("other")
            }
        }
        #expect(h.viewControllers(of: "t") == ["n1", "other"])
        #expect(h.children(of: "t") == ["n1", "other"])
        #expect(h.parent(of: "n1") == "t")
        #expect(h.parent(of: "other") == "t")
        for id: ControllerID in ["n1", "items", "k", "other"] {
            #expect(h.tabBarController(of: id) == "t")
        }
        #expect(h.moreNavigationController(of: "t") == nil)
    }

    @Test("R6.1 setViewControllers replaces the tabs; leaving tabs lose their parent")
    func setViewControllersReplacesTabs() {
        var h = declare {
            TabBar("t") {
                Controller("v1"); Controller("v2"); Controller("v3")
            }
        } detached: {
            Controller("v4")
        }
        let result = h.setViewControllers(["v3", "v4", "v1"], ofTabBar: "t")
        expectClean(result)
        #expect(result.removed == ["v2"])
        #expect(h.viewControllers(of: "t") == ["v3", "v4", "v1"])
        #expect(h.children(of: "t") == ["v3", "v4", "v1"])
        #expect(h.parent(of: "v2") == nil)
        #expect(h.tabBarController(of: "v2") == nil)
        #expect(h.parent(of: "v4") == "t")
    }

    @Test("R6.1 R10.1 a new tab is taken out of its previous container")
    func setViewControllersAdoptsFromNavigation() {
        var h = declare {
            TabBar("t") { Controller("v1") }
        } detached: {
            Navigation("n") {
                Controller("a"); Controller("b")
            }
        }
        expectClean(h.setViewControllers(["v1", "b"], ofTabBar: "t"))
        #expect(h.viewControllers(of: "n") == ["a"])
        #expect(h.parent(of: "b") == "t")
        #expect(h.navigationController(of: "b") == nil)
        #expect(h.tabBarController(of: "b") == "t")
    }

    @Test("R6.1 a controller listed twice in viewControllers is refused and changes nothing")
    func duplicateTabIsRefused() {
        var h = declare {
            TabBar("t") { Controller("v1") }
        } detached: {
            Controller("v2")
        }
        let before = h
        expectExactDiagnostic(
            h.setViewControllers(["v2", "v1", "v2"], ofTabBar: "t"), .error,
            "<UIViewController: v2> cannot become a child of <UITabBarController: t>: it appears twice in viewControllers")
        expectHierarchyUnchanged(before, h)
    }

    @Test("R6.1 R10.3 a presented controller, a window root or the tab bar itself cannot become a tab")
    func illegalTabsAreRefused() {
        var h = declare {
            Navigation("root") { Controller("a") }
        } detached: {
            TabBar("t") { Controller("v1") }
            Controller("m")
        }
        expectClean(h.present("m", from: "a", .init(style: .fullScreen)))
        let before = h
        expectExactDiagnostic(
            h.setViewControllers(["v1", "m"], ofTabBar: "t"), .error,
            "<UIViewController: m> cannot become a child of <UITabBarController: t>: it is being presented by <UINavigationController: root>")
        expectExactDiagnostic(
            h.setViewControllers(["root"], ofTabBar: "t"), .error,
            "<UINavigationController: root> cannot become a child of <UITabBarController: t>: it is the root view controller of window 'main'")
        expectExactDiagnostic(
            h.setViewControllers(["t"], ofTabBar: "t"), .error,
            "<UITabBarController: t> cannot become a child of <UITabBarController: t>: it is <UITabBarController: t> or one of its ancestors")
        expectExactDiagnostic(h.setViewControllers(["v1"], ofTabBar: "a"), .error, "<UIViewController: a> is not a tab bar controller")
        expectExactDiagnostic(h.setViewControllers(["zz"], ofTabBar: "t"), .error, "No controller has the id 'zz'")
        expectHierarchyUnchanged(before, h)
    }

    // MARK: R6.2 selection

    @Test("R6.2 the first tab is selected after the first assignment")
    func firstTabSelected() {
        let h = declare {
            TabBar("t") {
                Controller("v1"); Controller("v2")
            }
        }
        #expect(h.selectedIndex(of: "t") == 0)
        #expect(h.selectedViewController(of: "t") == "v1")
        #expect(h.isOnScreen("v1"))
        #expect(h.isOnScreen("v2") == false)
        // Not a tab bar controller: no selection.
        #expect(h.selectedIndex(of: "v1") == nil)
        #expect(h.selectedViewController(of: "v1") == nil)
    }

    @Test("R6.2 selecting by index or by controller")
    func selecting() {
        var h = declare {
            TabBar("t", selected: 2) {
                Controller("v1"); Controller("v2"); Controller("v3")
            }
        }
        #expect(h.selectedIndex(of: "t") == 2)
        #expect(h.selectedViewController(of: "t") == "v3")
        expectClean(h.select("v2", of: "t"))
        #expect(h.selectedIndex(of: "t") == 1)
        #expect(h.selectedViewController(of: "t") == "v2")
        expectClean(h.select(tabAt: 0, of: "t"))
        #expect(h.selectedViewController(of: "t") == "v1")
        #expect(h.isOnScreen("v1"))
        #expect(h.isOnScreen("v2") == false)
    }

    @Test("R6.2 the selection follows its controller when the tabs change, else the first tab")
    func selectionSurvivesReassignment() {
        var h = declare {
            TabBar("t", selected: "v2") {
                Controller("v1"); Controller("v2"); Controller("v3")
            }
        }
        expectClean(h.setViewControllers(["v3", "v2"], ofTabBar: "t"))
        #expect(h.selectedViewController(of: "t") == "v2")
        #expect(h.selectedIndex(of: "t") == 1)
        expectClean(h.setViewControllers(["v3", "v1"], ofTabBar: "t"))
        #expect(h.selectedViewController(of: "t") == "v3")
        #expect(h.selectedIndex(of: "t") == 0)
    }

    @Test("R6.2 selecting a controller that is not a tab raises and changes nothing")
    func selectingForeignController() {
        var h = declare {
            TabBar("t") {
                Navigation("n") { Controller("a") }; Controller("v2")
            }
        } detached: {
            Controller("x")
        }
        let before = h
        let message =
            "-[UITabBarController setSelectedViewController:] only a view controller in the tab bar controller's list of view controllers can be selected."
        let result = h.select("x", of: "t")
        expectExactDiagnostic(result, .error, message)
        #expect(result.diagnostics.map(\.code) == [.selectingForeignTab])
        // A controller inside a tab is not a tab either.
        expectExactDiagnostic(h.select("a", of: "t"), .error, message)
        expectHierarchyUnchanged(before, h)
    }

    @Test("R6.2 an out-of-range selectedIndex is ignored, with a note")
    func selectingOutOfRange() {
        var h = declare {
            TabBar("t", selected: 1) {
                Controller("v1"); Controller("v2"); Controller("v3")
            }
        }
        let before = h
        let result = h.select(tabAt: 9, of: "t")
        expectExactDiagnostic(
            result, .warning,
            "selectedIndex 9 is out of range for <UITabBarController: t> with 3 view controllers; the selection is unchanged")
        #expect(result.failed == false)
        expectExactDiagnostic(
            h.select(tabAt: -1, of: "t"), .warning,
            "selectedIndex -1 is out of range for <UITabBarController: t> with 3 view controllers; the selection is unchanged")
        expectHierarchyUnchanged(before, h)
        #expect(h.selectedIndex(of: "t") == 1)
    }

    @Test("R6.2 selecting on something that is not a tab bar controller is refused")
    func selectingOnNonTabBar() {
        var h = declare {
            Controller("c") { Controller("k") }
        }
        let before = h
        expectExactDiagnostic(h.select(tabAt: 0, of: "c"), .error, "<UIViewController: c> is not a tab bar controller")
        expectExactDiagnostic(h.select("k", of: "c"), .error, "<UIViewController: c> is not a tab bar controller")
        expectHierarchyUnchanged(before, h)
    }

    // MARK: R6.3 More navigation controller

    @Test("R6.3 compact width: five tabs fit; six overflow into More (4 + More)")
    func compactCapacityIsFive() {
        let five = declare(Environment(device: .iphone)) {
            TabBar("t") { for i in 1...5 { Controller(ControllerID("v\(i)")) } }
        }
        #expect(five.moreNavigationController(of: "t") == nil)
        #expect(five.children(of: "t") == ["v1", "v2", "v3", "v4", "v5"])

        let six = declare(Environment(device: .iphone)) {
            TabBar("t") { for i in 1...6 { Controller(ControllerID("v\(i)")) } }
        }
        #expect(six.moreNavigationController(of: "t") == "t/more")
        #expect(six.viewControllers(of: "t") == ["v1", "v2", "v3", "v4", "v5", "v6"])
        #expect(six.children(of: "t") == ["v1", "v2", "v3", "v4", "v5", "v6", "t/more"])
        #expect(six.parent(of: "t/more") == "t")
        #expect(six.viewControllers(of: "t/more") == ["t/more/list"])
        #expect(six.className(of: "t/more") == "UIMoreNavigationController")
        #expect(six.className(of: "t/more/list") == "UIMoreListController")
        #expect(six.kind(of: "t/more") == .navigation)
        #expect(six.creator(of: "t/more") == "t")
        #expect(six.creator(of: "t/more/list") == "t")
        #expect(six.tabBarController(of: "t/more") == "t")
    }

    @Test("R6.3 regular width: eight tabs fit; nine overflow into More (7 + More)")
    func regularCapacityIsEight() {
        var h = declare(Environment(device: .ipad)) {
            TabBar("t") { for i in 1...8 { Controller(ControllerID("v\(i)")) } }
        } detached: {
            Controller("v9")
        }
        #expect(h.moreNavigationController(of: "t") == nil)
        expectClean(h.setViewControllers((1...9).map { ControllerID("v\($0)") }, ofTabBar: "t"))
        #expect(h.moreNavigationController(of: "t") == "t/more")
        expectClean(h.select(tabAt: 7, of: "t"))
        #expect(h.parent(of: "v8") == "t/more")
        expectClean(h.select(tabAt: 6, of: "t"))
        #expect(h.parent(of: "v7") == "t")
        #expect(h.parent(of: "v8") == "t")
    }

    @Test("R6.3 the More navigation controller is never in viewControllers and holds the selected overflow tab")
    func overflowTabShownInMore() {
        var h = declare(Environment(device: .iphone)) {
            TabBar("t") { for i in 1...7 { Controller(ControllerID("v\(i)")) } }
        }
        expectClean(h.select(tabAt: 5, of: "t"))
        #expect(h.viewControllers(of: "t") == ["v1", "v2", "v3", "v4", "v5", "v6", "v7"])
        #expect(h.parent(of: "v6") == "t/more")
        #expect(h.viewControllers(of: "t/more") == ["t/more/list", "v6"])
        #expect(h.topViewController(of: "t/more") == "v6")
        #expect(h.navigationController(of: "v6") == "t/more")
        #expect(h.tabBarController(of: "v6") == "t")
        // Other overflow tabs stay children of the tab bar controller (the model's documented choice).
        #expect(h.children(of: "t") == ["v1", "v2", "v3", "v4", "v5", "v7", "t/more"])
        #expect(h.isOnScreen("v6"))
        #expect(h.isOnScreen("v5") == false)
        // Selecting a tab in the bar gives v6 back to the tab bar controller.
        expectClean(h.select(tabAt: 1, of: "t"))
        #expect(h.parent(of: "v6") == "t")
        #expect(h.viewControllers(of: "t/more") == ["t/more/list"])
        #expect(h.navigationController(of: "v6") == nil)
    }

    @Test("R6.3 controllers pushed on the More navigation controller stay while their tab is selected")
    func pushedOnMore() {
        var h = declare(Environment(device: .iphone)) {
            TabBar("t", selected: 5) { for i in 1...6 { Controller(ControllerID("v\(i)")) } }
        } detached: {
            Controller("x")
        }
        expectClean(h.push("x", from: "v6"))
        #expect(h.viewControllers(of: "t/more") == ["t/more/list", "v6", "x"])
        #expect(h.tabBarController(of: "x") == "t")
        expectClean(h.select(tabAt: 0, of: "t"))
        #expect(h.viewControllers(of: "t/more") == ["t/more/list"])
        #expect(h.parent(of: "x") == nil)
    }

    @Test("R6.3 when the tabs stop overflowing, the More navigation controller is no longer among the children")
    func moreLeavesWhenTabsFit() {
        var h = declare(Environment(device: .iphone)) {
            TabBar("t") { for i in 1...6 { Controller(ControllerID("v\(i)")) } }
        }
        #expect(h.children(of: "t") == ["v1", "v2", "v3", "v4", "v5", "v6", "t/more"])
        expectClean(h.setViewControllers(["v1", "v2", "v3"], ofTabBar: "t"))
        #expect(h.viewControllers(of: "t") == ["v1", "v2", "v3"])
        // moreNavigationController itself keeps existing (UIKit: it always exists).
        #expect(h.moreNavigationController(of: "t") == "t/more")
        #expect(h.children(of: "t") == ["v1", "v2", "v3"])
        #expect(h.parent(of: "t/more") == nil)
    }

    @Test("R6.2 R6.3 popping an overflow tab off the More navigation controller goes back to the More list; the tab stays a tab")
    func poppingOverflowTabKeepsIt() {
        var h = declare(Environment(device: .iphone)) {
            TabBar("t", selected: 5) { for i in 1...7 { Controller(ControllerID("v\(i)")) } }
        }
        #expect(h.viewControllers(of: "t/more") == ["t/more/list", "v6"])
        let result = h.pop("t/more")
        #expect(result.removed == ["v6"])
        #expect(h.viewControllers(of: "t/more") == ["t/more/list"])
        #expect(h.viewControllers(of: "t") == ["v1", "v2", "v3", "v4", "v5", "v6", "v7"])
        #expect(h.tabBarController(of: "v6") == "t")
        #expect(h.selectedIndex(of: "t") == Hierarchy.notFound)
    }

    @Test("R6.3 a size-class change refits the tabs: the More list appears and goes")
    func sizeClassRefitsTabs() {
        var h = declare(Environment(device: .ipad)) {
            TabBar("t", selected: 5) { for i in 1...7 { Controller(ControllerID("v\(i)")) } }
        }
        #expect(h.moreNavigationController(of: "t") == nil)
        #expect(h.parent(of: "v6") == "t")
        expectClean(h.setHorizontalSizeClass(.compact))
        #expect(h.moreNavigationController(of: "t") == "t/more")
        #expect(h.parent(of: "v6") == "t/more")
        #expect(h.selectedViewController(of: "t") == "v6")
        #expect(h.selectedIndex(of: "t") == 5)
        expectClean(h.setHorizontalSizeClass(.regular))
        #expect(h.parent(of: "v6") == "t")
        #expect(h.navigationController(of: "v6") == nil)
        #expect(h.selectedViewController(of: "t") == "v6")
        #expect(h.viewControllers(of: "t") == ["v1", "v2", "v3", "v4", "v5", "v6", "v7"])
    }

    @Test("R6.2 R6.3 selecting the More navigation controller shows the More list: selectedIndex is NSNotFound")
    func selectingMoreList() {
        var h = declare(Environment(device: .iphone)) {
            TabBar("t") { for i in 1...6 { Controller(ControllerID("v\(i)")) } }
        }
        expectClean(h.select("t/more", of: "t"))
        #expect(h.selectedIndex(of: "t") == Hierarchy.notFound)
        #expect(Hierarchy.notFound == Int.max)
        #expect(h.selectedViewController(of: "t") == "t/more")
        #expect(h.viewControllers(of: "t/more") == ["t/more/list"])
        #expect(h.isOnScreen("t/more/list"))
        #expect(h.isOnScreen("v1") == false)
    }

    @Test("R6.3 removing a tab that is shown in More takes it out of the tabs and the More stack")
    func removingOverflowTab() {
        var h = declare(Environment(device: .iphone)) {
            TabBar("t", selected: 5) { for i in 1...6 { Controller(ControllerID("v\(i)")) } }
        }
        expectClean(h.removeFromParent("v6"))
        #expect(h.viewControllers(of: "t") == ["v1", "v2", "v3", "v4", "v5"])
        #expect(h.parent(of: "v6") == nil)
        #expect(h.viewControllers(of: "t/more") == ["t/more/list"])
        #expect(h.selectedViewController(of: "t") == "v1")
    }

    // MARK: R6.4 placement

    @Test("R6.4 U7 R1.3 R1.5 a tab bar controller in a navigation stack: its tabs are its children, in the outer navigation controller")
    func tabBarInNavigationStack() {
        var h = declare {
            Navigation("n") {
                TabBar("t") {
                    Controller("v1"); Controller("v2")
                }
            }
        }
        #expect(h.viewControllers(of: "n") == ["t"] && h.viewControllers(of: "t") == ["v1", "v2"])
        #expect(h.parent(of: "v1") == "t" && h.tabBarController(of: "v1") == "t")
        #expect(h.navigationController(of: "v1") == "n" && h.navigationController(of: "t") == "n")
        #expect(h.isOnScreen("v1") && !h.isOnScreen("v2"))
        // A full-screen presentation from a tab is made by the window's root family.
        expectClean(h.add(Controller("sheet").spec))
        expectClean(h.present("sheet", from: "v1", .init(style: .fullScreen)))
        #expect(h.presentingViewController(of: "sheet") == "n")
    }

    @Test("R6.4 U7 a presented navigation controller whose root is a tab bar controller shows the tab bar")
    func presentedNavigationOfTabBar() {
        var h = declare {
            Navigation("main") { Controller("dfu") }
        } detached: {
            Navigation("filesNav") {
                TabBar("files") {
                    Controller("a"); Controller("b")
                }
            }
        }
        expectClean(h.present("filesNav", from: "dfu", .init(style: .fullScreen)))
        #expect(h.isOnScreen("files") && h.isOnScreen("a") && h.selectedViewController(of: "files") == "a")
        #expect(h.navigationController(of: "a") == "filesNav")
    }

    @Test("R6.4 R7.5 a tab bar controller in a split view's secondary column is used as is")
    func tabBarInSecondaryColumn() {
        let h = declare {
            Split("s", style: .doubleColumn, primary: Controller("p"), secondary: TabBar("t") { Controller("v1") })
        }
        #expect(h.viewControllers(of: "s") == ["s/primary", "t"])
        #expect(h.parent(of: "t") == "s")
        #expect(h.navigationController(of: "t") == nil)
        #expect(h.splitViewController(of: "v1") == "s")
        #expect(h.tabBarController(of: "v1") == "t")
    }

    @Test("R6.4 a tab bar controller can be presented; its tabs see it, the presented family does not see the presenter's")
    func presentedTabBarController() {
        var h = declare {
            TabBar("t1") { Controller("a") }
        } detached: {
            TabBar("t2") { Navigation("n") { Controller("b") } }
        }
        expectClean(h.present("t2", from: "a", .init(style: .fullScreen)))
        #expect(h.presentingViewController(of: "b") == "t1")
        #expect(h.tabBarController(of: "b") == "t2")
        #expect(h.tabBarController(of: "t2") == nil)
    }

    // MARK: R6.5 / R6.6 presentation context

    @Test("R6.5 a tab bar controller defines a presentation context by default")
    func tabBarDefinesContext() {
        var h = declare {
            TabBar("t") {
                Controller("plain"); Navigation("n") { Controller("items") }
            }
        } detached: {
            Controller("x")
            Controller("y")
        }
        #expect(h.definesPresentationContext("t") == true)
        #expect(ControllerKind.tabBar.definesPresentationContextByDefault)
        expectClean(h.present("x", from: "plain", .init(style: .overCurrentContext)))
        #expect(h.presentingViewController(of: "x") == "t")
        #expect(h.presentation(of: "x")?.resolution.rule == .definesPresentationContext)
        #expect(h.presentation(of: "x")?.resolution.contextWalk.map(\.controller) == ["plain", "t"])
        // Inside the navigation tab, the navigation controller is the nearer definer.
        expectClean(h.dismiss("x"))
        expectClean(h.select(tabAt: 1, of: "t"))
        expectClean(h.present("y", from: "items", .init(style: .currentContext)))
        #expect(h.presentingViewController(of: "y") == "n")
    }

    @Test("R6.5 R3.7 several context presentations coexist, one per tab navigation controller")
    func contextPresentationPerTab() {
        var h = declare {
            TabBar("t") {
                Navigation("n1") { Controller("a") }; Navigation("n2") { Controller("b") }
            }
        } detached: {
            Controller("x")
            Controller("y")
        }
        expectClean(h.present("x", from: "a", .init(style: .overCurrentContext)))
        expectClean(h.select(tabAt: 1, of: "t"))
        expectClean(h.present("y", from: "b", .init(style: .overCurrentContext)))
        #expect(h.presentingViewController(of: "x") == "n1")
        #expect(h.presentingViewController(of: "y") == "n2")
        #expect(h.presentedViewController(of: "t") == nil)
    }

    @Test("R6.6 a full-screen presentation from inside a tab is presented by the tab bar controller")
    func fullScreenFromTabGoesToTabBar() {
        var h = declare {
            TabBar("t") {
                Navigation("n1") { Controller("items") }; Controller("other")
            }
        } detached: {
            Navigation("n2") { Controller("detail") }
        }
        expectClean(h.present("n2", from: "items", .init(style: .fullScreen)))
        #expect(h.presentingViewController(of: "n2") == "t")
        #expect(h.presentedViewController(of: "other") == "n2")
        #expect(h.isOnScreen("t") == false)
    }

    // MARK: More

    @Test("seven tabs in compact width: 4 + More; V6 through More is a child of More")
    func s20SevenTabs() {
        var h = declare(Environment(device: .iphone)) {
            TabBar("t") { for i in 1...7 { Controller(ControllerID("v\(i)")) } }
        }
        #expect(h.viewControllers(of: "t") == ["v1", "v2", "v3", "v4", "v5", "v6", "v7"])
        #expect(h.viewControllers(of: "t")?.contains("t/more") == false)
        #expect(h.moreNavigationController(of: "t") == "t/more")
        #expect(h.parent(of: "t/more") == "t")
        expectClean(h.select("v6", of: "t"))
        #expect(h.parent(of: "v6") == "t/more")
        #expect(h.navigationController(of: "v6") == "t/more")
        #expect(h.tabBarController(of: "v6") == "t")
        #expect(h.selectedIndex(of: "t") == 5)
        expectClean(h.select("t/more", of: "t"))
        #expect(h.selectedIndex(of: "t") == Hierarchy.notFound)
        #expect(h.parent(of: "v6") == "t")
    }

    @Test("R15.2 seven tabs on an iPad on iOS 18 in regular width: no More; before iOS 18 and in compact width, More as in R6.3")
    func sx11IPadTabs() {
        func hierarchy(_ environment: Environment) -> Hierarchy {
            declare(environment) { TabBar("t") { for i in 1...9 { Controller(ControllerID("v\(i)")) } } }
        }
        var ios18 = hierarchy(Environment(device: .ipad, iosVersion: 18))
        expectClean(ios18.select("v9", of: "t"))
        #expect(ios18.parent(of: "v9") == "t")
        #expect(ios18.tabBarController(of: "v9") == "t")
        #expect(ios18.moreNavigationController(of: "t") == nil)
        #expect(ios18.isOnScreen("v9"))

        var ios17 = hierarchy(Environment(device: .ipad, iosVersion: 17))
        expectClean(ios17.select("v9", of: "t"))
        #expect(ios17.parent(of: "v9") == "t/more")

        var compact = hierarchy(Environment(device: .ipad, horizontalSizeClass: .compact, iosVersion: 18))
        expectClean(compact.select("v6", of: "t"))
        #expect(compact.parent(of: "v6") == "t/more")
    }

    @Test(
        "R6.1 R6.3 a thousand tabs replaced by an overlapping thousand: leaving tabs lose their parent, the selection stays, More holds the overflow")
    func manyTabsReplaced() {
        var h = declare(Environment(device: .iphone)) {
            TabBar("t", selected: 700) { for i in 0..<1_000 { Controller(ControllerID("a\(i)")) } }
        } detached: {
            for i in 0..<500 { Controller(ControllerID("b\(i)")) }
        }
        #expect(h.parent(of: "a700") == "t/more")
        let kept = (500..<1_000).map { ControllerID("a\($0)") }
        let added = (0..<500).map { ControllerID("b\($0)") }
        let result = h.setViewControllers(added + kept, ofTabBar: "t")
        expectClean(result)
        #expect(result.removed == (0..<500).map { ControllerID("a\($0)") })
        #expect(h.viewControllers(of: "t") == added + kept)
        #expect(h.selectedViewController(of: "t") == "a700")
        #expect(h.selectedIndex(of: "t") == 700)
        #expect(h.parent(of: "a700") == "t/more")
        #expect(h.viewControllers(of: "t/more") == ["t/more/list", "a700"])
        #expect(h.parent(of: "a0") == nil && h.tabBarController(of: "a499") == nil)
        #expect(h.parent(of: "b0") == "t" && h.parent(of: "a999") == "t")
        #expect(h.children(of: "t") == (added + kept).filter { $0 != "a700" } + ["t/more"])
        expectInvariants(h)
    }

    @Test("R6.1 R6.3 replacing the tabs drops the selected overflow tab from the More navigation controller and selects the first tab")
    func selectedOverflowTabLeaves() {
        var h = declare(Environment(device: .iphone)) {
            TabBar("t", selected: 5) { for i in 1...7 { Controller(ControllerID("v\(i)")) } }
        } detached: {
            Controller("x")
        }
        expectClean(h.push("x", from: "v6"))
        expectClean(h.setViewControllers(["v1", "v2", "v3", "v4", "v5", "v7"], ofTabBar: "t"))
        #expect(h.selectedIndex(of: "t") == 0)
        #expect(h.parent(of: "v6") == nil && h.parent(of: "x") == nil)
        #expect(h.viewControllers(of: "t/more") == ["t/more/list"])
        #expect(h.children(of: "t") == ["v1", "v2", "v3", "v4", "v5", "v7", "t/more"])
        expectInvariants(h)
    }

    @Test("R6.1 a tab named twice among a thousand is refused and the tabs stay")
    func duplicateAmongMany() {
        var h = declare(Environment(device: .iphone)) {
            TabBar("t") { Controller("first") }
        } detached: {
            for i in 0..<1_000 { Controller(ControllerID("v\(i)")) }
        }
        let ids = (0..<1_000).map { ControllerID("v\($0)") }
        expectExactDiagnostic(
            h.setViewControllers(ids + ["v999"], ofTabBar: "t"), .error,
            "<UIViewController: v999> cannot become a child of <UITabBarController: t>: it appears twice in viewControllers")
        #expect(h.viewControllers(of: "t") == ["first"])
    }
}
