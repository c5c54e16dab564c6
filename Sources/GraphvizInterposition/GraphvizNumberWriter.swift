import CGraphviz
import GraphvizRendering

#if canImport(Glibc)
    import Glibc
#endif

/// Graphviz's `gvprintdouble`, which its SVG renderer calls for every coordinate of every
/// path, replaced in an executable that exports it by ``GraphvizNumber``'s formatting, which
/// gives the same bytes without `snprintf`: in the frames of a documentation build that
/// formatting was a seventh of all the work.
///
/// The linker exports this function from the `vcgraph` executable (`--export-dynamic-symbol`,
/// in Package.swift), and the dynamic linker binds the plugins' calls to the executable's
/// definition first. Where the loaded Graphviz is not the version whose formatting
/// ``GraphvizNumber`` reproduces, or for a value it leaves alone, Graphviz's own function
/// writes the number. The test process exports this function too: `GraphvizNumberTests`
/// draws every sample with it and with Graphviz's own, and compares the bytes.
@_cdecl("gvprintdouble")
public func writeGraphvizNumber(_ job: UnsafeMutablePointer<GVJ_t>?, _ value: Double) {
    if GraphvizNumber.matchesGraphviz.load(ordering: .relaxed) {
        let written = withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 32) { buffer -> Bool in
            guard let base = buffer.baseAddress, let length = GraphvizNumber.write(value, into: base) else { return false }
            base.withMemoryRebound(to: CChar.self, capacity: length) { _ = gvwrite(job, $0, length) }
            return true
        }
        if written { return }
    }
    graphvizOwnNumberWriter?(job, value)
}

/// libgvc's `gvprintdouble`: the next definition after this executable's.
private let graphvizOwnNumberWriter: (@convention(c) (UnsafeMutablePointer<GVJ_t>?, Double) -> Void)? = {
    guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: -1), "gvprintdouble") else { return nil }
    return unsafeBitCast(symbol, to: (@convention(c) (UnsafeMutablePointer<GVJ_t>?, Double) -> Void).self)
}()
