import PresentationModel
import Testing

@Suite("Split view controller (§8 R7.1–R7.9)", .checkingInvariants)
struct SplitViewTests {
    /// W = S [NP [Master], ND [Detail]] (classic).
    func classicMasterDetail(_ environment: Environment = Environment(device: .ipad)) -> Hierarchy {
        declare(environment) {
            Split("s", primary: Navigation("np") { Controller("master") }, secondary: Navigation("nd") { Controller("detail") })
        } detached: {
            Controller("d2")
            Controller("x")
        }
    }

    /// A triple-column split with plain content in every column.
    func tripleColumn(compact: Bool, _ environment: Environment = Environment(device: .ipad)) -> Hierarchy {
        declare(environment) {
            if compact {
                Split(
                    "s", style: .tripleColumn, primary: Controller("p"), supplementary: Controller("sup"),
                    secondary: Controller("sec"), compact: Controller("cmp"))
            } else {
                Split(
                    "s", style: .tripleColumn, primary: Controller("p"), supplementary: Controller("sup"),
                    secondary: Controller("sec"))
            }
        } detached: {
            Controller("x")
        }
    }

    // MARK: R7.1 classic viewControllers

    @Test("R7.1 classic: viewControllers is [primary, secondary] expanded, [primary] collapsed")
    func classicViewControllers() {
        var h = classicMasterDetail()
        #expect(h.splitStyle(of: "s") == .unspecified)
        #expect(h.isCollapsed("s") == false)
        #expect(h.viewControllers(of: "s") == ["np", "nd"])
        #expect(h.children(of: "s") == ["np", "nd"])
        #expect(h.viewController(for: .primary, of: "s") == "np")
        #expect(h.viewController(for: .secondary, of: "s") == "nd")
        #expect(h.isCollapsed("np") == nil)
        #expect(h.splitStyle(of: "np") == nil)
        expectClean(h.setHorizontalSizeClass(.compact))
        #expect(h.isCollapsed("s") == true)
        #expect(h.viewControllers(of: "s") == ["np"])
        #expect(h.children(of: "s") == ["np"])
    }

    @Test("R7.1 classic: a split declared in compact width starts collapsed")
    func declaredCompactStartsCollapsed() {
        let h = classicMasterDetail(Environment(device: .iphone))
        #expect(h.isCollapsed("s") == true)
        #expect(h.viewControllers(of: "s") == ["np"])
        #expect(h.viewControllers(of: "np") == ["master", "nd"])
    }

    // MARK: R7.2 collapse and expansion (classic)

    @Test("R7.2 classic collapse pushes the secondary navigation controller onto the primary (U5)")
    func s16Collapse() {
        var h = classicMasterDetail()
        #expect(h.splitViewController(of: "detail") == "s")
        #expect(h.navigationController(of: "detail") == "nd")
        #expect(h.navigationController(of: "master") == "np")
        expectClean(h.setHorizontalSizeClass(.compact))
        #expect(h.viewControllers(of: "s") == ["np"])
        #expect(h.viewControllers(of: "np") == ["master", "nd"])
        #expect(h.navigationController(of: "detail") == "nd")
        #expect(h.navigationController(of: "nd") == "np")
        #expect(h.parent(of: "nd") == "np")
        #expect(h.splitViewController(of: "detail") == "s")
        #expect(h.splitViewController(of: "nd") == "s")
        #expect(h.isOnScreen("detail"))
        #expect(h.isOnScreen("master") == false)
    }

    @Test("R7.2 expansion puts the secondary navigation controller back, with its stack")
    func s16Expansion() {
        var h = classicMasterDetail()
        expectClean(h.setHorizontalSizeClass(.compact))
        expectClean(h.push("x", from: "detail"))
        #expect(h.viewControllers(of: "nd") == ["detail", "x"])
        expectClean(h.setHorizontalSizeClass(.regular))
        #expect(h.isCollapsed("s") == false)
        #expect(h.viewControllers(of: "s") == ["np", "nd"])
        #expect(h.children(of: "s") == ["np", "nd"])
        #expect(h.viewControllers(of: "np") == ["master"])
        #expect(h.viewControllers(of: "nd") == ["detail", "x"])
        #expect(h.parent(of: "nd") == "s")
        #expect(h.navigationController(of: "nd") == nil)
        #expect(h.navigationController(of: "detail") == "nd")
        #expect(h.viewController(for: .secondary, of: "s") == "nd")
    }

    @Test("R7.2 expansion: controllers pushed on the primary above the nested secondary go onto the secondary")
    func expansionMovesPushedOntoSecondary() {
        var h = classicMasterDetail()
        expectClean(h.setHorizontalSizeClass(.compact))
        expectClean(h.push("x", onto: "np"))
        #expect(h.viewControllers(of: "np") == ["master", "nd", "x"])
        expectClean(h.setHorizontalSizeClass(.regular))
        #expect(h.viewControllers(of: "np") == ["master"])
        #expect(h.viewControllers(of: "nd") == ["detail", "x"])
        #expect(h.viewControllers(of: "s") == ["np", "nd"])
    }

    @Test("R7.2 a primary stack deeper than its root keeps its depth across collapse and expansion")
    func deeperPrimaryStack() {
        var h = declare {
            Split(
                "s",
                primary: Navigation("np") {
                    Controller("master"); Controller("sub")
                },
                secondary: Navigation("nd") { Controller("detail") })
        }
        expectClean(h.setHorizontalSizeClass(.compact))
        #expect(h.viewControllers(of: "np") == ["master", "sub", "nd"])
        expectClean(h.setHorizontalSizeClass(.regular))
        #expect(h.viewControllers(of: "np") == ["master", "sub"])
        #expect(h.viewControllers(of: "s") == ["np", "nd"])
    }

    @Test("R7.2 a plain secondary is pushed onto the primary navigation stack and comes back on expansion")
    func plainSecondaryCollapse() {
        var h = declare {
            Split("s", primary: Navigation("np") { Controller("master") }, secondary: Controller("d"))
        } detached: {
            Controller("e")
        }
        expectClean(h.setHorizontalSizeClass(.compact))
        #expect(h.viewControllers(of: "np") == ["master", "d"])
        #expect(h.navigationController(of: "d") == "np")
        #expect(h.parent(of: "d") == "np")
        expectClean(h.setHorizontalSizeClass(.regular))
        #expect(h.viewControllers(of: "s") == ["np", "d"])
        #expect(h.parent(of: "d") == "s")
        #expect(h.navigationController(of: "d") == nil)
        #expect(h.viewControllers(of: "np") == ["master"])
    }

    @Test("R7.2 U5 documented choice: pushed above a plain secondary, controllers stay on the primary stack on expansion")
    func plainSecondaryPushedStaysOnPrimary() {
        var h = declare {
            Split("s", primary: Navigation("np") { Controller("master") }, secondary: Controller("d"))
        } detached: {
            Controller("e")
        }
        expectClean(h.setHorizontalSizeClass(.compact))
        expectClean(h.push("e", from: "d"))
        #expect(h.viewControllers(of: "np") == ["master", "d", "e"])
        expectClean(h.setHorizontalSizeClass(.regular))
        #expect(h.viewControllers(of: "s") == ["np", "d"])
        #expect(h.viewControllers(of: "np") == ["master", "e"])
        #expect(h.parent(of: "e") == "np")
    }

    @Test("R7.2 documented choice: a primary that is not a navigation controller simply hides the secondary")
    func plainPrimaryHidesSecondary() {
        var h = declare {
            Split("s", primary: Controller("p"), secondary: Navigation("nd") { Controller("detail") })
        }
        expectClean(h.setHorizontalSizeClass(.compact))
        #expect(h.viewControllers(of: "s") == ["p"])
        #expect(h.parent(of: "nd") == "s")
        #expect(h.splitViewController(of: "detail") == "s")
        #expect(h.isOnScreen("p"))
        #expect(h.isOnScreen("detail") == false)
        expectClean(h.setHorizontalSizeClass(.regular))
        #expect(h.viewControllers(of: "s") == ["p", "nd"])
        #expect(h.isOnScreen("detail"))
    }

    @Test("R1.7 R7.2 a secondary installed while collapsed still belongs to the split view")
    func secondaryInstalledWhileCollapsed() {
        var h = classicMasterDetail(Environment(device: .iphone))
        let result = h.setViewController("d2", for: .secondary, of: "s")
        expectClean(result)
        #expect(result.removed == ["nd"])
        #expect(h.viewController(for: .secondary, of: "s") == "d2")
        #expect(h.parent(of: "nd") == nil)
        // U5: a column installed while collapsed is incorporated as a collapse incorporates it.
        #expect(h.viewControllers(of: "np") == ["master", "d2"])
        #expect(h.parent(of: "d2") == "np")
        #expect(h.splitViewController(of: "d2") == "s")
        expectClean(h.setHorizontalSizeClass(.regular))
        #expect(h.viewControllers(of: "s") == ["np", "d2"])
        #expect(h.parent(of: "d2") == "s")
    }

    @Test("R7.1 R7.2 a split view assembled with the operations API in compact width is collapsed")
    func splitBuiltInCompactWidthIsCollapsed() {
        var h = Hierarchy(environment: Environment(device: .iphone))
        expectClean(h.addController("s", kind: .split(.unspecified)))
        expectClean(h.addController("np", kind: .navigation))
        expectClean(h.addController("master", kind: .plain))
        expectClean(h.addController("d", kind: .plain))
        expectClean(h.setViewControllers(["master"], of: "np"))
        expectClean(h.setViewController("np", for: .primary, of: "s"))
        expectClean(h.setViewController("d", for: .secondary, of: "s"))
        expectClean(h.makeWindow("main", root: "s"))
        #expect(h.environment.horizontalSizeClass == .compact)
        #expect(h.isCollapsed("s") == true)
        #expect(h.viewControllers(of: "s") == ["np"])
        #expect(h.viewControllers(of: "np") == ["master", "d"])
    }

    @Test("R7.2 setting the same size class twice changes nothing")
    func sameSizeClassTwice() {
        var h = classicMasterDetail()
        expectClean(h.setHorizontalSizeClass(.compact))
        let before = h
        expectClean(h.setHorizontalSizeClass(.compact))
        expectHierarchyUnchanged(before, h)
        expectClean(h.setHorizontalSizeClass(.regular))
        let expanded = h
        expectClean(h.setHorizontalSizeClass(.regular))
        expectHierarchyUnchanged(expanded, h)
        #expect(h.environment.horizontalSizeClass == .regular)
    }

    // MARK: R7.3 showDetailViewController

    @Test("R7.3 regular: showDetail installs the new secondary; the old one loses its parent")
    func s17ShowDetailRegular() {
        var h = classicMasterDetail()
        let result = h.showDetail("d2", from: "master")
        expectClean(result)
        #expect(result.removed == ["nd"])
        #expect(h.viewControllers(of: "s") == ["np", "d2"])
        #expect(h.viewController(for: .secondary, of: "s") == "d2")
        #expect(h.parent(of: "nd") == nil)
        #expect(h.splitViewController(of: "detail") == nil)
        #expect(h.parent(of: "d2") == "s")
        #expect(h.splitViewController(of: "d2") == "s")
        #expect(h.presentations == [])
    }

    @Test("R7.3 showDetail of the current secondary does nothing")
    func showDetailIdentical() {
        var h = classicMasterDetail()
        let before = h
        let result = h.showDetail("nd", from: "master")
        expectClean(result)
        #expect(result.removed == [])
        expectHierarchyUnchanged(before, h)
    }

    @Test("R7.3 compact: showDetail pushes onto the primary navigation controller")
    func s17ShowDetailCompact() {
        var h = classicMasterDetail(Environment(device: .iphone))
        // Master is only visible (and able to call showDetail) once the collapsed detail is popped.
        #expect(h.pop("np").removed == ["nd"])
        expectClean(h.showDetail("d2", from: "master"))
        #expect(h.viewControllers(of: "np") == ["master", "d2"])
        #expect(h.navigationController(of: "d2") == "np")
        #expect(h.splitViewController(of: "d2") == "s")
        #expect(h.viewControllers(of: "s") == ["np"])
    }

    @Test("R7.3 showDetail in compact width, then expansion: the shown detail becomes the secondary")
    func showDetailCompactThenExpand() {
        var h = declare(Environment(device: .iphone)) {
            Split("s", primary: Navigation("np") { Controller("master") })
        } detached: {
            Controller("d2")
        }
        expectClean(h.showDetail("d2", from: "master"))
        #expect(h.viewControllers(of: "np") == ["master", "d2"])
        expectClean(h.setHorizontalSizeClass(.regular))
        #expect(h.viewControllers(of: "s") == ["np", "d2"])
        #expect(h.viewController(for: .secondary, of: "s") == "d2")
        #expect(h.viewControllers(of: "np") == ["master"])
        #expect(h.parent(of: "d2") == "s")
    }

    // MARK: R7.4 show on a split view controller

    @Test("R7.4 show on an expanded split view replaces the primary")
    func showReplacesPrimaryWhenExpanded() {
        var h = declare {
            Split("s", primary: Controller("p"), secondary: Controller("d"))
        } detached: {
            Controller("x")
        }
        let result = h.show("x", from: "p")
        expectClean(result)
        #expect(result.removed == ["p"])
        #expect(h.viewControllers(of: "s") == ["x", "d"])
        #expect(h.viewController(for: .primary, of: "s") == "x")
        #expect(h.parent(of: "p") == nil)
        #expect(h.presentations == [])
    }

    @Test("R7.4 show on a collapsed column-style split view pushes onto the primary navigation stack")
    func showPushesWhenCollapsed() {
        var h = declare(Environment(device: .iphone)) {
            Split("s", style: .doubleColumn, primary: Controller("p"), secondary: Controller("sec"))
        } detached: {
            Controller("x")
        }
        expectClean(h.show("x", from: "s"))
        #expect(h.viewControllers(of: "s/primary") == ["p", "sec", "x"])
        #expect(h.navigationController(of: "x") == "s/primary")
        #expect(h.viewController(for: .primary, of: "s") == "p")
    }

    @Test("R7.4 show on an expanded column-style split view replaces the primary content in its wrapper")
    func showReplacesWrappedPrimary() {
        var h = declare {
            Split("s", style: .doubleColumn, primary: Controller("p"), secondary: Controller("sec"))
        } detached: {
            Controller("x")
        }
        expectClean(h.show("x", from: "s"))
        #expect(h.viewController(for: .primary, of: "s") == "x")
        #expect(h.viewControllers(of: "s/primary") == ["x"])
        #expect(h.parent(of: "p") == nil)
        #expect(h.viewControllers(of: "s") == ["s/primary", "s/secondary"])
    }

    // MARK: R7.5 column style wrapping

    @Test("R7.5 column style wraps plain content in a navigation controller the split view creates")
    func columnWrapping() {
        let h = declare {
            Split("s", style: .doubleColumn, primary: Controller("p"), secondary: Navigation("nsec") { Controller("sec") })
        }
        #expect(h.viewControllers(of: "s") == ["s/primary", "nsec"])
        #expect(h.kind(of: "s/primary") == .navigation)
        #expect(h.creator(of: "s/primary") == "s")
        #expect(h.creator(of: "nsec") == nil)
        #expect(h.parent(of: "s/primary") == "s")
        #expect(h.parent(of: "p") == "s/primary")
        #expect(h.navigationController(of: "p") == "s/primary")
        #expect(h.splitViewController(of: "p") == "s")
        #expect(h.viewController(for: .primary, of: "s") == "p")
        #expect(h.viewController(for: .secondary, of: "s") == "nsec")
        #expect(h.contains("s/secondary") == false)
    }

    @Test("R7.5 a plain controller whose first child is a navigation controller is used as is in primary and secondary")
    func hostOfNavigationUsedAsIs() {
        let h = declare {
            Split(
                "s", style: .tripleColumn,
                primary: Controller("host") { Navigation("inner") { Controller("x") } },
                supplementary: Controller("host2") { Navigation("inner2") { Controller("y") } },
                secondary: Controller("host3") { Navigation("inner3") { Controller("z") } })
        }
        #expect(h.viewControllers(of: "s") == ["host", "s/supplementary", "host3"])
        #expect(h.parent(of: "host") == "s")
        #expect(h.parent(of: "host2") == "s/supplementary")
        #expect(h.navigationController(of: "x") == "inner")
    }

    @Test("R7.5 any controller is used as is in the compact column")
    func compactColumnUnwrapped() {
        let h = tripleColumn(compact: true)
        #expect(h.parent(of: "cmp") == "s")
        #expect(h.navigationController(of: "cmp") == nil)
        #expect(h.viewController(for: .compact, of: "s") == "cmp")
        #expect(h.contains("s/compact") == false)
    }

    @Test("R7.5 replacing a column's content reuses its wrapper; the old content loses its parent")
    func replacingColumnContent() {
        var h = declare {
            Split("s", style: .doubleColumn, primary: Controller("p"), secondary: Controller("sec"))
        } detached: {
            Controller("q")
        }
        let result = h.setViewController("q", for: .primary, of: "s")
        expectClean(result)
        #expect(result.removed == ["p"])
        #expect(h.viewControllers(of: "s/primary") == ["q"])
        #expect(h.parent(of: "q") == "s/primary")
        #expect(h.parent(of: "p") == nil)
        #expect(h.viewController(for: .primary, of: "s") == "q")
    }

    @Test("R7.5 replacing wrapped content by a navigation controller drops the wrapper")
    func replacingWrappedContentByNavigation() {
        var h = declare {
            Split("s", style: .doubleColumn, primary: Controller("p"), secondary: Controller("sec"))
        } detached: {
            Navigation("nq") { Controller("q") }
        }
        expectClean(h.setViewController("nq", for: .primary, of: "s"))
        #expect(h.viewControllers(of: "s") == ["nq", "s/secondary"])
        #expect(h.children(of: "s") == ["nq", "s/secondary"])
        #expect(h.parent(of: "nq") == "s")
        #expect(h.parent(of: "p") == nil)
        #expect(h.parent(of: "s/primary") == nil)
    }

    @Test("R7.5 a column the style does not have is refused and changes nothing")
    func missingColumnsAreRefused() {
        var h = declare {
            Split("classic", primary: Controller("p"))
        } detached: {
            Split("double", style: .doubleColumn, primary: Controller("p2"))
            Controller("x")
        }
        let before = h
        expectExactDiagnostic(
            h.setViewController("x", for: .supplementary, of: "classic"), .error,
            "<UISplitViewController: classic> is not a split view controller with a supplementary column")
        expectExactDiagnostic(
            h.setViewController("x", for: .compact, of: "classic"), .error,
            "<UISplitViewController: classic> is not a split view controller with a compact column")
        expectExactDiagnostic(
            h.setViewController("x", for: .supplementary, of: "double"), .error,
            "<UISplitViewController: double> is not a split view controller with a supplementary column")
        expectExactDiagnostic(
            h.setViewController("x", for: .primary, of: "p"), .error,
            "<UIViewController: p> is not a split view controller")
        expectExactDiagnostic(h.setViewController("zz", for: .primary, of: "classic"), .error, "No controller has the id 'zz'")
        expectHierarchyUnchanged(before, h)
    }

    @Test("R7.5 R10.3 a presented controller, a window root or an ancestor cannot be installed in a column")
    func illegalColumnContent() {
        var h = declare {
            Navigation("root") { Controller("a") }
        } detached: {
            Controller("c") { Split("s", style: .doubleColumn, primary: Controller("p")) }
            Controller("m")
        }
        expectClean(h.present("m", from: "a", .init(style: .fullScreen)))
        let before = h
        expectExactDiagnostic(
            h.setViewController("m", for: .secondary, of: "s"), .error,
            "<UIViewController: m> cannot become a child of <UISplitViewController: s>: it is being presented by <UINavigationController: root>")
        expectExactDiagnostic(
            h.setViewController("root", for: .secondary, of: "s"), .error,
            "<UINavigationController: root> cannot become a child of <UISplitViewController: s>: it is the root view controller of window 'main'")
        expectExactDiagnostic(
            h.setViewController("c", for: .secondary, of: "s"), .error,
            "<UIViewController: c> cannot become a child of <UISplitViewController: s>: it is <UISplitViewController: s> or one of its ancestors")
        expectHierarchyUnchanged(before, h)
    }

    // MARK: R7.6 column-style viewControllers

    @Test("R7.6 expanded: two or three entries; collapsed: exactly one, the compact column's controller if set")
    func columnStyleViewControllers() {
        var h = tripleColumn(compact: true)
        #expect(h.viewControllers(of: "s") == ["s/primary", "s/supplementary", "s/secondary"])
        #expect(h.children(of: "s") == ["s/primary", "s/supplementary", "s/secondary", "cmp"])
        #expect(h.isOnScreen("cmp") == false)
        expectClean(h.setHorizontalSizeClass(.compact))
        #expect(h.viewControllers(of: "s") == ["cmp"])
        #expect(h.splitViewController(of: "cmp") == "s")
        #expect(h.isOnScreen("cmp"))
        #expect(h.isOnScreen("p") == false)
        // Nothing moved between the columns.
        #expect(h.viewControllers(of: "s/primary") == ["p"])
        #expect(h.viewControllers(of: "s/secondary") == ["sec"])

        var double = declare {
            Split("s", style: .doubleColumn, primary: Controller("p"), secondary: Controller("sec"))
        }
        #expect(double.viewControllers(of: "s") == ["s/primary", "s/secondary"])
        expectClean(double.setHorizontalSizeClass(.compact))
        #expect(double.viewControllers(of: "s") == ["s/primary"])
    }

    /// A column-style split view with a navigation controller as its secondary, declared in
    /// `environment`: with or without a compact column.
    func columnSplit(compact: Bool, _ environment: Environment) -> Hierarchy {
        declare(environment) {
            if compact {
                Split(
                    "s", style: .tripleColumn, primary: Controller("p"), supplementary: Controller("sup"),
                    secondary: Navigation("nd") { Controller("sec") }, compact: Controller("cmp"))
            } else {
                Split(
                    "s", style: .tripleColumn, primary: Controller("p"), supplementary: Controller("sup"),
                    secondary: Navigation("nd") { Controller("sec") })
            }
        } detached: {
            Controller("x")
        }
    }

    @Test("R7.7 a triple-column split declared in compact width, its columns in any order, stacks supplementary then secondary")
    func declaredCompactColumnOrder() throws {
        var split = ControllerSpec(id: "s", kind: .split(.tripleColumn))
        split.columns = [
            .init(.secondary, ControllerSpec(id: "article", kind: .plain)),
            .init(.primary, ControllerSpec(id: "feeds", kind: .plain)),
            .init(.supplementary, ControllerSpec(id: "timeline", kind: .plain)),
        ]
        var h = Hierarchy(environment: Environment(device: .iphone))
        expectClean(h.apply(.declare(split)))
        #expect(h.viewControllers(of: "s/primary") == ["feeds", "timeline", "article"])
        #expect(h.topViewController(of: "s/primary") == "article")
    }

    @Test("R7.6 R7.7 declared compact with a compact column keeps every stack")
    func declaredCompactKeepsStacks() {
        let h = columnSplit(compact: true, Environment(device: .ipad, horizontalSizeClass: .compact))
        #expect(h.viewControllers(of: "s") == ["cmp"])
        #expect(h.viewControllers(of: "s/primary") == ["p"])
        #expect(h.viewControllers(of: "s/supplementary") == ["sup"])
        #expect(h.viewControllers(of: "nd") == ["sec"])
        #expect(h.navigationController(of: "sec") == "nd")
        #expect(h.isOnScreen("cmp"))
        #expect(h.isOnScreen("sec") == false)
    }

    @Test("R7.6 R7.7 declared in compact width, a column split is the regular one collapsed by a trait change")
    func declaredCompactIsCollapsedRegular() {
        for compact in [true, false] {
            let declared = columnSplit(compact: compact, Environment(device: .ipad, horizontalSizeClass: .compact))
            var collapsed = columnSplit(compact: compact, Environment(device: .ipad))
            expectClean(collapsed.setHorizontalSizeClass(.compact))
            #expect(declared.controllers == collapsed.controllers)
            for id in collapsed.controllers {
                for relation in Relation.allCases {
                    #expect(
                        declared.value(of: relation, for: id) == collapsed.value(of: relation, for: id),
                        "\(relation) of \(id), compact column: \(compact)")
                }
            }
            for var h in [declared, collapsed] {
                expectClean(h.setHorizontalSizeClass(.regular))
                #expect(h.viewControllers(of: "nd") == ["sec"])
            }
        }
    }

    // MARK: R7.7 collapsed without a compact column

    @Test("R7.7 U5 documented choice: collapsed without a compact column, supplementary and secondary are pushed on the primary")
    func collapsedWithoutCompact() {
        var h = tripleColumn(compact: false)
        expectClean(h.setHorizontalSizeClass(.compact))
        #expect(h.viewControllers(of: "s") == ["s/primary"])
        #expect(h.viewControllers(of: "s/primary") == ["p", "sup", "sec"])
        #expect(h.viewControllers(of: "s/supplementary") == [])
        #expect(h.viewControllers(of: "s/secondary") == [])
        #expect(h.navigationController(of: "sec") == "s/primary")
        #expect(h.splitViewController(of: "sec") == "s")
        #expect(h.isOnScreen("sec"))
        #expect(h.isOnScreen("p") == false)
    }

    @Test("R7.7 U5 documented choice: expansion puts each controller back in its column; pushed ones go to the secondary")
    func expansionRestoresColumns() {
        var h = tripleColumn(compact: false)
        expectClean(h.setHorizontalSizeClass(.compact))
        expectClean(h.push("x", from: "sec"))
        #expect(h.viewControllers(of: "s/primary") == ["p", "sup", "sec", "x"])
        expectClean(h.setHorizontalSizeClass(.regular))
        #expect(h.viewControllers(of: "s") == ["s/primary", "s/supplementary", "s/secondary"])
        #expect(h.viewControllers(of: "s/primary") == ["p"])
        #expect(h.viewControllers(of: "s/supplementary") == ["sup"])
        #expect(h.viewControllers(of: "s/secondary") == ["sec", "x"])
        #expect(h.navigationController(of: "x") == "s/secondary")
        #expect(h.navigationController(of: "sup") == "s/supplementary")
    }

    // MARK: R7.8 display mode

    @Test("R7.8 the model has no display mode: every expanded column is on screen and relationships do not change")
    func everyExpandedColumnShown() {
        let h = tripleColumn(compact: false)
        for id: ControllerID in ["p", "sup", "sec", "s/primary", "s/supplementary", "s/secondary"] {
            #expect(h.isOnScreen(id))
        }
        #expect(h.parent(of: "sup") == "s/supplementary")
    }

    // MARK: R7.9 not pushable, no presentation context by default (U8)

    @Test("R7.9 a split view controller cannot be pushed: logged and ignored")
    func splitCannotBePushed() {
        var h = declare {
            Navigation("n") { Controller("a") }
        } detached: {
            Split("s", primary: Controller("p"))
        }
        let before = h
        expectExactDiagnostic(
            h.push("s", onto: "n"), .warning, "Split View Controllers cannot be pushed to a Navigation Controller <UINavigationController: n>")
        expectHierarchyUnchanged(before, h)
    }

    @Test("R7.9 U8 split and page view controllers do not define a presentation context by default")
    func u8DefaultContext() {
        var h = declare {
            Controller("c") {
                Split("s", primary: Controller("p"), secondary: Controller("d"))
            }
        } detached: {
            Page("pg") { Controller("page1") }
            Controller("x")
        }
        #expect(h.definesPresentationContext("s") == false)
        #expect(h.definesPresentationContext("pg") == false)
        #expect(ControllerKind.split(.unspecified).definesPresentationContextByDefault == false)
        #expect(ControllerKind.page.definesPresentationContextByDefault == false)
        // The walk passes the split view and ends at the family root.
        expectClean(h.present("x", from: "d", .init(style: .currentContext)))
        #expect(h.presentingViewController(of: "x") == "c")
        #expect(h.presentation(of: "x")?.resolution.rule == .noDefinerFamilyRoot)
        #expect(h.presentation(of: "x")?.resolution.contextWalk.map(\.controller) == ["d", "s", "c"])
    }

    @Test("R7.9 to present over one column, that column's controller defines the context")
    func presentOverOneColumn() {
        var h = declare {
            Split("s", primary: Controller("p"), secondary: Controller("d").definesPresentationContext(true))
        } detached: {
            Controller("x")
        }
        expectClean(h.present("x", from: "d", .init(style: .overCurrentContext)))
        #expect(h.presentingViewController(of: "x") == "d")
        #expect(h.presentedViewController(of: "d") == "x")
        #expect(h.presentedViewController(of: "p") == nil)
        #expect(h.presentedViewController(of: "s") == nil)
        #expect(h.splitViewController(of: "x") == nil)
        #expect(h.isOnScreen("p"))
    }

    // MARK: Column style, iOS 14

    @Test("triple column expanded: wrapped columns; collapsed: the compact column as is")
    func s18ColumnStyle() {
        var h = tripleColumn(compact: true)
        #expect(h.viewControllers(of: "s") == ["s/primary", "s/supplementary", "s/secondary"])
        #expect(h.navigationController(of: "p") == "s/primary")
        #expect(h.splitViewController(of: "p") == "s")
        #expect(h.parent(of: "s/primary") == "s")
        #expect(h.navigationController(of: "sup") == "s/supplementary")
        #expect(h.navigationController(of: "sec") == "s/secondary")
        expectClean(h.setHorizontalSizeClass(.compact))
        #expect(h.viewControllers(of: "s") == ["cmp"])
        #expect(h.splitViewController(of: "cmp") == "s")
        #expect(h.parent(of: "cmp") == "s")
        expectClean(h.setHorizontalSizeClass(.regular))
        #expect(h.viewControllers(of: "s") == ["s/primary", "s/supplementary", "s/secondary"])
        #expect(h.viewControllers(of: "s/primary") == ["p"])
    }

    @Test("without a compact controller the collapsed split shows the wrapped primary (U5)")
    func s18WithoutCompact() {
        let h = tripleColumn(compact: false, Environment(device: .iphone))
        #expect(h.isCollapsed("s") == true)
        #expect(h.viewControllers(of: "s") == ["s/primary"])
        #expect(h.viewControllers(of: "s/primary") == ["p", "sup", "sec"])
    }

    @Test("showDetail on a column-style split: wrapped secondary when expanded, pushed when collapsed")
    func columnStyleShowDetail() {
        var h = declare {
            Split("s", style: .doubleColumn, primary: Controller("p"), secondary: Controller("sec"))
        } detached: {
            Controller("d2")
            Controller("d3")
        }
        let result = h.showDetail("d2", from: "p")
        expectClean(result)
        #expect(result.removed == ["sec"])
        #expect(h.viewControllers(of: "s/secondary") == ["d2"])
        #expect(h.viewController(for: .secondary, of: "s") == "d2")
        #expect(h.parent(of: "sec") == nil)
        expectClean(h.setHorizontalSizeClass(.compact))
        expectClean(h.showDetail("d3", from: "p"))
        #expect(h.viewControllers(of: "s/primary") == ["p", "d2", "d3"])
        expectClean(h.setHorizontalSizeClass(.regular))
        #expect(h.viewControllers(of: "s/primary") == ["p"])
        #expect(h.viewControllers(of: "s/secondary") == ["d2", "d3"])
    }
}
