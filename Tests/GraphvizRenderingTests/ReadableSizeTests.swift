import Foundation
import GraphvizRendering
import PresentationDiagrams
import PresentationScenarios
import Testing
import VCGraphTestSupport

/// A real app's diagram read at a README's width. Its PNG is at most 1,600 px
/// wide, and its smallest label, scaled to 880 px wide, is at least 10 px tall.
@Suite("Readable sizes")
struct ReadableSizeTests {
    /// A README's width, and the least label height a reader can read there.
    static let readmeWidth = 880.0
    static let leastLabelHeight = 10.0
    static let widestPNG = 1_600.0

    @Test("the 59-controller sample fits 1,600 px and keeps labels of 10 px at 880 px")
    func largeApp() async throws {
        let run = ScenarioRun(try Samples.read("large-app.yaml"))
        #expect(run.hierarchy.count == 59)
        let diagram = HierarchyDiagram(run.hierarchy, options: .init(title: run.scenario.name))
        let outputs = try await GraphvizRenderer.shared.render(diagram.graph, formats: [.svg, .png]).outputs
        // The SVG's width is in points; the PNG is drawn at 96 dpi, 4/3 px a point.
        let svg = String(decoding: outputs[0].data, as: UTF8.self)
        let widthPoints = try #require(Self.viewBoxWidth(svg))
        let pngWidth = Double(try #require(Self.pngWidth(outputs[1].data)))
        #expect(abs(pngWidth - (widthPoints * 4 / 3).rounded()) <= 1)
        #expect(pngWidth <= Self.widestPNG)
        // Font sizes scale with the drawing: a label of S points is S × 4/3 px in the PNG.
        let smallest = try #require(Self.fontSizes(in: diagram.dot).min())
        let shown = smallest * 4 / 3 * Self.readmeWidth / pngWidth
        #expect(shown >= Self.leastLabelHeight, "the smallest label (\(smallest) pt) is \(shown) px at \(Self.readmeWidth) px wide")
    }

    @Test("every sample keeps labels of 10 px at a README's 880 px", arguments: Samples.names)
    func everySample(_ name: String) async throws {
        let run = ScenarioRun(try Samples.read(name))
        let diagram = HierarchyDiagram(run.hierarchy, options: .init(title: run.scenario.name))
        let png = try await GraphvizRenderer.shared.render(diagram.graph, formats: [.png]).outputs[0].data
        let pngWidth = Double(try #require(Self.pngWidth(png)))
        let smallest = try #require(Self.fontSizes(in: diagram.dot).min())
        // Drawn narrower than the README, a diagram is shown at its own size.
        let shown = smallest * 4 / 3 * min(1, Self.readmeWidth / pngWidth)
        #expect(shown >= Self.leastLabelHeight, "the smallest label (\(smallest) pt) is \(shown) px at \(Self.readmeWidth) px wide")
    }

    @Test("the sample storyboard's flow map keeps labels of 10 px at a README's 880 px")
    func storyboardSample() async throws {
        let map = try LayoutAuditTests.flowMap(Repository.url("samples/mail-flow.storyboard"))
        let png = try await GraphvizRenderer.shared.render(map.graph, formats: [.png]).outputs[0].data
        let pngWidth = Double(try #require(Self.pngWidth(png)))
        let smallest = try #require(Self.fontSizes(in: map.dot).min())
        let shown = smallest * 4 / 3 * min(1, Self.readmeWidth / pngWidth)
        #expect(shown >= Self.leastLabelHeight, "the smallest label (\(smallest) pt) is \(shown) px at \(Self.readmeWidth) px wide")
    }

    /// `viewBox="0.00 0.00 W H"`'s W.
    static func viewBoxWidth(_ svg: String) -> Double? {
        guard let range = svg.range(of: "viewBox=\"") else { return nil }
        return svg[range.upperBound...].split(separator: " ").dropFirst(2).first.flatMap { Double($0) }
    }

    /// The width in a PNG's IHDR chunk (bytes 16–19, big-endian).
    static func pngWidth(_ data: [UInt8]) -> Int? {
        guard data.count > 24 else { return nil }
        return data[16..<20].reduce(0) { $0 << 8 | Int($1) }
    }

    /// Every font size the DOT sets: `fontsize=N` attributes and `POINT-SIZE="N"` in HTML labels.
    static func fontSizes(in dot: String) -> [Double] {
        var sizes: [Double] = []
        for marker in ["fontsize=", "POINT-SIZE=\""] {
            var rest = Substring(dot)
            while let range = rest.range(of: marker) {
                rest = rest[range.upperBound...]
                if let size = Double(rest.prefix { $0.isNumber || $0 == "." }) { sizes.append(size) }
            }
        }
        return sizes
    }
}
