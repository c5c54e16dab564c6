#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Where the command's bytes go: a file descriptor written with `write(2)`, every result
/// checked. Every write to standard output, to standard error and to an output file goes
/// through it.
///
/// It keeps no buffer: each call hands all its bytes to the kernel before it returns,
/// retrying short writes and `EINTR`, so nothing is left to flush at exit and a failure is
/// reported by the write that met it. Callers pass whole texts or large chunks (the JSON
/// report hands over 64 KiB at a time), so the system calls stay few.
public struct OutputWriter: Sendable {
    /// How messages name this output: `standard output`, or a path.
    public let name: String
    public let descriptor: Int32

    public init(name: String, descriptor: Int32) {
        self.name = name
        self.descriptor = descriptor
    }

    public static let standardOutput = OutputWriter(name: "standard output", descriptor: STDOUT_FILENO)
    public static let standardError = OutputWriter(name: "standard error", descriptor: STDERR_FILENO)

    public func write(_ bytes: UnsafeRawBufferPointer) throws(OutputError) {
        guard var next = bytes.baseAddress else { return }
        var remaining = bytes.count
        while remaining > 0 {
            #if canImport(Glibc)
                let written = Glibc.write(descriptor, next, remaining)
            #else
                let written = Darwin.write(descriptor, next, remaining)
            #endif
            if written < 0 {
                if errno == EINTR { continue }
                throw OutputError(output: name, errno: errno)
            }
            next += written
            remaining -= written
        }
    }

    public func write(_ bytes: [UInt8]) throws(OutputError) {
        var failure: OutputError?
        bytes.withUnsafeBytes { buffer in
            do throws(OutputError) { try write(buffer) } catch { failure = error }
        }
        if let failure { throw failure }
    }

    public func write(_ text: String) throws(OutputError) {
        // The string's own UTF-8, not a copy of it: a report is megabytes.
        var text = text
        var failure: OutputError?
        text.withUTF8 { buffer in
            do throws(OutputError) { try write(UnsafeRawBufferPointer(buffer)) } catch { failure = error }
        }
        if let failure { throw failure }
    }
}
