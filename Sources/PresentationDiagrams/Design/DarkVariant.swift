/// A diagram's dark variant: each colour of `DiagramStyle` swapped for its dark counterpart.
/// For documentation shown in dark mode (DocC picks `NAME~dark.svg` beside `NAME.svg`), the
/// drawn SVG is recoloured, so both variants share one layout; for `vcgraph render
/// --appearance dark`, the DOT is, so every format is drawn dark.
public enum DarkVariant {
    /// Each colour of the light palette, and the one that takes its place in the dark.
    static let palette: [String: String] = [
        DiagramStyle.ink.text: "#f5f5f7",
        DiagramStyle.secondaryInk.text: "#aeaeb2",
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

    /// The page's colour in the dark.
    static let background = "#000000"

    /// `dot` (a ``HierarchyDiagram``'s) recoloured, on a dark page.
    public static func dot(_ dot: String) -> String {
        recoloured(dot).replacing("\tgraph [", with: "\tgraph [bgcolor=\"\(background)\", ", maxReplacements: 1)
    }

    /// `svg` (as Graphviz draws a ``HierarchyDiagram``) recoloured for a dark background.
    public static func svg(_ svg: String) -> String {
        var output = recoloured(svg)
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

    /// Each `#rrggbb` of the light palette in `text` replaced by its dark counterpart.
    private static func recoloured(_ text: String) -> String {
        var output = ""
        output.reserveCapacity(text.utf8.count)
        var rest = Substring(text)
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
        return output
    }
}
