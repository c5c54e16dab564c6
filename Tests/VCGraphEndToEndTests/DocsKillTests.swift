import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// A killed `vcgraph docs` run leaves no partial page: every file is written
/// atomically, diagrams before their page, the manifest last. The run is killed (SIGKILL, the
/// whole process group: the parent and its workers) at several points of a build of many
/// inputs, each point a number of diagrams written so far, one after the other in the same
/// output; after each kill every page present is whole and names only diagrams that are there,
/// and the manifest, which a rebuild reads as done, lists only files that are whole. A rerun
/// then completes and writes what a clean build writes, byte for byte.
@Suite("vcgraph docs, killed")
struct DocsKillTests {
    /// Kill points: worker processes, and the diagrams written (in this output, this run or
    /// before) when the kill is sent; 0 kills at once.
    static let killPoints: [(jobs: Int, diagrams: Int)] = [(1, 0), (2, 1), (1, 25), (2, 80), (2, 200)]

    @Test("killed at several points, the output holds only whole pages; a rerun matches a clean build")
    func killedRuns() throws {
        let inputs = try Self.inputs(copies: 2)
        let output = try temporaryFolder().appendingPathComponent("killed")
        let catalog = output.appendingPathComponent("Flows.docc")
        var killedMidRun = 0
        var killed: [pid_t] = []
        for point in Self.killPoints {
            var process = try Self.spawn(["docs", inputs.path, "-o", output.path, "--jobs", "\(point.jobs)"])
            while Self.diagrams(in: catalog) < point.diagrams, !process.hasExited { usleep(2_000) }
            if process.kill() { killedMidRun += 1 }
            killed.append(process.pid)
            try Self.expectWhole(catalog, afterKill: true)
        }
        #expect(killedMidRun >= 3, "the kills landed after the runs had finished: give the test more inputs")

        let rerun = try vcgraph(["docs", inputs.path, "-o", output.path, "--jobs", "2"])
        let clean = try temporaryFolder().appendingPathComponent("clean")
        let reference = try vcgraph(["docs", inputs.path, "-o", clean.path, "--jobs", "2"])
        #expect(rerun.status == reference.status, "\(rerun.stderr)")
        try Self.expectWhole(catalog, afterKill: false)
        // A run shares its queue and its workers' results in files in memory: a killed run
        // leaves no folder of its own in the temporary directory.
        let temporary = (try? FileManager.default.contentsOfDirectory(atPath: FileManager.default.temporaryDirectory.path)) ?? []
        for pid in killed {
            #expect(!temporary.contains("vcgraph-docs-\(pid)"), "a killed run left a folder in the temporary directory")
        }
        let files = try Self.files(in: catalog)
        #expect(files == (try Self.files(in: clean.appendingPathComponent("Flows.docc"))))
        // The manifests name their inputs relative to their own output, so they differ by those.
        for file in files where file != ".vcgraph-docs-manifest" {
            #expect(
                FileManager.default.contents(atPath: catalog.path + "/" + file)
                    == FileManager.default.contents(atPath: clean.path + "/Flows.docc/" + file), "\(file)")
        }
    }

    /// Control-C (`SIGINT` to the process group), `SIGTERM` and `SIGHUP` end a run by that
    /// signal, and every process of it removes the temporaries it was writing first.
    @Test("interrupted at several points (SIGINT, SIGTERM, SIGHUP to the group), a run leaves no temporary file behind")
    func interruptedRuns() throws {
        let inputs = try Self.inputs(copies: 2)
        let output = try temporaryFolder().appendingPathComponent("interrupted")
        let catalog = output.appendingPathComponent("Flows.docc")
        var interruptedMidRun = 0
        for (index, signal) in [SIGINT, SIGTERM, SIGHUP, SIGINT, SIGTERM, SIGHUP].enumerated() {
            var process = try Self.spawn(["docs", inputs.path, "-o", output.path, "--jobs", "2"])
            while Self.diagrams(in: catalog) < 40 * index, !process.hasExited { usleep(1_000) }
            let wasRunning = !process.hasExited
            Glibc.kill(-process.pid, signal)
            let status = process.exitStatus()
            // The workers end with their parent; a bounded wait for the group to be gone.
            for _ in 0..<2_000 where Glibc.kill(-process.pid, 0) == 0 { usleep(5_000) }
            if wasRunning, status == 128 + signal { interruptedMidRun += 1 }
            #expect(status == 0 || status == 128 + signal, "ended with \(status)")
            let left = ((try? Self.files(in: catalog)) ?? []).filter { $0.contains(".vcgraph-tmp-") }
            #expect(left.isEmpty, "signal \(signal) left \(left)")
            try Self.expectWhole(catalog, afterKill: true)
        }
        #expect(interruptedMidRun >= 3, "the signals landed after the runs had finished: give the test more inputs")
    }

    /// A worker that dies mid-run (killed alone, not with its parent) cannot lose pages
    /// silently: the parent says so, ends with status 2, and a rerun draws what it missed.
    @Test("a worker killed mid-run: the parent says its pages are missing, exits 2, and a rerun completes the output")
    func killedWorker() throws {
        let inputs = try Self.inputs(copies: 2)
        let output = try temporaryFolder().appendingPathComponent("killed-worker")
        let catalog = output.appendingPathComponent("Flows.docc")
        let messages = try temporaryFolder().appendingPathComponent("stderr.txt").path
        var process = try Self.spawn(["docs", inputs.path, "-o", output.path, "--jobs", "2"], standardError: messages)
        let killed = try #require(
            Self.worker(of: &process, once: catalog, holds: 10), "the run ended before its worker could be killed: give the test more inputs")
        kill(killed, SIGKILL)
        #expect(process.exitStatus() == 2)
        let stderr = (try? String(contentsOfFile: messages, encoding: .utf8)) ?? ""
        #expect(stderr.contains("worker process \(killed) ended before it finished"), "\(stderr)")
        try Self.expectWhole(catalog, afterKill: true)

        let rerun = try vcgraph(["docs", inputs.path, "-o", output.path, "--jobs", "2"])
        #expect(rerun.status == 0, "\(rerun.stderr)")
        try Self.expectWhole(catalog, afterKill: false)
        let inputCount = try FileManager.default.contentsOfDirectory(atPath: inputs.path).count
        let pages = try FileManager.default.contentsOfDirectory(atPath: catalog.path).filter { $0.hasPrefix("copy") && $0.hasSuffix(".md") }
        #expect(pages.count == inputCount, "a page is missing after the rerun")
    }

    /// Every page present is whole and names only whole diagrams that are there; the index
    /// links only pages that are there; the manifest lists only whole files. Temporary files
    /// of a killed write may remain (hidden, named so no run reads them) until the next run.
    static func expectWhole(_ catalog: URL, afterKill: Bool) throws {
        guard FileManager.default.fileExists(atPath: catalog.path) else { return }
        let names = try files(in: catalog)
        for name in names where name.contains(".vcgraph-tmp-") {
            #expect(afterKill, "a temporary file after a complete run: \(name)")
        }
        let text = { (name: String) in (try? String(contentsOfFile: catalog.path + "/" + name, encoding: .utf8)) ?? "" }
        for name in names where name.hasPrefix("Resources/") && name.hasSuffix(".svg") {
            #expect(text(name).hasSuffix("</svg>\n"), "a partial diagram: \(name)")
        }
        for name in names where name.hasSuffix(".md") && !name.hasPrefix("Rules") && name != "Flows.md" {
            let page = text(name)
            #expect(page.contains("### Checks") && page.hasSuffix("\n"), "a partial page: \(name)")
            for match in page.matches(of: /@Image\(source: "([^"]+)"/) {
                for variant in ["", "~dark"] {
                    #expect(names.contains("Resources/\(match.output.1)\(variant).svg"), "\(name) names a missing diagram")
                }
            }
        }
        for match in text("Flows.md").matches(of: /<doc:([^>#]+)>/) {
            #expect(names.contains("\(match.output.1).md"), "the index links a missing page \(match.output.1)")
        }
        if let data = FileManager.default.contents(atPath: catalog.path + "/.vcgraph-docs-manifest") {
            let manifest = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
            let inputs = try #require(manifest["inputs"] as? [String: [String: Any]])
            for input in inputs.values {
                let name = try #require(input["name"] as? String)
                let built = try #require(input["built"] as? [String: Any])
                let frames = try #require(built["frames"] as? [Int])
                let files = frames.flatMap { ["Resources/\(name)-step-\($0).svg", "Resources/\(name)-step-\($0)~dark.svg"] } + ["\(name).md"]
                for file in files {
                    #expect(names.contains(file), "the manifest lists a missing file \(file)")
                }
            }
        }
    }

    /// A folder of every sample, `copies` times under other names: enough work to kill mid-run.
    static func inputs(copies: Int) throws -> URL {
        let folder = try temporaryFolder().appendingPathComponent("inputs")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let samples = packageRoot.appendingPathComponent("samples")
        for name in try FileManager.default.contentsOfDirectory(atPath: samples.path) where name.hasSuffix(".yaml") {
            for copy in 1...copies {
                try FileManager.default.copyItem(
                    at: samples.appendingPathComponent(name), to: folder.appendingPathComponent("copy\(copy)-\(name)"))
            }
        }
        return folder
    }

    /// The files under `folder`, relative, sorted (hidden ones included).
    static func files(in folder: URL) throws -> [String] {
        try FileManager.default.subpathsOfDirectory(atPath: folder.path).filter { path in
            var isFolder: ObjCBool = false
            return FileManager.default.fileExists(atPath: folder.path + "/" + path, isDirectory: &isFolder) && !isFolder.boolValue
        }.sorted()
    }

    /// A worker of `process`, once `catalog` holds `count` diagrams; nil when the run ended first.
    static func worker(of process: inout Running, once catalog: URL, holds count: Int) -> pid_t? {
        while !process.hasExited {
            if diagrams(in: catalog) >= count {
                // Each thread's children are listed apart; the worker's parent is whichever spawned it.
                let threads = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(process.pid)/task")) ?? []
                let children = threads.map { (try? String(contentsOfFile: "/proc/\(process.pid)/task/\($0)/children", encoding: .utf8)) ?? "" }
                if let worker = children.joined(separator: " ").split(separator: " ").first.flatMap({ pid_t($0) }) { return worker }
            }
            usleep(1_000)
        }
        return nil
    }

    /// Whether `pid` has ended: gone, or a zombie left for whoever reaps it.
    static func hasEnded(_ pid: pid_t) -> Bool {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8) else { return true }
        return stat.split(separator: ")").last?.split(separator: " ").first == "Z"
    }

    static func diagrams(in catalog: URL) -> Int {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: catalog.path + "/Resources")) ?? []
        return names.filter { $0.hasSuffix(".svg") && !$0.hasPrefix(".") }.count
    }

    /// A vcgraph process in a process group of its own, so that its workers are killed with it.
    struct Running {
        let pid: pid_t
        private var status: Int32?

        init(pid: pid_t) { self.pid = pid }

        /// Whether it has ended (reaped here); it is not waited for.
        var hasExited: Bool {
            mutating get {
                if status != nil { return true }
                var value: Int32 = 0
                if waitpid(pid, &value, WNOHANG) == pid { status = value }
                return status != nil
            }
        }

        /// Waits for it to end; its exit status (128 + the signal when a signal ended it).
        mutating func exitStatus() -> Int32 {
            if status == nil {
                var value: Int32 = 0
                waitpid(pid, &value, 0)
                status = value
            }
            let value = status ?? 0
            return value & 0x7F == 0 ? (value >> 8) & 0xFF : 128 + (value & 0x7F)
        }

        /// Kills the parent alone (not its workers) and waits for it.
        mutating func killParent() {
            Glibc.kill(pid, SIGKILL)
            _ = exitStatus()
        }

        /// Kills the group and waits for the parent; true when the run was still going.
        mutating func kill() -> Bool {
            let wasRunning = !hasExited
            Glibc.kill(-pid, SIGKILL)
            if status == nil {
                var value: Int32 = 0
                waitpid(pid, &value, 0)
                status = value
            }
            // SIGKILL ends every member of the group at once, so no worker writes after this;
            // their zombies are init's to reap (a bounded wait, in case none does).
            for _ in 0..<200 where Glibc.kill(-pid, 0) == 0 { usleep(5_000) }
            return wasRunning
        }
    }

    /// Starts vcgraph with `arguments`, its standard error into the file `standardError`, or
    /// nowhere.
    static func spawn(_ arguments: [String], standardError: String = "/dev/null") throws -> Running {
        let executable = try vcgraphExecutable.get().path
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP))
        posix_spawnattr_setpgroup(&attributes, 0)
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, standardError, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        var argv = ([executable] + arguments).map { strdup($0) }
        argv.append(nil)
        defer { for argument in argv { free(argument) } }
        var pid: pid_t = 0
        let result = posix_spawn(&pid, executable, &actions, &attributes, &argv, environ)
        try #require(result == 0, "posix_spawn: \(result)")
        return Running(pid: pid)
    }
}
