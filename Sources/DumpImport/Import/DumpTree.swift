import PresentationScenarios

/// The dump's controllers as a tree: containment (`|`) and presentations (`+`), in line order.
struct DumpTree {
    struct Node {
        var line: DumpLine
        var children: [Int] = []
        var presented: Int?
        var presenter: Int?
        /// A presenter the dump does not show (a fragment's).
        var isAdded = false
        /// How deep containment nests it in its family: 1 for the family's root.
        var nesting = 1
    }

    /// A family root and the window it heads (nil: detached).
    struct Root {
        var node: Int
        var window: String?
    }

    var nodes: [Node] = []
    var roots: [Root] = []
    /// vcgraph's own tree: the window named by the last `window NAME` line.
    var nextWindow: String?
    /// The windows named so far, by `window NAME` lines or by ``takeWindowName()``, with the
    /// line that named each (0: named by the reader).
    var windowNames: [String: Int] = [:]
    var inDetachedSection = false
    /// The open ancestors of the next line, innermost last.
    private var open: [Int] = []

    mutating func append(_ line: DumpLine, file: String) throws(DumpError) {
        // A root closes everything, an added presenter above a presented root among it.
        if line.depth == 0 { open.removeAll() }
        while let last = open.last, nodes[last].line.depth >= line.depth { open.removeLast() }
        let index = nodes.count
        if let parent = open.last {
            guard nodes[parent].line.depth == line.depth - 1 else {
                throw DumpError(
                    "this controller is \(line.depth - nodes[parent].line.depth) levels below the one on line "
                        + "\(nodes[parent].line.line); expected at most one level deeper ('   | ' or '   + ' once more)",
                    at: SourceLocation(file: file, line: line.line, column: line.column))
            }
            let nesting = line.isPresented ? 1 : nodes[parent].nesting + 1
            // Refused before any declaration is built: one nested this deep could exhaust
            // the stack when it is freed.
            guard nesting <= Scenario.maximumNesting else {
                throw DumpError(
                    "controllers nest deeper than \(Scenario.maximumNesting) levels of containment here; "
                        + "a scenario declares at most that many, so build deeper hierarchies with addChild steps",
                    at: SourceLocation(file: file, line: line.line, column: line.column))
            }
            nodes.append(Node(line: line, nesting: nesting))
            if line.isPresented {
                if let current = nodes[parent].presented {
                    throw DumpError(
                        "\(nodes[parent].line.printed) already presents \(nodes[current].line.printed) (line "
                            + "\(nodes[current].line.line)); UIKit presents one controller at a time, so expected '   | ' here",
                        at: SourceLocation(file: file, line: line.line, column: line.column))
                }
                nodes[parent].presented = index
                nodes[index].presenter = parent
            } else {
                nodes[parent].children.append(index)
            }
        } else if line.isPresented || line.presentedWith != nil {
            // A fragment that starts at a presented controller (a `+` line, or a line that
            // says `presented with:`): its presenter is not shown.
            var presenterLine = line
            presenterLine.depth = line.depth - 1
            presenterLine.className = "UIViewController"
            presenterLine.address = nil
            addedPresenters += 1
            presenterLine.id = addedPresenters == 1 ? "presenter-not-shown" : "presenter-not-shown-\(addedPresenters)"
            presenterLine.state = nil
            presenterLine.view = nil
            presenterLine.presentedWith = nil
            presenterLine.presentedFrom = nil
            presenterLine.title = nil
            presenterLine.selectedIndex = nil
            presenterLine.definesPresentationContext = false
            presenterLine.notInWindow = false
            nodes.append(Node(line: presenterLine, presented: index + 1, isAdded: true))
            roots.append(Root(node: index, window: inDetachedSection ? nil : takeWindowName()))
            var presented = line
            presented.isPresented = true
            nodes.append(Node(line: presented, presenter: index))
            open.append(index)
            open.append(index + 1)
            return
        } else {
            nodes.append(Node(line: line))
            roots.append(Root(node: index, window: inDetachedSection ? nil : takeWindowName()))
        }
        open.append(index)
    }

    private var windowCount = 0
    private var addedPresenters = 0

    /// The window a new root heads: the one named before it, else `main`, `window2`, … (a
    /// name no `window NAME` line took: a scenario's window ids are unique).
    private mutating func takeWindowName() -> String {
        windowCount += 1
        defer { nextWindow = nil }
        if let nextWindow { return nextWindow }
        var name = windowCount == 1 ? "main" : "window\(windowCount)"
        while windowNames[name] != nil {
            windowCount += 1
            name = "window\(windowCount)"
        }
        windowNames[name] = 0
        return name
    }
}
