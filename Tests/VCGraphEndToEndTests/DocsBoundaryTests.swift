import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// `vcgraph docs`'s output folder is a boundary: it writes and removes only inside
/// it, only files of its own naming, follows no link there, and no process of a run outlives
/// the run or writes beside another run.
@Suite("vcgraph docs, its output as a boundary")
struct DocsBoundaryTests {
    /// A folder with two inputs and a built Markdown site of both; returns the folder.
    static func builtSite(format: String = "markdown") throws -> URL {
        let folder = try temporaryFolder()
        for name in ["presentation-chain", "two-windows"] {
            try FileManager.default.copyItem(
                at: packageRoot.appendingPathComponent("samples/\(name).yaml"), to: folder.appendingPathComponent("\(name).yaml"))
        }
        let result = try vcgraph(
            ["docs", "presentation-chain.yaml", "two-windows.yaml", "-o", "site", "--format", format], in: folder)
        try #require(result.status == 0, "\(result.stderr)")
        return folder
    }

    static func manifest(_ url: URL) throws -> [String: Any] {
        let data = try #require(FileManager.default.contents(atPath: url.path))
        return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    static func write(_ manifest: [String: Any], to url: URL) throws {
        try JSONSerialization.data(withJSONObject: manifest).write(to: url)
    }

    @Test("the manifest names inputs relative to the output and pages by name, so no entry is a path to remove")
    func manifestNamesNoPath() throws {
        let folder = try Self.builtSite()
        let manifest = try Self.manifest(folder.appendingPathComponent("site/.vcgraph-docs-manifest"))
        let inputs = try #require(manifest["inputs"] as? [String: [String: Any]])
        #expect(Set(inputs.keys) == ["../presentation-chain.yaml", "../two-windows.yaml"])
        #expect(!String(decoding: try JSONSerialization.data(withJSONObject: manifest), as: UTF8.self).contains("\"files\""))
    }

    @Test("a run from another folder finds its inputs again and removes no same-named file there")
    func runFromAnotherFolder() throws {
        let folder = try Self.builtSite()
        let elsewhere = folder.appendingPathComponent("elsewhere")
        try FileManager.default.createDirectory(at: elsewhere, withIntermediateDirectories: true)
        for name in ["two-windows.md", "presentation-chain.md", "two-windows-step-0.svg"] {
            try Data("mine\n".utf8).write(to: elsewhere.appendingPathComponent(name))
        }
        // Only one input given now: the other's page goes, inside the output only.
        let result = try vcgraph(["docs", "../presentation-chain.yaml", "-o", "../site", "--format", "markdown"], in: elsewhere)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("(0 drawn, 1 unchanged)"), "\(result.stdout)")
        for name in ["two-windows.md", "presentation-chain.md", "two-windows-step-0.svg"] {
            #expect(FileManager.default.contents(atPath: elsewhere.appendingPathComponent(name).path) == Data("mine\n".utf8), "\(name)")
        }
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("site/two-windows.md").path))
    }

    @Test("a planted manifest entry removes nothing outside the output, no folder and no link's target")
    func plantedEntriesRemoveNothing() throws {
        let folder = try Self.builtSite()
        let site = folder.appendingPathComponent("site")
        let manifestURL = site.appendingPathComponent(".vcgraph-docs-manifest")
        try Data("precious\n".utf8).write(to: folder.appendingPathComponent("victim.md"))
        try FileManager.default.createDirectory(at: site.appendingPathComponent("kept"), withIntermediateDirectories: true)
        try Data("x".utf8).write(to: site.appendingPathComponent("kept/inside.md"))
        try FileManager.default.createSymbolicLink(
            atPath: site.appendingPathComponent("linked.md").path, withDestinationPath: folder.appendingPathComponent("victim.md").path)
        var manifest = try Self.manifest(manifestURL)
        var inputs = try #require(manifest["inputs"] as? [String: [String: Any]])
        let entry = try #require(inputs["../two-windows.yaml"]?["built"] as? [String: Any])
        for (input, name) in [("../a.yaml", "../victim"), ("/etc/b.yaml", "kept"), ("../c.yaml", "linked"), ("d", "kept/inside")] {
            inputs[input] = ["key": "0", "name": name, "built": ["entry": entry["entry"] as Any, "frames": [0]]]
        }
        manifest["inputs"] = inputs
        try Self.write(manifest, to: manifestURL)

        let result = try vcgraph(["docs", "presentation-chain.yaml", "two-windows.yaml", "-o", "site", "--format", "markdown"], in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(FileManager.default.contents(atPath: folder.appendingPathComponent("victim.md").path) == Data("precious\n".utf8))
        #expect(FileManager.default.fileExists(atPath: site.appendingPathComponent("kept/inside.md").path))
        #expect((try? FileManager.default.destinationOfSymbolicLink(atPath: site.appendingPathComponent("linked.md").path)) != nil)
        let rewritten = try #require(try Self.manifest(manifestURL)["inputs"] as? [String: Any])
        #expect(Set(rewritten.keys) == ["../presentation-chain.yaml", "../two-windows.yaml"])
    }

    @Test("a symbolic link at a page's, a diagram's, the index's or the manifest's name is replaced, never written through")
    func linksInsideTheOutputAreReplaced() throws {
        let folder = try Self.builtSite(format: "docc")
        let catalog = folder.appendingPathComponent("site/Flows.docc")
        let victim = folder.appendingPathComponent("victim.txt")
        try Data("precious\n".utf8).write(to: victim)
        let names = [".vcgraph-docs-manifest", "Flows.md", "two-windows.md", "Resources/two-windows-step-0.svg", "Rules.md"]
        for name in names {
            try FileManager.default.removeItem(at: catalog.appendingPathComponent(name))
            try FileManager.default.createSymbolicLink(atPath: catalog.appendingPathComponent(name).path, withDestinationPath: victim.path)
        }
        let result = try vcgraph(["docs", "presentation-chain.yaml", "two-windows.yaml", "-o", "site"], in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(FileManager.default.contents(atPath: victim.path) == Data("precious\n".utf8))
        for name in names {
            var info = stat()
            #expect(lstat(catalog.appendingPathComponent(name).path, &info) == 0 && info.st_mode & S_IFMT == S_IFREG, "\(name)")
        }
    }

    @Test("a symbolic link or a file where the catalog's own folders go is refused with exit 3, and nothing is written through it")
    func ownFoldersAreNotFollowed() throws {
        let folder = try temporaryFolder()
        let elsewhere = folder.appendingPathComponent("elsewhere")
        try FileManager.default.createDirectory(at: elsewhere, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("site"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            atPath: folder.appendingPathComponent("site/Flows.docc").path, withDestinationPath: elsewhere.path)
        let linked = try vcgraph(["docs", packageRoot.appendingPathComponent("samples/two-windows.yaml").path, "-o", "site"], in: folder)
        #expect(linked.status == 3)
        #expect(linked.stderr.contains("site/Flows.docc: is a symbolic link inside the output"), "\(linked.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: elsewhere.path).isEmpty)

        try FileManager.default.createDirectory(at: folder.appendingPathComponent("x.docc"), withIntermediateDirectories: true)
        try Data().write(to: folder.appendingPathComponent("x.docc/Resources"))
        let file = try vcgraph(["docs", packageRoot.appendingPathComponent("samples/two-windows.yaml").path, "-o", "x.docc"], in: folder)
        #expect(file.status == 3)
        #expect(file.stderr.contains("x.docc/Resources: is not a folder"), "\(file.stderr)")
    }

    @Test("the parent killed alone takes its workers with it, and the next run waits for them: its output is a clean build's")
    func workersEndWithTheirParent() throws {
        let inputs = try DocsKillTests.inputs(copies: 2)
        let output = try temporaryFolder().appendingPathComponent("site")
        let catalog = output.appendingPathComponent("Flows.docc")
        var process = try DocsKillTests.spawn(["docs", inputs.path, "-o", output.path, "--jobs", "2"])
        let worker = try #require(
            DocsKillTests.worker(of: &process, once: catalog, holds: 10), "the run ended before it could be killed: give the test more inputs")
        process.killParent()
        let drawnAtKill = DocsKillTests.diagrams(in: catalog)
        // A bounded wait (ten seconds) for the worker's end; it ends within milliseconds.
        for _ in 0..<2_000 where !DocsKillTests.hasEnded(worker) { usleep(5_000) }
        #expect(DocsKillTests.hasEnded(worker), "a worker outlived its parent")
        // No more than the two diagrams of the frame it was writing (light and dark).
        #expect(DocsKillTests.diagrams(in: catalog) <= drawnAtKill + 2, "a worker went on drawing after its parent ended")
        let rerun = try vcgraph(["docs", inputs.path, "-o", output.path, "--jobs", "2"])
        #expect(rerun.status == 0, "\(rerun.stderr)")
        let clean = try temporaryFolder().appendingPathComponent("clean")
        _ = try vcgraph(["docs", inputs.path, "-o", clean.path, "--jobs", "2"])
        let files = try DocsKillTests.files(in: catalog).filter { !$0.contains(".vcgraph-tmp-") && $0 != ".vcgraph-docs-manifest" }
        #expect(files == (try DocsKillTests.files(in: clean.appendingPathComponent("Flows.docc")).filter { $0 != ".vcgraph-docs-manifest" }))
        for file in files {
            #expect(
                FileManager.default.contents(atPath: catalog.path + "/" + file)
                    == FileManager.default.contents(atPath: clean.path + "/Flows.docc/" + file), "\(file)")
        }
    }

    @Test("two runs into one output: the second waits for the first, says so, and the output is one run's")
    func secondRunWaits() throws {
        let inputs = try DocsKillTests.inputs(copies: 1)
        let output = try temporaryFolder().appendingPathComponent("site")
        let messages = try temporaryFolder().appendingPathComponent("stderr.txt").path
        var first = try DocsKillTests.spawn(["docs", inputs.path, "-o", output.path, "--jobs", "1"], standardError: messages)
        while DocsKillTests.diagrams(in: output.appendingPathComponent("Flows.docc")) < 2, !first.hasExited { usleep(1_000) }
        let second = try vcgraph(["docs", inputs.path, "-o", output.path, "--jobs", "1"])
        let firstWasRunning = !first.hasExited
        #expect(first.exitStatus() == 0)
        #expect(second.status == 0, "\(second.stderr)")
        if firstWasRunning {
            #expect(second.stderr.contains("waiting for another 'vcgraph docs' writing into"), "\(second.stderr)")
        }
        try DocsKillTests.expectWhole(output.appendingPathComponent("Flows.docc"), afterKill: false)
    }

    @Test("--jobs beyond the cores draws with as many processes as cores, and says so")
    func jobsAreCapped() throws {
        let output = try temporaryFolder().appendingPathComponent("site")
        let result = try vcgraph(["docs", "samples/two-windows.yaml", "samples/presentation-chain.yaml", "-o", output.path, "--jobs", "1000"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.contains("note: --jobs 1000: drawing with"), "\(result.stderr)")
    }
}
