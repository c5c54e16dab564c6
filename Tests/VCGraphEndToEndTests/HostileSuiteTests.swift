import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// The hostile suite: every command on generated hostile inputs and on mutations
/// of valid ones, each run held to properties that every input must keep:
///
/// - it ends by itself (a bound of a minute, far beyond any of these inputs) with an exit
///   status of vcgraph's (0 to 3), never a signal;
/// - an invalid input is reported at a place (`file:line:col: error:`) or by name;
/// - nothing an input says reaches standard output, standard error or a text file as a
///   control character or a line break of its own, nor a page as markup;
/// - what `import` writes, `check` reads;
/// - nothing outside the output folder changes.
///
/// `make test` runs one mutation of one file in four and small shapes; `make hostile` runs
/// many mutations of every file (`VCGRAPH_HOSTILE_MUTATIONS`) and shapes ten times larger
/// (`VCGRAPH_HOSTILE_SCALE`).
@Suite("hostile inputs")
struct HostileSuiteTests {
    static let mutations = Int(ProcessInfo.processInfo.environment["VCGRAPH_HOSTILE_MUTATIONS"] ?? "") ?? 1
    /// How large the deep and wide shapes are: 1 in `make test`, 10 in `make hostile`, where
    /// containment is 50,000 deep, far past what a recursive reader's stack would hold.
    static let scale = Int(ProcessInfo.processInfo.environment["VCGRAPH_HOSTILE_SCALE"] ?? "") ?? 1

    /// What one run printed and how it ended.
    struct Run {
        var arguments: [String]
        var status: Int32
        var stdout: [UInt8]
        var stderr: [UInt8]
        var hung: Bool
        var signalled: Bool

        var text: String { String(decoding: stderr, as: UTF8.self) }
    }

    /// Runs vcgraph in `folder`, killed after a minute (a hang is then a finding).
    static func run(_ arguments: [String], in folder: URL) throws -> Run {
        let out = folder.appendingPathComponent(".stdout-\(UUID().uuidString)")
        let err = folder.appendingPathComponent(".stderr-\(UUID().uuidString)")
        defer {
            try? FileManager.default.removeItem(at: out)
            try? FileManager.default.removeItem(at: err)
        }
        _ = FileManager.default.createFile(atPath: out.path, contents: nil)
        _ = FileManager.default.createFile(atPath: err.path, contents: nil)
        let outHandle = try FileHandle(forWritingTo: out), errHandle = try FileHandle(forWritingTo: err)
        let process = Process()
        process.executableURL = try vcgraphExecutable.get()
        process.arguments = arguments
        process.currentDirectoryURL = folder
        // A crash is a finding, reported by its signal: Swift's backtracer would take seconds.
        process.environment = childEnvironment(["SWIFT_BACKTRACE": "enable=no"])
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = outHandle
        process.standardError = errHandle
        try process.run()
        var hung = true
        for _ in 0..<12_000 {
            if !process.isRunning {
                hung = false
                break
            }
            usleep(5_000)
        }
        if hung { kill(process.processIdentifier, SIGKILL) }
        process.waitUntilExit()
        try outHandle.close()
        try errHandle.close()
        let signalled = process.terminationReason == .uncaughtSignal
        return Run(
            arguments: arguments, status: signalled ? 128 + process.terminationStatus : process.terminationStatus,
            stdout: Array(FileManager.default.contents(atPath: out.path) ?? Data()),
            stderr: Array(FileManager.default.contents(atPath: err.path) ?? Data()), hung: hung, signalled: signalled)
    }

    /// Scalars no text output may carry from an input: C0 controls but tab and line feed,
    /// DEL, C1's next line, and the Unicode line and paragraph separators.
    static func isSmuggled(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09, 0x0A: false
        case 0x00...0x1F, 0x7F, 0x85, 0x2028, 0x2029: true
        default: false
        }
    }

    static func smuggled(in bytes: [UInt8]) -> String? {
        let text = String(decoding: bytes, as: UTF8.self)
        guard let index = text.unicodeScalars.firstIndex(where: isSmuggled) else { return nil }
        let line = text.unicodeScalars[..<index].filter { $0 == "\n" }.count + 1
        return "U+\(String(format: "%04X", text.unicodeScalars[index].value)) on line \(line)"
    }

    /// Markup in a page outside code: an input's `<img …>` or `<script>` as HTML. Code spans
    /// and fenced blocks (a fence of three or more backticks, closed by one at least as
    /// long) show their text as it is, so markup there is data.
    static func markup(inPage text: String) -> String? {
        var fence: Int?
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let ticks = line.prefix { $0 == "`" }.count
            if let open = fence {
                if ticks >= open, line.dropFirst(ticks).allSatisfy({ $0 == " " }) { fence = nil }
                continue
            }
            if ticks >= 3 {
                fence = ticks
                continue
            }
            let outsideCode = line.replacing(/(`+)(?:(?!\1).)*?\1/, with: "")
            for tag in ["<img", "<script"] where outsideCode.contains(tag) { return String(line) }
        }
        return nil
    }

    /// The properties every run keeps; `json` runs print JSON, whose escapes the checks parse.
    static func expectSound(_ run: Run, json: Bool = false, sourceLocation: SourceLocation = #_sourceLocation) {
        let command = run.arguments.joined(separator: " ").debugDescription
        #expect(!run.hung, "\(command) did not end", sourceLocation: sourceLocation)
        #expect(!run.signalled && (0...3).contains(run.status), "\(command) ended with \(run.status): \(run.text)", sourceLocation: sourceLocation)
        if run.status == 2 {
            // The JUnit and GitHub reporters put input errors in their report, on standard output.
            let said = run.text + String(decoding: run.stdout, as: UTF8.self)
            #expect(said.contains("error"), "\(command) exit 2 without an error: \(run.text)", sourceLocation: sourceLocation)
        }
        if json, run.status == 0 {
            #expect((try? JSONSerialization.jsonObject(with: Data(run.stdout))) != nil, "\(command): not JSON", sourceLocation: sourceLocation)
        }
        if let found = smuggled(in: run.stdout) {
            Issue.record("\(command) printed \(found) on standard output", sourceLocation: sourceLocation)
        }
        if let found = smuggled(in: run.stderr) {
            Issue.record("\(command) printed \(found) on standard error: \(run.text)", sourceLocation: sourceLocation)
        }
    }

    /// Every text file under `folder`, held to the same properties; pages to no markup.
    static func expectSoundFiles(in folder: URL, sourceLocation: SourceLocation = #_sourceLocation) throws {
        for path in try FileManager.default.subpathsOfDirectory(atPath: folder.path) {
            let ext = (path as NSString).pathExtension
            guard ["md", "svg", "dot", "gv", "mmd", "yaml", "txt"].contains(ext),
                let data = FileManager.default.contents(atPath: folder.appendingPathComponent(path).path)
            else { continue }
            if let found = smuggled(in: Array(data)) { Issue.record("\(path) holds \(found)", sourceLocation: sourceLocation) }
            if ext == "md", let line = markup(inPage: String(decoding: data, as: UTF8.self)) {
                Issue.record("\(path) carries markup from its input: \(line)", sourceLocation: sourceLocation)
            }
        }
    }

    /// A folder with the three hostile inputs, beside a sentinel that no run may change.
    static func hostileFolder() throws -> (folder: URL, sentinel: [String: Data]) {
        let root = try temporaryFolder()
        let folder = root.appendingPathComponent("work")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data(HostileInputs.scenario().utf8).write(to: folder.appendingPathComponent("hostile.yaml"))
        try Data(HostileInputs.storyboard().utf8).write(to: folder.appendingPathComponent("hostile.storyboard"))
        try Data(HostileInputs.dump().utf8).write(to: folder.appendingPathComponent("hostile.txt"))
        var sentinel: [String: Data] = [:]
        for name in ["index.md", "hostile.md", "Flows.md", ".vcgraph-docs-manifest"] {
            let data = Data("sentinel \(name)\n".utf8)
            try data.write(to: root.appendingPathComponent(name))
            sentinel[root.appendingPathComponent(name).path] = data
        }
        return (folder, sentinel)
    }

    static func expectUntouched(_ sentinel: [String: Data], sourceLocation: SourceLocation = #_sourceLocation) {
        for (path, data) in sentinel {
            #expect(FileManager.default.contents(atPath: path) == data, "\(path) was changed", sourceLocation: sourceLocation)
        }
    }

    @Test("hostile text in a scenario, a storyboard and a dump is printed as data by every command, in every format")
    func hostileTextIsData() throws {
        let (folder, sentinel) = try Self.hostileFolder()
        for input in ["hostile.yaml", "hostile.storyboard", "hostile.txt"] {
            let kind = input.split(separator: ".").last!
            let out = "out-\(kind)"
            var runs: [([String], Bool)] = [
                (["analyze", input], false), (["analyze", input, "--steps"], false), (["analyze", input, "--format", "json"], true),
                (["check", input], false), (["check", input, "--reporter", "junit"], false), (["check", input, "--reporter", "github"], false),
                (["render", input, "-o", out, "--format", "svg", "--format", "dot", "--format", "mermaid", "--format", "source"], false),
                (["docs", input, "-o", "\(out)/md", "--format", "markdown"], false), (["docs", input, "-o", "\(out)/docc"], false),
                (["diff", input, input], false), (["explain", input, "--controller", "c1-\u{1B}]0;pwned\u{07}"], false),
            ]
            if kind != "yaml" { runs.append((["import", input, "-o", "\(out)/imported.yaml"], false)) }
            if kind == "storyboard" {
                runs += [(["segues", input], false), (["segues", input, "--format", "json"], true)]
                runs += HostileInputs.texts.indices.map { (["import", input, "--segue", "s\($0)", "-o", "\(out)/segue-\($0).yaml"], false) }
            }
            for (arguments, json) in runs { Self.expectSound(try Self.run(arguments, in: folder), json: json) }
            try Self.expectSoundFiles(in: folder.appendingPathComponent(out))
            for imported in (try? FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent(out).path)) ?? []
            where imported.hasSuffix(".yaml") {
                let check = try Self.run(["check", "\(out)/\(imported)"], in: folder)
                Self.expectSound(check)
                #expect(check.status != 2, "import wrote \(imported), which check refuses: \(check.text)")
            }
        }
        Self.expectUntouched(sentinel)
    }

    /// Every sample, the storyboard fixtures and (when present) the corpus, each mutated
    /// ``mutations`` times: all of them under `make hostile`, one in four of each kind under
    /// `make test`, where a mutation of each costs more than the rest of the suite together.
    static func mutationSources() throws -> [URL] {
        let every = try allMutationSources()
        return mutations > 1 ? every : every.enumerated().filter { $0.offset % 4 == 0 }.map(\.element)
    }

    static func allMutationSources() throws -> [URL] {
        var sources = try FileManager.default.contentsOfDirectory(atPath: packageRoot.appendingPathComponent("samples").path)
            .filter { $0.hasSuffix(".yaml") }.sorted().map { packageRoot.appendingPathComponent("samples/\($0)") }
        let fixtures = packageRoot.appendingPathComponent("Tests/StoryboardImportTests/Fixtures")
        sources += try FileManager.default.contentsOfDirectory(atPath: fixtures.path).filter { $0.hasSuffix(".storyboard") }.sorted()
            .map { fixtures.appendingPathComponent($0) }
        let corpus = packageRoot.deletingLastPathComponent().appendingPathComponent("shared/corpus")
        for (sub, ext) in [("dumps", "txt"), ("storyboards", "storyboard")] {
            let folder = corpus.appendingPathComponent(sub)
            let names = (try? FileManager.default.subpathsOfDirectory(atPath: folder.path)) ?? []
            sources += names.filter { $0.hasSuffix("." + ext) }.sorted().map { folder.appendingPathComponent($0) }
        }
        return sources
    }

    @Test("mutated inputs: every run ends with vcgraph's status, its errors located, nothing smuggled, import read back by check")
    func mutatedInputs() throws {
        let (folder, sentinel) = try Self.hostileFolder()
        var sources = try Self.mutationSources()
        sources += ["hostile.yaml", "hostile.storyboard", "hostile.txt"].map { folder.appendingPathComponent($0) }
        var generator = HostileInputs.Generator(state: 27)
        for (index, source) in sources.enumerated() {
            let bytes = Array(try Data(contentsOf: source))
            let ext = source.pathExtension
            for mutation in 0..<Self.mutations {
                let name = "m\(index)-\(mutation).\(ext)"
                try Data(HostileInputs.mutated(bytes, using: &generator)).write(to: folder.appendingPathComponent(name))
                var runs = [["analyze", name], ["analyze", name, "--format", "json"]]
                switch ext {
                case "yaml": runs.append(["check", name])
                case "storyboard": runs += [["segues", name], ["import", name, "-o", "\(name).yaml"]]
                default: runs.append(["import", name, "-o", "\(name).yaml"])
                }
                for arguments in runs {
                    let result = try Self.run(arguments, in: folder)
                    Self.expectSound(result, json: arguments.contains("json"))
                    if arguments[0] == "import", result.status == 0 {
                        let check = try Self.run(["check", "\(name).yaml"], in: folder)
                        #expect(check.status != 2, "import of a mutation of \(source.lastPathComponent) wrote what check refuses: \(check.text)")
                    }
                }
            }
        }
        Self.expectUntouched(sentinel)
    }

    @Test("deep and wide shapes end with a result or a located error, never a crash")
    func deepAndWideShapes() throws {
        let folder = try temporaryFolder()
        let depth = 5_000 * Self.scale
        var storyboard =
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB\" version=\"3.0\" initialViewController=\"v0\"><scenes>\n"
        for level in 0..<depth {
            storyboard +=
                "<scene sceneID=\"s\(level)\"><objects><viewController id=\"v\(level)\" sceneMemberID=\"viewController\"><view key=\"view\" id=\"w\(level)\"><subviews><containerView id=\"c\(level)\"><connections><segue destination=\"v\(level + 1)\" kind=\"embed\" id=\"e\(level)\"/></connections></containerView></subviews></view></viewController></objects></scene>\n"
        }
        storyboard +=
            "<scene sceneID=\"s\(depth)\"><objects><viewController id=\"v\(depth)\" sceneMemberID=\"viewController\"><view key=\"view\" id=\"w\(depth)\"/></viewController></objects></scene>\n</scenes></document>\n"
        try Data(storyboard.utf8).write(to: folder.appendingPathComponent("deep.storyboard"))
        var dump = ""
        for level in 0..<depth {
            dump += String(repeating: "   | ", count: level) + "<UIViewController 0x\(String(level + 1, radix: 16))>, state: appeared\n"
        }
        try Data(dump.utf8).write(to: folder.appendingPathComponent("deep.txt"))
        let levels = 0..<300
        let yaml =
            "name: Deep\nwindow: " + levels.map { "{ navigation: n\($0), stack: [" }.joined() + "x" + String(repeating: "] }", count: levels.count)
            + "\n"
        try Data(yaml.utf8).write(to: folder.appendingPathComponent("deep.yaml"))
        let wide = "name: Wide\nwindow: { tabBar: tabs, tabs: [" + (0..<2_000 * Self.scale).map { "t\($0)" }.joined(separator: ", ") + "] }\n"
        try Data(wide.utf8).write(to: folder.appendingPathComponent("wide.yaml"))
        let pushed = (0..<500 * Self.scale).map { "c\($0)" }
        let pushes =
            "name: Pushes\nwindow: { navigation: nav, stack: [root] }\ncontrollers: [\(pushed.joined(separator: ", "))]\nsteps:\n"
            + pushed.map { "  - push: { onto: nav, controller: \($0) }\n" }.joined()
        try Data(pushes.utf8).write(to: folder.appendingPathComponent("pushes.yaml"))

        for input in ["deep.storyboard", "deep.txt", "deep.yaml"] {
            for command in [["analyze", input], ["import", input, "-o", "\(input).yaml"]] {
                let result = try Self.run(command, in: folder)
                Self.expectSound(result)
                #expect(result.status == 2, "\(command): \(result.text)")
                #expect(result.text.contains("\(input):") && result.text.contains("error:"), "\(result.text)")
            }
        }
        for input in ["wide.yaml", "pushes.yaml"] {
            for command in [["analyze", input, "--format", "json"], ["check", input], ["analyze", input, "--steps", "--format", "json"]] {
                let result = try Self.run(command, in: folder)
                Self.expectSound(result, json: command.contains("json"))
                #expect(result.status == 0, "\(command): \(result.text)")
            }
        }
    }
}
