/// A UIKit view-controller hierarchy: windows, families built by containment, and the
/// presentations that link them.
///
/// A `Hierarchy` is a value over index-addressed storage: copying it is cheap, so a scenario
/// can keep the hierarchy of every step, and every query is a pure function of the value.
/// Operations (`push`, `present`, `addChild`, …) mutate it the way UIKit would and return
/// the diagnostics UIKit would raise or log, never trapping.
public struct Hierarchy: Sendable {
    public internal(set) var environment: Environment

    var nodes: [Node] = []
    var indexByID: [ControllerID: NodeIndex] = [:]
    var windowList: [Window] = []
    var tabBars: [NodeIndex: TabBarState] = [:]
    var splits: [NodeIndex: SplitState] = [:]
    /// The presentation records, keyed by the presented family root.
    var presentationsByPresented: [NodeIndex: Presentation] = [:]
    var presentationSequence = 0
    /// Bumped by every write to a node: a ``ChainCache`` recorded at an older epoch is ignored.
    var chainEpoch = 0

    /// An empty hierarchy: create controllers with ``addController(_:)`` or build one with
    /// the result-builder initialisers.
    public init(environment: Environment = Environment()) {
        self.environment = environment
    }

    // MARK: - Storage

    /// Every write goes through here, and so invalidates the chain caches. Reads and writes
    /// borrow the stored node in place rather than copying it.
    subscript(index: NodeIndex) -> Node {
        _read { yield nodes[index.int] }
        _modify {
            chainEpoch &+= 1
            yield &nodes[index.int]
        }
    }

    func index(of id: ControllerID) -> NodeIndex? { indexByID[id] }

    func id(_ index: NodeIndex) -> ControllerID { nodes[index.int].id }

    /// UIKit's `<Class 0xADDR>`, with the id for the address: `<UINavigationController: nav>`.
    func describe(_ index: NodeIndex) -> String {
        let node = nodes[index.int]
        return "<\(node.className): \(node.id.rawValue)>"
    }

    /// Reserves storage for `count` controllers, so that building a large hierarchy whose
    /// size is known (a scenario file, a benchmark) does not grow its tables step by step.
    public mutating func reserveCapacity(_ count: Int) {
        nodes.reserveCapacity(count)
        indexByID.reserveCapacity(count)
    }

    /// Creates a controller with no parent, no presenter and no window. A controller UIKit
    /// creates by itself gets its derived id, or, when a controller of the user's already
    /// has it, the derived id with `#2`, `#3`, … so no id ever names two controllers.
    mutating func makeNode(
        _ id: ControllerID, kind: ControllerKind, attributes: ControllerAttributes,
        createdBy: NodeIndex? = nil
    ) -> NodeIndex {
        var unique = id
        var suffix = 2
        while indexByID[unique] != nil {
            unique = ControllerID("\(id.rawValue)#\(suffix)")
            suffix += 1
        }
        indexByID[unique] = NodeIndex(nodes.count)
        return appendNode(unique, kind: kind, attributes: attributes, createdBy: createdBy)
    }

    /// Stores a new controller whose id the caller has already entered in `indexByID`.
    mutating func appendNode(
        _ id: ControllerID, kind: ControllerKind, attributes: ControllerAttributes,
        createdBy: NodeIndex? = nil
    ) -> NodeIndex {
        let index = NodeIndex(nodes.count)
        nodes.append(Node(id: id, kind: kind, attributes: attributes, createdBy: createdBy))
        switch kind {
        case .tabBar: tabBars[index] = TabBarState()
        case .split(let style):
            // A split view created in compact width starts collapsed (R7.1, R7.6).
            splits[index] = SplitState(style: style, isCollapsed: environment.horizontalSizeClass == .compact)
        case .plain, .navigation, .page: break
        }
        return index
    }

    // MARK: - Public reading

    /// Every controller, in the order it was created (declaration order for a scenario).
    public var controllers: [ControllerID] { nodes.map(\.id) }

    public var count: Int { nodes.count }

    public func contains(_ id: ControllerID) -> Bool { indexByID[id] != nil }

    public func kind(of id: ControllerID) -> ControllerKind? { index(of: id).map { self[$0].kind } }

    public func attributes(of id: ControllerID) -> ControllerAttributes? {
        index(of: id).map { self[$0].attributes }
    }

    /// The class name printed in messages, dumps and diagrams.
    public func className(of id: ControllerID) -> String? { index(of: id).map { self[$0].className } }

    /// The controller's `definesPresentationContext`, with UIKit's class default applied (R3.3).
    public func definesPresentationContext(_ id: ControllerID) -> Bool? {
        index(of: id).map { self[$0].definesPresentationContext }
    }

    /// The container that created this controller by itself (a split view for its column
    /// wrappers, a tab bar controller for its More navigation controller), if any.
    public func creator(of controller: ControllerID) -> ControllerID? {
        index(of: controller).flatMap { self[$0].createdBy }.map(id)
    }

    /// The windows, in order, as `(window id, root view controller)`.
    public var windows: [(id: String, root: ControllerID)] {
        windowList.map { ($0.id, id($0.root)) }
    }

    /// `window.rootViewController` for the window with this id.
    public func rootViewController(ofWindow window: String) -> ControllerID? {
        windowList.first { $0.id == window }.map { id($0.root) }
    }

    /// The presentations in effect, oldest first.
    public var presentations: [Presentation] {
        presentationsByPresented.values.sorted { $0.sequence < $1.sequence }
    }

    /// The presentation that brought this family root on screen, if it is presented.
    public func presentation(of id: ControllerID) -> Presentation? {
        index(of: id).flatMap { presentationsByPresented[$0] }
    }

    /// The style a presentation shows in now, after adaptation to the current size class (§5).
    public func effectiveStyle(of presentation: Presentation) -> ModalPresentationStyle {
        environment.effectiveStyle(of: presentation.style)
    }
}
