import Testing

@testable import GraphvizRendering

/// Text measurements are remembered within a budget of bytes, however long the texts: a
/// process that renders without end stays bounded.
@Suite("Text measurements' memory")
struct BoundedMemoTests {
    @Test("what is remembered is found again, and a key remembered twice costs once")
    func remembers() {
        var memo = BoundedMemo<String, Int>(budget: 1_000)
        memo.remember(1, for: "a", keyCost: 10)
        memo.remember(2, for: "a", keyCost: 10)
        memo.remember(3, for: "b", keyCost: 20)
        #expect(memo["a"] == 2)
        #expect(memo["b"] == 3)
        #expect(memo["c"] == nil)
        #expect(memo.cost == 30 + 2 * BoundedMemo<String, Int>.entryCost)
    }

    @Test("remembering past the budget forgets everything first, so the cost never exceeds it")
    func startsAgainPastTheBudget() {
        let entry = BoundedMemo<Int, Int>.entryCost
        var memo = BoundedMemo<Int, Int>(budget: 10 * (100 + entry))
        for key in 0..<10 { memo.remember(key, for: key, keyCost: 100) }
        #expect(memo.count == 10)
        memo.remember(10, for: 10, keyCost: 100)
        #expect(memo.count == 1)
        #expect(memo[0] == nil)
        #expect(memo[10] == 10)
        for key in 11..<1_000 {
            memo.remember(key, for: key, keyCost: key % 300)
            #expect(memo.cost <= memo.budget)
        }
    }

    @Test("long keys are bounded by their bytes, not by their number; one longer than the budget is not kept")
    func longKeys() {
        var memo = BoundedMemo<Int, Int>(budget: 1 << 20)
        memo.remember(0, for: 0, keyCost: 2 << 20)
        #expect(memo[0] == nil)
        #expect(memo.cost == 0)
        for key in 1...64 { memo.remember(key, for: key, keyCost: 64 << 10) }
        #expect(memo.count < 16)
        #expect(memo.cost <= 1 << 20)
    }
}
