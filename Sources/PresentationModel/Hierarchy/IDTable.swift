/// The hierarchy's table from ids to node indices: open addressing with linear probing,
/// one 64-bit slot an entry holding 32 bits of the id's hash and the node's index.
///
/// The id itself is not stored: it lives once, in the node the index leads to, and a
/// lookup compares against it there, so that the table stays small enough for the caches
/// at a million controllers. A slot is 8 bytes, and a probe that meets another id is
/// settled by the stored hash bits without touching the node.
///
/// A value type over chunks of slots, so a copied hierarchy shares them until one side
/// writes, and then copies only the chunks it writes.
struct IDTable: Sendable {
    /// Empty when 0; otherwise the id's hash bits in the high half and the node index + 1
    /// in the low half. The hash bits also choose the first slot probed, so growing the
    /// table never reads the ids.
    private var slots = ChunkedArray<UInt64>()
    private(set) var count = 0

    /// Makes room for `capacity` entries without growing.
    mutating func reserveCapacity(_ capacity: Int) {
        if capacity > maximumCount(slots.count) { resize(toHold: capacity) }
    }

    /// The index stored for `id`; `matches` says whether the node at a candidate index has
    /// this id (the caller's nodes hold the ids).
    func index(of id: ControllerID, matches: (NodeIndex) -> Bool) -> NodeIndex? {
        guard !slots.isEmpty else { return nil }
        let home = Int(id.tableBits) & (slots.count - 1)
        return probe(id.tableBits, from: home, first: slots[home], matches: matches)
    }

    /// The indices stored for two ids, as ``index(of:matches:)`` finds each; `matches` says
    /// whether the node at a candidate index has the id given with it.
    ///
    /// Both home slots are read before either is examined. In a table larger than the caches
    /// each read waits for memory, and most operations name two controllers (push, present,
    /// add a child): read together, the processor waits for both at once. Those waits were a
    /// quarter of presenting between pushes at 100,000 pairs, and none at 10,000, where the
    /// table fits.
    func indices(
        of first: ControllerID, _ second: ControllerID, matches: (NodeIndex, ControllerID) -> Bool
    ) -> (NodeIndex?, NodeIndex?) {
        guard !slots.isEmpty else { return (nil, nil) }
        let mask = slots.count - 1
        let firstHome = Int(first.tableBits) & mask
        let secondHome = Int(second.tableBits) & mask
        let firstSlot = slots[firstHome]
        let secondSlot = slots[secondHome]
        return (
            probe(first.tableBits, from: firstHome, first: firstSlot) { matches($0, first) },
            probe(second.tableBits, from: secondHome, first: secondSlot) { matches($0, second) }
        )
    }

    /// Follows the probe run from `position`, whose slot `slot` the caller has read.
    private func probe(_ bits: UInt32, from position: Int, first slot: UInt64, matches: (NodeIndex) -> Bool) -> NodeIndex? {
        let mask = slots.count - 1
        var position = position
        var slot = slot
        while slot != 0 {
            if UInt32(truncatingIfNeeded: slot >> 32) == bits {
                let index = Self.index(in: slot)
                if matches(index) { return index }
            }
            position = (position + 1) & mask
            slot = slots[position]
        }
        return nil
    }

    /// Enters `id` for `index` unless an entry `matches` it already: then returns that
    /// entry's index and changes nothing. One probe sequence for both.
    mutating func insert(_ id: ControllerID, at index: NodeIndex, matches: (NodeIndex) -> Bool) -> NodeIndex? {
        if count + 1 > maximumCount(slots.count) { resize(toHold: count + 1) }
        let bits = id.tableBits
        let mask = slots.count - 1
        var position = Int(bits) & mask
        while true {
            let slot = slots[position]
            if slot == 0 { break }
            if UInt32(truncatingIfNeeded: slot >> 32) == bits {
                let existing = Self.index(in: slot)
                if matches(existing) { return existing }
            }
            position = (position + 1) & mask
        }
        slots[position] = Self.slot(bits, index)
        count += 1
        return nil
    }

    /// Removes the entry of `id` at `index`, if present, shifting later entries of its
    /// probe run back so that no lookup stops early at the hole (no tombstones).
    mutating func remove(_ id: ControllerID, at index: NodeIndex) {
        guard !slots.isEmpty else { return }
        let wanted = Self.slot(id.tableBits, index)
        let mask = slots.count - 1
        var hole = Int(id.tableBits) & mask
        while slots[hole] != wanted {
            if slots[hole] == 0 { return }
            hole = (hole + 1) & mask
        }
        var position = hole
        while true {
            position = (position + 1) & mask
            let slot = slots[position]
            if slot == 0 { break }
            let home = Int(UInt32(truncatingIfNeeded: slot >> 32)) & mask
            // The entry may move into the hole only if the hole lies on its probe path,
            // between its home slot and where it sits (cyclically).
            let distanceToHole = (hole - home) & mask
            let distanceToSlot = (position - home) & mask
            if distanceToHole <= distanceToSlot {
                slots[hole] = slot
                hole = position
            }
        }
        slots[hole] = 0
        count -= 1
    }

    /// At most three quarters full, which keeps linear probe runs short.
    private func maximumCount(_ slotCount: Int) -> Int { slotCount / 4 * 3 }

    private mutating func resize(toHold wanted: Int) {
        var slotCount = Swift.max(16, slots.count)
        while maximumCount(slotCount) < wanted { slotCount *= 2 }
        let old = slots
        slots = ChunkedArray(repeating: 0, count: slotCount)
        let mask = slotCount - 1
        for slot in old where slot != 0 {
            var position = Int(UInt32(truncatingIfNeeded: slot >> 32)) & mask
            while slots[position] != 0 { position = (position + 1) & mask }
            slots[position] = slot
        }
    }

    private static func slot(_ bits: UInt32, _ index: NodeIndex) -> UInt64 {
        UInt64(bits) << 32 | UInt64(UInt32(bitPattern: index.value) &+ 1)
    }

    private static func index(in slot: UInt64) -> NodeIndex {
        NodeIndex(Int(UInt32(truncatingIfNeeded: slot) &- 1))
    }
}
