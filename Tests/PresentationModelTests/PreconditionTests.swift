import PresentationModel
import Testing

/// §3.1 P1–P9, in the rulebook's order. Errors (P1–P4) leave the hierarchy exactly as it was;
/// the P6 and P7 warnings present nothing; the P8 warning presents anyway.
@Suite("present preconditions (§3.1)", .checkingInvariants)
struct PreconditionTests {
    /// W = N1 [A]; detached: N2 [B], X, Y.
    static func base(_ environment: Environment = Environment(device: .ipad)) -> Hierarchy {
        declare(environment) {
            Navigation("N1") { Controller("A") }
        } detached: {
            Navigation("N2") { Controller("B") }
            Controller("X")
            Controller("Y")
        }
    }

    /// Runs a step that must be refused with an error, and checks it changed nothing.
    func expectRefused(
        _ h: inout Hierarchy, _ message: String, sourceLocation: SourceLocation = #_sourceLocation,
        _ step: (inout Hierarchy) -> StepResult
    ) {
        let before = PresentationSnapshot(h)
        let result = step(&h)
        expectExactDiagnostic(result, .error, message, sourceLocation: sourceLocation)
        #expect(result.failed, sourceLocation: sourceLocation)
        #expect(PresentationSnapshot(h) == before, "an error must leave the hierarchy unchanged", sourceLocation: sourceLocation)
    }

    /// Runs a step that must only warn and present nothing.
    func expectIgnored(
        _ h: inout Hierarchy, _ message: String, sourceLocation: SourceLocation = #_sourceLocation,
        _ step: (inout Hierarchy) -> StepResult
    ) {
        let before = PresentationSnapshot(h)
        let result = step(&h)
        expectExactDiagnostic(result, .warning, message, sourceLocation: sourceLocation)
        #expect(!result.failed, sourceLocation: sourceLocation)
        #expect(PresentationSnapshot(h) == before, "UIKit presents nothing after this warning", sourceLocation: sourceLocation)
    }

    // MARK: - P1

    @Test("P1 presenting nil is an exception naming the target")
    func p1PresentingNil() {
        var h = Self.base()
        expectRefused(&h, "Application tried to present a nil modal view controller on target <UIViewController: A>.") {
            $0.present(nil, from: "A")
        }
    }

    @Test("P1 comes first: nil from a covered source is still P1, not P6")
    func p1BeforeP6() {
        var h = Self.base()
        expectClean(h.present("X", from: "A", .init(style: .fullScreen)))
        expectRefused(&h, "Application tried to present a nil modal view controller on target <UINavigationController: N1>.") {
            $0.present(nil, from: "N1", .init(style: .fullScreen))
        }
    }

    // MARK: - P2

    @Test("P2 presenting a controller on itself is an exception")
    func p2PresentingOnItself() {
        var h = Self.base()
        expectRefused(
            &h, "Application tried to present modal view controller on itself. Presenting controller is <UIViewController: X>."
        ) { $0.present("X", from: "X") }
    }

    @Test("P2 before P3 and P4: a child or the window root presenting itself is P2")
    func p2BeforeP3AndP4() {
        var h = Self.base()
        expectRefused(
            &h, "Application tried to present modal view controller on itself. Presenting controller is <UIViewController: A>."
        ) { $0.present("A", from: "A") }
        expectRefused(
            &h,
            "Application tried to present modal view controller on itself. Presenting controller is <UINavigationController: N1>."
        ) { $0.present("N1", from: "N1") }
    }

    // MARK: - P3

    @Test("P3 presenting a controller that has a parent: iOS 13+ wording with the parent")
    func p3PresentingChildOfDetachedNavigation() {
        var h = Self.base()
        expectRefused(
            &h,
            "Application tried to present modally a view controller <UIViewController: B> that has a parent view controller <UINavigationController: N2>."
        ) { $0.present("B", from: "A") }
        #expect(h.parent(of: "B") == "N2")
        #expect(h.presentingViewController(of: "B") == nil)
    }

    @Test("P3 applies to every kind of parent: custom container, tab bar, column wrapper")
    func p3EveryKindOfParent() {
        var h = declare {
            TabBar("T") {
                Controller("C") { Controller("K") }
                Split("S", style: .doubleColumn, primary: Controller("P"), secondary: Controller("Sec"))
            }
        } detached: {
            Controller("D")
        }
        expectRefused(
            &h,
            "Application tried to present modally a view controller <UIViewController: K> that has a parent view controller <UIViewController: C>."
        ) { $0.present("K", from: "D") }
        expectRefused(
            &h,
            "Application tried to present modally a view controller <UIViewController: C> that has a parent view controller <UITabBarController: T>."
        ) { $0.present("C", from: "K") }
        expectRefused(
            &h,
            "Application tried to present modally a view controller <UIViewController: P> that has a parent view controller <UINavigationController: S/primary>."
        ) { $0.present("P", from: "K") }
    }

    @Test("P3 the iOS 13+ wording is used whatever the iOS version (Decisions: messages)")
    func p3WordingOnIOS12() {
        var h = Self.base(Environment(device: .ipad, iosVersion: 12))
        expectRefused(
            &h,
            "Application tried to present modally a view controller <UIViewController: B> that has a parent view controller <UINavigationController: N2>."
        ) { $0.present("B", from: "A") }
    }

    @Test("P3 the class given by the scenario is printed in the message")
    func p3CustomClassNames() {
        var h = declare {
            Navigation("nav") { Controller("items", class: "BNRItemsViewController") }
        } detached: {
            Navigation("detailNav", class: "BNRNavigationController") { Controller("detail", class: "BNRDetailViewController") }
        }
        expectRefused(
            &h,
            "Application tried to present modally a view controller <BNRDetailViewController: detail> that has a parent view controller <BNRNavigationController: detailNav>."
        ) { $0.present("detail", from: "items") }
    }

    // MARK: - P4

    @Test("P4 presenting a controller that is already presented names its resolved presenter")
    func p4AlreadyPresented() {
        var h = declare {
            TabBar("T") { Navigation("N1") { Controller("Items") } }
        } detached: {
            Navigation("N2") { Controller("Detail") }
            Controller("R2")
        }
        h.makeWindow("second", root: "R2")
        expectClean(h.present("N2", from: "Items", .init(style: .fullScreen)))
        expectRefused(
            &h,
            "Application tried to present modally a view controller <UINavigationController: N2> that is already being presented by <UITabBarController: T>."
        ) { $0.present("N2", from: "R2", .init(style: .fullScreen)) }
    }

    @Test("P4 presenting a window root is 'an active controller'")
    func p4WindowRootIsActive() {
        var h = Self.base()
        h.add(Controller("R2").spec)
        h.makeWindow("second", root: "R2")
        expectRefused(&h, "Application tried to present modally an active controller <UINavigationController: N1>.") {
            $0.present("N1", from: "R2")
        }
        expectRefused(&h, "Application tried to present modally an active controller <UIViewController: R2>.") {
            $0.present("R2", from: "A")
        }
    }

    @Test("P4 presenting an ancestor of the source (containment or presentation) is 'an active controller'")
    func p4AncestorIsActive() {
        var h = declare {
            Controller("W")
        } detached: {
            Controller("DC") { Controller("DChild") }
            Controller("D")
            Controller("E")
        }
        expectRefused(&h, "Application tried to present modally an active controller <UIViewController: DC>.") {
            $0.present("DC", from: "DChild")
        }
        // D is detached: presenting from it warns (P8) and presents.
        expectExactDiagnostic(
            h.present("E", from: "D", .init(style: .fullScreen)), .warning,
            "Presenting view controllers on detached view controllers is discouraged <UIViewController: D>.")
        expectRefused(&h, "Application tried to present modally an active controller <UIViewController: D>.") {
            $0.present("D", from: "E", .init(style: .fullScreen))
        }
    }

    @Test("P4 before P6: an already presented controller from a covered source is P4")
    func p4BeforeP6() {
        var h = Self.base()
        expectClean(h.present("X", from: "A", .init(style: .fullScreen)))
        expectRefused(
            &h,
            "Application tried to present modally a view controller <UIViewController: X> that is already being presented by <UINavigationController: N1>."
        ) { $0.present("X", from: "A", .init(style: .fullScreen)) }
    }

    @Test("P3 before P6: a controller with a parent from a covered source is P3")
    func p3BeforeP6() {
        var h = Self.base()
        expectClean(h.present("X", from: "A", .init(style: .fullScreen)))
        expectRefused(
            &h,
            "Application tried to present modally a view controller <UIViewController: B> that has a parent view controller <UINavigationController: N2>."
        ) { $0.present("B", from: "A", .init(style: .fullScreen)) }
    }

    // MARK: - P5 / P6

    @Test("P5 P6 a presenter covered by a full-screen presentation: warning naming the resolved presenter")
    func p6CoveredByFullScreen() {
        var h = Self.base()
        expectClean(h.present("X", from: "A", .init(style: .fullScreen)))
        expectIgnored(
            &h,
            "Attempt to present <UIViewController: Y> on <UINavigationController: N1> (from <UIViewController: A>) whose view is not in the window hierarchy."
        ) { $0.present("Y", from: "A", .init(style: .overFullScreen)) }
    }

    @Test("P6 a presenter whose view a currentContext presentation removed")
    func p6CoveredByCurrentContext() {
        var h = Self.base()
        // N1 is the default definer (R3.3), so it presents X and its view goes.
        expectClean(h.present("X", from: "A", .init(style: .currentContext)))
        #expect(h.presentingViewController(of: "X") == "N1")
        expectIgnored(
            &h,
            "Attempt to present <UIViewController: Y> on <UINavigationController: N1> (from <UIViewController: A>) whose view is not in the window hierarchy."
        ) { $0.present("Y", from: "A", .init(style: .fullScreen)) }
    }

    @Test("P6 a resolved presenter in an unselected tab")
    func p6UnselectedTab() {
        var h = declare {
            TabBar("T") {
                Navigation("N1") { Controller("A") }
                Navigation("N2") { Controller("B") }
            }
        } detached: {
            Controller("X")
        }
        expectIgnored(
            &h,
            "Attempt to present <UIViewController: X> on <UINavigationController: N2> (from <UIViewController: B>) whose view is not in the window hierarchy."
        ) { $0.present("X", from: "B", .init(style: .overCurrentContext)) }
    }

    @Test("P6 a definer that is not the top of its navigation stack")
    func p6NotTopOfStack() {
        var h = declare {
            Navigation("N1") {
                Controller("A").definesPresentationContext(true)
                Controller("B")
            }
        } detached: {
            Controller("X")
        }
        expectIgnored(
            &h,
            "Attempt to present <UIViewController: X> on <UIViewController: A> (from <UIViewController: A>) whose view is not in the window hierarchy."
        ) { $0.present("X", from: "A", .init(style: .currentContext)) }
        // Full screen from the same source goes to the family root, which is on screen.
        expectClean(h.present("X", from: "A", .init(style: .fullScreen)))
        #expect(h.presentingViewController(of: "X") == "N1")
    }

    @Test("P6 a child of a container that is in no window: the message names the detached family root")
    func p6DetachedFamily() {
        var h = declare {
            Controller("W")
        } detached: {
            Controller("DC") { Controller("DChild") }
            Controller("X")
        }
        expectIgnored(
            &h,
            "Attempt to present <UIViewController: X> on <UIViewController: DC> (from <UIViewController: DChild>) whose view is not in the window hierarchy."
        ) { $0.present("X", from: "DChild", .init(style: .fullScreen)) }
    }

    @Test("P6 a presented controller whose context sits in an unselected tab is not in the window hierarchy")
    func p6PresentedInUnselectedTab() {
        var h = declare {
            TabBar("T") {
                Navigation("N1") { Controller("A") }
                Navigation("N2") { Controller("B") }
            }
        } detached: {
            Controller("X"); Controller("Y")
        }
        expectClean(h.present("X", from: "A", .init(style: .overCurrentContext)))
        #expect(h.presentingViewController(of: "X") == "N1")
        expectClean(h.select(tabAt: 1, of: "T"))
        #expect(!h.isOnScreen("X"))
        expectIgnored(
            &h,
            "Attempt to present <UIViewController: Y> on <UIViewController: X> (from <UIViewController: X>) whose view is not in the window hierarchy."
        ) { $0.present("Y", from: "X", .init(style: .fullScreen)) }
        expectClean(h.select(tabAt: 0, of: "T"))
        expectClean(h.present("Y", from: "X", .init(style: .fullScreen)))
        #expect(h.presentingViewController(of: "Y") == "X")
    }

    @Test("P6 the iOS 13+ wording is used on iOS 12 too (Decisions: messages)")
    func p6WordingOnIOS12() {
        var h = Self.base(Environment(device: .ipad, iosVersion: 12))
        expectClean(h.present("X", from: "A", .init(style: .fullScreen)))
        expectIgnored(
            &h,
            "Attempt to present <UIViewController: Y> on <UINavigationController: N1> (from <UIViewController: A>) whose view is not in the window hierarchy."
        ) { $0.present("Y", from: "A") }
    }

    // MARK: - P7

    @Test("P7 a presenter still on screen but already presenting: the message names the navigation controller")
    func p7AlreadyPresentingNamesTheNavigationController() {
        for style in [ModalPresentationStyle.overFullScreen, .pageSheet, .formSheet, .popover, .automatic] {
            var h = Self.base()
            expectClean(h.present("X", from: "A", .init(style: style)))
            expectIgnored(
                &h,
                "Attempt to present <UIViewController: Y> on <UINavigationController: N1> (from <UIViewController: A>) which is already presenting <UIViewController: X>."
            ) { $0.present("Y", from: "A", .init(style: .fullScreen)) }
        }
    }

    @Test("P7 R3.8 a definer already presenting: warning, UIKit does not keep walking")
    func p7DefinerAlreadyPresenting() {
        var h = declare {
            Navigation("N1") { Controller("A") { Controller("AChild") }.definesPresentationContext(true) }
        } detached: {
            Controller("X"); Controller("Y")
        }
        expectClean(h.present("X", from: "A", .init(style: .overCurrentContext)))
        expectIgnored(
            &h,
            "Attempt to present <UIViewController: Y> on <UIViewController: A> (from <UIViewController: AChild>) which is already presenting <UIViewController: X>."
        ) { $0.present("Y", from: "AChild", .init(style: .currentContext)) }
        #expect(h.presentedViewController(of: "N1") == nil)
    }

    @Test("P6 vs P7: a covered presenter reports 'not in the window hierarchy', an uncovered one 'already presenting'")
    func p6BeforeP7() {
        var covered = Self.base()
        expectClean(covered.present("X", from: "N1", .init(style: .fullScreen)))
        expectIgnored(
            &covered,
            "Attempt to present <UIViewController: Y> on <UINavigationController: N1> (from <UINavigationController: N1>) whose view is not in the window hierarchy."
        ) { $0.present("Y", from: "N1", .init(style: .fullScreen)) }

        var uncovered = Self.base()
        expectClean(uncovered.present("X", from: "N1", .init(style: .overFullScreen)))
        expectIgnored(
            &uncovered,
            "Attempt to present <UIViewController: Y> on <UINavigationController: N1> (from <UINavigationController: N1>) which is already presenting <UIViewController: X>."
        ) { $0.present("Y", from: "N1", .init(style: .fullScreen)) }
    }

    // MARK: - P8

    @Test("P8 presenting from a detached controller warns and presents")
    func p8DetachedSourcePresents() {
        var h = Self.base()
        let result = h.present("Y", from: "X", .init(style: .fullScreen))
        expectExactDiagnostic(
            result, .warning, "Presenting view controllers on detached view controllers is discouraged <UIViewController: X>.")
        #expect(result.diagnostics.map(\.rule) == ["P8"])
        #expect(h.presentingViewController(of: "Y") == "X")
        #expect(h.presentedViewController(of: "X") == "Y")
        #expect(h.isInWindow("Y") == false)
        #expect(h.isOnScreen("Y") == false)
    }

    @Test("P7 before P8: a detached controller already presenting warns 'already presenting' only")
    func p7BeforeP8() {
        var h = Self.base()
        _ = h.present("Y", from: "X", .init(style: .fullScreen))
        h.add(Controller("Z").spec)
        expectIgnored(
            &h,
            "Attempt to present <UIViewController: Z> on <UIViewController: X> (from <UIViewController: X>) which is already presenting <UIViewController: Y>."
        ) { $0.present("Z", from: "X", .init(style: .fullScreen)) }
    }

    // MARK: - P9

    @Test("P9 the link is created; fullScreen and currentContext remove the presenter's view, the others keep it")
    func p9ViewsRemovedOrKept() {
        let expectations: [(ModalPresentationStyle, Bool)] = [
            (.fullScreen, false), (.currentContext, false), (.overFullScreen, true), (.overCurrentContext, true),
            (.pageSheet, true), (.formSheet, true), (.automatic, true), (.popover, true), (.custom, true),
        ]
        for (style, kept) in expectations {
            var h = declare {
                Controller("P")
            } detached: {
                Controller("X")
            }
            expectClean(h.present("X", from: "P", .init(style: style)))
            #expect(h.presentingViewController(of: "X") == "P", "\(style)")
            #expect(h.isOnScreen("P") == kept, "\(style)")
            #expect(h.isOnScreen("X"), "\(style)")
        }
    }

    @Test("P9 the diagnostics carry their rule ids")
    func diagnosticRules() {
        var h = Self.base()
        #expect(h.present(nil, from: "A").diagnostics.map(\.rule) == ["P1"])
        #expect(h.present("A", from: "A").diagnostics.map(\.rule) == ["P2"])
        #expect(h.present("B", from: "A").diagnostics.map(\.rule) == ["P3"])
        #expect(h.present("N1", from: "A").diagnostics.map(\.rule) == ["P4"])
        expectClean(h.present("X", from: "A", .init(style: .fullScreen)))
        #expect(h.present("X", from: "A").diagnostics.map(\.rule) == ["P4"])
        #expect(h.present("Y", from: "A").diagnostics.map(\.rule) == ["P6"])
        #expect(h.present("Y", from: "X", .init(style: .overFullScreen)).diagnostics == [])
        h.add(Controller("Z").spec)
        #expect(h.present("Z", from: "X").diagnostics.map(\.rule) == ["P7"])
    }
}
