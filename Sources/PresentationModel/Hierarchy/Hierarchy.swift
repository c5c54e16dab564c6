/// A UIKit view-controller hierarchy: windows, families built by containment, and the
/// presentations that link them.
///
/// A `Hierarchy` is a value over index-addressed storage: copying it is cheap, so a scenario
/// can keep the hierarchy of every step, and every query is a pure function of the value.
/// Operations (`push`, `present`, `addChild`, …) mutate it the way UIKit would and return
/// the diagnostics UIKit would raise or log, never trapping.
public struct Hierarchy: Sendable {
    /// A trait change changes effective styles, and so the views presentations remove: it
    /// drops every chain cache.
    public internal(set) var environment: Environment {
        didSet { chainEpoch &+= 1 }
    }

    /// The controllers. Written only here: through ``subscript(_:)``, which keeps
    /// ``presentersBelow`` and the chain caches right, and the storage methods of this file.
    private(set) var nodes = ChunkedArray<Node>()
    /// Leads from an id to its node; written only by the storage methods of this file.
    private(set) var indexByID = IDTable()
    var windowList: [Window] = []
    /// Written through ``subscript(tabBar:)``, which drops the chain caches it can affect.
    private(set) var tabBars: [NodeIndex: TabBarState] = [:]
    /// Written through ``subscript(split:)``, which drops the chain caches it can affect.
    private(set) var splits: [NodeIndex: SplitState] = [:]
    /// The presentation records, keyed by the presented family root; written with the links
    /// they describe, by ``link(_:to:record:below:)`` and ``unlink(_:)``.
    private(set) var presentationsByPresented = PresentationRecords()
    var presentationSequence = 0
    /// What each host's SwiftUI bridges show and keep waiting.
    var swiftUIBridges = SwiftUIBridges()
    /// For each controller whose app sets a presentation delegate, the callbacks of its latest
    /// presentation, kept after that presentation ends (`delegateEvents`, R13.1, R14.6).
    var delegateCallbacks: [NodeIndex: [DelegateCallback]] = [:]
    /// Decision U13's flagged alternative (``ModelOptions/adaptiveWrapperKeepsController``):
    /// for a controller presented again after its adaptive wrapper was undone, the wrapper
    /// that still lists it as its child. Only the relation table reads it (see
    /// `Hierarchy+AdaptiveWrapper.swift`): the links stay those of a presented controller,
    /// which has no parent. ``unlink(_:)`` drops the entry when the presentation ends.
    var keptByWrapper: [NodeIndex: NodeIndex] = [:]
    /// For each controller, how many controllers of its containment subtree (itself
    /// included) present something: nonzero exactly for the controllers that lie below some
    /// presented root on its chain, the only ones chain caches depend on (see "Chain caches").
    /// Four bytes a controller: chunks of a thousand, so that reading one is as cheap as in an
    /// array, and a copy's first write copies 4 KB.
    private(set) var presentersBelow = ChunkedArray<Int32>(chunkSize: 1_024)
    /// Bumped by every write a chain cache may depend on: a ``ChainCache`` recorded at an
    /// older epoch is ignored.
    private(set) var chainEpoch = 0

    /// An empty hierarchy: create controllers with ``addController(_:kind:attributes:)`` or build one with
    /// the result-builder initialisers.
    public init(environment: Environment = Environment()) {
        self.environment = environment
    }

    // MARK: - Storage

    /// Every write to a controller goes through here. Reads and writes borrow the stored
    /// node in place rather than copying it; a write that changes a containment or
    /// presentation link updates ``presentersBelow``, so the counts cannot drift from the links.
    subscript(index: NodeIndex) -> Node {
        _read { yield nodes[index.int] }
        _modify {
            let parent = nodes[index.int].parent
            let presented = nodes[index.int].presented
            let wasOnAChain = presentersBelow[index.int] != 0
            yield &nodes[index.int]
            didWrite(index, formerParent: parent, formerlyPresenting: presented != nil, wasOnAChain: wasOnAChain)
        }
    }

    /// A tab bar controller's state. Its selection decides what the tab bar shows, so a
    /// write drops the chain caches when the tab bar is on a chain.
    subscript(tabBar bar: NodeIndex) -> TabBarState? {
        get { tabBars[bar] }
        set {
            if presentersBelow[bar.int] != 0 { chainEpoch &+= 1 }
            tabBars[bar] = newValue
        }
    }

    /// A split view controller's state. Its columns and collapse decide what it shows, so
    /// a write drops the chain caches when the split view is on a chain.
    subscript(split split: NodeIndex) -> SplitState? {
        get { splits[split] }
        set {
            if presentersBelow[split.int] != 0 { chainEpoch &+= 1 }
            splits[split] = newValue
        }
    }

    func index(of id: ControllerID) -> NodeIndex? {
        indexByID.index(of: id) { nodes[$0.int].id == id }
    }

    /// The indices of the two controllers an operation names, looked up together (see
    /// ``IDTable/indices(of:_:matches:)``).
    func indices(of first: ControllerID, _ second: ControllerID) -> (NodeIndex?, NodeIndex?) {
        indexByID.indices(of: first, second) { nodes[$0.int].id == $1 }
    }

    /// Enters `id` for the controller about to be stored (at `count`), unless a controller
    /// has it already: then returns that controller and changes nothing. One probe of the
    /// id table for both.
    mutating func claim(_ id: ControllerID) -> NodeIndex? {
        let nodes = self.nodes
        return indexByID.insert(id, at: NodeIndex(nodes.count)) { nodes[$0.int].id == id }
    }

    func id(_ index: NodeIndex) -> ControllerID { nodes[index.int].id }

    /// UIKit's `<Class 0xADDR>`, with the id for the address: `<UINavigationController: nav>`.
    func describe(_ index: NodeIndex) -> String {
        let node = nodes[index.int]
        return "<\(node.className): \(node.id.rawValue)>"
    }

    /// UIKit's description of a controller, `<UINavigationController: nav>`; `<id>` for an
    /// id the hierarchy does not hold. Every sentence that names a controller uses it.
    public func describeID(_ id: ControllerID) -> String {
        index(of: id).map(describe) ?? "<\(id.rawValue)>"
    }

    /// Reserves storage for `count` controllers, so that building a large hierarchy whose
    /// size is known (a scenario file, a benchmark) does not grow its tables step by step.
    public mutating func reserveCapacity(_ count: Int) {
        nodes.reserveCapacity(count)
        presentersBelow.reserveCapacity(count)
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
        while claim(unique) != nil {
            unique = ControllerID("\(id.rawValue)#\(suffix)")
            suffix += 1
        }
        return appendNode(unique, kind: kind, attributes: attributes, createdBy: createdBy)
    }

    /// Stores a new controller whose id the caller has already entered in `indexByID`, with
    /// its attributes as UIKit keeps them (``ControllerAttributes/assigned(over:)``).
    mutating func appendNode(
        _ id: ControllerID, kind: ControllerKind, attributes: ControllerAttributes,
        createdBy: NodeIndex? = nil
    ) -> NodeIndex {
        let index = NodeIndex(nodes.count)
        nodes.append(Node(id: id, kind: kind, attributes: attributes.assigned(over: nil), createdBy: createdBy))
        presentersBelow.append(0)
        switch kind {
        case .tabBar: tabBars[index] = TabBarState()
        case .split(let style):
            // A split view created in compact width starts collapsed (R7.1, R7.6).
            splits[index] = SplitState(style: style, isCollapsed: environment.horizontalSizeClass == .compact)
        case .plain, .navigation, .page: break
        }
        return index
    }

    /// Forgets every controller stored from position `start` on, as if it had never been
    /// created: how a refused declaration adds nothing. Valid only while nothing stored
    /// before `start` refers to them, which holds for a declaration (see `addDeclaration`):
    /// it names new controllers only, and installing them touches those and the ones their
    /// containers create, all stored after the rest.
    mutating func removeControllers(from start: Int) {
        guard start < nodes.count else { return }
        for position in start..<nodes.count {
            indexByID.remove(nodes[position].id, at: NodeIndex(position))
            tabBars[NodeIndex(position)] = nil
            splits[NodeIndex(position)] = nil
        }
        nodes.removeSubrange(start...)
        presentersBelow.removeSubrange(start...)
    }

    // MARK: - Presentation links

    /// Presents `presented` from `presenter`: the link stored once on each side (§1), with
    /// its record, and the presented root's chain cache (`below`: the presenter's chain state).
    ///
    /// The other caches stay valid when nothing below them changed: the presented family
    /// presents nothing (no cache lies above its new link), and either the presenter's view
    /// is kept or nothing it contains presents (no cache depends on the view it loses).
    mutating func link(_ presented: NodeIndex, to presenter: NodeIndex, record: Presentation, below chain: ChainState) {
        let epoch = chainEpoch
        let keepsOtherCaches =
            presentersBelow[presented.int] == 0
            && (presentersBelow[presenter.int] == 0 || !environment.removesPresenterView(record.initialEffectiveStyle))
        self[presenter].presented = presented
        self[presented].presenter = presenter
        presentationsByPresented[presented] = record
        if keepsOtherCaches { chainEpoch = epoch }
        nodes[presented.int].chain = ChainCache(epoch: chainEpoch, top: chain.top, shown: chain.visibility.shown)
    }

    /// Ends the presentation of the family root `presented`: both sides of the link and the record.
    mutating func unlink(_ presented: NodeIndex) {
        if let presenter = self[presented].presenter { self[presenter].presented = nil }
        self[presented].presenter = nil
        presentationsByPresented[presented] = nil
        if !keptByWrapper.isEmpty { keptByWrapper[presented] = nil }
    }

    // MARK: - Chain caches

    // A presented root F caches what lies below its link (see `Hierarchy+ChainState.swift`):
    // a fold over the controllers from F's presenter down its chain, through containment and
    // presentation links. Each of them contains, by containment, a controller that presents
    // (F's presenter, or the presenter of the family root above it), so its
    // `presentersBelow` is nonzero; and no other controller is on any chain. A write can
    // therefore change a cached value only if the controller written (or the container whose
    // table is written) has a nonzero count before or after the write. Links change the
    // counts only through such writes, and the environment drops every cache by itself.

    /// After a write to `node`: moves its count with it when its parent changed, counts a
    /// presentation it started or ended, and drops the chain caches if it is on a chain.
    private mutating func didWrite(
        _ node: NodeIndex, formerParent: NodeIndex?, formerlyPresenting: Bool, wasOnAChain: Bool
    ) {
        let count = presentersBelow[node.int]
        let parent = nodes[node.int].parent
        if count != 0, parent != formerParent {
            addPresenters(-count, from: formerParent)
            addPresenters(count, from: parent)
        }
        let presenting = nodes[node.int].presented != nil
        if presenting != formerlyPresenting { addPresenters(presenting ? 1 : -1, from: node) }
        if wasOnAChain || presentersBelow[node.int] != 0 { chainEpoch &+= 1 }
    }

    /// Adds `delta` to the count of `start` and of each of its containment ancestors: O(depth).
    private mutating func addPresenters(_ delta: Int32, from start: NodeIndex?) {
        var current = start
        while let node = current {
            presentersBelow[node.int] += delta
            current = nodes[node.int].parent
        }
    }

    // MARK: - Public reading

    /// Every controller, in the order it was created (declaration order for a scenario).
    public var controllers: [ControllerID] { nodes.map(\.id) }

    public var count: Int { nodes.count }

    public func contains(_ id: ControllerID) -> Bool { index(of: id) != nil }

    public func kind(of id: ControllerID) -> ControllerKind? { index(of: id).map { self[$0].kind } }

    public func attributes(of id: ControllerID) -> ControllerAttributes? {
        index(of: id).map { self[$0].attributes }
    }

    /// The class name printed in messages, dumps and diagrams.
    public func className(of id: ControllerID) -> String? { index(of: id).map { self[$0].className } }

    /// The controller's `definesPresentationContext`, with UIKit's class default applied (<doc:Rules-PresenterResolution#R3.3>).
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
        presentationsByPresented.inOrder
    }

    /// The presentation that brought this family root on screen, if it is presented.
    public func presentation(of id: ControllerID) -> Presentation? {
        index(of: id).flatMap { presentationsByPresented[$0] }
    }

    /// A trait change adapts observed presentations too: from then on each shows in its style
    /// adapted to the traits, as a presentation the rules made does (<doc:Rules-Styles#§5>).
    mutating func forgetObservedStyles() {
        for presented in presentationsByPresented.keys where presentationsByPresented[presented]?.observedStyle != nil {
            presentationsByPresented[presented]?.observedStyle = nil
        }
    }

    /// The style a presentation shows in now: the style observed, for an observed presentation
    /// no trait change has adapted since; else its style after adaptation to the current size
    /// class (<doc:Rules-Styles#§5>).
    public func effectiveStyle(of presentation: Presentation) -> ModalPresentationStyle {
        if let observed = presentation.observedStyle { return observed }
        return index(of: presentation.presented).map { effectiveStyle(presentation.style, presenting: $0) }
            ?? environment.effectiveStyle(of: presentation.style)
    }

    /// The style `presented` shows in when presented in `style`: the environment's adaptation
    /// with what the controller's presentation controller adds (the answer of its adaptive
    /// delegate, when that delegate is asked in these traits, R13.1; an alert's own, R11.5; a
    /// sheet's edge attachment, R14.2).
    func effectiveStyle(_ style: ModalPresentationStyle, presenting presented: NodeIndex) -> ModalPresentationStyle {
        // R13.4: a wrapper adapts as the controller it wraps, whose delegate answers. Its
        // attributes are read in place, not copied: every on-screen walk asks this.
        let index = adaptiveOriginal(of: presented) ?? presented
        // R11.5: an alert's presentation controller is its own delegate and answers `none`.
        let answer =
            self[index].attributes.alertStyle != nil
            ? AdaptiveStyle.none
            : environment.adaptiveAnswer(of: self[index].delegate, returning: self[index].attributes.adaptivePresentationStyle)
        return environment.effectiveStyle(
            of: style, delegate: answer,
            edgeAttachedInCompactHeight: self[index].attributes.prefersEdgeAttachedInCompactHeight == true)
    }
}
