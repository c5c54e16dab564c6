/// A declared controller and what it contains, before it is added to a ``Hierarchy``.
///
/// The result-builder DSL and the scenario reader both produce specs; ``Hierarchy/add(_:)``
/// turns one into controllers by calling the same operations a UIKit app would call, so a
/// declaration UIKit would refuse gets UIKit's diagnostic.
public struct ControllerSpec: Sendable {
    public var id: ControllerID
    public var kind: ControllerKind
    /// Held out of line and shared while they are the defaults (``AttributeStorage``): a file
    /// of a million plain controllers is a million specs, and inline attributes made each
    /// some 120 bytes larger while the reader held them beside the YAML tree.
    public var attributes: ControllerAttributes {
        get { attributeStorage.value }
        _modify { yield &attributeStorage.value }
        set { attributeStorage.value = newValue }
    }
    private var attributeStorage: AttributeStorage
    /// Custom-containment children, a navigation stack (root first), the tabs, or the pages.
    public var children: [ControllerSpec]
    /// A split view's columns.
    public var columns: [Column]
    /// A tab bar controller's initial selection (the first tab when nil).
    public var selectedTab: TabReference?
    /// Controllers declared with this one that no container holds: the search controller
    /// it hosts and that one's results controller (R12.1), created detached.
    public var detached: [ControllerSpec] = []

    public struct Column: Sendable {
        public var column: SplitColumn
        public var controller: ControllerSpec

        public init(_ column: SplitColumn, _ controller: ControllerSpec) {
            self.column = column
            self.controller = controller
        }
    }

    /// A controller with the default attributes that contains nothing, the most common
    /// declaration of a large file: its attributes are the shared defaults, neither built
    /// nor compared.
    public init(id: ControllerID, kind: ControllerKind) {
        self.id = id
        self.kind = kind
        self.attributeStorage = .defaults
        self.children = []
        self.columns = []
        self.selectedTab = nil
    }

    public init(
        id: ControllerID, kind: ControllerKind, attributes: ControllerAttributes = ControllerAttributes(),
        children: [ControllerSpec] = [], columns: [Column] = [], selectedTab: TabReference? = nil,
        detached: [ControllerSpec] = []
    ) {
        self.detached = detached
        self.id = id
        self.kind = kind
        self.attributeStorage = AttributeStorage(attributes)
        self.children = children
        self.columns = columns
        self.selectedTab = selectedTab
    }
}

/// A tab named by position (`selectedIndex`) or by controller (`selectedViewController`).
public enum TabReference: Hashable, Sendable, ExpressibleByIntegerLiteral, ExpressibleByStringLiteral {
    case index(Int)
    case controller(ControllerID)

    public init(integerLiteral value: Int) { self = .index(value) }
    public init(stringLiteral value: String) { self = .controller(ControllerID(value)) }
}

extension Hierarchy {
    /// Adds a declared controller and everything it contains, detached (no window, no
    /// parent). Contents are installed with the container operations (`addChild`,
    /// `setViewControllers`, `setViewController(_:for:)`, `select`), innermost first, so their
    /// diagnostics are UIKit's. A declaration UIKit refuses in part keeps every controller it
    /// declares, the refused ones detached; one whose id is taken adds nothing. Adding is iterative;
    /// a spec tree itself is a nested value that Swift frees recursively, so build very deep
    /// hierarchies (tens of thousands of levels) with `addController` and `addChild` instead.
    @discardableResult
    public mutating func add(_ spec: ControllerSpec) -> StepResult {
        apply(.declare(spec))
    }

    mutating func performAdd(_ spec: ControllerSpec) -> StepResult {
        return StepResult(diagnostics: addDeclaration(spec).map(\.diagnostic))
    }

    /// ``add(_:)``, saying which declared controller each diagnostic is about (the container
    /// whose contents were refused, or the controller whose id was taken), so that a reader
    /// can point at the place it was declared.
    public mutating func addDeclaration(_ spec: ControllerSpec) -> [(controller: ControllerID, diagnostic: Diagnostic)] {
        defer { operationEnded() }
        // Controllers are created in pre-order, that is in declaration order. Every id is
        // checked before anything is installed, so a refused declaration adds nothing: an id
        // already taken (before, or earlier in this declaration) forgets the ones created.
        // The walks keep one copy of a spec per level, not one per controller: a large file's
        // declaration is most of its controllers, and copying them all doubled its memory.
        let start = count
        var taken: ControllerID?
        // R11.5: an alert presenting as an alert declared with a delegate is created without
        // it; UIKit raised when the app assigned it.
        var diagnostics: [(controller: ControllerID, diagnostic: Diagnostic)] = []
        spec.forEachInPreorder { declared in
            // One probe of the id table: entered with the index it gets, unless it is taken.
            if claim(declared.id) != nil {
                taken = declared.id
                return false
            }
            // Attributes alone rule most declarations out: asking the hierarchy copies it here.
            if declared.attributes.givesPresentationDelegate, let refusal = declaredDelegateRefusal(declared.attributes) {
                diagnostics.append((declared.id, refusal))
                _ = appendNode(declared.id, kind: declared.kind, attributes: withoutRefusedDelegate(declared.attributes))
            } else {
                _ = appendNode(declared.id, kind: declared.kind, attributes: declared.attributes)
            }
            return true
        }
        if let taken {
            removeControllers(from: start)
            return [(taken, .duplicateController(taken))]
        }
        // Reverse pre-order visits every controller after everything it contains. What UIKit
        // refuses to install stays declared, detached, so that later steps can name it.
        spec.forEachInReversePreorder { declared in diagnostics += install(contentsOf: declared) }
        return diagnostics
    }

    /// Installs a declared container's contents; each diagnostic names the declared
    /// controller it is about (the refused content when there is one, else the container).
    private mutating func install(contentsOf spec: ControllerSpec) -> [(controller: ControllerID, diagnostic: Diagnostic)] {
        let ids = spec.children.map(\.id)
        var result: [(controller: ControllerID, diagnostic: Diagnostic)] = []
        // The subject is found only for a diagnostic: finding the culprit checks every content.
        func record(_ step: StepResult, about subject: @autoclosure () -> ControllerID) {
            guard !step.diagnostics.isEmpty else { return }
            let subject = subject()
            result += step.diagnostics.map { (subject, $0) }
        }
        switch spec.kind {
        case .plain, .page:
            for child in ids { record(addChild(child, to: spec.id), about: child) }
        case .navigation:
            if !ids.isEmpty { record(setViewControllers(ids, of: spec.id), about: culprit(ids, in: spec.id) ?? spec.id) }
        case .tabBar:
            record(setViewControllers(ids, ofTabBar: spec.id), about: culprit(ids, in: spec.id) ?? spec.id)
            switch spec.selectedTab {
            case .index(let position): record(select(tabAt: position, of: spec.id), about: spec.id)
            case .controller(let tab): record(select(tab, of: spec.id), about: spec.id)
            case nil: break
            }
        case .split:
            for column in spec.columns {
                record(setViewController(column.controller.id, for: column.column, of: spec.id), about: column.controller.id)
            }
        }
        return result
    }

    /// The first declared content a navigation or tab bar controller cannot adopt.
    private func culprit(_ ids: [ControllerID], in container: ControllerID) -> ControllerID? {
        guard let parent = index(of: container) else { return nil }
        return ids.first { id in
            guard let child = index(of: id) else { return false }
            return self[parent].kind.isNavigation
                ? pushProblem(child, onto: parent, replacingStack: true) != nil
                : adoptionProblem(child, into: parent) != nil
        }
    }
}

extension ControllerSpec {
    /// The declared controllers it contains, in declaration order: the children (or stack,
    /// tabs, pages), the columns' controllers, then the detached ones declared with it.
    var contentCount: Int { children.count + columns.count + detached.count }

    func content(_ position: Int) -> ControllerSpec {
        if position < children.count { return children[position] }
        let column = position - children.count
        return column < columns.count ? columns[column].controller : detached[column - columns.count]
    }

    /// Visits this controller and everything it contains in pre-order (declaration order)
    /// while `body` returns true; iterative, with one frame per level.
    /// The frames are read in place and a controller that contains nothing gets none, so a
    /// screen of a thousand children costs a copy of each child, not three.
    func forEachInPreorder(while body: (ControllerSpec) -> Bool) {
        guard body(self) else { return }
        var frames = [WalkFrame(spec: self, next: 0)]
        while !frames.isEmpty {
            let top = frames.count - 1
            let next = frames[top].next
            guard next < frames[top].spec.contentCount else {
                frames.removeLast()
                continue
            }
            frames[top].next += 1
            let content = frames[top].spec.content(next)
            guard body(content) else { return }
            if content.contentCount > 0 { frames.append(WalkFrame(spec: content, next: 0)) }
        }
    }

    /// Visits everything in the reverse of ``forEachInPreorder(while:)``'s order, so each
    /// controller after everything it contains; iterative, with one frame per level that
    /// contains something.
    func forEachInReversePreorder(_ body: (ControllerSpec) -> Void) {
        var frames = [WalkFrame(spec: self, next: contentCount)]
        while !frames.isEmpty {
            let top = frames.count - 1
            guard frames[top].next > 0 else {
                body(frames.removeLast().spec)
                continue
            }
            frames[top].next -= 1
            let content = frames[top].spec.content(frames[top].next)
            if content.contentCount > 0 {
                frames.append(WalkFrame(spec: content, next: content.contentCount))
            } else {
                body(content)
            }
        }
    }
}

/// A level of a walk over a spec tree: the spec, and the position of the content to visit
/// next. (A named type, not a tuple: a tuple's metadata is looked up at run time.)
private struct WalkFrame {
    var spec: ControllerSpec
    var next: Int
}
