import PresentationScenarios

extension StoryboardCatalog {
    /// Refuses containment (relationship and embed segues, through references) nested deeper
    /// than a scenario declares (``Scenario/maximumNesting``): the error is at the segue
    /// that puts a controller one level past the limit, found before any controller is
    /// instantiated, since a declaration nested that deep could exhaust the stack when it is
    /// freed.
    ///
    /// The depth counted is the longest chain of containers; a container met again inside
    /// its own containment (a cycle) ends the chain there, as instantiation makes it once.
    public func checkContainmentDepth() throws(StoryboardError) {
        // Each controller's height: the controllers on the longest chain of containment from
        // it down, itself included. Post-order, iteratively, each controller once.
        var height: [Key: Int] = [:]
        var open = Set<Key>()
        var tallest: (key: Key, height: Int)?
        for (s, storyboard) in storyboards.enumerated() {
            for controller in storyboard.controllers {
                var pending: [(key: Key, expanded: Bool)] = [(Key(storyboard: s, element: controller.element), false)]
                while let (key, expanded) = pending.popLast() {
                    if expanded {
                        let below = contained(in: key).map { height[$0.child] ?? 0 }.max() ?? 0
                        height[key] = below + 1
                        open.remove(key)
                        if below + 1 > tallest?.height ?? Scenario.maximumNesting { tallest = (key, below + 1) }
                        continue
                    }
                    guard height[key] == nil, open.insert(key).inserted else { continue }
                    pending.append((key, true))
                    for (_, child) in contained(in: key) where height[child] == nil && !open.contains(child) {
                        pending.append((child, false))
                    }
                }
            }
        }
        guard let tallest else { return }
        // Down the longest chain to the level past the limit.
        var container = tallest.key
        for level in 2...Scenario.maximumNesting + 1 {
            let remaining = tallest.height - level + 1
            guard let (segue, child) = contained(in: container).first(where: { (height[$0.child] ?? 0) >= remaining }) else {
                break
            }
            if level > Scenario.maximumNesting {
                throw StoryboardError(
                    "containment nests deeper than \(Scenario.maximumNesting) levels here: '\(baseID(child))' would be "
                        + "controller \(level) down from '\(baseID(tallest.key))'; a scenario declares at most "
                        + "\(Scenario.maximumNesting) levels, so build deeper hierarchies with addChild steps",
                    at: segue.location)
            }
            container = child
        }
    }

    /// The controllers a container holds (``accepted(_:by:)``), each with its segue, through
    /// references: what ``instantiate(_:isTaken:)`` makes its children.
    private func contained(in key: Key) -> [(segue: StoryboardSegue, child: Key)] {
        accepted(contents(of: key), by: key).compactMap { segue in
            let child = resolve(Key(storyboard: key.storyboard, element: segue.destination)).target
            return controller(child) != nil ? (segue, child) : nil
        }
    }
}
