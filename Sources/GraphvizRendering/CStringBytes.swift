#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The bytes of a C string Graphviz hands over, as they are: the key of what vcgraph
/// remembers about a text. A `String` would not do: it compares canonically equivalent texts
/// as equal (a precomposed Hangul syllable and its jamo) and repairs invalid UTF-8, while
/// Graphviz and pango treat each spelling as its own.
func cStringBytes(_ string: UnsafePointer<CChar>) -> [UInt8] {
    Array(UnsafeBufferPointer(start: UnsafeRawPointer(string).assumingMemoryBound(to: UInt8.self), count: strlen(string)))
}
