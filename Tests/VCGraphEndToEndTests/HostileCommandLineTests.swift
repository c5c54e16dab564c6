import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// The command line against what an audit tried: empty paths, pipes, closed
/// standard descriptors, folders holding pipes, a timeout during layout, ids nobody declared.
@Suite("vcgraph on a hostile command line")
struct HostileCommandLineTests {
    static let scenario = packageRoot.appendingPathComponent("samples/two-windows.yaml").path

    @Test(
        "an empty path is exit 2 with a clear message, for every command",
        arguments: [
            ["analyze", ""], ["explain", "", "--controller", "a"], ["check", ""], ["diff", "", scenario], ["render", ""],
            ["render", scenario, "-o", ""], ["docs", scenario, "-o", ""], ["document", scenario, "-o", ""], ["segues", ""],
            ["import", scenario, "-o", ""], ["analyze", scenario, "--kind-file", ""],
        ])
    func emptyPaths(_ arguments: [String]) throws {
        let result = try vcgraph(arguments)
        #expect(result.status == 2, "\(result.stderr)")
        #expect(result.stderr.contains("empty"), "\(result.stderr)")
        #expect(!result.stderr.contains(": No such file or directory"), "\(result.stderr)")
    }

    @Test("segues --silence with an empty id is exit 2 naming the ids, not a trap")
    func emptySilence() throws {
        let result = try vcgraph(["segues", "--silence", "", "x.storyboard"])
        #expect(result.status == 2, "\(result.stderr)")
        #expect(result.stderr.contains("--silence takes a finding id"), "\(result.stderr)")
    }

    @Test("a scenario read from a pipe, as /dev/stdin, is read as the file it came from")
    func readsPipes() throws {
        let process = Process()
        process.executableURL = try vcgraphExecutable.get()
        process.arguments = ["analyze", "/dev/stdin"]
        let input = Pipe(), output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        try input.fileHandleForWriting.write(contentsOf: try Data(contentsOf: URL(fileURLWithPath: Self.scenario)))
        try input.fileHandleForWriting.close()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        #expect(text == (try vcgraph(["analyze", Self.scenario]).stdout))
    }

    @Test("a named pipe inside a folder is skipped with a note; nothing waits for it")
    func pipesInFoldersAreSkipped() throws {
        let folder = try temporaryFolder()
        try FileManager.default.copyItem(atPath: Self.scenario, toPath: folder.appendingPathComponent("a.yaml").path)
        #expect(mkfifo(folder.appendingPathComponent("b.yaml").path, 0o600) == 0)
        let result = try vcgraph(["check", folder.path])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.contains("b.yaml: skipped, as it is not a regular file"), "\(result.stderr)")
    }

    @Test("-o /dev/stdout with standard output closed is exit 3, not a silent success")
    func closedStandardOutputByName() throws {
        for path in ["/dev/stdout", "/dev/fd/1"] {
            let status = try Self.runClosingStandardOutput(["render", Self.scenario, "--format", "dot", "-o", path])
            #expect(status == 3, "\(path)")
        }
    }

    @Test("explain with an unknown id in a big hierarchy suggests the nearest id on one short line")
    func unknownControllerInABigHierarchy() throws {
        var text = "name: Wide\nwindow: { tabBar: tabs, tabs: ["
        text += (0..<3_000).map { "c\($0)" }.joined(separator: ", ") + "] }\n"
        let file = try scenarioFile("wide.yaml", text)
        let result = try vcgraph(["explain", file, "--controller", "c29999"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("did you mean 'c2999'?") && result.stderr.contains(" controllers)"), "\(result.stderr)")
        #expect(result.stderr.utf8.count < 300)
    }

    @Test("render --timeout that runs out during layout says so on standard error and exits 124")
    func timeoutDuringLayout() throws {
        // 11,000 controllers: Graphviz lays them out for far longer than the timeout on any machine.
        let file = try tabsOfStacks(tabs: 1_000)
        let output = try temporaryFolder().appendingPathComponent("big.svg").path
        let result = try vcgraph(["render", file, "-o", output, "--timeout", "0.5"])
        #expect(result.status == 124)
        #expect(result.stderr.contains("stopped after --timeout 0.5 s"), "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: output))
    }

    @Test("a whole hierarchy of 20,000 controllers or more is drawn with a note that says what it costs and how to draw a part")
    func largeHierarchyNote() throws {
        let file = try tabsOfStacks(tabs: 2_000)
        let output = try temporaryFolder().appendingPathComponent("big.svg").path
        // 22,003: the tabs, their stacks, and the More navigation controller with its list.
        // The note comes before the drawing, which the timeout may stop.
        let result = try vcgraph(["render", file, "-o", output, "--timeout", "4"])
        #expect(result.status == 0 || result.status == 124)
        #expect(result.stderr.contains("note: 22003 controllers in one diagram"), "\(result.stderr)")
        #expect(result.stderr.contains("--focus ID") && result.stderr.contains("--on-screen"), "\(result.stderr)")
        let small = try vcgraph(["render", try tabsOfStacks(tabs: 10), "-o", output])
        #expect(small.status == 0)
        #expect(!small.stderr.contains("in one diagram"), "\(small.stderr)")
    }

    /// Runs vcgraph with descriptor 1 closed; its exit status.
    static func runClosingStandardOutput(_ arguments: [String]) throws -> Int32 {
        let executable = try vcgraphExecutable.get().path
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addclose(&actions, 1)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        var argv = ([executable] + arguments).map { strdup($0) }
        argv.append(nil)
        defer { for argument in argv { free(argument) } }
        var pid: pid_t = 0
        try #require(posix_spawn(&pid, executable, &actions, nil, &argv, environ) == 0)
        var status: Int32 = 0
        waitpid(pid, &status, 0)
        return (status >> 8) & 0xFF
    }
}
