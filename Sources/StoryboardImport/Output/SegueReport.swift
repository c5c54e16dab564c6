import PresentationModel

/// Every transition segue of a catalog resolved on the devices asked, with the findings:
/// what `vcgraph segues` prints.
public struct SegueReport: Sendable {
    public let catalog: StoryboardCatalog
    public let reachability: Reachability
    public let devices: [Device]
    public let iosVersion: Int
    /// For each transition segue (in file order), its resolution on each device (in the order asked).
    public let rows: [(segue: SegueReference, resolutions: [SegueResolution])]
    /// Every finding, sorted and without repeats, the silenced ones left out.
    public let findings: [StoryboardFinding]
    /// How many findings `--silence` left out.
    public let silencedCount: Int

    public init(_ catalog: StoryboardCatalog, devices: [Device], iosVersion: Int, silencing silences: Set<String> = []) {
        self.catalog = catalog
        let reachability = Reachability(catalog)
        self.reachability = reachability
        self.devices = devices
        self.iosVersion = iosVersion
        let resolvers = devices.map { SegueResolver(catalog, reachability: reachability, device: $0, iosVersion: iosVersion) }
        var rows: [(segue: SegueReference, resolutions: [SegueResolution])] = []
        var all = StoryboardFindings.ofCatalog(catalog, reachability: reachability)
        let resolved = resolvers.map { $0.resolveAll() }
        for (position, segue) in catalog.transitionSegues.enumerated() {
            let resolutions = resolved.map { $0[position] }
            for resolution in resolutions { all += StoryboardFindings.of(resolution, in: catalog) }
            rows.append((segue, resolutions))
        }
        self.rows = rows
        let unique = Array(Set(all)).sorted()
        findings = unique.filter { !$0.isSilenced(by: silences) }
        silencedCount = unique.count - findings.count
    }

    /// Whether a finding is an error: `vcgraph segues` then exits with status 1.
    public var hasErrors: Bool { findings.contains { $0.severity == .error } }

    /// The segue a `--segue` argument names: its element id, else its identifier when only
    /// one segue has it.
    public static func segue(named name: String, in catalog: StoryboardCatalog) -> SegueReference? {
        let segues = catalog.transitionSegues
        if let byElement = segues.first(where: { catalog[$0].element == name }) { return byElement }
        let byIdentifier = segues.filter { catalog[$0].identifier == name }
        return byIdentifier.count == 1 ? byIdentifier[0] : nil
    }
}
