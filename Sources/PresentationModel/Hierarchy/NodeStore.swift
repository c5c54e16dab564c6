/// The controllers of a hierarchy, by position: an array stored in chunks of
/// ``chunkSize`` nodes, each chunk copied on write by itself.
///
/// A copy of a hierarchy shares every chunk with the original, and its first write to a
/// controller copies that controller's chunk alone, not every node: a reader that starts
/// many paths from one state (each flow of an app read from the launch) pays for what each
/// path changes, not for the size of the hierarchy each time.
struct NodeStore: RandomAccessCollection, MutableCollection, Sendable {
    /// Nodes per chunk: a power of two, so that a position splits with a shift and a mask.
    static let chunkSize = 1 << chunkShift
    private static let chunkShift = 7
    private static let chunkMask = chunkSize - 1

    /// A chunk's nodes, in memory it owns for its lifetime. Shared by copies of the store
    /// until one of them writes to it, which first replaces its reference with a copy of
    /// its own (``uniqueChunk(_:)``), so no chunk is written while shared.
    private final class Chunk: @unchecked Sendable {
        let base = UnsafeMutablePointer<Node>.allocate(capacity: NodeStore.chunkSize)
        /// How many nodes from `base` on are initialised.
        @exclusivity(unchecked) var count = 0

        init() {}

        init(copying other: Chunk) {
            base.initialize(from: other.base, count: other.count)
            count = other.count
        }

        deinit {
            base.deinitialize(count: count)
            base.deallocate()
        }
    }

    private var chunks: [Chunk] = []
    /// How many nodes the store holds: every chunk is full but the last.
    private(set) var count = 0

    init() {}

    var startIndex: Int { 0 }
    var endIndex: Int { count }

    subscript(position: Int) -> Node {
        _read {
            precondition(position >= 0 && position < count, "NodeStore: position out of range")
            yield chunks[position >> Self.chunkShift].base[position & Self.chunkMask]
        }
        _modify {
            precondition(position >= 0 && position < count, "NodeStore: position out of range")
            let chunk = position >> Self.chunkShift
            uniqueChunk(chunk)
            yield &chunks[chunk].base[position & Self.chunkMask]
        }
    }

    /// Makes the chunk at `chunk` this store's own before a write.
    private mutating func uniqueChunk(_ chunk: Int) {
        if !isKnownUniquelyReferenced(&chunks[chunk]) { chunks[chunk] = Chunk(copying: chunks[chunk]) }
    }

    mutating func append(_ node: Node) {
        if count & Self.chunkMask == 0 { chunks.append(Chunk()) }
        uniqueChunk(chunks.count - 1)
        let last = chunks[chunks.count - 1]
        (last.base + last.count).initialize(to: node)
        last.count += 1
        count += 1
    }

    /// Makes room for `capacity` nodes without growing the list of chunks.
    mutating func reserveCapacity(_ capacity: Int) {
        chunks.reserveCapacity((capacity + Self.chunkMask) >> Self.chunkShift)
    }

    /// Forgets every node from position `start` on.
    mutating func removeSubrange(_ range: PartialRangeFrom<Int>) {
        let start = range.lowerBound
        precondition(start >= 0 && start <= count, "NodeStore: position out of range")
        guard start < count else { return }
        let kept = (start + Self.chunkMask) >> Self.chunkShift
        chunks.removeSubrange(kept...)
        if start & Self.chunkMask != 0 {
            uniqueChunk(kept - 1)
            let last = chunks[kept - 1]
            let keep = start & Self.chunkMask
            (last.base + keep).deinitialize(count: last.count - keep)
            last.count = keep
        }
        count = start
    }
}
