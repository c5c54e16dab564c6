#if canImport(Glibc)
    import Glibc
#endif

/// The progress line of a documentation build, on standard error when it is a terminal (and
/// nothing otherwise): `drawing 3/12`, rewritten in place, cleared at the end.
final class DocsProgress: Sendable {
    let total: Int
    private let shown: Bool

    init(total: Int) {
        self.total = total
        shown = isatty(STDERR_FILENO) == 1 && total > 0
    }

    func update(_ done: Int) {
        guard shown else { return }
        try? OutputWriter.standardError.write("\r\u{1B}[2Kdrawing \(done)/\(total)")
    }

    func finish() {
        guard shown else { return }
        try? OutputWriter.standardError.write("\r\u{1B}[2K")
    }
}
