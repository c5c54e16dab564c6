import Foundation
import Testing

/// Shell completions: the script ArgumentParser writes completes the files vcgraph reads and
/// folders, for every command that takes inputs.
@Suite("Shell completions")
struct CompletionTests {
    static let extensions = "yaml|yml|json|storyboard|txt|hierarchy|swift"

    @Test(
        "bash completes scenario files, storyboards, dumps, Swift sources and folders, not other files",
        arguments: ["check", "render", "segues", "docs"])
    func bash(_ command: String) throws {
        guard FileManager.default.isExecutableFile(atPath: "/bin/bash") else { return }
        let script = try vcgraph(["--generate-completion-script", "bash"])
        #expect(script.status == 0)
        let folder = try temporaryFolder()
        try Data(script.stdout.utf8).write(to: folder.appendingPathComponent("vcgraph.bash"))
        let files = folder.appendingPathComponent("files")
        try FileManager.default.createDirectory(at: files.appendingPathComponent("sub"), withIntermediateDirectories: true)
        for name in ["a.yaml", "b.png", "c.storyboard", "d.hierarchy", "e.swift"] {
            _ = FileManager.default.createFile(atPath: files.appendingPathComponent(name).path, contents: nil)
        }
        let complete = """
            source ../vcgraph.bash
            COMP_WORDS=(vcgraph \(command) ""); COMP_CWORD=2; COMP_LINE="vcgraph \(command) "; COMP_POINT=${#COMP_LINE}
            _vcgraph vcgraph "" \(command)
            printf '%s\\n' "${COMPREPLY[@]}" | sort
            """
        let result = try run(URL(fileURLWithPath: "/bin/bash"), ["-c", complete], environment: childEnvironment([:]), in: files)
        #expect(result.stdout == "a.yaml\nc.storyboard\nd.hierarchy\ne.swift\nsub\n", "\(result.stderr)")
    }

    @Test("zsh and fish scripts name the same extensions")
    func otherShells() throws {
        let zsh = try vcgraph(["--generate-completion-script", "zsh"]).stdout
        #expect(zsh.contains("*.yaml *.yml *.json *.storyboard *.txt *.hierarchy *.swift"))
        let fish = try vcgraph(["--generate-completion-script", "fish"])
        #expect(fish.status == 0 && !fish.stdout.isEmpty)
    }
}
