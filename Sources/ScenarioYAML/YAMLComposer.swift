internal import CYaml
import PresentationScenarios

/// Builds a ``YAMLValue`` from libYAML's event stream, without an intermediate node tree.
///
/// One event at a time, with a stack of the collections still open, so a document's depth
/// costs no recursion (libYAML itself refuses nesting past 1,000 levels). It decides
/// everything a scenario file needs from its YAML at the place it is written:
/// - a syntax error, at libYAML's mark;
/// - a duplicate key, at its second occurrence;
/// - an alias used as a key, at the alias;
/// - an alias to an undefined anchor, at the alias;
/// - aliases that repeat more than ``YAMLValue/repeatedNodeLimit`` nodes in all, at the alias
///   that crosses the limit (an alias shares its anchor's value, but the reader walks every
///   repetition, so ten aliases of ten aliases … would make it walk a billion nodes);
/// - a second document, at its start.
struct YAMLComposer {
    let file: String

    /// A collection being composed: its start, its entries so far, and the key waiting for
    /// its value in a mapping.
    private struct Open {
        var isMapping: Bool
        var location: SourceLocation
        var anchor: String?
        var items: [YAMLValue] = []
        var pairs: [(key: String, keyLocation: SourceLocation, value: YAMLValue)] = []
        var keys: [String: SourceLocation] = [:]
        var pendingKey: (text: String, location: SourceLocation)?
        /// The nodes this collection holds so far, itself included: what an alias to it repeats.
        var nodes = 1
    }

    /// An anchored value and the nodes it holds.
    private struct Anchored {
        var value: YAMLValue
        var nodes: Int
    }

    private var open: [Open] = []
    private var anchors: [String: Anchored] = [:]
    private var repeatedNodes = 0
    private var root: (value: YAMLValue, nodes: Int)?

    init(file: String) {
        self.file = file
    }

    /// The document in `text`, or nil when the stream holds none.
    static func compose(_ text: String, file: String) throws(ScenarioError) -> YAMLValue? {
        var contiguous = text
        var composer = YAMLComposer(file: file)
        let result = contiguous.withUTF8 { bytes in Result { () throws(ScenarioError) in try composer.compose(bytes, text: text) } }
        return try result.get()
    }

    private mutating func compose(_ bytes: UnsafeBufferPointer<UInt8>, text: String) throws(ScenarioError) -> YAMLValue? {
        var parser = yaml_parser_t()
        guard yaml_parser_initialize(&parser) == 1 else {
            throw ScenarioError("the YAML parser could not start (out of memory)", at: location(line: 1, column: 1))
        }
        defer { yaml_parser_delete(&parser) }
        yaml_parser_set_encoding(&parser, YAML_UTF8_ENCODING)
        yaml_parser_set_input_string(&parser, bytes.baseAddress, bytes.count)
        var documents = 0
        var event = yaml_event_t()
        while true {
            guard yaml_parser_parse(&parser, &event) == 1 else { throw error(of: parser, text: text) }
            defer { yaml_event_delete(&event) }
            switch event.type {
            case YAML_STREAM_END_EVENT:
                return root?.value
            case YAML_DOCUMENT_START_EVENT:
                documents += 1
                if documents > 1 {
                    throw ScenarioError("the file is not valid YAML: but found another document", at: mark(event.start_mark))
                }
            case YAML_SCALAR_EVENT:
                let scalar = event.data.scalar
                let text = String(decoding: UnsafeBufferPointer(start: scalar.value, count: scalar.length), as: UTF8.self)
                let plain = scalar.style == YAML_PLAIN_SCALAR_STYLE || scalar.style == YAML_ANY_SCALAR_STYLE
                let place = mark(event.start_mark)
                if let pending = open.last, pending.isMapping, pending.pendingKey == nil {
                    try key(text, at: place)
                    if let anchor = Self.string(scalar.anchor) {
                        anchors[anchor] = Anchored(value: .scalar(.init(text: text, isPlain: plain), place), nodes: 1)
                    }
                } else {
                    let value = YAMLValue.scalar(.init(text: text, isPlain: plain), place)
                    if let anchor = Self.string(scalar.anchor) { anchors[anchor] = Anchored(value: value, nodes: 1) }
                    try add(value, nodes: 1)
                }
            case YAML_ALIAS_EVENT:
                let place = mark(event.start_mark)
                if let pending = open.last, pending.isMapping, pending.pendingKey == nil {
                    throw ScenarioError(
                        "an alias cannot be a mapping key: scenario keys are plain words",
                        at: place)
                }
                guard let name = Self.string(event.data.alias.anchor), let anchored = anchors[name] else {
                    throw ScenarioError("the file is not valid YAML: found undefined alias", at: place)
                }
                repeatedNodes += anchored.nodes
                if repeatedNodes > YAMLValue.repeatedNodeLimit {
                    throw ScenarioError(
                        "aliases repeat more than \(YAMLValue.repeatedNodeLimit) nodes of this file (the limit, against alias bombs)", at: place)
                }
                try add(anchored.value, nodes: anchored.nodes)
            case YAML_SEQUENCE_START_EVENT, YAML_MAPPING_START_EVENT:
                let isMapping = event.type == YAML_MAPPING_START_EVENT
                let place = mark(event.start_mark)
                if let pending = open.last, pending.isMapping, pending.pendingKey == nil {
                    throw ScenarioError("a key must be a plain name", at: pending.location)
                }
                let anchor = Self.string(isMapping ? event.data.mapping_start.anchor : event.data.sequence_start.anchor)
                open.append(Open(isMapping: isMapping, location: place, anchor: anchor))
            case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
                let closed = open.removeLast()
                let value: YAMLValue =
                    closed.isMapping ? .mapping(closed.pairs, closed.location) : .sequence(closed.items, closed.location)
                if let anchor = closed.anchor { anchors[anchor] = Anchored(value: value, nodes: closed.nodes) }
                try add(value, nodes: closed.nodes)
            default:
                break
            }
        }
    }

    /// Takes `text` as the key of the innermost mapping, refusing a repeated one.
    private mutating func key(_ text: String, at place: SourceLocation) throws(ScenarioError) {
        if let first = open[open.count - 1].keys[text] {
            throw ScenarioError("the key '\(text)' appears twice in this mapping (first at \(first.line):\(first.column))", at: place)
        }
        open[open.count - 1].keys[text] = place
        open[open.count - 1].pendingKey = (text, place)
        open[open.count - 1].nodes += 1
    }

    /// Adds a finished value to the innermost collection, or makes it the document.
    private mutating func add(_ value: YAMLValue, nodes: Int) throws(ScenarioError) {
        guard !open.isEmpty else {
            root = (value, nodes)
            return
        }
        let last = open.count - 1
        open[last].nodes += nodes
        if open[last].isMapping {
            guard let key = open[last].pendingKey else {
                throw ScenarioError("a key must be a plain name", at: open[last].location)
            }
            open[last].pairs.append((key.text, key.location, value))
            open[last].pendingKey = nil
        } else {
            open[last].items.append(value)
        }
    }

    private func location(line: Int, column: Int) -> SourceLocation {
        SourceLocation(file: file, line: line, column: column)
    }

    /// libYAML's marks count lines and columns from 0, in Unicode scalars.
    private func mark(_ mark: yaml_mark_t) -> SourceLocation {
        location(line: mark.line + 1, column: mark.column + 1)
    }

    /// The error libYAML stopped at, located.
    private func error(of parser: yaml_parser_t, text: String) -> ScenarioError {
        let problem = parser.problem.map { String(cString: $0) } ?? "an unknown error"
        switch parser.error {
        case YAML_READER_ERROR:
            let place = position(ofByte: parser.problem_offset, in: text)
            return ScenarioError("the file cannot be read as text: \(problem)", at: location(line: place.line, column: place.column))
        case YAML_SCANNER_ERROR, YAML_PARSER_ERROR:
            return ScenarioError("the file is not valid YAML: \(problem)", at: mark(parser.problem_mark))
        default:
            return ScenarioError("the file is not valid YAML: \(problem)", at: location(line: 1, column: 1))
        }
    }

    private static func string(_ pointer: UnsafeMutablePointer<UInt8>?) -> String? {
        pointer.map { String(cString: $0) }
    }
}
