@testable import PresentationModel
import Testing

/// The structural invariant check itself: it must notice a broken hierarchy, or the check
/// every suite runs after every operation (``CheckingInvariants``) would prove nothing.
@Suite("Structural invariants", .checkingInvariants)
struct InvariantTests {
    @Test("a child that its parent lists but that names no parent is reported")
    func oneSidedContainment() throws {
        var h = declare {
            Navigation("N") {
                Controller("A"); Controller("B")
            }
        }
        #expect(h.checkInvariants() == [])
        let b = try #require(h.index(of: "B"))
        h[b].parent = nil
        #expect(h.checkInvariants() == ["N lists B as a child, whose parent is nil"])
    }

    @Test("a presented controller whose presenter forgot it is reported")
    func oneSidedPresentation() throws {
        var h = declare {
            Navigation("N") { Controller("A") }
        } detached: {
            Controller("M")
        }
        expectClean(h.present("M", from: "A", .init(style: .fullScreen)))
        let n = try #require(h.index(of: "N"))
        h[n].presented = nil
        #expect(h.checkInvariants() == ["M's presenter N does not present it"])
    }

    @Test("a chain cache that a write should have dropped is reported")
    func staleChainCache() throws {
        var h = declare {
            Navigation("N") { Controller("A") }
        } detached: {
            Navigation("M") { Controller("B") }
            Controller("X")
        }
        expectClean(h.present("M", from: "A", .init(style: .fullScreen)))
        expectClean(h.present("X", from: "B", .init(style: .fullScreen)))
        #expect(h.checkInvariants() == [])
        // X contains no presenter, so this write keeps the epoch: the cache is now wrong.
        let x = try #require(h.index(of: "X"))
        h[x].chain = ChainCache(epoch: h.chainEpoch, top: x, shown: false)
        #expect(h.checkInvariants() == ["the chain cache of X is stale: it says top X, shown false"])
    }
}
