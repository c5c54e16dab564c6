import PresentationFiles

#if canImport(Glibc)
    import Glibc
#endif

/// The progress line of a documentation build, on standard error when it is a terminal (and
/// nothing otherwise): `drawing 3/12`, rewritten in place, cleared at the end.
final class DocsProgress: Sendable {
    let total: Int
    /// Whether the line is shown: on a terminal, with something to draw.
    let isShown: Bool

    init(total: Int) {
        self.total = total
        isShown = isatty(STDERR_FILENO) == 1 && total > 0
    }

    func update(_ done: Int) {
        guard isShown else { return }
        try? OutputWriter.standardError.write("\r\u{1B}[2Kdrawing \(done)/\(total)")
    }

    func finish() {
        guard isShown else { return }
        try? OutputWriter.standardError.write("\r\u{1B}[2K")
    }
}
