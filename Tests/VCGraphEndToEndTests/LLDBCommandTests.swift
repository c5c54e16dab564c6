import Foundation
import Testing

/// The LLDB commands end to end: `vcgraph lldb -o FILE` writes the script; Debian's lldb-16
/// loads it, stops a small C program whose stand-in for `_printHierarchy` returns a real
/// dump, and each `vcgraph …` command prints what vcgraph says of that dump.
@Suite(
    "LLDB commands",
    .enabled(
        if: FileManager.default.isExecutableFile(atPath: "/usr/bin/lldb-16") && FileManager.default.isExecutableFile(atPath: "/usr/bin/cc"),
        "skipped: needs lldb-16 and cc (`apt-get install lldb-16`; make test's setup installs it)"))
struct LLDBCommandTests {
    /// A program that stops in `vcgraph_test_stop`, with the dump its stand-in returns.
    static let program = #"""
        #include <stdio.h>
        static const char *dump =
            "<UINavigationController 0x7f9a1c80a000>, state: appeared, view: <UILayoutContainerView 0x7f9a1c50a2b0>\n"
            "   | <ItemsViewController 0x7f9a1c70b0c0>, state: appeared, view: <UITableView 0x7f9a1d00e800>\n"
            "   + <UINavigationController 0x7f9a1d80c000>, state: appeared, view: <UILayoutContainerView 0x7f9a1c60f1d0>, presented with: <_UIFormSheetPresentationController 0x7f9a1c40e2a0>\n"
            "   |    | <DetailViewController 0x7f9a1c70c3b0>, state: appeared, view: <UIView 0x7f9a1c60f9e0>\n";
        const char *vcgraph_test_print_hierarchy(void) { return dump; }
        const char *vcgraph_test_environment(void) { return "1 17.5 2 2"; }
        void vcgraph_test_stop(void) { fputs("stopped\n", stderr); }
        int main(void) { vcgraph_test_stop(); return 0; }
        """#

    @Test(
        "vcgraph lldb prints the line to load the script; in a paused process, analyze, explain, render and check read its hierarchy and environment")
    func endToEnd() throws {
        let folder = try temporaryFolder()
        let script = folder.appendingPathComponent("vcgraph_lldb.py").path
        let written = try vcgraph(["lldb", "-o", script])
        #expect(written.status == 0)
        #expect(written.stdout == "command script import \(script)\n")
        let source = folder.appendingPathComponent("program.c")
        try Data(Self.program.utf8).write(to: source)
        let program = folder.appendingPathComponent("program").path
        let compiled = try run(
            URL(fileURLWithPath: "/usr/bin/cc"), ["-g", "-O0", "-o", program, source.path], environment: childEnvironment([:]), in: folder)
        try #require(compiled.status == 0, "\(compiled.stderr)")
        let drawing = folder.appendingPathComponent("now.svg").path
        let commands = [
            written.stdout.trimmingCharacters(in: .newlines), "breakpoint set -n vcgraph_test_stop", "run", "vcgraph analyze",
            "vcgraph explain DetailViewController", "vcgraph render -o \(drawing)", "vcgraph check", "vcgraph explain Nope",
        ]
        let environment = childEnvironment([
            "VCGRAPH": try vcgraphExecutable.get().path, "VCGRAPH_LLDB_EXPRESSION": "vcgraph_test_print_hierarchy()",
            "VCGRAPH_LLDB_ENVIRONMENT_EXPRESSION": "vcgraph_test_environment()",
            "VCGRAPH_LLDB_LANGUAGE": "c",
        ])
        let session = try run(
            URL(fileURLWithPath: "/usr/bin/lldb-16"), ["--batch"] + commands.flatMap { ["-o", $0] } + [program], environment: environment,
            in: folder)
        let output = session.stdout + session.stderr
        #expect(output.contains("# paused-app"), "\(output)")
        #expect(output.contains("   + <UINavigationController: UINavigationController-2>, state: appeared, presented with: formSheet"))
        #expect(output.contains("UIKit and the model agree: 1 presentation replayed, 4 states compared."))
        #expect(output.contains("  navigationController: UINavigationController-2."))
        // The process's environment is given, so it is stated, not inferred from the dump.
        #expect(output.contains("environment: iPad, regular width, regular height, iOS 17\n"), "\(output)")
        #expect(FileManager.default.fileExists(atPath: drawing))
        #expect(output.contains("(lldb) vcgraph check\n4 passed, 0 failed"))
        #expect(output.contains("<paused app>: error: no controller has the id 'Nope'"))
        // LLDB's batch mode stops at a command that fails: a second session asks for what is not a command.
        let usage = try run(
            URL(fileURLWithPath: "/usr/bin/lldb-16"), ["--batch", "-o", commands[0], "-o", "vcgraph unknown"], environment: environment, in: folder)
        #expect((usage.stdout + usage.stderr).contains("usage: vcgraph analyze"))
        // The dump lived in a temporary folder of its own, gone once each command ended.
        #expect(!output.contains("vcgraph-lldb-"))
    }
}
