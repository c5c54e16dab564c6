import PresentationDOT
import PresentationDiagrams
import PresentationModel
import StoryboardImport

/// A storyboard's flow map, in the design every vcgraph drawing shares (``FlowMapDiagram``):
/// every scene as a frame holding its containment (navigation stack, tabs, columns, embedded
/// children), the initial scene's as a window's family, and every segue as an edge into its
/// destination's scene, labelled with what it resolves to: who presents and in which style,
/// or where it pushes, once when every device answers alike, else a line a device.
///
/// It draws a `SegueReport`'s data and decides nothing: the presenters and styles are
/// the model's, as `vcgraph segues` prints them. Each edge's tooltip has every device's
/// answer with the rules that decided it, and what it assumes.
public struct SegueFlowMap: Sendable {
    public let diagram: FlowMapDiagram

    /// The map of `report`, under `title`; laid out by Graphviz's `dot` when `nslimit` or
    /// `mclimit` is given, else by vcgraph.
    ///
    /// With `storyboard`, the map is that storyboard's alone: its scenes and the segues they
    /// hold, answered in the whole catalog (a reference to another storyboard given resolves,
    /// and its edge ends at the reference's placeholder in this one).
    public init(
        _ report: SegueReport, storyboard: Int? = nil, title: String, showsRuleIDs: Bool = false, nslimit: Double? = nil,
        mclimit: Double? = nil
    ) {
        let catalog = report.catalog
        let drawn = { (key: StoryboardCatalog.Key) in storyboard == nil || key.storyboard == storyboard }
        var content = DiagramContent(title: title)
        content.showsRuleIDs = showsRuleIDs

        // Each controller in the frame of the scene that contains it; ids in the order drawn.
        var scenes: [StoryboardCatalog.Key: [StoryboardCatalog.Key]] = [:]
        var order: [StoryboardCatalog.Key] = []
        let keys = Self.controllerKeys(of: catalog).filter(drawn)
        let tops = report.reachability.sceneTops(of: keys)
        var ids: [StoryboardCatalog.Key: String] = [:]
        for key in keys {
            let top = tops[key] ?? key
            if scenes[top] == nil { order.append(top) }
            scenes[top, default: []].append(key)
            ids[key] = "c\(ids.count)"
        }
        let initial = catalog.initialController
        for (number, top) in order.enumerated() {
            var nodes: [DiagramContent.Block] = []
            // The scene's top first: the layout grows the scene's containment from it.
            let members = scenes[top] ?? []
            for key in [top] + members.filter({ $0 != top }) where members.contains(top) || key != top {
                guard let controller = catalog.controller(key), let id = ids[key] else { continue }
                let baseID = catalog.baseID(key).rawValue
                // A reference stands for a scene of another storyboard: drawn as not here.
                var node = DiagramContent.Node(
                    id: id, lines: HouseStyle.nameLines(id: baseID, className: controller.className),
                    role: .init(isOnScreen: !controller.isReference, definer: nil),
                    tooltip: controller.isReference ? "\(baseID): a reference to a scene of another storyboard" : nil,
                    controller: baseID)
                if controller.elementKind == .navigationController { node.arrangement = .stack }
                nodes.append(.node(node))
            }
            let isInitial = top == initial
            content.blocks.append(
                .cluster(
                    .init(
                        id: "scene\(number)", label: isInitial ? "initial scene" : "scene", role: .family(isInitial ? .window : .detached),
                        blocks: nodes, tooltip: "the scene of \(catalog.baseID(top).rawValue)")))
        }
        // Containment: solid edges labelled with the relationship.
        for (s, file) in catalog.storyboards.enumerated() where storyboard == nil || s == storyboard {
            for controller in file.controllers {
                let key = StoryboardCatalog.Key(storyboard: s, element: controller.element)
                for segue in catalog.accepted(catalog.contents(of: key), by: key) {
                    let child = catalog.resolve(.init(storyboard: s, element: segue.destination)).target
                    guard catalog.controller(child) != nil, let from = ids[key], let to = ids[child] else { continue }
                    content.edges.append(
                        .init(
                            from: from, to: to, label: segue.relationship ?? segue.kind.rawValue, tooltip: nil,
                            role: .containment(isOnScreen: true), endsAtCluster: nil))
                }
            }
        }
        // Segues: edges with their answers; an unwind's go to its first candidates, each
        // marked `?`. Segues from one scene to one scene that resolve alike (a table's cells,
        // each with its segue to the same detail) are one edge, its first segue's title marked
        // with their count and every title in its tooltip.
        var edges: [(edge: DiagramContent.Edge, titles: [String], answers: [String], destination: [String])] = []
        var alike: [String: Int] = [:]
        for row in report.rows {
            let segue = catalog[row.segue]
            let source = catalog.source(of: row.segue)
            guard drawn(source), let from = ids[source] else { continue }
            // A destination in another storyboard: the edge ends at this one's placeholder.
            func placed(_ key: StoryboardCatalog.Key) -> StoryboardCatalog.Key? {
                if drawn(key) { return key }
                let placeholder = StoryboardCatalog.Key(storyboard: source.storyboard, element: segue.destination)
                return catalog.controller(placeholder) != nil ? placeholder : nil
            }
            // An answer the storyboard does not decide is marked `?`, and the tooltip says why.
            let cited = row.resolutions.map { "\(Self.device($0)): \(Self.answer($0, citing: true))\($0.assumptions.isEmpty ? "" : " ?")" }
            let shown = row.resolutions.map { "\(Self.answer($0, citing: showsRuleIDs))\($0.assumptions.isEmpty ? "" : " ?")" }
            let answers =
                Set(shown).count == 1 ? [shown[0]] : zip(row.resolutions, shown).map { "\(Self.device($0)): \($1)" }
            let assumed = Set(row.resolutions.flatMap(\.assumptions)).map(\.text).sorted()
            let tooltip = ([Self.title(of: segue)] + cited).joined(separator: "\n")
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
                let key = ([from, ids[target.key] ?? "", segue.kind.rawValue] + cited + assumed).joined(separator: "\u{1F}")
                if let index = alike[key] {
                    edges[index].titles.append(Self.title(of: segue))
                    continue
                }
                alike[key] = edges.count
            }
            for target in targets {
                guard let to = ids[target.key] else { continue }
                // An edge into a scene ends at the scene; one into a controller the scene holds
                // says which.
                let destination = (tops[target.key] ?? target.key) == target.key ? [] : ["to \(catalog.baseID(target.key).rawValue)"]
                var edge = DiagramContent.Edge(
                    from: from, to: to, label: ([target.label] + destination).joined(separator: "\n"), tooltip: tooltip,
                    role: .transition(isCandidate: segue.kind == .unwind), endsAtCluster: nil)
                edge.rules = row.resolutions.first?.rules ?? []
                edge.assumptions = assumed.map { .init(text: $0) }
                edges.append((edge, [Self.title(of: segue)], answers, destination))
            }
        }
        for (edge, titles, answers, destination) in edges {
            var edge = edge
            if titles.count > 1 {
                edge.label = ([titles[0] + " ×\(titles.count)"] + answers + destination).joined(separator: "\n")
                edge.tooltip = "the same answer for \(titles.count) segues: " + titles.joined(separator: ", ") + "\n" + (edge.tooltip ?? "")
            }
            content.edges.append(edge)
        }
        if report.rows.contains(where: { $0.resolutions.contains { !$0.assumptions.isEmpty } }) {
            content.caption = "? marks an answer the storyboard does not decide: an assumption"
        }
        diagram = FlowMapDiagram(content, nslimit: nslimit, mclimit: mclimit)
    }

    /// The map drawn as a DOT document.
    public var graph: DOTGraph { diagram.graph }

    /// The DOT text.
    public var dot: String { diagram.dot }

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

    /// One device's answer, short enough for an edge label, with the rules that decided it
    /// when `citing`.
    static func answer(_ resolution: SegueResolution, citing: Bool) -> String {
        let rules = citing ? " [\(resolution.ruleCitation)]" : ""
        switch resolution.outcome {
        case .presented(let presentation, let effective):
            return "\(effective.rawValue) by \(presentation.presenter)\(rules)"
        case .contained(let container, let placement):
            return "\(placement.shortPhrase) \(container)\(rules)"
        case .unwind(let action, let candidates):
            return candidates.isEmpty
                ? "unwind \(action): no candidate" : "unwind \(action) to the first of \(candidates.count) candidates implementing it"
        case .windowRoot(let window):
            return "root of window \(window)\(resolution.replaced.map { " in place of \($0)" } ?? "")\(rules)"
        case .performedAtLoad(let container, let slot):
            return "performed by \(container) at load: its \(slot) child\(rules)"
        case .dismissed(let presenter):
            return "dismisses what \(presenter) presents\(rules)"
        case .noEffect(let reason):
            return "does nothing: \(reason)"
        case .refused:
            return "refused: \(resolution.diagnostics.first?.message ?? "")\(rules)"
        case .dangling(let reason):
            return "not resolved: \(reason)"
        }
    }
}
