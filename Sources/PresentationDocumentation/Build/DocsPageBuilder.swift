import Foundation
import GraphvizRendering
import PresentationDiagrams
import PresentationFiles
import PresentationModel
import PresentationReports
import PresentationScenarios
import SourceImport
import StoryboardImport

/// One input's page of a documentation build: its flow run, a diagram a frame drawn on one
/// layout (`FlowDiagram`), light and (for DocC) dark, then the page (``DocsPage``). The
/// diagrams are written first and the page last, each atomically, so a run killed halfway
/// leaves no page pointing at a missing diagram.
///
/// A scenario's frames are its snapshots (as declared, then after each step); a storyboard's
/// are the app at launch and after each segue a user can fire (`StoryboardFlow`); an app's
/// Swift sources are one page, the app at launch and after each call site its flows reach
/// (`CodeReport`); a dump shows one moment, and its page says so.
public struct DocsPageBuilder: Sendable {
    public let file: String
    public let name: String
    public let layout: DocsLayout
    /// For a storyboard, every storyboard of the build, read with it so that references
    /// between them resolve (``DocsBuild/storyboards``); empty: the file alone.
    public let storyboards: [String]
    /// For an app's page, its Swift sources (``DocsBuild/sources``), of which `file` is the
    /// first; empty otherwise.
    public let sources: [String]

    /// The most call sites an app's page draws, beside its launch.
    public static let callSiteFrames = 24

    public init(file: String, name: String, layout: DocsLayout, storyboards: [String] = [], sources: [String] = []) {
        self.file = file
        self.name = name
        self.layout = layout
        self.storyboards = storyboards
        self.sources = sources
    }

    /// Reads `file` as a build of `inputs` would, drawing and writing nothing: throws what
    /// ``build(reading:notes:)`` throws for an invalid input. A build that must write
    /// nothing unless every input reads asks this of each first.
    /// - Parameter notes: Gets what the reading notes.
    public static func read(_ file: String, of inputs: [String], reading: InputReading, notes: inout [String]) throws(InputFailure) {
        if file.lowercased().hasSuffix(".swift") {
            _ = try SourceInput.sources(inputs.filter { $0.lowercased().hasSuffix(".swift") }, notes: &notes)
        } else if (reading.kind ?? InputKind.byExtension(file)) == .storyboard {
            _ = try StoryboardInput.catalog([file], customSegues: reading.customSegues, notes: &notes)
        } else {
            _ = try InputReader.load(file, reading: reading, notes: &notes)
        }
    }

    /// Writes the page and says what was built.
    ///
    /// Throws an ``InputFailure``: the input is invalid (``InputFailure/Status/invalidInput``,
    /// nothing written), or Graphviz could not draw it (``InputFailure/Status/outputFailed``);
    /// or an `OutputError`.
    /// - Parameter notes: Gets what the reading notes, and Graphviz's warnings.
    public func build(reading: InputReading, notes: inout [String]) async throws -> DocsManifest.Built {
        if sources.contains(file) {
            return try await buildSources(reading: reading, notes: &notes)
        }
        if (reading.kind ?? InputKind.byExtension(file)) == .storyboard {
            return try await buildStoryboard(reading: reading, notes: &notes)
        }
        let input = try InputReader.load(file, reading: reading, notes: &notes)
        let scenario = input.scenario
        let run = ScenarioRun(scenario, keepingSnapshots: true)
        // Each frame's heading is its step: the page says the rest once.
        let titles = run.snapshots.indices.map { index in
            let operations: [PresentationModel.Operation] =
                switch index > 0 ? scenario.steps[index - 1].value.action : nil {
                case .perform(let operations)?: operations
                case .expect?, nil: []
                }
            return DiagramCaption.step(index, operations: operations)
        }
        let drawn = run.snapshots.indices.filter { DocsPage.drawsFrame($0 == 0 ? nil : scenario.steps[$0 - 1].value) }
        let flow = try await drawFlow(
            run.snapshots, titles: titles, environmentSources: run.scenario.environmentSources, frames: drawn, notes: &notes)
        let images = run.snapshots.indices.map { drawn.contains($0) ? layout.imageReference(name, step: $0) : nil }
        let wholeImages = run.snapshots.indices.map { flow.whole.contains($0) ? layout.imageReference(name, step: $0, whole: true) : nil }
        let note =
            input.dump == nil
            ? nil : "A `_printHierarchy` dump shows one moment of an app, so this page draws that one state, replayed by the rules."
        let page = DocsPage(
            run, images: images, wholeImages: wholeImages, style: layout.style, rulebook: layout.rulebook, note: note,
            drawing: DocsPage.Drawing(environment: flow.environment, key: flow.key))
        let entry = DocsIndex.Entry(
            page: name, title: scenario.name, description: scenario.trimmedDescription,
            failedChecks: run.checks.filter { !$0.passed }.count)
        return try write(page, entry: entry, frames: drawn, whole: flow.whole)
    }

    /// A storyboard's page: the app at launch, then each segue a user can fire from the
    /// initial scene and onward, each with the steps that lead to it.
    private func buildStoryboard(reading: InputReading, notes: inout [String]) async throws -> DocsManifest.Built {
        // Read with the build's other storyboards; a storyboard that cannot be read is its own
        // page's error, and a note on one is its own page's to give: this one is then read alone.
        var companionNotes: [String] = []
        let together =
            storyboards.count > 1 && storyboards.contains(file)
            ? try? StoryboardInput.catalog(storyboards, customSegues: reading.customSegues, notes: &companionNotes) : nil
        let catalog = try together ?? StoryboardInput.catalog([file], customSegues: reading.customSegues, notes: &notes)
        let files = together == nil ? [file] : storyboards
        let index = catalog.storyboards.firstIndex { $0.file == file } ?? 0
        let flow = StoryboardFlow(
            catalog, storyboard: files.count > 1 ? index : nil, environment: StoryboardInput.environment(given: reading.environment))
        let title = catalog.storyboards[index].name
        let frameTitles = ["At launch"] + flow.segues.map { "Segue \($0.title)" }
        let runs = [flow.launch] + flow.segues.map(\.run)
        // With no initial view controller, the scenes code makes by identifier are what there is to draw.
        // A frame whose steps rest on an assumption says so in its heading, on the page and
        // in its diagram.
        let assumed = [[]] + flow.segues.map { $0.assumptions.map(\.text) }
        let headings = zip(frameTitles, assumed).map { $1.isEmpty ? $0 : "\($0) — assumed: \($1.joined(separator: "; "))" }
        let frames = Array(runs.indices)
        let diagram = try await drawFlow(
            runs.map(\.hierarchy), titles: headings, showsDetached: !flow.launch.scenario.controllers.isEmpty, frames: frames, notes: &notes)
        let pageFrames = zip(runs, headings).enumerated().map { index, item in
            DocsPage.Frame(
                title: item.1, steps: index == 0 ? [] : StepNarration(run: item.0).lines, image: layout.imageReference(name, step: index),
                wholeImage: diagram.whole.contains(index) ? layout.imageReference(name, step: index, whole: true) : nil,
                diagnostics: item.0.diagnostics)
        }
        // With no initial view controller, the launch scenario says what is drawn instead.
        var description =
            flow.launch.scenario.trimmedDescription.map {
                $0 + (flow.segues.isEmpty ? "" : " Then each segue those scenes fire, each from its scene made the window's root.")
            }
            ?? (files.count > 1
                ? "The app at launch, read with the other storyboards given (\(Self.names(of: files, except: file))), then "
                    + (flow.segues.isEmpty
                        ? "no segue of this storyboard: none can be fired from a scene the app reaches."
                        : "each segue of this storyboard a user can reach, nearest first, each fired after the segues that lead to its source, in whichever storyboard they are.")
                : flow.segues.isEmpty
                    ? "The storyboard at launch; no segue can be fired from its initial scene."
                    : "The storyboard at launch, then each segue a user can fire from its initial scene and onward, nearest first, each fired after the segues that lead to its source.")
        if flow.omitted > 0 { description += " The \(flow.omitted) segues farther away are left out." }
        let page = DocsPage(
            title: title, description: description, frames: pageFrames, style: layout.style, rulebook: layout.rulebook,
            drawing: DocsPage.Drawing(environment: diagram.environment, key: diagram.key))
        let entry = DocsIndex.Entry(page: name, title: title, description: description, failedChecks: 0)
        return try write(page, entry: entry, frames: frames, whole: diagram.whole)
    }

    /// An app's page from its Swift sources (and the build's storyboards): the app at launch,
    /// then each call site its flows reach that changes the screen, in the order read, drawn
    /// once its path has run, with its certainty and what it assumes; then the findings and
    /// the call sites vcgraph could not follow, which are never drawn.
    private func buildSources(reading: InputReading, notes: inout [String]) async throws -> DocsManifest.Built {
        let catalog = try storyboards.isEmpty ? nil : StoryboardInput.catalog(storyboards, customSegues: reading.customSegues, notes: &notes)
        let report = CodeReport(
            try SourceInput.sources(sources, notes: &notes), storyboards: catalog,
            environment: StoryboardInput.environment(given: reading.environment), frames: Self.callSiteFrames, places: reading.places)
        let title = name
        // A place from the sources' folder, as the page is named after it.
        func place(_ location: SourceLocation) -> String {
            "\(DocsBuild.path(of: location.file, among: sources)):\(location.line):\(location.column)"
        }
        // How sure each frame is: `decided`, or `assumed (A1, A5)`, each id once.
        let certainties = report.frames.map { frame in
            let ids = frame.operation.assumptions.map(\.id).reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
            return ids.isEmpty ? frame.operation.certainty.rawValue : "assumed (\(ids.joined(separator: ", ")))"
        }
        let frameTitles =
            ["At launch"]
            + zip(report.frames, certainties).map { frame, certainty in
                "\(frame.operation.form) at \(place(frame.operation.location)) in \(frame.operation.flow) — \(certainty)"
            }
        let frameNotes = [[]] + report.frames.map { frame in frame.operation.assumptions.map { "Assumes \($0.id): \($0.text)." } }
        let runs = [report.launch] + report.frames.map(\.run)
        // A diagram's title is cut at the diagram's width: its certainty comes first, so that
        // an assumed frame never reads as decided.
        let diagramTitles =
            ["at launch"]
            + zip(report.frames, certainties).map { frame, certainty in
                "\(certainty): \(frame.operation.form) at \(place(frame.operation.location))"
            }
        let frames = Array(runs.indices)
        let diagram = try await drawFlow(runs.map(\.hierarchy), titles: diagramTitles, frames: frames, notes: &notes)
        let pageFrames = runs.enumerated().map { index, run in
            DocsPage.Frame(
                title: frameTitles[index], steps: index == 0 ? [] : StepNarration(run: run).lines, image: layout.imageReference(name, step: index),
                wholeImage: diagram.whole.contains(index) ? layout.imageReference(name, step: index, whole: true) : nil,
                diagnostics: run.diagnostics, notes: frameNotes[index])
        }
        let files =
            "\(sources.count) Swift file\(sources.count == 1 ? "" : "s")"
            + (storyboards.isEmpty ? "" : " and \(storyboards.count) storyboard\(storyboards.count == 1 ? "" : "s")")
        var description =
            "The app read from its \(files) by vcgraph, without running it: the app at launch, then "
            + (report.frames.isEmpty
                ? "no call site that changes the screen: none is reached from a class the code puts on screen."
                : "each call site a flow reaches that changes the screen, in the order read (the classes on screen at launch first), drawn once its path has run. A frame's heading says whether the code decides it or what it assumes.")
        if report.framesLeftOut > 0 { description += " The \(report.framesLeftOut) call sites read later are left out." }
        let unknown = report.operations.filter { $0.certainty == .unknown }
        let sections = [
            DocsPage.Section(
                heading: "Findings",
                items: report.findings.map { finding in
                    "\(place(finding.location)): \(finding.severity.rawValue): \(finding.message) [\(finding.id)]"
                        + (finding.assumptions.isEmpty ? "" : " — assumes \(finding.assumptions.map(\.text).joined(separator: "; "))")
                }),
            DocsPage.Section(
                heading: "Not drawn: call sites vcgraph cannot follow",
                items: unknown.map { "\(place($0.location)): \($0.form) (\($0.receiver)) in \($0.flow): \($0.reason ?? "unknown")" }),
        ]
        let page = DocsPage(
            title: title, description: description, frames: pageFrames, sections: sections, style: layout.style, rulebook: layout.rulebook,
            drawing: DocsPage.Drawing(environment: diagram.environment, key: diagram.key))
        let entry = DocsIndex.Entry(page: name, title: title, description: description, failedChecks: 0)
        return try write(page, entry: entry, frames: frames, whole: diagram.whole)
    }

    /// The file names of `files` but `file`, for a sentence.
    static func names(of files: [String], except file: String) -> String {
        files.filter { $0 != file }.map { InputText.escaped(URL(fileURLWithPath: $0).lastPathComponent) }.joined(separator: ", ")
    }

    /// How many controllers a frame may hold before the page shows each frame's view of what
    /// is on screen, with its whole hierarchy beside it: past it, a whole drawing is too tall
    /// to read in a page's column.
    public static let wholeDrawingLimit = 40

    /// A flow's frames as drawn for its page: what they are drawn for, the key to their
    /// marks, and the frames whose whole hierarchy is drawn beside what is on screen.
    private struct DrawnFlow {
        var environment: String?
        var key: [(sample: String, meaning: String)]
        var whole: [Int]
    }

    /// Draws the frames `frames` of the flow of `hierarchies`, each headed by its title: whole,
    /// or, when one holds more than ``wholeDrawingLimit`` controllers, each as what is on
    /// screen and whole beside it. What is on screen is laid out frame by frame, each as
    /// compact as it can be: on the flow's layout, a frame would keep the room of what other
    /// frames have on screen.
    private func drawFlow(
        _ hierarchies: [Hierarchy], titles: [String], showsDetached: Bool = false, environmentSources: EnvironmentSources? = nil,
        frames: [Int], notes: inout [String]
    ) async throws -> DrawnFlow {
        // Boxes and edges link to their rules' entries where the rulebook is published beside
        // the diagrams, for a drawing opened on its own.
        let links = RuleLinks(style: layout.style, rulebook: layout.rulebook)
        let ruleURL: @Sendable (RuleID) -> String? = { links.url($0) }
        let flow = FlowDiagram(
            hierarchies, titles: titles, showsDetached: showsDetached, environmentSources: environmentSources, ruleURL: ruleURL,
            headingIsTitleOnly: true)
        guard frames.contains(where: { hierarchies[$0].count > Self.wholeDrawingLimit }) else {
            try await draw(flow, frames: frames, notes: &notes)
            return DrawnFlow(environment: flow.environment, key: flow.keyLines, whole: [])
        }
        for step in frames {
            let onScreen = FlowDiagram(
                [hierarchies[step]], titles: [titles[step]], showsDetached: showsDetached, onScreenOnly: true,
                environmentSources: environmentSources, ruleURL: ruleURL, headingIsTitleOnly: true)
            try await draw(onScreen, frames: [0], as: [step], notes: &notes)
        }
        try await draw(flow, frames: frames, whole: true, notes: &notes)
        return DrawnFlow(environment: flow.environment, key: flow.keyLines, whole: frames)
    }

    /// Draws the frames `frames` of `flow` on the union's layout, light and (for DocC) dark, as
    /// the diagrams of the steps `steps` (nil: the same numbers); `whole`: as the whole
    /// hierarchy's diagrams.
    private func draw(_ flow: FlowDiagram, frames: [Int], as steps: [Int]? = nil, whole: Bool = false, notes: inout [String]) async throws {
        do {
            let drawn = try await GraphvizRenderer.shared.render(union: flow.union, frames: frames.map(flow.frame), formats: [.svg])
            for (frame, (step, rendered)) in zip(frames, zip(steps ?? frames, drawn)) {
                for warning in rendered.warnings { notes.append("\(InputText.escaped(file)): warning: Graphviz: \(InputText.escaped(warning))") }
                let svg = SVGCrop.cropping(rendered.data(.svg) ?? [], right: flow.emptyRight(frame: frame), bottom: flow.emptyBelow(frame: frame))
                try OutputFile.write(svg, to: layout.image(name, step: step, whole: whole), links: .replaced)
                if layout.style == .docc {
                    try OutputFile.write(
                        Array(DarkVariant.svg(String(decoding: svg, as: UTF8.self)).utf8),
                        to: layout.image(name, step: step, whole: whole, dark: true), links: .replaced)
                }
            }
        } catch let error as GraphvizError {
            throw InputFailure(line: "\(InputText.escaped(file)): error: \(InputText.escaped("\(error)"))", status: .outputFailed)
        }
    }

    /// Writes the page after its diagrams, and says what was built.
    private func write(_ page: DocsPage, entry: DocsIndex.Entry, frames: [Int], whole: [Int]) throws -> DocsManifest.Built {
        try OutputFile.write(Array(page.text.utf8), to: layout.page(name), links: .replaced)
        return DocsManifest.Built(entry: entry, frames: frames, wholeFrames: whole)
    }
}
