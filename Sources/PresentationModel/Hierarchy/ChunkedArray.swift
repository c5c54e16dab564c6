/// An array stored in chunks, each chunk copied on write by itself: the hierarchy's
/// controllers, their presenter counts and its id table.
///
/// A copy of a hierarchy shares every chunk with the original, and its first write to an
/// element copies that element's chunk alone, not the whole array: a reader that starts
/// many paths from one state (each flow of an app read from the launch) pays for what each
/// path changes, not for the size of the hierarchy each time.
///
/// An array that grows by appending has chunks of the size it was made with, ``smallChunkSize``
/// unless said. One made at its size
/// (``init(repeating:count:)``) has at most ``largestChunkCount`` chunks, of that many
/// elements or more, so that a lookup in a large table reads a short list of chunks that the
/// caches keep.
struct ChunkedArray<Element>: RandomAccessCollection, MutableCollection {
    /// The chunks of an array that grows by appending hold this many elements, unless it
    /// was made with another size.
    static var smallChunkSize: Int { 1 << 5 }
    /// An array made at its size has at most this many chunks.
    static var largestChunkCount: Int { 64 }

    /// Elements per chunk: a power of two, so that a position splits with a shift and a mask.
    private let chunkShift: Int
    private var chunkSize: Int { 1 << chunkShift }
    private var chunkMask: Int { chunkSize - 1 }

    /// A chunk's elements. Shared by copies of the array until one of them writes to it,
    /// which first replaces its reference with a copy of its own (``uniqueChunk(_:)``), so no
    /// chunk is written while shared.
    private final class Chunk: @unchecked Sendable {
        @exclusivity(unchecked) var elements: [Element]

        init(_ elements: [Element]) {
            self.elements = elements
        }
    }

    private var chunks: [Chunk] = []
    /// How many elements the array holds: every chunk is full but the last.
    private(set) var count = 0

    /// An empty array whose chunks will hold `chunkSize` elements (a power of two).
    init(chunkSize: Int = smallChunkSize) {
        precondition(chunkSize > 0 && chunkSize & (chunkSize - 1) == 0, "ChunkedArray: a chunk size is a power of two")
        chunkShift = chunkSize.trailingZeroBitCount
    }

    /// `count` copies of `element`, in at most ``largestChunkCount`` chunks.
    init(repeating element: Element, count: Int) {
        precondition(count >= 0, "ChunkedArray: negative count")
        var shift = Self.smallChunkSize.trailingZeroBitCount
        while count > Self.largestChunkCount << shift { shift += 1 }
        chunkShift = shift
        chunks.reserveCapacity((count + chunkMask) >> chunkShift)
        var left = count
        while left > 0 {
            let size = Swift.min(left, chunkSize)
            var elements = [Element](repeating: element, count: size)
            elements.reserveCapacity(chunkSize)
            chunks.append(Chunk(elements))
            left -= size
        }
        self.count = count
    }

    var startIndex: Int { 0 }
    var endIndex: Int { count }

    subscript(position: Int) -> Element {
        _read {
            precondition(position >= 0 && position < count, "ChunkedArray: position out of range")
            yield chunks[position >> chunkShift].elements[position & chunkMask]
        }
        _modify {
            precondition(position >= 0 && position < count, "ChunkedArray: position out of range")
            let chunk = position >> chunkShift
            uniqueChunk(chunk)
            yield &chunks[chunk].elements[position & chunkMask]
        }
    }

    /// Makes the chunk at `chunk` this array's own before a write.
    private mutating func uniqueChunk(_ chunk: Int) {
        if !isKnownUniquelyReferenced(&chunks[chunk]) { chunks[chunk] = Chunk(chunks[chunk].elements) }
    }

    mutating func append(_ element: Element) {
        if count & chunkMask == 0 {
            var elements: [Element] = []
            elements.reserveCapacity(chunkSize)
            chunks.append(Chunk(elements))
        }
        uniqueChunk(chunks.count - 1)
        chunks[chunks.count - 1].elements.append(element)
        count += 1
    }

    /// Makes room for `capacity` elements without growing the list of chunks.
    mutating func reserveCapacity(_ capacity: Int) {
        chunks.reserveCapacity((capacity + chunkMask) >> chunkShift)
    }

    /// Forgets every element from position `start` on.
    mutating func removeSubrange(_ range: PartialRangeFrom<Int>) {
        let start = range.lowerBound
        precondition(start >= 0 && start <= count, "ChunkedArray: position out of range")
        guard start < count else { return }
        let kept = (start + chunkMask) >> chunkShift
        chunks.removeSubrange(kept...)
        if start & chunkMask != 0 {
            uniqueChunk(kept - 1)
            chunks[kept - 1].elements.removeSubrange((start & chunkMask)...)
        }
        count = start
    }
}

extension ChunkedArray: Sendable where Element: Sendable {}
