import GraphvizRendering
import PresentationDiagrams
import PresentationModel
import Testing

@Suite("Rendering through libgvc")
struct GraphvizRendererTests {
    let dot = """
        digraph G {
          subgraph cluster_family { label="tabs"; tabs -> nav; }
          nav -> detail [style=dashed];
        }
        """

    @Test("laid out once, rendered as SVG, PNG, PDF and laid-out DOT")
    func rendersEveryFormat() async throws {
        let outputs = try await GraphvizRenderer.shared.render(dot: dot, formats: [.svg, .png, .pdf, .dot, .json]).outputs
        #expect(outputs.map(\.format) == [.svg, .png, .pdf, .dot, .json])
        let svg = String(decoding: outputs[0].data, as: UTF8.self)
        #expect(svg.hasPrefix("<?xml"))
        #expect(svg.contains("<svg") && svg.hasSuffix("</svg>\n"))
        #expect(Array(outputs[1].data.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        #expect(Array(outputs[2].data.prefix(5)) == Array("%PDF-".utf8))
        let laidOut = String(decoding: outputs[3].data, as: UTF8.self)
        #expect(laidOut.contains("pos=\""))
        let json = String(decoding: outputs[4].data, as: UTF8.self)
        #expect(json.hasPrefix("{") && json.contains("\"objects\""))
    }

    @Test("a syntax error is a Swift error carrying Graphviz's message")
    func syntaxErrorIsCaptured() async {
        await #expect {
            _ = try await GraphvizRenderer.shared.render(dot: "digraph { a -> }", format: .svg)
        } throws: { error in
            guard let error = error as? GraphvizError else { return false }
            return error.stage == .parse && error.messages.contains { $0.contains("syntax error") }
        }
    }

    @Test("loading the plugins and fonts ahead (prepare) changes no byte of a later render, in any format")
    func preparingChangesNothing() async throws {
        let formats: [GraphvizFormat] = [.svg, .png, .pdf, .dot, .json]
        let before = try await GraphvizRenderer.shared.render(dot: dot, formats: formats).outputs.map(\.data)
        await GraphvizRenderer.shared.prepare(formats: formats)
        let after = try await GraphvizRenderer.shared.render(dot: dot, formats: formats).outputs.map(\.data)
        #expect(before == after)
    }

    @Test("once the renderer may exist, the preload starts no thread of Graphviz's own beside it")
    func noPreloadBesideTheRenderer() async throws {
        _ = try await GraphvizRenderer.shared.render(dot: dot, format: .svg)
        let before = GraphvizPreload.finish()
        GraphvizPreload.start()
        // A thread started now would make a context of its own, which finish would give.
        #expect(GraphvizPreload.finish() == before)
    }

    /// Text measured once is not measured by pango again for SVG, and must give the same
    /// bytes; PNG and PDF draw with pango's shaped text, so for them pango measures again.
    @Test("a text measured before is drawn as when first measured, in SVG, and pango measures it again for PNG and PDF")
    func rememberedMeasurements() async throws {
        // A text no other test measures, so that the first render measures it with pango.
        let text = "Measured once \(UInt64.random(in: 0...UInt64.max))"
        let dot = """
            digraph { node [fontname=Helvetica, shape=box]
              a [label=<<B>\(text)</B><BR/>\(text)>]; b [label="\(text)"]; a -> b [label="\(text)"] }
            """
        // Drawn by cairo first, measured by pango then, with its shaped text to draw.
        let png = try await GraphvizRenderer.shared.render(dot: dot, format: .png)
        let first = try await GraphvizRenderer.shared.render(dot: dot, format: .svg)
        let again = try await GraphvizRenderer.shared.render(dot: dot, format: .svg)
        let sameSVG = first == again
        #expect(sameSVG, "the SVG drawn from remembered measures is not the SVG drawn with pango's")
        // Measured before, but cairo needs pango's shaped text: without it no text is drawn.
        let drawn = try await GraphvizRenderer.shared.render(dot: dot, formats: [.png, .pdf, .svg])
        let samePNG = drawn.data(.png) == png
        #expect(samePNG, "the PNG drawn once the text was remembered is not the PNG drawn with pango's measure")
        #expect(Array((drawn.data(.pdf) ?? []).prefix(5)) == Array("%PDF-".utf8))
        #expect(drawn.data(.svg).map { $0 == first } == true)
    }

    /// Swift's strings compare canonically equivalent texts as equal; pango shapes them
    /// apart (a precomposed Hangul syllable is one glyph, its jamo spelling may be three), so
    /// a size is remembered for one spelling only.
    @Test("a text remembered is found by its bytes: a canonically equivalent spelling is measured anew")
    func measurementsKeyedByBytes() async throws {
        let salt = UInt64.random(in: 0...UInt64.max)
        let precomposed = String(repeating: "\u{D55C}", count: 10) + " \(salt)"
        let jamo = String(repeating: "\u{1112}\u{1161}\u{11AB}", count: 10) + " \(salt)"
        #expect(precomposed == jamo, "the two spellings must be one String for this test to mean anything")
        // Measured by pango when a format draws with its shaped text (PNG), else remembered.
        func width(of label: String, measuredByPango: Bool = false) async throws -> String? {
            let formats: [GraphvizFormat] = measuredByPango ? [.png, .dot] : [.dot]
            let drawn = try await GraphvizRenderer.shared.render(dot: "digraph { a [label=\"\(label)\"] }", formats: formats)
            let text = String(decoding: drawn.data(.dot) ?? [], as: UTF8.self)
            return text.firstMatch(of: /width=([0-9.]+)/).map { String($0.1) }
        }
        _ = try await width(of: precomposed)
        let remembered = try await width(of: jamo)
        let byPango = try await width(of: jamo, measuredByPango: true)
        #expect(byPango != nil && remembered == byPango)
    }

    @Test("names are told apart by their bytes, as cgraph tells them: canonically equivalent names are two nodes")
    func namesKeyedByBytes() async throws {
        let nodes = try await GraphvizRenderer.shared.parse(dot: "digraph { \"\u{D55C}\"; \"\u{1112}\u{1161}\u{11AB}\" }")
        #expect(nodes.count == 2)
        #expect(nodes.map { Array($0.name.utf8) } == [Array("\u{D55C}".utf8), Array("\u{1112}\u{1161}\u{11AB}".utf8)])
    }
}

@Suite("Long runs of sibling clusters")
struct SiblingClusterGroupTests {
    /// A window's family presenting a chain of 100 families: 101 clusters side by side.
    static func chain() -> Hierarchy {
        var hierarchy = Hierarchy()
        for level in 0...100 {
            hierarchy.addController(ControllerID("n\(level)"), kind: .navigation)
            hierarchy.addController(ControllerID("r\(level)"), kind: .plain)
            hierarchy.setViewControllers([ControllerID("r\(level)")], of: ControllerID("n\(level)"))
        }
        hierarchy.makeWindow("main", root: "n0")
        for level in 1...100 {
            hierarchy.present(ControllerID("n\(level)"), from: ControllerID("r\(level - 1)"), .init(style: .fullScreen))
        }
        return hierarchy
    }

    /// The DOT text without the plain groups the encoder wrote around runs of clusters.
    static func ungrouped(_ dot: String) -> String {
        var closing: Set<Int> = []
        var kept: [Substring] = []
        for line in dot.split(separator: "\n", omittingEmptySubsequences: false) {
            let depth = line.prefix { $0 == "\t" }.count
            let body = line.dropFirst(depth)
            if body.hasPrefix("subgraph group_") {
                closing.insert(depth)
                continue
            }
            // A group holds only subgraphs, one level deeper: the next `}` at its depth is its own.
            if body == "}", closing.remove(depth) != nil {
                continue
            }
            kept.append(line)
        }
        return kept.joined(separator: "\n")
    }

    @Test("grouping 101 sibling family clusters changes nothing in the drawing but the clusters' SVG ids")
    func groupedDrawsTheSame() async throws {
        let dot = HierarchyDiagram(Self.chain()).dot
        #expect(dot.contains("subgraph group_"))
        let flat = Self.ungrouped(dot)
        #expect(!flat.contains("group_") && flat.components(separatedBy: "subgraph cluster_family").count == 102)
        let grouped = try await GraphvizRenderer.shared.render(dot: dot, format: .svg)
        let plain = try await GraphvizRenderer.shared.render(dot: flat, format: .svg)
        let clusterIDs = #/clust[0-9]+/#
        #expect(
            String(decoding: grouped, as: UTF8.self).replacing(clusterIDs, with: "clust")
                == String(decoding: plain, as: UTF8.self).replacing(clusterIDs, with: "clust"))
    }
}
