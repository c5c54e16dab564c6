import PresentationModel
import PresentationScenarios

/// The hierarchy's tree (``HierarchyDescription``) as the text outputs print it: what the input
/// says shown as data (``InputText``), the tree's own lines kept. An id, a class name, a window
/// or a title that holds a line feed is escaped where the tree names it, so that no line of the
/// tree is the input's.
enum HierarchyText {
    static func tree(_ hierarchy: Hierarchy) -> String {
        let tree = HierarchyDescription(hierarchy).text
        var names = Set(hierarchy.controllers.map(\.rawValue))
        names.formUnion(hierarchy.windows.map(\.id))
        for id in hierarchy.controllers {
            if let name = hierarchy.className(of: id) { names.insert(name) }
            if let title = hierarchy.attributes(of: id)?.title { names.insert(title) }
        }
        // Longest first, so that a name inside another is not taken for it.
        let breaking = names.filter { $0.unicodeScalars.contains("\n") }.map { Array($0.unicodeScalars) }
            .sorted { $0.count > $1.count }
        guard !breaking.isEmpty else { return InputText.escaped(tree, keepingLineFeeds: true) }
        let scalars = Array(tree.unicodeScalars)
        var result = ""
        var plain = String.UnicodeScalarView()
        var position = 0
        while position < scalars.count {
            if let name = breaking.first(where: { position + $0.count <= scalars.count && scalars[position..<position + $0.count].elementsEqual($0) })
            {
                result += InputText.escaped(String(plain), keepingLineFeeds: true)
                plain = String.UnicodeScalarView()
                var named = String.UnicodeScalarView()
                named.append(contentsOf: name)
                result += InputText.escaped(String(named))
                position += name.count
            } else {
                plain.append(scalars[position])
                position += 1
            }
        }
        return result + InputText.escaped(String(plain), keepingLineFeeds: true)
    }
}
