import PresentationDiagrams
import PresentationModel
import Testing

/// The design that keeps a real app's diagram readable: push chains, what is left
/// out and why, selections, the caption, the key, the definer that mattered.
@Suite("Diagram design")
struct DiagramDesignTests {
    /// A tab bar (selected: a navigation stack) presents a navigation family full screen from
    /// `items`; that family's `detail` presents `sheet`; `never` is made and never presented.
    static func app() throws -> Hierarchy {
        var h = try Hierarchy(environment: Environment(device: .iphone)) {
            TabBar("tabs") {
                Navigation("nav") { Controller("items") }
                Controller("other")
            }
        } detached: {
            Navigation("detailNav") { Controller("detail") }
            Controller("sheet")
            Controller("never")
        }
        h.present("detailNav", from: "items", .init(style: .fullScreen))
        h.present("sheet", from: "detail", .init(style: .formSheet))
        return h
    }

    static func drawnControllers(_ diagram: HierarchyDiagram) -> Set<String> {
        var ids = Set<String>()
        var pending = diagram.content.blocks
        while let block = pending.popLast() {
            switch block {
            case .node(let node): ids.insert(node.controller ?? node.id)
            case .cluster(let cluster): pending += cluster.blocks
            }
        }
        return ids
    }

    @Test("R5.1: a 3-deep stack is the push chain nav → a → b → c, labelled root and top, with no 'stack N' fan")
    func pushChain() throws {
        let diagram = HierarchyDiagram(
            try Hierarchy {
                Navigation("nav") {
                    Controller("a"); Controller("b"); Controller("c")
                }
            })
        let edges = diagram.content.edges.map { "\($0.from)→\($0.to) \($0.label)" }
        #expect(edges == ["c0→c1 root", "c1→c2 ", "c2→c3 top"])
        #expect(!diagram.content.edges.contains { $0.label.contains("stack") })
    }

    @Test("§1: a family in no window and never presented is left out, and counted in the caption, unless asked for")
    func detachedHidden() throws {
        let hidden = HierarchyDiagram(try Self.app())
        #expect(!Self.drawnControllers(hidden).contains("never"))
        #expect(hidden.content.caption?.hasSuffix("1 controller not drawn (in no window)") == true)
        let shown = HierarchyDiagram(try Self.app(), options: .init(showsDetached: true))
        #expect(Self.drawnControllers(shown).contains("never"))
        #expect(shown.content.caption?.contains("not drawn") == false)
    }

    @Test("a diagram with no controller to draw says so in a node, so Graphviz sizes it to hold its heading")
    func nothingToDraw() throws {
        let diagram = HierarchyDiagram(Hierarchy(), options: .init(title: "Empty"))
        #expect(diagram.content.blocks.isEmpty)
        #expect(diagram.dot.contains("nothing [") && diagram.dot.contains("label=\"no controller to draw\""))
        #expect(!HierarchyDiagram(try Self.app()).dot.contains("no controller to draw"))
    }

    @Test("R2.3: --focus keeps the family, the chain of presenters up to the window, and what the family presents")
    func focus() throws {
        let diagram = HierarchyDiagram(try Self.app(), options: .init(focus: "detailNav"))
        #expect(Self.drawnControllers(diagram) == ["tabs", "nav", "items", "detailNav", "detail", "sheet"])
        #expect(diagram.content.caption?.hasSuffix("2 controllers not drawn (focus on detailNav)") == true)
        let leaf = HierarchyDiagram(try Self.app(), options: .init(focus: "sheet"))
        let expected: Set<String> = ["tabs", "nav", "items", "detailNav", "detail", "sheet"]
        #expect(Self.drawnControllers(leaf) == expected, "detailNav presents sheet (R3.1), asked from detail")
        let unknown = HierarchyDiagram(try Self.app(), options: .init(focus: "later"))
        #expect(Self.drawnControllers(unknown).isEmpty)
        #expect(unknown.content.caption?.hasSuffix("8 controllers not drawn (focus on later, not made yet)") == true)
    }

    @Test("§5: --on-screen keeps what is on screen, with the containers holding it")
    func onScreen() throws {
        let diagram = HierarchyDiagram(try Self.app(), options: .init(onScreenOnly: true))
        // fullScreen removes the tab bar's view; a form sheet keeps its presenter's.
        #expect(Self.drawnControllers(diagram) == ["detailNav", "detail", "sheet"])
    }

    @Test("the caption names the device, the size classes, the iOS version and the step")
    func caption() throws {
        let diagram = HierarchyDiagram(try Self.app(), options: .init(title: "T", step: "after step 2: present sheet from detail (formSheet)"))
        #expect(
            diagram.graph.headingLines.prefix(4) == [
                "T",
                "iPhone, compact width, regular height, iOS 17",
                "after step 2: present sheet from detail (formSheet)",
                "1 controller not drawn (in no window)",
            ])
        let present = Operation.present("sheet", from: "detail", .init(style: .formSheet))
        #expect(DiagramCaption.step(2, operations: [present]) == "after step 2: present sheet from detail (formSheet)")
        #expect(DiagramCaption.step(0, operations: []) == "as declared")
    }

    @Test("the key lists only the marks the diagram uses, and there is none when nothing needs explaining")
    func legend() throws {
        let plain = HierarchyDiagram(try Hierarchy { Navigation("nav") { Controller("a") } }, options: .init(title: "T"))
        #expect(plain.graph.headingLines == ["T", "iPhone, compact width, regular height, iOS 17"])
        let app = HierarchyDiagram(try Self.app(), options: .init(title: "T"))
        #expect(
            app.graph.headingLines.dropFirst(3) == [
                "- - - ▶  presents (its family says in which style)",
                "· · · ▶  present called here, and how the presenter was found",
                "grey dashed box: not on screen",
            ])
        #expect(!app.dot.contains("cluster_legend"), "no legend cluster beside the drawing")
    }

    @Test("R3.2: the definer a context walk stopped at is marked, apart from class defaults (R3.3), which stay quiet")
    func answeredDefiner() throws {
        var h = try Hierarchy {
            TabBar("tabs") { Navigation("nav") { Controller("list") } }
        } detached: {
            Controller("reply")
        }
        h.present("reply", from: "list", .init(style: .overCurrentContext))
        let diagram = HierarchyDiagram(h, options: .init(title: "T"))
        #expect(diagram.graph.node("c1")?.labelLines == ["tab 0 (selected)", "nav", "UINavigationController", "defines the context"])
        #expect(diagram.graph.node("c1")?.attributes.penwidth == 3)
        #expect(diagram.graph.node("c0")?.labelLines == ["tabs", "UITabBarController"], "a class default not asked is not shouted")
        #expect(diagram.graph.headingLines.last?.contains("thick amber box: defines the context its presentation uses") == true)
        let named = HierarchyDiagram(h, options: .init(title: "T", showsRuleIDs: true))
        #expect(named.graph.node("c1")?.labelLines.last == "defines the context (R3.2)")
        #expect(named.graph.headingLines.last?.hasSuffix("defines the context its presentation uses (R3.2)") == true)
    }

    @Test("laid out by Graphviz, a tab bar of four tabs wraps into rows by one invisible edge; Mermaid draws no such edge")
    func wrapping() throws {
        let h = try Hierarchy {
            TabBar("tabs") {
                Navigation("a") {
                    Controller("a1"); Controller("a2")
                }
                Controller("b")
                Controller("c")
                Controller("d")
            }
        }
        let diagram = HierarchyDiagram(h, options: .init(layout: .graphviz))
        let layout = diagram.content.edges.filter { if case .layout = $0.role { true } else { false } }
        // Tab 2 (c) starts below a2, the deepest of tab 0; tab 3 (d) below b.
        #expect(layout.map { "\($0.from)→\($0.to)" } == ["c3→c5", "c4→c6"])
        #expect(diagram.graph.statements.contains { if case .edge(let e) = $0 { e.attributes.style == [.invisible] } else { false } })
        #expect(diagram.mermaid.split(separator: "\n").filter { $0.contains("-->") }.count == diagram.content.edges.count - layout.count)
    }
}
