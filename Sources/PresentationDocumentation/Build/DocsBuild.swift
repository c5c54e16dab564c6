import Foundation
import PresentationFiles
import PresentationModel
import PresentationScenarios

/// One documentation build into an output folder: which inputs get a page drawn again, and
/// the files around the pages, the rulebook's articles, the index and the manifest.
///
/// The build is incremental: an input whose key (its bytes, this vcgraph and the options,
/// ``DocsManifest/key(of:options:)``) and files are as the manifest remembers is listed in the
/// index without being read or drawn again. An input no longer given leaves no page behind.
/// Who draws the pages in ``work`` (this process, or worker processes beside it) is the
/// caller's choice: each is one ``DocsPageBuilder``.
public final class DocsBuild {
    /// An input to draw, and its page's name.
    public struct Item: Codable, Sendable {
        public var file: String
        public var name: String

        public init(file: String, name: String) {
            self.file = file
            self.name = name
        }
    }

    /// What a build ends with: its line for standard output, and how it went.
    public struct Summary: Sendable {
        /// `12 pages in out/Flows.docc (3 drawn, 9 unchanged)`, and the pages with failing checks.
        public var line: String
        /// Whether an input was invalid or a page is missing (exit status 2).
        public var invalid: Bool
        /// Whether a page's checks failed (exit status 1).
        public var failing: Bool
    }

    /// The output, open and locked for the build's time.
    public let output: DocsOutput
    public var layout: DocsLayout { output.layout }
    /// The inputs that have a page, in the order the index lists them: every input but the
    /// Swift sources, which are one page, listed as their first file (``sources``).
    public let inputs: [String]
    /// The inputs whose page is drawn again: new, changed, or with a file missing.
    public let work: [Item]
    /// The storyboards among the inputs: each is read with all of them, so that a reference
    /// from one to another resolves, and its page is drawn again when any of them changes.
    public let storyboards: [String]
    /// The Swift sources among the inputs: the app they make is one page, named after the
    /// folder that holds them, drawn again when any of them (or a storyboard) changes.
    public let sources: [String]

    private let title: String
    private let previous: DocsManifest
    private var manifest = DocsManifest()
    private var keys: [String: String] = [:]
    private let rulebookIsCurrent: Bool

    /// Opens `output` (``DocsOutput``), reads its manifest and chooses the work.
    /// - Parameters:
    ///   - optionsKey: The options that change a page, as part of each input's key.
    ///   - waiting: Told a line to show while another build holds the output's lock.
    public init(
        inputs: [String], output: String, style: DocsPage.Style, rulebook: String? = nil, title: String, optionsKey: String,
        waiting: (String) -> Void
    ) throws(OutputError) {
        let opened = try DocsOutput(DocsLayout(output: output, style: style, rulebook: rulebook), waiting: waiting)
        self.output = opened
        let sources = inputs.filter { $0.lowercased().hasSuffix(".swift") }
        self.sources = sources
        let pages = inputs.filter { !$0.lowercased().hasSuffix(".swift") || $0 == sources.first }
        self.inputs = pages
        self.title = title
        let layout = opened.layout
        previous = DocsManifest.decode(opened.manifestBytes())
        let storyboards = inputs.filter { InputKind.byExtension($0) == .storyboard }
        self.storyboards = storyboards
        // Every storyboard's key, and their names, in each storyboard's key.
        let together =
            storyboards.count < 2
            ? "" : storyboards.map { "\($0)\u{1F}\(DocsManifest.key(of: $0, options: "") ?? "unreadable")" }.joined(separator: "\u{1F}")
        // The app's page depends on every source and every storyboard.
        let app = (sources + storyboards).map { "\($0)\u{1F}\(DocsManifest.key(of: $0, options: "") ?? "unreadable")" }.joined(separator: "\u{1F}")
        var work: [Item] = []
        // The app's page is named after the folder of its sources.
        let naming = pages.map { $0 == sources.first ? Self.appName(of: sources) + ".swift" : $0 }
        for (file, name) in zip(pages, DocsLayout.pageNames(for: naming)) {
            let isStoryboard = !together.isEmpty && InputKind.byExtension(file) == .storyboard
            let key = DocsManifest.key(
                of: file,
                options: file == sources.first ? optionsKey + "\u{1E}" + app : isStoryboard ? optionsKey + "\u{1E}" + together : optionsKey)
            if let key { keys[file] = key }
            let path = opened.manifestPath(of: file)
            if let key, let known = previous.inputs[path], known.key == key, known.name == name,
                layout.relativeFiles(of: name, steps: known.built.frames, wholeSteps: known.built.wholeFrames ?? []).allSatisfy(opened.holdsFile)
            {
                manifest.inputs[path] = known
            } else {
                work.append(Item(file: file, name: name))
            }
        }
        self.work = work
        // The rulebook depends on vcgraph and the format only: a manifest that says this
        // vcgraph wrote it in this format, with every article there, saves writing it again.
        manifest.rulebook = DocsManifest.key(options: optionsKey)
        rulebookIsCurrent =
            previous.rulebook == manifest.rulebook && RulebookArticles.names.allSatisfy { opened.holdsFile($0 + ".md") }
    }

    /// The name of the folder that holds every one of `sources` (`App` when they share none).
    static func appName(of sources: [String]) -> String {
        guard let last = commonFolder(of: sources).last, last != "/" else { return "App" }
        return last
    }

    /// The path components of the deepest folder that holds every one of `sources`.
    static func commonFolder(of sources: [String]) -> [String] {
        let folders = sources.map { URL(fileURLWithPath: $0).deletingLastPathComponent().standardizedFileURL.pathComponents }
        guard var common = folders.first else { return [] }
        for folder in folders.dropFirst() {
            common = Array(zip(common, folder).prefix { $0 == $1 }.map(\.0))
        }
        return common
    }

    /// `file` from the deepest folder that holds every one of `sources`: `Inbox/Compose.swift`.
    static func path(of file: String, among sources: [String]) -> String {
        let common = commonFolder(of: sources)
        let components = URL(fileURLWithPath: file).standardizedFileURL.pathComponents
        guard components.starts(with: common), components.count > common.count else { return file }
        return components.dropFirst(common.count).joined(separator: "/")
    }

    /// The rulebook's articles beside the pages, so that every rule id a page cites links to
    /// its entry, unless the ones there are current; an article already there with the same
    /// bytes is left alone.
    public func writeRulebook() throws(OutputError) {
        // A rulebook published elsewhere is linked, not written.
        guard layout.rulebook == nil, !rulebookIsCurrent else { return }
        for article in RulebookArticles.all(for: layout.style == .docc ? .generatedCatalog : .markdown) {
            try OutputFile.update(Array(article.text.utf8), at: layout.page(article.name), links: .replaced)
        }
    }

    /// Records what the pages of ``work`` built (nil for an invalid input), removes the files
    /// of inputs no longer given, and writes the index, then the manifest.
    /// - Parameter missingPages: Whether pages may be missing (a worker process failed).
    public func finish(_ results: [String: DocsManifest.Built?], missingPages: Bool) throws(OutputError) -> Summary {
        var invalid = missingPages
        for item in work {
            guard let result = results[item.file], let result, let key = keys[item.file] else {
                invalid = true
                continue
            }
            manifest.inputs[output.manifestPath(of: item.file)] = DocsManifest.Input(key: key, name: item.name, built: result)
        }
        // An input no longer given leaves no page behind.
        let kept = Set(
            manifest.inputs.values.flatMap { layout.relativeFiles(of: $0.name, steps: $0.built.frames, wholeSteps: $0.built.wholeFrames ?? []) })
        for (path, input) in previous.inputs where manifest.inputs[path] == nil {
            output.removeStale(
                layout.relativeFiles(of: input.name, steps: input.built.frames, wholeSteps: input.built.wholeFrames ?? []).filter {
                    !kept.contains($0)
                })
        }
        let entries = inputs.compactMap { manifest.inputs[output.manifestPath(of: $0)]?.built.entry }
        try OutputFile.update(
            Array(DocsIndex(title: title, entries: entries, style: layout.style, rulebook: layout.rulebook, isRoot: layout.isRoot).text.utf8),
            at: layout.index,
            links: .replaced)
        try OutputFile.update(try encodedManifest(), at: layout.manifest, links: .replaced)
        let failing = entries.filter { $0.failedChecks > 0 }
        let line =
            "\(entries.count) pages in \(InputText.escaped(layout.pages)) (\(work.count) drawn, \(inputs.count - work.count) unchanged)"
            + (failing.isEmpty ? "" : "; failing checks in \(failing.map(\.page).joined(separator: ", "))")
        return Summary(line: line, invalid: invalid, failing: !failing.isEmpty)
    }

    private func encodedManifest() throws(OutputError) -> [UInt8] {
        do {
            return try manifest.encoded()
        } catch {
            throw OutputError(output: layout.manifest, reason: "\(error)")
        }
    }
}
