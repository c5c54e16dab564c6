import PresentationScenarios

/// A YAML node with its location, in the few shapes a scenario uses.
///
/// libYAML reads the document (so YAML 1.2 and JSON are both accepted); every value
/// remembers where it was written, so every later error can name the file, line and column.
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

    /// Parses `text`, reporting YAML syntax errors, duplicate keys and alias bombs at their
    /// place (``YAMLComposer``).
    static func parse(_ text: String, file: String) throws(ScenarioError) -> YAMLValue {
        guard let root = try YAMLComposer.compose(text, file: file) else {
            throw ScenarioError(
                "the file is empty; expected a mapping with a 'window' or 'windows'", at: SourceLocation(file: file, line: 1, column: 1))
        }
        return root
    }

    /// The most nodes that aliases may repeat in one file: past it, the file is refused.
    static let repeatedNodeLimit = 100_000
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
