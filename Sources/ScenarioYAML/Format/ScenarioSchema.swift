import PresentationJSON
import PresentationModel

/// The scenario format as a JSON Schema (draft-07, which editors' YAML language servers
/// read), written from ``ScenarioFormat``: `vcgraph schema`.
///
/// It checks a file's shape: its keys, the kind of every value, the words a choice takes, one
/// kind key a node and one step key a step, the keys that exclude each other. What needs the
/// whole file (an id declared once and before it is named, what UIKit refuses) only the
/// reader checks.
public enum ScenarioSchema {
    /// Where the schema says it lives, and the path the samples' editor comment names.
    public static let identifier = "https://vcgraph.invalid/schemas/scenario.schema.json"

    /// The schema, as text.
    public static var text: String { document.text }

    static var document: JSONValue {
        var definitions: [String: JSONValue] = [
            "id": .object(["type": types("string", "number", "boolean"), "description": .string("A controller's id.")]),
            "node": node,
            "step": step,
            "expectation": expectation,
            "presentationDelegateValue": presentationDelegate,
        ]
        for shape in ScenarioFormat.shapes where shape.name != ScenarioFormat.scenario.name {
            definitions[definitionName(shape.name)] = object(shape)
        }
        var root = members(object(ScenarioFormat.scenario))
        root["$schema"] = .string("http://json-schema.org/draft-07/schema#")
        root["$id"] = .string(identifier)
        root["title"] = .string("vcgraph scenario")
        root["definitions"] = .object(definitions)
        return .object(root)
    }

    // MARK: - Shapes

    /// A mapping of `shape`: its keys and nothing else, the required ones, and its exclusive keys.
    private static func object(_ shape: FormatShape, extra: [FormatKey] = []) -> JSONValue {
        let keys = shape.keys + extra
        var schema: [String: JSONValue] = [
            "type": .string("object"),
            "description": .string(shape.summary),
            "properties": .object(Dictionary(keys.map { ($0.name, property($0)) }, uniquingKeysWith: { first, _ in first })),
            "additionalProperties": .bool(false),
        ]
        let required = keys.filter(\.isRequired).map(\.name)
        if !required.isEmpty { schema["required"] = .array(required.map(JSONValue.string)) }
        if !shape.exactlyOneOf.isEmpty {
            let each = shape.exactlyOneOf.map { JSONValue.object(["required": .array([.string($0)])]) }
            schema[shape.oneIsOptional ? "anyOf" : "oneOf"] = .array(each)
        }
        return .object(schema)
    }

    private static func property(_ key: FormatKey) -> JSONValue {
        var schema = members(value(key.value))
        schema["description"] = .string(key.summary)
        return .object(schema)
    }

    /// The schema of a value of `kind`.
    private static func value(_ kind: FormatValue) -> JSONValue {
        switch kind.kind {
        case .text: .object(["type": types("string", "number", "boolean")])
        case .id: reference("id")
        case .bool: .object(["type": .string("boolean")])
        case .integer:
            .object(["type": .string("integer"), "minimum": .number(kind.range.lowerBound), "maximum": .number(kind.range.upperBound)])
        case .choice: .object(["enum": .array(kind.words.map(JSONValue.string))])
        case .treeNode, .reference: .object(["anyOf": .array([reference("id"), reference("node")])])
        case .optionalReference: .object(["anyOf": .array([reference("id"), reference("node"), .object(["type": .string("null")])])])
        case .indexOrID: .object(["type": types("integer", "string")])
        case .list:
            .object(["type": .string("array"), "items": value(kind.item)].merging(kind.atLeastOne ? ["minItems": .number(1)] : [:]) { a, _ in a })
        case .listOrNothing: .object(["type": types("array", "null"), "items": value(kind.item)])
        case .allOrList: .object(["anyOf": .array([.object(["const": .string("all")]), value(.list(kind.item))])])
        case .shape: reference(definitionName(kind.name))
        case .presentationDelegate: reference("presentationDelegateValue")
        case .step: reference("step")
        case .expectations: .object(["type": types("array", "null"), "items": reference("expectation")])
        }
    }

    /// A controller node: exactly one kind key, and the keys of that kind.
    private static var node: JSONValue {
        let kinds = ScenarioFormat.kinds.map { kind in
            object(FormatShape(kind.name, kind.summary, keys: ScenarioFormat.nodeKeys(kind)))
        }
        return .object(["description": .string("A controller node: one kind key, whose value is its id."), "oneOf": .array(kinds)])
    }

    /// A step: exactly one step key, with what it takes, and the keys every step may carry.
    private static var step: JSONValue {
        let steps = ScenarioFormat.steps.map { step in
            object(
                FormatShape(step.name, step.summary, keys: [FormatKey(step.name, step.argument, required: true, step.summary)]),
                extra: ScenarioFormat.stepExtras)
        }
        return .object(["description": .string("A step: one step key."), "oneOf": .array(steps)])
    }

    /// `RELATION(ID): VALUE`, one entry, with the relation's kind of value.
    private static var expectation: JSONValue {
        var patterns: [String: JSONValue] = [:]
        for relation in Relation.allCases {
            patterns["^\(relation.rawValue)\\(.+\\)$"] = relationValue(relation.valueKind)
        }
        return .object([
            "type": .string("object"),
            "description": .string("An expectation: one entry 'relation(id): value'."),
            "minProperties": .number(1), "maxProperties": .number(1),
            "patternProperties": .object(patterns), "additionalProperties": .bool(false),
        ])
    }

    private static func relationValue(_ kind: RelationValue.Kind) -> JSONValue {
        let nothing = JSONValue.object(["type": .string("null")])
        return switch kind {
        case .controller: .object(["type": types("string", "number", "boolean", "null")])
        case .controllers: .object(["anyOf": .array([.object(["type": .string("array"), "items": reference("id")]), nothing])])
        case .bool: .object(["type": .string("boolean")])
        case .style: .object(["anyOf": .array([value(ScenarioFormat.words(ModalPresentationStyle.self)), nothing])])
        case .index: .object(["anyOf": .array([.object(["type": .string("integer")]), .object(["const": .string("NSNotFound")]), nothing])])
        case .callbacks: .object(["type": .string("array"), "items": .object(["type": .string("string")])])
        }
    }

    /// `true`, `false`, a list of methods, or the mapping form.
    private static var presentationDelegate: JSONValue {
        .object([
            "anyOf": .array([
                .object(["type": .string("boolean")]),
                value(.list(ScenarioFormat.words(DelegateMethod.self))),
                reference(definitionName(ScenarioFormat.presentationDelegate.name)),
            ])
        ])
    }

    // MARK: - Helpers

    private static func reference(_ name: String) -> JSONValue { .object(["$ref": .string("#/definitions/\(name)")]) }

    private static func types(_ names: String...) -> JSONValue { .array(names.map(JSONValue.string)) }

    private static func members(_ value: JSONValue) -> [String: JSONValue] {
        if case .object(let members) = value { return members }
        return [:]
    }

    /// A shape's name as a definition's: "a search controller" is `searchController`.
    static func definitionName(_ name: String) -> String {
        let words = name.split(separator: " ").filter { !["a", "an", "the"].contains($0) }
        return words.enumerated().map { $0.offset == 0 ? String($0.element) : $0.element.prefix(1).uppercased() + $0.element.dropFirst() }
            .joined()
    }
}
