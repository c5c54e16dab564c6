import PresentationModel

/// A controller's name that does not depend on the ids an input chose: its class and its
/// place among the controllers of that class, in the order the text tree prints them
/// (windows first, each controller before its children, children before what it presents).
/// A dump and the scenario that documents the same flow name their controllers differently;
/// their classes and order are what they share.
struct StructuralKeys {
    /// Every controller, in that order, with its key (`UINavigationController #2`).
    let ordered: [(id: ControllerID, key: String)]
    let byID: [ControllerID: String]

    init(_ hierarchy: Hierarchy) {
        var roots = hierarchy.windows.map(\.root)
        let inWindows = Set(roots)
        roots += hierarchy.controllers.filter {
            !inWindows.contains($0) && hierarchy.parent(of: $0) == nil && hierarchy.presentation(of: $0) == nil
        }
        let presentedBy = Dictionary(hierarchy.presentations.map { ($0.presenter, $0.presented) }, uniquingKeysWith: { first, _ in first })
        var seen: [String: Int] = [:]
        var ordered: [(id: ControllerID, key: String)] = []
        var byID: [ControllerID: String] = [:]
        var pending = Array(roots.reversed())
        while let id = pending.popLast() {
            guard byID[id] == nil else { continue }
            let className = hierarchy.className(of: id) ?? "UIViewController"
            let ordinal = seen[className, default: 0] + 1
            seen[className] = ordinal
            let key = ordinal == 1 ? className : "\(className) #\(ordinal)"
            ordered.append((id, key))
            byID[id] = key
            if let presented = presentedBy[id] { pending.append(presented) }
            pending += hierarchy.children(of: id).reversed()
        }
        self.ordered = ordered
        self.byID = byID
    }
}
