import DumpImport
import PresentationModel
import PresentationScenarios
import StoryboardImport

/// How to read an input file: its kind when the command line names it, for dumps which
/// classes are which containers, the environment given (which beats what any input says or
/// shows of it), and what storyboards' custom segue classes do.
public struct InputReading: Sendable {
    /// The kind named (`--input`); nil to tell it from the file.
    public var kind: InputKind?
    public var rules: KindRules
    /// The environment given, which beats the input's.
    public var environment: GivenEnvironment
    /// How storyboards' custom segue classes are read.
    public var customSegues: CustomSegueRules
    /// For Swift sources: the call site (file as the sources name it, and line) whose path
    /// is the scenario read.
    public var site: (file: String, line: Int)?
    /// For Swift sources: where a class's flows start, by the number of a place the report
    /// lists for it, or an instance's id (`--place CLASS=N`), instead of the first place found.
    public var places: [String: ControllerID]

    public init(
        kind: InputKind? = nil, rules: KindRules = KindRules(), environment: GivenEnvironment = GivenEnvironment(),
        customSegues: CustomSegueRules = CustomSegueRules(), site: (file: String, line: Int)? = nil, places: [String: ControllerID] = [:]
    ) {
        self.site = site
        self.places = places
        self.kind = kind
        self.rules = rules
        self.environment = environment
        self.customSegues = customSegues
    }

    /// `Inbox.swift:7` → (`Inbox.swift`, 7); nil for anything else.
    public static func site(_ text: String) -> (file: String, line: Int)? {
        guard let colon = text.lastIndex(of: ":"), colon > text.startIndex, let line = Int(text[text.index(after: colon)...]), line > 0
        else { return nil }
        return (String(text[..<colon]), line)
    }

    /// `ProfileViewController=2` → (`ProfileViewController`, `2`); nil for anything else.
    public static func place(_ text: String) -> (className: String, id: ControllerID)? {
        guard let equals = text.firstIndex(of: "="), equals > text.startIndex, text.index(after: equals) < text.endIndex else { return nil }
        let className = String(text[..<equals])
        let id = String(text[text.index(after: equals)...])
        guard !className.contains(where: \.isWhitespace), !id.contains(where: \.isWhitespace) else { return nil }
        return (className, ControllerID(id))
    }

    /// The class rules of `kinds` (each `CLASS=KIND`), then of the lines of `file`
    /// (`CLASS = KIND`, `#` comments), or why one cannot be read.
    public static func kindRules(_ kinds: [String], file: String?) throws(InputFailure) -> KindRules {
        var rules = KindRules()
        for rule in kinds {
            do {
                try rules.add(rule)
            } catch {
                throw InputFailure(line: "error: --kind \(InputText.escaped(rule)): \(error.message)")
            }
        }
        guard let file else { return rules }
        guard case .success(let bytes) = InputFile.bytes(of: file), let text = String(validating: bytes, as: UTF8.self) else {
            throw InputFailure(line: "\(InputText.escaped(file)): error: cannot read the --kinds file (expected UTF-8 lines CLASS = KIND)")
        }
        do {
            try rules.add(file: text, named: file)
        } catch {
            throw InputFailure(line: error.description)
        }
        return rules
    }
}
