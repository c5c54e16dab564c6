/// A check of Mermaid's flowchart grammar, for the statements ``MermaidEncoder`` writes.
///
/// Mermaid has no validator that runs without a browser, so this encodes, apart from the
/// encoder, the rules of its flowchart syntax that a label can break: a quoted label may not
/// hold a `"`, a backtick (which makes it Markdown), a raw control character or line
/// terminator, or a `#` that does not start an entity code (`#quot;`, `#35;`); the only tag
/// is `<br/>`; an edge label may not hold a `|`; ids are plain words; `subgraph` and `end`
/// balance. Returns the problems, one a line.
public enum MermaidGrammar {
    public static func problems(in text: String) -> [String] {
        var problems: [String] = []
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard lines.first == "flowchart TB" else { return ["the first line is not 'flowchart TB'"] }
        guard lines.last == "" else { return ["the text does not end with a line break"] }
        lines.removeFirst()
        lines.removeLast()
        var depth = 0
        for (number, line) in lines.enumerated() {
            let problem = check(line.drop { $0 == " " }, depth: &depth)
            if let problem { problems.append("line \(number + 2): \(problem): \(line.prefix(80))") }
        }
        if depth != 0 { problems.append("\(depth) subgraph(s) not closed") }
        return problems
    }

    private static func check(_ line: Substring, depth: inout Int) -> String? {
        if line == "end" {
            depth -= 1
            return depth < 0 ? "end without subgraph" : nil
        }
        if line.hasPrefix("subgraph ") {
            depth += 1
            return node(line.dropFirst("subgraph ".count))
        }
        if line.hasPrefix("linkStyle ") || line.hasPrefix("classDef ") || line.hasPrefix("class ") {
            return line.unicodeScalars.allSatisfy { $0.isASCII && $0.value >= 0x20 } ? nil : "a style line with non-ASCII text"
        }
        for arrow in [" --> ", " -.-> ", " -->|", " -.->|"] {
            guard let range = line.firstRange(of: arrow) else { continue }
            guard isID(line[..<range.lowerBound].unicodeScalars) else { return "an edge from a bad id" }
            var rest = line[range.upperBound...].unicodeScalars
            if arrow.hasSuffix("|") {
                guard rest.popFirst() == "\"", let close = rest.firstIndex(of: "\"") else { return "an edge label not quoted" }
                let label = rest[..<close]
                if let problem = labelProblem(label) { return problem }
                if label.contains("|") { return "a | in an edge label" }
                rest = rest[rest.index(after: close)...]
                guard rest.starts(with: "| ".unicodeScalars) else { return "an edge label not closed by |" }
                rest = rest.dropFirst(2)
            }
            return isID(rest) ? nil : "an edge to a bad id"
        }
        return node(line)
    }

    /// `id["label"]`, read scalar by scalar: Mermaid reads code points, so a quote followed
    /// by a combining mark is still a quote to it.
    private static func node(_ text: Substring) -> String? {
        let scalars = text.unicodeScalars
        guard let open = scalars.firstIndex(of: "["), isID(scalars[..<open]) else { return "a bad id" }
        let rest = scalars[scalars.index(after: open)...]
        guard rest.count >= 3, rest.first == "\"", rest.reversed().starts(with: "]\"".unicodeScalars) else { return "a label not quoted" }
        return labelProblem(rest.dropFirst().dropLast(2))
    }

    private static func isID(_ text: Substring.UnicodeScalarView) -> Bool {
        !text.isEmpty && text.allSatisfy { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_") }
    }

    private static func labelProblem(_ label: Substring.UnicodeScalarView) -> String? {
        for scalar in label {
            if scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) { return "a control character inside a label" }
            if [0x2028, 0x2029].contains(scalar.value) { return "a line separator inside a label" }
            if scalar.properties.isNoncharacterCodePoint { return "a noncharacter inside a label" }
        }
        var rest = label
        while let scalar = rest.first {
            if rest.starts(with: "<br/>".unicodeScalars) {
                rest = rest.dropFirst(5)
                continue
            }
            switch scalar {
            case "\"": return "a quote inside a label"
            case "`": return "a backtick inside a label"
            case "<", ">": return "a tag other than <br/> inside a label"
            case "#":
                let entity = rest.dropFirst().prefix { $0 != ";" }
                guard entity.count < rest.count - 1, !entity.isEmpty,
                    entity.allSatisfy({ $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0)) })
                else { return "a # that starts no entity code" }
                rest = rest.dropFirst(entity.count + 2)
                continue
            default: break
            }
            rest = rest.dropFirst()
        }
        return nil
    }
}
