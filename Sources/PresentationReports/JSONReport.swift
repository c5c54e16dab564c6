import PresentationJSON
import PresentationScenarios
import PresentationModel

/// The JSON report of the scenario format: every relation of every controller, the
/// families, the presentations with their context walks, and the diagnostics.
///
/// Extensions beyond the format (documented with it): `windows`; for an imported input,
/// `environment` with how each of its values was decided; per controller
/// `title`, `createdBy`; per presentation `rule`, `transition`, `presentationClass` and
/// `contextAnswers` (each controller asked with its answer); for a SwiftUI presentation
/// `swiftUIModifier`, and `swiftUIWaiting` for the requests SwiftUI keeps waiting.
///
/// The report streams: ``write(chunkSize:to:)`` writes one array element (a controller, a
/// family member, …) at a time into a buffer that it hands on whenever it holds a chunk, so
/// a report of any size needs one chunk of memory beyond the analysis, which is itself
/// assembled per controller as it is read, and two blocks of controllers' text while a
/// large report is written by two threads (the same bytes as by one). Keys are written in sorted order, as a
/// sorted-keys encoder would write them, so the bytes stay those of the golden files.
public struct JSONReport: Sendable {
    private let hierarchy: Hierarchy
    private let diagnostics: [LocatedDiagnostic]
    private let environmentSources: EnvironmentSources?

    /// - Parameter environmentSources: For an imported input (a dump): how its environment was
    ///   decided, which the report writes under `environment` with the environment itself.
    public init(_ hierarchy: Hierarchy, diagnostics: [LocatedDiagnostic] = [], environmentSources: EnvironmentSources? = nil) {
        self.hierarchy = hierarchy
        self.diagnostics = diagnostics
        self.environmentSources = environmentSources
    }

    /// The whole report as text, ending with a newline (for tests and small reports).
    public var text: String {
        var bytes: [UInt8] = []
        write { chunk in bytes.append(contentsOf: chunk) }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Writes the report, ending with a newline, to `sink` in chunks of about `chunkSize`
    /// bytes (see `JSONWriter`); a chunk is valid only during the call that receives it.
    public func write<E: Error>(chunkSize: Int = 1 << 16, to sink: (UnsafeRawBufferPointer) throws(E) -> Void) throws(E) {
        try write(chunkSize: chunkSize, controllersPerBlock: Self.controllersPerBlock, to: sink)
    }

    /// How many controllers one thread writes at a time when two write a report.
    static let controllersPerBlock = 2_048

    /// ``write(chunkSize:to:)`` with the controllers written in blocks of `controllersPerBlock`.
    func write<E: Error>(
        chunkSize: Int, controllersPerBlock: Int, to sink: (UnsafeRawBufferPointer) throws(E) -> Void
    ) throws(E) {
        try withoutActuallyEscaping(sink) { (sink) throws(E) in
            var json = JSONWriter(chunkSize: chunkSize, sink: sink)
            try write(controllersPerBlock: controllersPerBlock, to: &json)
            try json.flush()
        }
    }

    private func write<E>(controllersPerBlock: Int, to json: inout JSONWriter<E>) throws(E) {
        let analysis = hierarchy.analyze()
        json.beginObject()
        json.key("controllers")
        json.beginArray()
        try writeControllers(analysis.controllers, perBlock: controllersPerBlock, to: &json)
        json.endArray()
        json.key("diagnostics")
        json.beginArray()
        for diagnostic in diagnostics {
            try json.element()
            JSONReport.writeDiagnostic(diagnostic, to: &json)
        }
        json.endArray()
        if let environmentSources {
            json.key("environment")
            JSONReport.writeEnvironment(hierarchy.environment, sources: environmentSources, to: &json)
        }
        json.key("families")
        json.beginArray()
        for family in analysis.families {
            try json.element()
            try JSONReport.writeFamily(family, to: &json)
        }
        json.endArray()
        json.key("presentations")
        json.beginArray()
        for presentation in analysis.presentations {
            try json.element()
            try writePresentation(presentation, to: &json)
        }
        json.endArray()
        let waiting = hierarchy.swiftUIWaitingRequests
        if !waiting.isEmpty {
            json.key("swiftUIWaiting")
            json.beginArray()
            for request in waiting {
                try json.element()
                json.beginObject()
                json.key("binding")
                json.string(request.bindingName)
                json.key("controller")
                json.string(request.controller.rawValue)
                json.key("host")
                json.string(request.source.rawValue)
                json.key("modifier")
                json.string(request.modifier.rawValue)
                json.endObject()
            }
            json.endArray()
        }
        json.key("windows")
        json.beginArray()
        for window in hierarchy.windows {
            try json.element()
            json.beginObject()
            json.key("id")
            json.string(window.id)
            json.key("root")
            json.string(window.root.rawValue)
            json.endObject()
        }
        json.endArray()
        json.endObject()
        json.newline()
    }

    /// The controllers' elements, in order. A report of more than one block is written by two
    /// threads, the same bytes as by one: this thread writes the even blocks as it goes and
    /// another the odd ones into memory, each appended after the block before it, so the
    /// report needs two blocks of memory beyond a chunk.
    private func writeControllers<E>(
        _ controllers: HierarchyAnalysis.Controllers, perBlock: Int, to json: inout JSONWriter<E>
    ) throws(E) {
        let depth = json.depth
        let blocks = stride(from: 0, to: controllers.count, by: perBlock).map { $0..<min($0 + perBlock, controllers.count) }
        var ahead = blocks.count > 1 ? elements(blocks[1], of: controllers, depth: depth) : nil
        // A controller's members are one level deeper than the array's elements.
        try ControllerKey.texts.withTexts(depth: depth + 1) { (keys) throws(E) in
            for even in stride(from: 0, to: blocks.count, by: 2) {
                for position in blocks[even] {
                    try json.element()
                    try writeController(controllers[position], keys: keys, to: &json)
                }
                guard let odd = ahead else { continue }
                let text = odd.value()
                ahead = even + 3 < blocks.count ? elements(blocks[even + 3], of: controllers, depth: depth) : nil
                try json.appendElements(text)
            }
        }
    }

    /// The elements of the controllers at `block`, written on another thread for an array
    /// whose elements are at `depth` and that already holds one.
    private func elements(
        _ block: Range<Int>, of controllers: HierarchyAnalysis.Controllers, depth: Int
    ) -> ComputedAhead<[UInt8]> {
        ComputedAhead { [self] in
            var text: [UInt8] = []
            ControllerKey.texts.withTexts(depth: depth + 1) { keys in
                var json = JSONWriter<Never>(continuingArrayAt: depth, chunkSize: 1 << 16) { text.append(contentsOf: $0) }
                for position in block {
                    json.element()
                    writeController(controllers[position], keys: keys, to: &json)
                }
                json.flush()
            }
            return text
        }
    }

    /// A key of a controller's object: one of its attributes, or a relation of the relation
    /// table that the report carries (``Relation/reported``), under the relation's name.
    private enum ControllerKey {
        case `class`, createdBy, id, kind, title
        case relation(Relation)

        var name: String {
            switch self {
            case .class: "class"
            case .createdBy: "createdBy"
            case .id: "id"
            case .kind: "kind"
            case .title: "title"
            case .relation(let relation): relation.rawValue
            }
        }

        /// Every key, sorted as a sorted-keys encoder sorts them (by UTF-8 bytes), with its
        /// text escaped once.
        static let sorted: [ControllerKey] = ([.class, .createdBy, .id, .kind, .title] + Relation.reported.map(relation))
            .sorted { $0.name.utf8.lexicographicallyPrecedes($1.name.utf8) }

        /// The sorted keys' text.
        static let texts = JSONKeys(sorted.map(\.name))
    }

    /// A controller's object; `keys` holds the text of ``ControllerKey/sorted``.
    private func writeController<E>(
        _ c: HierarchyAnalysis.ControllerRelations, keys: [UnsafeBufferPointer<UInt8>], to json: inout JSONWriter<E>
    ) throws(E) {
        json.beginObject()
        for (position, key) in ControllerKey.sorted.enumerated() {
            json.member(keys[position])
            switch key {
            case .class: json.string(c.className)
            case .createdBy: json.string(c.createdBy?.rawValue)
            case .id: json.string(c.id.rawValue)
            case .kind: json.string(c.kind.name)
            case .title: json.string(c.title)
            case .relation(let relation): try JSONReport.write(c[relation], to: &json)
            }
        }
        json.endObject()
    }

    /// A relation's value as JSON: an id or null, a list of ids or null, a boolean, a style or
    /// null, a number or null, a list of delegate calls.
    private static func write<E>(_ value: RelationValue, to json: inout JSONWriter<E>) throws(E) {
        switch value {
        case .controller(let id): json.string(id?.rawValue)
        case .controllers(let ids): try writeIDs(ids, to: &json)
        case .bool(let flag): json.bool(flag)
        case .style(let style): json.string(style?.rawValue)
        case .index(let index): writeInt(index, to: &json)
        case .callbacks(let calls):
            json.beginArray()
            for call in calls {
                try json.element()
                json.string(call.description)
            }
            json.endArray()
        }
    }

    private static func writeIDs<E>(_ ids: [ControllerID]?, to json: inout JSONWriter<E>) throws(E) {
        guard let ids else { return json.null() }
        json.beginArray()
        for id in ids {
            try json.element()
            json.string(id.rawValue)
        }
        json.endArray()
    }

    private static func writeFamily<E>(_ f: HierarchyAnalysis.Family, to json: inout JSONWriter<E>) throws(E) {
        json.beginObject()
        json.key("members")
        try writeIDs(f.members, to: &json)
        json.key("presentedBy")
        json.string(f.presentedBy?.rawValue)
        json.key("root")
        json.string(f.root.rawValue)
        json.endObject()
    }

    private func writePresentation<E>(_ p: Presentation, to json: inout JSONWriter<E>) throws(E) {
        json.beginObject()
        json.key("context")
        json.string(p.presenter.rawValue)
        json.key("contextAnswers")
        json.beginArray()
        for answer in p.resolution.contextWalk {
            try json.element()
            json.beginObject()
            json.key("classDefault")
            json.bool(answer.isClassDefault)
            json.key("controller")
            json.string(answer.controller.rawValue)
            json.key("definesPresentationContext")
            json.bool(answer.definesPresentationContext)
            json.endObject()
        }
        json.endArray()
        json.key("contextWalk")
        try JSONReport.writeIDs(p.resolution.contextWalk.map(\.controller), to: &json)
        json.key("effectiveStyle")
        json.string(hierarchy.effectiveStyle(of: p).rawValue)
        json.key("presentationClass")
        json.string(p.resolution.presentationClass.rawValue)
        json.key("presented")
        json.string(p.presented.rawValue)
        json.key("presenter")
        json.string(p.presenter.rawValue)
        json.key("requestedFrom")
        json.string(p.requestedFrom.rawValue)
        json.key("rule")
        json.string(p.resolution.rule.rawValue)
        json.key("style")
        json.string(p.style.rawValue)
        if let modifier = p.swiftUIModifier {
            json.key("swiftUIModifier")
            json.string(modifier.rawValue)
        }
        json.key("transition")
        json.string(p.transition.rawValue)
        json.endObject()
    }

    private static func writeDiagnostic<E>(_ d: LocatedDiagnostic, to json: inout JSONWriter<E>) {
        json.beginObject()
        json.key("code")
        json.string(d.diagnostic.code.rawValue)
        json.key("column")
        writeInt(d.column, to: &json)
        json.key("line")
        writeInt(d.line, to: &json)
        json.key("message")
        json.string(d.diagnostic.message)
        json.key("rule")
        json.string(d.diagnostic.rule.rawValue)
        json.key("severity")
        json.string(d.diagnostic.severity.rawValue)
        json.key("step")
        writeInt(d.step, to: &json)
        json.key("wording")
        json.string(d.diagnostic.wording.rawValue)
        json.endObject()
    }

    private static func writeInt<E>(_ value: Int?, to json: inout JSONWriter<E>) {
        if let value { json.int(value) } else { json.null() }
    }
}
