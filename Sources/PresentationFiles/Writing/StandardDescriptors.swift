#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Standard input, output and error, kept where they belong when the caller closed them
/// (`vcgraph render x.yaml >&-`).
///
/// A closed descriptor 1 would be handed by the next `open` to whatever vcgraph or Graphviz
/// opens next, and the command's output would go into that file. So each closed one of the
/// three is taken at start by `/dev/null` opened read-only: reading it gives end of file, and
/// writing it fails with `EBADF`, which ``OutputWriter`` reports ("standard output: Bad file
/// descriptor", exit status 3) as the loss of output it is. An output path that names a
/// closed one (`-o /dev/stdout` with standard output closed) is refused the same way, by
/// ``closedDescriptor(namedBy:)``: opened anew, it would be the placeholder, and the output
/// would vanish without a word.
public enum StandardDescriptors {
    /// The standard descriptors that were closed when vcgraph started.
    nonisolated(unsafe) public private(set) static var closedAtStart: Set<Int32> = []

    /// Takes each standard descriptor that is closed with `/dev/null`, read-only; once, at
    /// the start of the process.
    public static func reserveClosed() {
        for descriptor in [STDIN_FILENO, STDOUT_FILENO, STDERR_FILENO] where fcntl(descriptor, F_GETFD) == -1 && errno == EBADF {
            closedAtStart.insert(descriptor)
            let placeholder = open("/dev/null", O_RDONLY)
            if placeholder >= 0, placeholder != descriptor {
                dup2(placeholder, descriptor)
                close(placeholder)
            }
        }
    }

    /// The closed standard descriptor `path` names, through its chain of symbolic links
    /// (`/dev/stdout`, `/dev/fd/1`, `/proc/self/fd/1`), or nil.
    public static func closedDescriptor(namedBy path: String) -> Int32? {
        guard !closedAtStart.isEmpty else { return nil }
        let folders = ["/dev/fd/", "/proc/self/fd/", "/proc/thread-self/fd/", "/proc/\(getpid())/fd/"]
        let names: [String: Int32] = ["/dev/stdin": STDIN_FILENO, "/dev/stdout": STDOUT_FILENO, "/dev/stderr": STDERR_FILENO]
        var current = path
        for _ in 0..<40 {
            let numbered = folders.lazy.compactMap { current.hasPrefix($0) ? Int32(current.dropFirst($0.count)) : nil }.first
            if let descriptor = names[current] ?? numbered { return closedAtStart.contains(descriptor) ? descriptor : nil }
            var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
            let length = readlink(current, &buffer, buffer.count - 1)
            guard length > 0 else { return nil }
            let destination = String(decoding: buffer[0..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
            if destination.hasPrefix("/") {
                current = destination
            } else if let slash = current.lastIndex(of: "/") {
                current = String(current[...slash]) + destination
            } else {
                current = destination
            }
        }
        return nil
    }
}
