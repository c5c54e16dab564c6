#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Captures what C code writes straight to standard error while `body` runs.
///
/// Most of Graphviz reports through `agerr`, which ``GraphvizMessages`` intercepts, but some
/// plugins call `fprintf(stderr, …)` themselves (cairo's "graph is too large for
/// cairo-renderer bitmaps", for one). File descriptor 2 is pointed at a temporary file for
/// the duration and restored after; a file rather than a pipe, so a long message cannot
/// block the writer. The renderer's actor serialises the calls. While it lasts, whatever
/// *another* thread of the process writes to standard error is caught too (and returned as
/// a Graphviz warning): a program that prints from several threads while rendering should
/// render in a worker process, as documentation builds do.
enum StandardErrorCapture {
    static func capturing<T>(_ body: () -> T) -> (T, String) {
        guard let file = memoryFile() ?? tmpfile() else { return (body(), "") }
        defer { fclose(file) }
        fflush(nil)
        let saved = dup(STDERR_FILENO)
        guard saved >= 0, dup2(fileno(file), STDERR_FILENO) >= 0 else {
            if saved >= 0 { close(saved) }
            return (body(), "")
        }
        let result = body()
        fflush(nil)
        dup2(saved, STDERR_FILENO)
        close(saved)
        rewind(file)
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = fread(&buffer, 1, buffer.count, file)
            if count <= 0 { break }
            bytes += buffer[..<count]
        }
        return (result, String(decoding: bytes, as: UTF8.self))
    }

    /// A file in memory (`memfd_create`) where the system has one: `tmpfile` creates its
    /// file in `/tmp`, whose directory can be large enough to make each render pay for it.
    private static func memoryFile() -> UnsafeMutablePointer<FILE>? {
        #if canImport(Glibc)
            guard let memoryFileCreate else { return nil }
            let descriptor = memoryFileCreate("vcgraph-stderr", 0)
            guard descriptor >= 0 else { return nil }
            guard let file = fdopen(descriptor, "w+") else {
                close(descriptor)
                return nil
            }
            return file
        #else
            return nil
        #endif
    }
}

#if canImport(Glibc)
    /// glibc's `memfd_create`, which its headers declare only under `_GNU_SOURCE` (and Swift's
    /// Glibc module without it); nil where the C library has none.
    private let memoryFileCreate: (@convention(c) (UnsafePointer<CChar>, UInt32) -> Int32)? = {
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: -1), "memfd_create") else { return nil }
        return unsafeBitCast(symbol, to: (@convention(c) (UnsafePointer<CChar>, UInt32) -> Int32).self)
    }()
#endif
