import ArgumentParser
import Foundation
import PresentationFiles
import PresentationScenarios

/// `vcgraph lldb -o FILE`: writes the LLDB command script and prints the line that loads it.
struct LLDB: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lldb",
        abstract: "Write vcgraph's LLDB commands, and print the line that loads them in ~/.lldbinit.",
        discussion: """
            The script adds a 'vcgraph' command to LLDB. In a paused app it asks UIKit for \
            _printHierarchy and runs vcgraph on the text as a dump: 'vcgraph analyze', 'vcgraph \
            explain ID', 'vcgraph render -o FILE', 'vcgraph check', 'vcgraph diff OTHER', with \
            any options of those commands after them. It runs the vcgraph on the PATH, or the \
            one the VCGRAPH environment variable names.

            Examples:
              vcgraph lldb -o ~/.lldb/vcgraph_lldb.py >> ~/.lldbinit
              (lldb) vcgraph explain UINavigationController-2
            """
    )

    @Option(name: .shortAndLong, help: "Where to write the script: a .py file whose name is a Python module name.")
    var output: String

    func validate() throws {
        try PathArguments.validate([output])
        let name = URL(fileURLWithPath: output).lastPathComponent
        let module = name.hasSuffix(".py") ? String(name.dropLast(3)) : ""
        guard let first = module.unicodeScalars.first, first == "_" || CharacterSet.letters.contains(first),
            module.unicodeScalars.allSatisfy({ $0 == "_" || ($0.isASCII && CharacterSet.alphanumerics.contains($0)) })
        else {
            throw ValidationError(
                "-o names the script file LLDB imports as a Python module: a name such as vcgraph_lldb.py (letters, digits and _), got '\(InputText.escaped(name))'"
            )
        }
    }

    func run() throws {
        try OutputFile.write(Array(LLDBScript.text.utf8), to: output)
        let path = URL(fileURLWithPath: output).standardizedFileURL.path
        try OutputWriter.standardOutput.write("command script import \(path)\n")
    }
}
