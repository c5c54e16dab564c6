import PresentationScenarios
import PresentationModel
/// Reads one YAML mapping key by key, and refuses the keys nobody asked for.
///
/// Each reader asks for the keys it knows; ``unknownKeys()`` then reports every key left
/// over, with the nearest known key (or the scenario's name for a UIKit property) as a
/// suggestion and the valid keys as a note. Nothing is ever silently ignored.
struct MappingReader {
    let location: SourceLocation
    private let pairs: [(key: String, keyLocation: SourceLocation, value: YAMLValue)]
    private var known: [String] = []
    /// The keys the format's vocabulary (``ScenarioFormat``) declares for this mapping.
    private let declared: [String]

    /// `what` names the thing expected, for "expected a mapping for a step"; `keys` are the
    /// keys the vocabulary declares for it, the only ones the reader may ask for.
    init(_ value: YAMLValue, what: String, keys: [String]) throws(ScenarioError) {
        guard case .mapping(let pairs, let location) = value else {
            throw ScenarioError("expected a mapping for \(what), found \(value.shapeName)", at: value.location)
        }
        self.pairs = pairs
        self.location = location
        self.declared = keys
    }

    var keys: [String] { pairs.map(\.key) }

    func keyLocation(_ key: String) -> SourceLocation? { pairs.first { $0.key == key }?.keyLocation }

    /// The value of `key`, if present; asking makes the key known.
    mutating func optional(_ key: String) -> YAMLValue? {
        assert(declared.contains(key), "the reader asks for '\(key)', which ScenarioFormat does not declare here")
        known.append(key)
        return pairs.first { $0.key == key }?.value
    }

    /// The value of `key`, which must be present.
    mutating func required(_ key: String, for what: String) throws(ScenarioError) -> YAMLValue {
        guard let value = optional(key) else {
            throw ScenarioError("\(what) needs the key '\(key)'", at: location)
        }
        return value
    }

    /// Marks keys as known without reading them (read elsewhere).
    mutating func allow(_ keys: [String]) {
        assert(keys.allSatisfy(declared.contains), "the reader allows keys that ScenarioFormat does not declare here")
        known += keys
    }

    /// The values of the keys nobody asked for, which nobody reads.
    var unknownValues: [YAMLValue] { pairs.filter { !known.contains($0.key) }.map(\.value) }

    /// Every key nobody asked for, as one error (the first, with the others after it).
    func unknownKeys() -> ScenarioError? {
        var errors: [ScenarioError] = []
        for pair in pairs where !known.contains(pair.key) {
            var notes: [ScenarioError.Note] = []
            var suggestion = nearestName(to: pair.key, in: known)
            if let name = UIKitNames.scenarioKey(for: pair.key, among: known) {
                suggestion = name
                notes.append(.init("UIKit's '\(pair.key)' is '\(name)' here"))
            }
            notes.append(.init("valid keys here: \(known.joined(separator: ", "))"))
            errors.append(ScenarioError("unknown key '\(pair.key)'", at: pair.keyLocation, suggestion: suggestion, notes: notes))
        }
        guard var first = errors.first else { return nil }
        first.others = Array(errors.dropFirst())
        return first
    }
}

// MARK: - Scalars

extension YAMLValue {
    /// A string scalar (any scalar's text; numbers are read as written).
    func string(_ what: String) throws(ScenarioError) -> String {
        guard case .scalar(let scalar, _) = self, !(scalar.isPlain && scalar.isNull) else {
            throw ScenarioError("expected \(what), found \(shapeName)", at: location)
        }
        return scalar.text
    }

    func bool(_ what: String) throws(ScenarioError) -> Bool {
        if case .scalar(let scalar, _) = self, scalar.isPlain {
            switch scalar.text {
            case "true", "True", "TRUE": return true
            case "false", "False", "FALSE": return false
            default: break
            }
        }
        throw ScenarioError("expected true or false for \(what), found \(shapeName)", at: location)
    }

    func int(_ what: String) throws(ScenarioError) -> Int {
        if case .scalar(let scalar, _) = self, scalar.isPlain, let value = Int(scalar.text) { return value }
        throw ScenarioError("expected a whole number for \(what), found \(shapeName)", at: location)
    }

    /// A plain `null`, `~`, `nil` or nothing at all.
    var isNull: Bool {
        if case .scalar(let scalar, _) = self { return scalar.isPlain && scalar.isNull }
        return false
    }

    var isPlainInteger: Bool {
        if case .scalar(let scalar, _) = self { return scalar.isPlain && Int(scalar.text) != nil }
        return false
    }

    /// One of an enumeration's raw values, with the nearest as a suggestion.
    func choice<T: RawRepresentable & CaseIterable>(_ type: T.Type, _ what: String) throws(ScenarioError) -> T
    where T.RawValue == String {
        let text = try string(what)
        if let value = T(rawValue: text) { return value }
        let names = T.allCases.map(\.rawValue)
        throw ScenarioError(
            "'\(text)' is not a \(what); expected one of \(names.joined(separator: ", "))", at: location,
            suggestion: nearestName(to: text, in: names))
    }

    func sequence(_ what: String) throws(ScenarioError) -> [YAMLValue] {
        guard case .sequence(let items, _) = self else {
            throw ScenarioError("expected a list for \(what), found \(shapeName)", at: location)
        }
        return items
    }
}

extension YAMLValue.Scalar {
    var isNull: Bool { ["", "~", "null", "Null", "NULL", "nil"].contains(text) }
}
