import PresentationModel
import Testing

/// `HierarchyQueries`: a batch of queries folds each controller once, and answers what the
/// single queries answer.
@Suite("Batches of queries", .checkingInvariants)
struct HierarchyQueriesTests {
    /// A window's tab bar with a navigation stack whose screens nest custom children, a
    /// chain of presentations from its top (a context one stopping at a definer, then full
    /// screen ones), a popover from within a split view, and a detached family.
    private func mixed(depth: Int) -> Hierarchy {
        var h = declare {
            TabBar("tabs") {
                Navigation("nav") { Controller("list").definesPresentationContext(true) }
                Split("split", style: .doubleColumn, primary: Controller("primary"), secondary: Controller("secondary"))
            }
        } detached: {
            Controller("sheet"); Controller("cover"); Controller("pop"); Controller("loose") { Controller("looseChild") }
        }
        var parent: ControllerID = "list"
        for level in 0..<depth {
            let child = ControllerID("c\(level)")
            expectClean(h.addController(child, kind: .plain))
            expectClean(h.addChild(child, to: parent))
            parent = child
        }
        expectClean(h.present("sheet", from: parent, .init(style: .overCurrentContext)))
        expectClean(h.present("cover", from: "sheet", .init(style: .fullScreen)))
        expectClean(h.present("pop", from: "primary", .init(style: .popover)))
        return h
    }

    @Test("§1 R1.3–R1.5 R2.1 R2.2 §5 every relation of every controller is the single query's, asked bottom-up or top-down")
    func sameAsSingleQueries() {
        let h = mixed(depth: 40)
        let ids = h.controllers
        for order in [ids, ids.reversed()] {
            let queries = HierarchyQueries(h)
            for id in order {
                for relation in Relation.allCases {
                    #expect(queries.value(of: relation, for: id) == h.value(of: relation, for: id), "\(relation) of \(id)")
                }
                #expect(queries.isOnScreen(id) == h.isOnScreen(id))
                #expect(queries.isInWindow(id) == h.isInWindow(id))
            }
        }
    }

    @Test("§5 R5.1 R6.2 R7.6 the walk from the windows finds exactly what isOnScreen finds, in declaration order; a later state splits it")
    func onScreenWalk() {
        var h = mixed(depth: 5)
        #expect(h.onScreenControllers() == h.controllers.filter(h.isOnScreen))
        #expect(h.onScreenControllers() == ["tabs", "nav", "list", "cover", "pop", "c0", "c1", "c2", "c3", "c4"])
        let before = h.onScreen()
        expectClean(h.select("split", of: "tabs"))
        expectClean(h.dismiss("sheet"))
        #expect(h.onScreenControllers() == h.controllers.filter(h.isOnScreen))
        #expect(h.onScreenControllers() == ["tabs", "split", "primary", "secondary", "split/primary", "split/secondary", "pop"])
        let (stays, leaves) = before.partition(by: h.onScreen())
        #expect(h.controllers(of: stays, at: 0..<stays.count) == ["tabs", "pop"])
        #expect(h.controllers(of: leaves, at: 0..<leaves.count) == ["nav", "list", "cover", "c0", "c1", "c2", "c3", "c4"])
        #expect(h.contains("cover", in: leaves) && !h.contains("cover", in: stays) && !h.contains("missing", in: leaves))
    }

    @Test("§5 a batch answers for the hierarchy it began with, and an unknown id is absent")
    func batchKeepsItsHierarchy() {
        var h = mixed(depth: 3)
        let queries = HierarchyQueries(h)
        #expect(queries.isOnScreen("cover"))
        expectClean(h.dismiss("sheet"))
        #expect(queries.isOnScreen("cover"))
        #expect(!h.isOnScreen("cover"))
        #expect(queries.value(of: .parent, for: "missing") == .absent(Relation.parent.valueKind))
        #expect(queries.value(of: .rootViewController, for: .window("main")) == .controller("tabs"))
    }

    @Test("§5 R2.1 on a 20,000-deep containment chain every controller's batch answers are right")
    func deepChain() {
        var h = Hierarchy()
        h.addController("c0", kind: .navigation)
        h.addController("c1", kind: .plain)
        h.setViewControllers(["c1"], of: "c0")
        for level in 2..<20_000 {
            h.addController(ControllerID("c\(level)"), kind: .plain)
            h.addChild(ControllerID("c\(level)"), to: ControllerID("c\(level - 1)"))
        }
        h.makeWindow("main", root: "c0")
        h.addController("sheet", kind: .plain)
        h.present("sheet", from: "c19999", .init(style: .fullScreen))
        let queries = HierarchyQueries(h)
        for level in stride(from: 19_999, through: 1, by: -1) {
            let id = ControllerID("c\(level)")
            #expect(!queries.isOnScreen(id))
            #expect(queries.value(of: .presentedViewController, for: id) == .controller("sheet"))
            #expect(queries.value(of: .navigationController, for: id) == .controller("c0"))
            #expect(queries.value(of: .family, for: id) == .controller("c0"))
        }
        #expect(queries.isOnScreen("sheet"))
        expectInvariants(h)
    }
}
