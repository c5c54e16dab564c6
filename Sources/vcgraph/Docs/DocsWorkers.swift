import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Building pages in several processes: Graphviz keeps global state and is not thread-safe, so
/// a parallel documentation build runs vcgraph itself again (`posix_spawn`) and draws in this
/// process meanwhile: `--jobs N` is N processes drawing, not N workers and a parent waiting.
/// The processes share one queue of the inputs (``Queue``), each taking the next input none
/// has taken, so that they finish together however much each input costs. A worker appends
/// one JSON line an input to its results file as it finishes it; the parent reads those lines
/// for the progress line and the results.
struct DocsWorkers {
    /// One finished input, as a worker reports it.
    struct Result: Codable {
        var file: String
        /// Nil: the input was invalid (the worker printed why).
        var built: DocsManifest.Built?
    }

    /// An input to draw, and its page's name.
    struct Item: Codable {
        var file: String
        var name: String
    }

    /// Builds `work` in `jobs` processes: this one with `buildHere`, worker processes beside it,
    /// each passed `arguments` (the command's own options), all taking inputs from one
    /// ``Queue`` (`buildHere` is given its `next`, and calls its second argument with the
    /// count it has finished); `progress` gets the count finished in all of them whenever it
    /// changes, when `showsProgress`.
    static func run(
        _ work: [Item], jobs: Int, arguments: [String], showsProgress: Bool,
        buildingHere buildHere: (_ next: () -> Item?, _ finished: (Int) -> Void) async throws -> [String: DocsManifest.Built?],
        progress: @escaping (Int) -> Void
    ) async throws -> (results: [String: DocsManifest.Built?], failedWorker: Bool) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("\(folderPrefix)\(getpid())").path
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        var queue = try Queue(largestFirst(work), folder: folder)
        var workers: [(pid: pid_t, results: String)] = []
        for number in 1..<jobs {
            let results = "\(folder)/worker-\(number).jsonl"
            _ = FileManager.default.createFile(atPath: results, contents: nil)
            let argv = [executable, "docs", "--worker-results", results, "--worker-queue", folder] + arguments
            guard let pid = spawn(argv) else {
                Terminal.error("error: cannot start a worker process (\(executable))")
                throw ExitStatus.outputFailed
            }
            workers.append((pid, results))
        }
        removeFoldersOfEndedRuns()
        func reported() -> Int { workers.reduce(0) { $0 + lines(of: $1.results).count } }
        var done = 0
        var results: [String: DocsManifest.Built?]
        do {
            results = try await buildHere({ queue.next() }) { finished in
                guard showsProgress else { return }
                done = finished + reported()
                progress(done)
            }
        } catch {
            // This process cannot go on: the workers are stopped and waited for, so that none
            // writes after vcgraph has ended (each file is atomic, so none is left half written).
            for worker in workers {
                kill(worker.pid, SIGTERM)
                waitpid(worker.pid, nil, 0)
            }
            throw error
        }
        let here = results.count
        var running = Set(workers.map(\.pid))
        var failedWorker = false
        while !running.isEmpty {
            if !showsProgress {
                // With no progress line to keep up to date, block until a worker ends; it is
                // left unreaped (`WNOWAIT`) for `reapEnded` to read its status. The workers
                // are this process's only children.
                var info = siginfo_t()
                _ = waitid(P_ALL, 0, &info, WEXITED | WNOWAIT)
            }
            failedWorker = reapEnded(&running) || failedWorker
            if showsProgress {
                let count = here + reported()
                if count != done {
                    done = count
                    progress(done)
                }
                if !running.isEmpty { usleep(20_000) }
            }
        }
        for worker in workers {
            for line in lines(of: worker.results) {
                guard let result = try? JSONDecoder().decode(Result.self, from: Data(line.utf8)) else { continue }
                results[result.file] = .some(result.built)
            }
        }
        return (results, failedWorker)
    }

    /// Reaps every worker of `running` that has ended; true when one ended other than with
    /// exit status 0, 1 (failing checks) or 2 (an invalid input), which are results: then
    /// pages may be missing.
    private static func reapEnded(_ running: inout Set<pid_t>) -> Bool {
        var failed = false
        for pid in running {
            var status: Int32 = 0
            guard waitpid(pid, &status, WNOHANG) == pid else { continue }
            running.remove(pid)
            let code = status & 0x7F == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
            if code > 2 { failed = true }
        }
        return failed
    }

    /// `work`, largest input first (by its bytes), so that the last inputs any process takes
    /// are small and none is left drawing a large one alone at the end.
    private static func largestFirst(_ work: [Item]) -> [Item] {
        let sizes = work.map { (try? FileManager.default.attributesOfItem(atPath: $0.file)[.size] as? Int) ?? 0 }
        return work.indices.sorted { (sizes[$0], $1) > (sizes[$1], $0) }.map { work[$0] }
    }

    /// The inputs of one run, in the order its processes take them, written into the run's
    /// folder for the workers to read. A process takes an input by creating the file
    /// `claim-N` in that folder with `O_EXCL`, which only one process can do.
    struct Queue {
        let items: [Item]
        let folder: String
        private var position = 0

        /// The queue of `items`, written into `folder`.
        init(_ items: [Item], folder: String) throws {
            self.items = items
            self.folder = folder
            try JSONEncoder().encode(items).write(to: URL(fileURLWithPath: Self.list(in: folder)))
        }

        /// The queue a run wrote into `folder`.
        init(readingFrom folder: String) throws {
            items = try JSONDecoder().decode([Item].self, from: Data(contentsOf: URL(fileURLWithPath: Self.list(in: folder))))
            self.folder = folder
        }

        private static func list(in folder: String) -> String { folder + "/queue.json" }

        /// The next input no process has taken, now taken by this one; nil when none is left.
        /// Where the claim cannot be made for another reason than another process's claim
        /// (the folder gone, the disk full), the input is taken anyway: two processes
        /// drawing it write the same files, each atomically, where none drawing it would leave
        /// its page out.
        mutating func next() -> Item? {
            while position < items.count {
                defer { position += 1 }
                let descriptor = open("\(folder)/claim-\(position)", O_CREAT | O_EXCL | O_WRONLY | O_CLOEXEC, 0o600)
                if descriptor >= 0 { close(descriptor) }
                if descriptor >= 0 || errno != EEXIST { return items[position] }
            }
            return nil
        }
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
