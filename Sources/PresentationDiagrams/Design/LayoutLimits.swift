import PresentationDOT

/// Graphviz's `nslimit` and `mclimit` for a diagram whose user gave neither: none for a
/// diagram that `dot` lays out quickly with its defaults, and bounds that grow tighter with
/// size for larger ones, so that a large hierarchy is drawn in seconds, or tens of seconds,
/// rather than many minutes.
///
/// `nslimit` bounds network-simplex iterations (ranking and x-coordinates) to that factor
/// of the node count; `mclimit` scales the crossing-minimisation passes. Both trade
/// layout quality (more crossings, wider drawings) for time. The tiers come from measuring
/// Graphviz 2.42's `dot -Tsvg` on vcgraph's DOT for generated tab bars of navigation
/// stacks (Benchmarks/README.md has the table).
///
/// Below 2,000 controllers the defaults take about a second and are kept. From 10,000 on,
/// network simplex is bounded to a tenth of the node count, as each of its iterations also
/// grows with the graph. Past some tens of thousands of controllers, Graphviz's own handling
/// of large clusters dominates and no limit bounds it: `vcgraph render` says so in its note
/// and suggests drawing a part (`--focus`, `--on-screen`).
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
        (2_000, 1, 0.2),
        (3_000, 0.5, 0.1),
        (10_000, 0.1, 0.05),
    ]

    /// `nslimit=N mclimit=M`, as Graphviz spells them.
    public var description: String { "nslimit=\(DOTNumber.text(nslimit)) mclimit=\(DOTNumber.text(mclimit))" }
}
