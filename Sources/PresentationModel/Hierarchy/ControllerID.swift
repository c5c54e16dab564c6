/// The name of a view controller, as scenario files, expectations and messages spell it.
///
/// UIKit identifies controllers by address; vcgraph identifies them by the id the user gave
/// them (`items`, `detailNav`) or, for controllers UIKit creates by itself, by an id derived
/// from the owner (`split/primary`, `tabs/more`). Ids are compared as strings so that every
/// output sorted by id is deterministic.
///
/// An id hashes its string once, when it is made: the hierarchy looks every id up in its
/// table, several times an operation, and rehashes the whole table each time it grows, so
/// hashing the characters again on each lookup made declaring N controllers cost more than
/// N times one. The stored hash is the string's own `hashValue`,
/// seeded per process like every Swift hash, so a table of ids is no easier to flood and
/// nothing printed depends on it.
public struct ControllerID: RawRepresentable, Hashable, Comparable, Sendable,
    ExpressibleByStringLiteral, CustomStringConvertible
{
    public let rawValue: String
    /// `rawValue.hashValue`, computed once.
    private let hash: Int

    public init(rawValue: String) {
        self.rawValue = rawValue
        self.hash = rawValue.hashValue
    }
    public init(_ rawValue: String) { self.init(rawValue: rawValue) }
    public init(stringLiteral value: String) { self.init(rawValue: value) }

    public var description: String { rawValue }

    /// Two ids with different hashes differ, which most comparisons in a table settle
    /// without reading the strings.
    public static func == (lhs: ControllerID, rhs: ControllerID) -> Bool {
        lhs.hash == rhs.hash && lhs.rawValue == rhs.rawValue
    }

    public func hash(into hasher: inout Hasher) { hasher.combine(hash) }

    /// What a `Dictionary` or `Set` of ids asks for each lookup and each rehash, answered
    /// from the stored hash without starting a `Hasher` (the most of a lookup's cost):
    /// the table's seed mixed in by SplitMix64's finaliser, a bijection that spreads every
    /// bit of the input over the result, so tables with different seeds still order their
    /// ids differently (what the seed is for).
    public func _rawHashValue(seed: Int) -> Int {
        var bits = UInt64(UInt(bitPattern: hash ^ seed))
        bits = (bits ^ (bits >> 30)) &* 0xBF58_476D_1CE4_E5B9
        bits = (bits ^ (bits >> 27)) &* 0x94D0_49BB_1331_11EB
        return Int(truncatingIfNeeded: bits ^ (bits >> 31))
    }

    /// The stored hash's low 32 bits, which the hierarchy's ``IDTable`` keeps in each slot.
    var tableBits: UInt32 { UInt32(truncatingIfNeeded: hash) }

    public static func < (lhs: ControllerID, rhs: ControllerID) -> Bool {
        lhs.rawValue < rhs.rawValue
    }
}

/// The position of a controller in a ``Hierarchy``'s storage.
///
/// Internal: indices are only meaningful inside the hierarchy that made them, so the public
/// API speaks ``ControllerID`` and converts at the boundary. 32 bits keep a million-controller
/// hierarchy's nodes small.
struct NodeIndex: Hashable, Comparable, Sendable {
    let value: Int32

    init(_ value: Int) { self.value = Int32(truncatingIfNeeded: value) }

    var int: Int { Int(value) }

    func hash(into hasher: inout Hasher) { hasher.combine(value) }

    /// What the hierarchy's tables keyed by index (presentation records, tab bars, split
    /// views) ask for each lookup and each rehash, without starting a `Hasher`: perf put a
    /// tenth of presentations interleaved with pushes in seeding and finishing one. The
    /// seed is mixed in as ``ControllerID/_rawHashValue(seed:)`` mixes it.
    func _rawHashValue(seed: Int) -> Int {
        var bits = UInt64(UInt(bitPattern: Int(value) ^ seed))
        bits = (bits ^ (bits >> 30)) &* 0xBF58_476D_1CE4_E5B9
        bits = (bits ^ (bits >> 27)) &* 0x94D0_49BB_1331_11EB
        return Int(truncatingIfNeeded: bits ^ (bits >> 31))
    }

    static func < (lhs: NodeIndex, rhs: NodeIndex) -> Bool { lhs.value < rhs.value }
}
