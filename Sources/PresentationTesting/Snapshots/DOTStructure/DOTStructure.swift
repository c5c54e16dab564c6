/// A DOT diagram reduced to what it says: its clusters and how they nest, the nodes in each,
/// the edges, and their labels (an HTML-like label as its text), written one element a line,
/// nesting by indentation, in a stable order. Colours, fonts, pen widths, tooltips and layout
/// attributes are left out unless asked for (``DOTSnapshotAttributes``), and so are invisible
/// layout nodes and edges; so two diagrams that differ only in style have the same outline.
///
/// ```text
/// digraph vcgraph
///   subgraph cluster_family0 [label="family of window 'main': nav (UINavigationController)"]
///     subgraph cluster_container_c0 [label=""]
///       c0 [label="nav | UINavigationController | 1. items  (top) | defines context (default)"]
///       c1 [label="items | BNRItemsViewController"]
///   c0 -> c1 [label="root (top)"]
/// ```
///
/// It is what ``expectDOTSnapshot(_:options:attributes:named:record:snapshotDirectory:testName:fileID:filePath:line:column:)``
/// compares, and what its failure message shows the difference of.
public struct DOTStructure: Hashable, Sendable {
    /// The outline, one element a line.
    public let outline: String

    /// Why DOT text could not be read.
    public struct ReadError: Error, Hashable, Sendable, CustomStringConvertible {
        /// The line of the DOT text, from 1.
        public var line: Int
        public var message: String

        public init(line: Int, message: String) {
            self.line = line
            self.message = message
        }

        public var description: String { "line \(line): \(message)" }
    }

    /// Reads `dot`, keeping the attributes `attributes` asks for.
    public init(dot: String, attributes: DOTSnapshotAttributes = .structure) throws(ReadError) {
        let reader: DOTStructureReader
        do {
            reader = try DOTStructureReader(dot)
        } catch {
            throw ReadError(line: error.line, message: error.message)
        }
        outline = Outline(reader, attributes: attributes).text
    }

    /// The difference between the structures of two DOT texts, line by line, or nil when they
    /// say the same thing. A text that is not DOT is compared as it is, line by line.
    public static func difference(
        expected: String, actual: String, attributes: DOTSnapshotAttributes = .structure
    ) -> String? {
        let old = (try? DOTStructure(dot: expected, attributes: attributes).outline) ?? expected
        let new = (try? DOTStructure(dot: actual, attributes: attributes).outline) ?? actual
        return old == new ? nil : SnapshotComparison.difference(expected: old, actual: new)
    }
}

/// The outline's text.
private struct Outline {
    let text: String

    init(_ reader: DOTStructureReader, attributes: DOTSnapshotAttributes) {
        func kept(_ values: DOTStructureReader.Attributes) -> DOTStructureReader.Attributes {
            values.filter { attributes.includes($0.key) }
        }
        func isInvisible(_ values: DOTStructureReader.Attributes) -> Bool {
            guard !attributes.isAll, case .text(let style)? = values["style"] else { return false }
            return style.split(separator: ",").contains { $0.trimmingSpaces == "invis" }
        }
        func written(_ values: DOTStructureReader.Attributes) -> String {
            let names = values.keys.sorted { ($0 == "label" ? 0 : 1, $0) < ($1 == "label" ? 0 : 1, $1) }
            guard !names.isEmpty else { return "" }
            let pairs = names.map { name -> String in
                switch values[name]! {
                case .text(let text): "\(name)=\"\(text.replacing("\"", with: "\\\""))\""
                case .html(let markup):
                    attributes.isAll ? "\(name)=<\(markup)>" : "\(name)=\"\(HTMLText(markup).text.replacing("\"", with: "\\\""))\""
                }
            }
            return " [" + pairs.joined(separator: ", ") + "]"
        }
        let visible = reader.nodes.filter { !isInvisible($0.value.attributes) }
        var lines = [
            (reader.isDirected ? "digraph" : "graph") + (reader.root.id.isEmpty ? "" : " \(reader.root.id)") + written(kept(reader.root.attributes))
        ]
        func add(_ cluster: DOTStructureReader.Cluster, depth: Int) {
            let indent = String(repeating: "  ", count: depth)
            let members = visible.filter { $0.value.cluster === cluster }.keys.sorted(by: NaturalOrder.precedes)
            for id in members { lines.append(indent + id + written(kept(visible[id]!.attributes))) }
            for inner in cluster.clusters.sorted(by: { NaturalOrder.precedes($0.id, $1.id) }) {
                lines.append(indent + "subgraph \(inner.id)" + written(kept(inner.attributes)))
                add(inner, depth: depth + 1)
            }
        }
        add(reader.root, depth: 1)
        let arrow = reader.isDirected ? "->" : "--"
        let edges = reader.edges.filter { visible[$0.from] != nil && visible[$0.to] != nil && !isInvisible($0.attributes) }
            .map { "  \($0.from) \(arrow) \($0.to)" + written(kept($0.attributes)) }
        lines += edges.sorted(by: NaturalOrder.precedes)
        text = lines.joined(separator: "\n")
    }
}

/// The text of an HTML-like label: each table cell and each line (`<BR/>`) one item, items
/// joined by ` | `, entities decoded; fonts, colours and table layout dropped.
private struct HTMLText {
    let text: String

    init(_ markup: String) {
        var items: [String] = []
        var current = ""
        func close() {
            let item = current.trimmingSpaces
            if !item.isEmpty { items.append(item) }
            current = ""
        }
        var rest = Substring(markup)
        while let open = rest.firstIndex(of: "<") {
            current += Self.decoded(rest[..<open])
            guard let end = rest[open...].firstIndex(of: ">") else { break }
            let tag = rest[rest.index(after: open)..<end].uppercased()
            if tag.hasPrefix("TD") || tag.hasPrefix("/TD") || tag.hasPrefix("BR") || tag.hasPrefix("TR") || tag.hasPrefix("/TR") {
                close()
            }
            rest = rest[rest.index(after: end)...]
        }
        current += Self.decoded(rest)
        close()
        text = items.joined(separator: " | ")
    }

    private static func decoded(_ text: Substring) -> String {
        guard text.contains("&") else { return String(text) }
        var out = ""
        var rest = text
        while let amp = rest.firstIndex(of: "&") {
            out += rest[..<amp]
            guard let semicolon = rest[amp...].firstIndex(of: ";"), rest.distance(from: amp, to: semicolon) <= 10 else {
                out += "&"
                rest = rest[rest.index(after: amp)...]
                continue
            }
            let entity = rest[rest.index(after: amp)..<semicolon]
            let named = ["amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'", "nbsp": " "]
            if let character = named[String(entity)] {
                out += character
            } else if entity.hasPrefix("#"),
                let value = entity.dropFirst().hasPrefix("x") ? UInt32(entity.dropFirst(2), radix: 16) : UInt32(entity.dropFirst()),
                let scalar = Unicode.Scalar(value)
            {
                out.unicodeScalars.append(scalar)
            } else {
                out += rest[amp...semicolon]
            }
            rest = rest[rest.index(after: semicolon)...]
        }
        return out + rest
    }
}

/// Names in the order a person expects: runs of digits compared as numbers (`c2` before `c10`).
enum NaturalOrder {
    static func precedes(_ a: String, _ b: String) -> Bool {
        var left = Substring(a)
        var right = Substring(b)
        while let x = left.first, let y = right.first {
            if x.isASCII, x.isNumber, y.isASCII, y.isNumber {
                let xDigits = left.prefix { $0.isASCII && $0.isNumber }
                let yDigits = right.prefix { $0.isASCII && $0.isNumber }
                let xValue = xDigits.drop { $0 == "0" }
                let yValue = yDigits.drop { $0 == "0" }
                if xValue.count != yValue.count { return xValue.count < yValue.count }
                if xValue != yValue { return xValue < yValue }
                left = left.dropFirst(xDigits.count)
                right = right.dropFirst(yDigits.count)
            } else {
                if x != y { return x < y }
                left = left.dropFirst()
                right = right.dropFirst()
            }
        }
        return left.isEmpty && !right.isEmpty
    }
}

extension StringProtocol {
    /// Without leading and trailing spaces and line breaks (no Foundation here).
    fileprivate var trimmingSpaces: String {
        String(drop { $0.isWhitespace }.reversed().drop { $0.isWhitespace }.reversed())
    }
}
