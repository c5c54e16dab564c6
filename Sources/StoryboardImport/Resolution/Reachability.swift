/// Which scenes a user can reach, and by the shortest chain of segues: breadth first over
/// the transition segues, where reaching a container reaches everything it contains.
///
/// The app starts at the catalog's initial controller (the first storyboard's that has one).
/// A scene it does not reach may still be reached from its own storyboard's initial
/// controller, as when that storyboard is the app's entry, or opened from code: the entries
/// are tried in the order of the files given.
public struct Reachability: Sendable {
    /// The initial controllers, the catalog's first.
    public let entries: [StoryboardCatalog.Key]
    /// When no storyboard given has an initial view controller: the scenes an app can only
    /// make in code, by `instantiateViewController(withIdentifier:)`. Those are the scenes no
    /// container holds that have a storyboard identifier, in file order. Empty when there is
    /// an initial view controller.
    public let entryScenes: [StoryboardCatalog.Key]
    /// For each entry, each controller it reaches, with the segue that first reached it and
    /// the controller it left from (nil for the entry's own tree).
    private var via: [[StoryboardCatalog.Key: (segue: SegueReference, from: StoryboardCatalog.Key)?]] = []
    /// Each controller's container (the first that contains it), to find a scene's top.
    private var container: [StoryboardCatalog.Key: StoryboardCatalog.Key] = [:]

    public init(_ catalog: StoryboardCatalog) {
        for s in catalog.storyboards.indices {
            for controller in catalog.storyboards[s].controllers {
                let key = StoryboardCatalog.Key(storyboard: s, element: controller.element)
                for segue in catalog.accepted(catalog.contents(of: key), by: key) {
                    let child = catalog.resolve(StoryboardCatalog.Key(storyboard: s, element: segue.destination)).target
                    if container[child] == nil, child != key { container[child] = key }
                }
            }
        }
        var entries: [StoryboardCatalog.Key] = []
        if let main = catalog.initialController { entries.append(main) }
        for (s, storyboard) in catalog.storyboards.enumerated() {
            guard let element = storyboard.initialControllerElement else { continue }
            let entry = catalog.resolve(StoryboardCatalog.Key(storyboard: s, element: element)).target
            if catalog.controller(entry) != nil, !entries.contains(entry) { entries.append(entry) }
        }
        self.entries = entries
        let container = container
        entryScenes =
            !entries.isEmpty
            ? []
            : catalog.storyboards.indices.flatMap { s in
                catalog.storyboards[s].controllers.lazy
                    .filter { !$0.isReference && $0.storyboardIdentifier != nil }
                    .map { StoryboardCatalog.Key(storyboard: s, element: $0.element) }
                    .filter { container[$0] == nil }
            }
        var reached: Set<StoryboardCatalog.Key> = []
        for entry in entries {
            // An entry already reached from an earlier one adds nothing.
            if reached.contains(entry) {
                via.append([:])
                continue
            }
            let found = Self.search(from: entry, in: catalog)
            reached.formUnion(found.keys)
            via.append(found)
        }
    }

    private static func search(from start: StoryboardCatalog.Key, in catalog: StoryboardCatalog)
        -> [StoryboardCatalog.Key: (segue: SegueReference, from: StoryboardCatalog.Key)?]
    {
        var via: [StoryboardCatalog.Key: (segue: SegueReference, from: StoryboardCatalog.Key)?] = [:]
        var queue: [StoryboardCatalog.Key] = []
        for key in catalog.subtree(of: start) where via[key] == nil {
            via[key] = .some(nil)
            queue.append(key)
        }
        var next = 0
        while next < queue.count {
            let key = queue[next]
            next += 1
            for reference in catalog.transitions(from: key) where catalog[reference].kind != .unwind {
                let destination = catalog.destination(of: reference).target
                guard catalog.controller(destination) != nil else { continue }
                for reached in catalog.subtree(of: destination) where via[reached] == nil {
                    via[reached] = .some((reference, key))
                    queue.append(reached)
                }
            }
        }
        return via
    }

    /// Whether the app's initial controller, or another storyboard's, reaches `key`.
    public func isReachable(_ key: StoryboardCatalog.Key) -> Bool { via.contains { $0[key] != nil } }

    /// The first entry that reaches `key`, and the shortest chain of segues from it, first
    /// segue first; nil when none does.
    public func route(to key: StoryboardCatalog.Key) -> (entry: StoryboardCatalog.Key, path: [SegueReference])? {
        for (entry, table) in zip(entries, via) {
            guard var step = table[key] else { continue }
            var path: [SegueReference] = []
            while let (segue, from) = step {
                path.append(segue)
                step = table[from] ?? nil
            }
            return (entry, path.reversed())
        }
        return nil
    }

    /// Where the route to `key` (``route(to:)``) ends: the position of its entry in
    /// ``entries`` and its last segue (nil when the entry's own tree holds `key`); nil when
    /// no entry reaches it. Routes ending in the same place are the same chain of segues, so
    /// ``SegueResolver`` fires each prefix once and branches from it.
    public func routeEnd(of key: StoryboardCatalog.Key) -> (entry: Int, segue: SegueReference?)? {
        for (entry, table) in via.enumerated() {
            guard let step = table[key] else { continue }
            return (entry, step?.segue)
        }
        return nil
    }

    /// The top of the scene that contains `key`: the controller to make the window root when
    /// no chain of segues reaches it.
    public func sceneTop(of key: StoryboardCatalog.Key) -> StoryboardCatalog.Key {
        var current = key
        var seen: Set<StoryboardCatalog.Key> = [key]
        while let parent = container[current], seen.insert(parent).inserted { current = parent }
        return current
    }

    /// Every controller's scene top (``sceneTop(of:)``) at once, each container chain walked
    /// once however deep the containment.
    public func sceneTops(of keys: [StoryboardCatalog.Key]) -> [StoryboardCatalog.Key: StoryboardCatalog.Key] {
        var top: [StoryboardCatalog.Key: StoryboardCatalog.Key] = [:]
        for key in keys where top[key] == nil {
            // Up to a controller whose top is known, or to the top, or round a cycle.
            var chain = [key]
            var seen: Set<StoryboardCatalog.Key> = [key]
            var found: StoryboardCatalog.Key?
            var cycleStart: Int?
            while let parent = container[chain[chain.count - 1]] {
                if let known = top[parent] {
                    found = known
                    break
                }
                guard seen.insert(parent).inserted else {
                    cycleStart = chain.firstIndex(of: parent)
                    break
                }
                chain.append(parent)
            }
            let reached = found ?? chain[chain.count - 1]
            for (position, member) in chain.enumerated() {
                // In a cycle, each member's walk stops at the member before it.
                if let cycleStart, position > cycleStart {
                    top[member] = chain[position - 1]
                } else {
                    top[member] = reached
                }
            }
        }
        return top
    }

    /// Whether some container holds `key` (a navigation root, a tab, a column, an embedded child).
    public func isContained(_ key: StoryboardCatalog.Key) -> Bool { container[key] != nil }
}
