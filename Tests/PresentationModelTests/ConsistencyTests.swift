import PresentationModel
import Testing

/// The hierarchy stays consistent whatever operations are called: controllers that UIKit's
/// containers create stay theirs, ids name one controller, and refused operations or
/// declarations change nothing.
@Suite("Consistency of the hierarchy", .checkingInvariants)
struct ConsistencyTests {
    @Test("R10.3 R7.5 a split view's own column wrappers cannot be moved or removed")
    func wrappersStayTheSplitViews() {
        var h = declare {
            Controller("root")
        } detached: {
            Split("S", style: .doubleColumn, primary: Controller("P"), secondary: Controller("Sec"))
        }
        expectExactDiagnostic(
            h.addChild("S/secondary", to: "root"), .error,
            "<UINavigationController: S/secondary> cannot become a child of <UIViewController: root>: <UISplitViewController: S> created it and manages it"
        )
        expectExactDiagnostic(
            h.removeFromParent("S/primary"), .error,
            "<UINavigationController: S/primary> cannot become a child of <UISplitViewController: S>: <UISplitViewController: S> created it and manages it"
        )
        #expect(h.parent(of: "S/secondary") == "S")
        #expect(h.children(of: "S") == ["S/primary", "S/secondary"])
    }

    @Test("§1 a controller UIKit creates never takes a user's id: the More navigation controller becomes T/more#2")
    func derivedIDsNeverCollide() {
        var h = declare(Environment(device: .iphone)) {
            TabBar("T") { for n in 1...5 { Controller(ControllerID("V\(n)")) } }
        } detached: {
            Controller("T/more")
            Controller("V6")
        }
        expectClean(h.setViewControllers((1...6).map { ControllerID("V\($0)") }, ofTabBar: "T"))
        #expect(h.moreNavigationController(of: "T") == "T/more#2")
        #expect(h.kind(of: "T/more") == .plain)
        #expect(h.parent(of: "T/more") == nil)
    }

    @Test("R7.5 a column's wrapper is created once: dropped for a navigation controller, reused after")
    func wrapperIsReused() {
        var h = declare {
            Split("S", style: .doubleColumn, primary: Controller("P"), secondary: Controller("Sec"))
        } detached: {
            Navigation("N") { Controller("inN") }
            Controller("Q")
        }
        expectClean(h.setViewController("N", for: .primary, of: "S"))
        #expect(h.parent(of: "S/primary") == nil)
        expectClean(h.setViewController("Q", for: .primary, of: "S"))
        #expect(h.controllers.filter { $0.rawValue.hasPrefix("S/primary") } == ["S/primary"])
        #expect(h.parent(of: "Q") == "S/primary")
        #expect(h.viewControllers(of: "S") == ["S/primary", "S/secondary"])
    }

    @Test("R7.2 R5.9 replacing the primary of a collapsed split view takes the secondary back from the old one")
    func collapsedPrimaryReplaced() {
        var h = declare(Environment(device: .iphone)) {
            Split("S", primary: Navigation("NP") { Controller("Master") }, secondary: Navigation("ND") { Controller("Detail") })
        } detached: {
            Navigation("NP2") { Controller("Master2") }
        }
        #expect(h.viewControllers(of: "NP") == ["Master", "ND"])
        expectClean(h.setViewController("NP2", for: .primary, of: "S"))
        #expect(h.viewControllers(of: "NP") == ["Master"])
        #expect(h.parent(of: "NP") == nil)
        #expect(h.viewControllers(of: "NP2") == ["Master2", "ND"])
        #expect(h.parent(of: "ND") == "NP2")
        expectClean(h.setHorizontalSizeClass(.regular))
        #expect(h.viewControllers(of: "S") == ["NP2", "ND"])
        #expect(h.viewControllers(of: "NP2") == ["Master2"])
    }

    @Test("R7.2 removing the primary of a collapsed split view gives the secondary back to the split view")
    func collapsedPrimaryRemoved() {
        var h = declare(Environment(device: .iphone)) {
            Split("S", primary: Navigation("NP") { Controller("Master") }, secondary: Navigation("ND") { Controller("Detail") })
        }
        expectClean(h.removeFromParent("NP"))
        #expect(h.viewControllers(of: "NP") == ["Master"])
        #expect(h.parent(of: "ND") == "S")
        #expect(h.children(of: "S") == ["ND"])
    }

    @Test("R6.3 when the tabs fit again, the More navigation controller gives its tab back")
    func moreGivesTheTabBack() {
        var h = declare(Environment(device: .iphone)) {
            TabBar("T") { for n in 1...7 { Controller(ControllerID("V\(n)")) } }
        }
        expectClean(h.select(tabAt: 5, of: "T"))
        #expect(h.parent(of: "V6") == "T/more")
        expectClean(h.setHorizontalSizeClass(.regular))
        #expect(h.parent(of: "V6") == "T")
        #expect(h.children(of: "T/more") == ["T/more/list"])
        #expect(h.parent(of: "T/more") == nil)
        #expect(!HierarchyDescription(h).text.contains("+ <UIViewController: V6>"))
        #expect(HierarchyDescription(h).text.split(separator: "\n").filter { $0.contains("<UIViewController: V6>") }.count == 1)
    }

    @Test("R6.3 controllers pushed above a tab in More are popped when another tab is selected")
    func pushedAboveMoreArePopped() {
        var h = declare(Environment(device: .iphone)) {
            TabBar("T") { for n in 1...7 { Controller(ControllerID("V\(n)")) } }
        } detached: {
            Controller("P")
        }
        expectClean(h.select(tabAt: 5, of: "T"))
        expectClean(h.push("P", from: "V6"))
        #expect(h.viewControllers(of: "T/more") == ["T/more/list", "V6", "P"])
        expectClean(h.select(tabAt: 6, of: "T"))
        #expect(h.viewControllers(of: "T/more") == ["T/more/list", "V7"])
        #expect(h.parent(of: "P") == nil)
        #expect(!h.isOnScreen("P"))
    }

    @Test("R5.3 R6.3 an overflow tab that cannot be pushed stays the tab bar's child when selected")
    func overflowContainerTab() {
        var h = declare(Environment(device: .iphone)) {
            TabBar("T") {
                for n in 1...5 { Controller(ControllerID("V\(n)")) }
                Navigation("N6") { Controller("R6") }
            }
        }
        expectClean(h.select(tabAt: 5, of: "T"))
        #expect(h.parent(of: "N6") == "T")
        #expect(h.navigationController(of: "R6") == "N6")
    }

    @Test("R7.5 R7.9 a tab bar controller in the primary column is installed with vcgraph's note; a split view controller in no column")
    func columnContents() {
        var h = declare {
            Split("S", style: .doubleColumn, primary: Controller("P"), secondary: Controller("Sec"))
        } detached: {
            TabBar("T") { Controller("t1") }
            Split("Inner", primary: Controller("ip"))
        }
        let primary = h.setViewController("T", for: .primary, of: "S")
        #expect(primary.diagnostics.map(\.severity) == [.note] && primary.diagnostics.map(\.wording) == [.vcgraph])
        #expect(primary.diagnostics.first?.message.contains("You can't assign a UITabBarController to the primary or supplementary columns") == true)
        #expect(h.parent(of: "T") == "S/primary" && h.splitViewController(of: "t1") == "S" && h.tabBarController(of: "t1") == "T")
        #expect(h.navigationController(of: "T") == "S/primary")
        expectExactDiagnostic(
            h.setViewController("Inner", for: .secondary, of: "S"), .error,
            "<UISplitViewController: Inner> cannot become a child of <UISplitViewController: S>: a split view controller cannot be a column of another (R7.9)"
        )
        expectClean(h.setViewController("T", for: .secondary, of: "S"))
        #expect(h.parent(of: "T") == "S")
    }

    @Test("R7.5 the column-style limit on tab bar controllers leaves the classic style alone: a tab bar may be the primary")
    func classicPrimaryTabBar() {
        var h = declare {
            Split("S", primary: Controller("P"), secondary: Controller("Sec"))
        } detached: {
            TabBar("T") { Controller("t1") }
        }
        expectClean(h.setViewController("T", for: .primary, of: "S"))
        #expect(h.parent(of: "T") == "S")
        #expect(h.splitViewController(of: "t1") == "S")
    }

    @Test("§1 a window's root has no parent")
    func windowRootWithParent() {
        var h = declare { Navigation("N") { Controller("A") } }
        expectExactDiagnostic(
            h.makeWindow("second", root: "A"), .error,
            "<UIViewController: A> cannot become a child of a window: it is a child of <UINavigationController: N>")
        #expect(h.windows.map(\.id) == ["main"])
    }

    @Test("R1.8 a new root replaces the window's root: the old family leaves the window, its presentations end")
    func windowRootReplaced() {
        var h = declare(Environment(device: .iphone)) {
            Navigation("N") { Controller("A") }
        } detached: {
            Controller("sheet")
            Navigation("home") { Controller("H") }
        }
        expectClean(h.present("sheet", from: "A", .init(style: .fullScreen)))
        let result = h.makeWindow("main", root: "home")
        expectClean(result)
        #expect(result.removed == ["sheet"])
        #expect(h.windows.map(\.id) == ["main"])
        #expect(h.rootViewController(ofWindow: "main") == "home")
        #expect(h.presentingViewController(of: "sheet") == nil)
        #expect(h.presentedViewController(of: "N") == nil)
        #expect(h.isOnScreen("H") && !h.isOnScreen("A") && !h.isOnScreen("sheet"))
        // The old root is detached: it can head another window, and being the root again changes nothing.
        expectClean(h.makeWindow("main", root: "home"))
        expectClean(h.makeWindow("side", root: "N"))
        #expect(h.windows.map(\.id) == ["main", "side"])
    }

    @Test("R5.3 a declaration UIKit refuses keeps every controller it declares, what was refused detached")
    func refusedDeclarationKeepsItsControllers() {
        var h = Hierarchy()
        let result = h.add(
            Navigation("N") {
                Controller("A"); Navigation("M") { Controller("B") }
            }.spec)
        #expect(result.diagnostics.map(\.message) == ["Pushing a navigation controller is not supported"])
        #expect(h.controllers == ["N", "A", "M", "B"])
        // setViewControllers raised: N's stack is as it was, empty; M keeps its own stack.
        #expect(h.viewControllers(of: "N") == [] && h.parent(of: "A") == nil && h.parent(of: "M") == nil)
        #expect(h.viewControllers(of: "M") == ["B"])
        expectClean(h.push("A", onto: "N"))
    }

    @Test("R5.3 R6.3 a refused declaration leaves the rest of a busy hierarchy as it was")
    func refusedDeclarationLeavesTheRestAlone() {
        var h = declare(Environment(device: .iphone)) {
            Navigation("N") { Controller("A") }
        } detached: {
            Controller("M")
        }
        expectClean(h.present("M", from: "A", .init(style: .fullScreen)))
        let before = Array(h.analyze().controllers)
        // Six tabs overflow into a More navigation controller, created before the nested
        // navigation controller is refused.
        let refused = h.add(
            TabBar("T") {
                for n in 1...5 { Controller(ControllerID("V\(n)")) }
                Navigation("bad") { Navigation("inner") { Controller("B") } }
            }.spec)
        #expect(refused.diagnostics.map(\.message) == ["Pushing a navigation controller is not supported"])
        #expect(Array(h.analyze().controllers.prefix(before.count)) == before)
        #expect(h.presentingViewController(of: "M") == "N")
        // The tab bar holds its six tabs, the sixth through More; only bad's stack was refused.
        #expect(h.viewControllers(of: "T") == ["V1", "V2", "V3", "V4", "V5", "bad"])
        #expect(h.moreNavigationController(of: "T") == "T/more")
        #expect(h.viewControllers(of: "bad") == [] && h.parent(of: "inner") == nil && h.viewControllers(of: "inner") == ["B"])
    }

    @Test("R3.9 R3.4 without a definer, the family root's providesPresentationContextTransitionStyle is not used")
    func transitionOnlyFromADefiner() throws {
        var h = declare {
            Controller("root") { Controller("child") }
                .providesPresentationContextTransitionStyle(true).modalTransitionStyle(.flipHorizontal)
        } detached: {
            Controller("X").modalTransitionStyle(.crossDissolve)
        }
        expectClean(h.present("X", from: "child", .init(style: .currentContext)))
        let presentation = try #require(h.presentation(of: "X"))
        #expect(presentation.resolution.rule == .noDefinerFamilyRoot)
        #expect(presentation.transition == .crossDissolve)
    }
}
