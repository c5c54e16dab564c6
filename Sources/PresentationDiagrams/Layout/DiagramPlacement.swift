/// Where every mark of a diagram goes, when vcgraph lays the diagram out itself
/// (``HierarchyLayout``) and Graphviz only draws it (`neato -n2`). Points, with the origin at
/// the top left and y growing downwards; the DOT writer turns them into Graphviz's
/// coordinates, whose y grows upwards.
public struct DiagramPlacement: Sendable {
    public struct Point: Hashable, Sendable {
        public var x: Double
        public var y: Double

        public init(_ x: Double, _ y: Double) {
            self.x = x
            self.y = y
        }
    }

    public struct Rect: Hashable, Sendable {
        public var x: Double
        public var y: Double
        public var width: Double
        public var height: Double

        public init(x: Double, y: Double, width: Double, height: Double) {
            self.x = x
            self.y = y
            self.width = width
            self.height = height
        }

        public var right: Double { x + width }
        public var bottom: Double { y + height }
        public var midX: Double { x + width / 2 }
        public var midY: Double { y + height / 2 }
    }

    /// An edge's route: a line through `points` (straight runs, their corners rounded), the
    /// arrow from the last point to `tip`, and the centre of its label.
    public struct Route: Hashable, Sendable {
        public var points: [Point]
        public var tip: Point?
        public var label: Point?

        public init(points: [Point], tip: Point?, label: Point?) {
            self.points = points
            self.tip = tip
            self.label = label
        }
    }

    /// Each node's box, by its id (`c12`).
    public var nodes: [String: Rect] = [:]
    /// Each cluster's box, by its id (`family0`, `container_c3`).
    public var clusters: [String: Rect] = [:]
    /// Each drawn edge's route, by its position in ``DiagramContent/edges``.
    public var edges: [Int: Route] = [:]
    /// The height of everything placed, from which Graphviz's upward y is counted.
    public var height: Double = 0
    /// The width of everything placed, the presentations' lanes included.
    public var width: Double = 0

    public init() {}
}
