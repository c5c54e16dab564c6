import ArgumentParser
import Foundation
import GraphvizRendering
import PresentationFiles
import PresentationReports

#if canImport(Glibc)
    import Glibc
#endif

extension FlowPage.Style: ExpressibleByArgument {}

/// `vcgraph docs INPUT… -o OUTPUT [--format docc|markdown] [--jobs N]`: a documentation page
/// per input with its flow drawn step by step, and an index.
struct Docs: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "docs",
        abstract: "Write documentation of flows: a page per input with a diagram per step, and an index.",
        discussion: """
            Each input (a scenario file, a storyboard or a _printHierarchy dump; a folder \
            stands for its .yaml, .yml, .json, .storyboard and .hierarchy files, a dump named \
            .txt is given by name) gets a page: its description, a diagram per step of its \
            flow with the step in one line, why each presentation went where it went, what \
            UIKit said, and its checks with their results. A storyboard's flow is the app at \
            launch, then a frame per segue a user can fire from the initial scene and onward \
            (nearest first, up to 16); a dump shows one state, and its page says so. Every \
            frame of a flow is drawn on one layout, so a controller stays where it was from \
            one step to the next.

            --format docc (the default) writes a DocC catalog: OUTPUT itself when it ends in \
            .docc, else OUTPUT/Flows.docc; its root article Flows.md lists every input, the \
            articles sit beside it and the diagrams, light and dark (NAME~dark.svg), in \
            Resources/. Build it with 'docc convert'. An OUTPUT inside a target's catalog \
            (Sources/T/T.docc/Flows) gets the articles, with Flows.md as an ordinary article \
            (<doc:Flows>), so the target's documentation build includes them. \
            --format markdown writes NAME.md, NAME-step-N.svg and index.md into OUTPUT. \
            Either way the rulebook's articles (Rules.md, Rules-CHAPTER.md) are written \
            beside the pages, and every rule id a page cites links to its entry.

            The build is incremental: an input whose bytes, vcgraph and options are unchanged \
            is not drawn again (a manifest in the output remembers). Inputs are drawn by \
            --jobs processes: this one and --jobs - 1 workers, each taking the next input none \
            has taken, largest first. Exit status 1 when a check failed (the pages and the \
            index mark it), 2 when an input is invalid (the others are still written).

            Examples:
              vcgraph docs samples -o Sources/MyApp/MyApp.docc
              vcgraph docs samples --format markdown -o site
            """
    )

    @Argument(help: "Scenario files, storyboards, _printHierarchy dumps, or folders of them.", completion: .file())
    var files: [String] = []

    @OptionGroup var options: InputOptions

    @Option(name: .shortAndLong, help: "The folder to write into (a .docc catalog, or a folder; see above).")
    var output: String

    @Option(help: "docc (a DocC catalog) or markdown (Markdown and SVG).")
    var format: FlowPage.Style = .docc

    @Option(help: "The index page's title.")
    var title = "Flows"

    @Option(help: "Processes drawing inputs in parallel, this one included. Default: the number of cores.")
    var jobs: Int?

    func validate() throws {
        if let jobs, jobs < 1 { throw ValidationError("--jobs takes a number of processes from 1 on; got \(jobs)") }
        if files.isEmpty {
            throw ValidationError("name the inputs to document: scenario files, storyboards, _printHierarchy dumps, or folders of them")
        }
        try PathArguments.validate(files, output: output)
    }

    func run() async throws {
        let reading = try options.reading()
        let inputs = try VCGraph.withNotes { notes throws(InputFailure) in
            try InputPaths.expand(
                files, extensions: InputPaths.scenarioExtensions.union(["storyboard", "hierarchy"]),
                naming: "inputs (.yaml, .yml, .json, .storyboard or .hierarchy)", notes: &notes)
        }
        let names = DocsLayout.pageNames(for: inputs)
        let output = try DocsOutput(DocsLayout(output: self.output, style: format))
        let layout = output.layout
        let previous = DocsManifest.decode(output.manifestBytes())
        var manifest = DocsManifest()
        var keys: [String: String] = [:]
        var work: [DocsWorkers.Item] = []
        for (file, name) in zip(inputs, names) {
            let key = DocsManifest.key(of: file, options: optionsKey)
            if let key { keys[file] = key }
            let path = output.manifestPath(of: file)
            if let key, let known = previous.inputs[path], known.key == key, known.name == name,
                layout.relativeFiles(of: name, steps: known.built.frames).allSatisfy(output.holdsFile)
            {
                manifest.inputs[path] = known
            } else {
                work.append(.init(file: file, name: name))
            }
        }
        // The rulebook depends on vcgraph and the format only: a manifest that says this
        // vcgraph wrote it in this format, with every article there, saves writing it again.
        manifest.rulebook = DocsManifest.key(options: optionsKey)
        let rulebook =
            previous.rulebook == manifest.rulebook && RulebookArticles.names.allSatisfy({ output.holdsFile($0 + ".md") })
            ? nil : layout
        let progress = DocsProgress(total: work.count)
        let built = try await build(work, reading: reading, output: output, rulebook: rulebook, progress: progress)
        // The workers have written their last results: their processes end while the index and
        // the manifest are written, and are waited for before vcgraph ends, whatever happens.
        defer { DocsWorkers.waitForExit(built.workers) }
        progress.finish()
        var invalid = built.failedWorker
        for item in work {
            guard let result = built.results[item.file], let result, let key = keys[item.file] else {
                invalid = true
                continue
            }
            manifest.inputs[output.manifestPath(of: item.file)] = DocsManifest.Input(key: key, name: item.name, built: result)
        }
        // An input no longer given leaves no page behind.
        let kept = Set(manifest.inputs.values.flatMap { layout.relativeFiles(of: $0.name, steps: $0.built.frames) })
        for (path, input) in previous.inputs where manifest.inputs[path] == nil {
            output.removeStale(layout.relativeFiles(of: input.name, steps: input.built.frames).filter { !kept.contains($0) })
        }
        let entries = inputs.compactMap { manifest.inputs[output.manifestPath(of: $0)]?.built.entry }
        try OutputFile.update(
            Array(FlowIndex(title: title, entries: entries, style: format, isRoot: layout.isRoot).text.utf8), at: layout.index, links: .replaced)
        try OutputFile.update(try manifest.encoded(), at: layout.manifest, links: .replaced)
        let failing = entries.filter { $0.failedChecks > 0 }
        try OutputWriter.standardOutput.write(
            "\(entries.count) pages in \(layout.pages) (\(work.count) drawn, \(inputs.count - work.count) unchanged)"
                + (failing.isEmpty ? "" : "; failing checks in \(failing.map(\.page).joined(separator: ", "))") + "\n")
        if invalid { throw ExitStatus.invalidInput }
        if !failing.isEmpty { throw ExitCode(1) }
    }

    /// The rulebook's articles beside the pages, so that every rule id a page cites links to its
    /// entry; generated by the one generator of the model's catalog. An article already there
    /// with the same bytes is left alone.
    private func writeRulebook(layout: DocsLayout?) throws {
        guard let layout else { return }
        for article in RulebookArticles.all(for: format == .docc ? .generatedCatalog : .markdown) {
            let path = layout.page(article.name)
            try OutputFile.update(Array(article.text.utf8), at: path, links: .replaced)
        }
    }

    /// Builds `work` in this process, and in worker processes beside it when there is more
    /// than one input and more than one job; writes the rulebook into `rulebook` unless nil.
    private func build(
        _ work: [DocsWorkers.Item], reading: InputReading, output: DocsOutput, rulebook: DocsLayout?, progress: DocsProgress
    ) async throws -> DocsWorkers.Outcome {
        guard !work.isEmpty else {
            try writeRulebook(layout: rulebook)
            return .init(results: [:], failedWorker: false, workers: [])
        }
        func buildHere(_ next: () -> DocsWorkers.Item?, finished: (Int) -> Void) async throws -> [String: DocsManifest.Built?] {
            // Once the workers are started: Graphviz loads its plugins and fonts while the
            // rulebook and the first input are written and read. The rulebook is written before
            // this process draws, so that its cost is shared with their drawing (they take more
            // inputs), where after the drawing only this process would work.
            GraphvizPreload.start()
            try writeRulebook(layout: rulebook)
            var results: [String: DocsManifest.Built?] = [:]
            while let item = next() {
                results[item.file] = .some(try await DocsPage(file: item.file, name: item.name, layout: output.layout).build(reading: reading))
                finished(results.count)
            }
            return results
        }
        let cores = ProcessInfo.processInfo.activeProcessorCount
        // Graphviz draws on one core a process: more processes than cores draw no sooner, and
        // each costs its memory. At least two, so that a machine of one core still can.
        let most = max(cores, 2)
        if let jobs, jobs > most {
            Terminal.error("vcgraph: note: --jobs \(jobs): drawing with \(most) processes, as this machine has \(cores) cores")
        }
        let jobs = min(jobs ?? cores, most, work.count)
        if jobs > 1 {
            return try await DocsWorkers.run(
                work, jobs: jobs, configuration: workerConfiguration, lock: output.pages, showsProgress: progress.isShown,
                buildingHere: buildHere
            ) { progress.update($0) }
        }
        var remaining = work[...]
        return .init(results: try await buildHere({ remaining.popFirst() }) { progress.update($0) }, failedWorker: false, workers: [])
    }

    /// What a worker is told: everything that decides how an input is read and drawn.
    private var workerConfiguration: DocsWorker.Configuration {
        .init(format: format.rawValue, output: output, inputArguments: options.arguments)
    }

    /// The options that change a page, as part of each input's key.
    private var optionsKey: String {
        ([format.rawValue] + options.arguments).joined(separator: "\u{1F}")
    }
}
