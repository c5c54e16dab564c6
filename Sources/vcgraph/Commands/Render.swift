import ArgumentParser
import Foundation
import GraphvizRendering
import PresentationFiles
import SourceDiagrams
import SourceImport
import PresentationDiagrams
import PresentationReports
import PresentationScenarios
import ScenarioYAML
import StoryboardDiagrams
import StoryboardImport
import PresentationModel

/// `vcgraph render FILE... [-o PATH] [--format F]... [--step N | --every-step]`.
struct Render: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Draw the hierarchy with Graphviz (in process, through libgvc).",
        discussion: """
            Families are clusters, containers are nested clusters, containment edges are solid, \
            presentations dashed (labelled with the effective style), and a dotted edge shows how \
            the presenter was found when present was called on another controller. Controllers \
            not on screen are dimmed.

            Formats: svg, png, pdf, dot (laid out, with positions), json (Graphviz's), source (the \
            DOT vcgraph writes: a hierarchy's with every position in it, which any Graphviz tool \
            draws as placed), mermaid (a flowchart for READMEs on GitHub). The layout is computed \
            once for all formats asked.

            With one file, at most one --format and no --every-step, -o is the output file \
            (default: standard output); without --format its extension names the format (.svg \
            .png .pdf .dot .gv .json .mmd), and with --format it must agree. Otherwise -o is a \
            folder that receives NAME.FORMAT, or NAME-step-N.FORMAT with --every-step. Files \
            are replaced atomically; an -o that is a symbolic link is written through to the \
            file it points to.

            The caption under the title names the device, its size classes, the iOS version and \
            the step drawn. Families in no window that are not presented are left out unless \
            --show-detached; --focus ID draws one controller's family, the chain of presenters \
            above it and what it presents; --on-screen draws only what is on screen. A key \
            explains the marks the drawing uses (none when it needs none); --appearance dark \
            draws on a dark background.

            vcgraph lays a hierarchy out itself, in time that grows as the hierarchy does: a \
            navigation stack top-down from its root, a tab bar's tabs left to right in their order \
            (and a split view's columns, a container's children), wrapped into rows at a README's \
            width; families stacked, the window's first; each presentation along a lane on the \
            right, into its family from above. A flow map is laid out the same way: each scene a \
            family, one below another, and each segue or call site along a lane on the right, \
            into the scene it shows from above, under its label. With --nslimit or --mclimit, \
            Graphviz's dot lays either out instead, bounded by them. --timeout bounds the whole command: \
            when it runs out, vcgraph stops with exit status 124 and leaves no half-written file.

            A storyboard is drawn as a flow map: every scene with its containment, and every segue \
            as an edge labelled with the presenter and style it resolves to on an iPhone and an \
            iPad (or on --device, on --ios), said once when both answer alike; the rules that \
            decided it are in its tooltip (--rule-ids puts them on the edge). The storyboards given are read together, so that a \
            reference from one to another resolves; each gets its own map. With --segue ID, the \
            hierarchy is drawn as it is once that segue has fired (on --device, default iphone), \
            under the name of the storyboard that holds it.

            Examples:
              vcgraph render samples/bnr-tab-bar-presents-navigation.yaml -o bnr.svg
              vcgraph render Main.storyboard -o flow.svg
              vcgraph render Main.storyboard --segue ShowDetail -o show-detail.svg
              vcgraph render samples/*.yaml --format svg --format png -o out
              vcgraph render samples/presentation-chain.yaml --every-step -o flow
              vcgraph render samples/large-app.yaml --focus compose -o compose.png
              vcgraph render App/Sources --site Inbox.swift:12 -o compose-path.png
            """
    )

    enum Format: String, ExpressibleByArgument, CaseIterable {

        init?(argument: String) {

            guard let value: Self = choice(argument) else { return nil }

            self = value

        }

        case svg, png, pdf, dot, json, source, mermaid

        var graphviz: GraphvizFormat? { GraphvizFormat(rawValue: rawValue) }

        /// The format an output file's extension names, when `--format` is not given.
        static let byExtension: KeyValuePairs<String, Format> = [
            "svg": .svg, "png": .png, "pdf": .pdf, "dot": .dot, "gv": .dot, "json": .json, "mmd": .mermaid,
        ]

        /// The extensions a file of this format may have (DOT before and after layout share them).
        var extensions: [String] {
            switch self {
            case .dot, .source: ["dot", "gv"]
            case .mermaid: ["mmd"]
            case .svg, .png, .pdf, .json: [rawValue]
            }
        }

        static func named(byExtension pathExtension: String) -> Format? {
            byExtension.first { $0.key == pathExtension }?.value
        }

        static var extensionList: String { byExtension.map { "." + $0.key }.joined(separator: " ") }
    }

    @Argument(help: "Scenario files, storyboards or _printHierarchy dumps.", completion: .vcgraphInputs)
    var files: [String]

    @OptionGroup var options: InputOptions

    @Option(help: "For a storyboard: draw the hierarchy once this segue (element id or identifier) has fired.")
    var segue: String?

    @Option(name: .shortAndLong, help: "The output file (its extension names the format), or a folder (see above).")
    var output: String?

    @Option(help: "An output format (repeatable): svg, png, pdf, dot, json, source, mermaid.")
    var format: [Format] = []

    @Option(help: "Draw the hierarchy after step N (0: as declared).")
    var step: Int?

    @Flag(help: "Draw one diagram per step, to show a flow.")
    var everyStep = false

    @Flag(help: "Leave the key to the marks out.")
    var noLegend = false

    @Flag(help: "Name the rule behind each mark on the drawing (the tooltips always name it).")
    var ruleIDs = false

    @Flag(help: "Also draw the families in no window that are not presented (left out by default; the caption counts them).")
    var showDetached = false

    @Option(help: "Draw only this controller's family, the presenters above it up to its window, and what it presents.")
    var focus: String?

    @Flag(help: "Draw only what is on screen, with the containers holding it.")
    var onScreen = false

    @Option(help: "light or dark: the palette of the drawing.")
    var appearance: Appearance = .light

    enum Appearance: String, ExpressibleByArgument, CaseIterable {

        init?(argument: String) {

            guard let value: Self = choice(argument) else { return nil }

            self = value

        }

        case light, dark
    }

    @Option(
        help:
            "Lay the drawing out with Graphviz's dot, with this nslimit (0 to 1000, a factor of the node count) to bound its ranking."
    )
    var nslimit: Double?

    @Option(
        help:
            "Lay the drawing out with Graphviz's dot, with this mclimit (more than 0, at most 1000) to bound its crossing minimisation."
    )
    var mclimit: Double?

    @Option(help: "Stop after this many seconds (more than 0, at most 1000000) with exit status 124, leaving no half-written output.")
    var timeout: Double?

    /// Graphviz multiplies `nslimit` by the node count and `mclimit` by its iteration
    /// counts, in `int`s: beyond 1,000 a large graph overflows them.
    static let limitRange: ClosedRange<Double> = 0...1_000
    /// About eleven days: longer is no bound.
    static let timeoutRange: ClosedRange<Double> = 0...1_000_000

    func validate() throws {
        try PathArguments.validate(files, output: output)
        if step != nil, everyStep { throw ValidationError("--step and --every-step cannot be used together") }
        if let step, step < 0 { throw ValidationError("--step takes a step number from 0 on") }
        if let nslimit, !Render.limitRange.contains(nslimit) {
            throw ValidationError("--nslimit takes a number from 0 to 1000; got '\(nslimit)'")
        }
        if let mclimit, !(Render.limitRange.contains(mclimit) && mclimit > 0) {
            throw ValidationError("--mclimit takes a number more than 0 and at most 1000; got '\(mclimit)'")
        }
        if let timeout, !(Render.timeoutRange.contains(timeout) && timeout > 0) {
            throw ValidationError("--timeout takes seconds, more than 0 and at most 1000000; got '\(timeout)'")
        }
        guard let output else {
            if !isSingleOutput { throw ValidationError("several outputs need -o FOLDER") }
            // A picture's bytes would scramble a terminal.
            if let binary = format.first(where: { $0 == .png || $0 == .pdf }), isatty(STDOUT_FILENO) != 0 {
                throw ValidationError(
                    "\(binary.rawValue.uppercased()) is binary: give -o FILE.\(binary.rawValue), or send standard output to a file or a pipe")
            }
            return
        }
        let pathExtension = URL(fileURLWithPath: output).pathExtension.lowercased()
        if isSingleOutput {
            guard !pathExtension.isEmpty else { return }
            if let asked = format.first {
                if !asked.extensions.contains(pathExtension) {
                    throw ValidationError(
                        "--format \(asked.rawValue) contradicts the extension of '\(output)'; a \(asked.rawValue) file ends in \(asked.extensions.map { "." + $0 }.joined(separator: " or ")); choose one of \(Format.extensionList)"
                    )
                }
            } else if Format.named(byExtension: pathExtension) == nil {
                throw ValidationError(
                    "cannot tell the format from the extension of '\(output)'; choose one of \(Format.extensionList), or give --format")
            }
        } else {
            var isFolder: ObjCBool = false
            let exists = FileManager.default.fileExists(atPath: output, isDirectory: &isFolder)
            if exists ? !isFolder.boolValue : Format.named(byExtension: pathExtension) != nil {
                throw ValidationError("several outputs need -o FOLDER, and '\(output)' \(exists ? "is a file" : "names a file"); give a folder")
            }
        }
    }

    /// One scenario (one file, or the path to one call site of Swift sources, whatever files
    /// it reads), one format, one stage: `-o` is the output file.
    private var isSingleOutput: Bool { (files.count == 1 || options.site != nil) && !everyStep && format.count <= 1 }

    /// The formats asked, or the one the output file's extension names, or SVG.
    var formats: [Format] {
        if !format.isEmpty { return format }
        if isSingleOutput, let output, let named = Format.named(byExtension: URL(fileURLWithPath: output).pathExtension.lowercased()) {
            return [named]
        }
        return [.svg]
    }

    func run() async throws {
        let reading = try options.reading()
        if let timeout { Watchdog.start(seconds: timeout) }
        // Graphviz loads what the formats asked need while the input is read: SVG's on the
        // preload thread `main` started (GraphvizWarmUp), any other format's on the renderer's
        // actor, and the first render waits for both. A run that ends early waits for them
        // too, so that the process never exits in the middle of the loading.
        let laidOut = formats.compactMap(\.graphviz)
        let loading = laidOut.isEmpty ? nil : Task { await GraphvizRenderer.shared.prepare(formats: laidOut) }
        do {
            try await render(reading: reading)
        } catch {
            await loading?.value
            throw error
        }
    }

    private func render(reading: InputReading) async throws {
        let singleFile = isSingleOutput
        if !singleFile, let output { try OutputFile.makeFolder(output) }
        var invalid = false
        // The storyboards are read together, into one catalog, so that a reference from one to
        // another resolves: a flow map for each, or one hierarchy once the segue has fired.
        let storyboards = files.filter { (reading.kind ?? InputKind.of(path: $0)) == .storyboard }
        var drawnStoryboards = false
        // Swift sources without a call site: the app's flow map read from its code.
        let swift =
            files.contains { $0.lowercased().hasSuffix(".swift") }
            || files.contains { folder in
                InputPaths.isFolder(folder)
                    && FileManager.default.enumerator(atPath: folder)?.contains { ($0 as? String)?.hasSuffix(".swift") == true } == true
            }
        if swift, reading.site == nil {
            try await renderCodeMap(reading: reading, singleFile: singleFile)
            return
        }
        if let site = reading.site {
            // Swift sources: the hierarchy once the path to the call site has run.
            let input = try VCGraph.withNotes { notes throws(InputFailure) in try SourceInput.load(files, reading: reading, notes: &notes) }
            try await draw(input, file: site.file, singleFile: singleFile)
            return
        }
        for var file in files {
            let kind = reading.kind ?? InputKind.of(path: file)
            if kind == .storyboard, segue == nil {
                if !drawnStoryboards { try await renderFlowMaps(storyboards, singleFile: singleFile, reading: reading) }
                drawnStoryboards = true
                continue
            }
            if kind == .storyboard, drawnStoryboards { continue }
            let input: LoadedInput
            do {
                input = try VCGraph.withNotes { notes throws(InputFailure) in
                    if kind == .storyboard, let segue {
                        let fired = try StoryboardInput.scenario(
                            storyboards, segue: segue, reading: reading, keepingSnapshots: everyStep, notes: &notes)
                        // Drawn under the name of the storyboard that holds the segue.
                        file = fired.segueFile ?? file
                        return LoadedInput(scenario: fired.scenario, run: fired.run)
                    } else {
                        return try InputReader.load(file, reading: reading, notes: &notes)
                    }
                }
            } catch {
                // The other files are drawn still; the status says one was invalid.
                VCGraph.report(error)
                invalid = true
                continue
            }
            if kind == .storyboard { drawnStoryboards = true }
            try await draw(input, file: file, singleFile: singleFile)
        }
        if invalid { throw ExitStatus.invalidInput }
    }

    /// The flow map of an app's Swift (``CodeFlowMap``), named after the first input.
    private func renderCodeMap(reading: InputReading, singleFile: Bool) async throws {
        let report = try VCGraph.withNotes { notes throws(InputFailure) in try SourceInput.report(files, reading: reading, notes: &notes) }
        let name = URL(fileURLWithPath: files.first ?? "code").deletingPathExtension().lastPathComponent
        let map = CodeFlowMap(report, title: name, showsRuleIDs: ruleIDs)
        for (format, bytes) in try await render(dot: map.dot, mermaid: map.diagram.mermaid) {
            try write(bytes, format: format, name: name, singleFile: singleFile)
        }
    }

    /// Draws `input`'s hierarchy, after `--step` or every step, under `file`'s name.
    private func draw(_ input: LoadedInput, file: String, singleFile: Bool) async throws {
        let scenario = input.scenario
        if let step, step > scenario.steps.count {
            throw InputFailure(line: "\(InputText.escaped(file)): error: --step \(step) is past the last step (\(scenario.steps.count))")
        }
        let run = input.run(upTo: step, keepingSnapshots: everyStep)
        if let focus, !run.hierarchy.contains(ControllerID(focus)) {
            let suggestion = nearestName(to: focus, in: run.hierarchy.controllers.map(\.rawValue))
            throw InputFailure(
                line: "\(InputText.escaped(file)): error: --focus '\(InputText.escaped(focus))' names no controller of this scenario"
                    + (suggestion.map { "; did you mean '\(InputText.escaped($0))'?" } ?? ""))
        }
        if focus == nil, !onScreen, run.hierarchy.count >= Self.largeHierarchy, formats.contains(where: { $0.graphviz != nil }) {
            Terminal.error(
                "\(InputText.escaped(file)): note: \(run.hierarchy.count) controllers in one diagram: vcgraph lays them out in time "
                    + "that grows as the diagram does, but Graphviz's drawing of the boxes grows faster past some tens of thousands "
                    + "(about half a minute and 1.5 GB for 100,000); --focus ID draws one controller's family, its presenters and "
                    + "what it presents, --on-screen only what is on screen")
        }
        let stages: [(suffix: String, step: Int, hierarchy: Hierarchy)] =
            everyStep
            ? run.snapshots.enumerated().map { ("-step-\($0.offset)", $0.offset, $0.element) }
            : [("", step ?? scenario.steps.count, run.hierarchy)]
        let name = URL(fileURLWithPath: file).deletingPathExtension().lastPathComponent
        for stage in stages {
            // vcgraph lays a hierarchy out itself, in time that grows as it does, unless
            // Graphviz's limits are given: then Graphviz's dot lays it out, bounded by them.
            let byGraphviz = nslimit != nil || mclimit != nil
            let diagram = HierarchyDiagram(
                stage.hierarchy,
                options: .init(
                    title: scenario.name, step: Self.caption(ofStep: stage.step, in: scenario), showsLegend: !noLegend,
                    showsDetached: showDetached, focus: focus.map { ControllerID($0) }, onScreenOnly: onScreen,
                    nslimit: nslimit, mclimit: mclimit, environmentSources: scenario.environmentSources,
                    showsRuleIDs: ruleIDs, layout: byGraphviz ? .graphviz : .vcgraph))
            for (format, bytes) in try await render(diagram) {
                if singleFile, let output {
                    try OutputFile.write(bytes, to: output)
                } else if let output {
                    try OutputFile.write(bytes, to: "\(output)/\(name)\(stage.suffix).\(format.rawValue)")
                } else {
                    try OutputWriter.standardOutput.write(bytes)
                }
            }
        }
    }

    /// From how many controllers a whole hierarchy's drawing comes with a note that says what
    /// it costs and how to draw a part.
    static let largeHierarchy = 20_000

    /// `after step 3: present …`, for the diagram's caption; nothing for a scenario without steps.
    private static func caption(ofStep number: Int, in scenario: Scenario) -> String? {
        guard !scenario.steps.isEmpty else { return nil }
        let operations: [PresentationModel.Operation] =
            switch number > 0 ? scenario.steps[number - 1].value.action : nil {
            case .perform(let operations)?: operations
            case .expect?, nil: []
            }
        return DiagramCaption.step(number, operations: operations)
    }

    /// Each storyboard's flow map (``SegueFlowMap``), read with the others: on an iPhone and
    /// an iPad, unless `--device` names one, on iOS 17 unless `--ios` says otherwise.
    private func renderFlowMaps(_ files: [String], singleFile: Bool, reading: InputReading) async throws {
        let catalog = try VCGraph.withNotes { notes throws(InputFailure) in
            try StoryboardInput.catalog(files, customSegues: reading.customSegues, notes: &notes)
        }
        let given = reading.environment
        let report = SegueReport(catalog, devices: given.device.map { [$0] } ?? [.iphone, .ipad], iosVersion: given.iosVersion ?? 17)
        for (index, storyboard) in catalog.storyboards.enumerated() {
            try await renderFlowMap(report, storyboard: index, file: storyboard.file, singleFile: singleFile)
        }
    }

    /// The flow map of one storyboard of `report`'s catalog, laid out by vcgraph unless
    /// Graphviz's limits are given.
    private func renderFlowMap(_ report: SegueReport, storyboard: Int, file: String, singleFile: Bool) async throws {
        let name = URL(fileURLWithPath: file).deletingPathExtension().lastPathComponent
        let title = report.catalog.storyboards[storyboard].name
        let map = SegueFlowMap(report, storyboard: storyboard, title: title, showsRuleIDs: ruleIDs, nslimit: nslimit, mclimit: mclimit)
        for (format, bytes) in try await render(dot: map.dot, mermaid: map.diagram.mermaid) {
            try write(bytes, format: format, name: name, singleFile: singleFile)
        }
    }

    /// Writes one output: to `-o` when it is the file, else into the folder `-o` as
    /// `NAME.FORMAT`, else to standard output.
    private func write(_ bytes: [UInt8], format: Format, name: String, singleFile: Bool) throws {
        if singleFile, let output {
            try OutputFile.write(bytes, to: output)
        } else if let output {
            try OutputFile.write(bytes, to: "\(output)/\(name).\(format.rawValue)")
        } else {
            try OutputWriter.standardOutput.write(bytes)
        }
    }

    private func render(_ diagram: HierarchyDiagram) async throws -> [(Format, [UInt8])] {
        try await render(dot: diagram.dot, mermaid: diagram.mermaid)
    }

    /// Every format asked of a drawing, in `--appearance`'s colours.
    private func render(dot: String, mermaid: String?) async throws -> [(Format, [UInt8])] {
        let dot = appearance == .dark ? DarkVariant.dot(dot) : dot
        var outputs: [(Format, [UInt8])] = []
        let laidOut = formats.compactMap(\.graphviz)
        if !laidOut.isEmpty {
            do {
                let rendered = try await GraphvizRenderer.shared.render(dot: dot, formats: laidOut)
                for warning in rendered.warnings { Terminal.error("warning: Graphviz: \(InputText.escaped(warning))") }
                for (format, bytes) in rendered.outputs {
                    if let ours = Format(rawValue: format.rawValue) { outputs.append((ours, bytes)) }
                }
            } catch {
                throw InputFailure(line: "error: \(InputText.escaped("\(error)"))", status: .outputFailed)
            }
        }
        if formats.contains(.source) { outputs.append((.source, Array(dot.utf8))) }
        if formats.contains(.mermaid), let mermaid { outputs.append((.mermaid, Array(mermaid.utf8))) }
        return formats.compactMap { format in outputs.first { $0.0 == format } }
    }
}
