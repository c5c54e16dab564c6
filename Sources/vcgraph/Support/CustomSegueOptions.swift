import ArgumentParser
import PresentationFiles
import StoryboardImport

/// `--custom-segue CLASS=ACTION`, for every command that reads storyboards: what a segue
/// class of the user's does, on a custom segue or a segue of any kind (``CustomSegueRules``
/// holds what that means).
struct CustomSegueOptions: ParsableArguments {
    @Option(
        name: .customLong("custom-segue"),
        help: ArgumentHelp(
            "What a storyboard's segue class does, on a segue of any kind: \(CustomSegueAction.names.joined(separator: ", ")) (repeatable).",
            valueName: "CLASS=ACTION"))
    var rules: [String] = []

    /// The options as a command line gives them.
    var arguments: [String] { rules.flatMap { ["--custom-segue", $0] } }

    func validate() throws { _ = try customSegues() }

    /// The rules read.
    func customSegues() throws -> CustomSegueRules {
        var read = CustomSegueRules()
        for rule in rules {
            do {
                try read.add(rule)
            } catch {
                throw ValidationError("--custom-segue '\(rule)': \(error.message)")
            }
        }
        return read
    }
}
