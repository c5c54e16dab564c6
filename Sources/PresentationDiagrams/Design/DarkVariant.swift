/// A diagram's dark variant, for documentation shown in dark mode (DocC picks `NAME~dark.svg`
/// beside `NAME.svg`): the drawn SVG with each colour of `DiagramStyle` swapped for its
/// dark counterpart, so both variants share one layout and one drawing.
public enum DarkVariant {
    /// Each colour of the light palette, and the one that takes its place in the dark.
    static let palette: [String: String] = [
        DiagramStyle.ink.text: "#f5f5f7",
        DiagramStyle.dimmedInk.text: "#8e8e93",
        DiagramStyle.dimmedLine.text: "#48484a",
        DiagramStyle.dimmedFill.text: "#2c2c2e",
        DiagramStyle.fill.text: "#1c1c1e",
        DiagramStyle.container.text: "#3a5a8c",
        DiagramStyle.containerFill.text: "#1e2633",
        DiagramStyle.familyFill.text: "#161618",
        DiagramStyle.presentation.text: "#4c9aff",
        DiagramStyle.contextWalk.text: "#ff9f45",
        DiagramStyle.definer.text: "#e0b050",
        DiagramStyle.windowFamily.text: "#30d158",
        DiagramStyle.detachedFamily.text: "#98989d",
    ]

    /// Graphviz's own colours: the page's background, and text it draws without a colour.
    static let graphvizDefaults: [(String, String)] = [
        ("fill=\"white\"", "fill=\"#000000\""), ("stroke=\"white\"", "stroke=\"#000000\""),
        ("fill=\"black\"", "fill=\"#f5f5f7\""), ("stroke=\"black\"", "stroke=\"#f5f5f7\""),
    ]

    /// `svg` (as Graphviz draws a ``HierarchyDiagram``) recoloured for a dark background.
    public static func svg(_ svg: String) -> String {
        var output = ""
        output.reserveCapacity(svg.utf8.count)
        var rest = Substring(svg)
        while let hash = rest.firstIndex(of: "#") {
            output += rest[..<hash]
            let colour = rest[hash...].prefix(7)
            if colour.count == 7, let dark = palette[colour.lowercased()] {
                output += dark
                rest = rest[rest.index(hash, offsetBy: 7)...]
            } else {
                output += "#"
                rest = rest[rest.index(after: hash)...]
            }
        }
        output += rest
        for (light, dark) in graphvizDefaults { output = output.replacing(light, with: dark) }
        // Text Graphviz draws in its default colour has no fill of its own.
        var lines = output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if let svg = lines.firstIndex(where: { $0.hasPrefix("<svg") }),
            let end = lines[svg...].firstIndex(where: { $0.hasSuffix(">") })
        {
            lines.insert("<style>text:not([fill]) { fill: #f5f5f7; }</style>", at: end + 1)
        }
        output = lines.joined(separator: "\n")
        return output
    }
}
