/// The hierarchy's presentation records, keyed by the presented family root.
///
/// The records lie in one dense array in the order they were made, and a table indexed by
/// node leads from a presented root to its record. A presentation appends, and ending one
/// moves the last record into its place: no record is put at a random place in a table
/// that grows by moving them all, which at hundreds of thousands of presentations would
/// miss the caches at each insertion and make presenting grow faster than the hierarchy.
struct PresentationRecords: Sendable {
    /// The records, with the presented root each belongs to, in no promised order.
    private var entries: [(presented: NodeIndex, record: Presentation)] = []
    /// For each node, the position of its record in `entries`, or -1. Grown as records are
    /// made, so it is never longer than the highest presented index + 1.
    private var positions: [Int32] = []

    /// The style a record asks and the one observed, read in place: an on-screen walk asks
    /// this of every presentation it passes, and copying the record would copy its strings.
    func styles(of presented: NodeIndex) -> (requested: ModalPresentationStyle, observed: ModalPresentationStyle?)? {
        guard let position = position(of: presented) else { return nil }
        return (entries[position].record.style, entries[position].record.observedStyle)
    }

    subscript(presented: NodeIndex) -> Presentation? {
        get { position(of: presented).map { entries[$0].record } }
        set {
            switch (position(of: presented), newValue) {
            case (let position?, let record?):
                entries[position].record = record
            case (nil, let record?):
                if presented.int >= positions.count {
                    positions.append(contentsOf: repeatElement(-1, count: presented.int + 1 - positions.count))
                }
                positions[presented.int] = Int32(entries.count)
                entries.append((presented, record))
            case (let position?, nil):
                let last = entries.removeLast()
                if position < entries.count {
                    entries[position] = last
                    positions[last.presented.int] = Int32(position)
                }
                positions[presented.int] = -1
            case (nil, nil):
                break
            }
        }
    }

    /// The presented roots that have a record.
    var keys: [NodeIndex] { entries.map(\.presented) }

    /// The records, oldest first.
    var inOrder: [Presentation] { entries.map(\.record).sorted { $0.sequence < $1.sequence } }

    private func position(of presented: NodeIndex) -> Int? {
        guard presented.int < positions.count else { return nil }
        let position = positions[presented.int]
        return position < 0 ? nil : Int(position)
    }
}
