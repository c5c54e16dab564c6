import PresentationDOT
import PresentationDiagrams
import PresentationModel
import StoryboardImport

/// A storyboard's flow map, in the hierarchy diagrams' style (``HouseStyle``): every scene as
/// a frame holding its containment (navigation root, tabs, columns, embedded children), the
/// initial scene's as a window's family, and every segue as a dashed edge labelled with what
/// it resolves to on each device: who presents and in which style, or where it pushes.
///
/// It draws a `SegueReport`'s data and decides nothing: the presenters and styles are
/// the model's, as `vcgraph segues` prints them.
public struct SegueFlowMap: Sendable {
    public let graph: DOTGraph
    /// The heading's title and caption lines.
    private let title: String
    private let caption: [String]

    /// Up to how many controllers `vcgraph render` has Graphviz lay a map out when the user
    /// chose no layout limits: past that, Graphviz's time grows much faster than the map,
    /// and vcgraph lays it out on a grid (``pinned``).
    public static let laidOutByGraphvizUpTo = 499

    /// The map of `report`, under `title`, laid out with Graphviz's `nslimit` and `mclimit`
    /// when given (see `LayoutLimits`).
    ///
    /// With `storyboard`, the map is that storyboard's alone: its scenes and the segues they
    /// hold, answered in the whole catalog (a reference to another storyboard given resolves,
    /// and its edge ends at the reference's placeholder in this one).
    public init(
        _ report: SegueReport, storyboard: Int? = nil, title: String, nslimit: Double? = nil, mclimit: Double? = nil
    ) {
        let catalog = report.catalog
        let drawn = { (key: StoryboardCatalog.Key) in storyboard == nil || key.storyboard == storyboard }
        var graph = DOTGraph(id: "flow")
        HouseStyle.setDefaults(of: &graph)
        // Left to right: a scene that pushes or presents many others (a menu, a settings
        // table) fans out down the page instead of across it.
        graph.attributes.label = HouseStyle.heading(title: title, caption: [])
        graph.attributes.rankdir = .leftToRight
        if let nslimit { graph.attributes.nslimit = nslimit }
        if let mclimit { graph.attributes.mclimit = mclimit }

        // Each controller in the cluster of the scene that contains it.
        var scenes: [StoryboardCatalog.Key: [StoryboardCatalog.Key]] = [:]
        var order: [StoryboardCatalog.Key] = []
        let keys = Self.controllerKeys(of: catalog).filter(drawn)
        let tops = report.reachability.sceneTops(of: keys)
        for key in keys {
            let top = tops[key] ?? key
            if scenes[top] == nil { order.append(top) }
            scenes[top, default: []].append(key)
        }
        let initial = catalog.initialController
        for top in order {
            var cluster = DOTSubgraph(id: Self.nodeID(top))
            HouseStyle.frame(&cluster, top == initial ? .window : .detached, label: top == initial ? "initial scene" : "scene")
            for key in scenes[top] ?? [] {
                guard let controller = catalog.controller(key) else { continue }
                var node = DOTNode(id: Self.nodeID(key))
                // A reference stands for a scene of another storyboard: drawn as not here.
                HouseStyle.box(&node, id: catalog.baseID(key).rawValue, className: controller.className, dimmed: controller.isReference)
                cluster.statements.append(.node(node))
            }
            graph.statements.append(.subgraph(cluster))
        }
        // Containment: solid edges labelled with the relationship.
        for (s, file) in catalog.storyboards.enumerated() where storyboard == nil || s == storyboard {
            for controller in file.controllers {
                let key = StoryboardCatalog.Key(storyboard: s, element: controller.element)
                for segue in catalog.accepted(catalog.contents(of: key), by: key) {
                    let child = catalog.resolve(.init(storyboard: s, element: segue.destination)).target
                    guard catalog.controller(child) != nil, drawn(child) else { continue }
                    var edge = DOTEdge(from: Self.nodeID(key), to: Self.nodeID(child))
                    edge.attributes.label = .text(segue.relationship ?? segue.kind.rawValue)
                    graph.statements.append(.edge(edge))
                }
            }
        }
        // Segues: dashed edges with each device's answer; an unwind's dotted edges go to its
        // first candidates, each marked `?`. Segues from one scene to one scene that resolve
        // alike (a table's cells, each with its segue to the same detail) are one edge, its
        // first segue's title marked with their count and every title in its tooltip.
        var edges: [(edge: DOTEdge, titles: [String], answers: [String])] = []
        var alike: [String: Int] = [:]
        for row in report.rows {
            let segue = catalog[row.segue]
            let source = catalog.source(of: row.segue)
            guard drawn(source) else { continue }
            // A destination in another storyboard: the edge ends at this one's placeholder.
            func placed(_ key: StoryboardCatalog.Key) -> StoryboardCatalog.Key? {
                if drawn(key) { return key }
                let placeholder = StoryboardCatalog.Key(storyboard: source.storyboard, element: segue.destination)
                return catalog.controller(placeholder) != nil ? placeholder : nil
            }
            // An answer the storyboard does not decide is marked `?`, and the edge says why.
            let answers = row.resolutions.map { "\(Self.device($0)): \(Self.answer($0))\($0.assumptions.isEmpty ? "" : " ?")" }
            let assumed = Set(row.resolutions.flatMap(\.assumptions)).map(\.text).sorted()
            let label = ([Self.title(of: segue)] + answers).joined(separator: "\n")
            var targets: [(key: StoryboardCatalog.Key, label: String)] = []
            if segue.kind == .unwind {
                guard let first = row.resolutions.first, case .unwind(_, let candidates) = first.outcome else { continue }
                // Numbered by their place in UIKit's search, though a candidate in another
                // storyboard is not drawn here; the first drawn carries the label.
                let listed = first.unwindCandidateKeys.prefix(Self.unwindEdges)
                let more = candidates.count - listed.count
                for (position, key) in listed.enumerated() where drawn(key) {
                    let rank = "candidate \(position + 1) of \(candidates.count) ?" + (position == listed.count - 1 && more > 0 ? " (+\(more))" : "")
                    targets.append((key, targets.isEmpty ? label + "\n" + rank : rank))
                }
            } else {
                guard let destination = row.resolutions.first?.destinationKey.flatMap(placed) else { continue }
                targets = [(destination, label)]
            }
            if segue.kind != .unwind, let target = targets.first {
                let key = ([Self.nodeID(source), Self.nodeID(target.key), segue.kind.rawValue] + answers + assumed).joined(separator: "\u{1F}")
                if let index = alike[key] {
                    edges[index].titles.append(Self.title(of: segue))
                    continue
                }
                alike[key] = edges.count
            }
            for target in targets {
                var edge = DOTEdge(from: Self.nodeID(source), to: Self.nodeID(target.key))
                HouseStyle.style(&edge, as: segue.kind == .unwind ? .unwind : .transition)
                if !assumed.isEmpty { edge.attributes.tooltip = "assumed: " + assumed.joined(separator: "; ") }
                // An unwind's edges go back up to controllers laid out before the source. Ranked
                // by them, dot's layout of Graphviz 2.42 can end with such an edge flat (both
                // ends on one rank) in a cluster and free memory twice; so they rank nothing,
                // and their label is external (`xlabel`), placed after the layout.
                if segue.kind == .unwind {
                    edge.attributes.constraint = false
                    edge.attributes.xlabel = .text(target.label)
                } else {
                    edge.attributes.label = .text(target.label)
                }
                edges.append((edge, [Self.title(of: segue)], answers))
            }
        }
        for (edge, titles, answers) in edges {
            var edge = edge
            if titles.count > 1 {
                edge.attributes.label = .text(([titles[0] + " ×\(titles.count)"] + answers).joined(separator: "\n"))
                let listed = "the same answer for \(titles.count) segues: " + titles.joined(separator: ", ")
                edge.attributes.tooltip = edge.attributes.tooltip.map { listed + "; " + $0 } ?? listed
            }
            graph.statements.append(.edge(edge))
        }
        caption =
            report.rows.contains(where: { $0.resolutions.contains { !$0.assumptions.isEmpty } })
            ? ["? marks an answer the storyboard does not decide: an assumption"] : []
        self.title = title
        graph.attributes.label = HouseStyle.heading(title: title, caption: caption)
        self.graph = graph
    }

    /// The DOT text, before layout.
    public var dot: String { DOTEncoder().encode(graph) }

    /// The map laid out by vcgraph on a grid (``FlowMapGrid``), for Graphviz to draw without
    /// a layout (`neato -n2`) in time that grows as the map does: for maps too large for
    /// Graphviz's own layout. Its caption says how it is drawn.
    public var pinned: DOTGraph {
        var pinned = FlowMapGrid.pinned(graph)
        pinned.attributes.label = HouseStyle.heading(
            title: title,
            caption: caption + ["laid out by vcgraph: a column for each step from the initial scene; each segue's answers are in its edge's tooltip"])
        return pinned
    }

    /// ``pinned``'s DOT text, every node placed.
    public var pinnedDOT: String { DOTEncoder().encode(pinned) }

    /// How many of an unwind's candidates get an edge; the last drawn says how many more there are.
    static let unwindEdges = 3

    static func nodeID(_ key: StoryboardCatalog.Key) -> String { "s\(key.storyboard)_\(key.element)" }

    /// Every controller element of the catalog, in file order.
    static func controllerKeys(of catalog: StoryboardCatalog) -> [StoryboardCatalog.Key] {
        catalog.storyboards.enumerated().flatMap { s, storyboard in
            storyboard.controllers.map { StoryboardCatalog.Key(storyboard: s, element: $0.element) }
        }
    }

    static func title(of segue: StoryboardSegue) -> String {
        "\(segue.kind.rawValue) '\(segue.displayID)'" + (segue.customClass.map { " (\($0))" } ?? "")
    }

    static func device(_ resolution: SegueResolution) -> String {
        resolution.environment.device.name
    }

    /// One device's answer, short enough for an edge label.
    static func answer(_ resolution: SegueResolution) -> String {
        switch resolution.outcome {
        case .presented(let presentation, let effective):
            return "\(effective.rawValue) by \(presentation.presenter) [\(resolution.ruleCitation)]"
        case .contained(let container, let placement):
            return "\(placement.shortPhrase) \(container) [\(resolution.ruleCitation)]"
        case .unwind(let action, let candidates):
            return candidates.isEmpty
                ? "unwind \(action): no candidate" : "unwind \(action) to the first of \(candidates.count) candidates implementing it"
        case .windowRoot(let window):
            return "root of window \(window)\(resolution.replaced.map { " in place of \($0)" } ?? "") [\(resolution.ruleCitation)]"
        case .performedAtLoad(let container, let slot):
            return "performed by \(container) at load: its \(slot) child [\(resolution.ruleCitation)]"
        case .dismissed(let presenter):
            return "dismisses what \(presenter) presents [\(resolution.ruleCitation)]"
        case .noEffect(let reason):
            return "does nothing: \(reason)"
        case .refused:
            return "refused: \(resolution.diagnostics.first?.message ?? "") [\(resolution.ruleCitation)]"
        case .dangling(let reason):
            return "not resolved: \(reason)"
        }
    }
}
