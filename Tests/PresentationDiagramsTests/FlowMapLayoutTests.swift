import PresentationDiagrams
import Testing

/// vcgraph's layout of a flow map (``FlowMapDiagram``): scenes one below another, each
/// transition along a lane on the right into the scene it shows, its label where nothing else is.
@Suite("Flow map layout")
struct FlowMapLayoutTests {
    typealias Rect = DiagramPlacement.Rect

    /// A scene framed as a family, holding `nodes` (the first its top, the others contained by
    /// it in a row).
    static func scene(_ id: String, _ nodes: [String], initial: Bool = false) -> DiagramContent.Block {
        .cluster(
            .init(
                id: id, label: initial ? "initial scene" : "scene", role: .family(initial ? .window : .detached),
                blocks: nodes.map { .node(.init(id: $0, lines: [$0 + "ViewController"], role: .init(isOnScreen: true, definer: nil), tooltip: nil)) })
        )
    }

    static func edge(_ from: String, _ to: String, _ label: String, _ role: DiagramContent.EdgeRole) -> DiagramContent.Edge {
        .init(from: from, to: to, label: label, tooltip: nil, role: role, endsAtCluster: nil)
    }

    /// A menu that shows three scenes, a list holding two children (the last with nothing on
    /// its right), and a detail that goes back to the menu.
    static func map() -> FlowMapDiagram {
        var content = DiagramContent(title: "map")
        content.blocks = [
            scene("scene0", ["menu"], initial: true), scene("scene1", ["list", "left", "right"]), scene("scene2", ["detail"]),
            scene("scene3", ["settings"]),
        ]
        content.edges = [
            edge("list", "left", "left child", .containment(isOnScreen: true)),
            edge("list", "right", "right child", .containment(isOnScreen: true)),
            edge("menu", "list", "show 'list'\npushed onto nav", .transition(isCandidate: false)),
            edge("menu", "detail", "show 'detail'", .transition(isCandidate: false)),
            edge("menu", "settings", "presentation 'settings'\npageSheet by menu", .transition(isCandidate: false)),
            edge("detail", "menu", "unwind 'back'\ncandidate 1 of 1 ?", .transition(isCandidate: true)),
            edge("detail", "right", "show 'right'\nto rightViewController", .transition(isCandidate: false)),
        ]
        return FlowMapDiagram(content)
    }

    @Test("scenes are stacked one below another, in their order")
    func scenesStacked() throws {
        let placement = try #require(Self.map().content.placement)
        let frames = try (0..<4).map { try #require(placement.clusters["scene\($0)"]) }
        #expect(zip(frames, frames.dropFirst()).allSatisfy { $0.bottom < $1.y })
    }

    @Test("a transition into a scene's top enters its frame from above, its label above the frame and right of the entry")
    func enterFromAbove() throws {
        let map = Self.map()
        let placement = try #require(map.content.placement)
        for (position, target) in [(2, "scene1"), (3, "scene2"), (4, "scene3"), (5, "scene0")] {
            let route = try #require(placement.edges[position])
            let frame = try #require(placement.clusters[target])
            let tip = try #require(route.tip)
            let label = try #require(route.label)
            #expect(tip.y == frame.y && tip.x > frame.x && tip.x < frame.right, "\(position)")
            #expect(label.y < frame.y && label.x > tip.x, "\(position)")
            // It runs beside every scene, not through one.
            #expect(route.points.contains { $0.x > placement.clusters.values.map(\.right).max() ?? 0 }, "\(position)")
        }
    }

    @Test("labels above one frame are stacked, one above another")
    func stackedLabels() throws {
        var content = DiagramContent(title: "two into one")
        content.blocks = [Self.scene("scene0", ["a"]), Self.scene("scene1", ["b"]), Self.scene("scene2", ["c"])]
        content.edges = [
            Self.edge("a", "c", "show 'one'\npushed", .transition(isCandidate: false)),
            Self.edge("b", "c", "show 'two'\npushed", .transition(isCandidate: false)),
        ]
        let placement = try #require(FlowMapDiagram(content).content.placement)
        let first = try #require(placement.edges[0]?.label), second = try #require(placement.edges[1]?.label)
        #expect(abs(first.y - second.y) >= 2 * 15, "two two-line labels do not overlap")
    }

    @Test("a transition into a controller inside a scene with nothing on its right enters its side, its label right of the frame")
    func enterBySide() throws {
        let map = Self.map()
        let placement = try #require(map.content.placement)
        let route = try #require(placement.edges[6])
        let box = try #require(placement.nodes["right"])
        let frame = try #require(placement.clusters["scene1"])
        let tip = try #require(route.tip)
        #expect(tip.x == box.right && tip.y > box.y && tip.y < box.bottom)
        #expect(try #require(route.label).x > frame.right)
    }

    @Test("a source's transitions share one lane; sources whose runs overlap get lanes of their own")
    func lanes() throws {
        let placement = try #require(Self.map().content.placement)
        func lane(_ position: Int) throws -> Double {
            let route = try #require(placement.edges[position])
            // The vertical run beyond every frame.
            let right = placement.clusters.values.map(\.right).max() ?? 0
            return try #require(route.points.first { $0.x > right }).x
        }
        #expect(try lane(2) == lane(3) && lane(3) == lane(4), "the menu's three transitions share its lane")
        #expect(try lane(5) != lane(2), "the detail's unwind runs beside the menu's lane, which it overlaps")
    }

    @Test("an unwind's candidate is drawn dotted; a transition dashed in the presentations' colour; the key explains both")
    func styles() {
        let dot = Self.map().dot
        #expect(dot.contains("style=dotted") || dot.contains("style=\"dotted\""))
        #expect(dot.contains("style=dashed") || dot.contains("style=\"dashed\""))
        #expect(dot.contains("shows the scene it points to") && dot.contains("an unwind may lead there"))
    }
}
