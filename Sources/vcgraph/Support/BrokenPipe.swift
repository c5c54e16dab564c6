import PresentationFiles

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A reader of standard output that went away (`vcgraph analyze big.yaml | head -1`),
/// handled on purpose.
///
/// `SIGPIPE` is ignored from the start, so a write to a closed pipe returns `EPIPE` to the
/// ``OutputWriter`` instead of killing the process wherever it happens to be (in the middle
/// of an output file, say, whose temporary would stay behind). When standard output meets
/// `EPIPE`, ``end()`` then ends the process as command-line tools conventionally end in
/// that case (`cat`, `yes`, `grep`): killed by `SIGPIPE` with its default action. Nothing is
/// printed, the shell reports status 141 (128 + 13), and `set -o pipefail` scripts treat
/// vcgraph as they treat those tools. `EPIPE` on any other output is an ordinary write
/// error (exit status 3).
///
/// An ignored signal stays ignored across `exec`: a documentation worker (vcgraph itself)
/// ignores it too, as it would anyway.
enum BrokenPipe {
    static func handleOnPurpose() {
        signal(SIGPIPE, SIG_IGN)
    }

    /// Whether `error` is standard output's reader having gone away.
    static func isBrokenPipe(_ error: OutputError) -> Bool {
        error.code == EPIPE && error.output == OutputWriter.standardOutput.name
    }

    /// Dies by `SIGPIPE` with its default action; `_exit(141)` only if that did not end the
    /// process.
    static func end() -> Never {
        signal(SIGPIPE, SIG_DFL)
        var signals = sigset_t()
        sigemptyset(&signals)
        sigaddset(&signals, SIGPIPE)
        pthread_sigmask(SIG_UNBLOCK, &signals, nil)
        raise(SIGPIPE)
        _exit(128 + SIGPIPE)
    }
}
