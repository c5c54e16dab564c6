/// The chain of segues fired, in order, to bring a segue's source on screen.
///
/// A route ending in a segue is the route before it plus that segue, and the two share their
/// steps: the routes of a chain of N segues hold N steps between them, not N²/2, so resolving
/// every segue of a long chain stays linear. Reading a route whole (``segues``) costs its
/// length; its ends (``prefix(_:)`` up to ``headLength``, ``suffix(_:)``) cost what they return.
public struct SegueRoute: Sendable, Equatable, CustomStringConvertible, CustomDebugStringConvertible {
    /// The first segues a route keeps at hand, so that a shortened listing of it costs no walk.
    public static let headLength = ControllerList.headLength

    private final class Step: Sendable {
        let segue: SegueReference
        let previous: Step?
        let count: Int
        let head: [SegueReference]

        init(_ segue: SegueReference, after previous: Step?) {
            self.segue = segue
            self.previous = previous
            count = (previous?.count ?? 0) + 1
            let before = previous?.head ?? []
            head = before.count < SegueRoute.headLength ? before + [segue] : before
        }
    }

    private let last: Step?

    /// The empty route: the source is on screen at launch.
    public init() { last = nil }

    private init(last: Step?) { self.last = last }

    /// A route of these segues, in order.
    public init(_ segues: [SegueReference]) {
        var route = SegueRoute()
        for segue in segues { route = route.appending(segue) }
        self = route
    }

    /// This route, then `segue`: O(1), sharing this route's steps.
    public func appending(_ segue: SegueReference) -> SegueRoute {
        SegueRoute(last: Step(segue, after: last))
    }

    public var count: Int { last?.count ?? 0 }
    public var isEmpty: Bool { last == nil }

    /// The segue fired last, just before the one this route leads to.
    public var lastSegue: SegueReference? { last?.segue }

    /// Every segue of the route, first fired first.
    public var segues: [SegueReference] { suffix(count) }

    /// The first `length` segues (at most ``headLength``; more are a ``segues`` prefix).
    public func prefix(_ length: Int) -> [SegueReference] {
        guard length > SegueRoute.headLength else { return Array((last?.head ?? []).prefix(length)) }
        return Array(segues.prefix(length))
    }

    /// The last `length` segues, first fired first.
    public func suffix(_ length: Int) -> [SegueReference] {
        var reversed: [SegueReference] = []
        reversed.reserveCapacity(min(length, count))
        var step = last
        while let current = step, reversed.count < length {
            reversed.append(current.segue)
            step = current.previous
        }
        return reversed.reversed()
    }

    /// The segues, as an array prints them.
    public var description: String { "\(segues)" }
    public var debugDescription: String { description }

    public static func == (lhs: SegueRoute, rhs: SegueRoute) -> Bool {
        lhs.count == rhs.count && (lhs.last === rhs.last || lhs.segues == rhs.segues)
    }
}
