#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reading an input the user named, whatever it is: a file, a pipe, `/dev/stdin`, a shell's
/// process substitution (`<(…)`), a device; read to its end with `read(2)`, so that what has
/// no size until it ends is read as a file is.
public enum InputFile {
    /// The most an input may hold: far more than any storyboard, dump or scenario, and a bound
    /// for a device that never ends (`/dev/zero`).
    public static let maximumBytes = 1 << 30

    /// The bytes of `path`, or why they cannot be read, in the system's words
    /// (`No such file or directory`) or vcgraph's (`it is a folder`).
    public static func bytes(of path: String) -> Result<[UInt8], Failure> {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return .failure(Failure(errno: errno)) }
        defer { close(descriptor) }
        var info = stat()
        if fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFDIR {
            return .failure(Failure(reason: "it is a folder (check takes folders; this command takes one file)"))
        }
        var bytes: [UInt8] = []
        if info.st_mode & S_IFMT == S_IFREG, info.st_size > 0 { bytes.reserveCapacity(min(Int(info.st_size), maximumBytes)) }
        // Read 64 KiB at a time, into a buffer written before it is read.
        let chunk = UnsafeMutableRawBufferPointer.allocate(byteCount: 65_536, alignment: 1)
        defer { chunk.deallocate() }
        while true {
            let count = read(descriptor, chunk.baseAddress, chunk.count)
            if count < 0, errno == EINTR { continue }
            guard count >= 0 else { return .failure(Failure(errno: errno)) }
            if count == 0 { return .success(bytes) }
            guard bytes.count + count <= maximumBytes else {
                return .failure(Failure(reason: "it holds more than \(maximumBytes >> 30) GiB, more than any input vcgraph reads"))
            }
            bytes += UnsafeRawBufferPointer(rebasing: chunk[..<count])
        }
    }

    /// Why an input could not be read.
    public struct Failure: Error, Sendable {
        public var reason: String

        public init(reason: String) { self.reason = reason }
        public init(errno code: Int32) { reason = String(cString: strerror(code)) }
    }
}
