/// What each host's bridges hold: the presentation each shows, and the requests waiting.
struct SwiftUIBridges: Hashable, Sendable {
    struct Key: Hashable, Sendable {
        var host: NodeIndex
        var family: SwiftUIBridgeFamily
    }

    /// A request a bridge shows or keeps.
    struct Entry: Hashable, Sendable {
        var request: SwiftUIRequest
        var controller: NodeIndex
        /// Whether the source host was in a window's hierarchy when it presented: only such
        /// a presentation ends when its host leaves (<doc:Rules-SwiftUI#R21.6>).
        var sourceWasShown: Bool
    }

    struct Bridge: Hashable, Sendable {
        /// The presentation the bridge shows.
        var active: Entry?
        /// Requests waiting, oldest first: a second sheet (<doc:Rules-SwiftUI#R21.1>), or a
        /// dialog whose host is not in a window (<doc:Rules-SwiftUI#R21.7>).
        var waiting: [Entry] = []
    }

    private(set) var bridges: [Key: Bridge] = [:]

    var isEmpty: Bool { bridges.isEmpty }

    subscript(host: NodeIndex, family: SwiftUIBridgeFamily) -> Bridge {
        get { bridges[Key(host: host, family: family)] ?? Bridge() }
        set {
            let key = Key(host: host, family: family)
            bridges[key] = newValue.active == nil && newValue.waiting.isEmpty ? nil : newValue
        }
    }

    /// The bridges in a stable order (by host, then family).
    var keys: [Key] {
        bridges.keys.sorted {
            ($0.host.int, SwiftUIBridgeFamily.allCases.firstIndex(of: $0.family)!)
                < ($1.host.int, SwiftUIBridgeFamily.allCases.firstIndex(of: $1.family)!)
        }
    }
}
