import ArgumentParser
import Foundation
import PresentationReports

#if canImport(Glibc)
    import Glibc
#endif

/// A documentation worker process: `vcgraph docs --worker-queue 3 --worker-results 4
/// --worker-done 5`, started by ``DocsWorkers`` with those descriptors, never by hand.
///
/// It is recognised before ArgumentParser reads the command line, and told everything else
/// (the format, the output, the input options) in its queue: parsing vcgraph's command tree
/// took a worker longer than drawing a small input, while the parent draws alone.
struct DocsWorker {
    /// What the parent passes a worker in the queue: everything that decides how an input is
    /// read and drawn.
    struct Configuration: Codable {
        /// A ``FlowPage/Style``.
        var format: String
        var output: String
        /// The input options, as a command line gives them (``InputOptions/arguments``).
        var inputArguments: [String]
    }

    /// The descriptors a worker is started with.
    static let queueDescriptor: Int32 = 3
    static let resultsDescriptor: Int32 = 4
    static let doneDescriptor: Int32 = 5

    /// The command line ``DocsWorkers`` starts a worker with, after the executable.
    static let arguments = [
        "docs", "--worker-queue", "\(queueDescriptor)", "--worker-results", "\(resultsDescriptor)", "--worker-done",
        "\(doneDescriptor)",
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
        do {
            let queue = try DocsWorkers.Queue(inherited: queueDescriptor)
            let configuration = queue.configuration
            let reading = try configuration.inputArguments.isEmpty ? InputReading() : InputOptions.parse(configuration.inputArguments).reading()
            let layout = DocsLayout(output: configuration.output, style: FlowPage.Style(rawValue: configuration.format) ?? .docc)
            let results = SharedFile(inherited: resultsDescriptor)
            while let item = queue.next() {
                let built = try await DocsPage(file: item.file, name: item.name, layout: layout).build(reading: reading)
                DocsWorkers.report(.init(file: item.file, built: built), to: results)
            }
            var done: UInt8 = 0
            _ = write(doneDescriptor, &done, 1)
            _exit(0)
        } catch let error as OutputError {
            Terminal.error(error.message)
            _exit(ExitStatus.outputFailed.rawValue)
        } catch let status as ExitCode {
            // Said where it was thrown.
            _exit(status.rawValue)
        } catch {
            Terminal.error("error: \(error)")
            _exit(ExitStatus.outputFailed.rawValue)
        }
    }
}
