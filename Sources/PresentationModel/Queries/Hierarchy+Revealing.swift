extension Hierarchy {
    /// What a user does to bring `id` on screen within its family, from its parent up: each
    /// tab bar holding it selects the tab it is in, and each navigation controller holding it
    /// pops back to it. Empty when nothing of its family hides it.
    public func revealing(_ id: ControllerID) -> [Operation] {
        var operations: [Operation] = []
        var child = id
        while let parent = parent(of: child) {
            switch kind(of: parent) {
            case .tabBar where selectedViewController(of: parent) != child: operations.append(.select(child, of: parent))
            case .navigation where topViewController(of: parent) != child: operations.append(.popTo(child, in: parent))
            case .tabBar, .navigation, .plain, .split, .page, nil: break
            }
            child = parent
        }
        return operations
    }
}
