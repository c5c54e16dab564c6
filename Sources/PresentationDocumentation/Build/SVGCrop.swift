import Foundation

/// A drawing of Graphviz's SVG with the bottom of its canvas cut off: a frame of a flow,
/// drawn on the union of every frame, keeps its places but needs none of the room below
/// what it shows.
enum SVGCrop {
    /// `svg` with its height, and its view box's, `points` smaller (at least 1 point is kept);
    /// `svg` as it is when its root element is not Graphviz's.
    static func croppingBottom(_ svg: [UInt8], by points: Double) -> [UInt8] {
        guard points >= 1, let start = firstIndex(of: "<svg ", in: svg),
            let end = svg[start...].firstIndex(of: UInt8(ascii: ">"))
        else { return svg }
        // The root element's start tag, which Graphviz writes in ASCII.
        var tag = String(decoding: svg[start...end], as: UTF8.self)
        guard let heightRange = tag.range(of: " height=\""), let heightEnd = tag[heightRange.upperBound...].range(of: "pt\""),
            let height = Double(tag[heightRange.upperBound..<heightEnd.lowerBound]),
            let boxRange = tag.range(of: "viewBox=\""), let boxEnd = tag[boxRange.upperBound...].range(of: "\"")
        else { return svg }
        var box = tag[boxRange.upperBound..<boxEnd.lowerBound].split(separator: " ").map(String.init)
        guard box.count == 4, let boxHeight = Double(box[3]) else { return svg }
        box[3] = String(format: "%.2f", max(1, boxHeight - points))
        tag.replaceSubrange(boxRange.upperBound..<boxEnd.lowerBound, with: box.joined(separator: " "))
        if let heightRange = tag.range(of: " height=\""), let heightEnd = tag[heightRange.upperBound...].range(of: "pt\"") {
            tag.replaceSubrange(heightRange.upperBound..<heightEnd.lowerBound, with: String(Int(max(1, height - points).rounded(.up))))
        }
        return Array(svg[..<start]) + Array(tag.utf8) + Array(svg[(end + 1)...])
    }

    private static func firstIndex(of text: String, in bytes: [UInt8]) -> Int? {
        let pattern = Array(text.utf8)
        guard bytes.count >= pattern.count else { return nil }
        return (0...(bytes.count - pattern.count)).first { bytes[$0..<($0 + pattern.count)].elementsEqual(pattern) }
    }
}
