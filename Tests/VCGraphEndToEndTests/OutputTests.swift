import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What vcgraph does when its output cannot be written, and where its outputs go
///.

// MARK: - Running vcgraph through a shell, for redirections

/// Runs `script` with bash, `$VCGRAPH` naming the executable, in `directory`.
private func shell(_ script: String, in directory: URL = packageRoot) throws -> Output {
    let environment = childEnvironment(["VCGRAPH": try vcgraphExecutable.get().path])
    return try run(URL(fileURLWithPath: "/bin/bash"), ["-c", script], environment: environment, in: directory)
}

/// A scenario of a root with `children` children: large enough that its outputs outgrow a
/// pipe's buffer and a small file system.
private func wideScenario(children: Int) throws -> String {
    let lines = (0..<children).map { "    - child\($0)" }.joined(separator: "\n")
    return try scenarioFile("wide.yaml", "name: wide\nwindow:\n  controller: root\n  children:\n\(lines)\n")
}

/// A tab bar of `tabs` navigation stacks, 10 deep: a layout of many seconds.
func tabsOfStacks(tabs: Int) throws -> String {
    var text = "name: Big\nwindow:\n  tabBar: tabs\n  tabs:\n"
    for tab in 0..<tabs {
        text += "    - navigation: nav\(tab)\n      stack: [" + (0..<10).map { "s\(tab)x\($0)" }.joined(separator: ", ") + "]\n"
    }
    return try scenarioFile("big.yaml", text)
}

private let sample = "samples/presentation-chain.yaml"

/// Every command that writes to standard output, with its arguments.
private let stdoutCommands: [String] = [
    "analyze \(sample)",
    "analyze \(sample) --format json",
    "check \(sample)",
    "explain \(sample) --controller A",
    "render \(sample) --format svg",
    "render \(sample) --format mermaid",
    "--help",
]

// MARK: - Mounts, for a read-only folder and a full file system

/// Mounts a tmpfs of `size` bytes on `folder` (read-only if asked); false where mounting is
/// not permitted (not root, or no CAP_SYS_ADMIN in a container).
private func mountTmpfs(on folder: URL, size: Int, readOnly: Bool = false) -> Bool {
    let options = "size=\(size)" + (readOnly ? ",ro" : "")
    guard let result = try? shell("mount -t tmpfs -o \(options) tmpfs '\(folder.path)' 2>/dev/null") else { return false }
    return result.status == 0
}

private func unmount(_ folder: URL) {
    _ = try? shell("umount '\(folder.path)'")
}

/// Whether this machine lets the tests mount a tmpfs (checked once).
private let canMount: Bool = {
    guard let folder = try? temporaryFolder() else { return false }
    defer { unmount(folder) }
    return mountTmpfs(on: folder, size: 65536)
}()

/// The names in `folder`, hidden ones included.
private func contents(of folder: URL) -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
}

@Suite("vcgraph's outputs: failures, paths, formats")
struct OutputTests {
    // MARK: Standard output

    @Test("standard output on /dev/full: one line naming the output and the reason, exit 3", arguments: stdoutCommands)
    func fullDevice(_ command: String) throws {
        let result = try shell("\"$VCGRAPH\" \(command) > /dev/full")
        #expect(result.status == 3)
        #expect(result.stderr == "vcgraph: error: standard output: No space left on device\n")
    }

    @Test("a closed standard output: one line, exit 3, and nothing written anywhere else", arguments: stdoutCommands)
    func closedStandardOutput(_ command: String) throws {
        let result = try shell("\"$VCGRAPH\" \(command) >&-")
        #expect(result.status == 3)
        #expect(result.stderr == "vcgraph: error: standard output: Bad file descriptor\n")
    }

    @Test("a reader that goes away (| head -1) ends vcgraph quietly by SIGPIPE (141)", arguments: ["--format json", "--format text"])
    func brokenPipe(_ format: String) throws {
        let file = try wideScenario(children: 3000)
        let result = try shell("\"$VCGRAPH\" analyze '\(file)' \(format) | head -1; echo \"${PIPESTATUS[0]}\" >&2")
        #expect(result.stderr == "141\n")
        #expect(result.stdout.split(separator: "\n").count == 1)
    }

    @Test("a closed pipe on an output file's own writer is an ordinary error: files are never SIGPIPE's business")
    func outputFileToStandardOutputStillWorks() throws {
        let result = try shell("\"$VCGRAPH\" render \(sample) -o /dev/stdout | head -c 5")
        #expect(result.status == 0)
        #expect(result.stdout == "<?xml")
    }

    // MARK: Files

    @Test("-o /dev/full: the path and the reason, exit 3")
    func fileOnFullDevice() throws {
        let result = try shell("\"$VCGRAPH\" render \(sample) -o /dev/full")
        #expect(result.status == 3)
        #expect(result.stderr == "vcgraph: error: /dev/full: No space left on device\n")
    }

    @Test("-o a folder, a dangling link, a missing parent: a message of its own each, exit 3, nothing created")
    func refusedPaths() throws {
        let folder = try temporaryFolder()
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("d.svg"), withIntermediateDirectories: false)
        try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("dangling.svg").path, withDestinationPath: "nowhere.svg")
        let cases = [
            ("d.svg", "vcgraph: error: d.svg: is a folder; name a file to write, or ask for several outputs\n"),
            ("dangling.svg", "vcgraph: error: dangling.svg: is a symbolic link to 'nowhere.svg', which does not exist\n"),
            ("missing/x.svg", "vcgraph: error: missing/x.svg: the folder 'missing' does not exist\n"),
        ]
        for (path, message) in cases {
            let result = try shell("\"$VCGRAPH\" render '\(packageRoot.path)/\(sample)' -o \(path)", in: folder)
            #expect(result.status == 3, "\(path)")
            #expect(result.stderr == message)
        }
        #expect(contents(of: folder) == ["d.svg", "dangling.svg"])
        #expect(contents(of: folder.appendingPathComponent("d.svg")).isEmpty)
    }

    @Test("-o a symbolic link writes through to its target, atomically; the link stays a link")
    func symbolicLink() throws {
        let folder = try temporaryFolder()
        let target = folder.appendingPathComponent("real.svg"), link = folder.appendingPathComponent("link.svg")
        try Data("old".utf8).write(to: target)
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: "real.svg")
        let result = try vcgraph(["render", sample, "-o", link.path])
        #expect(result.status == 0)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == "real.svg")
        #expect(try String(contentsOf: target, encoding: .utf8).hasPrefix("<?xml"))
        #expect(contents(of: folder) == ["link.svg", "real.svg"])
    }

    @Test(
        "a full file system: exit 3 naming the file, the previous file untouched, no temporary left",
        .enabled(if: canMount, "mounting a small tmpfs is not permitted here: skipped"))
    func fullFileSystem() throws {
        let folder = try temporaryFolder()
        #expect(mountTmpfs(on: folder, size: 16384))
        defer { unmount(folder) }
        let previous = folder.appendingPathComponent("wide.json")
        try Data("previous".utf8).write(to: previous)
        let file = try wideScenario(children: 200)
        let result = try vcgraph(["render", file, "--format", "json", "-o", previous.path])
        #expect(result.status == 3)
        #expect(result.stderr == "vcgraph: error: \(previous.path): No space left on device\n")
        #expect(try String(contentsOf: previous, encoding: .utf8) == "previous")
        #expect(contents(of: folder) == ["wide.json"])
    }

    @Test("a read-only folder: its own message, exit 3, nothing written")
    func readOnlyFolder() throws {
        // Tests run as root, whom permission bits do not stop: a read-only mount, or else an
        // immutable folder (chattr +i), stops everyone.
        let folder = try temporaryFolder()
        let expected: String
        if mountTmpfs(on: folder, size: 65536, readOnly: true) {
            expected = "the folder '\(folder.path)' is on a read-only file system"
        } else if (try? shell("chattr +i '\(folder.path)' 2>/dev/null").status) == 0 {
            expected = "no permission to create a file in the folder '\(folder.path)'"
        } else {
            print("readOnlyFolder: SKIPPED: neither a read-only mount nor chattr +i is permitted here")
            return
        }
        defer {
            unmount(folder)
            _ = try? shell("chattr -i '\(folder.path)' 2>/dev/null")
        }
        let output = folder.appendingPathComponent("x.svg").path
        let result = try vcgraph(["render", sample, "-o", output])
        #expect(result.status == 3)
        #expect(result.stderr == "vcgraph: error: \(output): \(expected)\n")
        #expect(contents(of: folder).isEmpty)
    }

    @Test("a temporary left by a killed vcgraph is removed by the next run into its folder; a live one is kept")
    func staleTemporaries() throws {
        let folder = try temporaryFolder()
        // No process has pid 2^22 + 1 on Linux (pid_max is at most 2^22).
        let stale = ".x.svg.vcgraph-tmp-4194305-1", live = ".y.svg.vcgraph-tmp-1-1", foreign = ".notes.txt"
        for name in [stale, live, foreign] { try Data().write(to: folder.appendingPathComponent(name)) }
        let result = try vcgraph(["render", sample, "-o", folder.appendingPathComponent("x.svg").path])
        #expect(result.status == 0)
        #expect(contents(of: folder) == [foreign, live, "x.svg"])
    }

    /// A folder of thousands of files takes several reads of its entries, each filling
    /// readdir's buffer to its end: the sweep reads each name in place (AddressSanitizer found
    /// it copying 256 bytes of the last one, past the buffer, after a killed docs worker).
    @Test("the sweep of stale temporaries reads a folder of thousands of files, and removes every stale one in it")
    func staleTemporariesInALargeFolder() throws {
        let folder = try temporaryFolder()
        var stale: [String] = []
        for index in 0..<3_000 {
            let name =
                index % 100 == 0 ? ".page-\(index).svg.vcgraph-tmp-4194305-\(index)" : "page-\(index)" + String(repeating: "x", count: index % 40)
            if name.hasPrefix(".") { stale.append(name) }
            try Data().write(to: folder.appendingPathComponent(name))
        }
        let result = try vcgraph(["render", sample, "-o", folder.appendingPathComponent("x.svg").path])
        #expect(result.status == 0, "\(result.stderr)")
        let left = Set(contents(of: folder))
        #expect(stale.allSatisfy { !left.contains($0) }, "a stale temporary was left")
        #expect(left.count == 3_000 - stale.count + 1)
    }

    // MARK: Formats from -o

    @Test(
        "without --format, -o's extension names the format",
        arguments: [
            ("x.svg", "<?xml"), ("x.dot", "digraph"), ("x.gv", "digraph"), ("x.json", "{"), ("x.mmd", "flowchart"), ("x.pdf", "%PDF"),
            ("x.png", "\u{FFFD}PNG"),
        ])
    func formatFromExtension(_ name: String, _ start: String) throws {
        let output = try temporaryFolder().appendingPathComponent(name)
        let result = try vcgraph(["render", sample, "-o", output.path])
        #expect(result.status == 0, "\(result.stderr)")
        let text = String(decoding: try Data(contentsOf: output), as: UTF8.self)
        #expect(text.hasPrefix(start))
    }

    @Test(
        "an unknown extension, or one that contradicts --format, is exit 2 naming the choices",
        arguments: [
            ["-o", "x.jpg"], ["-o", "x.svg", "--format", "png"], ["-o", "x.mmd", "--format", "source"],
        ])
    func extensionErrors(_ arguments: [String]) throws {
        let folder = try temporaryFolder()
        let result = try shell("\"$VCGRAPH\" render '\(packageRoot.path)/\(sample)' \(arguments.joined(separator: " "))", in: folder)
        #expect(result.status == 2)
        #expect(result.stderr.contains(".svg .png .pdf .dot .gv .json .mmd"))
        #expect(contents(of: folder).isEmpty)
    }

    @Test("--format source may be written to .dot or .gv")
    func sourceAsDot() throws {
        let output = try temporaryFolder().appendingPathComponent("x.gv")
        let result = try vcgraph(["render", sample, "--format", "source", "-o", output.path])
        #expect(result.status == 0)
        #expect(try String(contentsOf: output, encoding: .utf8).hasPrefix("digraph"))
    }

    @Test("several formats need a folder: never a folder named one.svg")
    func severalFormatsNeedAFolder() throws {
        let folder = try temporaryFolder()
        let result = try shell("\"$VCGRAPH\" render '\(packageRoot.path)/\(sample)' --format svg --format png -o one.svg", in: folder)
        #expect(result.status == 2)
        #expect(result.stderr.contains("several outputs need -o FOLDER"))
        #expect(contents(of: folder).isEmpty)
        let fine = try shell("\"$VCGRAPH\" render '\(packageRoot.path)/\(sample)' --format svg --format mermaid -o out", in: folder)
        #expect(fine.status == 0)
        #expect(contents(of: folder.appendingPathComponent("out")) == ["presentation-chain.mermaid", "presentation-chain.svg"])
    }

    // MARK: check DIR

    @Test("check DIR checks the scenario files under it, sorted and at any depth")
    func checkFolder() throws {
        let byFolder = try vcgraph(["check", "samples"])
        let byFiles = try shell("\"$VCGRAPH\" check samples/*.yaml")
        #expect(byFolder.status == 0)
        #expect(byFolder.stdout == byFiles.stdout)

        let folder = try temporaryFolder()
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("b/c"), withIntermediateDirectories: true)
        let scenario = "window:\n  navigation: nav\n  stack: [A]\nexpect:\n  - topViewController(nav): A\n"
        for name in ["b/c/z.yml", "a.json.txt", "b/y.yaml"] { try Data(scenario.utf8).write(to: folder.appendingPathComponent(name)) }
        let verbose = try vcgraph(["check", "-v", folder.path])
        #expect(verbose.status == 0)
        #expect(verbose.lastLine == "2 passed, 0 failed")
        let yaml = verbose.stdout.range(of: "b/y.yaml"), yml = verbose.stdout.range(of: "b/c/z.yml")
        #expect(yml != nil && yaml != nil && yml!.lowerBound < yaml!.lowerBound)
    }

    @Test("a run that met an invalid file prints no summary line, and exits 2")
    func noSummaryOnInvalidInput() throws {
        let invalid = try scenarioFile("bad.yaml", "window: [\n")
        let result = try vcgraph(["check", sample, invalid])
        #expect(result.status == 2)
        #expect(!result.stdout.contains(" passed, "))
    }

    @Test("analyze of a folder says it is a folder, not NSCocoaErrorDomain")
    func analyzeFolder() throws {
        let result = try vcgraph(["analyze", "samples"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("samples: error: cannot read the file: it is a folder"))
    }

    // MARK: Numbers and time

    @Test(
        "every numeric option is range-checked: exit 2 with a message naming the option",
        arguments: [
            ["--nslimit", "inf"], ["--nslimit", "1e300"], ["--nslimit", "-1"], ["--nslimit", "nan"],
            ["--mclimit", "inf"], ["--mclimit", "0"], ["--mclimit", "-3"], ["--step", "-1"], ["--step", "1e300"],
            ["--timeout", "0"], ["--timeout", "-1"], ["--timeout", "inf"], ["--timeout", "nan"],
        ])
    func numericOptions(_ arguments: [String]) throws {
        let result = try vcgraph(["render", sample, "--format", "source"] + arguments)
        #expect(result.status == 2)
        #expect(result.stderr.contains(arguments[0]) || result.stderr.contains(String(arguments[0].dropFirst(2))))
        #expect(result.stdout.isEmpty)
    }

    @Test("--timeout stops a long render with exit 124 and one line, leaving no file behind")
    func timeout() throws {
        // 11,000 controllers, which Graphviz lays out in tens of seconds even with the limits
        // vcgraph chooses: far beyond the timeout on any machine.
        let file = try tabsOfStacks(tabs: 1_000)
        let folder = try temporaryFolder()
        let result = try vcgraph(["render", file, "--format", "svg", "--format", "png", "-o", folder.path, "--timeout", "0.2"])
        // 124 is the watchdog's own status: the render did not run to its end.
        #expect(result.status == 124)
        #expect(result.stderr.hasSuffix("vcgraph: error: stopped after --timeout 0.2 s; no output was left half-written\n"))
        #expect(contents(of: folder).isEmpty)
    }

    @Test("a large hierarchy is laid out by vcgraph, with no note; given --nslimit or --mclimit, Graphviz's dot lays it out with them")
    func largeHierarchyLayout() throws {
        let file = try wideScenario(children: 2500)
        let placed = try vcgraph(["render", file, "--format", "source"])
        #expect(placed.status == 0, "\(placed.stderr)")
        #expect(placed.stderr.isEmpty)
        #expect(placed.stdout.contains("layout=nop2"))
        #expect(!placed.stdout.contains("nslimit"))
        let svg = try vcgraph(["render", file, "--format", "svg", "-o", try temporaryFolder().appendingPathComponent("w.svg").path])
        #expect(svg.status == 0 && svg.stderr.isEmpty, "\(svg.stderr)")
        let given = try vcgraph(["render", file, "--format", "source", "--nslimit", "5"])
        #expect(given.stdout.contains("nslimit=5"))
        #expect(!given.stdout.contains("layout=nop2"))
        #expect(!given.stderr.contains("note:"))
    }
}
