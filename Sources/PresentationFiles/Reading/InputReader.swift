import DumpImport
import PresentationScenarios
import ScenarioYAML

/// Any input file into its scenario, by kind: a scenario file (YAML or JSON), a storyboard
/// (its initial state) or a `_printHierarchy` dump. The kind is the one the reading names,
/// else the file's extension's, else its first line's (``InputKind``).
public enum InputReader {
    /// The scenario of `file`, or why it cannot be read.
    /// - Parameter notes: Gets what the reading notes without failing: where the environment
    ///   given beats what a dump shows, a folder's entry skipped.
    public static func load(_ file: String, reading: InputReading = InputReading(), notes: inout [String]) throws(InputFailure)
        -> LoadedInput
    {
        // Swift sources (a folder of them, with the app's storyboards): the path to the site.
        if reading.site != nil, file.lowercased().hasSuffix(".swift") || InputPaths.isFolder(file) {
            return try SourceInput.load([file], reading: reading, notes: &notes)
        }
        // The storyboard reader reads bytes itself: its files need not be UTF-8 to be named.
        if (reading.kind ?? InputKind.byExtension(file)) == .storyboard {
            return try StoryboardInput.launch([file], reading: reading, notes: &notes)
        }
        let bytes: [UInt8]
        switch InputFile.bytes(of: file) {
        case .success(let read): bytes = read
        case .failure(let failure):
            throw InputFailure(line: "\(InputText.escaped(file)): error: cannot read the file: \(failure.reason)")
        }
        guard let text = String(validating: bytes, as: UTF8.self) else {
            let place = firstInvalidUTF8(in: bytes)
            throw InputFailure(
                line:
                    "\(InputText.escaped(file)):\(place.line):\(place.column): error: the file is not UTF-8 text; expected a YAML or JSON scenario in UTF-8"
            )
        }
        switch reading.kind ?? InputKind.detect(file: file, text: text) {
        case .storyboard:
            return try StoryboardInput.launch([file], reading: reading, notes: &notes)
        case .scenario:
            do {
                var scenario = try ScenarioReader.read(text, file: file)
                var sources = EnvironmentSources()
                reading.environment.apply(to: &scenario.environment, sources: &sources)
                return LoadedInput(scenario: scenario)
            } catch {
                throw InputFailure(error)
            }
        case .dump:
            do {
                let dump = try DumpReader.read(text, file: file, kinds: reading.rules, given: reading.environment)
                for (location, message) in dump.scenario.environmentSources?.overrides ?? [] {
                    notes.append("\(location): note: \(InputText.escaped(message))")
                }
                return LoadedInput(scenario: dump.scenario, dump: dump)
            } catch {
                throw InputFailure(error)
            }
        }
    }

    /// Where the first byte that is not UTF-8 lies, counting columns in Unicode scalars.
    static func firstInvalidUTF8(in bytes: [UInt8]) -> (line: Int, column: Int) {
        var iterator = bytes.makeIterator()
        var decoder = UTF8()
        var line = 1, column = 1
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar):
                if scalar == "\n" {
                    line += 1
                    column = 1
                } else {
                    column += 1
                }
            case .emptyInput, .error:
                return (line, column)
            }
        }
    }
}
