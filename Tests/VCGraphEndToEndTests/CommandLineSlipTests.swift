import Foundation
import Testing

/// The commonest slips on the command line, each answered first, in one line, with the
/// nearest right word and exit status 2.
@Suite("Command-line slips")
struct CommandLineSlipTests {
    @Test("an unknown command says so and names the nearest one: vcgraph analyse → analyze")
    func unknownCommand() throws {
        let result = try vcgraph(["analyse", "samples/large-app.yaml"])
        #expect(result.status == 2)
        #expect(result.stderr == "vcgraph: error: unknown command 'analyse'; did you mean 'analyze'? (vcgraph --help lists the commands)\n")
        #expect(try vcgraph(["rendr", "samples/large-app.yaml"]).stderr.contains("did you mean 'render'?"))
    }

    @Test("an unknown option is reported first, with the nearest one: render --ouput → --output, not 'several outputs need -o FOLDER'")
    func unknownOption() throws {
        let result = try vcgraph(["render", "samples/large-app.yaml", "--ouput", "x.svg"])
        #expect(result.status == 2)
        #expect(
            result.stderr
                == "vcgraph: error: unknown option '--ouput' for vcgraph render; did you mean '--output'? (vcgraph render --help lists its options)\n"
        )
        // After `--`, a name is a file's, whatever it looks like; known options pass, with their values after `=` too.
        #expect(!(try vcgraph(["render", "--format=source", "samples/large-app.yaml", "--", "--not-an-option"]).stderr.contains("unknown option")))
        #expect(try vcgraph(["check", "samples/large-app.yaml", "--reporter=text"]).status == 0)
    }

    @Test("a misspelt --segue and --silence id name the nearest one")
    func segueAndFindingIDs() throws {
        let storyboard = "Tests/StoryboardImportTests/Fixtures/segues.storyboard"
        let render = try vcgraph(["render", storyboard, "--segue", "push-nav-segeu", "--format", "source"])
        #expect(render.status == 2)
        #expect(render.stderr.contains("did you mean 'push-nav-segue'?"), "\(render.stderr)")
        let silence = try vcgraph(["segues", storyboard, "--silence", "push-without-navigaton"])
        #expect(silence.status == 2)
        #expect(silence.stderr.contains("did you mean 'push-without-navigation'?"))
        #expect(silence.stderr.components(separatedBy: "push-without-navigation,").count == 2, "each id listed once")
    }

    @Test("vcgraph --version prints the version")
    func version() throws {
        let result = try vcgraph(["--version"])
        #expect(result.status == 0)
        #expect(result.stdout == "vcgraph 0.1.0\n")
    }

    @Test("a choice's value matches whatever its case: --format PNG is png")
    func caseInsensitiveValues() throws {
        let output = try temporaryFolder().appendingPathComponent("x.png").path
        let result = try vcgraph(["render", "samples/large-app.yaml", "--format", "PNG", "-o", output])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(FileManager.default.fileExists(atPath: output))
        #expect(try vcgraph(["segues", "samples/large-app.yaml", "--device", "IPhone"]).stderr.contains("invalid for") == false)
    }

    @Test(
        "a binary format is refused on a terminal, with a hint; piped, it is written",
        .enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/script"), "skipped: no script(1) to give vcgraph a terminal"))
    func binaryOnTerminal() throws {
        let executable = try vcgraphExecutable.get().path
        // script(1) runs the command with a terminal as its standard output.
        let result = try run(
            URL(fileURLWithPath: "/usr/bin/script"),
            ["-qec", "\(executable) render samples/large-app.yaml --format png", "/dev/null"], environment: childEnvironment([:]), in: packageRoot)
        #expect(result.status == 2)
        #expect(result.stdout.contains("PNG is binary: give -o FILE.png, or send standard output to a file or a pipe"))
        let file = try temporaryFolder().appendingPathComponent("piped.png").path
        let piped = try run(
            URL(fileURLWithPath: "/bin/sh"), ["-c", "\"$0\" render samples/large-app.yaml --format png > \"$1\"", executable, file],
            environment: childEnvironment([:]), in: packageRoot)
        #expect(piped.status == 0, "\(piped.stderr)")
        #expect(((try? FileManager.default.attributesOfItem(atPath: file)[.size] as? Int) ?? 0) > 1_000)
    }
}
