/// A graph laid out once and rendered in one or more formats.
public struct RenderedGraph: Sendable {
    /// Each format asked, in the order asked.
    public var outputs: [(format: GraphvizFormat, data: [UInt8])]
    /// What Graphviz reported while it worked without failing (a bitmap scaled down to fit
    /// cairo's size limit, for example).
    public var warnings: [String]

    /// The bytes of one format, if it was asked.
    public func data(_ format: GraphvizFormat) -> [UInt8]? {
        outputs.first { $0.format == format }?.data
    }
}
