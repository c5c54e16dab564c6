import FuzzDriver
import Dispatch
import Foundation
import FoundationXML
import GraphvizRendering
@testable import PresentationDOT
@testable import PresentationDiagrams

/// libFuzzer's entry point: one input, as a name a user could write (UTF-8, decoded
/// leniently so that every scalar can occur).
///
/// The name goes through `DOTEscaping.id`, `quoted` and `html` into a small graph (a node
/// named by it, labelled and tooltipped with it, a node with it as an HTML-like label, an
/// edge and a cluster labelled with it). Properties, each a finding when broken:
/// - cgraph parses the DOT, with the node names, labels and tooltips that `DOTEscaping`
///   documents (the name as `DisplayText` lets a diagram show it);
/// - Graphviz lays the graph out and draws it with no warning, and the SVG is well-formed XML
///   (drawn with a generated node name, as the diagrams are: the text goes in labels).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzDOTEscaping(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let name = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    // The second node's name is fixed; a name that is the same is not a finding. cgraph
    // keeps names that start with `%` for anonymous objects (no spelling avoids that, and
    // vcgraph's generated IDs never start so). By its first scalar: a combining mark after
    // the `%` makes one Character with it (a finding of the harness, not of the escaper).
    guard expectedName(name) != "html", expectedName(name).unicodeScalars.first != "%" else { return 0 }
    let dot = DOTEncoder().encode(graph(showing: name, namedBy: name))
    // Drawn with a generated name, as vcgraph's diagrams are: Graphviz writes a node's name
    // into the SVG as it is, and takes `&x;` in it for an entity (no ID spelling escapes it).
    let drawn = DOTEncoder().encode(graph(showing: name, namedBy: "named"))
    let (parsed, rendered) = onRenderer { renderer in
        (Result { try renderer.parse(dot: dot) }, Result { try renderer.render(dot: drawn, formats: [.svg]) })
    }

    guard case .success(let nodes) = parsed else { fail("cgraph cannot parse the DOT", name, dot, parsed) }
    let named = nodes.first { $0.name != "html" }
    let html = nodes.first { $0.name == "html" }
    check(nodes.count == 2 && html != nil, "cgraph read \(nodes.map(\.name)) as the nodes", name, dot)
    check(named?.name == expectedName(name), "the node's name changed", name, dot)
    // `parse` reports an empty attribute as none.
    check(shownText(named?.label ?? "") == expectedText(name), "the label changed", name, dot)
    check(shownText(named?.tooltip ?? "") == expectedText(name), "the tooltip changed", name, dot)
    // What vcgraph sets through cgraph's API (a flow's frames) is what cgraph holds once it
    // has read the DOT.
    check(named?.name == DOTEscaping.readID(name), "the name read differs from `readID`", name, dot)
    check((named?.tooltip ?? "") == DOTValue.text(name).read.text, "the tooltip read differs from `DOTValue.read`", name, dot)
    // Rows follow each other with no separator in the text; a no-break space may stand for
    // an empty run, so it is not compared.
    let shownHTML = (expectedText(name) + expectedText(name)).replacingOccurrences(of: "\u{A0}", with: "")
    check(htmlText(html?.label ?? "") == shownHTML, "the HTML label changed", name, dot)

    guard case .success(let drawing) = rendered, let svg = drawing.data(.svg) else { fail("Graphviz cannot draw the DOT", name, dot, rendered) }
    check(drawing.warnings.isEmpty, "Graphviz warned: \(drawing.warnings)", name, dot)
    check(XMLParser(data: Data(svg)).parse(), "the SVG is not well-formed XML", name, dot)
    return 0
}

/// A node named `id`, labelled and tooltipped by `name`; a node with it as an HTML-like
/// label; an edge and a cluster labelled with it.
private func graph(showing name: String, namedBy id: String) -> DOTGraph {
    var graph = DOTGraph(id: "fuzz")
    var named = DOTNode(id: id)
    named.attributes.label = .text(name)
    named.attributes.tooltip = name
    var html = DOTNode(id: "html")
    html.attributes.label = .html(HTMLLabel(rows: [[HTMLLabel.Cell([HTMLLabel.Run(name)])], [HTMLLabel.Cell([HTMLLabel.Run(name, bold: true)])]]))
    var cluster = DOTSubgraph(id: "family")
    cluster.attributes.label = .text(name)
    cluster.statements = [.node(html)]
    var edge = DOTEdge(from: id, to: "html")
    edge.attributes.label = .text(name)
    graph.statements = [.node(named), .subgraph(cluster), .edge(edge)]
    return graph
}

// MARK: - What Graphviz should read

/// `DOTEscaping.id` shows what `DisplayText` lets through, a line break as a space; a
/// backslash comes back doubled (no quoted ID can hold a lone backslash before a quote).
private func expectedName(_ name: String) -> String {
    var shown = String.UnicodeScalarView()
    for unit in DisplayText.units(of: name) {
        switch unit {
        case .lineBreak: shown.append(" ")
        case .text("\\"): shown.append(contentsOf: ["\\", "\\"])
        case .text(let scalar): shown.append(scalar)
        }
    }
    return String(shown)
}

/// `quoted` and `html` show what `DisplayText` lets through, each line break as one.
private func expectedText(_ name: String) -> String {
    var shown = String.UnicodeScalarView()
    for unit in DisplayText.units(of: name) {
        switch unit {
        case .lineBreak: shown.append("\n")
        case .text(let scalar): shown.append(scalar)
        }
    }
    return String(shown)
}

/// An escString as Graphviz shows it: `\\` is a backslash, `\n`, `\l` and `\r` end a line,
/// `\"` is a quote (and any other escape, which `quoted` never writes, is left alone).
private func shownText(_ escString: String) -> String {
    // Scalar by scalar: a combining mark after a backslash makes one Character with it.
    var shown = String.UnicodeScalarView()
    var escaped = false
    for scalar in escString.unicodeScalars {
        if escaped {
            switch scalar {
            case "n", "l", "r": shown.append("\n")
            case "\\", "\"": shown.append(scalar)
            default: shown.append(contentsOf: ["\\", scalar])
            }
            escaped = false
        } else if scalar == "\\" {
            escaped = true
        } else {
            shown.append(scalar)
        }
    }
    if escaped { shown.append("\\") }
    // `quoted` writes & as &amp;, which Graphviz decodes when it draws the label. Scalar by
    // scalar: a combining mark after the `;` makes one Character with it, which a search by
    // characters would not match (a finding of the harness, not of the escaper).
    var decoded = String.UnicodeScalarView()
    let entity = Array("&amp;".unicodeScalars)
    let scalars = Array(shown)
    var position = 0
    while position < scalars.count {
        if scalars[position...].starts(with: entity) {
            decoded.append("&")
            position += entity.count
        } else {
            decoded.append(scalars[position])
            position += 1
        }
    }
    return String(decoded)
}

/// The text of an HTML-like label: tags dropped (a `<BR/>` is a line break), entities
/// decoded, and no-break spaces (one stands for an empty run) taken away.
private func htmlText(_ markup: String) -> String {
    // Scalar by scalar: a combining mark after a tag's `>` makes one Character with it, so
    // neither `<BR/>` nor any tag is searched for by characters (a `<BR/>` before a combining
    // mark was a finding of the harness, not of the escaper).
    var text = String.UnicodeScalarView()
    var rest = Substring(markup).unicodeScalars
    while let first = rest.first {
        if first == "<", let close = rest.firstIndex(of: ">") {
            if String(String.UnicodeScalarView(rest[...close])) == "<BR/>" { text.append("\n") }
            rest = rest[rest.index(after: close)...]
        } else if first == "&", let semicolon = rest.firstIndex(of: ";") {
            let entity = Substring(rest[rest.index(after: rest.startIndex)..<semicolon])
            text.append(contentsOf: (decode(entity) ?? String(rest[...semicolon])).unicodeScalars)
            rest = rest[rest.index(after: semicolon)...]
        } else {
            text.append(first)
            rest = rest.dropFirst()
        }
    }
    return String(text).replacingOccurrences(of: "\u{A0}", with: "")
}

private func decode(_ entity: Substring) -> String? {
    switch entity {
    case "amp": return "&"
    case "lt": return "<"
    case "gt": return ">"
    case "quot": return "\""
    case "apos": return "'"
    default:
        let number =
            entity.hasPrefix("#x") || entity.hasPrefix("#X")
            ? UInt32(entity.dropFirst(2), radix: 16)
            : entity.hasPrefix("#") ? UInt32(entity.dropFirst(), radix: 10) : nil
        return number.flatMap(Unicode.Scalar.init).map { String(Character($0)) }
    }
}

// MARK: - Plumbing

/// Runs `body` on the renderer's actor and waits for it: libFuzzer calls the entry point
/// synchronously, on a thread of its own, so blocking it is safe.
private func onRenderer<T: Sendable>(_ body: @escaping @Sendable (isolated GraphvizRenderer) -> T) -> T {
    let done = DispatchSemaphore(value: 0)
    let box = Box<T>()
    Task {
        box.value = await body(GraphvizRenderer.shared)
        done.signal()
    }
    done.wait()
    guard let value = box.value else { fatalError("the renderer returned nothing") }
    return value
}

private final class Box<T>: @unchecked Sendable {
    var value: T?
}

private func check(_ condition: Bool, _ problem: @autoclosure () -> String, _ name: String, _ dot: String) {
    if !condition { fail(problem(), name, dot, nil as Result<Int, GraphvizError>?) }
}

/// Stops the run on a broken property: libFuzzer saves the input as a crash artifact.
private func fail<T, Failure: Error>(_ problem: String, _ name: String, _ dot: String, _ result: Result<T, Failure>?) -> Never {
    var detail = ""
    if case .failure(let error)? = result { detail = "\n\(error)" }
    fatalError("\(problem) for the name \(name.debugDescription)\(detail)\n--- DOT ---\n\(dot.prefix(4_000))")
}

/// The harness's entry point: libFuzzer's driver on ``fuzzDOTEscaping(_:_:)``.
@main
enum FuzzDOTEscapingMain {
    static func main() { runFuzzer(fuzzDOTEscaping) }
}
