import PresentationModel
import PresentationScenarios

/// The hierarchy's tree (``HierarchyDescription``) as the text outputs print it: what the input
/// says shown as data (``InputText``), the tree's own lines kept. An id, a class name, a window
/// or a title that holds a line feed is escaped where the tree names it, so that no line of the
/// tree is the input's.
public enum HierarchyText {
    public static func tree(_ hierarchy: Hierarchy) -> String {
        let tree = HierarchyDescription(hierarchy).text
        // The names that hold a line feed; most hierarchies have none.
        var found = Set<String>()
        func note(_ name: String?) {
            if let name, name.utf8.contains(UInt8(ascii: "\n")) { found.insert(name) }
        }
        for window in hierarchy.windows { note(window.id) }
        for id in hierarchy.controllers {
            note(id.rawValue)
            note(hierarchy.className(of: id))
            note(hierarchy.attributes(of: id)?.title)
        }
        guard !found.isEmpty else { return InputText.escaped(tree, keepingLineFeeds: true) }
        // A name is looked for only where the tree has a line feed: at each, the text before
        // it is looked up among the names' heads (what comes before their first line feed),
        // for each length a head has; the longest name that matches is taken.
        var heads: [Int: [String: [[Unicode.Scalar]]]] = [:]
        for name in found.sorted(by: { $0.unicodeScalars.count > $1.unicodeScalars.count }) {
            let scalars = Array(name.unicodeScalars)
            let length = scalars.firstIndex(of: "\n") ?? 0
            heads[length, default: [:]][String(String.UnicodeScalarView(scalars[..<length])), default: []].append(scalars)
        }
        let lengths = heads.keys.sorted(by: >)
        let scalars = Array(tree.unicodeScalars)
        var result = ""
        var copied = 0
        var position = 0
        func plain(upTo end: Int) {
            result += InputText.escaped(String(String.UnicodeScalarView(scalars[copied..<end])), keepingLineFeeds: true)
        }
        scanning: while position < scalars.count {
            guard scalars[position] == "\n" else {
                position += 1
                continue
            }
            for length in lengths where position - length >= copied {
                let start = position - length
                let head = String(String.UnicodeScalarView(scalars[start..<position]))
                for name in heads[length]?[head] ?? []
                where start + name.count <= scalars.count && scalars[start..<start + name.count].elementsEqual(name) {
                    plain(upTo: start)
                    result += InputText.escaped(String(String.UnicodeScalarView(name)))
                    position = start + name.count
                    copied = position
                    continue scanning
                }
            }
            position += 1
        }
        plain(upTo: scalars.count)
        return result
    }
}
