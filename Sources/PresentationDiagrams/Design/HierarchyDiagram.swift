import PresentationDOT
import PresentationModel
import PresentationScenarios

/// A hierarchy drawn so that a reader sees at a glance who contains whom, who presents whom,
/// and why.
///
/// - Each family is a cluster, labelled with its root and how it came to exist (the root of a
///   window, presented by whom and in which style, or detached).
/// - Each UIKit container (navigation, tab bar, split view, page view controller) is a cluster
///   nested in its family, around the container and what it holds; its node lists its stack
///   (with the top), its tabs (with the selected one) or its columns.
/// - Containment edges are solid and say the relationship (`root`, `tab 1`, `primary`,
///   `child`); a navigation stack is a push chain from its root to its top (`stack 2`, …).
/// - Presentation edges are dashed, from the presenter to the presented family, labelled with
///   the effective style; when `present` was called on another controller, a dotted edge from
///   that source to the presenter says how the presenter was found (the context walk).
/// - Controllers whose `definesPresentationContext` is true are marked; controllers not on
///   screen are dimmed; a small legend explains the marks.
public struct HierarchyDiagram: Sendable {
    /// Who lays a diagram out.
    public enum Layout: Hashable, Sendable {
        /// vcgraph (``HierarchyLayout``): every mark placed in the DOT, which Graphviz draws
        /// as placed (`neato -n2`), in time that grows as the hierarchy does.
        case vcgraph
        /// Graphviz's `dot`, with ``Options/nslimit`` and ``Options/mclimit``.
        case graphviz
    }

    public struct Options: Hashable, Sendable {
        /// The diagram's title (the scenario's name).
        public var title: String?
        /// The step drawn, for the caption (``DiagramCaption/step(_:operations:)``).
        public var step: String?
        /// Whether the key to the marks the diagram uses is drawn under its caption.
        public var showsLegend: Bool
        /// Whether families in no window and not presented are drawn (`DiagramSelection`).
        public var showsDetached: Bool
        /// Draw only this controller's family, its chain of presenters up to a window, and
        /// what it presents (`DiagramSelection`).
        public var focus: ControllerID?
        /// Draw only what is on screen, with the containers holding it.
        public var onScreenOnly: Bool
        /// Graphviz's `nslimit` and `mclimit`, to bound layout time on very large hierarchies.
        public var nslimit: Double?
        public var mclimit: Double?
        /// Whether edge labels are placed beside their edges after layout (Graphviz's
        /// `xlabel`) instead of taking a rank of their own. An ordinary label makes `dot`
        /// double every rank of the graph, which on a long navigation stack multiplies the
        /// layout time several times over. Nil: external above ``externalEdgeLabelThreshold``
        /// controllers, inline below, where inline labels read best.
        public var externalEdgeLabels: Bool?
        /// How an imported input's environment was decided, for the caption to say
        /// (``DiagramCaption``); nil for a scenario file's.
        public var environmentSources: EnvironmentSources?
        /// Whether marks name the rules that decided them (``DiagramContent/showsRuleIDs``);
        /// tooltips always do.
        public var showsRuleIDs = false
        /// Who lays the diagram out.
        public var layout: Layout = .vcgraph

        public init(
            title: String? = nil, step: String? = nil, showsLegend: Bool = true, showsDetached: Bool = false,
            focus: ControllerID? = nil, onScreenOnly: Bool = false, nslimit: Double? = nil, mclimit: Double? = nil,
            environmentSources: EnvironmentSources? = nil, showsRuleIDs: Bool = false, layout: Layout = .vcgraph
        ) {
            self.layout = layout
            self.environmentSources = environmentSources
            self.showsRuleIDs = showsRuleIDs
            self.title = title
            self.step = step
            self.showsLegend = showsLegend
            self.showsDetached = showsDetached
            self.focus = focus
            self.onScreenOnly = onScreenOnly
            self.nslimit = nslimit
            self.mclimit = mclimit
        }
    }

    /// The number of controllers above which edge labels are external by default.
    public static let externalEdgeLabelThreshold = 200

    /// What the diagram shows, with the role of each mark.
    public let content: DiagramContent
    /// The content drawn as a DOT document.
    public let graph: DOTGraph

    public init(_ hierarchy: Hierarchy, options: Options = Options()) {
        var content = Self.content(of: hierarchy, options: options)
        if options.layout == .vcgraph { content.placement = HierarchyLayout.placement(of: content) }
        self.content = content
        let external = options.externalEdgeLabels ?? (hierarchy.count > Self.externalEdgeLabelThreshold)
        graph = DOTStyling(options: options, externalEdgeLabels: external).graph(of: content)
    }

    /// What the diagram of `hierarchy` shows, without drawing it as DOT: for a drawing of
    /// its own, as a flow's frames are drawn (``FlowDiagram``).
    public static func content(of hierarchy: Hierarchy, options: Options = Options()) -> DiagramContent {
        DiagramBuilder(hierarchy: hierarchy, options: options).build()
    }

    /// The DOT text, deterministic.
    public var dot: String { DOTEncoder().encode(graph) }

    /// The content as a Mermaid flowchart.
    public var mermaid: String { MermaidEncoder().encode(content) }
}

/// Decides what the diagram of a hierarchy shows, in O(size).
private struct DiagramBuilder {
    let hierarchy: Hierarchy
    let options: HierarchyDiagram.Options
    let analysis: HierarchyAnalysis
    let relations: [ControllerID: HierarchyAnalysis.ControllerRelations]
    let nodeIDs: [ControllerID: String]
    /// Each controller's on-screen reason, its tooltip, from one pass over the hierarchy.
    let onScreenReasons: [ControllerID: RelationReason]
    /// Each family's position in `analysis.families`, by its root.
    let familyNumbers: [ControllerID: Int]
    /// The controllers drawn, and what the caption says of the others.
    let selection: DiagramSelection
    /// The definers at which a context walk of a presentation in effect stopped (R3.2).
    let answeredDefiners: Set<ControllerID>

    /// The most lines a container's node lists; a longer list ends with a count of the rest,
    /// so that a node stays legible and its label far below Graphviz's token limit.
    static let listedLines = 12

    init(hierarchy: Hierarchy, options: HierarchyDiagram.Options) {
        self.hierarchy = hierarchy
        self.options = options
        analysis = hierarchy.analyze()
        var relations: [ControllerID: HierarchyAnalysis.ControllerRelations] = [:]
        var nodeIDs: [ControllerID: String] = [:]
        var onScreenReasons: [ControllerID: RelationReason] = [:]
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
        selection = DiagramSelection(analysis: analysis, relations: relations, options: options)
        answeredDefiners = Set(analysis.presentations.filter { $0.resolution.rule == .definesPresentationContext }.map(\.presenter))
    }

    func build() -> DiagramContent {
        var content = DiagramContent(title: options.title)
        content.showsRuleIDs = options.showsRuleIDs
        content.caption =
            ([DiagramCaption.environment(hierarchy.environment, sources: options.environmentSources), options.step, selection.hiddenNote].compactMap {
                $0
            })
            .joined(separator: "\n")
        for (position, family) in analysis.families.enumerated() where family.members.contains(where: selection.drawn.contains) {
            content.blocks.append(.cluster(familyCluster(family, number: position)))
        }
        for controller in analysis.controllers where selection.drawn.contains(controller.id) {
            content.edges += containmentEdges(of: controller)
        }
        for presentation in analysis.presentations {
            content.edges += presentationEdges(presentation)
        }
        content.edges += layoutEdges()
        return content
    }

    /// The invisible edges that wrap wide containers into rows and stack the families.
    private func layoutEdges() -> [DiagramContent.Edge] {
        let roots = analysis.families.map(\.root).filter(selection.drawn.contains)
        let hints = LayoutHints(
            roots: roots, children: { (relations[$0]?[.children].controllers ?? []).filter(selection.drawn.contains) },
            isChain: { if case .navigation = relations[$0]?.kind { true } else { false } },
            // Tabs wrap; a custom container's children stay side by side, as the app lays them out.
            wraps: {
                switch relations[$0]?.kind {
                case .tabBar?: true
                case .navigation?, .split?, .page?, .plain?, nil: false
                }
            })
        return hints.edges.map { from, to in
            DiagramContent.Edge(
                from: nodeIDs[from] ?? from.rawValue, to: nodeIDs[to] ?? to.rawValue, label: "", tooltip: nil, role: .layout, endsAtCluster: nil)
        }
    }

    // MARK: - Families and containers

    /// A family's cluster, labelled with how it came to exist; its root is its first node, so
    /// the label does not name it again (a long label widens the drawing).
    private func familyCluster(_ family: HierarchyAnalysis.Family, number: Int) -> DiagramContent.Cluster {
        let label: String
        let origin: DiagramContent.FamilyOrigin
        let tooltip: String
        if let window = family.window {
            label = "window '\(DOTEscaping.middleTruncated(window))'"
            origin = .window
            tooltip = "window '\(window)': \(familyText(of: family.root))"
        } else if let presentation = hierarchy.presentation(of: family.root) {
            let style = hierarchy.effectiveStyle(of: presentation)
            // A SwiftUI presentation names its modifier; the style it asked is SwiftUI's own.
            let asked = presentation.swiftUIModifier.map { "SwiftUI .\($0.rawValue)" }
            let requested = style == presentation.style ? nil : "requested \(presentation.style.rawValue)"
            let notes = [asked, requested].compactMap { $0 }
            label =
                "presented by \(DOTEscaping.middleTruncated(presentation.presenter.rawValue)) as \(style.rawValue)"
                + (notes.isEmpty ? "" : " (\(notes.joined(separator: ", ")))")
            origin = .presented
            tooltip =
                "presented by \(presentation.presenter.rawValue) as \(style.rawValue)"
                + (asked.map { ", asked by \($0) in a view of \(presentation.requestedFrom.rawValue)" } ?? "") + ": \(familyText(of: family.root))"
        } else {
            label = "in no window"
            origin = .detached
            tooltip = "in no window and not presented: \(familyText(of: family.root))"
        }
        return DiagramContent.Cluster(
            id: "family\(number)", label: label, role: .family(origin), blocks: containmentBlocks(of: family), tooltip: tooltip)
    }

    /// What a family's cluster holds, for its tooltip.
    private func familyText(of root: ControllerID) -> String {
        "the family of \(described(root)), everything it holds by containment"
    }

    /// A controller as the model's sentences name it: `<UINavigationController: inboxNav>`.
    private func described(_ id: ControllerID) -> String {
        "<\(relations[id]?.className ?? "UIViewController"): \(id.rawValue)>"
    }

    /// The family's nodes, each UIKit container wrapped in a cluster around what it holds.
    /// Built from the leaves up (reverse pre-order), without recursion.
    private func containmentBlocks(of family: HierarchyAnalysis.Family) -> [DiagramContent.Block] {
        var preorder: [ControllerID] = []
        var pending = selection.drawn.contains(family.root) ? [family.root] : []
        while let next = pending.popLast() {
            preorder.append(next)
            pending += (relations[next]?[.children].controllers ?? []).reversed().filter(selection.drawn.contains)
        }
        var blocks: [ControllerID: [DiagramContent.Block]] = [:]
        for id in preorder.reversed() {
            guard let controller = relations[id] else { continue }
            var block: [DiagramContent.Block] = [.node(node(for: controller))]
            for child in controller[.children].controllers ?? [] { block += blocks.removeValue(forKey: child) ?? [] }
            if controller.kind != .plain {
                block = [
                    .cluster(
                        DiagramContent.Cluster(
                            id: "container_\(nodeIDs[id] ?? id.rawValue)", label: "",
                            role: .container(isOnScreen: controller[.isOnScreen].bool), blocks: block,
                            tooltip: "\(described(id)) and what it holds"))
                ]
            }
            blocks[id] = block
        }
        return blocks[family.root] ?? []
    }

    // MARK: - Nodes

    private func node(for controller: HierarchyAnalysis.ControllerRelations) -> DiagramContent.Node {
        var definer: DiagramContent.Definer?
        if answeredDefiners.contains(controller.id) {
            definer = .answered
        } else if controller[.definesPresentationContext].bool {
            definer = hierarchy.attributes(of: controller.id)?.definesPresentationContext == nil ? .byClassDefault : .explicitly
        }
        var place: String?
        if let parentID = controller[.parent].controller, let parent = relations[parentID], case .tabBar = parent.kind {
            let children = parent[.children].controllers ?? []
            place = children.firstIndex(of: controller.id).map {
                relationshipLabel(parent: parent, child: controller.id, position: $0, of: children.count)
            }
        }
        var node = DiagramContent.Node(
            id: nodeIDs[controller.id] ?? controller.id.rawValue,
            lines: HouseStyle.nameLines(id: controller.id.rawValue, className: controller.className) + contentLines(of: controller),
            role: DiagramContent.NodeRole(isOnScreen: controller[.isOnScreen].bool, definer: definer),
            tooltip: onScreenReasons[controller.id]?.sentence, controller: controller.id.rawValue)
        node.rules = onScreenReasons[controller.id]?.rules ?? []
        node.place = place
        if case .navigation = controller.kind { node.arrangement = .stack }
        return node
    }

    /// What a container's node says beyond its id and class: a split view's style and state,
    /// a page view controller's pages. A stack and the tabs are not listed: their edges say
    /// which is the root, the top and the selected tab, and a list would only widen the node.
    private func contentLines(of controller: HierarchyAnalysis.ControllerRelations) -> [String] {
        switch controller.kind {
        case .split(let style):
            return ["\(style.rawValue), \(hierarchy.isCollapsed(controller.id) == true ? "collapsed" : "expanded")"]
        case .page:
            let list = controller[.viewControllers].controllers ?? []
            let shown = list.prefix(Self.listedLines).map { DOTEscaping.middleTruncated($0.rawValue, to: 28) }
            return list.isEmpty ? [] : [DOTEscaping.truncated("pages: " + shown.joined(separator: ", "), to: 60)]
        case .navigation, .tabBar, .plain:
            return []
        }
    }

    // MARK: - Edges

    /// A navigation controller's stack is drawn as a push chain (the controller, its root,
    /// then each controller pushed onto the one before, down to the top), so a stack of a
    /// thousand is a thousand short edges rather than a fan from the container. Other
    /// containers join each child to themselves. Only drawn controllers are joined: a chain
    /// skips the controllers a selection leaves out.
    private func containmentEdges(of parent: HierarchyAnalysis.ControllerRelations) -> [DiagramContent.Edge] {
        let isNavigation: Bool = if case .navigation = parent.kind { true } else { false }
        let isTabBar: Bool = if case .tabBar = parent.kind { true } else { false }
        let children = parent[.children].controllers ?? []
        var edges: [DiagramContent.Edge] = []
        var previous: ControllerID?
        for (position, child) in children.enumerated() where selection.drawn.contains(child) {
            let isOnScreen = relations[child]?[.isOnScreen].bool != false
            let pushedOnto = isNavigation ? previous : nil
            let from = pushedOnto ?? parent.id
            // A tab says its place on its own box (``DiagramContent/Node/place``): tab edges fan
            // out side by side, where their labels would run into each other.
            var label = isTabBar ? "" : relationshipLabel(parent: parent, child: child, position: position, of: children.count)
            // A chain that skips controllers left out says so.
            if isNavigation, position > 0, previous != children[position - 1] { label = label.isEmpty ? "…" : "… " + label }
            edges.append(
                DiagramContent.Edge(
                    from: nodeIDs[from] ?? from.rawValue, to: nodeIDs[child] ?? child.rawValue,
                    label: label, tooltip: nil,
                    role: pushedOnto == nil ? .containment(isOnScreen: isOnScreen) : .push(isOnScreen: isOnScreen),
                    endsAtCluster: nil))
            previous = child
        }
        return edges
    }

    private func relationshipLabel(
        parent: HierarchyAnalysis.ControllerRelations, child: ControllerID, position: Int, of count: Int
    ) -> String {
        switch parent.kind {
        case .navigation:
            // The chain shows the order; the root and the top are the places a reader looks for.
            let top = position == count - 1
            return position == 0 ? (top ? "root, top" : "root") : (top ? "top" : "")
        case .tabBar:
            if child == hierarchy.moreNavigationController(of: parent.id) { return "More" }
            let tab = parent[.viewControllers].controllers?.firstIndex(of: child).map { "tab \($0)" } ?? "tab"
            return tab + (child == parent[.selectedViewController].controller ? " (selected)" : "")
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

    private func presentationEdges(_ presentation: Presentation) -> [DiagramContent.Edge] {
        guard selection.drawn.contains(presentation.presenter), selection.drawn.contains(presentation.presented),
            let presenter = nodeIDs[presentation.presenter], let presented = nodeIDs[presentation.presented]
        else { return [] }
        // The arrow ends at the presented family's box, not across its label.
        let family = familyNumbers[presentation.presented]
        let context = hierarchy.reason(for: .presentationContext, of: presentation.presented)
        var edge = DiagramContent.Edge(
            from: presenter, to: presented,
            // The presented family's label says the style: a label here would only widen the drawing.
            label: "", tooltip: context.sentence, role: .presentation, endsAtCluster: family.map { "family\($0)" })
        edge.rules = context.rules
        var edges = [edge]
        if presentation.requestedFrom != presentation.presenter, selection.drawn.contains(presentation.requestedFrom),
            let source = nodeIDs[presentation.requestedFrom]
        {
            let walk = hierarchy.reason(for: .presentedFrom, of: presentation.presented)
            var edge = DiagramContent.Edge(
                from: source, to: presenter, label: walkLabel(presentation), tooltip: walk.sentence, role: .contextWalk, endsAtCluster: nil)
            edge.rules = walk.rules
            edges.append(edge)
        }
        return edges
    }

    /// Where `present` was called and how the presenter was found, in two short lines.
    private func walkLabel(_ presentation: Presentation) -> String {
        let resolution = presentation.resolution
        // A SwiftUI bridge's call is named by its modifier: `.sheet(composer)`.
        let callee = presentation.swiftUIModifier.map { ".\($0.rawValue)" } ?? "present"
        let call = "\(callee)(\(DOTEscaping.middleTruncated(presentation.presented.rawValue, to: 28))):\n"
        func rule(_ id: String) -> String { options.showsRuleIDs ? " (\(id))" : "" }
        switch resolution.rule {
        case .familyRoot:
            return call + "the root presents" + rule("R3.1")
        case .definesPresentationContext, .noDefinerFamilyRoot:
            let walk = resolution.contextWalk.map { DOTEscaping.middleTruncated($0.controller.rawValue, to: 28) }
            let shown = walk.count > 4 ? walk.prefix(2) + ["…"] + walk.suffix(1) : walk[...]
            return call + "walk " + shown.joined(separator: " → ")
                + (resolution.rule == .noDefinerFamilyRoot ? ": no definer, the root presents" + rule("R3.4") : rule("R3.2"))
        case .actionSheetSource:
            return call + "the source presents" + rule("U9 option")
        case .observed:
            return call + "observed"
        }
    }
}
