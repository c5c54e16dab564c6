/// Flows read side by side: the flows of the classes placed so far read on the machine's
/// processors, each share by a reader of its own, and their answers joined in order.
///
/// The answers are those of one reader reading the flows one after another. A share starts
/// with none of the answers recorded and call sites framed before it: both are kept once a
/// flow, and the flows of different placements have different names (each class is placed
/// once, and its methods are its flows), so no share records or frames what another share,
/// or the reader before them, did.
extension FlowReader {
    /// `read` of each job, in the jobs' order: each share of consecutive jobs read by a
    /// reader that starts as ``share()`` makes it, and joined back (``join(_:)``) in order.
    /// Each share's jobs are moved to the thread that reads them, and freed there.
    mutating func readSideBySide<Job, Result>(_ jobs: consuming [Job], _ read: (inout FlowReader, Job) -> Result) -> [Result] {
        guard jobs.count > 1 else { return jobs.map { read(&self, $0) } }
        // Several shares a processor, so that one share of long flows does not hold the others up.
        let size = max(1, (jobs.count + Self.sharesPerWave - 1) / Self.sharesPerWave)
        let shares = stride(from: 0, to: jobs.count, by: size).map { Array(jobs[$0..<min($0 + size, jobs.count)]) }
        jobs = []
        let start = share()
        var shareReaders: [(reader: FlowReader, results: [Result])] = LargeStack.map(consume shares) { jobs in
            var reader = start
            let results = jobs.map { read(&reader, $0) }
            return (reader, results)
        }
        var results: [Result] = []
        // Each share's reader and results taken out of the list, not copied.
        shareReaders.reverseByMoving()
        while let (reader, shareResults) = shareReaders.popLast() {
            join(reader)
            results.appendByMoving(shareResults)
        }
        return results
    }

    /// How many shares ``readSideBySide(_:_:)`` cuts its jobs into, at most.
    static let sharesPerWave = 16

    /// A reader for a share of flows read beside others: the same sources, limits, site and
    /// caches, no answers yet, and at most the frames still wanted.
    func share() -> FlowReader {
        var reader = self
        reader.operations = []
        reader.findings = []
        reader.limitedFlows = []
        reader.frames = []
        reader.framesLeftOut = 0
        reader.frameLimit = max(0, frameLimit - frames.count)
        reader.framedSites = []
        reader.recorded = []
        reader.followed = []
        return reader
    }

    /// Takes in what `share` read, as if this reader had read it after what it has read.
    mutating func join(_ share: consuming FlowReader) {
        var joined: [CodeOperation] = []
        swap(&joined, &share.operations)
        operations.appendByMoving(joined)
        for finding in share.findings { add(finding) }
        limitedFlows.formUnion(share.limitedFlows)
        for frame in share.frames {
            if frames.count < frameLimit { frames.append(frame) } else { framesLeftOut += 1 }
        }
        framesLeftOut += share.framesLeftOut
        framedSites.formUnion(share.framedSites)
        followed.formUnion(share.followed)
        if siteRun == nil { siteRun = share.siteRun }
    }
}
