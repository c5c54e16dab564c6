import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Building pages in worker processes: Graphviz keeps global state and is not thread-safe, so
/// parallel documentation builds run vcgraph itself several times (`posix_spawn`), each
/// worker with its share of the inputs. A worker appends one JSON line an input to its
/// results file as it finishes it; the parent reads those lines for the progress line and
/// the results.
struct DocsWorkers {
    /// One finished input, as a worker reports it.
    struct Result: Codable {
        var file: String
        /// Nil: the input was invalid (the worker printed why).
        var built: DocsManifest.Built?
    }

    /// Runs `jobs` workers over `work` (input, page name), passing `arguments` (the command's
    /// own options) to each; calls `progress` with the count done so far.
    static func run(
        _ work: [(file: String, name: String)], jobs: Int, arguments: [String], progress: (Int) -> Void
    ) throws -> (results: [String: DocsManifest.Built?], failedWorker: Bool) {
        removeFoldersOfEndedRuns()
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("\(folderPrefix)\(getpid())").path
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        var shares = Array(repeating: [(file: String, name: String)](), count: jobs)
        for (position, item) in work.enumerated() { shares[position % jobs].append(item) }
        var workers: [(pid: pid_t, results: String)] = []
        for (number, share) in shares.enumerated() where !share.isEmpty {
            let results = "\(folder)/worker-\(number).jsonl"
            _ = FileManager.default.createFile(atPath: results, contents: nil)
            var argv = [executable, "docs", "--worker-results", results] + arguments
            for item in share { argv += ["--worker-page", item.name] }
            argv += ["--"] + share.map(\.file)
            guard let pid = spawn(argv) else {
                Terminal.error("error: cannot start a worker process (\(executable))")
                throw ExitStatus.outputFailed
            }
            workers.append((pid, results))
        }
        var running = Set(workers.map(\.pid))
        var failedWorker = false
        var done = 0
        while !running.isEmpty {
            for pid in running {
                var status: Int32 = 0
                let reaped = waitpid(pid, &status, WNOHANG)
                if reaped == pid {
                    running.remove(pid)
                    // Exit status 1 (failing checks) and 2 (an invalid input) are results;
                    // anything else means pages may be missing.
                    let code = status & 0x7F == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
                    if code > 2 { failedWorker = true }
                }
            }
            let count = workers.reduce(0) { $0 + lines(of: $1.results).count }
            if count != done {
                done = count
                progress(done)
            }
            if !running.isEmpty { usleep(20_000) }
        }
        var results: [String: DocsManifest.Built?] = [:]
        for worker in workers {
            for line in lines(of: worker.results) {
                guard let result = try? JSONDecoder().decode(Result.self, from: Data(line.utf8)) else { continue }
                results[result.file] = .some(result.built)
            }
        }
        return (results, failedWorker)
    }

    /// The results folder of the run with process id N is `vcgraph-docs-N` in the temporary directory.
    static let folderPrefix = "vcgraph-docs-"

    /// Removes the results folders that killed runs left behind (their `defer` never ran):
    /// those whose process is gone. Nothing reads them (a run reads only its own), but a
    /// build killed again and again would fill the temporary directory.
    private static func removeFoldersOfEndedRuns() {
        let temporary = FileManager.default.temporaryDirectory
        for name in (try? FileManager.default.contentsOfDirectory(atPath: temporary.path)) ?? [] where name.hasPrefix(folderPrefix) {
            guard let pid = pid_t(name.dropFirst(folderPrefix.count)), pid > 0, kill(pid, 0) != 0, errno == ESRCH else { continue }
            try? FileManager.default.removeItem(at: temporary.appendingPathComponent(name))
        }
    }

    /// The worker's side: appends `result` as one line to `path`.
    static func report(_ result: Result, to path: String) {
        guard var line = try? JSONEncoder().encode(result), let handle = FileHandle(forWritingAtPath: path) else { return }
        line.append(UInt8(ascii: "\n"))
        handle.seekToEndOfFile()
        handle.write(line)
        try? handle.close()
    }

    private static func lines(of path: String) -> [Substring] {
        guard let data = FileManager.default.contents(atPath: path) else { return [] }
        return String(decoding: data, as: UTF8.self).split(separator: "\n")
    }

    /// This vcgraph's executable.
    private static let executable: String = {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let length = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        return length > 0 ? String(decoding: buffer[0..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self) : CommandLine.arguments[0]
    }()

    /// Starts `argv` with standard input from `/dev/null`, standard output and error inherited.
    private static func spawn(_ argv: [String]) -> pid_t? {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, STDIN_FILENO, "/dev/null", O_RDONLY, 0)
        var arguments = argv.map { strdup($0) }
        arguments.append(nil)
        defer { for argument in arguments { free(argument) } }
        var pid: pid_t = 0
        guard posix_spawn(&pid, argv[0], &actions, nil, &arguments, environ) == 0 else { return nil }
        return pid
    }
}
