/// A segue of a catalog: its storyboard and its position in that storyboard's segues.
public struct SegueReference: Hashable, Sendable, Comparable {
    public var storyboard: Int
    public var index: Int

    public init(storyboard: Int, index: Int) {
        self.storyboard = storyboard
        self.index = index
    }

    public static func < (lhs: SegueReference, rhs: SegueReference) -> Bool {
        (lhs.storyboard, lhs.index) < (rhs.storyboard, rhs.index)
    }
}

extension StoryboardCatalog {
    public subscript(segue: SegueReference) -> StoryboardSegue {
        storyboards[segue.storyboard].segues[segue.index]
    }

    /// Every transition segue (not relationship, not embed), in the order of the files given.
    public var transitionSegues: [SegueReference] {
        storyboards.indices.flatMap { s in
            storyboards[s].segues.indices.filter { storyboards[s].segues[$0].kind.isTransition }
                .map { SegueReference(storyboard: s, index: $0) }
        }
    }

    /// The controller that holds a segue.
    public func source(of segue: SegueReference) -> Key {
        Key(storyboard: segue.storyboard, element: self[segue].source)
    }

    /// The scene a segue leads to, through storyboard references; for a custom segue whose
    /// class presents another storyboard's initial controller in place of its destination
    /// (``CustomSegueAction/presentInitial(ofStoryboard:)``), that controller when the
    /// storyboard is among the files given.
    public func destination(of segue: SegueReference) -> (target: Key, reference: Reference) {
        let element = self[segue]
        if element.kind == .custom, case .presentInitial(let name) = customSegues.reading(of: element).action,
            let initial = initialController(ofStoryboard: name)
        {
            return resolve(initial)
        }
        return resolve(Key(storyboard: segue.storyboard, element: element.destination))
    }

    /// The initial view controller of the storyboard given with this name; nil when none is
    /// given or it has none.
    public func initialController(ofStoryboard name: String) -> Key? {
        guard let s = storyboards.firstIndex(where: { $0.name == name }),
            let element = storyboards[s].initialControllerElement
        else { return nil }
        return Key(storyboard: s, element: element)
    }
}
