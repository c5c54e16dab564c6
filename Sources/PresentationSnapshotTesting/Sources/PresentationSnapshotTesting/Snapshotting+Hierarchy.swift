import Foundation
import PresentationDiagrams
import PresentationModel
import PresentationTesting
import SnapshotTesting

extension Snapshotting where Value == Hierarchy, Format == String {
    /// The hierarchy's text tree (`HierarchyDescription`, what `vcgraph analyze` prints), in a
    /// `.txt` file, compared line by line.
    ///
    /// ```swift
    /// assertSnapshot(of: hierarchy, as: .tree)
    /// ```
    public static var tree: Snapshotting {
        SimplySnapshotting.lines.pullback { HierarchyDescription($0).text }
    }

    /// The hierarchy's diagram as DOT, in a `.dot` file that any DOT viewer draws, compared by
    /// structure as `expectDOTSnapshot` compares it: clusters and their nesting, nodes, edges
    /// and labels, not colours, fonts, pen widths or layout. A restyle of vcgraph's diagrams
    /// leaves the snapshots passing.
    ///
    /// ```swift
    /// assertSnapshot(of: hierarchy, as: .dot)
    /// ```
    public static var dot: Snapshotting { .dot() }

    /// The hierarchy's diagram as DOT, drawn with `options`, compared by structure and by the
    /// attributes named in `attributes` (`["penwidth"]`, or `.all`).
    ///
    /// ```swift
    /// assertSnapshot(of: hierarchy, as: .dot(options: .init(title: "Homepwner"), attributes: ["penwidth"]))
    /// ```
    public static func dot(
        options: HierarchyDiagram.Options = HierarchyDiagram.Options(), attributes: DOTSnapshotAttributes = .structure
    ) -> Snapshotting {
        SimplySnapshotting<String>(pathExtension: "dot", diffing: .dotStructure(attributes)).pullback {
            HierarchyDiagram($0, options: options).dot
        }
    }
}

extension Diffing where Value == String {
    /// DOT text compared by its structure (`DOTStructure`): the failure message is the
    /// difference of the two structures, one element a line, and is also attached as a patch.
    public static func dotStructure(_ attributes: DOTSnapshotAttributes = .structure) -> Diffing {
        .diff(toData: { Data($0.utf8) }, fromData: { String(decoding: $0, as: UTF8.self) }) { old, new in
            guard let difference = DOTStructure.difference(expected: old, actual: new, attributes: attributes) else { return nil }
            let message = "The DOT diagram differs in its structure:\n\n" + difference
            return (message, [.data(Data(difference.utf8), name: "structure.patch")])
        }
    }
}
