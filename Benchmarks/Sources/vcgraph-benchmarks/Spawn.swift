import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Where a spawned process's standard output goes.
enum SpawnOutput {
    /// `/dev/null`.
    case discard
    /// A file, created or truncated.
    case file(String)
}

/// What a spawned process did: how it ended, how long it took from spawn to reaped, the
/// processor time it used, and its peak resident memory.
struct SpawnResult {
    /// The exit status, or 128 + the signal that ended it (as a shell reports it).
    var status: Int32
    /// Wall-clock time.
    var seconds: Double
    /// User plus system time: on a shared machine, the figure that other load disturbs least.
    var cpuSeconds: Double
    var peakMemoryMiB: Double
}

/// Runs `argv` (found on `PATH` when it has no slash) as a whole process, the way a
/// benchmark compares whole process against whole process: `posix_spawnp` and `wait4`, with
/// none of Foundation's `Process` machinery, whose cost is no part of either side, in the
/// measurement.
/// Standard input is `/dev/null`, standard error is inherited. Nil when it cannot start.
func spawn(_ argv: [String], standardOutput: SpawnOutput = .discard) -> SpawnResult? {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, STDIN_FILENO, "/dev/null", O_RDONLY, 0)
    switch standardOutput {
    case .discard: posix_spawn_file_actions_addopen(&actions, STDOUT_FILENO, "/dev/null", O_WRONLY, 0)
    case .file(let path): posix_spawn_file_actions_addopen(&actions, STDOUT_FILENO, path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    }
    var arguments = argv.map { strdup($0) }
    arguments.append(nil)
    defer { for argument in arguments { free(argument) } }

    let start = ContinuousClock.now
    var pid: pid_t = 0
    guard posix_spawnp(&pid, argv[0], &actions, nil, &arguments, environ) == 0 else { return nil }
    var status: Int32 = 0
    var usage = rusage()
    while wait4(pid, &status, 0, &usage) == -1 {
        guard errno == EINTR else { return nil }
    }
    let elapsed = ContinuousClock.now - start
    let signal = status & 0x7F
    return SpawnResult(
        status: signal == 0 ? (status >> 8) & 0xFF : 128 + signal,
        seconds: Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18,
        cpuSeconds: Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6,
        peakMemoryMiB: Double(usage.ru_maxrss) / 1024)
}

/// The `vcgraph` built beside this benchmark (`swift build -c release --product vcgraph`
/// in `Benchmarks/`, as `make bench` does), or `VCGRAPH_EXECUTABLE`.
func vcgraphExecutable() -> String? {
    let candidates =
        [ProcessInfo.processInfo.environment["VCGRAPH_EXECUTABLE"]].compactMap { $0 }
        + [URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("vcgraph").path]
    return candidates.first { FileManager.default.isExecutableFile(atPath: $0) }
}
