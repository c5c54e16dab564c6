import PresentationModel

extension SegueResolution {
    /// What every output prints between brackets for the resolution's basis: its
    /// ``rules`` joined (`R8.4, R3.1`), and where no rule of the model decides the outcome,
    /// the kind of outcome that does: `unwind`, `dangling`, `custom` (what a custom segue's
    /// class does itself: performed at load, a dismissal, nothing) or `observed` (a presenter
    /// as UIKit showed it, after `R8.4` when a show segue presented). Empty for a refusal no
    /// diagnostic names.
    public var ruleCitation: String {
        var names = rules.map(\.rawValue)
        switch outcome {
        case .presented(let presentation, _) where presentation.resolution.rule.ruleID == nil: names.append("observed")
        case .unwind: return "unwind"
        case .dangling: return "dangling"
        case .performedAtLoad, .dismissed, .noEffect: return "custom"
        case .presented, .contained, .windowRoot, .refused: break
        }
        return names.joined(separator: ", ")
    }
}

extension SegueResolution.Placement {
    /// How the segue table says it, before the container: `pushed onto`, `shown in the
    /// primary column of`, `added as a child of`.
    public var phrase: String {
        switch self {
        case .pushed: "pushed onto"
        case .primaryColumn, .supplementaryColumn, .secondaryColumn: "shown in the \(column) of"
        case .child: "added as a child of"
        }
    }

    /// How the flow map's edge label says it, shorter: `pushed onto`, `primary column of`,
    /// `child of`.
    public var shortPhrase: String {
        switch self {
        case .pushed: phrase
        case .primaryColumn, .supplementaryColumn, .secondaryColumn: "\(column) of"
        case .child: "child of"
        }
    }

    /// A split view's column, named.
    private var column: String {
        switch self {
        case .primaryColumn: "primary column"
        case .supplementaryColumn: "supplementary column"
        case .secondaryColumn: "secondary column"
        case .pushed, .child: ""
        }
    }
}
