import PresentationDiagrams

/// libFuzzer's entry point: one input, as a label a user could write (UTF-8, decoded
/// leniently so that every scalar can occur).
///
/// The label goes into a small graph (a node's text label, another's HTML-like label, an
/// edge's label, a cluster's title) and through `MermaidEncoder`. Properties, each a finding
/// when broken (issue 17): no raw control character (C0, DEL, C1, U+2028, U+2029) anywhere;
/// one statement per line, each of a shape of Mermaid's flowchart grammar; every label a
/// quoted string with no `"` inside (and no `|` in an edge's), and not a Markdown string
/// (one that starts and ends with a backtick); `subgraph` and `end` balanced.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzMermaidEncoder(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let label = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    let mermaid = MermaidEncoder().encode(graph(labelled: label))

    if let raw = mermaid.unicodeScalars.first(where: isForbidden) {
        fail("a raw U+\(String(raw.value, radix: 16, uppercase: true))", label, mermaid)
    }
    var lines = mermaid.split(separator: "\n", omittingEmptySubsequences: false)
    guard lines.first == "flowchart TB", lines.last == "" else { fail("not a flowchart ending with a line break", label, mermaid) }
    lines = Array(lines.dropFirst().dropLast())
    var depth = 0
    for line in lines {
        let statement = line.drop { $0 == " " }
        if let node = statement.wholeMatch(of: #/[A-Za-z_][A-Za-z0-9_]*\["(?<text>[^"]*)"\]/#) {
            checkText(node.text, label, mermaid)
        } else if let subgraph = statement.wholeMatch(of: #/subgraph [A-Za-z_][A-Za-z0-9_]*\["(?<text>[^"]*)"\]/#) {
            checkText(subgraph.text, label, mermaid)
            depth += 1
        } else if statement == "end" {
            depth -= 1
            if depth < 0 { fail("an 'end' without its subgraph", label, mermaid) }
        } else if let edge = statement.wholeMatch(of: #/[A-Za-z_][A-Za-z0-9_]* (-->|-\.->)(\|"(?<text>[^"|]*)"\|)? [A-Za-z_][A-Za-z0-9_]*/#) {
            if let text = edge.text { checkText(text, label, mermaid) }
        } else if statement.wholeMatch(of: #/(linkStyle [0-9]+|classDef [a-z]+|class [A-Za-z0-9_,]+ [a-z]+) [^"]*/#) == nil {
            fail("the line \(String(line).debugDescription) is no flowchart statement", label, mermaid)
        }
    }
    if depth != 0 { fail("\(depth) subgraphs are not closed", label, mermaid) }
    return 0
}

/// A node labelled with `label`, one with it as an HTML-like label, an edge labelled with
/// it between them, all in a cluster titled with it.
private func graph(labelled label: String) -> DOTGraph {
    var graph = DOTGraph(id: "fuzz")
    var text = DOTNode(id: "text")
    text.attributes.label = .text(label)
    var html = DOTNode(id: "html")
    html.attributes.label = .html(HTMLLabel(rows: [[HTMLLabel.Cell([HTMLLabel.Run(label)])], [HTMLLabel.Cell([HTMLLabel.Run(label, italic: true)])]]))
    var cluster = DOTSubgraph(id: "family")
    cluster.attributes.label = .text(label)
    cluster.statements = [.node(text), .node(html)]
    var edge = DOTEdge(from: "text", to: "html")
    edge.attributes.label = .text(label)
    graph.statements = [.subgraph(cluster), .edge(edge)]
    return graph
}

/// Characters that must never appear raw in Mermaid text: they end a line for some
/// readers, or are invisible in a diff.
private func isForbidden(_ scalar: Unicode.Scalar) -> Bool {
    (scalar.value < 0x20 && scalar != "\n") || (0x7F...0x9F).contains(scalar.value) || scalar == "\u{2028}" || scalar == "\u{2029}"
}

/// A label's text is read as Markdown when it starts and ends with a backtick.
private func checkText(_ text: Substring, _ label: String, _ mermaid: String) {
    if text.count >= 2, text.hasPrefix("`"), text.hasSuffix("`") {
        fail("the label \(String(text).debugDescription) is read as a Markdown string", label, mermaid)
    }
}

/// Stops the run on a broken property: libFuzzer saves the input as a crash artifact.
private func fail(_ problem: String, _ label: String, _ mermaid: String) -> Never {
    fatalError("\(problem) for the label \(label.debugDescription)\n--- Mermaid ---\n\(mermaid.prefix(4_000))")
}
