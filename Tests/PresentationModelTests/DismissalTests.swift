import PresentationModel
import Testing

/// §10 R9.1–R9.4: `dismiss(animated:completion:)`.
@Suite("Dismissal (§10)", .checkingInvariants)
struct DismissalTests {
    /// W = A; A ⇒ B ⇒ C, full screen.
    static func s9() -> Hierarchy {
        var h = declare {
            Controller("A")
        } detached: {
            Controller("B"); Controller("C")
        }
        expectClean(h.present("B", from: "A", .init(style: .fullScreen)))
        expectClean(h.present("C", from: "B", .init(style: .fullScreen)))
        return h
    }

    /// W = T [N1 [Items [Cell]], Other]; T ⇒ N2 [List, Detail [Inner]] ⇒ N3 [Z].
    static func families() -> Hierarchy {
        var h = declare {
            TabBar("T") {
                Navigation("N1") { Controller("Items") { Controller("Cell") } }
                Controller("Other")
            }
        } detached: {
            Navigation("N2") {
                Controller("List"); Controller("Detail") { Controller("Inner") }
            }
            Navigation("N3") { Controller("Z") }
        }
        expectClean(h.present("N2", from: "Cell", .init(style: .fullScreen)))
        expectClean(h.present("N3", from: "Inner", .init(style: .overFullScreen)))
        return h
    }

    static let family1: [ControllerID] = ["T", "N1", "Items", "Cell", "Other"]
    static let family2: [ControllerID] = ["N2", "List", "Detail", "Inner"]
    static let family3: [ControllerID] = ["N3", "Z"]

    // MARK: - A chain

    @Test("the chain A ⇒ B ⇒ C")
    func s9Chain() {
        let h = Self.s9()
        let ids: [ControllerID] = ["A", "B", "C"]
        #expect(ids.map(h.presentingViewController(of:)) == [nil, "A", "B"])
        #expect(ids.map(h.presentedViewController(of:)) == ["B", "C", nil])
    }

    @Test("R9.1 C.dismiss() is forwarded to B: C goes, B stays presented by A")
    func s9DismissTop() {
        var h = Self.s9()
        let result = h.dismiss("C")
        #expect(result.diagnostics == [])
        #expect(result.removed == ["C"])
        #expect(h.presentedViewController(of: "B") == nil)
        #expect(h.presentingViewController(of: "C") == nil)
        #expect(h.presentedViewController(of: "A") == "B")
        #expect(h.presentingViewController(of: "B") == "A")
        #expect(h.presentations.map(\.presented) == ["B"])
        #expect(controllersOnScreen(h) == ["B"])
    }

    @Test("R9.1 R9.2 R9.3 A.dismiss() dismisses B and C; removed lowest up, so only C (the last) animates")
    func s9DismissBottom() {
        var h = Self.s9()
        let result = h.dismiss("A")
        #expect(result.diagnostics == [])
        #expect(result.removed == ["B", "C"])
        #expect(result.removed.last == "C")
        let ids: [ControllerID] = ["A", "B", "C"]
        #expect(ids.map(h.presentingViewController(of:)) == [nil, nil, nil])
        #expect(ids.map(h.presentedViewController(of:)) == [nil, nil, nil])
        #expect(h.presentations.isEmpty)
        #expect(ids.map(h.presentedFrom) == [nil, nil, nil])
        #expect(controllersOnScreen(h) == ["A"])
    }

    @Test("R9.1 dismissing the middle of a chain: B.dismiss() dismisses what B presents (C and D above it)")
    func dismissMiddleOfChain() {
        var h = Self.s9()
        h.add(Controller("D").spec)
        expectClean(h.present("D", from: "C", .init(style: .fullScreen)))
        let result = h.dismiss("B")
        #expect(result.removed == ["C", "D"])
        #expect(h.presentingViewController(of: "B") == "A")
        #expect(h.presentedViewController(of: "B") == nil)
        #expect(h.presentations.map(\.presented) == ["B"])
        #expect(controllersOnScreen(h) == ["B"])
    }

    @Test("R9.1 calling dismiss on a controller that neither presents nor is presented does nothing, silently")
    func dismissNoOp() {
        var h = declare {
            Navigation("N1") { Controller("A") }
        } detached: {
            Controller("X")
        }
        let before = PresentationSnapshot(h)
        for id: ControllerID in ["N1", "A", "X"] {
            let result = h.dismiss(id)
            #expect(result.diagnostics == [])
            #expect(result.removed == [])
        }
        #expect(PresentationSnapshot(h) == before)
    }

    @Test("R9.1 R9.4 dismiss from any controller of the presenter's family ends its presentation and the chain above")
    func dismissFromPresenterFamily() {
        for receiver in Self.family1 {
            var h = Self.families()
            let result = h.dismiss(receiver)
            #expect(result.removed == ["N2", "N3"], "dismiss(\(receiver))")
            #expect(h.presentations.isEmpty, "dismiss(\(receiver))")
            #expect(Self.family1.map(h.presentedViewController(of:)) == Array(repeating: nil, count: 5), "dismiss(\(receiver))")
        }
    }

    @Test("R9.1 dismiss from any controller of a middle family dismisses what that family presents")
    func dismissFromMiddleFamily() {
        for receiver in Self.family2 {
            var h = Self.families()
            let result = h.dismiss(receiver)
            #expect(result.removed == ["N3"], "dismiss(\(receiver))")
            #expect(Self.family2.map(h.presentingViewController(of:)) == Array(repeating: "T", count: 4), "dismiss(\(receiver))")
            #expect(Self.family2.map(h.presentedViewController(of:)) == Array(repeating: nil, count: 4), "dismiss(\(receiver))")
        }
    }

    @Test("R9.1 dismiss from any controller of the top family asks its presenter to dismiss it")
    func dismissFromTopFamily() {
        for receiver in Self.family3 {
            var h = Self.families()
            let result = h.dismiss(receiver)
            #expect(result.removed == ["N3"], "dismiss(\(receiver))")
            #expect(Self.family3.map(h.presentingViewController(of:)) == [nil, nil], "dismiss(\(receiver))")
            #expect(h.presentedViewController(of: "N2") == nil, "dismiss(\(receiver))")
            #expect(h.presentedViewController(of: "T") == "N2", "dismiss(\(receiver))")
        }
    }

    @Test("R9.4 dismiss on a child reaches the nearest presenting ancestor; a context presentation and a full-screen one are told apart")
    func dismissNearestPresentation() {
        var h = declare {
            TabBar("T") {
                Navigation("N1") { Controller("A") { Controller("AChild") }.definesPresentationContext(true) }
                Navigation("N2") { Controller("B") }
            }
        } detached: {
            Controller("X"); Controller("Y")
        }
        expectClean(h.present("X", from: "AChild", .init(style: .overCurrentContext)))
        expectClean(h.present("Y", from: "B", .init(style: .overFullScreen)))

        var fromChild = h
        #expect(fromChild.dismiss("AChild").removed == ["X"])
        #expect(fromChild.presentations.map(\.presented) == ["Y"])

        var fromNavigation = h
        #expect(fromNavigation.dismiss("N1").removed == ["Y"])
        #expect(fromNavigation.presentations.map(\.presented) == ["X"])
        #expect(fromNavigation.presentedViewController(of: "A") == "X")

        var fromContextPresented = h
        #expect(fromContextPresented.dismiss("X").removed == ["X"])
        // A's own slot is empty again, so R2.1 reaches T's presentation.
        #expect(fromContextPresented.presentedViewController(of: "A") == "Y")
        #expect(fromContextPresented.presentedViewController(of: "AChild") == "Y")
        #expect(fromContextPresented.presentedViewController(of: "T") == "Y")
    }

    @Test("R9.1 R9.3 dismissing a family also ends the context presentations made inside it")
    func dismissEndsNestedContextPresentations() {
        var h = declare {
            Controller("W")
        } detached: {
            Navigation("F") { Controller("f1").definesPresentationContext(true) }
            Controller("G")
        }
        expectClean(h.present("F", from: "W", .init(style: .fullScreen)))
        expectClean(h.present("G", from: "f1", .init(style: .overCurrentContext)))
        let result = h.dismiss("W")
        #expect(result.removed == ["F", "G"])
        #expect(h.presentations.isEmpty)
        #expect(h.presentingViewController(of: "G") == nil)
        #expect(h.presentedViewController(of: "f1") == nil)
        #expect(controllersOnScreen(h) == ["W"])
    }

    @Test("R9.3 after dismissal the controllers can be presented again, cleanly")
    func presentAgainAfterDismissal() {
        var h = Self.s9()
        _ = h.dismiss("A")
        expectClean(h.present("C", from: "A", .init(style: .fullScreen)))
        expectClean(h.present("B", from: "C", .init(style: .fullScreen)))
        let ids: [ControllerID] = ["A", "B", "C"]
        #expect(ids.map(h.presentingViewController(of:)) == [nil, "C", "A"])
    }

    @Test("R9.2 removed is ordered from the lowest presentation up, whatever order the controllers were created in")
    func removedOrderFollowsTheChain() {
        // Created A, C, B but chained A ⇒ B ⇒ C.
        var h = declare {
            Controller("A")
        } detached: {
            Controller("C"); Controller("B")
        }
        expectClean(h.present("B", from: "A", .init(style: .fullScreen)))
        expectClean(h.present("C", from: "B", .init(style: .fullScreen)))
        #expect(h.presentations.map(\.presented) == ["B", "C"])
        #expect(h.dismiss("A").removed == ["B", "C"])
    }

    @Test("R9.2 removed is ordered lowest up when the chain was linked top first")
    func removedOrderChainLinkedTopFirst() {
        // D ⇒ E is made while D is detached (P8), then W ⇒ D: the chain is W ⇒ D ⇒ E.
        var h = declare {
            Controller("W")
        } detached: {
            Controller("E"); Controller("D")
        }
        expectExactDiagnostic(
            h.present("E", from: "D", .init(style: .fullScreen)), .warning,
            "Presenting view controllers on detached view controllers is discouraged <UIViewController: D>.")
        expectClean(h.present("D", from: "W", .init(style: .fullScreen)))
        #expect(h.presentedViewController(of: "W") == "D")
        #expect(h.presentedViewController(of: "D") == "E")
        #expect(h.dismiss("W").removed == ["D", "E"])
    }
}
