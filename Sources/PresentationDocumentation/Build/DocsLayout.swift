import PresentationModel

/// Where `vcgraph docs` writes: for DocC, a catalog of its own (`-o` itself when it ends in
/// `.docc`, else `Flows.docc` inside it) whose root article is the index; or, when `-o` is a
/// folder inside a catalog (a target's, as the command plugin writes), the articles in it,
/// the index as an ordinary article (`<doc:Flows>`) beside the module's own pages; the
/// diagrams in `Resources/` below the pages. For Markdown, the pages and diagrams side by
/// side in `-o`. The manifest of an incremental build sits beside the pages, hidden.
///
/// Every name it gives is made of a page name (letters, digits, `-`, `_`) and fixed parts, so
/// no name it gives leaves its folder.
public struct DocsLayout: Sendable {
    public let style: DocsPage.Style
    /// The folder `-o` names.
    public let output: String
    /// The folder vcgraph makes inside ``output`` for the pages (`Flows.docc`), if any.
    public let ownPagesFolder: String?
    /// The folder pages are written into.
    public let pages: String
    /// The folder diagrams are written into.
    public let images: String
    /// Whether the index is the catalog's root (DocC's `@TechnologyRoot`).
    public let isRoot: Bool
    /// Where the package's rulebook is published, when it is not written beside the pages
    /// (``RuleLinks/rulebook``).
    public let rulebook: String?

    public init(output: String, style: DocsPage.Style, rulebook: String? = nil) {
        self.style = style
        self.rulebook = rulebook
        var trimmed = output
        while trimmed.hasSuffix("/"), trimmed.count > 1 { trimmed.removeLast() }
        self.output = trimmed
        switch style {
        case .docc:
            let insideCatalog = trimmed.split(separator: "/").dropLast().contains { $0.hasSuffix(".docc") }
            ownPagesFolder = trimmed.hasSuffix(".docc") || insideCatalog ? nil : "Flows.docc"
            pages = ownPagesFolder.map { (trimmed == "/" ? "" : trimmed) + "/" + $0 } ?? trimmed
            images = pages + "/" + Self.resourcesPrefix.dropLast()
            isRoot = !insideCatalog
        case .markdown:
            ownPagesFolder = nil
            pages = trimmed
            images = trimmed
            isRoot = true
        }
    }

    /// The manifest's name in the pages' folder.
    public static let manifestName = ".vcgraph-docs-manifest"

    /// The diagrams' folder of a DocC catalog, as a prefix of names relative to the pages.
    public static let resourcesPrefix = "Resources/"

    public var manifest: String { pages + "/" + Self.manifestName }

    /// The index: DocC's root article, or `index.md`.
    public var index: String { pages + (style == .docc ? "/Flows.md" : "/index.md") }

    public func page(_ name: String) -> String { "\(pages)/\(name).md" }

    /// A frame's diagram file, light or dark; `whole`: the whole hierarchy's, beside a
    /// diagram of what is on screen.
    public func image(_ name: String, step: Int, whole: Bool = false, dark: Bool = false) -> String {
        "\(images)/\(imageName(name, step: step, whole: whole))\(dark ? "~dark" : "").svg"
    }

    /// A frame's diagram as its page names it: DocC finds an image by its name alone (and
    /// its `~dark` variant beside it); Markdown needs the file.
    public func imageReference(_ name: String, step: Int, whole: Bool = false) -> String {
        style == .docc ? imageName(name, step: step, whole: whole) : imageName(name, step: step, whole: whole) + ".svg"
    }

    private func imageName(_ name: String, step: Int, whole: Bool) -> String { "\(name)-step-\(step)\(whole ? "-whole" : "")" }

    /// Every file an input's page consists of, relative to the pages' folder: its page, each
    /// step's diagram, and the whole hierarchy's of each of `wholeSteps`.
    public func relativeFiles(of name: String, steps: [Int], wholeSteps: [Int] = []) -> [String] {
        let images = style == .docc ? Self.resourcesPrefix : ""
        let drawn = steps.map { (step: $0, whole: false) } + wholeSteps.map { (step: $0, whole: true) }
        return drawn.flatMap { step, whole in
            let image = images + imageName(name, step: step, whole: whole)
            return style == .docc ? [image + ".svg", image + "~dark.svg"] : [image + ".svg"]
        } + [name + ".md"]
    }

    /// Whether `name` is a page name ``pageNames(for:)`` can give: letters, digits, `-` and
    /// `_`, in ASCII, at most 200 bytes.
    public static func isPageName(_ name: String) -> Bool {
        !name.isEmpty && name.utf8.count <= 200
            && name.utf8.allSatisfy { $0.isASCIILetterOrDigit || $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: "_") }
    }

    /// Page names for inputs: the file's name without extension, in letters, digits, `-` and
    /// `_` (DocC links to an article by it), numbered when two inputs would share one or one
    /// would take the index's or a rulebook article's name.
    public static func pageNames(for files: [String]) -> [String] {
        // The index and the rulebook's articles are pages of every build.
        var used: Set<String> = ["Flows", "index", Rulebook.index.article]
        used.formUnion(Rulebook.chapters.map(\.article))
        return files.map { file in
            let base = file.split(separator: "/").last.map(String.init) ?? file
            let stem = base.lastIndex(of: ".").map { String(base[..<$0]) } ?? base
            var name = String(stem.map { $0.isLetter && $0.isASCII || $0.isNumber && $0.isASCII || $0 == "-" || $0 == "_" ? $0 : "-" })
            if name.isEmpty { name = "flow" }
            // A file system's names are at most 255 bytes: room for `-step-N~dark.svg` and a number.
            if name.utf8.count > 160 { name = String(name.prefix(160)) }
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

extension UInt8 {
    fileprivate var isASCIILetterOrDigit: Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(self) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(self)
            || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(self)
    }
}
