import PresentationJSON
import PresentationScenarios

extension HierarchyDiff {
    /// A unified-diff-like listing: `-` for what only A has, `+` for what only B has, then a
    /// summary line. What the inputs say (paths, ids, classes) is shown as data (``InputText``).
    public func text(a: String, b: String) -> String {
        var out = "--- \(InputText.escaped(a))\n+++ \(InputText.escaped(b))\n"
        for (mark, side) in [("-", onlyInA), ("+", onlyInB)] {
            for controller in side.controllers { out += InputText.escaped("\(mark) controller <\(controller)>") + "\n" }
            for link in side.containment {
                out += InputText.escaped("\(mark) <\(link.parent)> | <\(link.child)> (child \(link.position + 1))") + "\n"
            }
            for link in side.presentations {
                out += InputText.escaped("\(mark) <\(link.presenter)> + <\(link.presented)>, presented with: \(link.style.rawValue)") + "\n"
            }
        }
        let agreed =
            "\(shared.controllers) controllers, \(shared.containment) containment links and \(shared.presentations) presentation links agree"
        if isEmpty { return out + "no differences: \(agreed)\n" }
        let count = onlyInA.count + onlyInB.count
        return out + "\(count) difference\(count == 1 ? "" : "s"); \(agreed)\n"
    }

    /// The same as one JSON object, keys sorted, for tools, written by the package's one JSON
    /// writer.
    public func json(a: String, b: String) -> String {
        func side(_ side: Side) -> JSONValue {
            .object([
                "controllers": .array(side.controllers.map(JSONValue.string)),
                "containment": .array(
                    side.containment.map {
                        .object(["child": .string($0.child), "parent": .string($0.parent), "position": .number($0.position)])
                    }),
                "presentations": .array(
                    side.presentations.map {
                        .object([
                            "presented": .string($0.presented), "presenter": .string($0.presenter), "style": .string($0.style.rawValue),
                        ])
                    }),
            ])
        }
        return JSONValue.object([
            "a": .string(a), "b": .string(b), "identical": .bool(isEmpty), "onlyInA": side(onlyInA), "onlyInB": side(onlyInB),
        ]).text
    }
}
