import ArgumentParser
import Foundation
import PresentationFiles
import PresentationDocumentation

#if canImport(Glibc)
    import Glibc
#endif

/// A documentation worker process: `vcgraph docs --worker-queue 3 --worker-results 4
/// --worker-done 5 --worker-parent 6 --worker-lock 7`, started by ``DocsWorkers`` with those
/// descriptors, never by hand.
///
/// A worker never outlives its parent: descriptor 6 is the reading end of a pipe only the
/// parent can write to, and a thread of the worker waits on it; when the parent ends, however
/// it ends (`kill -9` too), the pipe reads as ended and the worker ends at once, before it
/// writes another file. Descriptor 7 is the output's folder, locked by the parent
/// (``DocsOutput``): the worker holds the lock with it, so a new build into the same output
/// waits until the last worker of the old one is gone.
///
/// It is recognised before ArgumentParser reads the command line, and told everything else
/// (the format, the output, the input options) in its queue: parsing vcgraph's command tree
/// took a worker longer than drawing a small input, while the parent draws alone.
struct DocsWorker {
    /// What the parent passes a worker in the queue: everything that decides how an input is
    /// read and drawn.
    struct Configuration: Codable {
        /// A `DocsPage.Style`.
        var format: String
        var output: String
        /// Where the rulebook is published, when not beside the pages (`--rulebook-at`).
        var rulebook: String?
        /// The input options, as a command line gives them (``InputOptions/arguments``).
        var inputArguments: [String]
        /// The build's storyboards, each read with all of them (``DocsBuild/storyboards``).
        var storyboards: [String]
        /// The build's Swift sources, one app's page (``DocsBuild/sources``).
        var sources: [String]
    }

    /// The descriptors a worker is started with.
    static let queueDescriptor: Int32 = 3
    static let resultsDescriptor: Int32 = 4
    static let doneDescriptor: Int32 = 5
    static let parentDescriptor: Int32 = 6
    static let lockDescriptor: Int32 = 7

    /// The command line ``DocsWorkers`` starts a worker with, after the executable.
    static let arguments = [
        "docs", "--worker-queue", "\(queueDescriptor)", "--worker-results", "\(resultsDescriptor)", "--worker-done",
        "\(doneDescriptor)", "--worker-parent", "\(parentDescriptor)", "--worker-lock", "\(lockDescriptor)",
    ]

    /// Whether this process is a worker: its command line is ``arguments``.
    static var isWorker: Bool { Array(CommandLine.arguments.dropFirst()) == arguments }

    /// Draws the inputs it takes from the queue until none is left, appending each result to
    /// the results file, then writes one byte to the done pipe and ends the process without
    /// its exit handlers (`_exit`): they have nothing to do for the parent, which reads the
    /// results at once, and Graphviz's loading thread (``GraphvizWarmUp``) need not have
    /// finished. A worker that fails says why, as vcgraph does, and ends without the byte,
    /// which the parent reports.
    static func run() async -> Never {
        endWithParent()
        do {
            let queue = try DocsWorkers.Queue(inherited: queueDescriptor)
            let configuration = queue.configuration
            let reading = try configuration.inputArguments.isEmpty ? InputReading() : InputOptions.parse(configuration.inputArguments).reading()
            let layout = DocsLayout(
                output: configuration.output, style: DocsPage.Style(rawValue: configuration.format) ?? .docc, rulebook: configuration.rulebook)
            let results = SharedFile(inherited: resultsDescriptor)
            while let item = queue.next() {
                let built = try await Docs.page(
                    item, layout: layout, reading: reading, storyboards: configuration.storyboards, sources: configuration.sources)
                DocsWorkers.report(.init(file: item.file, built: built), to: results)
            }
            var done: UInt8 = 0
            _ = write(doneDescriptor, &done, 1)
            _exit(0)
        } catch let error as OutputError {
            Terminal.error(error.message)
            _exit(ExitStatus.outputFailed.rawValue)
        } catch let failure as InputFailure {
            VCGraph.report(failure)
            _exit(failure.status.exitCode.rawValue)
        } catch let status as ExitCode {
            // Said where it was thrown.
            _exit(status.rawValue)
        } catch {
            Terminal.error("error: \(error)")
            _exit(ExitStatus.outputFailed.rawValue)
        }
    }

    /// Starts the thread that ends this process when its parent has ended: the parent's pipe
    /// reads as ended (or cannot be read) once no process holds its writing end. The
    /// temporary files in flight are removed first, as a timeout removes them.
    private static func endWithParent() {
        let thread = Thread {
            var byte: UInt8 = 0
            while true {
                let count = read(parentDescriptor, &byte, 1)
                if count < 0, errno == EINTR { continue }
                if count <= 0 { break }
            }
            TemporaryFiles.shared.removeAllInFlight()
            _exit(ExitStatus.outputFailed.rawValue)
        }
        thread.start()
    }
}
