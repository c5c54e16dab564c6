import ArgumentParser
import PresentationScenarios
import PresentationModel

/// The commonest slips on vcgraph's command line, caught before ArgumentParser reads it, so
/// that the first message names the slip and the nearest right word: an unknown command
/// (`vcgraph analyse`: did you mean `analyze`?) and an unknown option (`render --ouput`: did
/// you mean `--output`?), which ArgumentParser would take for files, and which a command's
/// own checks would then report as something else.
enum CommandLineSlips {
    /// What is wrong with `arguments` (the command line without the program's name), said as
    /// vcgraph's error, or nil when no command or option is unknown.
    static func slip(in arguments: [String], commands: [ParsableCommand.Type]) -> String? {
        guard let first = arguments.first, !first.hasPrefix("-"), first != "help" else { return nil }
        var names: [String] = []
        var found: ParsableCommand.Type?
        for command in commands {
            let configuration = command.configuration
            guard let name = configuration.commandName else { continue }
            names.append(name)
            if name == first { found = command }
        }
        guard let command = found else {
            return "unknown command '\(InputText.escaped(first))'" + suggestion(for: first, among: names)
                + " (vcgraph --help lists the commands)"
        }
        // The options are read from the command's help, which takes milliseconds to make:
        // only for a command line that names one.
        guard arguments.dropFirst().contains(where: { $0.hasPrefix("--") }) else { return nil }
        let options = optionNames(of: command)
        for argument in arguments.dropFirst() {
            if argument == "--" { break }
            guard argument.hasPrefix("--") else { continue }
            let name = String(argument.prefix { $0 != "=" })
            if options.contains(name) { continue }
            return "unknown option '\(InputText.escaped(name))' for vcgraph \(first)" + suggestion(for: name, among: options.sorted())
                + " (vcgraph \(first) --help lists its options)"
        }
        return nil
    }

    private static func suggestion(for word: String, among names: [String]) -> String {
        nearestName(to: word, in: names).map { "; did you mean '\($0)'?" } ?? ""
    }

    /// The long options `command` takes, as its help lists them (hidden ones too).
    static func optionNames(of command: ParsableCommand.Type) -> Set<String> {
        let help = VCGraph.helpMessage(for: command, includeHidden: true, columns: 10_000)
        var names: Set<String> = ["--help", "--version"]
        var current = ""
        for character in help + " " {
            if character.isLetter || character.isNumber || character == "-" {
                current.append(character)
            } else {
                if current.hasPrefix("--"), current.count > 2 { names.insert(current) }
                current = ""
            }
        }
        return names
    }
}

/// A command-line choice's value, matched whatever its case: `--format PNG` is `png`. Each
/// choice's `init?(argument:)` reads its value through this.
func choice<Value: CaseIterable & RawRepresentable>(_ argument: String) -> Value? where Value.RawValue == String {
    Value.allCases.first { $0.rawValue == argument } ?? Value.allCases.first { $0.rawValue.lowercased() == argument.lowercased() }
}
