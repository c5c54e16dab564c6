/// The hierarchy as text, in the spirit of UIKit's `_printHierarchy`: one line a controller,
/// `|` for a child, `+` for a presented controller (under its presenter), each line saying
/// whether the controller is on screen and, for a presented one, how it was presented.
///
/// ```
/// window main
/// <UITabBarController: tabs>, state: disappeared
///    | <UINavigationController: nav>, state: disappeared
///    |    | <BNRItemsViewController: items>, state: disappeared
///    |    + <UINavigationController: detailNav>, state: appeared, presented with: fullScreen, from: <BNRItemsViewController: items>
///    |    |    | <BNRDetailViewController: detail>, state: appeared
/// ```
///
/// Windows come first in order, then detached families. Output is deterministic.
public struct HierarchyDescription: Sendable, CustomStringConvertible {
    /// Beyond this depth the indentation is replaced by a `[depth N]` mark, so that a
    /// 100,000-deep chain prints in linear size.
    public static let maximumIndentation = 32

    public let text: String

    public init(_ hierarchy: Hierarchy) {
        text = hierarchy.describeTree()
    }

    public var description: String { text }
}

extension Hierarchy {
    fileprivate func describeTree() -> String {
        let onScreen = evaluateAll(Relations.OnScreen.self, order: topDownOrder)
        var lines: [String] = []
        var printed = Set<NodeIndex>()
        for window in windowList {
            lines.append("window \(window.id)")
            describe(from: window.root, onScreen: onScreen, into: &lines, printed: &printed)
        }
        var detachedHeader = false
        for position in nodes.indices {
            let node = NodeIndex(position)
            guard !printed.contains(node), self[node].parent == nil, self[node].presenter == nil else { continue }
            if !detachedHeader {
                lines.append("detached")
                detachedHeader = true
            }
            describe(from: node, onScreen: onScreen, into: &lines, printed: &printed)
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Depth-first with an explicit stack: children (`|`) first, then the controller's own
    /// presented controller (`+`), as `_printHierarchy` orders them.
    private func describe(
        from root: NodeIndex, onScreen: [Relations.Visibility?], into lines: inout [String],
        printed: inout Set<NodeIndex>
    ) {
        var pending: [(node: NodeIndex, depth: Int, presented: Bool)] = [(root, 0, false)]
        while let (node, depth, presented) = pending.popLast() {
            printed.insert(node)
            lines.append(prefix(depth: depth, presented: presented) + line(for: node, onScreen: onScreen[node.int]?.onScreen ?? false))
            if let presentedChild = self[node].presented { pending.append((presentedChild, depth + 1, true)) }
            for child in self[node].children.reversed() { pending.append((child, depth + 1, false)) }
        }
    }

    private func prefix(depth: Int, presented: Bool) -> String {
        guard depth > 0 else { return "" }
        let limit = HierarchyDescription.maximumIndentation
        let mark = depth > limit ? "[depth \(depth)] " : ""
        return mark + String(repeating: "   | ", count: min(depth, limit) - 1) + (presented ? "   + " : "   | ")
    }

    private func line(for node: NodeIndex, onScreen: Bool) -> String {
        let n = self[node]
        var parts = [describe(node), "state: \(onScreen ? "appeared" : "disappeared")"]
        if let record = presentationsByPresented[node] {
            parts.append("presented with: \(effectiveStyle(of: record).rawValue)")
            if record.requestedFrom != record.presenter { parts.append("from: \(describeID(record.requestedFrom))") }
        }
        if n.attributes.definesPresentationContext == true { parts.append("definesPresentationContext") }
        if let title = n.attributes.title { parts.append("title: \"\(title)\"") }
        return parts.joined(separator: ", ")
    }

}
