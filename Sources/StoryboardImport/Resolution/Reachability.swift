/// Which scenes a user can reach from the initial controller, and by the shortest chain of
/// segues: breadth first over the transition segues, where reaching a container reaches
/// everything it contains.
public struct Reachability: Sendable {
    /// For each controller reached, the segue that first reached it and the controller it
    /// left from (nil for the initial controller's tree).
    private var via: [StoryboardCatalog.Key: (segue: SegueReference, from: StoryboardCatalog.Key)?] = [:]
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
        guard let start = catalog.initialController else { return }
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
    }

    public func isReachable(_ key: StoryboardCatalog.Key) -> Bool { via[key] != nil }

    /// The shortest chain of segues that brings `key` into the app, first segue first; nil
    /// when none does.
    public func path(to key: StoryboardCatalog.Key) -> [SegueReference]? {
        guard var step = via[key] else { return nil }
        var path: [SegueReference] = []
        while let (segue, from) = step {
            path.append(segue)
            step = via[from] ?? nil
        }
        return path.reversed()
    }

    /// The top of the scene that contains `key`: the controller to make the window root when
    /// no chain of segues reaches it.
    public func sceneTop(of key: StoryboardCatalog.Key) -> StoryboardCatalog.Key {
        var current = key
        var seen: Set<StoryboardCatalog.Key> = [key]
        while let parent = container[current], seen.insert(parent).inserted { current = parent }
        return current
    }

    /// Whether some container holds `key` (a navigation root, a tab, a column, an embedded child).
    public func isContained(_ key: StoryboardCatalog.Key) -> Bool { container[key] != nil }
}
