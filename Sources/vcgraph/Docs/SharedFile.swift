import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// A file a documentation run shares with its worker processes, on no disk: a file in memory
/// (`memfd_create`) where the system has one, else a temporary file removed as soon as it is
/// open.
///
/// A run's queue and its workers' results live in these, so that a run writes nothing but its
/// output: creating a file on disk costs more than a small drawing (a tenth of a millisecond
/// where the temporary directory's file system has freed many files lately), and a run killed
/// at any point leaves nothing behind.
struct SharedFile {
    let descriptor: Int32

    /// A new empty file; nil when none can be made.
    init?() {
        #if canImport(Glibc)
            let descriptor = memoryFile?("vcgraph-docs", 0) ?? -1
        #else
            var template = Array("\(NSTemporaryDirectory())/vcgraph-docs-XXXXXX".utf8CString)
            let descriptor = mkstemp(&template)
            if descriptor >= 0 { unlink(template) }
        #endif
        guard descriptor >= 0 else { return nil }
        // A worker gets it as a descriptor of its own (see DocsWorkers), and nothing else does.
        _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
        self.descriptor = descriptor
    }

    /// The file a parent process passed as `descriptor`.
    init(inherited descriptor: Int32) {
        self.descriptor = descriptor
    }

    /// Writes `bytes` at the descriptor's offset (the end, as only one process writes);
    /// false when not all were written.
    func append(_ bytes: [UInt8]) -> Bool {
        var written = 0
        while written < bytes.count {
            let count = bytes[written...].withUnsafeBytes { writeDescriptor(descriptor, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { return false }
            written += count
        }
        return true
    }

    /// Everything written so far, by any process.
    func contents() -> [UInt8] {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 16_384)
        while true {
            let count = chunk.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, $0.count, off_t(bytes.count)) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { return bytes }
            bytes += chunk[..<count]
        }
    }

    func close() {
        closeDescriptor(descriptor)
    }
}

#if canImport(Glibc)
    /// glibc's `memfd_create`, which its headers declare only under `_GNU_SOURCE` (and Swift's
    /// Glibc module without it); nil where the C library has none.
    private let memoryFile: (@convention(c) (UnsafePointer<CChar>, UInt32) -> Int32)? = {
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: -1), "memfd_create") else { return nil }
        return unsafeBitCast(symbol, to: (@convention(c) (UnsafePointer<CChar>, UInt32) -> Int32).self)
    }()
#endif

/// The system's `write` and `close`, which the methods' names hide inside the type.
private func writeDescriptor(_ descriptor: Int32, _ bytes: UnsafeRawPointer?, _ count: Int) -> Int { write(descriptor, bytes, count) }
private func closeDescriptor(_ descriptor: Int32) { _ = close(descriptor) }
