import Synchronization

/// A coordinate as Graphviz 2.42 writes it into SVG (its `gvprintdouble`): two decimals,
/// correctly rounded (half to even, as `printf`'s `%.02f`), without trailing zeros or a
/// trailing point; a value within 1e-8 of zero is `0`, and one that rounds to zero from
/// below keeps its sign (`-0`).
///
/// Graphviz formats every number of every path it draws with `snprintf`, which was the
/// largest single cost of drawing a documentation build's frames. The `vcgraph` executable
/// puts this in its place (through the GraphvizInterposition target), and only for the Graphviz whose
/// formatting this is (``matchesGraphviz``); the result is the same bytes.
public enum GraphvizNumber {
    /// Whether the loaded Graphviz formats its numbers as ``write(_:into:)`` does: set when
    /// its context is made and says which version it is (``matches(_:)``).
    public static let matchesGraphviz = Atomic(false)

    /// Whether Graphviz `version` (as `gvcVersion` gives it) formats numbers this way: 2.42,
    /// which Debian 12 builds and whose library calls itself 2.43.0, read from its machine code.
    static func matches(_ version: String) -> Bool {
        version.hasPrefix("2.42.") || version == "2.43.0"
    }

    /// The largest magnitude written here; larger values (and infinities and NaN) are left
    /// to Graphviz's own formatting. No drawing has coordinates near it.
    static let largest = 1e12

    /// Writes `value` into `buffer` (at least 24 bytes) and gives the length, or nil for a
    /// value left to Graphviz, as every value is in a task that draws with Graphviz's own
    /// functions (``GraphvizRenderer/usesGraphvizOwnFunctions``).
    public static func write(_ value: Double, into buffer: UnsafeMutablePointer<UInt8>) -> Int? {
        guard !GraphvizRenderer.usesGraphvizOwnFunctions else { return nil }
        var value = value
        if value > -1e-8 && value < 1e-8 { value = 0 }
        guard value.isFinite, value.magnitude < largest else { return nil }
        // The hundredths, rounded half to even from the exact product: `scaled + residual`
        // is value × 100 exactly (one rounding in `addingProduct`).
        let scaled = value * 100
        let residual = (-scaled).addingProduct(value, 100)
        let floor = scaled.rounded(.down)
        // Exact where it matters: near a tie the fraction is within [0.25, 1) of 0.5.
        let aboveHalf = (scaled - floor - 0.5) + residual
        var hundredths = Int64(floor)
        if aboveHalf > 0 || (aboveHalf == 0 && hundredths % 2 != 0) { hundredths += 1 }

        var length = 0
        func put(_ byte: UInt8) {
            buffer[length] = byte
            length += 1
        }
        if value < 0 { put(UInt8(ascii: "-")) }
        let magnitude = hundredths.magnitude
        var whole = magnitude / 100
        let fraction = Int(magnitude % 100)
        // The whole part's digits, written from the last.
        var count = 1
        var rest = whole / 10
        while rest > 0 {
            count += 1
            rest /= 10
        }
        for place in stride(from: length + count - 1, through: length, by: -1) {
            buffer[place] = UInt8(ascii: "0") + UInt8(whole % 10)
            whole /= 10
        }
        length += count
        if fraction != 0 {
            put(UInt8(ascii: "."))
            put(UInt8(ascii: "0") + UInt8(fraction / 10))
            if fraction % 10 != 0 { put(UInt8(ascii: "0") + UInt8(fraction % 10)) }
        }
        return length
    }

    /// ``write(_:into:)`` as text; nil for a value left to Graphviz.
    public static func text(_ value: Double) -> String? {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 32) { buffer in
            guard let base = buffer.baseAddress, let length = write(value, into: base) else { return nil }
            return String(decoding: UnsafeBufferPointer(start: base, count: length), as: UTF8.self)
        }
    }
}
