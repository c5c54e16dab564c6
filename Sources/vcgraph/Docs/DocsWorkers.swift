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
        let queue = try Queue(largestFirst(work))
        var workers: [(pid: pid_t, results: SharedFile)] = []
        defer {
            queue.file.close()
            for worker in workers { worker.results.close() }
        }
        for _ in 1..<jobs {
            guard let results = SharedFile() else { throw ExitStatus.outputFailed }
            let argv =
                [executable, "docs", "--worker-results", "\(results.descriptor)", "--worker-queue", "\(queue.file.descriptor)"] + arguments
            guard let pid = spawn(argv) else {
                results.close()
                Terminal.error("error: cannot start a worker process (\(executable))")
                throw ExitStatus.outputFailed
            }
            workers.append((pid, results))
        }
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

    /// The inputs of one run, in the order its processes take them, in a ``SharedFile`` the
    /// workers inherit: the position of the next input none has taken (8 bytes), then the
    /// inputs (JSON). A process takes an input by reading and advancing that position under a
    /// record lock, which excludes the other processes (the file's descriptor is shared, so
    /// a lock of the descriptor, `flock`, would not).
    ///
    /// Nothing of a run is written to disk but its output: a run killed at any point leaves
    /// nothing to clean up, and files a build does not need cost it their creation.
    struct Queue {
        let items: [Item]
        let file: SharedFile

        /// The queue of `items`, in a new shared file.
        init(_ items: [Item]) throws {
            guard let file = SharedFile() else { throw ExitStatus.outputFailed }
            self.items = items
            self.file = file
            var bytes = [UInt8](repeating: 0, count: MemoryLayout<Int64>.size)
            bytes += try JSONEncoder().encode(items)
            guard file.append(bytes) else {
                file.close()
                throw ExitStatus.outputFailed
            }
        }

        /// The queue the parent process wrote into the file it passed as `descriptor`.
        init(inherited descriptor: Int32) throws {
            file = SharedFile(inherited: descriptor)
            items = try JSONDecoder().decode([Item].self, from: Data(file.contents().dropFirst(MemoryLayout<Int64>.size)))
        }

        /// The next input no process has taken, now taken by this one; nil when none is left.
        /// Where the lock cannot be had (which a file in memory does not refuse), the input
        /// is taken anyway: two processes drawing it write the same files, each atomically,
        /// where none drawing it would leave its page out.
        func next() -> Item? {
            var lock = flock()
            lock.l_type = Int16(F_WRLCK)
            lock.l_whence = Int16(SEEK_SET)
            lock.l_len = Int(MemoryLayout<Int64>.size)
            while fcntl(file.descriptor, F_SETLKW, &lock) == -1, errno == EINTR {}
            defer {
                lock.l_type = Int16(F_UNLCK)
                _ = fcntl(file.descriptor, F_SETLK, &lock)
            }
            var position: Int64 = 0
            guard pread(file.descriptor, &position, MemoryLayout<Int64>.size, 0) == MemoryLayout<Int64>.size,
                position >= 0, position < items.count
            else { return nil }
            var following = position + 1
            _ = pwrite(file.descriptor, &following, MemoryLayout<Int64>.size, 0)
            return items[Int(position)]
        }
    }

    /// The worker's side: appends `result` as one line to the results file it was passed.
    static func report(_ result: Result, to file: SharedFile) {
        guard var line = try? JSONEncoder().encode(result) else { return }
        line.append(UInt8(ascii: "\n"))
        _ = file.append(Array(line))
    }

    private static func lines(of file: SharedFile) -> [Substring] {
        String(decoding: file.contents(), as: UTF8.self).split(separator: "\n")
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
