import FuzzDriver
import PresentationDiagrams

/// libFuzzer's entry point: one input, as a label a user could write (UTF-8, decoded
/// leniently so that every scalar can occur).
///
/// The label goes into a small diagram (a controller's lines, a family's and a container's
/// titles, edges' labels) and through `MermaidEncoder`; the text must pass
/// `MermaidGrammar`, which states Mermaid's flowchart rules apart from the encoder.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzMermaidEncoder(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let label = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    let mermaid = MermaidEncoder().encode(content(labelled: label))
    let problems = MermaidGrammar.problems(in: mermaid)
    if !problems.isEmpty {
        fatalError("\(problems.prefix(3)) for the label \(label.debugDescription)\n--- Mermaid ---\n\(mermaid.prefix(4_000))")
    }
    return 0
}

/// A controller whose every line is `label`, in a family titled with it, joined to another
/// by an edge labelled with it, and a presentation labelled with it; the edge rests on
/// assumptions named and said by it, and the presentation on one said by it.
private func content(labelled label: String) -> DiagramContent {
    var content = DiagramContent(title: label)
    let role = DiagramContent.NodeRole(isOnScreen: false, definer: .explicitly)
    let first = DiagramContent.Node(id: "c0", lines: [label, label, label], role: role, tooltip: label)
    let second = DiagramContent.Node(id: "c1", lines: [label], role: role, tooltip: nil)
    content.blocks = [
        .cluster(
            DiagramContent.Cluster(
                id: "family0", label: label, role: .family(.window),
                blocks: [
                    .node(first),
                    .cluster(DiagramContent.Cluster(id: "container_c1", label: label, role: .container(isOnScreen: true), blocks: [.node(second)])),
                ]))
    ]
    var edge = DiagramContent.Edge(from: "c0", to: "c1", label: label, tooltip: label, role: .containment(isOnScreen: true), endsAtCluster: nil)
    edge.assumptions = [.init(id: label, text: label), .init(id: "A2", text: label)]
    var walk = DiagramContent.Edge(from: "c1", to: "c0", label: label, tooltip: nil, role: .contextWalk, endsAtCluster: nil)
    walk.assumptions = [.init(text: label)]
    content.edges = [edge, walk]
    return content
}

/// The harness's entry point: libFuzzer's driver on ``fuzzMermaidEncoder(_:_:)``.
@main
enum FuzzMermaidEncoderMain {
    static func main() { runFuzzer(fuzzMermaidEncoder) }
}
