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
/// descriptor", exit status 3) as the loss of output it is.
enum StandardDescriptors {
    static func reserveClosed() {
        for descriptor in [STDIN_FILENO, STDOUT_FILENO, STDERR_FILENO] where fcntl(descriptor, F_GETFD) == -1 && errno == EBADF {
            let placeholder = open("/dev/null", O_RDONLY)
            if placeholder >= 0, placeholder != descriptor {
                dup2(placeholder, descriptor)
                close(placeholder)
            }
        }
    }
}
