import PresentationDOT
import PresentationDiagrams
import SourceImport

/// An app's flow map read from its Swift, in the design every vcgraph drawing shares
/// (``FlowMapDiagram``): each view controller class a box, each call site that shows one
/// class's controller from another's code an edge into the class it shows, labelled with the
/// form and the model's answer; what the launch contains is a window's family, from the
/// window's root to each class it places.
///
/// Call sites of one form from one class to another are one edge with their count, its label
/// the first answer and how many others there are, every answer in its tooltip (paths name
/// their instances apart: `presented by Sheet`, `presented by Sheet-99`). What rests on
/// assumptions is marked `?`, the assumptions in the edge's tooltip; unknown call sites are
/// left out, and the caption says how many.
public struct CodeFlowMap: Sendable {
    public let diagram: FlowMapDiagram

    public init(_ report: CodeReport, title: String, showsRuleIDs: Bool = false) {
        struct EdgeKey: Hashable {
            var from: String, to: String, form: String, assumed: Bool
        }
        var edges: [EdgeKey: (count: Int, answers: [CodeAnswer], assumptions: Set<DiagramContent.Assumption>)] = [:]
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
            let key = EdgeKey(from: source, to: destination, form: operation.form, assumed: operation.certainty == .assumed)
            if edges[key] == nil { order.append(key) }
            edges[key, default: (0, [], [])].count += 1
            if let answer = operation.answer, edges[key]?.answers.contains(answer) == false { edges[key]?.answers.append(answer) }
            edges[key]?.assumptions.formUnion(operation.assumptions.map { .init(id: $0.id, text: $0.text) })
        }
        // What the launch contains: from the window's root to each class it places.
        var rootClass: String?
        var contained: [(name: String, label: String)] = []
        if let root = report.launch.hierarchy.rootViewController(ofWindow: "main"),
            let name = report.launch.hierarchy.className(of: root).map(Self.bareClass)
        {
            rootClass = name
            for placement in report.placements where placement.flow == "launch" && placement.className != name {
                if !contained.contains(where: { $0.name == placement.className }) { contained.append((placement.className, placement.description)) }
            }
        }
        var content = DiagramContent(title: title)
        content.showsRuleIDs = showsRuleIDs
        func box(_ name: String) -> DiagramContent.Block {
            // A class is its own name; the launch is not a controller, drawn as not one.
            let isLaunch = name == launch
            return .node(
                .init(
                    id: Self.nodeID(name), lines: [isLaunch ? "launch (scene or app delegate)" : name],
                    role: .init(isOnScreen: !isLaunch, definer: nil),
                    tooltip: isLaunch ? "the code that runs at launch: a scene's or the app's delegate" : nil, controller: name))
        }
        if classes.contains(launch) { content.blocks.append(box(launch)) }
        if let rootClass {
            content.blocks.append(
                .cluster(
                    .init(
                        id: "launch", label: "at launch", role: .family(.window), blocks: ([rootClass] + contained.map(\.name)).map(box),
                        tooltip: "what the launch puts on screen: the window's root and the classes it places")))
            for (name, label) in contained {
                content.edges.append(
                    .init(
                        from: Self.nodeID(rootClass), to: Self.nodeID(name), label: label, tooltip: nil, role: .containment(isOnScreen: true),
                        endsAtCluster: nil))
            }
        }
        let framed = Set(rootClass.map { [$0] + contained.map(\.name) } ?? [])
        for name in classes where name != launch && !framed.contains(name) { content.blocks.append(box(name)) }
        for key in order {
            guard let (count, answers, assumptions) = edges[key] else { continue }
            let times = count > 1 ? " ×\(count)" : ""
            var label = ["\(key.form)\(times)\(key.assumed ? " ?" : "")"]
            if let first = answers.first { label.append(showsRuleIDs ? first.description : first.text) }
            if answers.count > 1 { label.append("and \(answers.count - 1) other answer\(answers.count == 2 ? "" : "s") (tooltip)") }
            // Into a class the launch holds, not the window's root: the edge says which.
            if contained.contains(where: { $0.name == key.to }) { label.append("to \(key.to)") }
            var edge = DiagramContent.Edge(
                from: Self.nodeID(key.from), to: Self.nodeID(key.to), label: label.joined(separator: "\n"),
                tooltip: (["\(key.form)\(times):"] + answers.map(\.description)).joined(separator: "\n"), role: .transition(isCandidate: false),
                endsAtCluster: nil)
            edge.rules = answers.first?.rules ?? []
            edge.assumptions = assumptions.sorted { $0.described < $1.described }
            content.edges.append(edge)
        }
        let unknown = report.operations.filter { $0.certainty == .unknown }.count
        var caption: [String] = []
        if edges.values.contains(where: { !$0.assumptions.isEmpty }) {
            caption.append("? marks an answer that rests on assumptions, listed in the edge's tooltip")
        }
        if unknown > 0 {
            caption.append("\(unknown) call site\(unknown == 1 ? "" : "s") vcgraph could not resolve are not drawn (vcgraph segues lists them)")
        }
        content.caption = caption.isEmpty ? nil : caption.joined(separator: "\n")
        diagram = FlowMapDiagram(content)
    }

    /// The map drawn as a DOT document.
    public var graph: DOTGraph { diagram.graph }

    /// The DOT text.
    public var dot: String { diagram.dot }

    static func nodeID(_ name: String) -> String { "class_" + name }

    /// `Module.Class` → `Class`.
    static func bareClass(_ name: String) -> String { name.split(separator: ".").last.map(String.init) ?? name }
}
