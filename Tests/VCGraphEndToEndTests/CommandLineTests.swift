import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The built `vcgraph` executable, run as a user runs it: arguments, exit status, standard
/// output and standard error.

// MARK: - Finding and running vcgraph

/// The package's root, found from this file's place in it (Tests/VCGraphEndToEndTests/…).
let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

struct ExecutableNotFound: Error, CustomStringConvertible {
    var tried: [String]
    var description: String {
        "the vcgraph executable was not found; build it with `swift build --build-tests` (this test target depends on it) "
            + "or set VCGRAPH_EXECUTABLE. Looked at: " + tried.joined(separator: ", ")
    }
}

/// The `vcgraph` built with this test bundle: beside the test runner (`swift test` on Linux
/// runs `<scratch>/debug/<package>PackageTests.xctest` from the build folder), beside a loaded
/// `.xctest` bundle (macOS), or in the package's default `.build/debug`. `VCGRAPH_EXECUTABLE`
/// overrides them all.
let vcgraphExecutable: Result<URL, ExecutableNotFound> = {
    var candidates: [URL] = []
    if let path = ProcessInfo.processInfo.environment["VCGRAPH_EXECUTABLE"], !path.isEmpty {
        candidates.append(URL(fileURLWithPath: path))
    }
    if let runner = Bundle.main.executableURL {
        candidates.append(runner.resolvingSymlinksInPath().deletingLastPathComponent().appendingPathComponent("vcgraph"))
        candidates.append(runner.deletingLastPathComponent().appendingPathComponent("vcgraph"))
    }
    for bundle in Bundle.allBundles where bundle.bundleURL.pathExtension == "xctest" {
        candidates.append(bundle.bundleURL.deletingLastPathComponent().appendingPathComponent("vcgraph"))
    }
    candidates.append(packageRoot.appendingPathComponent(".build/debug/vcgraph"))
    for candidate in candidates where FileManager.default.isExecutableFile(atPath: candidate.path) {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: candidate.path, isDirectory: &isDirectory), !isDirectory.boolValue {
            return .success(candidate)
        }
    }
    return .failure(ExecutableNotFound(tried: candidates.map(\.path)))
}()

struct Output {
    var status: Int32
    var stdout: String
    var stderr: String

    /// The last line of standard output, without its newline.
    var lastLine: String? { stdout.split(separator: "\n").last.map(String.init) }
}

/// Runs `vcgraph arguments` in `directory`, with `NO_COLOR` removed from the environment
/// unless `environment` sets it.
func vcgraph(
    _ arguments: [String], environment: [String: String] = [:], in directory: URL = packageRoot
) throws -> Output {
    try run(try vcgraphExecutable.get(), arguments, environment: childEnvironment(environment), in: directory)
}

/// Runs a program with no standard input. Standard output and error go to files, so a large
/// output can never block the child. The status is the exit status, or 128 + the signal that
/// ended the process, as a shell reports it.
func run(_ executable: URL, _ arguments: [String], environment: [String: String], in directory: URL) throws -> Output {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let outURL = folder.appendingPathComponent("stdout"), errURL = folder.appendingPathComponent("stderr")
    _ = FileManager.default.createFile(atPath: outURL.path, contents: nil)
    _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
    let out = try FileHandle(forWritingTo: outURL), err = try FileHandle(forWritingTo: errURL)

    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    process.currentDirectoryURL = directory
    process.environment = environment
    process.standardInput = FileHandle.nullDevice
    process.standardOutput = out
    process.standardError = err
    try process.run()
    process.waitUntilExit()
    try out.close()
    try err.close()
    let status = process.terminationReason == .uncaughtSignal ? 128 + process.terminationStatus : process.terminationStatus
    return Output(
        status: status,
        stdout: try String(contentsOf: outURL, encoding: .utf8),
        stderr: try String(contentsOf: errURL, encoding: .utf8))
}

func childEnvironment(_ overrides: [String: String]) -> [String: String] {
    var environment = ProcessInfo.processInfo.environment
    environment["NO_COLOR"] = nil
    environment["VCGRAPH_RECORD"] = nil
    for (key, value) in overrides { environment[key] = value }
    return environment
}

/// One folder for this test run's files, removed when the test runner exits.
private let runFolder: URL = {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("vcgraph-e2e-\(UUID().uuidString)")
    atexit { try? FileManager.default.removeItem(at: runFolder) }
    return url
}()

func temporaryFolder() throws -> URL {
    let url = runFolder.appendingPathComponent(UUID().uuidString)
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}

/// Writes `text` to a new temporary folder as `name`; returns its path.
func scenarioFile(_ name: String, _ text: String) throws -> String {
    let url = try temporaryFolder().appendingPathComponent(name)
    try Data(text.utf8).write(to: url)
    return url.path
}

private let sampleNames: [String] = {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: packageRoot.appendingPathComponent("samples").path)) ?? []
    return names.filter { $0.hasSuffix(".yaml") }.sorted()
}()

private let escape = "\u{1B}"

/// A scenario with one failing expectation at line 6, column 5, and one that passes.
private let failingScenario = """
    window:
      navigation: nav
      stack: [A, B]
    expect:
      - topViewController(nav): B
      - topViewController(nav): A
    """

// MARK: - Tests

@Suite("vcgraph on the command line")
struct CommandLineTests {
    @Test("render: Graphviz's own printing reaches standard error only as vcgraph's warning")
    func graphvizPrintsAreCaptured() throws {
        // 400 children side by side, laid out by Graphviz's dot (--mclimit): wider than the
        // 32,767 pixels cairo draws, so Graphviz's cairo plugin scales the PNG down and says
        // so with its own fprintf.
        let children = (0..<400).map { "    - child\($0)" }.joined(separator: "\n")
        let file = try scenarioFile("wide.yaml", "name: wide\nwindow:\n  controller: root\n  children:\n\(children)\n")
        let output = try temporaryFolder().appendingPathComponent("wide.png").path
        let result = try vcgraph(["render", file, "-o", output, "--no-legend", "--mclimit", "1"])
        #expect(result.status == 0)
        #expect(result.stderr.hasPrefix("warning: Graphviz: graph is too large for cairo-renderer bitmaps. Scaling by "))
        #expect(!result.stderr.contains("(null)"))
        #expect(FileManager.default.fileExists(atPath: output))
    }

    @Test("render --focus with an unknown id exits 2 and suggests the nearest id; a known one draws its family")
    func focus() throws {
        let wrong = try vcgraph(["render", "samples/large-app.yaml", "--focus", "compse", "--format", "source"])
        #expect(wrong.status == 2)
        #expect(wrong.stderr == "samples/large-app.yaml: error: --focus 'compse' names no controller of this scenario; did you mean 'compose'?\n")
        let right = try vcgraph(["render", "samples/large-app.yaml", "--focus", "composeNav", "--format", "source"])
        #expect(right.status == 0, "stderr: \(right.stderr)")
        #expect(right.stdout.contains("focus on composeNav") && !right.stdout.contains("settingsNav"))
    }

    @Test("render --show-detached draws what is in no window; --on-screen only what is on screen; --appearance dark a dark page")
    func selections() throws {
        let hidden = try vcgraph(["render", "samples/large-app.yaml", "--format", "source"])
        #expect(hidden.stdout.contains("9 controllers not drawn (in no window)") && !hidden.stdout.contains("paywall"))
        let shown = try vcgraph(["render", "samples/large-app.yaml", "--format", "source", "--show-detached"])
        #expect(shown.stdout.contains("paywall") && !shown.stdout.contains("not drawn"))
        let onScreen = try vcgraph(["render", "samples/large-app.yaml", "--format", "source", "--on-screen"])
        #expect(onScreen.stdout.contains("followers") && !onScreen.stdout.contains("settingsNav"))
        let dark = try vcgraph(["render", "samples/large-app.yaml", "--format", "source", "--appearance", "dark"])
        #expect(dark.stdout.contains("bgcolor=\"#000000\"") && !dark.stdout.contains("#1d1d1f"))
    }

    @Test("the vcgraph executable is found")
    func executableIsFound() throws {
        let url = try vcgraphExecutable.get()
        #expect(url.lastPathComponent == "vcgraph")
    }

    // MARK: check

    @Test("check samples/*.yaml exits 0 and ends with 'N passed, 0 failed'")
    func checkSamples() throws {
        try #require(sampleNames.count >= 15, "the samples folder is missing or nearly empty")
        let output = try vcgraph(["check"] + sampleNames.map { "samples/\($0)" })
        #expect(output.status == 0, "stderr: \(output.stderr)")
        #expect(output.stderr == "")
        let lines = output.stdout.split(separator: "\n", omittingEmptySubsequences: false)
        // Nothing but the summary (and the final newline) when every check passes.
        #expect(lines.count == 2)
        #expect(lines.last == "")
        let summary = try #require(output.lastLine)
        let parts = summary.split(separator: " ")
        try #require(parts.count == 4, "unexpected summary line: \(summary)")
        let passed = try #require(Int(parts[0]), "unexpected summary line: \(summary)")
        #expect(passed >= sampleNames.count, "every sample has at least one check")
        #expect(parts[1...] == ["passed,", "0", "failed"])
    }

    @Test("check -v lists every passing check before the summary")
    func checkVerbose() throws {
        let output = try vcgraph(["check", "-v", "samples/homepwner-current-context.yaml"])
        #expect(output.status == 0)
        let lines = output.stdout.split(separator: "\n").map(String.init)
        // The sample has 9 expectations.
        #expect(lines.count == 10)
        #expect(lines.first == "samples/homepwner-current-context.yaml:23:5: passed: presentingViewController(detail): items")
        #expect(lines.last == "9 passed, 0 failed")
    }

    @Test("check on a failing file exits 1 and prints the failure on standard output, as clang's error and note")
    func checkFailing() throws {
        let file = try scenarioFile("failing.yaml", failingScenario)
        let output = try vcgraph(["check", file])
        #expect(output.status == 1)
        #expect(output.stderr == "")
        let lines = output.stdout.split(separator: "\n").map(String.init)
        try #require(lines.count == 3, "stdout: \(output.stdout)")
        #expect(lines[0] == "\(file):6:5: error: expected topViewController(nav) to be A, but it is B [R5.1]")
        #expect(lines[1] == "\(file):6:5: note: <UINavigationController: nav>'s stack is [A, B], root first (R5.1)")
        #expect(lines[2] == "1 passed, 1 failed")
    }

    @Test("check on a failing file among passing ones still exits 1 and counts all")
    func checkFailingAmongSamples() throws {
        let file = try scenarioFile("failing.yaml", failingScenario)
        let alone = try vcgraph(["check", "samples/homepwner-current-context.yaml"])
        let output = try vcgraph(["check", "samples/homepwner-current-context.yaml", file])
        #expect(alone.lastLine == "9 passed, 0 failed")
        #expect(output.status == 1)
        #expect(output.lastLine == "10 passed, 1 failed")
    }

    @Test("check on an unexpected diagnostic exits 1")
    func checkUnexpectedDiagnostic() throws {
        let file = try scenarioFile(
            "diagnostic.yaml",
            """
            window:
              navigation: nav
              stack: [A]
            controllers:
              - navigation: other
                stack: [B]
            steps:
              - push: { onto: nav, controller: other }
            """)
        let output = try vcgraph(["check", file])
        #expect(output.status == 1)
        #expect(
            output.stdout.hasPrefix(
                """
                \(file):8:5: error: unexpected error: Pushing a navigation controller is not supported [R5.3]
                \(file):8:5: note: no expectError or expectWarning of the step names it; it comes from R5.3 (What push refuses)

                """))
        #expect(output.lastLine == "0 passed, 1 failed")
    }

    @Test("an invalid file exits 2 with file:line:col: error: on standard error", arguments: ["check", "analyze"])
    func invalidFile(_ command: String) throws {
        let file = try scenarioFile(
            "invalid.yaml",
            """
            name: Typo
            devcie: ipad
            window: A
            """)
        let output = try vcgraph([command, file])
        #expect(output.status == 2)
        #expect(
            output.stderr == """
                \(file):2:1: error: unknown key 'devcie'
                \(file):2:1: note: did you mean 'device'?
                \(file):2:1: note: valid keys here: name, description, device, horizontalSizeClass, verticalSizeClass, ios, options, window, windows, controllers, steps, expect

                """)
        #expect(!output.stdout.contains("error"))
    }

    @Test("check --reporter github prints a workflow annotation per failure, with its rule, and exits 1")
    func githubReporter() throws {
        let file = try scenarioFile("annotated.yaml", "window: A\nexpect:\n  - presentedViewController(A): A\n")
        let output = try vcgraph(["check", "--reporter", "github", file])
        #expect(output.status == 1)
        #expect(output.stdout.hasPrefix("::error file=\(file),line=3,col=5,title=vcgraph check [R2.1]::expected presentedViewController(A)"))
        #expect(output.lastLine == "::notice title=vcgraph check::0 passed, 1 failed")
    }

    @Test("check --reporter junit reports each input error as an error at its line, and --reporter github annotates each")
    func inputErrorsForCI() throws {
        let file = try scenarioFile("invalid.yaml", "devcie: ipad\nwindow: A\nsteps:\n  - dismiss: nowhere\n")
        let junit = try vcgraph(["check", "--reporter", "junit", file])
        #expect(junit.status == 2)
        #expect(junit.stdout.contains("<testsuites name=\"vcgraph check\" tests=\"2\" failures=\"0\" errors=\"2\">"))
        #expect(junit.stdout.contains("<testcase name=\"1:1 unknown key &apos;devcie&apos;\" classname=\"\(file)\" file=\"\(file)\" line=\"1\">"))
        #expect(junit.stdout.contains("<error message=\"no controller has the id &apos;nowhere&apos;\" type=\"invalid input\">\(file):4:14: error: "))
        let github = try vcgraph(["check", "--reporter", "github", file])
        #expect(github.status == 2)
        let annotations = github.stdout.split(separator: "\n")
        #expect(annotations.count == 2 && annotations.allSatisfy { $0.hasPrefix("::error file=\(file),line=") })
        #expect(github.stdout.contains("::error file=\(file),line=4,col=14,title=vcgraph%3A invalid input::no controller has the id 'nowhere'\n"))
    }

    @Test("analyze --steps narrates each step on one line, R9.1 for a dismiss sent to a presenter")
    func stepsNarrated() throws {
        let file = try scenarioFile(
            "narrated.yaml",
            """
            window: root
            steps:
              - present: {from: root, controller: {controller: player}}
              - dismiss: root
            """)
        let output = try vcgraph(["analyze", "--steps", file])
        #expect(output.status == 0)
        #expect(
            output.stdout == """
                \(file):3:5: step 1 (present: player from root): root presents player in pageSheet (requested automatic, adapted) [§5, R3.1]
                \(file):4:5: step 2 (dismiss: root): root presents player, so dismiss ends that presentation; root stays [R9.1]

                """)
    }

    @Test("an invalid file among valid ones makes check exit 2")
    func checkInvalidAmongValid() throws {
        let invalid = try scenarioFile("invalid.yaml", "window: A\nsteps:\n  - dismiss: nowhere\n")
        let output = try vcgraph(["check", "samples/homepwner-current-context.yaml", invalid])
        #expect(output.status == 2)
        #expect(output.stderr == "\(invalid):3:14: error: no controller has the id 'nowhere'\n")
    }

    @Test("an unreadable file exits 2 with the file named on standard error", arguments: ["check", "analyze"])
    func missingFile(_ command: String) throws {
        let folder = try temporaryFolder()
        let file = folder.appendingPathComponent("missing.yaml").path
        let output = try vcgraph([command, file])
        #expect(output.status == 2)
        #expect(output.stderr.hasPrefix("\(file): error: "))
    }

    // MARK: analyze

    /// The same bytes run after run: `make determinism` runs it 50 times on every sample.
    @Test("analyze --format json equals the golden file", arguments: sampleNames)
    func analyzeJSON(_ name: String) throws {
        let first = try vcgraph(["analyze", "samples/\(name)", "--format", "json"])
        #expect(first.status == 0)
        #expect(first.stderr == "")
        let golden = packageRoot.appendingPathComponent(
            "Tests/PresentationReportsTests/__Snapshots__/SampleReportTests/\(name.replacingOccurrences(of: ".yaml", with: ".json"))")
        let expected = try Data(contentsOf: golden)
        #expect(Data(first.stdout.utf8) == expected, "differs from \(golden.lastPathComponent)")
    }

    @Test("analyze text is byte-identical to its golden file")
    func analyzeText() throws {
        let output = try vcgraph(["analyze", "samples/homepwner-current-context.yaml"])
        #expect(output.status == 0)
        let expected = try String(
            contentsOf: packageRoot.appendingPathComponent(
                "Tests/PresentationReportsTests/__Snapshots__/SampleReportTests/homepwner-current-context.txt"),
            encoding: .utf8)
        #expect(output.stdout == expected)
    }

    @Test("analyze --step 0 shows the hierarchy before the steps")
    func analyzeStepZero() throws {
        let before = try vcgraph(["analyze", "samples/homepwner-current-context.yaml", "--step", "0"])
        let after = try vcgraph(["analyze", "samples/homepwner-current-context.yaml"])
        let last = try vcgraph(["analyze", "samples/homepwner-current-context.yaml", "--step", "1"])
        #expect(before.status == 0)
        #expect(before.stdout.contains("<UINavigationController: nav>"))
        #expect(before.stdout.contains("<BNRItemsViewController: items>"))
        // The presented navigation controller and its detail come with the one step.
        #expect(!before.stdout.contains("detailNav"))
        #expect(!before.stdout.contains("<BNRDetailViewController: detail>"))
        #expect(after.stdout.contains("+ <UINavigationController: detailNav>"))
        #expect(after.stdout.contains("<BNRDetailViewController: detail>"))
        // The last step is the default.
        #expect(last.stdout == after.stdout)
    }

    @Test("analyze --step 0 --format json has no presentation yet")
    func analyzeStepZeroJSON() throws {
        let output = try vcgraph(["analyze", "samples/homepwner-current-context.yaml", "--step", "0", "--format", "json"])
        #expect(output.status == 0)
        let object = try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [String: Any]
        let controllers = object?["controllers"] as? [[String: Any]]
        #expect(controllers?.compactMap { $0["id"] as? String } == ["nav", "items"])
        #expect((object?["presentations"] as? [Any])?.isEmpty == true)
    }

    @Test("--step past the last step exits 2", arguments: ["analyze", "explain"])
    func stepPastTheLast(_ command: String) throws {
        var arguments = [command, "samples/homepwner-current-context.yaml", "--step", "2"]
        if command == "explain" { arguments += ["--controller", "items"] }
        let output = try vcgraph(arguments)
        #expect(output.status == 2)
        #expect(output.stdout == "")
        #expect(output.stderr == "samples/homepwner-current-context.yaml: error: --step 2 is past the last step (1)\n")
    }

    // MARK: explain

    @Test("explain --controller prints reasons naming the rules")
    func explain() throws {
        let output = try vcgraph(["explain", "samples/homepwner-current-context.yaml", "--controller", "detail"])
        #expect(output.status == 0)
        #expect(output.stderr == "")
        let lines = output.stdout.split(separator: "\n").map(String.init)
        #expect(lines.first == "<BNRDetailViewController: detail>")
        let presenting = lines.first { $0.hasPrefix("  presentingViewController: ") }
        #expect(presenting?.hasPrefix("  presentingViewController: items. ") == true)
        #expect(presenting?.contains("R2.2") == true)
        #expect(lines.contains { $0.hasPrefix("  navigationController: detailNav. ") && $0.contains("R1.3") })
    }

    @Test("explain with an unknown id exits 2")
    func explainUnknownID() throws {
        let output = try vcgraph(["explain", "samples/homepwner-current-context.yaml", "--controller", "detial"])
        #expect(output.status == 2)
        #expect(output.stdout == "")
        #expect(output.stderr.hasPrefix("samples/homepwner-current-context.yaml: error: no controller has the id 'detial'"))
        #expect(output.stderr.contains("detail"))
    }

    @Test("explain of a controller that exists only after a later step exits 2 at --step 0")
    func explainBeforeDeclaration() throws {
        let output = try vcgraph(["explain", "samples/homepwner-current-context.yaml", "--controller", "detail", "--step", "0"])
        #expect(output.status == 2)
        #expect(output.stderr.contains("no controller has the id 'detail'"))
    }

    // MARK: colour

    @Test("a non-terminal standard output gets no ANSI escapes, with or without NO_COLOR")
    func noColorOnPipes() throws {
        let file = try scenarioFile("failing.yaml", failingScenario)
        let invalid = try scenarioFile("invalid.yaml", "window: A\ndevcie: ipad\n")
        for environment in [[:], ["NO_COLOR": "1"]] {
            let failing = try vcgraph(["check", file], environment: environment)
            #expect(failing.status == 1)
            #expect(failing.stdout.contains("error"))
            #expect(!failing.stdout.contains(escape), "environment \(environment)")
            let bad = try vcgraph(["analyze", invalid], environment: environment)
            #expect(bad.status == 2)
            #expect(!bad.stderr.contains(escape), "environment \(environment)")
            let explained = try vcgraph(
                ["explain", "samples/homepwner-current-context.yaml", "--controller", "detail"], environment: environment)
            #expect(!explained.stdout.contains(escape))
        }
    }

    #if canImport(Glibc) || canImport(Darwin)
        @Test("on a terminal, check paints its output unless NO_COLOR=1")
        func colorOnTerminal() throws {
            let file = try scenarioFile("failing.yaml", failingScenario)
            let painted = try runOnTerminal(["check", file], environment: [:])
            #expect(painted.status == 1)
            #expect(painted.output.contains("\(escape)[31merror\(escape)[0m"), "a terminal gets colour: \(painted.output.debugDescription)")
            let plain = try runOnTerminal(["check", file], environment: ["NO_COLOR": "1"])
            #expect(plain.status == 1)
            #expect(plain.output.contains("error: expected topViewController(nav) to be A, but it is B"))
            #expect(!plain.output.contains(escape), "NO_COLOR=1: \(plain.output.debugDescription)")
        }
    #endif

    // MARK: help

    @Test("--help of each subcommand exits 0 and shows an example", arguments: ["analyze", "check", "explain", "render"])
    func help(_ command: String) throws {
        let output = try vcgraph([command, "--help"])
        #expect(output.status == 0)
        #expect(output.stdout.contains("USAGE: vcgraph \(command)"))
        #expect(output.stdout.components(separatedBy: "OVERVIEW:").count == 2, "the help is printed once")
        #expect(output.stdout.contains("Example"))
        #expect(examples(in: output.stdout, of: command).isEmpty == false, "no example line 'vcgraph \(command) …'")
    }

    @Test("the files named in the --help examples exist")
    func helpExamplesNameExistingFiles() throws {
        var missing: [String] = []
        for command in ["analyze", "check", "explain"] {
            let help = try vcgraph([command, "--help"]).stdout
            for example in examples(in: help, of: command) {
                for word in example.split(separator: " ") where word.hasPrefix("samples/") && !word.contains("*") {
                    if !FileManager.default.fileExists(atPath: packageRoot.appendingPathComponent(String(word)).path) {
                        missing.append("\(command): \(word)")
                    }
                }
            }
        }
        #expect(missing == [])
    }

    @Test("vcgraph --help exits 0 and lists the subcommands")
    func topLevelHelp() throws {
        let output = try vcgraph(["--help"])
        #expect(output.status == 0)
        for command in ["analyze", "check", "explain"] { #expect(output.stdout.contains("  \(command)")) }
    }
}

/// The example command lines of a help text: `vcgraph COMMAND …`, indented.
private func examples(in help: String, of command: String) -> [String] {
    help.split(separator: "\n")
        .map { $0.trimmingCharacters(in: .whitespaces) }
        .filter { $0.hasPrefix("vcgraph \(command) ") }
}

// MARK: - A pseudo-terminal

#if canImport(Glibc) || canImport(Darwin)
    /// Runs `vcgraph` with its standard output on a pseudo-terminal, so `isatty` is true;
    /// returns the exit status and what it wrote there.
    private func runOnTerminal(_ arguments: [String], environment: [String: String]) throws -> (status: Int32, output: String) {
        struct TerminalError: Error, CustomStringConvertible { var description: String }
        // posix_openpt and friends are not in Swift's Glibc module; look them up in libc.
        typealias OpenPT = @convention(c) (Int32) -> Int32
        typealias Grant = @convention(c) (Int32) -> Int32
        typealias PTSName = @convention(c) (Int32) -> UnsafeMutablePointer<CChar>?
        let libc = dlopen(nil, RTLD_NOW)
        func symbol<T>(_ name: String, as type: T.Type) throws -> T {
            guard let address = dlsym(libc, name) else { throw TerminalError(description: "\(name) is not available") }
            return unsafeBitCast(address, to: type)
        }
        let openpt = try symbol("posix_openpt", as: OpenPT.self)
        let grantpt = try symbol("grantpt", as: Grant.self)
        let unlockpt = try symbol("unlockpt", as: Grant.self)
        let ptsname = try symbol("ptsname", as: PTSName.self)

        let master = openpt(O_RDWR | O_NOCTTY)
        guard master >= 0, grantpt(master) == 0, unlockpt(master) == 0 else {
            throw TerminalError(description: "cannot open a pseudo-terminal (errno \(errno))")
        }
        defer { close(master) }
        _ = fcntl(master, F_SETFD, FD_CLOEXEC)
        // ptsname's buffer is static: only one test uses a terminal, one run after the other.
        guard let pointer = ptsname(master) else { throw TerminalError(description: "ptsname failed") }
        let slavePath = String(cString: pointer)
        let slave = open(slavePath, O_RDWR | O_NOCTTY | O_CLOEXEC)
        guard slave >= 0 else { throw TerminalError(description: "cannot open \(slavePath)") }
        let slaveHandle = FileHandle(fileDescriptor: slave, closeOnDealloc: false)

        let process = Process()
        process.executableURL = try vcgraphExecutable.get()
        process.arguments = arguments
        process.currentDirectoryURL = packageRoot
        process.environment = childEnvironment(environment)
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = slaveHandle
        process.standardError = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            close(slave)
            throw error
        }
        close(slave)  // the child has its own copy; reading ends when it closes it

        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(master, $0.baseAddress, $0.count) }
            if count > 0 {
                bytes += buffer[0..<count]
            } else if count < 0 && errno == EINTR {
                continue
            } else {
                break  // EIO on Linux once the child closed the terminal; 0 elsewhere
            }
        }
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: bytes, as: UTF8.self))
    }
#endif
