import Foundation

/// What lies on what in a drawing, read from Graphviz's own laid-out JSON (`-Tjson`): the
/// label, box and edge positions Graphviz drew, with its real text widths.
///
/// It counts:
/// - a box that overlaps another box (Graphviz widens a box its label does not fit);
/// - a label (an edge's, a cluster's, the heading) that overlaps another label or a box;
/// - an edge that passes through a box other than its ends;
/// - an edge that runs along a cluster's border, within 2 points of it, for more than
///   ``borderRunLimit`` points.
public struct LayoutAudit: Sendable {
    /// How far an edge may run along a cluster's border: crossing one, or turning beside it,
    /// is fine; following it is not.
    public static let borderRunLimit = 12.0

    public var findings: [String] = []

    struct Rect {
        var minX, minY, maxX, maxY: Double
        func overlaps(_ other: Rect, by margin: Double = 0.5) -> Bool {
            minX + margin < other.maxX && other.minX + margin < maxX && minY + margin < other.maxY && other.minY + margin < maxY
        }
    }

    /// Audits Graphviz's JSON output of one drawing.
    public init(json: [UInt8]) throws {
        guard let graph = try JSONSerialization.jsonObject(with: Data(json)) as? [String: Any] else { return }
        let objects = graph["objects"] as? [[String: Any]] ?? []
        var boxes: [(name: String, gvid: Int, rect: Rect)] = []
        var clusters: [(name: String, rect: Rect)] = []
        var labels: [(name: String, rect: Rect)] = []
        for object in objects {
            let name = object["name"] as? String ?? "?"
            if let bb = object["bb"] as? String {
                // A cluster: its box and its label.
                let values = bb.split(separator: ",").compactMap { Double($0) }
                if values.count == 4 { clusters.append((name, Rect(minX: values[0], minY: values[1], maxX: values[2], maxY: values[3]))) }
                labels += Self.texts(object["_ldraw_"]).map { ("label of \(name)", $0) }
            } else if let pos = object["pos"] as? String, let draw = object["_draw_"] as? [[String: Any]], !draw.isEmpty {
                let centre = pos.split(separator: ",").compactMap { Double($0) }
                let width = (object["width"] as? String).flatMap(Double.init).map { $0 * 72 } ?? 0
                let height = (object["height"] as? String).flatMap(Double.init).map { $0 * 72 } ?? 0
                guard centre.count == 2 else { continue }
                let rect = Rect(minX: centre[0] - width / 2, minY: centre[1] - height / 2, maxX: centre[0] + width / 2, maxY: centre[1] + height / 2)
                boxes.append((name, object["_gvid"] as? Int ?? -1, rect))
            }
        }
        labels += Self.texts(graph["_ldraw_"]).map { ("the heading", $0) }
        let edges = graph["edges"] as? [[String: Any]] ?? []
        var paths: [(name: String, tail: Int, head: Int, points: [(Double, Double)])] = []
        for edge in edges {
            let tail = edge["tail"] as? Int ?? -1
            let head = edge["head"] as? Int ?? -1
            let name = "edge \(Self.name(of: tail, in: objects)) -> \(Self.name(of: head, in: objects))"
            labels += Self.texts(edge["_ldraw_"]).map { ("label of \(name)", $0) }
            paths.append((name, tail, head, Self.curve(edge["_draw_"])))
        }
        for (position, box) in boxes.enumerated() {
            for other in boxes[(position + 1)...] where box.rect.overlaps(other.rect) {
                findings.append("box \(box.name) overlaps box \(other.name)")
            }
        }
        for (position, label) in labels.enumerated() {
            for other in labels[(position + 1)...] where label.rect.overlaps(other.rect) {
                findings.append("\(label.name) overlaps \(other.name)")
            }
            for box in boxes where label.rect.overlaps(box.rect) { findings.append("\(label.name) overlaps box \(box.name)") }
        }
        for path in paths {
            var through = Set<String>()
            var along: [String: Double] = [:]
            for (start, end) in zip(path.points, path.points.dropFirst()) {
                for box in boxes where box.gvid != path.tail && box.gvid != path.head && !through.contains(box.name) {
                    if Self.segment(start, end, crosses: box.rect) { through.insert(box.name) }
                }
                for cluster in clusters {
                    for (side, length) in Self.runs(start, end, along: cluster.rect) { along["\(cluster.name)'s \(side)", default: 0] += length }
                }
            }
            for box in through.sorted() { findings.append("\(path.name) passes through box \(box)") }
            for (border, length) in along.sorted(by: { $0.key < $1.key }) where length > Self.borderRunLimit {
                findings.append("\(path.name) runs \(Int(length)) pt along \(border)")
            }
        }
    }

    private static func name(of gvid: Int, in objects: [[String: Any]]) -> String {
        objects.first { $0["_gvid"] as? Int == gvid }?["name"] as? String ?? "?"
    }

    /// The boxes of the text lines an `_ldraw_` list draws.
    private static func texts(_ operations: Any?) -> [Rect] {
        var size = 14.0
        var rects: [Rect] = []
        for operation in operations as? [[String: Any]] ?? [] {
            switch operation["op"] as? String {
            case "F": size = operation["size"] as? Double ?? size
            case "T":
                guard let point = operation["pt"] as? [Double], point.count == 2, let width = operation["width"] as? Double,
                    !(operation["text"] as? String ?? "").trimmingCharacters(in: .whitespaces).isEmpty
                else { continue }
                let left: Double =
                    switch operation["align"] as? String {
                    case "l": point[0]
                    case "r": point[0] - width
                    default: point[0] - width / 2
                    }
                rects.append(Rect(minX: left, minY: point[1] - 0.22 * size, maxX: left + width, maxY: point[1] + 0.78 * size))
            default: continue
            }
        }
        return rects
    }

    /// The points of the Bézier curves an `_draw_` list draws, eight to a segment.
    private static func curve(_ operations: Any?) -> [(Double, Double)] {
        var points: [(Double, Double)] = []
        for operation in operations as? [[String: Any]] ?? [] where operation["op"] as? String == "b" {
            let controls = (operation["points"] as? [[Double]] ?? []).filter { $0.count == 2 }.map { ($0[0], $0[1]) }
            guard let first = controls.first else { continue }
            points.append(first)
            var index = 0
            while index + 3 < controls.count {
                let (p0, p1, p2, p3) = (controls[index], controls[index + 1], controls[index + 2], controls[index + 3])
                for step in 1...8 {
                    let t = Double(step) / 8, u = 1 - t
                    let x = u * u * u * p0.0 + 3 * u * u * t * p1.0 + 3 * u * t * t * p2.0 + t * t * t * p3.0
                    let y = u * u * u * p0.1 + 3 * u * u * t * p1.1 + 3 * u * t * t * p2.1 + t * t * t * p3.1
                    points.append((x, y))
                }
                index += 3
            }
        }
        return points
    }

    /// Whether the segment crosses the inside of `rect` (shrunk by a point, so that an edge
    /// that only touches a box's side does not count).
    private static func segment(_ a: (Double, Double), _ b: (Double, Double), crosses rect: Rect) -> Bool {
        let inner = Rect(minX: rect.minX + 1, minY: rect.minY + 1, maxX: rect.maxX - 1, maxY: rect.maxY - 1)
        var t0 = 0.0, t1 = 1.0
        let dx = b.0 - a.0, dy = b.1 - a.1
        for (p, q) in [(-dx, a.0 - inner.minX), (dx, inner.maxX - a.0), (-dy, a.1 - inner.minY), (dy, inner.maxY - a.1)] {
            if p == 0 {
                if q < 0 { return false }
            } else {
                let r = q / p
                if p < 0 { t0 = max(t0, r) } else { t1 = min(t1, r) }
                if t0 > t1 { return false }
            }
        }
        return true
    }

    /// How far the segment runs along each side of `rect`, within 2 points of it.
    private static func runs(_ a: (Double, Double), _ b: (Double, Double), along rect: Rect) -> [(String, Double)] {
        var found: [(String, Double)] = []
        if abs(a.1 - b.1) < 1 {
            for (side, y) in [("bottom border", rect.minY), ("top border", rect.maxY)] where abs(a.1 - y) <= 2 && abs(b.1 - y) <= 2 {
                let length = min(max(a.0, b.0), rect.maxX) - max(min(a.0, b.0), rect.minX)
                if length > 0 { found.append((side, length)) }
            }
        }
        if abs(a.0 - b.0) < 1 {
            for (side, x) in [("left border", rect.minX), ("right border", rect.maxX)] where abs(a.0 - x) <= 2 && abs(b.0 - x) <= 2 {
                let length = min(max(a.1, b.1), rect.maxY) - max(min(a.1, b.1), rect.minY)
                if length > 0 { found.append((side, length)) }
            }
        }
        return found
    }
}
