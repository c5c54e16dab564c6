import PresentationDOT
import PresentationDiagrams
import Testing

/// Numbers in DOT attributes and HTML-like labels: plain decimal for every finite value,
/// the nearest finite value for the others, never a trap.
@Suite("DOT numbers")
struct DOTNumberTests {
    /// The text a number gets as a graph attribute, without the quotes DOT's ID rules may
    /// put around it (`"0.3"`).
    private func encoded(_ value: Double) -> String {
        var graph = DOTGraph(id: "g")
        graph.attributes["n"] = .number(value)
        let dot = DOTEncoder().encode(graph)
        let prefix = "\tgraph [n=", suffix = "];"
        guard let line = dot.split(separator: "\n").first(where: { $0.hasPrefix(prefix) && $0.hasSuffix(suffix) }) else { return dot }
        let value = line.dropFirst(prefix.count).dropLast(suffix.count)
        return String(value.hasPrefix("\"") && value.hasSuffix("\"") ? value.dropFirst().dropLast() : value)
    }

    @Test(
        "integral values have no point, others the shortest digits that read back",
        arguments: [
            (14.0, "14"), (0.3, "0.3"), (1.5, "1.5"), (-2.0, "-2"), (0.0, "0"), (-0.0, "0"),
            (1.5e-7, "0.00000015"), (-1.25e-5, "-0.0000125"), (123456.789, "123456.789"),
        ])
    func finite(_ value: Double, _ text: String) {
        #expect(encoded(value) == text)
    }

    @Test("values beyond Int's range are written in full, without an exponent")
    func huge() {
        #expect(encoded(1e300) == "1" + String(repeating: "0", count: 300))
        #expect(encoded(-9.5e20) == "-950000000000000000000")
        #expect(encoded(Double(Int.max)) == "9223372036854776000")
    }

    @Test("infinities become the largest finite value of their sign, NaN becomes 0")
    func nonFinite() {
        let largest = encoded(.greatestFiniteMagnitude)
        #expect(largest.count == 309 && largest.hasPrefix("17976931348623157"))
        #expect(encoded(.infinity) == largest)
        #expect(encoded(-.infinity) == "-" + largest)
        #expect(encoded(.nan) == "0")
    }

    @Test("every written number reads back as the same Double", arguments: [0.1, 2.5e-10, 1e22, 7e15 + 1, 3.0e-300, 12345.678e100])
    func roundTrip(_ value: Double) {
        #expect(Double(encoded(value)) == value)
    }

    @Test("an HTML-like label's point size is total too")
    func pointSize() {
        var graph = DOTGraph(id: "g")
        graph.statements = [
            .node(
                DOTNode(
                    id: "a",
                    attributes: {
                        var attributes = DOTAttributes()
                        attributes.label = .html(
                            HTMLLabel(rows: [[.init([.init("x", pointSize: .infinity), .init("y", pointSize: 1e300), .init("z", pointSize: 9.5)])]]))
                        return attributes
                    }()))
        ]
        let dot = DOTEncoder().encode(graph)
        #expect(dot.contains("POINT-SIZE=\"17976931348623157"))
        #expect(dot.contains("POINT-SIZE=\"1" + String(repeating: "0", count: 300) + "\""))
        #expect(dot.contains("POINT-SIZE=\"9.5\""))
    }
}
