import Foundation
import PresentationFiles
import PresentationDocumentation

#if canImport(Glibc)
    import Glibc
#endif

/// Building pages in several processes: Graphviz keeps global state and is not thread-safe, so
/// a parallel documentation build runs vcgraph itself again (`posix_spawn`) and draws in this
/// process meanwhile: `--jobs N` is N processes drawing, not N workers and a parent waiting.
/// The processes share one queue of the inputs (``Queue``), each taking the next input none
/// has taken, so that they finish together however much each input costs. A worker
/// (``DocsWorker``) appends one JSON line an input to its results file as it finishes it, and
/// writes a byte to its done pipe after the last; the parent reads those lines for the
/// progress line and the results.
struct DocsWorkers {
    /// One finished input, as a worker reports it.
    struct Result: Codable {
        var file: String
        /// Nil: the input was invalid (the worker printed why).
        var built: DocsManifest.Built?
    }

    typealias Item = DocsBuild.Item

    /// What the processes built: each input's result (nil for an invalid one); whether a
    /// worker failed, so that pages may be missing; and the workers, to wait for
    /// (``waitForExit(_:)``) once the last files are written.
    struct Outcome {
        var results: [String: DocsManifest.Built?]
        var failedWorker: Bool
        var workers: [pid_t]
    }

    /// Builds `work` in `jobs` processes: this one with `buildHere`, worker processes beside it,
    /// each told `configuration`, all taking inputs from one ``Queue`` (`buildHere` is given
    /// its `next`, and calls its second argument with the count it has finished); `progress`
    /// gets the count finished in all of them whenever it changes, when `showsProgress`.
    static func run(
        _ work: [Item], jobs: Int, configuration: DocsWorker.Configuration, lock: Int32, showsProgress: Bool,
        buildingHere buildHere: (_ next: () -> Item?, _ finished: (Int) -> Void) async throws -> [String: DocsManifest.Built?],
        progress: @escaping (Int) -> Void
    ) async throws -> Outcome {
        let queue = try Queue(largestFirst(work), configuration: configuration)
        var workers: [Worker] = []
        defer {
            queue.file.close()
            for worker in workers { worker.release() }
        }
        for _ in 1..<jobs {
            guard let lifeline, let worker = Worker.start(queue: queue.file, lifeline: lifeline, lock: lock) else {
                throw InputFailure(line: "error: cannot start a worker process (\(executable))", status: .outputFailed)
            }
            workers.append(worker)
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
            for worker in workers { kill(worker.pid, SIGTERM) }
            waitForExit(workers.map(\.pid))
            throw error
        }
        let here = results.count
        // A worker's done pipe gives its byte once the worker has written its last result, or
        // reads as ended when the worker ended without: then pages may be missing. Its exit
        // (freeing its memory takes the kernel a few milliseconds) is waited for later.
        var running = Array(workers.indices)
        var failedWorker = false
        while !running.isEmpty {
            var polled = running.map { pollfd(fd: workers[$0].done, events: Int16(POLLIN), revents: 0) }
            if poll(&polled, nfds_t(polled.count), showsProgress ? 20 : -1) < 0, errno != EINTR {
                failedWorker = true
                break
            }
            for (index, entry) in zip(running, polled) where entry.revents != 0 {
                var byte: UInt8 = 1
                if read(workers[index].done, &byte, 1) != 1 || byte != 0 {
                    Terminal.error(
                        "error: worker process \(workers[index].pid) ended before it finished; its pages are missing (run again to draw them)")
                    failedWorker = true
                }
                running.removeAll { $0 == index }
            }
            if showsProgress {
                let count = here + reported()
                if count != done {
                    done = count
                    progress(done)
                }
            }
        }
        for worker in workers {
            for line in lines(of: worker.results) {
                guard let result = try? JSONDecoder().decode(Result.self, from: Data(line.utf8)) else { continue }
                results[result.file] = .some(result.built)
            }
        }
        return Outcome(results: results, failedWorker: failedWorker, workers: workers.map(\.pid))
    }

    /// The reading end of the pipe every worker watches for its parent's end
    /// (``DocsWorker``): this process holds the writing end, open and never written, until it
    /// ends; no other process gets it. Nil when no pipe can be made.
    private static let lifeline: Int32? = {
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else { return nil }
        for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        return ends[0]
    }()

    /// Waits until each of `workers` has ended.
    static func waitForExit(_ workers: [pid_t]) {
        for pid in workers {
            while waitpid(pid, nil, 0) == -1, errno == EINTR {}
        }
    }

    /// A worker process, and this process's ends of its results file and its done pipe.
    private struct Worker {
        let pid: pid_t
        let results: SharedFile
        let done: Int32

        /// Starts a worker taking inputs from `queue`; nil when it cannot be started.
        ///
        /// The worker gets the queue, its results file, its done pipe's writing end, the
        /// lifeline's reading end and the locked output folder as ``DocsWorker``'s descriptors
        /// (3 to 7), and nothing else of this process's: every descriptor here closes on exec,
        /// and each is mapped from a copy above 9, so that no mapping is onto itself (which
        /// would leave it closing on exec).
        static func start(queue: SharedFile, lifeline: Int32, lock: Int32) -> Worker? {
            guard let results = SharedFile() else { return nil }
            var ends: [Int32] = [0, 0]
            guard pipe(&ends) == 0 else {
                results.close()
                return nil
            }
            for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
            let sources = [queue.descriptor, results.descriptor, ends[1], lifeline, lock].map { fcntl($0, F_DUPFD_CLOEXEC, 10) }
            let targets = [
                DocsWorker.queueDescriptor, DocsWorker.resultsDescriptor, DocsWorker.doneDescriptor, DocsWorker.parentDescriptor,
                DocsWorker.lockDescriptor,
            ]
            let pid = sources.contains(-1) ? nil : spawn([executable] + DocsWorker.arguments, descriptors: Array(zip(sources, targets)))
            for source in sources where source >= 0 { _ = close(source) }
            _ = close(ends[1])
            guard let pid else {
                results.close()
                _ = close(ends[0])
                return nil
            }
            return Worker(pid: pid, results: results, done: ends[0])
        }

        /// Closes this process's ends.
        func release() {
            results.close()
            _ = close(done)
        }
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
        /// What the workers are told besides.
        let configuration: DocsWorker.Configuration
        let file: SharedFile

        /// What follows the position, as JSON.
        private struct Contents: Codable {
            var configuration: DocsWorker.Configuration
            var items: [Item]
        }

        /// The queue of `items`, in a new shared file, for workers told `configuration`.
        init(_ items: [Item], configuration: DocsWorker.Configuration) throws {
            guard let file = SharedFile() else { throw ExitStatus.outputFailed }
            self.items = items
            self.configuration = configuration
            self.file = file
            var bytes = [UInt8](repeating: 0, count: MemoryLayout<Int64>.size)
            bytes += try JSONEncoder().encode(Contents(configuration: configuration, items: items))
            guard file.append(bytes) else {
                file.close()
                throw ExitStatus.outputFailed
            }
        }

        /// The queue the parent process wrote into the file it passed as `descriptor`.
        init(inherited descriptor: Int32) throws {
            file = SharedFile(inherited: descriptor)
            let contents = try JSONDecoder().decode(Contents.self, from: Data(file.contents().dropFirst(MemoryLayout<Int64>.size)))
            items = contents.items
            configuration = contents.configuration
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
    private static var executable: String { RunningExecutable.path }

    /// Starts `argv` with standard input from `/dev/null`, standard output and error inherited,
    /// and each `source` descriptor as its `target`.
    private static func spawn(_ argv: [String], descriptors: [(source: Int32, target: Int32)]) -> pid_t? {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, STDIN_FILENO, "/dev/null", O_RDONLY, 0)
        for (source, target) in descriptors { posix_spawn_file_actions_adddup2(&actions, source, target) }
        var arguments = argv.map { strdup($0) }
        arguments.append(nil)
        defer { for argument in arguments { free(argument) } }
        var pid: pid_t = 0
        guard posix_spawn(&pid, argv[0], &actions, nil, &arguments, environ) == 0 else { return nil }
        return pid
    }
}
