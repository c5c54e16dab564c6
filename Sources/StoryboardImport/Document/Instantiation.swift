import PresentationModel

/// A storyboard scene made into controllers: what `instantiateViewController` creates.
public struct Instantiation: Sendable {
    /// The declaration the model adds (`Operation.declare`).
    public var spec: ControllerSpec
    /// Which element each new controller was made from, in declaration order.
    public var elements: [(id: ControllerID, key: StoryboardCatalog.Key)]
}

extension StoryboardCatalog {
    /// Makes the controller `key` and its containment tree (relationship segues: navigation
    /// root, tabs in order, split columns; `embed` segues: custom children) into a
    /// declaration, through storyboard references. Each controller gets its readable id, or
    /// that id with `#2`, `#3`, … when `isTaken` says an instance already has it (UIKit
    /// instantiates a scene anew for every segue that leads to it).
    public func instantiate(_ key: Key, isTaken: (ControllerID) -> Bool) -> Instantiation {
        // Pre-order with parents, iteratively, so a deep (or hostile) nesting cannot overflow
        // the stack; a controller met twice in one tree is made once.
        struct Entry {
            var key: Key
            var parent: Int?
            var relationship: String?
        }
        var entries: [Entry] = []
        var seen = Set<Key>()
        var pending = [Entry(key: resolve(key).target, parent: nil, relationship: nil)]
        while let next = pending.popLast() {
            guard seen.insert(next.key).inserted else { continue }
            entries.append(next)
            let position = entries.count - 1
            for segue in accepted(contents(of: next.key), by: next.key).reversed() {
                let child = resolve(Key(storyboard: next.key.storyboard, element: segue.destination)).target
                if controller(child) != nil { pending.append(Entry(key: child, parent: position, relationship: segue.relationship)) }
            }
        }
        var used = Set<ControllerID>()
        let ids = entries.map { entry -> ControllerID in
            let base = baseID(entry.key)
            var candidate = base
            var number = 1
            while isTaken(candidate) || used.contains(candidate) {
                number += 1
                candidate = ControllerID("\(base.rawValue)#\(number)")
            }
            used.insert(candidate)
            return candidate
        }
        // Specs from the leaves up: each entry's children follow it in pre-order.
        var specs: [ControllerSpec?] = entries.indices.map { spec(for: entries[$0].key, id: ids[$0]) }
        for position in entries.indices.reversed() {
            guard let parent = entries[position].parent, let child = specs[position] else { continue }
            specs[position] = nil
            if case .split = specs[parent]!.kind {
                let column = Self.column(for: entries[position].relationship)
                specs[parent]!.columns.insert(ControllerSpec.Column(column, child), at: 0)
            } else {
                specs[parent]!.children.insert(child, at: 0)
            }
        }
        return Instantiation(spec: specs[0]!, elements: zip(ids, entries.map(\.key)).map { ($0, $1) })
    }

    /// The contents a container of this element kind takes: a navigation controller its
    /// root, a tab bar controller its tabs, a split view controller its columns, any other
    /// controller its embedded children. A page view controller's pages are set in code.
    public func accepted(_ segues: [StoryboardSegue], by key: Key) -> [StoryboardSegue] {
        guard let kind = controller(key)?.elementKind else { return [] }
        return segues.filter { segue in
            switch kind {
            case .navigationController: segue.relationship == "rootViewController"
            case .tabBarController: segue.relationship == "viewControllers"
            case .splitViewController: Self.splitRelationships.contains(segue.relationship ?? "")
            case .pageViewController, .viewControllerPlaceholder: false
            default: segue.kind == .embed
            }
        }
    }

    static let splitRelationships: Set<String> = ["masterViewController", "detailViewController", "supplementaryViewController"]

    static func column(for relationship: String?) -> SplitColumn {
        switch relationship {
        case "detailViewController": .secondary
        case "supplementaryViewController": .supplementary
        default: .primary
        }
    }

    /// The model's kind and attributes for an element.
    func spec(for key: Key, id: ControllerID) -> ControllerSpec {
        guard let controller = controller(key) else { return ControllerSpec(id: id, kind: .plain) }
        let kind: ControllerKind
        switch controller.elementKind {
        case .navigationController: kind = .navigation
        case .tabBarController: kind = .tabBar
        case .pageViewController: kind = .page
        case .splitViewController:
            let hasSupplementary = contents(of: key).contains { $0.relationship == "supplementaryViewController" }
            kind = .split(controller.allowsColumnStyle ? (hasSupplementary ? .tripleColumn : .doubleColumn) : .unspecified)
        default: kind = .plain
        }
        let attributes = ControllerAttributes(
            className: controller.className, title: controller.title,
            definesPresentationContext: controller.definesPresentationContext,
            providesPresentationContextTransitionStyle: controller.providesPresentationContextTransitionStyle ?? false,
            modalPresentationStyle: controller.modalPresentationStyle ?? .automatic,
            modalTransitionStyle: controller.modalTransitionStyle ?? .coverVertical)
        return ControllerSpec(id: id, kind: kind, attributes: attributes)
    }
}
