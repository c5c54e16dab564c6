import CGraphviz
import PresentationDOT

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Lays out and renders DOT through libgvc, in process.
///
/// Graphviz keeps global state and is not thread-safe, so one actor owns the one long-lived
/// `GVC_t` context and serialises every call; ``shared`` is that actor. Graphviz's error
/// messages are captured (``GraphvizError``) instead of being printed to standard error.
/// Parallel documentation builds should use worker processes, not several renderers.
public actor GraphvizRenderer {
    public static let shared = GraphvizRenderer()

    /// Whether the current task's drawings leave every number and label to Graphviz's own
    /// functions instead of the executable's replacements (``GraphvizNumber``,
    /// ``ParsedLabels``): what a comparison of the two draws with. A task-local value, so that
    /// drawings of other tasks keep the replacements meanwhile.
    @TaskLocal public static var usesGraphvizOwnFunctions = false

    private let context: OpaquePointer?
    /// The formats ``prepare(formats:)`` has loaded, so that a second call does nothing.
    private var prepared: Set<GraphvizFormat> = []

    /// Takes the context ``GraphvizPreload`` made, if it was started, and makes one otherwise.
    private init() {
        if let preloaded = GraphvizPreload.finish() {
            context = preloaded
            prepared = [.svg]
        } else {
            context = Self.makeContext()
        }
    }

    /// A new context, with Graphviz's messages captured and its text measurements remembered.
    /// Not isolated: ``GraphvizPreload`` calls it on its own thread, before the actor exists.
    static func makeContext() -> OpaquePointer? {
        agseterrf(captureGraphvizMessage)
        guard let context = gvContext() else { return nil }
        TextMeasurements.install(in: context)
        if let version = gvcVersion(context) {
            let matches = GraphvizNumber.matches(String(cString: version))
            GraphvizNumber.matchesGraphviz.store(matches, ordering: .relaxed)
            ParsedLabels.isUsable.store(matches, ordering: .relaxed)
        }
        return context
    }

    /// Lays `dot` out once and renders it in each format, in the order asked. Whatever
    /// Graphviz reports along the way, through `agerr` or straight to standard error, comes
    /// back as the result's warnings (or in the error), never on the terminal.
    public func render(
        dot: String, formats: [GraphvizFormat], engine: GraphvizEngine = .dot
    ) throws(GraphvizError) -> RenderedGraph {
        guard let context else { throw GraphvizError(stage: .layout, messages: ["no Graphviz context"]) }
        let (outputs, warnings) = try Self.reporting {
            TextMeasurements.with(reusingSizes: TextMeasurements.reusesSizes(for: formats)) {
                Self.draw(dot, in: context, formats: formats, engine: engine)
            }
        }
        return RenderedGraph(outputs: outputs.map { (format: $0.0, data: $0.1) }, warnings: warnings)
    }

    /// Draws `frames` on one layout, each in `formats`: `union` (every node, edge and cluster
    /// any frame has, with the same names) laid out once (as placed when it comes placed, by
    /// dot otherwise), then each frame drawn on it
    /// with every position kept (``FlowLayout``), as Graphviz draws the frame pinned at the
    /// union's positions with ``GraphvizEngine/pinned``. A frame's warnings are what Graphviz
    /// reported while it drew that frame (the first frame's also what it reported laying out
    /// the union).
    public func render(union: DOTGraph, frames: [DOTGraph], formats: [GraphvizFormat]) throws(GraphvizError) -> [RenderedGraph] {
        guard let context else { throw GraphvizError(stage: .layout, messages: ["no Graphviz context"]) }
        return try TextMeasurements.with(reusingSizes: TextMeasurements.reusesSizes(for: formats)) { () throws(GraphvizError) in
            try ParsedLabels.reusing { () throws(GraphvizError) in
                try Self.draw(union: union, frames: frames, formats: formats, in: context)
            }
        }
    }

    /// ``render(union:frames:formats:)``'s drawing.
    private static func draw(
        union: DOTGraph, frames: [DOTGraph], formats: [GraphvizFormat], in context: OpaquePointer
    ) throws(GraphvizError) -> [RenderedGraph] {
        var (layout, unionWarnings) = try Self.reporting { () -> Result<FlowLayout, GraphvizError> in
            guard let layout = FlowLayout(union: union, context: context) else {
                return .failure(GraphvizError(stage: .layout, messages: []))
            }
            return .success(layout)
        }
        var rendered: [RenderedGraph] = []
        for frame in frames {
            let (outputs, warnings) = try Self.reporting { () -> Result<[(GraphvizFormat, [UInt8])], GraphvizError> in
                guard let outputs = layout.draw(frame, formats: formats) else {
                    return .failure(GraphvizError(stage: .render, messages: []))
                }
                return .success(outputs)
            }
            rendered.append(RenderedGraph(outputs: outputs.map { (format: $0.0, data: $0.1) }, warnings: unionWarnings + warnings))
            unionWarnings = []
        }
        return rendered
    }

    /// Runs `body` with Graphviz's messages, through `agerr` or straight to standard error,
    /// caught: its result and those messages, or its error with them.
    private static func reporting<Value>(
        _ body: () -> Result<Value, GraphvizError>
    ) throws(GraphvizError) -> (Value, [String]) {
        GraphvizMessages.reset()
        let (outcome, printed) = StandardErrorCapture.capturing(body)
        for line in printed.split(whereSeparator: \.isNewline) { GraphvizMessages.append(String(line)) }
        let messages = GraphvizMessages.take()
        switch outcome {
        case .success(let value):
            return (value, messages)
        case .failure(var error):
            error.messages = messages
            throw error
        }
    }

    /// Parses, lays out and renders `dot` in each format, in order.
    private static func draw(
        _ dot: String, in context: OpaquePointer, formats: [GraphvizFormat], engine: GraphvizEngine
    ) -> Result<[(GraphvizFormat, [UInt8])], GraphvizError> {
        guard let graph = DeterministicIDs.read(dot) else {
            return .failure(GraphvizError(stage: .parse, messages: []))
        }
        defer { agclose(graph) }
        guard gvLayout(context, graph, engine.rawValue) == 0 else {
            return .failure(GraphvizError(stage: .layout, messages: []))
        }
        defer { gvFreeLayout(context, graph) }
        guard let outputs = renderLaidOut(graph, in: context, formats: formats) else {
            return .failure(GraphvizError(stage: .render, messages: []))
        }
        return .success(outputs)
    }

    /// Renders a laid-out graph in each format, in order; nil when a render fails.
    static func renderLaidOut(
        _ graph: UnsafeMutablePointer<Agraph_t>, in context: OpaquePointer, formats: [GraphvizFormat]
    ) -> [(GraphvizFormat, [UInt8])]? {
        var outputs: [(GraphvizFormat, [UInt8])] = []
        for format in formats {
            guard let bytes = renderedBytes(graph, in: context, format: format) else { return nil }
            outputs.append((format, format == .pdf ? ReproduciblePDF.normalized(bytes) : bytes))
        }
        return outputs
    }

    /// A laid-out graph rendered in `format` into memory; nil when the render fails.
    ///
    /// Through a memory stream, which grows its buffer by doubling: `gvRenderData` grows its
    /// own by one page past each write, so a large drawing is moved once for each page.
    private static func renderedBytes(
        _ graph: UnsafeMutablePointer<Agraph_t>, in context: OpaquePointer, format: GraphvizFormat
    ) -> [UInt8]? {
        var buffer: UnsafeMutablePointer<CChar>?
        var length = 0
        guard let stream = open_memstream(&buffer, &length) else { return nil }
        let rendered = gvRender(context, graph, format.rawValue, stream) == 0
        // Closing the stream sets the buffer and its length, and hands the buffer over.
        let closed = fclose(stream) == 0
        defer { free(buffer) }
        guard rendered, closed, let buffer else { return nil }
        return Array(UnsafeRawBufferPointer(start: buffer, count: length))
    }

    /// Lays `dot` out and gives the positions Graphviz found, as `-Tdot` writes them: for each
    /// node (by name) `pos`, `width`, `height`; each edge (by its `id` attribute) `pos` and its
    /// labels' places; each subgraph (by name) and the graph (`""`) `bb` and `lp`. Drawing
    /// another graph with the same names and these positions (``GraphvizEngine/pinned``) puts
    /// everything in the same place.
    public func positions(of dot: String) throws(GraphvizError) -> [String: [String: String]] {
        guard let context else { throw GraphvizError(stage: .layout, messages: ["no Graphviz context"]) }
        return try Self.reporting {
            TextMeasurements.with(reusingSizes: true) {
                Self.layOut(dot, in: context).map(Result.success) ?? .failure(GraphvizError(stage: .layout, messages: []))
            }
        }.0
    }

    /// Parses `dot`, lays it out with dot and reads the layout back; nil when Graphviz fails.
    private static func layOut(_ dot: String, in context: OpaquePointer) -> [String: [String: String]]? {
        guard let graph = DeterministicIDs.read(dot) else { return nil }
        defer { agclose(graph) }
        guard gvLayout(context, graph, GraphvizEngine.dot.rawValue) == 0 else { return nil }
        defer { gvFreeLayout(context, graph) }
        attach_attrs(graph)
        return Self.layoutAttributes(of: graph)
    }

    /// The attributes of each kind (`AGRAPH`, `AGNODE`, `AGEDGE`) that a layout writes back
    /// into the graph (`attach_attrs`, as `-Tdot` does): where dot put everything.
    static let layoutAttributeNames: [Int32: [String]] = [
        AGRAPH: ["bb", "lp", "lwidth", "lheight"],
        AGNODE: ["pos", "width", "height"],
        AGEDGE: ["pos", "lp", "xlp", "head_lp", "tail_lp"],
    ]

    /// Whether dot writes `name` back into an object of `kind` (``layoutAttributeNames``).
    static func isLayoutAttribute(_ name: String, kind: Int32) -> Bool {
        layoutAttributeNames[kind]?.contains(name) ?? false
    }

    private static func layoutAttributes(of graph: UnsafeMutablePointer<Agraph_t>) -> [String: [String: String]] {
        func read(_ object: UnsafeMutableRawPointer, _ kind: Int32) -> [String: String] {
            var values: [String: String] = [:]
            for name in layoutAttributeNames[kind] ?? [] {
                guard let value = name.withCString({ agget(object, UnsafeMutablePointer(mutating: $0)) }) else { continue }
                let text = String(cString: value)
                if !text.isEmpty { values[name] = text }
            }
            return values
        }
        let objects = GraphObjects(graph)
        var positions: [String: [String: String]] = ["": read(UnsafeMutableRawPointer(graph), AGRAPH)]
        for (name, node) in objects.nodes { positions[name] = read(UnsafeMutableRawPointer(node), AGNODE) }
        for (id, edge) in objects.edges { positions[id] = read(UnsafeMutableRawPointer(edge), AGEDGE) }
        for (name, subgraph) in objects.subgraphs { positions[name] = read(UnsafeMutableRawPointer(subgraph), AGRAPH) }
        return positions
    }

    /// Loads what rendering in `formats` needs, so that a command can have it done on
    /// another thread while it reads its input: the dot layout, each format's renderer and
    /// the text layout, whose first use initialises fontconfig and opens the fonts. For a
    /// small diagram that loading is most of a render, and
    /// Graphviz loads it on first use only, so one node in the diagrams' font is laid out
    /// and rendered, and thrown away.
    ///
    /// Standard error is not captured here, unlike in ``render(dot:formats:engine:)``: the
    /// caller goes on printing its own diagnostics meanwhile, and a capture would swallow
    /// them. A one-node graph gives Graphviz nothing to warn about; its messages through
    /// `agerr` are dropped with the next render's.
    public func prepare(formats: [GraphvizFormat]) {
        let formats = formats.filter { !prepared.contains($0) }
        prepared.formUnion(formats)
        guard let context, !formats.isEmpty else { return }
        Self.warmUp(context, formats: formats)
    }

    /// Lays out and renders, in `formats`, one node in the diagrams' font, and throws it away.
    /// Not isolated: ``GraphvizPreload`` calls it on its own thread, before the actor exists.
    static func warmUp(_ context: OpaquePointer, formats: [GraphvizFormat]) {
        guard let graph = DeterministicIDs.read("digraph { node [fontname=Helvetica, shape=box]; a [label=<<B>a</B>>] }")
        else { return }
        defer { agclose(graph) }
        guard gvLayout(context, graph, GraphvizEngine.dot.rawValue) == 0 else { return }
        defer { gvFreeLayout(context, graph) }
        for format in formats {
            var buffer: UnsafeMutablePointer<CChar>?
            var length: UInt32 = 0
            if gvRenderData(context, graph, format.rawValue, &buffer, &length) == 0, let buffer { gvFreeRenderData(buffer) }
        }
    }

    /// Renders `dot` in one format.
    public func render(dot: String, format: GraphvizFormat, engine: GraphvizEngine = .dot) throws(GraphvizError) -> [UInt8] {
        try render(dot: dot, formats: [format], engine: engine).outputs.first?.data ?? []
    }
}

extension GraphvizRenderer {
    /// Lays a DOT document out once and renders it in each format.
    public func render(
        _ graph: DOTGraph, formats: [GraphvizFormat], engine: GraphvizEngine = .dot
    ) throws(GraphvizError) -> RenderedGraph {
        try render(dot: DOTEncoder().encode(graph), formats: formats, engine: engine)
    }
}

extension GraphvizRenderer {
    /// A node as cgraph read it back: its name and its attributes, unescaped as Graphviz
    /// unescapes them. Used to check that what vcgraph writes is what Graphviz reads.
    public struct ParsedNode: Hashable, Sendable {
        public var name: String
        public var label: String?
        public var tooltip: String?
    }

    /// Parses `dot` with cgraph (no layout) and lists its nodes, subgraphs included.
    public func parse(dot: String) throws(GraphvizError) -> [ParsedNode] {
        GraphvizMessages.reset()
        let (parsed, printed) = StandardErrorCapture.capturing { DeterministicIDs.read(dot) }
        for line in printed.split(whereSeparator: \.isNewline) { GraphvizMessages.append(String(line)) }
        guard let graph = parsed else {
            throw GraphvizError(stage: .parse, messages: GraphvizMessages.take())
        }
        defer { agclose(graph) }
        var nodes: [ParsedNode] = []
        var node = agfstnode(graph)
        while let current = node {
            nodes.append(
                ParsedNode(
                    name: String(cString: agnameof(UnsafeMutableRawPointer(current))),
                    label: attribute(current, "label"), tooltip: attribute(current, "tooltip")))
            node = agnxtnode(graph, current)
        }
        return nodes
    }

    private func attribute(_ node: UnsafeMutablePointer<Agnode_t>, _ name: String) -> String? {
        // The name's C string lives only inside the closure, so agget is called there.
        let value = name.withCString { agget(UnsafeMutableRawPointer(node), UnsafeMutablePointer(mutating: $0)) }
        guard let value else { return nil }
        let text = String(cString: value)
        return text.isEmpty ? nil : text
    }
}
