import ArgumentParser
import Foundation
import GraphvizRendering
import PresentationFiles
import PresentationDocumentation
import PresentationScenarios

#if canImport(Glibc)
    import Glibc
#endif

extension DocsPage.Style: ExpressibleByArgument {
    public init?(argument: String) {
        guard let value: Self = choice(argument) else { return nil }
        self = value
    }
}

/// `vcgraph docs INPUT… -o OUTPUT [--format docc|markdown] [--jobs N]`: a documentation page
/// per input with its flow drawn step by step, and an index.
struct Docs: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "docs",
        abstract: "Write documentation of flows: a page per input with a diagram per step, and an index.",
        discussion: """
            Each input (a scenario file, a storyboard or a _printHierarchy dump; a folder \
            stands for its .yaml, .yml, .json, .storyboard, .hierarchy and .swift files, and its \
            .txt files whose text reads as a dump) gets a page: its description, a diagram per \
            step of its flow with the step in one line, why each presentation went where it \
            went, what UIKit said, and its checks with their results. A storyboard's flow is \
            the app at launch, then a frame per segue a user can fire from the initial scene \
            and onward (nearest first, up to 16); a dump shows one state, and its page says \
            so. The Swift sources given are one app's page, named after their folder: the \
            app at launch as the code builds it (with the storyboards given), then a frame \
            per call site its flows reach that changes the screen (in the order read, up to \
            24), each headed with its certainty and what it assumes, then the findings and \
            the call sites vcgraph cannot follow, never drawn. Every \
            frame of a flow is drawn on one layout, so a controller stays where it was from \
            one step to the next. A flow with a frame of more than 40 controllers shows what \
            is on screen in each frame, with the whole hierarchy beside it (a second tab in \
            DocC, a link to NAME-step-N-whole.svg in Markdown).

            --format docc (the default) writes a DocC catalog: OUTPUT itself when it ends in \
            .docc, else OUTPUT/Flows.docc; its root article Flows.md lists every input, the \
            articles sit beside it and the diagrams, light and dark (NAME~dark.svg), in \
            Resources/. Build it with 'docc convert'. An OUTPUT inside a target's catalog \
            (Sources/T/T.docc/Flows) gets the articles, with Flows.md as an ordinary article \
            (<doc:Flows>), so the target's documentation build includes them. \
            --format markdown writes NAME.md, NAME-step-N.svg and index.md into OUTPUT. \
            Either way the rulebook's articles (Rules.md, Rules-CHAPTER.md) are written \
            beside the pages, and every rule id a page cites links to its entry; with \
            --rulebook-at, rule ids link to the rulebook published there instead, and it is \
            not written.

            The build is incremental: an input whose bytes, vcgraph and options are unchanged \
            is not drawn again (a manifest in the output remembers). Inputs are drawn by \
            --jobs processes: this one and --jobs - 1 workers, each taking the next input none \
            has taken, largest first. Exit status 1 when a check failed (the pages and the \
            index mark it), 2 when an input is invalid (the others are still written, unless \
            --require-valid).

            Examples:
              vcgraph docs samples -o Sources/MyApp/MyApp.docc
              vcgraph docs samples --format markdown -o site
            """
    )

    @Argument(help: "Scenario files, storyboards, _printHierarchy dumps, Swift sources, or folders of them.", completion: .vcgraphInputs)
    var files: [String] = []

    @OptionGroup var options: InputOptions

    @Option(name: .shortAndLong, help: "The folder to write into (a .docc catalog, or a folder; see above).")
    var output: String

    @Option(help: "docc (a DocC catalog) or markdown (Markdown and SVG).")
    var format: DocsPage.Style = .docc

    @Option(help: "The index page's title.")
    var title = "Flows"

    @Option(help: "Processes drawing inputs in parallel, this one included. Default: the number of cores.")
    var jobs: Int?

    @Option(
        name: .customLong("rulebook-at"),
        help:
            "Where the package's rulebook is published (a URL, or a site path such as /documentation/mylib): link rule ids there instead of writing the rulebook beside the pages."
    )
    var rulebookAt: String?

    @Flag(help: "Write nothing unless every input reads: each is read first, and the errors are reported with exit status 2.")
    var requireValid = false

    func validate() throws {
        if let jobs, jobs < 1 { throw ValidationError("--jobs takes a number of processes from 1 on; got \(jobs)") }
        if files.isEmpty {
            throw ValidationError(
                "name the inputs to document: scenario files, storyboards, _printHierarchy dumps, Swift sources, or folders of them")
        }
        try PathArguments.validate(files, output: output)
        if let rulebookAt {
            let forbidden = CharacterSet.whitespacesAndNewlines.union(.controlCharacters).union(CharacterSet(charactersIn: "()<>\"\\"))
            guard !rulebookAt.isEmpty, rulebookAt.unicodeScalars.allSatisfy({ !forbidden.contains($0) }),
                rulebookAt.hasPrefix("/") || rulebookAt.contains("://")
            else {
                throw ValidationError(
                    "--rulebook-at takes a URL or a site path starting with '/', without spaces, quotes or brackets; got '\(InputText.escaped(rulebookAt))'"
                )
            }
        }
    }

    func run() async throws {
        let reading = try options.reading()
        let inputs = try VCGraph.withNotes { notes throws(InputFailure) in
            try InputPaths.expand(
                files, extensions: InputPaths.scenarioExtensions.union(InputPaths.dumpExtensions).union(["storyboard", "swift"]),
                naming: "inputs (.yaml, .yml, .json, .storyboard, .txt, .hierarchy or .swift)", notes: &notes)
        }
        if requireValid { try Self.readEvery(inputs, reading: reading) }
        let build = try DocsBuild(inputs: inputs, output: output, style: format, rulebook: rulebookAt, title: title, optionsKey: optionsKey) {
            Terminal.error($0)
        }
        let progress = DocsProgress(total: build.work.count)
        let built = try await draw(build, reading: reading, progress: progress)
        // The workers have written their last results: their processes end while the index and
        // the manifest are written, and are waited for before vcgraph ends, whatever happens.
        defer { DocsWorkers.waitForExit(built.workers) }
        progress.finish()
        let summary = try build.finish(built.results, missingPages: built.failedWorker)
        try OutputWriter.standardOutput.write(summary.line + "\n")
        if summary.invalid { throw ExitStatus.invalidInput }
        if summary.failing { throw ExitCode(1) }
    }

    /// Draws the build's work in this process, and in worker processes beside it when there
    /// is more than one input and more than one job; writes the rulebook's articles besides.
    private func draw(_ build: DocsBuild, reading: InputReading, progress: DocsProgress) async throws -> DocsWorkers.Outcome {
        let work = build.work
        guard !work.isEmpty else {
            try build.writeRulebook()
            return .init(results: [:], failedWorker: false, workers: [])
        }
        func buildHere(_ next: () -> DocsBuild.Item?, finished: (Int) -> Void) async throws -> [String: DocsManifest.Built?] {
            // Once the workers are started: Graphviz loads its plugins and fonts while the
            // rulebook and the first input are written and read. The rulebook is written before
            // this process draws, so that its cost is shared with their drawing (they take more
            // inputs), where after the drawing only this process would work.
            GraphvizPreload.start()
            try build.writeRulebook()
            var results: [String: DocsManifest.Built?] = [:]
            while let item = next() {
                results[item.file] = .some(
                    try await Self.page(item, layout: build.layout, reading: reading, storyboards: build.storyboards, sources: build.sources))
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
                work, jobs: jobs, configuration: workerConfiguration(build), lock: build.output.pages, showsProgress: progress.isShown,
                buildingHere: buildHere
            ) { progress.update($0) }
        }
        var remaining = work[...]
        return .init(results: try await buildHere({ remaining.popFirst() }) { progress.update($0) }, failedWorker: false, workers: [])
    }

    /// One input's page, drawn in this process (a worker's too): the notes its reading and
    /// drawing made on standard error, then nil for an invalid input, its error said.
    static func page(_ item: DocsBuild.Item, layout: DocsLayout, reading: InputReading, storyboards: [String], sources: [String]) async throws
        -> DocsManifest.Built?
    {
        var notes: [String] = []
        do {
            let built = try await DocsPageBuilder(file: item.file, name: item.name, layout: layout, storyboards: storyboards, sources: sources).build(
                reading: reading, notes: &notes)
            for note in notes { Terminal.error(note) }
            return built
        } catch let failure as InputFailure where failure.status == .invalidInput {
            for note in notes { Terminal.error(note) }
            VCGraph.report(failure)
            return nil
        } catch {
            for note in notes { Terminal.error(note) }
            throw error
        }
    }

    /// Reads every input (the Swift sources once, as one app), reporting each one's error
    /// and its notes; throws when any is invalid, before anything is written.
    private static func readEvery(_ inputs: [String], reading: InputReading) throws {
        var invalid = false
        let swift = inputs.filter { $0.lowercased().hasSuffix(".swift") }
        for file in inputs where !swift.contains(file) || file == swift.first {
            var notes: [String] = []
            do throws(InputFailure) {
                try DocsPageBuilder.read(file, of: inputs, reading: reading, notes: &notes)
                for note in notes { Terminal.error(note) }
            } catch {
                for note in notes { Terminal.error(note) }
                guard error.status == .invalidInput else { throw error }
                VCGraph.report(error)
                invalid = true
            }
        }
        if invalid {
            Terminal.error("vcgraph: nothing was written: --require-valid, and an input is invalid")
            throw ExitStatus.invalidInput
        }
    }

    /// What a worker is told: everything that decides how an input is read and drawn.
    private func workerConfiguration(_ build: DocsBuild) -> DocsWorker.Configuration {
        .init(
            format: format.rawValue, output: output, rulebook: rulebookAt, inputArguments: options.arguments, storyboards: build.storyboards,
            sources: build.sources)
    }

    /// The options that change a page, as part of each input's key.
    private var optionsKey: String {
        ([format.rawValue] + (rulebookAt.map { ["--rulebook-at", $0] } ?? []) + options.arguments).joined(separator: "\u{1F}")
    }
}
