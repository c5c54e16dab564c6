import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// A whole process, started with `posix_spawn` and waited for with `waitpid`, timed from just
/// before the spawn to the end of the wait. Foundation's `Process` adds tens of milliseconds
/// of its own to every run (a run-loop thread, a notification), which would be charged to
/// whichever side spawns more processes; every comparison of whole processes goes through here.
struct Spawned {
    var status: Int32
    var seconds: Double
}

/// Runs `arguments[0]` (a path, or a name looked up in `PATH`) with its standard output
/// written to `standardOutput` (default: /dev/null) and its standard error discarded.
func spawn(_ arguments: [String], standardOutput: String = "/dev/null", environment: [String: String]? = nil) -> Spawned {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 1, standardOutput, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    let argv = arguments.map { strdup($0) } + [nil]
    defer { argv.forEach { free($0) } }
    let variables = (environment ?? ProcessInfo.processInfo.environment).map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer { variables.forEach { free($0) } }
    var pid: pid_t = 0
    let start = ContinuousClock.now
    guard posix_spawnp(&pid, arguments[0], &actions, nil, argv, variables) == 0 else { return Spawned(status: -1, seconds: 0) }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
    let elapsed = ContinuousClock.now - start
    let exitStatus = (status & 0x7F) == 0 ? (status >> 8) & 0xFF : -1
    return Spawned(status: exitStatus, seconds: Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18)
}

/// The release `vcgraph` to measure: `$VCGRAPH`, which `make bench` sets after building it.
func vcgraphExecutable() -> String? {
    guard let path = ProcessInfo.processInfo.environment["VCGRAPH"], FileManager.default.isExecutableFile(atPath: path) else {
        return nil
    }
    return path
}
