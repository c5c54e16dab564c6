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
    private static let chunkShift = 5
    private static let chunkMask = chunkSize - 1

    /// A chunk's nodes. Shared by copies of the store until one of them writes to it, which
    /// first replaces its reference with a copy of its own (``uniqueChunk(_:)``), so no
    /// chunk is written while shared.
    private final class Chunk: @unchecked Sendable {
        @exclusivity(unchecked) var nodes: [Node]

        init(_ nodes: [Node]) {
            self.nodes = nodes
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
            yield chunks[position >> Self.chunkShift].nodes[position & Self.chunkMask]
        }
        _modify {
            precondition(position >= 0 && position < count, "NodeStore: position out of range")
            let chunk = position >> Self.chunkShift
            uniqueChunk(chunk)
            yield &chunks[chunk].nodes[position & Self.chunkMask]
        }
    }

    /// Makes the chunk at `chunk` this store's own before a write.
    private mutating func uniqueChunk(_ chunk: Int) {
        if !isKnownUniquelyReferenced(&chunks[chunk]) { chunks[chunk] = Chunk(chunks[chunk].nodes) }
    }

    mutating func append(_ node: Node) {
        if count & Self.chunkMask == 0 {
            var nodes: [Node] = []
            nodes.reserveCapacity(Self.chunkSize)
            chunks.append(Chunk(nodes))
        }
        uniqueChunk(chunks.count - 1)
        chunks[chunks.count - 1].nodes.append(node)
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
            chunks[kept - 1].nodes.removeSubrange((start & Self.chunkMask)...)
        }
        count = start
    }
}
