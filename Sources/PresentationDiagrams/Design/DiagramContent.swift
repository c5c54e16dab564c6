import PresentationModel

/// What a hierarchy diagram shows, by meaning rather than by drawing syntax.
///
/// ``HierarchyDiagram`` decides what to show: which controllers, in which clusters, joined by
/// which edges, and the *role* of each (on screen or dimmed, a definer of the context by its
/// class default or explicitly, a presentation, a context walk). Each output reads the roles
/// and draws them its own way: `DOTStyling` with Graphviz attributes, ``MermaidEncoder``
/// with Mermaid's classes and link kinds. No encoder decodes meaning back from another's
/// styling.
public struct DiagramContent: Sendable {
    /// The diagram's title, shown above it.
    public var title: String?
    /// What the diagram is a picture of (``DiagramCaption``), shown under the title: the
    /// environment, the step, what is left out, one a line.
    public var caption: String?
    /// The top-level blocks: one cluster a family.
    public var blocks: [Block] = []
    /// Every edge, containment first, then presentations, in a stable order.
    public var edges: [Edge] = []
    /// Where every mark goes, when vcgraph lays the diagram out itself; nil: Graphviz lays
    /// it out.
    public var placement: DiagramPlacement?
    /// Whether marks name the rules that decided them (`the root presents (R3.1)`). Off, a
    /// mark says what happened and its tooltip says why, rule ids included.
    public var showsRuleIDs = false
    /// Where a rule's entry is published beside the drawing (a relative link from the SVG),
    /// for the boxes and edges to link to their rules; nil: they link nowhere.
    public var ruleURL: (@Sendable (RuleID) -> String?)?

    public init(title: String? = nil) { self.title = title }

    /// A node, or a cluster around further blocks.
    public indirect enum Block: Sendable {
        case node(Node)
        case cluster(Cluster)
    }

    /// A controller.
    public struct Node: Sendable {
        /// A generated identifier (`c12`), safe in every output format.
        public var id: String
        /// The controller's id, its class, then what it holds (the stack, the tabs, …).
        public var lines: [String]
        /// Where the controller sits in its container, said on the controller rather than on
        /// an edge where its siblings' edges fan out beside it (`tab 1 (selected)`).
        public var place: String?
        /// How the controller's children are laid out: below one another (a navigation
        /// stack) or side by side.
        public var arrangement: Arrangement = .row
        public var role: NodeRole
        /// The reason for the controller's on-screen state, for hover text.
        public var tooltip: String?
        /// The controller's own id, which names it in every diagram of a flow (``id`` is
        /// only unique within one diagram), so that ``FlowDiagram`` can keep it in place.
        public var controller: String?
        /// The rules that decided its on-screen state, the first of which its box links to
        /// where the rulebook is published beside the drawing (``DiagramContent/ruleURL``).
        public var rules: [RuleID] = []

        public init(id: String, lines: [String], role: NodeRole, tooltip: String?, controller: String? = nil) {
            self.id = id
            self.lines = lines
            self.role = role
            self.tooltip = tooltip
            self.controller = controller
        }
    }

    /// How a controller's children are laid out (``HierarchyLayout``).
    public enum Arrangement: Hashable, Sendable {
        /// Side by side, left to right in their order, wrapping into rows.
        case row
        /// Below one another: a navigation stack, from its root to its top.
        case stack
    }

    public struct NodeRole: Hashable, Sendable {
        public var isOnScreen: Bool
        /// Whether the controller's `definesPresentationContext` is true, and why.
        public var definer: Definer?

        public init(isOnScreen: Bool, definer: Definer?) {
            self.isOnScreen = isOnScreen
            self.definer = definer
        }
    }

    /// Why a controller's `definesPresentationContext` is true, and whether it mattered.
    public enum Definer: Hashable, Sendable {
        /// True by the class's default (navigation and tab bar controllers, R3.3), and no
        /// context presentation in effect stopped at it: drawn quietly, since every navigation
        /// and tab bar controller is one.
        case byClassDefault
        /// Set to true by the app, and no context presentation in effect stopped at it.
        case explicitly
        /// Asked by the context walk of a presentation in effect, it answered yes and presents
        /// it (R3.2), by its class default or explicitly: the definer that mattered.
        case answered
    }

    public struct Cluster: Sendable {
        /// A generated identifier, without any output's prefix (`family0`, `container_c3`).
        public var id: String
        public var label: String
        public var role: ClusterRole
        public var blocks: [Block]
        /// What the cluster is, for hover text.
        public var tooltip: String?

        public init(id: String, label: String, role: ClusterRole, blocks: [Block], tooltip: String? = nil) {
            self.id = id
            self.label = label
            self.role = role
            self.blocks = blocks
            self.tooltip = tooltip
        }
    }

    public enum ClusterRole: Hashable, Sendable {
        /// A family: everything reached from its root by containment.
        case family(FamilyOrigin)
        /// A UIKit container and what it holds.
        case container(isOnScreen: Bool)
    }

    public enum FamilyOrigin: Hashable, Sendable {
        case window, presented, detached
    }

    public struct Edge: Sendable {
        public var from: String
        public var to: String
        public var label: String
        public var tooltip: String?
        public var role: EdgeRole
        /// The cluster whose border the edge ends at (a presented family), if any.
        public var endsAtCluster: String?
        /// The rules that decided it (who presents, where a segue goes), the first of which it
        /// links to where the rulebook is published beside the drawing.
        public var rules: [RuleID] = []
        /// What its answer rests on, when the input does not decide it (its label marks it
        /// `?`). A drawing with tooltips lists them in the edge's, after its tooltip; Mermaid,
        /// which has none, lists them under the chart and the label cites them.
        public var assumptions: [Assumption] = []

        public init(from: String, to: String, label: String, tooltip: String?, role: EdgeRole, endsAtCluster: String?) {
            self.from = from
            self.to = to
            self.label = label
            self.tooltip = tooltip
            self.role = role
            self.endsAtCluster = endsAtCluster
        }
    }

    /// Something an answer rests on that the input does not decide.
    public struct Assumption: Hashable, Sendable {
        /// How a report names it (`A1`), if it does; a tooltip lists it by that name.
        public var id: String?
        /// What is assumed, in full.
        public var text: String

        public init(id: String? = nil, text: String) {
            self.id = id
            self.text = text
        }

        /// Its name and text, as a tooltip lists it.
        public var described: String { id.map { "\($0): \(text)" } ?? text }
    }

    public enum EdgeRole: Hashable, Sendable {
        /// A container holds a child (custom containment, a tab, a column, a navigation root).
        case containment(isOnScreen: Bool)
        /// The next controller of a navigation stack, pushed onto the one before it.
        case push(isOnScreen: Bool)
        /// A presenter presents a family.
        case presentation
        /// `present` was called on another controller: how the presenter was found.
        case contextWalk
        /// A flow map's step from one scene to another (a segue, a call site): one that shows
        /// its destination, or, as one of an unwind's candidates, one that may lead there.
        /// Its label sits above the frame it enters.
        case transition(isCandidate: Bool)
        /// Not drawn: it only places what follows it below what precedes it (`LayoutHints`),
        /// so that a large diagram grows tall rather than wide. Outputs that lay themselves
        /// out (Mermaid) leave it out.
        case layout
    }
}
