import PresentationJSON
import PresentationModel
import PresentationScenarios

extension CodeReport {
    /// The report as JSON: `placements`, `alternatives` (each `class`, `id`, `description`,
    /// `flow`, place), `placesNotFound` (`class`, `id`), `unplaced`, `operations` (each with `form`,
    /// `receiver`, its place, `flow`, `branches`, `certainty`, `assumptions` as `{id, text}`,
    /// `operations` the model ran, `answer` or `reason`) and `findings` (`id`, `severity`, place,
    /// `message`, `certainty`, `assumptions`).
    public var json: String { jsonValue.text }

    /// The report as a JSON value (``json``), to place inside another document.
    public var jsonValue: JSONValue {
        func place(_ location: SourceLocation) -> [String: JSONValue] {
            ["file": .string(location.file), "line": .number(location.line), "column": .number(location.column)]
        }
        func assumptions(_ list: [CodeAssumption]) -> JSONValue {
            .array(list.map { .object(["id": .string($0.id), "text": .string($0.text)]) })
        }
        func placed(_ placement: Placement) -> JSONValue {
            .object(
                place(placement.location).merging([
                    "class": .string(placement.className), "id": .string(placement.id.rawValue),
                    "description": .string(placement.description), "flow": .string(placement.flow), "number": .number(placement.number),
                ]) { $1 })
        }
        let operations = operations.map { operation -> JSONValue in
            .object(
                place(operation.location).merging([
                    "form": .string(operation.form), "receiver": .string(operation.receiver), "flow": .string(operation.flow),
                    "branches": .array(operation.branches.map { .string($0) }), "certainty": .string(operation.certainty.rawValue),
                    "assumptions": assumptions(operation.assumptions),
                    "operations": .array(operation.operations.map { .string($0.name) }),
                    "answer": .string(operation.answer?.description), "reason": .string(operation.reason),
                ]) { $1 })
        }
        let findings = findings.map { finding -> JSONValue in
            .object(
                place(finding.location).merging([
                    "id": .string(finding.id), "severity": .string(finding.severity.rawValue), "message": .string(finding.message),
                    "certainty": .string(finding.certainty.rawValue), "assumptions": assumptions(finding.assumptions),
                ]) { $1 })
        }
        return JSONValue.object([
            "placements": .array(placements.map(placed)), "alternatives": .array(alternatives.map(placed)),
            "placesNotFound": .array(placesNotFound.map { .object(["class": .string($0.className), "id": .string($0.id.rawValue)]) }),
            "unplaced": .array(unplaced.map { .string($0) }), "operations": .array(operations),
            "findings": .array(findings),
        ])
    }

    /// Whether a finding is an error (`vcgraph segues` then exits 1).
    public var hasErrors: Bool { findings.contains { $0.severity == .error } }
}
