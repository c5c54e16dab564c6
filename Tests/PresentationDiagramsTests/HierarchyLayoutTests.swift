import PresentationDiagrams
import PresentationModel
import PresentationScenarios
import Testing
import VCGraphTestSupport

/// vcgraph's own layout of a hierarchy diagram, checked on the places it gives: the order a
/// reader expects, and no mark on another.
@Suite("Hierarchy layout")
struct HierarchyLayoutTests {
    typealias Rect = DiagramPlacement.Rect

    static func placed(_ hierarchy: Hierarchy, _ options: HierarchyDiagram.Options = .init()) throws -> (DiagramContent, DiagramPlacement) {
        let content = HierarchyDiagram(hierarchy, options: options).content
        return (content, try #require(content.placement))
    }

    /// The box of the controller with `id`.
    static func box(_ id: String, in content: DiagramContent, _ placement: DiagramPlacement) -> Rect? {
        var pending = content.blocks
        while let block = pending.popLast() {
            switch block {
            case .node(let node) where node.controller == id: return placement.nodes[node.id]
            case .node: continue
            case .cluster(let cluster): pending += cluster.blocks
            }
        }
        return nil
    }

    @Test("tabs are placed left to right in tab-bar order, and wrap into rows below when a row is full")
    func tabsInOrder() throws {
        let tabs = (0..<9).map { ControllerSpec(id: ControllerID("tab\($0)ViewController"), kind: .plain) }
        let (content, placement) = try Self.placed(try Hierarchy { TabBar("tabs") { tabs } })
        let boxes = try (0..<9).map { try #require(Self.box("tab\($0)ViewController", in: content, placement)) }
        var rows: [[Rect]] = []
        for box in boxes {
            if let last = rows.last?.last, last.y == box.y { rows[rows.count - 1].append(box) } else { rows.append([box]) }
        }
        #expect(rows.count > 1, "nine tabs do not fit one row of a README's width")
        for row in rows { #expect(zip(row, row.dropFirst()).allSatisfy { $0.right < $1.x }) }
        for (above, below) in zip(rows, rows.dropFirst()) { #expect(above.map(\.bottom).max()! < below[0].y) }
        let tabBar = try #require(Self.box("tabs", in: content, placement))
        #expect(boxes.allSatisfy { $0.y > tabBar.bottom })
    }

    @Test("a tab bar's first tab is left of its second whatever each presents (nested-definers drew them the other way)")
    func tabsInOrderWithPresentations() throws {
        let run = ScenarioRun(try Samples.read("nested-definers.yaml"))
        let (content, placement) = try Self.placed(run.hierarchy)
        let inbox = try #require(Self.box("inboxNav", in: content, placement))
        let settings = try #require(Self.box("settingsNav", in: content, placement))
        #expect(inbox.right < settings.x)
        #expect(inbox.y == settings.y)
    }

    @Test("a navigation stack is a column from its root down to its top; a split view's columns are in column order")
    func stacksAndColumns() throws {
        let h = try Hierarchy {
            Split(
                "split", style: .doubleColumn,
                primary: Navigation("primaryNav") {
                    Controller("list")
                    Controller("detail")
                    Controller("more")
                },
                secondary: Navigation("secondaryNav") { Controller("content") })
        }
        let (content, placement) = try Self.placed(h)
        let ids = ["primaryNav", "list", "detail", "more"]
        let stack = try ids.map { try #require(Self.box($0, in: content, placement)) }
        #expect(zip(stack, stack.dropFirst()).allSatisfy { $0.bottom < $1.y && $0.x == $1.x })
        let primary = try #require(Self.box("primaryNav", in: content, placement))
        let secondary = try #require(Self.box("secondaryNav", in: content, placement))
        #expect(primary.right < secondary.x)
    }

    @Test("families are stacked, and a presentation enters its family from above, right of the family's label")
    func presentationsEnterFromAbove() throws {
        let (content, placement) = try Self.placed(try HierarchyDiagramTests.bnr())
        let window = try #require(placement.clusters["family0"])
        let presented = try #require(placement.clusters["family1"])
        #expect(window.bottom < presented.y)
        let position = try #require(content.edges.firstIndex { if case .presentation = $0.role { true } else { false } })
        let route = try #require(placement.edges[position])
        let tip = try #require(route.tip)
        #expect(tip.y == presented.y)
        #expect(tip.x > presented.x + 100, "right of 'presented by tabs as fullScreen'")
        #expect(route.points.last.map { $0.x == tip.x && $0.y < tip.y } == true)
    }

    @Test("containment 10,000 deep is placed without recursion")
    func deepContainment() throws {
        var spec = ControllerSpec(id: "leaf", kind: .plain)
        for depth in 0..<10_000 { spec = ControllerSpec(id: ControllerID("c\(depth)"), kind: .plain, children: [spec]) }
        let (_, placement) = try Self.placed(try Hierarchy { spec })
        #expect(placement.nodes.count == 10_001)
    }

    @Test(
        "on every sample, no box overlaps another, every box lies inside the clusters that hold it, and no label covers a box",
        arguments: Samples.names)
    func noCollisions(_ name: String) throws {
        let run = ScenarioRun(try Samples.read(name))
        let (content, placement) = try Self.placed(run.hierarchy, .init(title: run.scenario.name))
        let found = LayoutCollisions(content, placement)
        #expect(found.overlappingBoxes.isEmpty, "\(found.overlappingBoxes)")
        #expect(found.boxesOutsideTheirClusters.isEmpty, "\(found.boxesOutsideTheirClusters)")
        #expect(found.labelsOnMarks.isEmpty, "\(found.labelsOnMarks)")
    }
}

/// What lies on what in a placed diagram, from its boxes and its labels' estimated extents.
struct LayoutCollisions {
    var overlappingBoxes: [String] = []
    var boxesOutsideTheirClusters: [String] = []
    var labelsOnMarks: [String] = []

    init(_ content: DiagramContent, _ placement: DiagramPlacement) {
        typealias Rect = DiagramPlacement.Rect
        func overlaps(_ a: Rect, _ b: Rect) -> Bool { a.x < b.right && b.x < a.right && a.y < b.bottom && b.y < a.bottom }
        func inside(_ a: Rect, _ b: Rect) -> Bool { a.x >= b.x && a.right <= b.right && a.y >= b.y && a.bottom <= b.bottom }
        let boxes = placement.nodes.sorted { $0.key < $1.key }
        // Sorted by x, each box compared with those that start before it ends.
        let byX = boxes.sorted { $0.value.x < $1.value.x }
        for (position, (id, box)) in byX.enumerated() {
            for (other, otherBox) in byX[(position + 1)...] {
                if otherBox.x >= box.right { break }
                if overlaps(box, otherBox) { overlappingBoxes.append("\(id) and \(other)") }
            }
        }
        var pending = content.blocks.map { (block: $0, clusters: [String]()) }
        while let (block, clusters) = pending.popLast() {
            switch block {
            case .node(let node):
                guard let box = placement.nodes[node.id] else { continue }
                for cluster in clusters where !(placement.clusters[cluster].map { inside(box, $0) } ?? false) {
                    boxesOutsideTheirClusters.append("\(node.id) outside \(cluster)")
                }
            case .cluster(let cluster):
                pending += cluster.blocks.map { ($0, clusters + [cluster.id]) }
            }
        }
        // Edge labels: 12 points, a line of 15 points each, centred where the route says.
        var labels: [(String, Rect)] = []
        for (position, edge) in content.edges.enumerated() {
            guard let centre = placement.edges[position]?.label else { continue }
            let lines = edge.label.split(separator: "\n")
            let width = lines.map { Double($0.count) * 7.2 }.max() ?? 0
            let height = Double(lines.count) * 15
            labels.append((edge.label, Rect(x: centre.x - width / 2, y: centre.y - height / 2, width: width, height: height)))
        }
        for (position, (text, label)) in labels.enumerated() {
            for (id, box) in boxes where overlaps(label, box) { labelsOnMarks.append("'\(text)' on \(id)") }
            for (other, otherLabel) in labels[(position + 1)...] where overlaps(label, otherLabel) {
                labelsOnMarks.append("'\(text)' on '\(other)'")
            }
        }
    }
}
