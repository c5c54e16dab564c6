/// The structural invariants every operation keeps, and the hook through which the tests
/// check them after every operation.
///
/// The model stores each relationship on both sides (parent and children, presenter and
/// presented with the presentation record, a window and its root, a container and its
/// table) and keeps derived counts and caches beside them. An operation that updates one
/// side and forgets the other would go unnoticed by most queries, so the tests check all of
/// it after each operation rather than trusting the queries to reveal it.
extension Hierarchy {
    /// What is broken in the storage, one sentence each, naming the controllers involved;
    /// empty when the hierarchy is sound. O(size), without recursion, and safe on storage
    /// that is broken in any way (out-of-range indices, cycles).
    func checkInvariants() -> [String] {
        var broken: [String] = []
        let count = nodes.count
        func exists(_ index: NodeIndex) -> Bool { index.int >= 0 && index.int < count }
        func name(_ index: NodeIndex) -> String { exists(index) ? nodes[index.int].id.rawValue : "#\(index.value)" }

        if indexByID.count != count { broken.append("\(indexByID.count) ids lead to \(count) controllers") }
        if presentersBelow.count != count { broken.append("\(presentersBelow.count) presenter counts for \(count) controllers") }
        for (position, node) in nodes.enumerated() {
            let me = NodeIndex(position)
            if index(of: node.id) != me { broken.append("the id \(node.id) does not lead to its controller") }
            let links = [node.parent, node.presented, node.presenter, node.createdBy].compactMap { $0 } + node.children
            if let dangling = links.first(where: { !exists($0) }) {
                broken.append("\(node.id) refers to \(name(dangling)), which is no controller")
                continue
            }
            broken += linkProblems(of: me)
        }
        for presented in presentationsByPresented.keys where !exists(presented) || nodes[presented.int].presenter == nil {
            broken.append("a presentation is recorded for \(name(presented)), which has no presenter")
        }
        for (position, window) in windowList.enumerated() where !exists(window.root) || nodes[window.root.int].window != position {
            broken.append("window '\(window.id)' has \(name(window.root)) as its root, which does not name the window")
        }
        for (original, wrapper) in keptByWrapper {
            guard exists(original), exists(wrapper) else {
                broken.append("a controller kept by an adaptive wrapper, or the wrapper, does not exist")
                continue
            }
            if nodes[original.int].presenter == nil || nodes[original.int].parent != nil {
                broken.append("\(name(original)) is kept by its adaptive wrapper \(name(wrapper)) but heads no presentation")
            }
            if nodes[wrapper.int].createdBy != original || !nodes[wrapper.int].kind.isNavigation {
                broken.append("\(name(wrapper)) keeps \(name(original)) but is not the adaptive wrapper it created")
            }
        }
        broken += tableProblems(exists: exists, name: name)
        guard broken.isEmpty else { return broken }
        return orderProblems()
    }

    /// Both sides of each link of `node`, its window and table, and its presenter count.
    private func linkProblems(of me: NodeIndex) -> [String] {
        var broken: [String] = []
        let node = nodes[me.int]
        if let parent = node.parent, nodes[parent.int].children.filter({ $0 == me }).count != 1 {
            broken.append("\(node.id)'s parent \(id(parent)) does not list it exactly once among its children")
        }
        for child in node.children where nodes[child.int].parent != me {
            broken.append("\(node.id) lists \(id(child)) as a child, whose parent is \(nodes[child.int].parent.map { id($0).rawValue } ?? "nil")")
        }
        if let presented = node.presented, nodes[presented.int].presenter != me {
            broken.append("\(node.id) presents \(id(presented)), whose presenter is not \(node.id)")
        }
        if let presenter = node.presenter {
            if nodes[presenter.int].presented != me {
                broken.append("\(node.id)'s presenter \(id(presenter)) does not present it")
            }
            if node.parent != nil || node.window != nil {
                broken.append("\(node.id) is presented but has a parent or a window")
            }
            let record = presentationsByPresented[me]
            if record?.presented != node.id || record?.presenter != id(presenter) {
                broken.append("the presentation record of \(node.id) does not name it and its presenter \(id(presenter))")
            }
        }
        if let window = node.window {
            if !windowList.indices.contains(window) || windowList[window].root != me {
                broken.append("\(node.id) names window \(window), whose root it is not")
            }
            if node.parent != nil { broken.append("\(node.id) is a window's root but has a parent") }
        }
        if node.kind.isTabBar != (tabBars[me] != nil) { broken.append("\(node.id) is \(node.kind.name) but its tab bar state says otherwise") }
        if node.kind.isSplit != (splits[me] != nil) { broken.append("\(node.id) is \(node.kind.name) but its split view state says otherwise") }
        let expected = node.children.reduce(node.presented == nil ? 0 : 1) { $0 + Int(presentersBelow[$1.int]) }
        if presentersBelow.indices.contains(me.int), Int(presentersBelow[me.int]) != expected {
            broken.append("\(node.id) counts \(presentersBelow[me.int]) presenters in its subtree, not \(expected)")
        }
        return broken
    }

    /// The tab-bar and split-view tables against the controllers they name.
    private func tableProblems(exists: (NodeIndex) -> Bool, name: (NodeIndex) -> String) -> [String] {
        var broken: [String] = []
        for (bar, state) in tabBars {
            let named = state.tabs + [state.moreNavigation, state.moreList].compactMap { $0 }
            guard exists(bar), named.allSatisfy(exists) else {
                broken.append("the tab bar state of \(name(bar)) names a controller that does not exist")
                continue
            }
            let me = id(bar)
            if Set(state.tabs).count != state.tabs.count { broken.append("\(me) has a tab twice") }
            for tab in state.tabs where nodes[tab.int].parent != bar && (state.moreNavigation == nil || nodes[tab.int].parent != state.moreNavigation)
            {
                broken.append("\(me)'s tab \(id(tab)) is held neither by \(me) nor by its More navigation controller")
            }
            for child in nodes[bar.int].children where !state.tabs.contains(child) && child != state.moreNavigation {
                broken.append("\(me) holds \(id(child)), which is neither a tab nor its More navigation controller")
            }
            for created in [state.moreNavigation, state.moreList].compactMap({ $0 }) where nodes[created.int].createdBy != bar {
                broken.append("\(id(created)) is \(me)'s More controller but was not created by it")
            }
            switch state.selection {
            case .index(let position) where state.tabs.isEmpty ? position != 0 : !state.tabs.indices.contains(position):
                broken.append("\(me) selects tab \(position) of \(state.tabs.count)")
            case .more where state.moreNavigation == nil:
                broken.append("\(me) selects its More list but has none")
            case .index, .more:
                break
            }
        }
        for (split, state) in splits {
            let wrappers = Array(state.wrappers.values) + Array(state.spareWrappers.values)
            guard exists(split), (Array(state.content.values) + wrappers).allSatisfy(exists) else {
                broken.append("the split view state of \(name(split)) names a controller that does not exist")
                continue
            }
            for wrapper in wrappers where nodes[wrapper.int].createdBy != split || !nodes[wrapper.int].kind.isNavigation {
                broken.append("\(id(wrapper)) wraps a column of \(id(split)) but is not a navigation controller it created")
            }
            let installed = state.columns.compactMap { state.installed($0) } + [state.content[.compact], state.content[.inspector]].compactMap { $0 }
            for child in nodes[split.int].children where !installed.contains(child) {
                broken.append("\(id(split)) holds \(id(child)), which is in none of its columns")
            }
        }
        return broken
    }

    /// That parents and presenters form a forest (every controller reached once from the
    /// tops, so no cycle), and that every valid chain cache holds what a walk would find.
    private func orderProblems() -> [String] {
        var reached = [Bool](repeating: false, count: nodes.count)
        var order = nodes.indices.filter { nodes[$0].parent == nil && nodes[$0].presenter == nil }.map(NodeIndex.init)
        var cursor = 0
        while cursor < order.count {
            let node = order[cursor]
            cursor += 1
            if reached[node.int] { return ["\(id(node)) is reached twice from the tops, through containment or presentation"] }
            reached[node.int] = true
            order += nodes[node.int].children + (nodes[node.int].presented.map { [$0] } ?? [])
        }
        if let lost = reached.firstIndex(of: false) {
            return ["\(nodes[lost].id) is on a cycle of containment or presentation links"]
        }
        // The chain caches, against one uncached top-down pass.
        let visibility = evaluateAll(Relations.OnScreen.self, order: order)
        var top = nodes.indices.map(NodeIndex.init)
        for node in order {
            if let above = nodes[node.int].parent ?? nodes[node.int].presenter { top[node.int] = top[above.int] }
        }
        var broken: [String] = []
        for (position, node) in nodes.enumerated() {
            guard let presenter = node.presenter, let cache = node.chain, cache.epoch == chainEpoch else { continue }
            if cache.top != top[presenter.int] || cache.shown != visibility[presenter.int]?.shown {
                broken.append("the chain cache of \(nodes[position].id) is stale: it says top \(id(cache.top)), shown \(cache.shown)")
            }
        }
        // The walk from the windows down, against the same pass.
        let walked = Set(onScreenNodes())
        for node in order where walked.contains(node) != (visibility[node.int]?.onScreen ?? false) {
            broken.append("the walk from the windows \(walked.contains(node) ? "finds" : "misses") \(id(node)) on screen")
        }
        return broken
    }

    // MARK: - Test hook

    /// What debug builds call when a public operation returns (the name of the operation
    /// and the hierarchy after it). The tests set it for the duration of each test to check
    /// the invariants after every operation; release builds never call it.
    @TaskLocal static var operationObserver: (@Sendable (_ operation: String, _ hierarchy: Hierarchy) -> Void)? = nil

    /// ``apply(_:)``, which every public operation goes through, defers this, as do the few
    /// public changes that are not operations (`addController`, `setAttributes`,
    /// `addDeclaration`), so that no change escapes the tests' check. The name is an
    /// autoclosure: a release build never computes it, since copying the operation to name it
    /// would cost every operation.
    func operationEnded(_ operation: @autoclosure () -> String = #function) {
        #if DEBUG
            Hierarchy.operationObserver?(operation(), self)
        #endif
    }
}
