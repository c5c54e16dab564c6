import Foundation
import GraphvizRendering
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
}

@Suite("Graphviz's own printing")
struct GraphvizPrintingTests {
    @Test("a bitmap too large for cairo comes back as a warning; nothing reaches standard error")
    func tooLargeBitmap() async throws {
        // 400 unconnected nodes side by side, each 2 inches wide: wider than cairo's 32767 pixels.
        let nodes = (0..<400).map { "n\($0) [width=2];" }.joined(separator: " ")
        let dot = "digraph { \(nodes) }"
        let stderr = try StandardErrorFile()
        let rendered = try await GraphvizRenderer.shared.render(dot: dot, formats: [.png])
        let printed = stderr.finish()
        #expect(rendered.warnings.contains { $0.hasPrefix("graph is too large for cairo-renderer bitmaps") })
        #expect(rendered.data(.png)?.prefix(4) == [0x89, 0x50, 0x4E, 0x47])
        // Other tests running in parallel may write to standard error; Graphviz must not.
        #expect(!printed.contains("too large"))
    }
}

/// Points standard error at a file until `finish()`, to see what reaches it.
final class StandardErrorFile {
    private let saved: Int32
    private let path = "/tmp/vcgraph-stderr-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"

    init() throws {
        fflush(nil)
        saved = dup(2)
        let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        dup2(fd, 2)
        close(fd)
    }

    func finish() -> String {
        fflush(nil)
        dup2(saved, 2)
        close(saved)
        defer { unlink(path) }
        return (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
    }
}
