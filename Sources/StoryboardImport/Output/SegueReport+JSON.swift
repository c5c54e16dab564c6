import PresentationModel
import PresentationJSON

extension SegueReport {
    /// The report as one JSON object, keys sorted, so that two runs print the same bytes:
    /// `{ "findings": [...], "ios": N, "segues": [...] }`.
    public var json: String { jsonValue.text }

    /// The report as a JSON value (``json``), to place inside another document.
    public var jsonValue: JSONValue {
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
        return JSONValue.object(["ios": .number(iosVersion), "segues": .array(segues), "findings": .array(findings)])
    }

    private func resolutionJSON(_ r: SegueResolution) -> JSONValue {
        var fields: [String: JSONValue] = [
            "device": .string(r.environment.device.rawValue),
            "after": r.path.lastSegue.map { .string(catalog[$0].element) } ?? .null,
            "pathLength": .number(r.path.count),
            "reachable": .bool(r.isReachable),
            "windowRoot": r.windowRoot.map { .string($0.rawValue) } ?? .null,
            "source": .string(r.source.rawValue),
            "destination": r.destination.map { .string($0.rawValue) } ?? .null,
            "rule": .string(r.ruleCitation),
            "staysOnScreen": Self.listJSON(r.staysOnScreen),
            "covers": Self.listJSON(r.covers),
            "replaced": r.replaced.map { .string($0.rawValue) } ?? .null,
            "certainty": .string(r.assumptions.isEmpty ? "decided" : "assumed"),
            "assumptions": .array(r.assumptions.map { .object(["id": .string($0.id), "text": .string($0.text)]) }),
            "customAction": r.customSegue.map { reading in
                .object(["summary": .string(reading.action.summary), "basis": .string(reading.basis.rawValue)])
            } ?? .null,
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
        case .unwind(let action, let candidates):
            fields["outcome"] = .string("unwind")
            fields["unwindAction"] = .string(action)
            // A storyboard never says which class implements the action.
            fields["unwindDestination"] = .null
            fields["unwindCandidates"] = Self.listJSON(candidates)
        case .windowRoot(let window):
            fields["outcome"] = .string("windowRoot")
            fields["window"] = .string(window)
        case .performedAtLoad(let container, let slot):
            fields["outcome"] = .string("performedAtLoad")
            fields["container"] = .string(container.rawValue)
            fields["slot"] = .string(slot)
        case .dismissed(let presenter):
            fields["outcome"] = .string("dismissed")
            fields["presenter"] = .string(presenter.rawValue)
        case .noEffect(let reason):
            fields["outcome"] = .string("noEffect")
            fields["reason"] = .string(reason)
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
