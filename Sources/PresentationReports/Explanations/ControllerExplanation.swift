import PresentationModel
import PresentationScenarios

/// Every relationship of one controller with the reason for its value, then the full
/// explanation of the presentation that brought its family on screen, if any; what the input
/// says shown as data (``InputText``).
///
/// ```
/// <BNRDetailViewController: detail>
///   parent: detailNav. <BNRDetailViewController: detail> is in the navigation stack of <UINavigationController: detailNav>; its family is headed by <UINavigationController: detailNav> (R1.7)
///   navigationController: detailNav. <UINavigationController: detailNav> is the nearest ancestor … (R1.3)
///   …
/// ```
public struct ControllerExplanation: Sendable {
    public let text: String

    public init(_ id: ControllerID, in hierarchy: Hierarchy) {
        var lines = [InputText.escaped(hierarchy.describeID(id))]
        for relation in Relation.explained {
            let value = hierarchy.value(of: relation, for: id)
            lines.append(InputText.escaped("  \(relation.rawValue): \(value). \(hierarchy.reason(for: relation, of: id).sentence)"))
        }
        if let root = hierarchy.familyRoot(of: id), let presentation = hierarchy.presentation(of: root) {
            lines.append("")
            lines.append(InputText.escaped("How \(root == id ? "it" : "its family root \(hierarchy.describeID(root))") came on screen:"))
            lines += PresentationExplanation(presentation, in: hierarchy).lines.map { "  " + $0 }
        }
        text = lines.joined(separator: "\n") + "\n"
    }
}
