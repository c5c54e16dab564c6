/// A diagnostic as the report lists it: where in the scenario it happened.
public struct LocatedDiagnostic: Hashable, Sendable {
    public var diagnostic: Diagnostic
    /// The step that produced it (1-based), nil for the declaration itself.
    public var step: Int?
    public var line: Int?
    public var column: Int?

    public init(_ diagnostic: Diagnostic, step: Int?, line: Int?, column: Int?) {
        self.diagnostic = diagnostic
        self.step = step
        self.line = line
        self.column = column
    }
}

/// The JSON report of `scenario-format.md`: every relation of every controller, the
/// families, the presentations with their context walks, and the diagnostics.
///
/// Extensions beyond the format (documented with it): `windows`; per controller
/// `title`, `createdBy`; per presentation `rule`, `transition`, `presentationClass` and
/// `contextAnswers` (each controller asked with its answer).
public struct JSONReport: Sendable {
    public let value: JSONValue

    public init(_ hierarchy: Hierarchy, diagnostics: [LocatedDiagnostic] = []) {
        let analysis = hierarchy.analyze()
        value = .object([
            "windows": .array(hierarchy.windows.map { .object(["id": .string($0.id), "root": .string($0.root.rawValue)]) }),
            "controllers": .array(analysis.controllers.map { JSONReport.controller($0, in: hierarchy) }),
            "families": .array(analysis.families.map(JSONReport.family)),
            "presentations": .array(analysis.presentations.map { JSONReport.presentation($0, in: hierarchy) }),
            "diagnostics": .array(diagnostics.map(JSONReport.diagnostic)),
        ])
    }

    public var text: String { value.encoded }

    private static func id(_ id: ControllerID?) -> JSONValue { id.map { .string($0.rawValue) } ?? .null }

    private static func ids(_ ids: [ControllerID]?) -> JSONValue {
        ids.map { .array($0.map { .string($0.rawValue) }) } ?? .null
    }

    private static func controller(_ c: HierarchyAnalysis.ControllerRelations, in hierarchy: Hierarchy) -> JSONValue {
        let attributes = hierarchy.attributes(of: c.id)
        return .object([
            "id": .string(c.id.rawValue),
            "kind": .string(c.kind.name),
            "class": .string(c.className),
            "title": attributes?.title.map(JSONValue.string) ?? .null,
            "createdBy": id(hierarchy.creator(of: c.id)),
            "parent": id(c.parent),
            "children": ids(c.children),
            "family": id(c.family),
            "navigationController": id(c.navigationController),
            "tabBarController": id(c.tabBarController),
            "splitViewController": id(c.splitViewController),
            "presentingViewController": id(c.presentingViewController),
            "presentedViewController": id(c.presentedViewController),
            "presentedFrom": id(c.presentedFrom),
            "presentationContext": id(c.presentationContext),
            "presentationStyle": c.presentationStyle.map { .string($0.rawValue) } ?? .null,
            "viewControllers": ids(c.viewControllers),
            "topViewController": id(c.topViewController),
            "visibleViewController": id(c.visibleViewController),
            "selectedViewController": id(c.selectedViewController),
            "isOnScreen": .bool(c.isOnScreen),
            "definesPresentationContext": .bool(c.definesPresentationContext),
            "modalPresentationStyle": .string(c.modalPresentationStyle.rawValue),
        ])
    }

    private static func family(_ f: HierarchyAnalysis.Family) -> JSONValue {
        .object(["root": .string(f.root.rawValue), "members": ids(f.members), "presentedBy": id(f.presentedBy)])
    }

    private static func presentation(_ p: Presentation, in hierarchy: Hierarchy) -> JSONValue {
        .object([
            "presented": .string(p.presented.rawValue),
            "requestedFrom": .string(p.requestedFrom.rawValue),
            "presenter": .string(p.presenter.rawValue),
            "context": .string(p.presenter.rawValue),
            "style": .string(p.style.rawValue),
            "effectiveStyle": .string(hierarchy.effectiveStyle(of: p).rawValue),
            "presentationClass": .string(p.resolution.presentationClass.rawValue),
            "rule": .string(p.resolution.rule.rawValue),
            "transition": .string(p.transition.rawValue),
            "contextWalk": .array(p.resolution.contextWalk.map { .string($0.controller.rawValue) }),
            "contextAnswers": .array(p.resolution.contextWalk.map {
                .object([
                    "controller": .string($0.controller.rawValue),
                    "definesPresentationContext": .bool($0.definesPresentationContext),
                    "classDefault": .bool($0.isClassDefault),
                ])
            }),
        ])
    }

    private static func diagnostic(_ d: LocatedDiagnostic) -> JSONValue {
        .object([
            "severity": .string(d.diagnostic.severity.rawValue),
            "code": .string(d.diagnostic.code.rawValue),
            "rule": .string(d.diagnostic.rule),
            "message": .string(d.diagnostic.message),
            "step": d.step.map(JSONValue.int) ?? .null,
            "line": d.line.map(JSONValue.int) ?? .null,
            "column": d.column.map(JSONValue.int) ?? .null,
        ])
    }
}
