import PresentationModel
import PresentationReports

extension SegueReport {
    /// The report as one JSON object, keys sorted, so that two runs print the same bytes:
    /// `{ "findings": [...], "ios": N, "segues": [...] }`.
    public var json: String {
        var segues: [JSONValue] = []
        for row in rows {
            let segue = catalog[row.segue]
            var fields: [String: JSONValue] = [
                "id": .string(segue.element),
                "kind": .string(segue.kind.rawValue),
                "file": .string(segue.location.file),
                "line": .number(segue.location.line),
                "column": .number(segue.location.column),
                "source": .string(catalog.baseID(catalog.source(of: row.segue)).rawValue),
                "resolutions": .array(row.resolutions.map { resolutionJSON($0) }),
            ]
            fields["identifier"] = segue.identifier.map(JSONValue.string) ?? .null
            fields["customClass"] = segue.customClass.map(JSONValue.string) ?? .null
            segues.append(.object(fields))
        }
        let findings = findings.map { finding -> JSONValue in
            .object([
                "id": .string(finding.kind.rawValue), "severity": .string(finding.severity.rawValue),
                "file": .string(finding.location.file), "line": .number(finding.location.line),
                "column": .number(finding.location.column), "element": .string(finding.element),
                "message": .string(finding.message),
            ])
        }
        return JSONValue.object(["ios": .number(iosVersion), "segues": .array(segues), "findings": .array(findings)]).text
    }

    private func resolutionJSON(_ r: SegueResolution) -> JSONValue {
        var fields: [String: JSONValue] = [
            "device": .string(r.device.rawValue),
            "after": r.path.lastSegue.map { .string(catalog[$0].element) } ?? .null,
            "pathLength": .number(r.path.count),
            "reachable": .bool(r.isReachable),
            "windowRoot": r.windowRoot.map { .string($0.rawValue) } ?? .null,
            "source": .string(r.source.rawValue),
            "destination": r.destination.map { .string($0.rawValue) } ?? .null,
            "rule": .string(r.rule),
            "staysOnScreen": Self.listJSON(r.staysOnScreen),
            "covers": Self.listJSON(r.covers),
            "certainty": .string(r.assumptions.isEmpty ? "decided" : "assumed"),
            "assumptions": .array(r.assumptions.map { .object(["id": .string($0.id), "text": .string($0.text)]) }),
            "diagnostics": .array(
                r.diagnostics.map {
                    .object(["severity": .string($0.severity.rawValue), "message": .string($0.message), "rule": .string($0.rule.rawValue)])
                }),
        ]
        switch r.outcome {
        case .presented(let p, let effective):
            fields["outcome"] = .string("presented")
            fields["presenter"] = .string(p.presenter.rawValue)
            fields["requestedFrom"] = .string(p.requestedFrom.rawValue)
            fields["style"] = .string(p.style.rawValue)
            fields["effectiveStyle"] = .string(effective.rawValue)
            fields["contextWalk"] = .array(
                p.resolution.contextWalk.map {
                    .object([
                        "controller": .string($0.controller.rawValue), "definesPresentationContext": .bool($0.definesPresentationContext),
                        "classDefault": .bool($0.isClassDefault),
                    ])
                })
        case .contained(let container, let placement):
            fields["outcome"] = .string(placement.rawValue)
            fields["container"] = .string(container.rawValue)
        case .unwind(let action, let destination, let walk):
            fields["outcome"] = .string("unwind")
            fields["unwindAction"] = .string(action)
            fields["unwindDestination"] = destination.map { .string($0.rawValue) } ?? .null
            fields["unwindWalk"] = .array(walk.map { .string($0.rawValue) })
        case .refused:
            fields["outcome"] = .string("refused")
        case .dangling(let reason):
            fields["outcome"] = .string("dangling")
            fields["reason"] = .string(reason)
        }
        return .object(fields)
    }

    /// A list of controllers: `{ "count": N, "first": [...], "last": [...] }`, `last` empty
    /// when `first` holds them all (``ControllerList``).
    private static func listJSON(_ list: ControllerList) -> JSONValue {
        .object([
            "count": .number(list.count),
            "first": .array(list.head.map { .string($0.rawValue) }),
            "last": .array(list.tail.map { .string($0.rawValue) }),
        ])
    }
}
