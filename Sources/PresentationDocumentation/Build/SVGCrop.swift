import Foundation

/// A drawing of Graphviz's SVG with the right and the bottom of its canvas cut off: a frame
/// of a flow, drawn on the union of every frame, keeps its places but needs none of the room
/// right of and below what it shows.
enum SVGCrop {
    /// `svg` with its width and height, and its view box's, `right` and `bottom` points
    /// smaller (at least 1 point of each is kept, and less than a point is not cut); `svg` as
    /// it is when its root element is not Graphviz's.
    static func cropping(_ svg: [UInt8], right: Double, bottom: Double) -> [UInt8] {
        guard right >= 1 || bottom >= 1, let start = firstIndex(of: "<svg ", in: svg),
            let end = svg[start...].firstIndex(of: UInt8(ascii: ">"))
        else { return svg }
        // The root element's start tag, which Graphviz writes in ASCII.
        var tag = String(decoding: svg[start...end], as: UTF8.self)
        guard let boxRange = tag.range(of: "viewBox=\""), let boxEnd = tag[boxRange.upperBound...].range(of: "\"") else { return svg }
        var box = tag[boxRange.upperBound..<boxEnd.lowerBound].split(separator: " ").map(String.init)
        guard box.count == 4, let boxWidth = Double(box[2]), let boxHeight = Double(box[3]) else { return svg }
        let width = max(1, boxWidth - (right >= 1 ? right : 0)), height = max(1, boxHeight - (bottom >= 1 ? bottom : 0))
        box[2] = String(format: "%.2f", width)
        box[3] = String(format: "%.2f", height)
        tag.replaceSubrange(boxRange.upperBound..<boxEnd.lowerBound, with: box.joined(separator: " "))
        // The drawing's size, as Graphviz writes it: the view box's, in whole points.
        for (attribute, points) in [(" width=\"", width), (" height=\"", height)] {
            guard let range = tag.range(of: attribute), let valueEnd = tag[range.upperBound...].range(of: "pt\"") else { return svg }
            tag.replaceSubrange(range.upperBound..<valueEnd.lowerBound, with: String(Int(points.rounded(.up))))
        }
        return Array(svg[..<start]) + Array(tag.utf8) + Array(svg[(end + 1)...])
    }

    private static func firstIndex(of text: String, in bytes: [UInt8]) -> Int? {
        let pattern = Array(text.utf8)
        guard bytes.count >= pattern.count else { return nil }
        return (0...(bytes.count - pattern.count)).first { bytes[$0..<($0 + pattern.count)].elementsEqual(pattern) }
    }
}
