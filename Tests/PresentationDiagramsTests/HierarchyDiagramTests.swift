import PresentationDOT
import PresentationDiagrams
import PresentationModel
import Testing

/// The diagram design, checked on the DOT document the design produces.
@Suite("Hierarchy diagrams")
struct HierarchyDiagramTests {
    /// BNR figure 1: a tab bar family presents a navigation family from a list.
    static func bnr() throws -> Hierarchy {
        var h = try Hierarchy(environment: Environment(device: .iphone)) {
            TabBar("tabs") {
                Navigation("nav") { Controller("items", class: "BNRItemsViewController") }
                Controller("other")
            }
        } detached: {
            Navigation("detailNav") { Controller("detail").definesPresentationContext(true) }
        }
        h.present("detailNav", from: "items", .init(style: .fullScreen))
        return h
    }

    @Test("each family is a cluster saying how it came to exist")
    func families() throws {
        let graph = HierarchyDiagram(try Self.bnr()).graph
        let labels = graph.clusters(depth: 1).compactMap(\.labelText)
        #expect(
            labels == [
                "window 'main'",
                "presented by tabs as fullScreen",
            ])
    }

    @Test("containers are clusters nested in their family, around what they hold")
    func nestedContainers() throws {
        let graph = HierarchyDiagram(try Self.bnr()).graph
        // tabs (c0) holds nav (c1) which holds items (c2); other (c3) is in the tab bar's cluster.
        #expect(graph.clusterPath(ofNode: "c2") == ["cluster_family0", "cluster_container_c0", "cluster_container_c1"])
        #expect(graph.clusterPath(ofNode: "c3") == ["cluster_family0", "cluster_container_c0"])
        #expect(graph.clusterPath(ofNode: "c5") == ["cluster_family1", "cluster_container_c4"])
    }

    @Test("a container's node is its id and class: its edges say the root, the top and the selected tab (R3.3 defaults stay quiet)")
    func containerContents() throws {
        let graph = HierarchyDiagram(try Self.bnr()).graph
        #expect(graph.node("c0")?.labelLines == ["tabs", "UITabBarController"])
        #expect(graph.node("c1")?.labelLines == ["tab 0 (selected)", "nav", "UINavigationController"])
    }

    @Test("containment edges are solid and name the relationship; a tab says its place on its own box, not on an edge beside its siblings'")
    func containmentEdges() throws {
        let graph = HierarchyDiagram(try Self.bnr()).graph
        #expect(graph.edge("c0", "c1")?.labelText == nil)
        #expect(graph.edge("c0", "c3")?.labelText == nil)
        #expect(graph.node("c1")?.labelLines == ["tab 0 (selected)", "nav", "UINavigationController"])
        #expect(graph.node("c3")?.labelLines == ["tab 1", "other", "UIViewController"])
        #expect(graph.edge("c1", "c2")?.labelText == "root, top")
        #expect(graph.edge("c0", "c1")?.attributes.style == [])
    }

    @Test("a box names a class once when the id already says it: a dump's MasterViewController, and its twin MasterViewController-2")
    func classNamedOnce() throws {
        let h = try Hierarchy {
            Navigation("UINavigationController") {
                Controller("MasterViewController", class: "MasterViewController")
                Controller("MasterViewController-2", class: "MasterViewController")
                Controller("Master", class: "MasterViewController")
            }
        }
        let graph = HierarchyDiagram(h).graph
        #expect(graph.node("c0")?.labelLines == ["UINavigationController"])
        #expect(graph.node("c1")?.labelLines == ["MasterViewController"])
        #expect(graph.node("c2")?.labelLines == ["MasterViewController-2"])
        #expect(graph.node("c3")?.labelLines == ["Master", "MasterViewController"])
    }

    @Test("a long name is shortened in the middle, so that twins told apart by their ends stay apart")
    func namesShortenedInTheMiddle() throws {
        let long = "UINavigationController-AccountSettingsDetailViewController"
        let h = try Hierarchy {
            Navigation("nav") {
                Controller(ControllerID(long + "-1"))
                Controller(ControllerID(long + "-2"))
            }
        }
        let lines = HierarchyDiagram(h).graph.nodes.compactMap { $0.labelLines.first }
        #expect(lines.count == 3)
        #expect(lines[1] != lines[2])
        #expect(lines[1].hasSuffix("-1") && lines[2].hasSuffix("-2"))
        #expect(lines[1].hasPrefix("UINavigationController") && lines[1].contains("…"))
    }

    @Test("every cluster's tooltip says what it is: the family and how it came to exist, or the container")
    func clusterTooltips() throws {
        let graph = HierarchyDiagram(try Self.bnr()).graph
        #expect(
            graph.clusters(depth: 1).map(\.attributes.tooltip) == [
                "window 'main': the family of <UITabBarController: tabs>, everything it holds by containment",
                "presented by tabs as fullScreen: the family of <UINavigationController: detailNav>, everything it holds by containment",
            ])
        #expect(graph.subgraph("cluster_container_c1")?.attributes.tooltip == "<UINavigationController: nav> and what it holds")
    }

    @Test(
        "a presentation is dashed from the presenter, its family labelled with the effective style; the source's dotted edge says how the presenter was found (R3.1)"
    )
    func presentationEdges() throws {
        let graph = HierarchyDiagram(try Self.bnr()).graph
        let presentation = try #require(graph.edge("c0", "c4"))
        #expect(presentation.attributes.style == [.dashed])
        #expect(presentation.labelText == nil)
        #expect(graph.clusters(depth: 1).last?.labelText == "presented by tabs as fullScreen")
        let walk = try #require(graph.edge("c2", "c0"))
        #expect(walk.attributes.style == [.dotted])
        #expect(walk.labelText == "present(detailNav):\nthe root presents")
        #expect(walk.attributes.tooltip?.contains("(R3.1)") == true)
    }

    @Test("rule ids are in the tooltips; an option puts them on the marks")
    func ruleIDsOnRequest() throws {
        let plain = HierarchyDiagram(try Self.bnr()).graph
        #expect(plain.edge("c2", "c0")?.labelText == "present(detailNav):\nthe root presents")
        let named = HierarchyDiagram(try Self.bnr(), options: .init(showsRuleIDs: true)).graph
        #expect(named.edge("c2", "c0")?.labelText == "present(detailNav):\nthe root presents (R3.1)")
    }

    @Test("a context walk is drawn with the controllers asked; the requested style shows when it adapted")
    func contextWalk() throws {
        var h = try Hierarchy(environment: Environment(device: .iphone, options: ModelOptions(adaptsContextStylesInCompactWidth: true))) {
            Navigation("nav") { Controller("list") }
        } detached: {
            Controller("sheet")
        }
        h.present("sheet", from: "list", .init(style: .currentContext))
        let graph = HierarchyDiagram(h).graph
        // Adapted to fullScreen (U3 option): the family root presents, the request is shown.
        #expect(graph.clusters(depth: 1).last?.labelText == "presented by nav as fullScreen (requested currentContext)")

        var h2 = try Hierarchy {
            Navigation("nav") { Controller("list") }
        } detached: {
            Controller("sheet")
        }
        h2.present("sheet", from: "list", .init(style: .overCurrentContext))
        #expect(HierarchyDiagram(h2).graph.edge("c1", "c0")?.labelText == "present(sheet):\nwalk list → nav")
    }

    @Test("definesPresentationContext set by the app is marked, a class default (R3.3) is not; controllers not on screen are dimmed")
    func marks() throws {
        let graph = HierarchyDiagram(try Self.bnr()).graph
        #expect(graph.node("c5")?.attributes.penwidth == 2)
        #expect(graph.node("c5")?.labelLines.last == "defines context")
        #expect(graph.node("c4")?.attributes.penwidth == nil)
        #expect(graph.node("c2")?.attributes.style == [.rounded, .filled, .dashed])
        #expect(graph.node("c5")?.attributes.style == [])
    }

    @Test("the legend can be left out; nslimit and mclimit reach the graph")
    func options() throws {
        let graph = HierarchyDiagram(try Self.bnr(), options: .init(title: "T", showsLegend: false, nslimit: 2, mclimit: 0.5)).graph
        #expect(graph.clusters(depth: 1).count == 2)
        #expect(graph.attributes.nslimit == 2)
        #expect(graph.attributes.mclimit == 0.5)
        #expect(graph.headingLines == ["T", "iPhone, compact width, regular height, iOS 17"], "no key")
    }

    @Test("the same hierarchy gives the same bytes")
    func deterministic() throws {
        #expect(HierarchyDiagram(try Self.bnr()).dot == HierarchyDiagram(try Self.bnr()).dot)
    }

    /// A fan of edges from the navigation controller plus an invisible chain made
    /// Graphviz's ranking quadratic. The stack is one chain of neighbours now.
    @Test("a navigation stack is a push chain from its root to its top, one edge a controller (laid out by Graphviz: labels external past 200)")
    func pushChain() throws {
        let stack = (0..<1_000).map { ControllerSpec(id: ControllerID("s\($0)"), kind: .plain) }
        let diagram = HierarchyDiagram(try Hierarchy { Navigation("nav") { stack } }, options: .init(layout: .graphviz))
        let edges = diagram.graph.statements.compactMap { if case .edge(let e) = $0, !e.from.hasPrefix("legend") { e } else { nil } }
        #expect(edges.count == 1_000)
        #expect(edges.first?.from == "c0" && edges.first?.to == "c1")
        #expect(zip(edges, edges.dropFirst()).allSatisfy { $0.to == $1.from })
        #expect(edges.allSatisfy { $0.attributes.style.isEmpty }, "no invisible layout edges")
        // Above 200 controllers the labels are external, so dot does not double every rank.
        #expect(edges.last?.attributes.xlabel == .text("top"))
        #expect(edges.first?.attributes.xlabel == .text("root"))
        #expect(edges.dropFirst().dropLast().allSatisfy { $0.attributes.xlabel == nil }, "no 'stack N' on each push")
        #expect(diagram.graph.node("c0")?.labelLines == ["nav", "UINavigationController"])
    }

    /// The Mermaid encoder reads the design's roles, not DOT styling: the navigation controller
    /// a context walk stopped at keeps its mark.
    @Test("Mermaid: clusters as subgraphs, dotted links for presentations, the definer that answered by role (R3.2)")
    func mermaid() throws {
        var h = try Hierarchy {
            Navigation("nav") { Controller("a\"b") }
        } detached: {
            Controller("m")
        }
        h.present("m", from: "a\"b", .init(style: .overCurrentContext))
        let text = HierarchyDiagram(h).mermaid
        #expect(
            text == """
                flowchart TB
                  subgraph family0["window 'main'"]
                    subgraph container_c0[" "]
                      c0["nav<br/>UINavigationController<br/>defines the context"]
                      c1["a#quot;b<br/>UIViewController"]
                    end
                  end
                  subgraph family1["presented by nav as overCurrentContext"]
                    c2["m<br/>UIViewController"]
                  end
                  c0 -->|"root, top"| c1
                  c0 -.-> c2
                  c1 -.->|"present(m):<br/>walk a#quot;b → nav"| c0
                  linkStyle 1 stroke:#0a64d6
                  linkStyle 2 stroke:#c25400,stroke-dasharray:2 3
                  classDef dimmed fill:#f5f5f7,stroke:#c7c7cc,color:#9a9a9f,stroke-dasharray:4 3
                  classDef definer stroke-width:2px
                  classDef answeredDefiner stroke:#b07800,stroke-width:3px
                  class c0 answeredDefiner

                """)
    }
}

// MARK: - Reading the DOT document

extension DOTGraph {
    /// Clusters at a nesting depth (1: directly in the graph).
    func clusters(depth: Int) -> [DOTSubgraph] {
        var level = statements.compactMap { if case .subgraph(let s) = $0, s.isCluster { s } else { nil } }
        for _ in 1..<depth {
            level = level.flatMap { $0.statements.compactMap { if case .subgraph(let s) = $0, s.isCluster { s } else { nil } } }
        }
        return level
    }

    /// The clusters enclosing a node, outermost first.
    func clusterPath(ofNode id: String) -> [String]? {
        var pending: [(DOTStatement, [String])] = statements.map { ($0, []) }
        while let (statement, path) = pending.popLast() {
            switch statement {
            case .node(let node) where node.id == id: return path
            case .subgraph(let subgraph):
                let inner = subgraph.isCluster ? path + [subgraph.encodedID] : path
                pending += subgraph.statements.map { ($0, inner) }
            default: continue
            }
        }
        return nil
    }

    func node(_ id: String) -> DOTNode? {
        var pending = statements
        while let statement = pending.popLast() {
            switch statement {
            case .node(let node) where node.id == id: return node
            case .subgraph(let subgraph): pending += subgraph.statements
            default: continue
            }
        }
        return nil
    }

    /// Every node, in the order the document declares them.
    var nodes: [DOTNode] {
        var found: [DOTNode] = []
        var pending = Array(statements.reversed())
        while let statement = pending.popLast() {
            switch statement {
            case .node(let node): found.append(node)
            case .subgraph(let subgraph): pending += subgraph.statements.reversed()
            case .edge: continue
            }
        }
        return found
    }

    /// The subgraph named `id` as DOT writes it (`cluster_container_c1`), at any depth.
    func subgraph(_ id: String) -> DOTSubgraph? {
        var pending = statements
        while let statement = pending.popLast() {
            if case .subgraph(let subgraph) = statement {
                if subgraph.encodedID == id { return subgraph }
                pending += subgraph.statements
            }
        }
        return nil
    }

    func edge(_ from: String, _ to: String) -> DOTEdge? {
        statements.lazy.compactMap { if case .edge(let e) = $0, e.from == from, e.to == to { e } else { nil } }.first
    }
}

extension DOTSubgraph {
    var labelText: String? { if case .text(let text)? = attributes.label { text } else { nil } }
}

extension DOTGraph {
    /// The graph label's lines: the title, the caption, then each row of the key.
    var headingLines: [String] {
        guard case .html(let label)? = attributes.label else { return [] }
        return label.rows.map { $0.flatMap(\.runs).map(\.text).joined() }
    }
}

extension DOTEdge {
    var labelText: String? { if case .text(let text)? = attributes.label { text } else { nil } }
}

extension DOTNode {
    var labelLines: [String] {
        guard case .html(let label)? = attributes.label else { return [] }
        return label.rows.map { $0.flatMap(\.runs).map(\.text).joined() }
    }
}
