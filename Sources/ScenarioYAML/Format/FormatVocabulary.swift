/// What a key of a scenario file takes.
///
/// A struct, not an enum with payloads: the vocabulary lives in static storage for the whole
/// run, and an enum would keep its lists and names behind pointers that carry its case in
/// their spare bits, which LeakSanitizer cannot follow.
struct FormatValue: Sendable {
    enum Kind: Sendable {
        /// Any scalar but nothing, read as text: a name, a title, a class.
        case text
        /// A controller's id: any scalar but nothing.
        case id
        /// `true` or `false`.
        case bool
        /// A whole number in ``range``.
        case integer
        /// One of ``words``.
        case choice
        /// A controller node in a tree: a mapping with one kind key, or an id (a new plain
        /// controller).
        case treeNode
        /// A controller a step names: the id of one declared before, or a new node (a mapping).
        case reference
        /// ``reference``, or nothing.
        case optionalReference
        /// A plain whole number (a position), or anything else as an id.
        case indexOrID
        /// A list of ``item``, with at least one when ``atLeastOne``.
        case list
        /// A list of ``item``, or nothing for an empty list.
        case listOrNothing
        /// `all`, or a list of ``item``.
        case allOrList
        /// A mapping of the shape named ``name``.
        case shape
        /// `true`, `false`, a list of the methods the delegate implements, or a mapping.
        case presentationDelegate
        /// A step: a mapping with one step key.
        case step
        /// A list of one-entry mappings `RELATION(ID): VALUE`.
        case expectations
    }

    let kind: Kind
    var words: [String] = []
    var range: ClosedRange<Int> = 0...0
    var name = ""
    /// The value of a list's items: one element, or none.
    var items: [FormatValue] = []
    var atLeastOne = false

    var item: FormatValue { items[0] }

    static let text = FormatValue(kind: .text)
    static let id = FormatValue(kind: .id)
    static let bool = FormatValue(kind: .bool)
    static let treeNode = FormatValue(kind: .treeNode)
    static let reference = FormatValue(kind: .reference)
    static let optionalReference = FormatValue(kind: .optionalReference)
    static let indexOrID = FormatValue(kind: .indexOrID)
    static let presentationDelegate = FormatValue(kind: .presentationDelegate)
    static let step = FormatValue(kind: .step)
    static let expectations = FormatValue(kind: .expectations)
    static func integer(_ range: ClosedRange<Int>) -> FormatValue { FormatValue(kind: .integer, range: range) }
    static func choice(_ words: [String]) -> FormatValue { FormatValue(kind: .choice, words: words) }
    static func list(_ item: FormatValue, atLeastOne: Bool = false) -> FormatValue {
        FormatValue(kind: .list, items: [item], atLeastOne: atLeastOne)
    }
    static func listOrNothing(_ item: FormatValue) -> FormatValue { FormatValue(kind: .listOrNothing, items: [item]) }
    static func allOrList(_ item: FormatValue) -> FormatValue { FormatValue(kind: .allOrList, items: [item]) }
    static func shape(_ name: String) -> FormatValue { FormatValue(kind: .shape, name: name) }

    /// How the reference names it.
    var summary: String {
        switch kind {
        case .text: "text"
        case .id: "id"
        case .bool: "true or false"
        case .integer: "\(range.lowerBound)–\(range.upperBound)"
        case .choice: words.joined(separator: " \\| ")
        case .treeNode: "controller node or id"
        case .reference: "id or controller node"
        case .optionalReference: "id, controller node or nothing"
        case .indexOrID: "index or id"
        case .list, .listOrNothing: "list of \(item.summary)"
        case .allOrList: "all, or list of \(item.summary)"
        case .shape: name.split(separator: " ").filter { !["a", "an", "the"].contains($0) }.joined(separator: " ")
        case .presentationDelegate: "true, false, list of methods, or mapping"
        case .step: "step"
        case .expectations: "list of expectations"
        }
    }
}

/// One key of a mapping: its name, what it takes, whether it must be there, and what it
/// means, in a line.
struct FormatKey: Sendable {
    let name: String
    let value: FormatValue
    let isRequired: Bool
    let summary: String

    init(_ name: String, _ value: FormatValue, required: Bool = false, _ summary: String) {
        self.name = name
        self.value = value
        self.isRequired = required
        self.summary = summary
    }
}

/// A mapping of the format: its keys, which of them exclude each other, and an example.
struct FormatShape: Sendable {
    /// The name the reader uses for it ("a window", "present"), and the schema's definition name.
    let name: String
    let summary: String
    let keys: [FormatKey]
    /// Groups of keys of which exactly one is given (`push`: `onto` or `from`); at most one
    /// when ``oneIsOptional``.
    let exactlyOneOf: [String]
    let oneIsOptional: Bool
    /// A scenario file's text using the shape, complete enough to be read.
    let example: String

    init(
        _ name: String, _ summary: String, keys: [FormatKey], exactlyOneOf: [String] = [], oneIsOptional: Bool = false,
        example: String = ""
    ) {
        self.name = name
        self.summary = summary
        self.keys = keys
        self.exactlyOneOf = exactlyOneOf
        self.oneIsOptional = oneIsOptional
        self.example = example
    }

    var keyNames: [String] { keys.map(\.name) }
}

/// A step: its key, what the key takes (an id, or a mapping of its own), and an example.
struct FormatStep: Sendable {
    let name: String
    let argument: FormatValue
    let summary: String
    let example: String

    init(_ name: String, _ argument: FormatValue, _ summary: String, example: String) {
        self.name = name
        self.argument = argument
        self.summary = summary
        self.example = example
    }
}

/// A controller node's kind: its key (whose value is the id) and the keys only it takes.
struct FormatKind: Sendable {
    let name: String
    let summary: String
    let keys: [FormatKey]
    let example: String
}
