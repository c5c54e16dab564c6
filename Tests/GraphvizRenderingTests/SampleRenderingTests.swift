import Foundation
import GraphvizRendering
import PresentationDOT
import PresentationDiagrams
import PresentationReports
import PresentationScenarios
import ScenarioYAML
import Testing
import VCGraphTestSupport

/// Every sample's diagram parses back through cgraph and renders to real SVG, PNG and PDF.
@Suite("Rendering the samples")
struct SampleRenderingTests {
    static let samples = Samples.names

    @Test("renders as SVG, PNG and PDF with the right magic numbers", arguments: samples)
    func renders(_ name: String) async throws {
        let run = ScenarioRun(try Samples.read(name))
        let diagram = HierarchyDiagram(run.hierarchy, options: .init(title: run.scenario.name))
        let outputs = try await GraphvizRenderer.shared.render(diagram.graph, formats: [.svg, .png, .pdf]).outputs
        let svg = String(decoding: outputs[0].data, as: UTF8.self)
        #expect(svg.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\" standalone=\"no\"?>"))
        #expect(svg.contains("<svg width=") && svg.hasSuffix("</svg>\n"))
        #expect(svg.components(separatedBy: "<g id=\"node").count - 1 == diagram.graph.nodeCount, "one drawn node a controller drawn")
        #expect(Array(outputs[1].data.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        #expect(Array(outputs[2].data.prefix(5)) == Array("%PDF-".utf8))
        #expect(Array(outputs[2].data.suffix(6)).contains(Array("%EOF".utf8)[0]))
    }
}

@Suite("Deterministic rendering")
struct DeterministicRenderingTests {
    /// Names are handed to cgraph as its own reference-counted strings, which its DOT writer's
    /// HTML check reads: every Graphviz format of a sample comes out the same, run after run in
    /// one process, with no name written as HTML (`<legend_definer>`, `digraph <vcgraph>`).
    /// Every sample under `make every-sample`.
    @Test("every format of a sample is byte-identical across repeated renders, with no HTML-like name", arguments: Samples.checked)
    func repeatedRendersAreIdentical(_ name: String) async throws {
        let run = ScenarioRun(try Samples.read(name))
        let dot = HierarchyDiagram(run.hierarchy, options: .init(title: run.scenario.name)).dot
        // Text formats 50 times; the bitmaps and PDF, which take far longer, a few times
        // (`make determinism` repeats every format 50 times, in separate processes).
        for (formats, repetitions) in [([GraphvizFormat.dot, .json, .svg], 50), ([.png, .pdf], 3)] {
            let first = try await GraphvizRenderer.shared.render(dot: dot, formats: formats).outputs.map(\.data)
            let laidOut = String(decoding: first[0], as: UTF8.self)
            #expect(!laidOut.contains("digraph <") && !laidOut.contains("<legend") && !laidOut.contains("<c0>"), "an HTML-like name")
            for _ in 1..<repetitions {
                let again = try await GraphvizRenderer.shared.render(dot: dot, formats: formats).outputs.map(\.data)
                let differing = formats.indices.filter { again[$0] != first[$0] }.map { formats[$0].rawValue }
                #expect(differing.isEmpty, "a render differed from the first in \(differing)")
            }
        }
    }

    /// cairo stamps PDFs with the time of writing; the renderer sets the stamp to the epoch.
    @Test("a PDF carries a fixed creation date, so the same diagram gives the same bytes")
    func pdfCreationDateIsFixed() async throws {
        let pdf = try await GraphvizRenderer.shared.render(dot: "digraph { a -> b }", format: .pdf)
        #expect(String(decoding: pdf, as: UTF8.self).contains("/CreationDate (D:19700101000000Z)"))
    }

    @Test("the same DOT gives the same SVG bytes, whatever was rendered before in the process")
    func sameBytesWhateverCameBefore() async throws {
        let names = SampleRenderingTests.samples
        try #require(names.count >= 3)
        var dots: [String] = []
        for name in names {
            let run = ScenarioRun(try Samples.read(name))
            dots.append(HierarchyDiagram(run.hierarchy, options: .init(title: run.scenario.name)).dot)
        }
        let first = try await GraphvizRenderer.shared.render(dot: dots[0], format: .svg)
        for dot in dots.reversed() { _ = try await GraphvizRenderer.shared.render(dot: dot, format: .svg) }
        let again = try await GraphvizRenderer.shared.render(dot: dots[0], format: .svg)
        #expect(first.elementsEqual(again), "the SVG changed after rendering other graphs")
    }
}

extension DOTGraph {
    /// The visible nodes of the document, in clusters or not.
    var nodeCount: Int {
        var count = 0
        var pending = statements
        while let statement = pending.popLast() {
            switch statement {
            case .node(let node): count += node.attributes.style == [.invisible] ? 0 : 1
            case .subgraph(let subgraph): pending += subgraph.statements
            case .edge: continue
            }
        }
        return count
    }
}
