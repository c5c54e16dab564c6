import PresentationDOT
import PresentationDiagrams
import SourceImport

/// An app's flow map read from its Swift: each view controller class a node, each call site
/// that shows one class's controller from another's code an edge, labelled with the form and
/// the model's answer, in the style every vcgraph drawing shares (``HouseStyle``: left to
/// right like a storyboard's map, dashed blue edges for what shows another controller), and
/// what the launch contains as solid edges from the window's root to each class it places.
///
/// Call sites that resolve alike (the same form, classes and answer) are one edge with their
/// count. What rests on assumptions is marked `?`, the assumptions in the edge's tooltip;
/// unknown call sites are left out, and the caption says how many.
public struct CodeFlowMap: Sendable {
    public let graph: DOTGraph

    public init(_ report: CodeReport, title: String) {
        var graph = DOTGraph(id: "code")
        HouseStyle.setDefaults(of: &graph)
        graph.attributes.rankdir = .leftToRight

        struct EdgeKey: Hashable {
            var from: String, to: String, form: String, answer: String, assumed: Bool
        }
        var edges: [EdgeKey: (count: Int, assumptions: Set<String>)] = [:]
        var order: [EdgeKey] = []
        var classes: [String] = []
        func node(_ name: String) {
            if !classes.contains(name) { classes.append(name) }
        }
        let launch = "launch"
        for operation in report.operations where operation.certainty != .unknown {
            guard let destination = operation.destinationClass else { continue }
            let source = operation.sourceClass.flatMap { report.isScreen($0) ? $0 : nil } ?? launch
            node(source)
            node(destination)
            let key = EdgeKey(
                from: source, to: destination, form: operation.form, answer: operation.answer ?? "",
                assumed: operation.certainty == .assumed)
            if edges[key] == nil { order.append(key) }
            edges[key, default: (0, [])].count += 1
            edges[key]?.assumptions.formUnion(operation.assumptions.map { "\($0.id): \($0.text)" })
        }
        // What the launch contains: from the window's root to each class it places, solid.
        var containment: [(from: String, to: String, label: String)] = []
        if let root = report.launch.hierarchy.rootViewController(ofWindow: "main"),
            let rootClass = report.launch.hierarchy.className(of: root).map(Self.bareClass)
        {
            for placement in report.placements where placement.flow == "launch" && placement.className != rootClass {
                node(rootClass)
                node(placement.className)
                containment.append((rootClass, placement.className, placement.description))
            }
        }
        for name in classes {
            var statement = DOTNode(id: Self.nodeID(name))
            // A class is its own name; the launch is not a controller, drawn as not one.
            HouseStyle.box(&statement, id: name == launch ? "launch (scene or app delegate)" : name, className: "", dimmed: name == launch)
            graph.statements.append(.node(statement))
        }
        for (from, to, label) in containment {
            var edge = DOTEdge(from: Self.nodeID(from), to: Self.nodeID(to))
            edge.attributes.label = .text(label)
            graph.statements.append(.edge(edge))
        }
        for key in order {
            guard let (count, assumptions) = edges[key] else { continue }
            var edge = DOTEdge(from: Self.nodeID(key.from), to: Self.nodeID(key.to))
            let times = count > 1 ? " ×\(count)" : ""
            edge.attributes.label = .text("\(key.form)\(times)\(key.assumed ? " ?" : "")\n\(key.answer)")
            HouseStyle.style(&edge, as: .transition)
            if !assumptions.isEmpty { edge.attributes.tooltip = "assumed: " + assumptions.sorted().joined(separator: "; ") }
            graph.statements.append(.edge(edge))
        }
        let unknown = report.operations.filter { $0.certainty == .unknown }.count
        var caption = [title]
        if edges.values.contains(where: { !$0.assumptions.isEmpty }) {
            caption.append("? marks an answer that rests on assumptions, listed in the edge's tooltip")
        }
        if unknown > 0 {
            caption.append("\(unknown) call site\(unknown == 1 ? "" : "s") vcgraph could not resolve are not drawn (vcgraph segues lists them)")
        }
        graph.attributes.label = HouseStyle.heading(title: caption[0], caption: Array(caption.dropFirst()))
        self.graph = graph
    }

    /// The DOT text, before layout.
    public var dot: String { DOTEncoder().encode(graph) }

    static func nodeID(_ name: String) -> String { "class_" + name }

    /// `Module.Class` → `Class`.
    static func bareClass(_ name: String) -> String { name.split(separator: ".").last.map(String.init) ?? name }
}
