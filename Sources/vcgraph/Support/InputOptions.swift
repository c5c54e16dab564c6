import ArgumentParser
import StoryboardImport
import DumpImport
import Foundation
import PresentationScenarios

/// The options every command that reads inputs shares: what the file is, and for dumps,
/// which classes are which containers.
struct InputOptions: ParsableArguments {
    @Option(help: "What the input is: scenario, storyboard or dump. Default: from the extension, else from the first line.")
    var input: InputKind?

    @Option(
        name: .customLong("kind"),
        help: ArgumentHelp("A dump's class that is a container vcgraph cannot tell by its name (repeatable).", valueName: "CLASS=KIND"))
    var kinds: [String] = []

    @Option(
        name: .customLong("kind-file"),
        help: ArgumentHelp("A file of CLASS = KIND lines ('#' comments) for dumps.", valueName: "FILE"))
    var kindsFile: String?

    @OptionGroup var customSegues: CustomSegueOptions

    /// These options as a command line gives them, for a command that passes them on to
    /// another vcgraph (a `docs` worker process, the `document` alias) or keys its output by
    /// them: one place that knows every option, so a new one cannot be forgotten there.
    var arguments: [String] {
        var arguments: [String] = []
        if let input { arguments += ["--input", input.rawValue] }
        for kind in kinds { arguments += ["--kind", kind] }
        if let kindsFile { arguments += ["--kind-file", kindsFile] }
        return arguments + customSegues.arguments
    }

    func validate() throws {
        try PathArguments.validate([], output: kindsFile, option: "--kind-file")
    }

    /// The options as values, or an error on standard error and exit status 2.
    func reading() throws -> InputReading {
        var rules = KindRules()
        for rule in kinds {
            do {
                try rules.add(rule)
            } catch {
                Terminal.error("error: --kind \(InputText.escaped(rule)): \(error.message)")
                throw ExitStatus.invalidInput
            }
        }
        if let kindsFile {
            guard case .success(let bytes) = InputFile.bytes(of: kindsFile), let text = String(validating: bytes, as: UTF8.self) else {
                Terminal.error("\(InputText.escaped(kindsFile)): error: cannot read the --kinds file (expected UTF-8 lines CLASS = KIND)")
                throw ExitStatus.invalidInput
            }
            do {
                try rules.add(file: text, named: kindsFile)
            } catch {
                Terminal.error(error.description)
                throw ExitStatus.invalidInput
            }
        }
        return InputReading(kind: input, rules: rules, customSegues: try customSegues.customSegues())
    }
}

/// ``InputOptions`` read: how to read an input file.
struct InputReading {
    var kind: InputKind?
    var rules = KindRules()
    /// How storyboards' custom segue classes are read.
    var customSegues = CustomSegueRules()
}
