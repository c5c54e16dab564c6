import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Huge pages for the C allocator's heaps, asked for by a process that reads large apps.
///
/// Reading an app allocates its memory in small pieces, on every processor: with the
/// kernel's 4 KB pages, the first write to each page is a page fault. A heap the kernel may
/// back with 2 MB pages (`MADV_HUGEPAGE`, taken where the system's setting is `madvise` or
/// `always`) takes one fault where 4 KB pages take 512. The advice changes how memory is
/// backed, never what it holds.
///
/// Off until a process turns it on (``enable()``): vcgraph's executable does, before reading.
/// glibc's heaps only: not under a sanitizer, whose allocator has heaps of its own.
public enum HugePageHeaps {
    /// Whether the threads the reader starts advise their heaps: written by ``enable()``
    /// before any of them starts, read by each as it starts.
    nonisolated(unsafe) private static var enabled = false

    /// Turns the advice on, and gives it to the calling thread's heap.
    public static func enable() {
        #if canImport(Glibc)
            guard dlsym(nil, "__asan_init") == nil, dlsym(nil, "__tsan_init") == nil else { return }
            enabled = true
            adviseThisThread()
        #endif
    }

    /// Advises the heap the calling thread allocates from, when turned on.
    static func adviseThisThread() {
        #if canImport(Glibc)
            guard enabled, let probe = malloc(64) else { return }
            defer { free(probe) }
            let address = Int(bitPattern: probe)
            let end = Int(bitPattern: sbrk(0))
            if address < end {
                // The main heap grows at the program break: advised up to it, and, as the
                // mapping the break extends, beyond it as it grows.
                let page = address & ~(Int(getpagesize()) - 1)
                _ = madvise(UnsafeMutableRawPointer(bitPattern: page), end - page, MADV_HUGEPAGE)
            } else {
                // Another thread's heap is a mapping of `heapSize` at a multiple of it.
                let start = address & ~(heapSize - 1)
                _ = madvise(UnsafeMutableRawPointer(bitPattern: start), heapSize, MADV_HUGEPAGE)
            }
        #endif
    }

    /// The size and alignment of glibc's heaps for threads other than the main one, on 64-bit
    /// systems.
    private static let heapSize = 64 << 20
}
