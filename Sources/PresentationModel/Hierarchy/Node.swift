/// One controller in a ``Hierarchy``'s storage.
///
/// Containment is stored both ways (`parent` and ordered `children`) so that walks up and
/// down are each O(1) a step. A presentation link is stored once on each side, like UIKit's
/// ivars (§1 "Presentation link"): the presenter's own `presented` slot and the presented
/// root's ``Presentation`` record (held by the hierarchy, keyed by the presented index).
struct Node: Sendable {
    var id: ControllerID
    var kind: ControllerKind
    private var attributeStorage: AttributeStorage
    var attributes: ControllerAttributes {
        _read { yield attributeStorage.value }
        _modify { yield &attributeStorage.value }
    }
    var parent: NodeIndex?
    var children: [NodeIndex] = []
    /// This controller's *own* presented controller (not an ancestor's: that is R2.1's walk).
    var presented: NodeIndex?
    /// For a presented family root, its presenter (UIKit's `_parentModalViewController`).
    var presenter: NodeIndex?
    /// The window whose root this controller is, if any.
    var window: Int?
    /// The container that created this controller (a column wrapper, a More navigation
    /// controller), so that diagrams and the report can say where it came from.
    var createdBy: NodeIndex?
    /// For a presented family root: what lies below it in its chain, as of a
    /// ``Hierarchy/chainEpoch`` (see `Hierarchy+ChainState.swift`). Written only with the
    /// link, by ``Hierarchy/link(_:to:record:below:)``.
    var chain: ChainCache?

    init(id: ControllerID, kind: ControllerKind, attributes: ControllerAttributes, createdBy: NodeIndex?) {
        self.id = id
        self.kind = kind
        self.attributeStorage = AttributeStorage(attributes)
        self.createdBy = createdBy
    }

    var className: String { attributes.className ?? attributes.uikitClassName ?? kind.uikitClassName }

    /// The delegate of this controller's presentation controller that UIKit calls: the app's,
    /// assigned or implied (``ControllerAttributes/effectivePresentationDelegate``).
    var delegate: PresentationDelegate { attributes.effectivePresentationDelegate }

    /// R3.3: an explicit assignment wins; otherwise the class default.
    var definesPresentationContext: Bool {
        attributes.definesPresentationContext ?? kind.definesPresentationContextByDefault
    }
}

/// A window (or scene) and its root view controller.
struct Window: Sendable {
    var id: String
    var root: NodeIndex
}

/// What a presented family root inherits from below its presentation link: the top of its
/// chain and whether its presenter's place is shown. Valid while the hierarchy's
/// ``Hierarchy/chainEpoch`` is the one recorded.
struct ChainCache: Sendable {
    var epoch: Int
    var top: NodeIndex
    var shown: Bool
}
