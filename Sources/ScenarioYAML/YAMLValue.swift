import PresentationScenarios
import Yams

/// A YAML node with its location, in the few shapes a scenario uses.
///
/// Yams composes the document (so YAML 1.2 and JSON are both accepted); this turns its
/// nodes into values that remember where they were written, so every later error can name
/// the file, line and column.
indirect enum YAMLValue: Sendable {
    case scalar(Scalar, SourceLocation)
    case mapping([(key: String, keyLocation: SourceLocation, value: YAMLValue)], SourceLocation)
    case sequence([YAMLValue], SourceLocation)

    struct Scalar: Sendable {
        var text: String
        /// Plain scalars may be numbers, booleans or null; quoted ones are always strings.
        var isPlain: Bool
    }

    var location: SourceLocation {
        switch self {
        case .scalar(_, let location), .mapping(_, let location), .sequence(_, let location): location
        }
    }

    /// A short name of the shape, for "expected a mapping, found a list".
    var shapeName: String {
        switch self {
        case .scalar(let scalar, _): scalar.isPlain && scalar.text.isEmpty ? "nothing" : "the value '\(scalar.text)'"
        case .mapping: "a mapping"
        case .sequence: "a list"
        }
    }

    /// Parses `text`, reporting YAML syntax errors and duplicate keys at their place.
    static func parse(_ text: String, file: String) throws(ScenarioError) -> YAMLValue {
        if let key = AliasKeys.first(in: text) {
            throw ScenarioError(
                "an alias cannot be a mapping key: scenario keys are plain words (and an alias key can make the YAML parser hash an exponentially large node)",
                at: SourceLocation(file: file, line: key.line, column: key.column))
        }
        let root: Node?
        do {
            // The basic resolver leaves every scalar a string: the reader reads numbers and
            // booleans itself, by the place they stand at, and Yams's regular expressions for
            // implicit tags cost a tenth of the reading time of a large file. The encoding is
            // given: Yams's default reads the whole environment at every call (and prints a line
            // when YAMS_DEFAULT_ENCODING is set), which was a quarter of reading a small file.
            root = try Yams.compose(yaml: text, .basic, .default, .utf8)
        } catch let error as YamlError {
            throw ScenarioError.fromYams(error, file: file)
        } catch {
            throw ScenarioError("the file is not valid YAML: \(error)", at: SourceLocation(file: file, line: 1, column: 1))
        }
        guard let root else {
            throw ScenarioError(
                "the file is empty; expected a mapping with a 'window' or 'windows'", at: SourceLocation(file: file, line: 1, column: 1))
        }
        var expansion = AliasExpansion()
        return try convert(root, file: file, expansion: &expansion)
    }

    /// The most nodes that aliases may repeat in one file. Yams shares an anchored node
    /// between its aliases, but converting it copies it once per alias, so ten aliases of
    /// ten aliases of … (the "billion laughs") would take exponential time and memory: the
    /// reader stops past this many repeated nodes, in well under a second.
    static let repeatedNodeLimit = 100_000

    /// How far the conversion has read, and how many nodes aliases have repeated so far.
    ///
    /// The nodes of a file without aliases come in the order they are written, so their marks
    /// never go back; an alias brings back an anchored node that was written before, with the
    /// marks of its first occurrence. A node whose mark is before the furthest one reached is
    /// therefore a repetition, and the furthest mark is where the reading had got to: at, or
    /// just before, the alias being expanded.
    struct AliasExpansion {
        var furthest = (line: 0, column: 0)
        var repeatedNodes = 0

        mutating func visit(_ mark: Mark?, file: String) throws(ScenarioError) {
            guard let mark else { return }
            guard (mark.line, mark.column) < furthest else {
                furthest = (mark.line, mark.column)
                return
            }
            repeatedNodes += 1
            if repeatedNodes > YAMLValue.repeatedNodeLimit {
                throw ScenarioError(
                    "aliases repeat more than \(YAMLValue.repeatedNodeLimit) nodes of this file (the limit, against alias bombs)",
                    at: SourceLocation(file: file, line: furthest.line, column: furthest.column))
            }
        }
    }

    private static func location(_ mark: Mark?, file: String) -> SourceLocation {
        SourceLocation(file: file, line: mark?.line ?? 1, column: mark?.column ?? 1)
    }

    private static func convert(_ node: Node, file: String, expansion: inout AliasExpansion) throws(ScenarioError) -> YAMLValue {
        try expansion.visit(node.mark, file: file)
        switch node {
        case .scalar(let scalar):
            let plain = scalar.style == .plain || scalar.style == .any
            return .scalar(Scalar(text: scalar.string, isPlain: plain), location(scalar.mark, file: file))
        case .sequence(let sequence):
            var items: [YAMLValue] = []
            for item in sequence { items.append(try convert(item, file: file, expansion: &expansion)) }
            return .sequence(items, location(sequence.mark, file: file))
        case .mapping(let mapping):
            var pairs: [(String, SourceLocation, YAMLValue)] = []
            var seen: [String: SourceLocation] = [:]
            for (key, value) in mapping {
                guard case .scalar(let keyScalar) = key else {
                    throw ScenarioError("a key must be a plain name", at: location(mapping.mark, file: file))
                }
                try expansion.visit(keyScalar.mark, file: file)
                let keyLocation = location(keyScalar.mark, file: file)
                if let first = seen[keyScalar.string] {
                    throw ScenarioError(
                        "the key '\(keyScalar.string)' appears twice in this mapping (first at \(first.line):\(first.column))", at: keyLocation)
                }
                seen[keyScalar.string] = keyLocation
                pairs.append((keyScalar.string, keyLocation, try convert(value, file: file, expansion: &expansion)))
            }
            return .mapping(pairs, location(mapping.mark, file: file))
        case .alias(let alias):
            // Yams resolves aliases while composing; an unresolved one is refused.
            throw ScenarioError("aliases are not supported in scenario files", at: location(alias.mark, file: file))
        }
    }
}

extension ScenarioError {
    static func fromYams(_ error: YamlError, file: String) -> ScenarioError {
        switch error {
        case .scanner(_, let problem, let mark, _), .parser(_, let problem, let mark, _), .composer(_, let problem, let mark, _):
            return ScenarioError("the file is not valid YAML: \(problem)", at: SourceLocation(file: file, line: mark.line, column: mark.column))
        case .duplicatedKeysInMapping(let duplicates, let context):
            let key = duplicates.first ?? ""
            let first = context.mark
            let second = secondOccurrence(of: key, after: first, in: context.text)
            return ScenarioError(
                "the key '\(key)' appears twice in this mapping (first at \(first.line):\(first.column))",
                at: SourceLocation(file: file, line: second?.line ?? first.line, column: second?.column ?? first.column))
        case .reader(let problem, let offset, _, let yaml):
            let place = offset.map { position(ofByte: $0, in: yaml) } ?? (line: 1, column: 1)
            return ScenarioError(
                "the file cannot be read as text: \(problem)", at: SourceLocation(file: file, line: place.line, column: place.column))
        default:
            return ScenarioError("the file is not valid YAML: \(error)", at: SourceLocation(file: file, line: 1, column: 1))
        }
    }
}

/// Where a key repeats in a block mapping whose first occurrence is at `first`: Yams reports
/// the first occurrence only, and the repetition is the place to point at.
private func secondOccurrence(of key: String, after first: Mark, in text: String) -> (line: Int, column: Int)? {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    let indent = first.column - 1
    var index = first.line  // the line after the first occurrence (lines are 1-based)
    while index < lines.count {
        let line = lines[index]
        let leading = line.prefix { $0 == " " }.count
        let rest = line.dropFirst(leading)
        index += 1
        if rest.isEmpty || rest.hasPrefix("#") { continue }
        if leading < indent { return nil }
        if leading == indent, [key, "\"\(key)\"", "'\(key)'"].contains(where: { rest.hasPrefix($0 + ":") || rest.hasPrefix($0 + " :") }) {
            return (index, leading + 1)
        }
    }
    return nil
}

/// The line and column (in Unicode scalars, as libYAML counts them) of a byte offset.
func position(ofByte offset: Int, in text: String) -> (line: Int, column: Int) {
    var line = 1, column = 1, consumed = 0
    for scalar in text.unicodeScalars {
        let width = UTF8.width(scalar)
        if consumed + width > offset { break }
        consumed += width
        if scalar == "\n" {
            line += 1
            column = 1
        } else {
            column += 1
        }
    }
    return (line, column)
}
