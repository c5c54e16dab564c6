import ArgumentParser
import PresentationFiles

/// The `vcgraph` command: parsing arguments, reading files and choosing outputs. The rules
/// live in `PresentationModel`; this target has none of its own.
@main
struct VCGraph: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "vcgraph",
        abstract: "Who presents this view controller, what it covers, which family it is in, and why.",
        discussion: """
            vcgraph reads scenario files (YAML or JSON) that declare a UIKit view-controller \
            hierarchy and steps that change it, and computes every relationship UIKit computes. \
            It also reads Interface Builder storyboards ('vcgraph segues' resolves every segue) and \
            _printHierarchy dumps (detected by content, or --input dump), whose presentations it \
            takes as UIKit showed them, saying where the rules disagree.

            Exit status: 0 success; 1 a check failed; 2 invalid input or command line; 3 an \
            output could not be written; 124 render --timeout ran out. A reader of standard \
            output that goes away (| head) ends vcgraph quietly by SIGPIPE (141 in a shell).
            """,
        // Every subcommand names itself (`commandName`): otherwise ArgumentParser derives
        // the name from the type's at each start, a reflection that scans every protocol
        // conformance in the process, and that is a part of each run's start-up.
        version: VCGraph.version,
        subcommands: [
            Analyze.self, CheckCommand.self, Explain.self, Render.self, Docs.self, Document.self, Segues.self, Import.self, Diff.self,
            Rules.self, LLDB.self, Schema.self,
        ]
    )

    /// What `vcgraph --version` prints.
    static let version = "vcgraph 0.1.0"

    /// ArgumentParser's `main`, with vcgraph's handling of outputs and exit statuses around it:
    /// the allocator's settings (``AllocatorTuning``), closed standard descriptors kept closed to writes (``StandardDescriptors``), an
    /// interruption that removes the temporaries in flight (``Interruption``), `SIGPIPE`
    /// handled on purpose (``BrokenPipe``), an ``OutputError`` reported in one line
    /// with status 3, an ``InputFailure`` reported (``report(_:)``) with its status, help
    /// written through the ``OutputWriter``, and command-line errors
    /// (ArgumentParser's status 64) given status 2, as every invalid input is.
    ///
    /// Not isolated to the main actor, and a command that succeeds exits where it ends: on
    /// Linux the main thread leaves for Dispatch's main queue once an async `main` starts, so
    /// going back to the main actor, or returning to the runtime (which exits from there),
    /// starts a new thread only to exit, about half a millisecond of a one-node render
    ///.
    nonisolated static func main() async {
        AllocatorTuning.apply()
        StandardDescriptors.reserveClosed()
        Interruption.handle()
        BrokenPipe.handleOnPurpose()
        GraphvizWarmUp.start()
        if DocsWorker.isWorker { await DocsWorker.run() }
        if let slip = CommandLineSlips.slip(in: Array(CommandLine.arguments.dropFirst()), commands: configuration.subcommands) {
            GraphvizWarmUp.finish()
            Terminal.error("vcgraph: error: \(slip)")
            exit(withError: ExitStatus.invalidInput)
        }
        do {
            var command = try parseAsRoot()
            if var command = command as? AsyncParsableCommand {
                try await command.run()
            } else {
                try command.run()
            }
            GraphvizWarmUp.finish()
            exit()
        } catch let error as OutputError {
            GraphvizWarmUp.finish()
            report(error)
        } catch let failure as InputFailure {
            GraphvizWarmUp.finish()
            report(failure)
            exit(withError: failure.status.exitCode)
        } catch {
            GraphvizWarmUp.finish()
            let status = exitCode(for: error)
            if status == .success {
                do throws(OutputError) {
                    try OutputWriter.standardOutput.write(fullMessage(for: error) + "\n")
                } catch {
                    report(error)
                }
                return
            }
            if status == .validationFailure {
                Terminal.error(fullMessage(for: error))
                exit(withError: ExitStatus.invalidInput)
            }
            exit(withError: error)
        }
    }

    private static func report(_ error: OutputError) -> Never {
        if BrokenPipe.isBrokenPipe(error) { BrokenPipe.end() }
        Terminal.error(error.message)
        exit(withError: ExitStatus.outputFailed)
    }
}
