import PresentationModel

/// The format reference, a DocC article written from ``ScenarioFormat``: every mapping, key,
/// controller kind, step and relation, each with what it means, and an example of each.
enum ScenarioFormatReference {
    static var markdown: String {
        var text = """
            # The scenario format

            Every key of a scenario file, what it takes and what it means, with an example of each.

            ## Overview

            A scenario file is YAML 1.2 (JSON is YAML too): the environment, the controllers at \
            the start, the steps the app takes, and what to expect after them. vcgraph reads it \
            exactly: an unknown key, a value of the wrong kind or an id nobody declares is an \
            error at its line and column, with the nearest valid name. `vcgraph schema` writes \
            the same vocabulary as a JSON Schema, for editors; this page and the schema are \
            written from the definitions the reader reads its keys from.

            A controller's id is any text; `nil`, `null`, `~` or nothing means no controller \
            where a relation's value is a controller. The <doc:ScenarioFormatExtensions> article \
            says how each key behaves in detail.


            """
        text += section(ScenarioFormat.scenario, heading: "The file")
        text += section(ScenarioFormat.window, heading: "Windows")
        text += "## Controller nodes\n\n"
        text += """
            A controller node is a mapping with one kind key, whose value is the controller's \
            id, and the keys of that kind. Where a node holds others (a stack, tabs, children, \
            columns), a plain id stands for a new plain view controller.


            """
        for kind in ScenarioFormat.kinds {
            text += "### `\(kind.name)`\n\n\(kind.summary)\n\n" + table(kind.keys) + example(kind.example)
        }
        text += "### Keys of every node\n\nAny node may carry these, and the `set` step changes them.\n\n"
        text += table(ScenarioFormat.attributes + [FormatKey("searchController", .shape("a search controller"), "A search controller it hosts.")])
        text += section(ScenarioFormat.searchController, heading: "Search controllers", level: 3)
        text += section(ScenarioFormat.presentationDelegate, heading: "Presentation delegates", level: 3)
        text += "## Steps\n\nA step is a mapping with one step key; any step may also carry:\n\n" + table(ScenarioFormat.stepExtras)
        for step in ScenarioFormat.steps {
            text += "### `\(step.name)`\n\n\(step.summary)\n\n"
            if let shape = ScenarioFormat.shape(ofStep: step.name) {
                text += shapeTable(shape)
            } else {
                text += "Its value: \(step.argument.summary).\n\n"
            }
            text += example(step.example)
        }
        text += """
            ## Expectations

            An expectation is a one-entry mapping `RELATION(ID): VALUE`, under `expect` or in an \
            `expect` step: the relation, as UIKit names the property, asked of a controller (or of \
            a window, for `rootViewController`), and the value it must have.


            """
        text += "| Relation | Asked of | Value |\n|---|---|---|\n"
        for relation in Relation.allCases {
            let subject = relation.subjectKind == .window ? "a window" : "a controller"
            text += "| `\(relation.rawValue)` | \(subject) | \(valueWords(relation.valueKind)) |\n"
        }
        text += "\n" + example(ScenarioFormat.expectationsExample)
        text += section(ScenarioFormat.options, heading: "Options")
        return text.replacing("\n\n\n", with: "\n\n").trimmingTrailingNewlines + "\n"
    }

    private static func section(_ shape: FormatShape, heading: String, level: Int = 2) -> String {
        String(repeating: "#", count: level) + " \(heading)\n\n\(shape.summary)\n\n" + shapeTable(shape) + example(shape.example)
    }

    private static func shapeTable(_ shape: FormatShape) -> String {
        var text = table(shape.keys)
        if !shape.exactlyOneOf.isEmpty {
            let names = shape.exactlyOneOf.map { "`\($0)`" }.joined(separator: ", ")
            text += "Exactly one of \(names).\n\n"
        }
        return text
    }

    private static func table(_ keys: [FormatKey]) -> String {
        guard !keys.isEmpty else { return "" }
        var text = "| Key | Value | Meaning |\n|---|---|---|\n"
        for key in keys {
            let required = key.isRequired ? " (required)" : ""
            text += "| `\(key.name)`\(required) | \(key.value.summary) | \(key.summary) |\n"
        }
        return text + "\n"
    }

    private static func example(_ text: String) -> String {
        text.isEmpty ? "" : "```yaml\n\(text)\n```\n\n"
    }

    private static func valueWords(_ kind: RelationValue.Kind) -> String {
        switch kind {
        case .controller: "an id, or `nil`"
        case .controllers: "a list of ids, or `nil`"
        case .bool: "true or false"
        case .style: "a presentation style, or `nil`"
        case .index: "a whole number, `NSNotFound`, or `nil`"
        case .callbacks: "a list of delegate calls"
        }
    }
}

extension String {
    fileprivate var trimmingTrailingNewlines: String {
        var text = self
        while text.hasSuffix("\n") { text.removeLast() }
        return text
    }
}
