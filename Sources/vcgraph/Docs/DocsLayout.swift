import PresentationModel
import PresentationReports

/// Where `vcgraph docs` writes: for DocC, a catalog of its own (`-o` itself when it ends in
/// `.docc`, else `Flows.docc` inside it) whose root article is the index; or, when `-o` is a
/// folder inside a catalog (a target's, as the command plugin writes), the articles in it,
/// the index as an ordinary article (`<doc:Flows>`) beside the module's own pages; the
/// diagrams in `Resources/` below the pages. For Markdown, the pages and diagrams side by
/// side in `-o`. The manifest of an incremental build sits beside the pages, hidden.
struct DocsLayout {
    let style: FlowPage.Style
    /// The folder pages are written into.
    let pages: String
    /// The folder diagrams are written into.
    let images: String
    /// Whether the index is the catalog's root (DocC's `@TechnologyRoot`).
    let isRoot: Bool

    init(output: String, style: FlowPage.Style) {
        self.style = style
        let trimmed = output.hasSuffix("/") && output.count > 1 ? String(output.dropLast()) : output
        switch style {
        case .docc:
            let insideCatalog = trimmed.split(separator: "/").dropLast().contains { $0.hasSuffix(".docc") }
            pages = trimmed.hasSuffix(".docc") || insideCatalog ? trimmed : trimmed + "/Flows.docc"
            images = pages + "/Resources"
            isRoot = !insideCatalog
        case .markdown:
            pages = trimmed
            images = trimmed
            isRoot = true
        }
    }

    var manifest: String { pages + "/.vcgraph-docs-manifest" }

    /// The index: DocC's root article, or `index.md`.
    var index: String { pages + (style == .docc ? "/Flows.md" : "/index.md") }

    func page(_ name: String) -> String { "\(pages)/\(name).md" }

    /// A frame's diagram file, light or dark.
    func image(_ name: String, step: Int, dark: Bool = false) -> String {
        "\(images)/\(imageName(name, step: step))\(dark ? "~dark" : "").svg"
    }

    /// A frame's diagram as its page names it: DocC finds an image by its name alone (and
    /// its `~dark` variant beside it); Markdown needs the file.
    func imageReference(_ name: String, step: Int) -> String {
        style == .docc ? imageName(name, step: step) : imageName(name, step: step) + ".svg"
    }

    private func imageName(_ name: String, step: Int) -> String { "\(name)-step-\(step)" }

    /// Every file an input's page consists of.
    func files(of name: String, steps: [Int]) -> [String] {
        steps.flatMap { step in style == .docc ? [image(name, step: step), image(name, step: step, dark: true)] : [image(name, step: step)] }
            + [page(name)]
    }

    /// Page names for inputs: the file's name without extension, in letters, digits, `-` and
    /// `_` (DocC links to an article by it), numbered when two inputs would share one or one
    /// would take the index's or a rulebook article's name.
    static func pageNames(for files: [String]) -> [String] {
        // The index and the rulebook's articles are pages of every build.
        var used: Set<String> = ["Flows", "index", Rulebook.indexArticle]
        used.formUnion(Rulebook.chapters.map(\.article))
        return files.map { file in
            let base = file.split(separator: "/").last.map(String.init) ?? file
            let stem = base.lastIndex(of: ".").map { String(base[..<$0]) } ?? base
            var name = String(stem.map { $0.isLetter && $0.isASCII || $0.isNumber && $0.isASCII || $0 == "-" || $0 == "_" ? $0 : "-" })
            if name.isEmpty { name = "flow" }
            var candidate = name
            var number = 2
            while !used.insert(candidate).inserted {
                candidate = "\(name)-\(number)"
                number += 1
            }
            return candidate
        }
    }
}
