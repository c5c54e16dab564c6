@testable import PresentationModel
import Testing

/// §1: a hierarchy is a value. Its controllers, their presenter counts and its id table are
/// stored in chunks that copies share until one of them writes, so these tests write on both
/// sides of a copy, in the first chunk, the last, and across a chunk's end, and check that
/// neither side sees the other's writes.
@Suite("The controllers' storage", .checkingInvariants)
struct ChunkedArrayTests {
    static func node(_ name: String) -> Node {
        Node(id: ControllerID(name), kind: .plain, attributes: ControllerAttributes(), createdBy: nil)
    }

    @Test("§1 a copy is a value: writes to either side, in any chunk, leave the other as it was")
    func copiesAreValues() {
        var original = ChunkedArray<Node>()
        for number in 0..<300 { original.append(Self.node("c\(number)")) }
        var copy = original
        copy[0].children = [NodeIndex(1)]
        copy[299].parent = NodeIndex(0)
        copy.append(Self.node("added"))
        original[150].presented = NodeIndex(3)
        #expect(original.count == 300 && copy.count == 301)
        #expect(original[0].children.isEmpty && original[299].parent == nil)
        #expect(copy[0].children == [NodeIndex(1)] && copy[299].parent == NodeIndex(0) && copy[300].id == "added")
        #expect(copy[150].presented == nil && original[150].presented == NodeIndex(3))
        #expect(original.map(\.id.rawValue) == (0..<300).map { "c\($0)" })
    }

    @Test("§1 forgetting the nodes from a position inside a chunk keeps the ones before it, and storing goes on there")
    func removalInsideAChunk() {
        var original = ChunkedArray<Node>()
        for number in 0..<300 { original.append(Self.node("c\(number)")) }
        var copy = original
        copy.removeSubrange(130...)
        copy.append(Self.node("after"))
        #expect(copy.count == 131 && copy[129].id == "c129" && copy[130].id == "after")
        #expect(original.count == 300 && original[130].id == "c130" && original[299].id == "c299")
        copy.removeSubrange(128...)
        copy.append(Self.node("boundary"))
        #expect(copy.map(\.id.rawValue) == (0..<128).map { "c\($0)" } + ["boundary"])
    }

    @Test("§1 an array made of copies of one element is as long as asked, and each copy writes alone")
    func repeating() {
        for count in [0, 1, 31, 32, 33, 100] {
            var original = ChunkedArray(repeating: UInt64(7), count: count)
            #expect(original.count == count && original.allSatisfy { $0 == 7 })
            guard count > 0 else { continue }
            let copy = original
            original[count - 1] = 9
            original.append(3)
            #expect(copy.count == count && copy[count - 1] == 7 && original[count - 1] == 9 && original[count] == 3)
        }
    }

    @Test("§1 hierarchies copied before a push and a declaration each keep their own family")
    func hierarchyCopies() {
        var h = Hierarchy()
        expectClean(h.add(Navigation("nav") { Controller("root") }.spec))
        for number in 0..<300 { expectClean(h.addController(ControllerID("c\(number)"), kind: .plain)) }
        let before = h
        expectClean(h.push("c299", onto: "nav"))
        expectClean(h.add(Navigation("more") { Controller("top") }.spec))
        #expect(h.children(of: "nav") == ["root", "c299"] && h.contains("more"))
        #expect(before.children(of: "nav") == ["root"] && !before.contains("more") && before.parent(of: "c299") == nil)
        #expect(!before.contains("top") && h.contains("top") && before.contains("c0") && h.contains("c0"))
        expectInvariants(before)
        expectInvariants(h)
    }
}
