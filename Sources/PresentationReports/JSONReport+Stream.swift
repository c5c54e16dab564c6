/// The report's writer for callers in other modules.
extension JSONReport {
    /// ``write(chunkSize:to:)`` for a sink that may throw any error. It is not generic, so it
    /// runs code specialised inside this module: a generic call from another module runs the
    /// unspecialised writer, which looks up type metadata and calls out for every byte it
    /// appends (a third of `vcgraph analyze --format json`'s time on 100,000 controllers).
    public func stream(chunkSize: Int = 1 << 16, to sink: (UnsafeRawBufferPointer) throws -> Void) throws {
        try write(chunkSize: chunkSize, to: sink)
    }
}
