import GraphvizRendering
import PresentationDOT
import PresentationDiagrams
import PresentationScenarios
import ScenarioYAML
import Testing
import VCGraphTestSupport

/// A flow's frames are drawn on one layout, so that they can be flipped through.
@Suite("Flow frames")
struct FlowFrameTests {
    /// The frames of a sample, drawn as `vcgraph docs` draws them, as SVG text.
    static func frames(of scenario: Scenario) async throws -> [String] {
        let flow = flow(of: scenario)
        let rendered = try await GraphvizRenderer.shared.render(union: flow.union, frames: flow.frames, formats: [.svg])
        return rendered.map { String(decoding: $0.data(.svg) ?? [], as: UTF8.self) }
    }

    static func flow(of scenario: Scenario) -> FlowDiagram {
        let run = ScenarioRun(scenario, keepingSnapshots: true)
        return FlowDiagram(run.snapshots, titles: run.snapshots.indices.map { "step \($0)" })
    }

    /// Each drawn node's title (its id) and the first point of its outline.
    static func nodePlaces(in svg: String) -> [String: String] {
        var places: [String: String] = [:]
        for whole in svg.split(separator: "class=\"node\"").dropFirst() {
            // An invisible node is a group with a title and nothing drawn.
            let group = whole[..<(whole.firstRange(of: "</g>")?.lowerBound ?? whole.endIndex)]
            guard let title = group.firstRange(of: "<title>"), let end = group.firstRange(of: "</title>"),
                let shape = group.firstRange(of: " d=\"") ?? group.firstRange(of: " points=\"")
            else { continue }
            let id = String(group[title.upperBound..<end.lowerBound])
            let points = group[shape.upperBound...].prefix { $0 != "C" && $0 != " " && $0 != "\"" }
            places[id] = String(points)
        }
        return places
    }

    @Test("a controller that stays in its place is drawn at the same point in every frame (stable step frames)")
    func controllersStayInPlace() async throws {
        let frames = try await Self.frames(of: Samples.read("presentation-chain.yaml"))
        #expect(frames.count > 4)
        let first = Self.nodePlaces(in: frames[1]), later = Self.nodePlaces(in: frames[4])
        let shared = Set(first.keys).intersection(later.keys).filter { $0.hasPrefix("n") }
        #expect(!shared.isEmpty)
        for node in shared { #expect(first[node] == later[node], "node \(node) moved between step 1 and step 4") }
    }

    @Test("a frame hides what it does not show: a controller declared by a later step is not drawn before it")
    func absentControllersAreHidden() async throws {
        let scenario = try ScenarioReader.read(
            """
            name: Inline
            window: home
            steps:
              - present: { from: home, controller: { controller: sheet }, style: fullScreen }
            """, file: "inline.yaml")
        let frames = try await Self.frames(of: scenario)
        let before = Self.nodePlaces(in: frames[0]), after = Self.nodePlaces(in: frames[1])
        #expect(after.count == before.count + 1)
        #expect(before.keys.allSatisfy { after[$0] == before[$0] })
    }

    /// Drawing a frame on the union's laid-out graph (attributes set through cgraph, no DOT
    /// read) must give what Graphviz draws from the frame's own DOT with the union's positions
    /// written in: the same rules for defaults, for what a cluster takes from the clusters
    /// around it, and for the layout's attributes.
    @Test(
        "every frame of a sample drawn on the flow's layout is, byte for byte, Graphviz's drawing of the pinned frame DOT",
        arguments: Samples.checked)
    func sameAsPinnedDOT(_ name: String) async throws {
        let flow = Self.flow(of: try Samples.read(name))
        let drawn = try await Self.frames(of: try Samples.read(name))
        let positions = try await GraphvizRenderer.shared.positions(of: DOTEncoder().encode(flow.union))
        for (index, frame) in flow.frames.enumerated() {
            let pinned = try await GraphvizRenderer.shared.render(FlowDiagram.pinned(frame, at: positions), formats: [.svg], engine: .pinned)
            let expected = String(decoding: pinned.data(.svg) ?? [], as: UTF8.self)
            #expect(drawn[index] == expected, "frame \(index) of \(name) differs from the pinned DOT's drawing")
        }
    }
}
