import ArgumentParser
import PresentationFiles
import PresentationModel
import PresentationScenarios

/// `--place CLASS=N`, for every command that reads Swift sources: where a class the code puts
/// on screen several ways is read from (Decision U26).
struct PlaceOptions: ParsableArguments {
    @Option(
        name: .customLong("place"),
        help: ArgumentHelp(
            "For Swift sources: read CLASS's flows from its place N as vcgraph segues lists them (or the instance ID's), not the first found (repeatable).",
            valueName: "CLASS=N"))
    var values: [String] = []

    /// The options as a command line gives them.
    var arguments: [String] { values.flatMap { ["--place", $0] } }

    func validate() throws { _ = try places() }

    /// The places asked for, by class.
    func places() throws -> [String: ControllerID] {
        var table: [String: ControllerID] = [:]
        for value in values {
            guard let (className, id) = InputReading.place(value) else {
                throw ValidationError(
                    "--place takes CLASS=N, a class and the number of a place vcgraph segues lists for it (or an instance's id); got '\(InputText.escaped(value))'"
                )
            }
            guard table[className] == nil || table[className] == id else {
                throw ValidationError("--place names \(InputText.escaped(className)) twice, with two places")
            }
            table[className] = id
        }
        return table
    }
}
