/// Graphviz's `nslimit` and `mclimit` for a diagram whose user gave neither: none for a
/// diagram that `dot` lays out quickly with its defaults, and bounds that grow tighter with
/// size for larger ones, so a large hierarchy is drawn in seconds rather than minutes.
///
/// `nslimit` bounds network-simplex iterations (ranking and x-coordinates) to that factor
/// of the node count; `mclimit` scales the crossing-minimisation passes. Both trade
/// layout quality (more crossings, wider drawings) for time. The thresholds and values
/// were chosen by measuring `vcgraph render` (release build) on generated hierarchies of
/// 1,000 to 10,000 controllers; see the figures in the README.
public struct LayoutLimits: Hashable, Sendable, CustomStringConvertible {
    public var nslimit: Double
    public var mclimit: Double

    /// The limits for a diagram of `controllers`, or nil when `dot`'s defaults are fast
    /// enough.
    public init?(controllers: Int) {
        guard let tier = LayoutLimits.tiers.last(where: { controllers >= $0.from }) else { return nil }
        nslimit = tier.nslimit
        mclimit = tier.mclimit
    }

    /// From how many controllers each pair of limits applies.
    private static let tiers: [(from: Int, nslimit: Double, mclimit: Double)] = [
        (1_000, 10, 1),
        (3_000, 2, 0.5),
        (10_000, 1, 0.2),
    ]

    /// `nslimit=N mclimit=M`, as Graphviz spells them.
    public var description: String { "nslimit=\(DOTNumber.text(nslimit)) mclimit=\(DOTNumber.text(mclimit))" }
}
