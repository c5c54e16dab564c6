import PresentationModel

/// A hierarchy drawn so that a reader sees at a glance who contains whom, who presents whom,
/// and why.
///
/// - Each family is a cluster, labelled with its root and how it came to exist (the root of a
///   window, presented by whom and in which style, or detached).
/// - Each UIKit container (navigation, tab bar, split view, page view controller) is a cluster
///   nested in its family, around the container and what it holds; its node lists its stack
///   (with the top), its tabs (with the selected one) or its columns.
/// - Containment edges are solid and say the relationship (`root`, `stack 2`, `tab 1`,
///   `primary`, `child`).
/// - Presentation edges are dashed, from the presenter to the presented family, labelled with
///   the effective style; when `present` was called on another controller, a dotted edge from
///   that source to the presenter says how the presenter was found (the context walk).
/// - Controllers whose `definesPresentationContext` is true are marked; controllers not on
///   screen are dimmed; a small legend explains the marks.
public struct HierarchyDiagram: Sendable {
    public struct Options: Hashable, Sendable {
        /// The diagram's title (the scenario's name).
        public var title: String?
        public var showsLegend: Bool
        /// Graphviz's `nslimit` and `mclimit`, to bound layout time on very large hierarchies.
        public var nslimit: Double?
        public var mclimit: Double?

        public init(title: String? = nil, showsLegend: Bool = true, nslimit: Double? = nil, mclimit: Double? = nil) {
            self.title = title
            self.showsLegend = showsLegend
            self.nslimit = nslimit
            self.mclimit = mclimit
        }
    }

    public let graph: DOTGraph

    public init(_ hierarchy: Hierarchy, options: Options = Options()) {
        graph = DiagramBuilder(hierarchy: hierarchy, options: options).build()
    }

    /// The DOT text, deterministic.
    public var dot: String { DOTEncoder().encode(graph) }
}

/// Builds the ``DOTGraph`` of a hierarchy in O(size).
private struct DiagramBuilder {
    let hierarchy: Hierarchy
    let options: HierarchyDiagram.Options
    let analysis: HierarchyAnalysis
    let relations: [ControllerID: HierarchyAnalysis.ControllerRelations]
    let nodeIDs: [ControllerID: String]
    /// Each controller's tooltip, its on-screen reason, from one pass over the hierarchy.
    let onScreenReasons: [ControllerID: String]
    /// Each family's position in `analysis.families`, by its root.
    let familyNumbers: [ControllerID: Int]

    init(hierarchy: Hierarchy, options: HierarchyDiagram.Options) {
        self.hierarchy = hierarchy
        self.options = options
        analysis = hierarchy.analyze()
        var relations: [ControllerID: HierarchyAnalysis.ControllerRelations] = [:]
        var nodeIDs: [ControllerID: String] = [:]
        var onScreenReasons: [ControllerID: String] = [:]
        relations.reserveCapacity(analysis.controllers.count)
        let reasons = hierarchy.onScreenReasons()
        for (position, controller) in analysis.controllers.enumerated() {
            relations[controller.id] = controller
            nodeIDs[controller.id] = "c\(position)"
            onScreenReasons[controller.id] = reasons[position]
        }
        self.relations = relations
        self.nodeIDs = nodeIDs
        self.onScreenReasons = onScreenReasons
        familyNumbers = Dictionary(analysis.families.enumerated().map { ($1.root, $0) }) { first, _ in first }
    }

    func build() -> DOTGraph {
        var graph = DOTGraph(id: "vcgraph")
        graph.attributes.set("rankdir", "TB")
        graph.attributes.set("compound", "true")
        graph.attributes.set("newrank", "true")
        graph.attributes.set("fontname", DiagramStyle.font)
        graph.attributes["fontsize"] = .number(14)
        graph.attributes.set("labelloc", "t")
        graph.attributes["nodesep"] = .number(0.3)
        graph.attributes["ranksep"] = .number(0.45)
        graph.attributes.set("charset", "UTF-8")
        if let title = options.title { graph.attributes.label = .text(title) }
        if let nslimit = options.nslimit { graph.attributes["nslimit"] = .number(nslimit) }
        if let mclimit = options.mclimit { graph.attributes["mclimit"] = .number(mclimit) }
        graph.nodeDefaults.set("shape", "box")
        graph.nodeDefaults.style = ["rounded", "filled"]
        graph.nodeDefaults.set("fontname", DiagramStyle.font)
        graph.nodeDefaults["fontsize"] = .number(11)
        graph.nodeDefaults.set("color", DiagramStyle.ink)
        graph.nodeDefaults.set("fillcolor", DiagramStyle.fill)
        graph.nodeDefaults.set("margin", "0.08,0.04")
        graph.edgeDefaults.set("fontname", DiagramStyle.font)
        graph.edgeDefaults["fontsize"] = .number(9)
        graph.edgeDefaults.set("color", DiagramStyle.ink)
        graph.edgeDefaults.set("arrowsize", "0.7")

        for (position, family) in analysis.families.enumerated() {
            graph.statements.append(.subgraph(familyCluster(family, number: position)))
        }
        for controller in analysis.controllers {
            for (index, child) in controller.children.enumerated() {
                graph.statements.append(.edge(containmentEdge(from: controller, to: child, position: index)))
            }
            graph.statements += stackOrder(controller)
        }
        for presentation in analysis.presentations {
            graph.statements += presentationEdges(presentation)
        }
        if options.showsLegend { graph.statements.append(.subgraph(Legend.cluster)) }
        return graph
    }

    // MARK: - Families and containers

    private func familyCluster(_ family: HierarchyAnalysis.Family, number: Int) -> DOTSubgraph {
        var cluster = DOTSubgraph(id: "family\(number)")
        let root = describe(family.root)
        let origin: String
        let color: String
        if let window = family.window {
            origin = "window '\(window)': \(root)"
            color = DiagramStyle.windowFamily
        } else if let presentation = hierarchy.presentation(of: family.root) {
            let style = hierarchy.effectiveStyle(of: presentation).rawValue
            origin = "\(root), presented by \(presentation.presenter.rawValue) as \(style)"
            color = DiagramStyle.presentedFamily
        } else {
            origin = "\(root), detached (in no window)"
            color = DiagramStyle.detachedFamily
        }
        cluster.attributes.label = .text("family of " + origin)
        cluster.attributes.style = ["rounded", "filled"]
        cluster.attributes.set("color", color)
        cluster.attributes.set("fillcolor", DiagramStyle.familyFill)
        cluster.attributes.set("fontcolor", color)
        cluster.attributes["fontsize"] = .number(12)
        cluster.attributes.set("labeljust", "l")
        cluster.statements = containmentBlocks(of: family)
        return cluster
    }

    /// The family's nodes, each UIKit container wrapped in a cluster around what it holds.
    /// Built from the leaves up (reverse pre-order), without recursion.
    private func containmentBlocks(of family: HierarchyAnalysis.Family) -> [DOTStatement] {
        var preorder: [ControllerID] = []
        var pending = [family.root]
        while let next = pending.popLast() {
            preorder.append(next)
            pending += (relations[next]?.children ?? []).reversed()
        }
        var blocks: [ControllerID: [DOTStatement]] = [:]
        for id in preorder.reversed() {
            guard let controller = relations[id] else { continue }
            var block: [DOTStatement] = [.node(node(for: controller))]
            for child in controller.children { block += blocks.removeValue(forKey: child) ?? [] }
            if controller.kind != .plain {
                var cluster = DOTSubgraph(id: "container_\(nodeIDs[id] ?? id.rawValue)")
                cluster.attributes.label = .text("")
                cluster.attributes.style = ["rounded", "filled"]
                cluster.attributes.set("color", controller.isOnScreen ? "#a8c1e6" : DiagramStyle.dimmedLine)
                cluster.attributes.set("fillcolor", DiagramStyle.containerFill)
                cluster.statements = block
                block = [.subgraph(cluster)]
            }
            blocks[id] = block
        }
        return blocks[family.root] ?? []
    }

    // MARK: - Nodes

    private func node(for controller: HierarchyAnalysis.ControllerRelations) -> DOTNode {
        var attributes = DOTAttributes()
        let dimmed = !controller.isOnScreen
        let textColor = dimmed ? DiagramStyle.dimmedInk : DiagramStyle.ink
        var rows: [[HTMLLabel.Cell]] = [
            [HTMLLabel.Cell([.init(DOTEscaping.truncated(controller.id.rawValue), bold: true, color: textColor)])],
            [HTMLLabel.Cell([.init(DOTEscaping.truncated(controller.className), pointSize: 9, color: textColor)])],
        ]
        for line in contentLines(of: controller) {
            rows.append([HTMLLabel.Cell([.init(line, pointSize: 9, color: textColor)], align: "LEFT")])
        }
        if controller.definesPresentationContext {
            let isDefault = hierarchy.attributes(of: controller.id)?.definesPresentationContext == nil
            rows.append([HTMLLabel.Cell([.init(
                "defines context" + (isDefault ? " (default)" : ""), italic: true, pointSize: 9,
                color: dimmed ? DiagramStyle.dimmedInk : DiagramStyle.definer)])])
            attributes["penwidth"] = .number(isDefault ? 1.5 : 2.5)
        }
        if dimmed {
            attributes.style = ["rounded", "filled", "dashed"]
            attributes.set("color", DiagramStyle.dimmedLine)
            attributes.set("fillcolor", DiagramStyle.dimmedFill)
        }
        attributes.label = .html(HTMLLabel(rows: rows))
        attributes.tooltip = onScreenReasons[controller.id]
        return DOTNode(id: nodeIDs[controller.id] ?? controller.id.rawValue, attributes: attributes)
    }

    /// What a container holds, listed in its node: the stack, the tabs, the columns.
    private func contentLines(of controller: HierarchyAnalysis.ControllerRelations) -> [String] {
        let list = controller.viewControllers ?? []
        switch controller.kind {
        case .navigation:
            return list.enumerated().map { index, id in
                "\(index + 1). \(DOTEscaping.truncated(id.rawValue, to: 28))" + (index == list.count - 1 ? "  (top)" : "")
            }
        case .tabBar:
            return list.enumerated().map { index, id in
                "tab \(index): \(DOTEscaping.truncated(id.rawValue, to: 28))" + (id == controller.selectedViewController ? "  (selected)" : "")
            }
        case .split(let style):
            let state = hierarchy.isCollapsed(controller.id) == true ? "collapsed" : "expanded"
            return ["\(style.rawValue), \(state)"] + SplitColumn.allCases.compactMap { column in
                hierarchy.viewController(for: column, of: controller.id).map { "\(column.rawValue): \(DOTEscaping.truncated($0.rawValue, to: 28))" }
            }
        case .page:
            return list.isEmpty ? [] : ["pages: " + list.map(\.rawValue).joined(separator: ", ")]
        case .plain:
            return []
        }
    }

    // MARK: - Edges

    private func containmentEdge(from parent: HierarchyAnalysis.ControllerRelations, to child: ControllerID, position: Int) -> DOTEdge {
        var attributes = DOTAttributes()
        attributes.label = .text(relationshipLabel(parent: parent, child: child, position: position))
        if relations[child]?.isOnScreen == false {
            attributes.set("color", DiagramStyle.dimmedLine)
            attributes.set("fontcolor", DiagramStyle.dimmedInk)
        }
        return DOTEdge(from: nodeIDs[parent.id] ?? parent.id.rawValue, to: nodeIDs[child] ?? child.rawValue, attributes: attributes)
    }

    private func relationshipLabel(parent: HierarchyAnalysis.ControllerRelations, child: ControllerID, position: Int) -> String {
        switch parent.kind {
        case .navigation:
            let top = position == parent.children.count - 1 ? " (top)" : ""
            return (position == 0 ? "root" : "stack \(position + 1)") + top
        case .tabBar:
            if child == hierarchy.moreNavigationController(of: parent.id) { return "More" }
            let tab = parent.viewControllers?.firstIndex(of: child).map { "tab \($0)" } ?? "tab"
            return tab + (child == parent.selectedViewController ? " (selected)" : "")
        case .split:
            if hierarchy.creator(of: child) == parent.id, let column = child.rawValue.split(separator: "/").last {
                return "\(column) column"
            }
            return SplitColumn.allCases.first { hierarchy.viewController(for: $0, of: parent.id) == child }.map { "\($0.rawValue) column" }
                ?? "child"
        case .page:
            return "page"
        case .plain:
            return "child"
        }
    }

    /// A navigation stack is drawn top to bottom in stack order, by invisible edges between
    /// neighbours, so that a long stack grows down rather than across (a 300-controller app
    /// stays legible).
    private func stackOrder(_ controller: HierarchyAnalysis.ControllerRelations) -> [DOTStatement] {
        guard case .navigation = controller.kind, controller.children.count > 1 else { return [] }
        return zip(controller.children, controller.children.dropFirst()).compactMap { upper, lower in
            guard let from = nodeIDs[upper], let to = nodeIDs[lower] else { return nil }
            var attributes = DOTAttributes()
            attributes.style = ["invis"]
            return .edge(DOTEdge(from: from, to: to, attributes: attributes))
        }
    }

    private func presentationEdges(_ presentation: Presentation) -> [DOTStatement] {
        guard let presenter = nodeIDs[presentation.presenter], let presented = nodeIDs[presentation.presented] else { return [] }
        let effective = hierarchy.effectiveStyle(of: presentation)
        var attributes = DOTAttributes()
        attributes.style = ["dashed"]
        attributes.set("color", DiagramStyle.presentation)
        attributes.set("fontcolor", DiagramStyle.presentation)
        attributes["penwidth"] = .number(1.5)
        attributes.label = .text(
            "presents: \(effective.rawValue)" + (effective == presentation.style ? "" : "\n(requested \(presentation.style.rawValue))"))
        attributes.tooltip = hierarchy.reason(for: .presentationContext, of: presentation.presented.rawValue)
        // The arrow ends at the presented family's box, not across its label.
        if let family = familyNumbers[presentation.presented] {
            attributes.set("lhead", "cluster_family\(family)")
        }
        var statements: [DOTStatement] = [.edge(DOTEdge(from: presenter, to: presented, attributes: attributes))]
        if presentation.requestedFrom != presentation.presenter, let source = nodeIDs[presentation.requestedFrom] {
            var walk = DOTAttributes()
            walk.style = ["dotted"]
            walk.set("color", DiagramStyle.contextWalk)
            walk.set("fontcolor", DiagramStyle.contextWalk)
            walk.set("constraint", "false")
            walk.set("arrowhead", "vee")
            walk.label = .text(walkLabel(presentation))
            walk.tooltip = hierarchy.reason(for: .presentedFrom, of: presentation.presented.rawValue)
            statements.append(.edge(DOTEdge(from: source, to: presenter, attributes: walk)))
        }
        return statements
    }

    private func walkLabel(_ presentation: Presentation) -> String {
        let resolution = presentation.resolution
        switch resolution.rule {
        case .familyRoot:
            return "present(\(presentation.presented.rawValue)):\nfull-screen style, family root presents"
        case .definesPresentationContext, .noDefinerFamilyRoot:
            let walk = resolution.contextWalk.map(\.controller.rawValue)
            let shown = walk.count > 4 ? walk.prefix(2) + ["…"] + walk.suffix(1) : walk[...]
            return "present(\(presentation.presented.rawValue)):\ncontext walk " + shown.joined(separator: " → ")
                + (resolution.rule == .noDefinerFamilyRoot ? "\nno definer: family root" : "")
        }
    }

    private func describe(_ id: ControllerID) -> String {
        "\(DOTEscaping.truncated(id.rawValue)) (\(relations[id].map { DOTEscaping.truncated($0.className) } ?? "?"))"
    }
}
