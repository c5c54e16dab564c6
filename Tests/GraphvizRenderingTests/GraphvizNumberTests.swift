import Foundation
import GraphvizRendering
import PresentationDiagrams
import PresentationScenarios
import Testing
import VCGraphTestSupport

#if canImport(Glibc)
    import Glibc
#endif

/// The executable's replacement for Graphviz's number formatting must write what Graphviz
/// 2.42 writes: `snprintf("%.02f")`, trailing zeros and point trimmed, within 1e-8 of zero
/// written `0` (its `gvprintdouble`, as its machine code reads).
@Suite("Graphviz's numbers")
struct GraphvizNumberTests {
    /// Graphviz 2.42's formatting, through the C library.
    static func graphviz(_ value: Double) -> String {
        let value = value > -1e-8 && value < 1e-8 ? 0 : value
        var buffer = [CChar](repeating: 0, count: 64)
        _ = withVaList([value]) { vsnprintf(&buffer, buffer.count, "%.02f", $0) }
        var text = String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        if text.contains(".") {
            while text.hasSuffix("0") { text.removeLast() }
            if text.hasSuffix(".") { text.removeLast() }
        }
        return text
    }

    @Test(
        "ties round half to even, as printf does; small values are 0, and those rounding to zero from below keep their sign",
        arguments: [
            0.0, -0.0, 1e-9, -1e-9, 1e-8, -1e-8, 0.001, -0.001, 0.004999, -0.004999, 0.005, -0.005, 0.125, 0.375, -0.125, 2.5,
            0.015, 1.005, 123.455, -123.455, 0.1, 0.2, 0.3, 99.995, 99.994999, 100, -100, 36, 36.5, 1e11, -1e11 + 0.125, 999_999_999_999.99,
        ])
    func edges(_ value: Double) {
        #expect(GraphvizNumber.text(value) == Self.graphviz(value))
    }

    @Test("a million values of every magnitude a drawing has are written as Graphviz writes them")
    func random() {
        var generator = SystemRandomNumberGenerator()
        var mismatches: [Double] = []
        for round in 0..<1_000_000 {
            let magnitude = [1e-6, 0.01, 1, 100, 10_000, 1e7, 1e11][round % 7]
            var value = Double.random(in: -magnitude...magnitude, using: &generator)
            // Every third value on or next to a tie of the hundredths.
            if round % 3 == 0 { value = ((value * 100).rounded(.down) + 0.5) / 100 }
            if round % 3 == 1 { value = value.nextUp }
            if GraphvizNumber.text(value) != Self.graphviz(value) { mismatches.append(value) }
        }
        #expect(mismatches.isEmpty, "written otherwise than Graphviz: \(mismatches.prefix(5).map { "\($0)" })")
    }

    @Test("infinities, NaN and values beyond a trillion are left to Graphviz")
    func leftToGraphviz() {
        for value in [Double.infinity, -.infinity, .nan, 1e12, -1e13, .greatestFiniteMagnitude] {
            #expect(GraphvizNumber.text(value) == nil)
        }
    }

    /// The test process links vcgraph's executable module (for the end-to-end tests), and
    /// exports its `gvprintdouble` as the executable does: the samples are drawn with it, then
    /// with Graphviz's own, and must be the same bytes (every sample under `make every-sample`).
    @Test("a sample's diagram and flow frames, in SVG, are the same bytes with the executable's number writer as with Graphviz's own")
    func sameDrawing() async throws {
        let ownWriter = dlopen("libgvc.so.6", RTLD_LAZY | RTLD_NOLOAD).flatMap { dlsym($0, "gvprintdouble") }
        #expect(dlsym(UnsafeMutableRawPointer(bitPattern: 0), "gvprintdouble") != ownWriter, "the executable's number writer is not in use")
        for name in Samples.checked {
            let run = ScenarioRun(try Samples.read(name), keepingSnapshots: true)
            let dot = HierarchyDiagram(run.hierarchy, options: .init(title: run.scenario.name)).dot
            let flow = FlowDiagram(run.snapshots, titles: run.snapshots.indices.map { "step \($0)" })
            func draw() async throws -> [[UInt8]] {
                let frames = try await GraphvizRenderer.shared.render(union: flow.union, frames: flow.frames, formats: [.svg])
                return [try await GraphvizRenderer.shared.render(dot: dot, format: .svg)] + frames.map { $0.data(.svg) ?? [] }
            }
            let replaced = try await draw()
            // Known once the renderer has made its context.
            let matches = GraphvizNumber.matchesGraphviz.load(ordering: .relaxed)
            #expect(matches, "this Graphviz is not the one whose formatting is reproduced")
            // This task only: other tests draw with the executable's number writer meanwhile.
            let own = try await GraphvizRenderer.$usesGraphvizOwnFunctions.withValue(true) { try await draw() }
            #expect(replaced == own, "\(name) is drawn otherwise with the executable's number writer")
        }
    }
}
