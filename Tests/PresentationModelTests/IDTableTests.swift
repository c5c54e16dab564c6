@testable import PresentationModel
import Testing

/// §1: every id names one controller. The hierarchy's id table stores no ids, only hash
/// bits and node indices, and removes entries by shifting their probe runs back; these
/// tests check that every id stays found through growth and removals.
@Suite("The id table", .checkingInvariants)
struct IDTableTests {
    @Test("§1 ids entered, some removed, lead to their controllers and no other")
    func entriesSurviveGrowthAndRemoval() {
        let ids = (0..<5_000).map { ControllerID("c\($0)") }
        var table = IDTable()
        let refused = ids.indices.filter { position in
            table.insert(ids[position], at: NodeIndex(position)) { ids[$0.int] == ids[position] } != nil
        }
        #expect(refused == [])
        #expect(table.insert(ids[42], at: NodeIndex(ids.count)) { ids[$0.int] == ids[42] } == NodeIndex(42))
        for position in stride(from: 0, to: ids.count, by: 3) { table.remove(ids[position], at: NodeIndex(position)) }
        #expect(table.count == ids.count - (ids.count + 2) / 3)
        let wrong = ids.indices.filter { position in
            let found = table.index(of: ids[position]) { ids[$0.int] == ids[position] }
            return found != (position % 3 == 0 ? nil : NodeIndex(position))
        }
        #expect(wrong == [])
    }

    @Test("§1 a declaration refused for a taken id leaves every earlier id found")
    func refusedDeclarationForgetsOnlyItsOwn() {
        var h = Hierarchy()
        for number in 0..<300 { expectClean(h.addController(ControllerID("c\(number)"), kind: .plain)) }
        let refused = Navigation("nav") {
            for number in 0..<100 { Controller(ControllerID("new\(number)")) }
            Controller("c7")
        }
        expectExactDiagnostic(h.add(refused.spec), .error, "A controller with the id 'c7' already exists")
        #expect(h.count == 300)
        #expect((0..<300).allSatisfy { h.contains(ControllerID("c\($0)")) })
        #expect(!h.contains("nav") && !h.contains("new0"))
    }
}
