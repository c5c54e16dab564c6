import SourceImport

#if canImport(Glibc)
    import Glibc
#endif

/// The C allocator's settings for vcgraph's process.
///
/// Reading an app's sources parses its files on every processor, and glibc gives each thread
/// a heap of its own that grows by what an allocation needs plus a pad (128 KB by default):
/// each growth is a system call that holds the process's address space for writing, and the
/// page faults of the other threads wait for it. A pad of 64 MB makes those growths rare. It
/// reserves address space, not memory: a page is only given the process when first written.
/// Its heaps, and those of the threads that read code, may be backed by huge pages
/// (``HugePageHeaps``).
enum AllocatorTuning {
    static func apply() {
        #if canImport(Glibc)
            // The Glibc module does not declare `mallopt`: it is found by name.
            typealias Mallopt = @convention(c) (Int32, Int32) -> Int32
            if let symbol = dlsym(nil, "mallopt") { _ = unsafeBitCast(symbol, to: Mallopt.self)(topPad, 64 << 20) }
        #endif
        HugePageHeaps.enable()
    }

    /// glibc's number for the pad option (`M_TOP_PAD`).
    private static let topPad: Int32 = -2
}
