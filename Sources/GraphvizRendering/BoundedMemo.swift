/// Values remembered by key while what their keys hold stays within a budget: remembering
/// past the budget forgets everything first, so a process that remembers without end (a test
/// suite, a fuzzer, a documentation build of many flows) stays bounded by the budget, however
/// long its keys are.
///
/// Each key is remembered at the cost its caller states (its bytes, say), plus
/// ``entryCost`` for the entry itself.
struct BoundedMemo<Key: Hashable, Value> {
    /// The most that the remembered keys cost together.
    let budget: Int

    /// What the remembered keys cost together: never more than ``budget``.
    private(set) var cost = 0

    private var values: [Key: Value] = [:]

    /// What an entry costs beyond its key's own cost: a hash table's slot and the headers of
    /// the key's storage.
    static var entryCost: Int { 64 }

    init(budget: Int) {
        self.budget = budget
    }

    /// How many values are remembered.
    var count: Int { values.count }

    subscript(key: Key) -> Value? { values[key] }

    /// Remembers `value` for `key`, whose own cost is `keyCost`. A key that could never fit
    /// is not remembered.
    mutating func remember(_ value: Value, for key: Key, keyCost: Int) {
        if values[key] != nil {
            values[key] = value
            return
        }
        let added = keyCost + Self.entryCost
        guard added <= budget else { return }
        if cost + added > budget {
            values.removeAll(keepingCapacity: true)
            cost = 0
        }
        values[key] = value
        cost += added
        assert(cost <= budget && values.count * Self.entryCost <= cost)
    }
}
