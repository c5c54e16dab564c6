import GraphvizRendering
import PresentationScenarios
import ScenarioYAML
import Testing
import VCGraphTestSupport

#if canImport(Glibc)
    import Glibc
#endif

/// The executable's `make_label` copies a flow's HTML-like labels from the first one Graphviz
/// made (``ParsedLabels``); what Graphviz draws must not change.
@Suite("Parsed labels, reused")
struct ParsedLabelsTests {
    /// `scenario`'s frames in `format`, with labels reused, then each made by Graphviz.
    static func frames(of scenario: Scenario, in format: GraphvizFormat = .svg) async throws -> (reused: [[UInt8]], own: [[UInt8]]) {
        let flow = FlowFrameTests.flow(of: scenario)
        func draw() async throws -> [[UInt8]] {
            try await GraphvizRenderer.shared.render(union: flow.union, frames: flow.frames, formats: [format]).map { $0.data(format) ?? [] }
        }
        let reused = try await draw()
        let usable = ParsedLabels.isUsable.load(ordering: .relaxed)
        #expect(usable, "this Graphviz is not the one whose labels are copied")
        // This task only: other tests draw with the labels reused meanwhile.
        let own = try await GraphvizRenderer.$usesGraphvizOwnFunctions.withValue(true) { try await draw() }
        return (reused, own)
    }

    /// The test process links vcgraph's executable module, which exports both functions.
    @Test("Graphviz calls the executable's make_label and free_label")
    func inUse() {
        let graphviz = dlopen("libgvc.so.6", RTLD_LAZY | RTLD_NOLOAD)
        for name in ["make_label", "free_label"] {
            #expect(dlsym(UnsafeMutableRawPointer(bitPattern: 0), name) != dlsym(graphviz, name), "Graphviz's own \(name) is in use")
        }
    }

    @Test("a sample's frames are the same bytes with a flow's labels reused as with each made by Graphviz", arguments: Samples.checked)
    func sameFrames(_ name: String) async throws {
        let frames = try await Self.frames(of: Samples.read(name))
        #expect(frames.reused == frames.own, "\(name) is drawn otherwise with labels reused")
    }

    /// A copied label shares the original's text spans, with the shaped text pango left in them
    /// for cairo, which draws PNG and PDF with it.
    @Test("a flow's frames in PNG are the same bytes with labels reused")
    func sameFramesInPNG() async throws {
        let frames = try await Self.frames(of: Samples.read("presentation-chain.yaml"), in: .png)
        #expect(frames.reused.count > 4 && frames.reused.allSatisfy { !$0.isEmpty })
        #expect(frames.reused == frames.own)
    }

    /// Graphviz writes an object's name for `\N` in its label's text, so two controllers
    /// whose labels read the same (their names cut at the same point) are drawn with their own
    /// node names: such a label is made for each object.
    @Test("a label naming its object (\\N) is made for each object, not copied")
    func labelsNamingTheirObject() async throws {
        let stem = #"\N"# + String(repeating: "x", count: 50)
        let scenario = try ScenarioReader.read(
            """
            name: Same label
            window: home
            controllers:
              - '\(stem)1'
              - '\(stem)2'
            steps:
              - present: { from: home, controller: '\(stem)1', style: fullScreen }
              - present: { from: '\(stem)1', controller: '\(stem)2', style: fullScreen }
            """, file: "inline.yaml")
        let frames = try await Self.frames(of: scenario)
        #expect(frames.reused == frames.own)
        let last = String(decoding: frames.reused.last ?? [], as: UTF8.self)
        #expect(last.contains(">n1xxx") && last.contains(">n2xxx"), "each node's label shows its own name")
    }
}
