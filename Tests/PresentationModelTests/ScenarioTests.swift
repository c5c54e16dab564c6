import PresentationModel
import Testing

/// Worked scenarios across the rulebook, as whole scenarios, and a few more combinations.
/// `isOnScreen` is checked for every controller of each scenario (`onScreen` lists those on screen).
@Suite("Worked scenarios", .checkingInvariants)
struct ScenarioTests {
    @Test("plain nav, push and present full screen")
    func s1() {
        var h = declare {
            Navigation("N1") {
                Controller("A"); Controller("B")
            }
        } detached: {
            Controller("M")
        }
        #expect(controllersOnScreen(h) == ["N1", "B"])
        expectClean(h.present("M", from: "B", .init(style: .fullScreen)))
        #expect(h.presentationContext(of: "M") == "N1")
        #expect(h.presentingViewController(of: "M") == "N1")
        #expect(["N1", "A", "B"].map(h.presentedViewController(of:)) == ["M", "M", "M"])
        #expect(h.navigationController(of: "M") == nil)
        #expect(h.parent(of: "M") == nil)
        #expect(h.navigationController(of: "B") == "N1")
        #expect(h.navigationController(of: "N1") == nil)
        // N1's family's views are removed.
        #expect(controllersOnScreen(h) == ["M"])
    }

    static func s2(_ options: ModelOptions = ModelOptions()) -> Hierarchy {
        declare(Environment(device: .ipad, options: options)) {
            TabBar("T") {
                Navigation("N1") { Controller("Items") }
                Controller("Other")
            }
        } detached: {
            Navigation("N2") { Controller("Detail") }
        }
    }

    @Test("BNR figure 1: a tab family presents a navigation family (U1 default: Detail.tab = nil)")
    func s2() {
        var h = Self.s2()
        expectClean(h.present("N2", from: "Items", .init(style: .fullScreen)))
        #expect(h.presentationContext(of: "N2") == "T")
        let family1: [ControllerID] = ["T", "N1", "Items", "Other"]
        let family2: [ControllerID] = ["N2", "Detail"]
        #expect(family1.map(h.presentedViewController(of:)) == ["N2", "N2", "N2", "N2"])
        #expect(family1.map(h.presentingViewController(of:)) == [nil, nil, nil, nil])
        #expect(family2.map(h.presentingViewController(of:)) == ["T", "T"])
        #expect(family2.map(h.presentedViewController(of:)) == [nil, nil])
        #expect(h.navigationController(of: "Detail") == "N2")
        #expect(h.tabBarController(of: "Detail") == nil)
        #expect(h.tabBarController(of: "N2") == nil)
        #expect(h.parent(of: "N2") == nil)
        #expect(h.tabBarController(of: "Items") == "T")
        #expect(h.navigationController(of: "Items") == "N1")
        #expect(h.tabBarController(of: "N1") == "T")
        #expect(h.navigationController(of: "N1") == nil)
        #expect(controllersOnScreen(h) == ["N2", "Detail"])
    }

    @Test("U1 option tabBarControllerCrossesPresentation: the presented family sees the presenter's tab bar")
    func s2CrossingOption() {
        var h = Self.s2(ModelOptions(tabBarControllerCrossesPresentation: true))
        expectClean(h.present("N2", from: "Items", .init(style: .fullScreen)))
        #expect(h.tabBarController(of: "Detail") == "T")
        #expect(h.tabBarController(of: "N2") == "T")
        // navigationController never crosses (R1.3).
        #expect(h.navigationController(of: "N2") == nil)
        #expect(h.tabBarController(of: "T") == nil)
    }

    static func homepwner(
        _ environment: Environment = Environment(device: .ipad), itemsDefines: Bool? = nil
    ) -> Hierarchy {
        declare(environment) {
            Navigation("N1") {
                if let itemsDefines { Controller("Items").definesPresentationContext(itemsDefines) } else { Controller("Items") }
            }
        } detached: {
            Navigation("N2") { Controller("Detail") }
        }
    }

    @Test("BNR Homepwner, form sheet on iPad: presenter N1, N1's view kept")
    func s3() {
        for itemsDefines in [nil, true, false] as [Bool?] {
            var h = Self.homepwner(itemsDefines: itemsDefines)
            expectClean(h.present("N2", from: "Items", .init(style: .formSheet)))
            #expect(["N2", "Detail"].map(h.presentingViewController(of:)) == ["N1", "N1"])
            #expect(["N1", "Items"].map(h.presentedViewController(of:)) == ["N2", "N2"])
            #expect(h.presentationStyle(of: "N2") == .formSheet)
            #expect(controllersOnScreen(h) == ["N1", "Items", "N2", "Detail"])
        }
    }

    @Test("compact width: iOS 12 fullScreen (N1's view removed), iOS 13+ card sheet; same relationships")
    func s3Compact() {
        let cases: [(Int, ModalPresentationStyle, [ControllerID])] = [
            (12, .fullScreen, ["N2", "Detail"]),
            (13, .formSheet, ["N1", "Items", "N2", "Detail"]),
            (17, .formSheet, ["N1", "Items", "N2", "Detail"]),
        ]
        for (ios, style, visible) in cases {
            var h = Self.homepwner(Environment(device: .iphone, iosVersion: ios))
            expectClean(h.present("N2", from: "Items", .init(style: .formSheet)))
            #expect(h.presentationStyle(of: "N2") == style, "iOS \(ios)")
            #expect(["N2", "Detail"].map(h.presentingViewController(of:)) == ["N1", "N1"], "iOS \(ios)")
            #expect(["N1", "Items"].map(h.presentedViewController(of:)) == ["N2", "N2"], "iOS \(ios)")
            #expect(controllersOnScreen(h) == visible, "iOS \(ios)")
        }
    }

    @Test("BNR Homepwner, currentContext with the definer on Items")
    func s4() {
        var h = Self.homepwner(itemsDefines: true)
        expectClean(h.present("N2", from: "Items", .init(style: .currentContext)))
        #expect(contextWalkSummary(h.presentation(of: "N2")) == ["Items=true"])
        #expect(["N2", "Detail"].map(h.presentingViewController(of:)) == ["Items", "Items"])
        #expect(h.presentedViewController(of: "Items") == "N2")
        #expect(h.presentedViewController(of: "N1") == nil)
        #expect(h.navigationController(of: "N2") == nil)
        #expect(h.navigationController(of: "Detail") == "N2")
        // N1's navigation bar stays; Items' view is removed after the transition.
        #expect(controllersOnScreen(h) == ["N1", "N2", "Detail"])
    }

    @Test("currentContext with no explicit definer inside a nav: N1 (default) presents")
    func s5() {
        var h = declare {
            Navigation("N1") { Controller("Items") }
        } detached: {
            Controller("X")
        }
        expectClean(h.present("X", from: "Items", .init(style: .currentContext)))
        #expect(contextWalkSummary(h.presentation(of: "X")) == ["Items=false (default)", "N1=true (default)"])
        #expect(h.presentingViewController(of: "X") == "N1")
        #expect(["Items", "N1"].map(h.presentedViewController(of:)) == ["X", "X"])
        #expect(controllersOnScreen(h) == ["X"])
    }

    @Test("currentContext with no definer at all: the window root presents")
    func s6() {
        var h = declare {
            Controller("C") {
                Controller("L"); Controller("R")
            }
        } detached: {
            Controller("X")
        }
        #expect(controllersOnScreen(h) == ["C", "L", "R"])
        expectClean(h.present("X", from: "L", .init(style: .currentContext)))
        #expect(h.presentingViewController(of: "X") == "C")
        #expect(h.presentation(of: "X")?.resolution.rule == .noDefinerFamilyRoot)
        #expect(["C", "L", "R"].map(h.presentedViewController(of:)) == ["X", "X", "X"])
        #expect(controllersOnScreen(h) == ["X"])
    }

    @Test("a definer on the source itself")
    func s7() {
        var h = declare {
            Navigation("N1") { Controller("A").definesPresentationContext(true) }
        } detached: {
            Controller("X")
        }
        expectClean(h.present("X", from: "A", .init(style: .currentContext)))
        #expect(h.presentingViewController(of: "X") == "A")
        #expect(h.presentedViewController(of: "N1") == nil)
        #expect(controllersOnScreen(h) == ["N1", "X"])
    }

    @Test("custom with a full-screen presentation controller goes to the family root, otherwise to the definer")
    func s8() {
        // Both roots are checked: a tab bar root and a navigation root.
        func tabs() -> Hierarchy {
            declare {
                TabBar("T") { Navigation("N1") { Controller("A1").definesPresentationContext(true) } }
            } detached: {
                Controller("X")
            }
        }
        var fullscreen = tabs()
        expectClean(fullscreen.present("X", from: "A1", .init(style: .custom, shouldPresentInFullscreen: true)))
        #expect(fullscreen.presentingViewController(of: "X") == "T")
        #expect(controllersOnScreen(fullscreen) == ["T", "N1", "A1", "X"])

        var context = tabs()
        expectClean(context.present("X", from: "A1", .init(style: .custom, shouldPresentInFullscreen: false)))
        #expect(context.presentingViewController(of: "X") == "A1")
        #expect(context.presentedViewController(of: "T") == nil)
        #expect(controllersOnScreen(context) == ["T", "N1", "A1", "X"])
    }

    @Test("chain A ⇒ B ⇒ C, then C.dismiss() or A.dismiss()")
    func s9() {
        var h = declare {
            Controller("A")
        } detached: {
            Controller("B"); Controller("C")
        }
        expectClean(h.present("B", from: "A", .init(style: .fullScreen)))
        expectClean(h.present("C", from: "B", .init(style: .fullScreen)))
        #expect(h.presentingViewController(of: "B") == "A")
        #expect(h.presentedViewController(of: "B") == "C")
        #expect(h.presentingViewController(of: "C") == "B")
        #expect(h.presentedViewController(of: "A") == "B")
        #expect(controllersOnScreen(h) == ["C"])

        var top = h
        #expect(top.dismiss("C").removed == ["C"])
        #expect(top.presentedViewController(of: "B") == nil)
        #expect(top.presentedViewController(of: "A") == "B")
        #expect(controllersOnScreen(top) == ["B"])

        var bottom = h
        #expect(bottom.dismiss("A").removed == ["B", "C"])
        #expect(bottom.presentedViewController(of: "A") == nil)
        #expect(bottom.presentingViewController(of: "B") == nil)
        #expect(bottom.presentingViewController(of: "C") == nil)
        #expect(controllersOnScreen(bottom) == ["A"])
    }

    @Test("presenting from a covered controller: P6 warning, nothing changes; from M it works")
    func s10() {
        var h = declare {
            Controller("R")
        } detached: {
            Controller("M"); Controller("Y")
        }
        expectClean(h.present("M", from: "R", .init(style: .fullScreen)))
        let before = PresentationSnapshot(h)
        expectExactDiagnostic(
            h.present("Y", from: "R"), .warning,
            "Attempt to present <UIViewController: Y> on <UIViewController: R> (from <UIViewController: R>) whose view is not in the window hierarchy."
        )
        #expect(PresentationSnapshot(h) == before)
        #expect(controllersOnScreen(h) == ["M"])
        expectClean(h.present("Y", from: "M"))
        #expect(h.presentingViewController(of: "Y") == "M")
        #expect(controllersOnScreen(h) == ["M", "Y"])
    }

    @Test("presenting a controller that has a parent: exception, no link")
    func s15() {
        var h = declare {
            Navigation("N1") { Controller("A") }
        } detached: {
            Navigation("N2") { Controller("B") }
        }
        expectExactDiagnostic(
            h.present("B", from: "A"), .error,
            "Application tried to present modally a view controller <UIViewController: B> that has a parent view controller <UINavigationController: N2>."
        )
        #expect(h.presentations.isEmpty)
        #expect(h.presentingViewController(of: "B") == nil)
        #expect(h.presentedViewController(of: "A") == nil)
        #expect(h.parent(of: "B") == "N2")
        #expect(controllersOnScreen(h) == ["N1", "A"])
    }

    // MARK: - More combinations

    @Test("R3.2 R3.7 a context presentation inside a presented tab bar controller")
    func contextInsidePresentedTabBar() {
        var h = declare {
            Controller("R")
        } detached: {
            TabBar("T2") {
                Navigation("N1") { Controller("A") }
                Navigation("N2") { Controller("B") }
            }
            Controller("X")
            Controller("Y")
        }
        expectClean(h.present("T2", from: "R", .init(style: .fullScreen)))
        expectClean(h.present("X", from: "A", .init(style: .currentContext)))
        #expect(h.presentingViewController(of: "X") == "N1")
        #expect(contextWalkSummary(h.presentation(of: "X")) == ["A=false (default)", "N1=true (default)"])
        let ids: [ControllerID] = ["R", "T2", "N1", "A", "N2", "B", "X"]
        #expect(ids.map(h.presentedViewController(of:)) == ["T2", nil, "X", "X", nil, nil, nil])
        #expect(ids.map(h.presentingViewController(of:)) == [nil, "R", "R", "R", "R", "R", "N1"])
        #expect(h.tabBarController(of: "A") == "T2")
        #expect(h.tabBarController(of: "X") == nil)
        #expect(controllersOnScreen(h) == ["T2", "X"])

        // Presenting from the unselected tab's context: N2 is not in the window hierarchy.
        expectExactDiagnostic(
            h.present("Y", from: "B", .init(style: .currentContext)), .warning,
            "Attempt to present <UIViewController: Y> on <UINavigationController: N2> (from <UIViewController: B>) whose view is not in the window hierarchy."
        )
        expectClean(h.select(tabAt: 1, of: "T2"))
        #expect(controllersOnScreen(h) == ["T2", "N2", "B"])
        expectClean(h.present("Y", from: "B", .init(style: .overCurrentContext)))
        #expect(h.presentingViewController(of: "Y") == "N2")
        #expect(controllersOnScreen(h) == ["T2", "N2", "B", "Y"])
        expectClean(h.select(tabAt: 0, of: "T2"))
        #expect(controllersOnScreen(h) == ["T2", "X"])
        // A full-screen presentation from inside goes to T2 (the presented family root) and covers both tabs.
        h.add(Controller("Z").spec)
        expectClean(h.present("Z", from: "B", .init(style: .fullScreen)))
        #expect(h.presentingViewController(of: "Z") == "T2")
        #expect(controllersOnScreen(h) == ["Z"])
    }

    @Test("P6 R3.1 presenting from an unselected tab: a context style warns, a full-screen style goes to the tab bar")
    func presentFromUnselectedTab() {
        var h = declare {
            TabBar("T") {
                Navigation("N1") { Controller("A") }
                Navigation("N2") { Controller("B") }
            }
        } detached: {
            Controller("X")
        }
        #expect(controllersOnScreen(h) == ["T", "N1", "A"])
        let before = PresentationSnapshot(h)
        expectExactDiagnostic(
            h.present("X", from: "B", .init(style: .currentContext)), .warning,
            "Attempt to present <UIViewController: X> on <UINavigationController: N2> (from <UIViewController: B>) whose view is not in the window hierarchy."
        )
        #expect(PresentationSnapshot(h) == before)
        expectClean(h.present("X", from: "B", .init(style: .overFullScreen)))
        #expect(h.presentingViewController(of: "X") == "T")
        #expect(h.presentedFrom("X") == "B")
        #expect(h.presentedViewController(of: "A") == "X")
        #expect(controllersOnScreen(h) == ["T", "N1", "A", "X"])
    }

    @Test("§1 two windows via makeWindow: each window's families resolve and present independently")
    func twoWindows() {
        var h = Hierarchy(environment: Environment(device: .ipad))
        for (id, kind) in [
            ("N1", ControllerKind.navigation), ("A", .plain), ("T", .tabBar), ("B", .plain), ("C", .plain),
            ("X", .plain), ("Y", .plain), ("Z", .plain),
        ] {
            expectClean(h.addController(ControllerID(id), kind: kind))
        }
        expectClean(h.setViewControllers(["A"], of: "N1"))
        expectClean(h.setViewControllers(["B", "C"], ofTabBar: "T"))
        expectClean(h.makeWindow("main", root: "N1"))
        expectClean(h.makeWindow("second", root: "T"))
        #expect(h.windows.map(\.id) == ["main", "second"])
        #expect(h.windows.map(\.root) == ["N1", "T"])
        #expect(h.rootViewController(ofWindow: "second") == "T")
        #expect(h.rootViewController(ofWindow: "third") == nil)
        #expect(controllersOnScreen(h) == ["N1", "A", "T", "B"])

        expectClean(h.present("X", from: "A", .init(style: .fullScreen)))
        expectClean(h.present("Y", from: "B", .init(style: .currentContext)))
        #expect(h.presentingViewController(of: "X") == "N1")
        #expect(h.presentingViewController(of: "Y") == "T")
        #expect(controllersOnScreen(h) == ["X", "Y"])
        // The second window's root is active: it cannot be presented from the first.
        expectExactDiagnostic(
            h.present("T", from: "X"), .error, "Application tried to present modally an active controller <UITabBarController: T>.")
        // A window root cannot become the root of another window.
        #expect(h.makeWindow("third", root: "T").diagnostics.map(\.code) == [.illegalContainment])
        // Dismissing in one window leaves the other alone.
        #expect(h.dismiss("A").removed == ["X"])
        #expect(h.presentingViewController(of: "Y") == "T")
        #expect(controllersOnScreen(h) == ["N1", "A", "Y"])
        let all: [ControllerID] = ["N1", "A", "T", "B", "C", "X", "Y", "Z"]
        #expect(all.map(h.isInWindow) == [true, true, true, true, true, false, true, false])
        #expect(h.analyze().families.map(\.window) == ["main", "second", nil, nil, nil])
        #expect(h.analyze().families.map(\.root) == ["N1", "T", "X", "Y", "Z"])
    }
}
