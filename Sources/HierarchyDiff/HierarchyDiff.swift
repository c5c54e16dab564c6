import PresentationModel

/// What differs between two hierarchies: the controllers, containment links and
/// presentation links one has and the other has not. Controllers are matched by class and
/// order (`StructuralKeys`), so a dump, a scenario and a storyboard's state compare
/// whatever ids they gave.
public struct HierarchyDiff: Sendable {
    /// A containment link: `parent` holds `child` at `position` (0-based, in `children` order).
    public struct Containment: Hashable, Sendable {
        public var parent: String
        public var child: String
        public var position: Int
    }

    /// A presentation link: `presenter` presents `presented` in `style` (the effective style).
    public struct PresentationLink: Hashable, Sendable {
        public var presenter: String
        public var presented: String
        public var style: ModalPresentationStyle
    }

    /// What one side has and the other has not, in the order the text tree prints them.
    public struct Side: Sendable {
        public var controllers: [String] = []
        public var containment: [Containment] = []
        public var presentations: [PresentationLink] = []

        public var isEmpty: Bool { controllers.isEmpty && containment.isEmpty && presentations.isEmpty }
        var count: Int { controllers.count + containment.count + presentations.count }
    }

    public let onlyInA: Side
    public let onlyInB: Side
    /// How many controllers, containment and presentation links the two share.
    public let shared: (controllers: Int, containment: Int, presentations: Int)

    public var isEmpty: Bool { onlyInA.isEmpty && onlyInB.isEmpty }

    public init(_ a: Hierarchy, _ b: Hierarchy) {
        let sideA = Facts(a)
        let sideB = Facts(b)
        onlyInA = sideA.missing(from: sideB)
        onlyInB = sideB.missing(from: sideA)
        shared = (
            sideA.controllers.count - onlyInA.controllers.count, sideA.containment.count - onlyInA.containment.count,
            sideA.presentations.count - onlyInA.presentations.count
        )
    }

    /// One hierarchy's controllers and links, named by their structural keys.
    private struct Facts {
        var controllers: [String] = []
        var containment: [Containment] = []
        var presentations: [PresentationLink] = []

        init(_ hierarchy: Hierarchy) {
            let keys = StructuralKeys(hierarchy)
            for (id, key) in keys.ordered {
                controllers.append(key)
                for (position, child) in hierarchy.children(of: id).enumerated() {
                    if let childKey = keys.byID[child] { containment.append(Containment(parent: key, child: childKey, position: position)) }
                }
            }
            for presentation in hierarchy.presentations {
                guard let presenter = keys.byID[presentation.presenter], let presented = keys.byID[presentation.presented] else { continue }
                presentations.append(
                    PresentationLink(presenter: presenter, presented: presented, style: hierarchy.effectiveStyle(of: presentation)))
            }
        }

        func missing(from other: Facts) -> Side {
            let controllerSet = Set(other.controllers)
            let containmentSet = Set(other.containment)
            let presentationSet = Set(other.presentations)
            return Side(
                controllers: controllers.filter { !controllerSet.contains($0) },
                containment: containment.filter { !containmentSet.contains($0) },
                presentations: presentations.filter { !presentationSet.contains($0) })
        }
    }
}
