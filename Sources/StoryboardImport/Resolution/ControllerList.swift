import PresentationModel

/// The controllers a segue leaves on screen or covers: whole up to ``wholeUpTo`` names, past
/// that its first ``headLength`` and last ``tailLength`` and how many it holds.
///
/// A chain of presentations that keep their presenters on screen puts the whole chain on
/// screen, so each segue's list is as long as the chain before it. Kept whole, the answers
/// of a chain of N segues would take memory (and print) as N²; kept at their ends they take
/// N, and every output says how many names it leaves out.
public struct ControllerList: Sendable, Equatable, ExpressibleByArrayLiteral {
    public static let headLength = 4
    public static let tailLength = 8
    /// Lists up to this long are kept whole: shortening saves a name or two at most.
    public static let wholeUpTo = headLength + tailLength + 3

    /// The first names: all of them when the list is whole.
    public private(set) var head: [ControllerID]
    /// The last names when the list is shortened; empty when it is whole.
    public private(set) var tail: [ControllerID]
    /// How many controllers the list holds.
    public private(set) var count: Int

    public init(_ ids: [ControllerID]) {
        self.init(count: ids.count) { Array(ids[$0]) }
    }

    /// The list of `count` controllers, reading only the names it keeps: `names` gives the
    /// ids at a range of positions.
    public init(count: Int, names: (Range<Int>) -> [ControllerID]) {
        self.count = count
        if count > Self.wholeUpTo {
            head = names(0..<Self.headLength)
            tail = names(count - Self.tailLength..<count)
        } else {
            head = names(0..<count)
            tail = []
        }
    }

    /// The controllers of `onScreen` (a state of `hierarchy`), reading only the names kept.
    public init(_ onScreen: Hierarchy.OnScreen, in hierarchy: Hierarchy) {
        self.init(count: onScreen.count) { hierarchy.controllers(of: onScreen, at: $0) }
    }

    public init(arrayLiteral ids: ControllerID...) { self.init(ids) }

    /// Whether names are left out (``count`` minus the kept ones).
    public var isShortened: Bool { count > head.count + tail.count }
    public var isEmpty: Bool { count == 0 }

    /// The names kept, in order: every name when the list is whole.
    public var kept: [ControllerID] { head + tail }

    /// Whether `id` is in the list; answered for a kept name only when the list is shortened.
    public func keeps(_ id: ControllerID) -> Bool { head.contains(id) || tail.contains(id) }
}
