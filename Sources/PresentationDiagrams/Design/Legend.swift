import PresentationDOT

/// The key to a diagram's marks: each mark the diagram uses that needs explaining, drawn as
/// a small sample beside its meaning. It is part of the graph's label, under the title and
/// caption, so it never widens the drawing the way a cluster of sample nodes beside it did;
/// a diagram that uses none of these marks has no key.
///
/// Solid containment edges and the family frames are not in it: their labels say what they
/// are (`root`, `tab 0 (selected)`, `window 'main'`, `presented by … as …`).
enum Legend {
    /// A mark that needs explaining, in the order the key lists them.
    enum Mark: CaseIterable {
        case presentation, contextWalk, transition, candidate, notOnScreen, elsewhere, answeredDefiner, explicitDefiner
    }

    /// The marks `content` uses.
    static func marks(in content: DiagramContent) -> [Mark] {
        var used = Set<Mark>()
        for edge in content.edges {
            switch edge.role {
            case .presentation: used.insert(.presentation)
            case .contextWalk: used.insert(.contextWalk)
            case .transition(let isCandidate): used.insert(isCandidate ? .candidate : .transition)
            case .containment(let isOnScreen), .push(let isOnScreen): if !isOnScreen { used.insert(.notOnScreen) }
            case .layout: break
            }
        }
        var pending = content.blocks
        while let block = pending.popLast() {
            switch block {
            case .node(let node):
                if !node.role.isOnScreen { used.insert(.notOnScreen) }
                switch node.role.definer {
                case .answered?: used.insert(.answeredDefiner)
                case .explicitly?: used.insert(.explicitDefiner)
                case .byClassDefault?, nil: break
                }
            case .cluster(let cluster): pending += cluster.blocks
            }
        }
        return Mark.allCases.filter(used.contains)
    }

    /// The key's rows, one a mark, each one cell of runs: a sample of the mark in its colour
    /// and weight, then its meaning. A list down the left keeps the key narrower than the
    /// drawing. (A cell's own border could show a box's mark, but Graphviz stretches a table
    /// in a cell to the width of the title above it, scattering the samples.)
    static func rows(for marks: [Mark], showingRuleIDs: Bool) -> [[HTMLLabel.Cell]] {
        marks.map { [HTMLLabel.Cell([sample($0), meaning($0, showingRuleIDs: showingRuleIDs)], align: "LEFT")] }
    }

    /// The key as plain text, each mark's sample and its meaning, for a page's text.
    static func lines(for marks: [Mark]) -> [(sample: String, meaning: String)] {
        marks.map { (sample($0).text, meaning($0, showingRuleIDs: false).text) }
    }

    private static func sample(_ mark: Mark) -> HTMLLabel.Run {
        let size = DiagramStyle.detailSize
        return switch mark {
        case .presentation: .init("- - - ▶", bold: true, pointSize: size, color: DiagramStyle.presentation.text)
        case .contextWalk: .init("· · · ▶", bold: true, pointSize: size, color: DiagramStyle.contextWalk.text)
        case .transition: .init("- - - ▶", bold: true, pointSize: size, color: DiagramStyle.presentation.text)
        case .candidate: .init("· · · ▶", bold: true, pointSize: size, color: DiagramStyle.dimmedInk.text)
        case .notOnScreen, .elsewhere: .init("grey dashed box", pointSize: size, color: DiagramStyle.dimmedInk.text)
        case .answeredDefiner: .init("thick amber box", bold: true, pointSize: size, color: DiagramStyle.definer.text)
        case .explicitDefiner: .init("thick box", bold: true, pointSize: size, color: DiagramStyle.ink.text)
        }
    }

    private static func meaning(_ mark: Mark, showingRuleIDs: Bool) -> HTMLLabel.Run {
        let text =
            switch mark {
            case .presentation: "  presents (its family says in which style)"
            case .contextWalk: "  present called here, and how the presenter was found"
            case .transition: "  shows the scene it points to (its label says how)"
            case .candidate: "  an unwind may lead there (a candidate, in UIKit's order)"
            case .notOnScreen: ": not on screen"
            case .elsewhere: ": drawn elsewhere (another storyboard's scene, or the app's launch)"
            case .answeredDefiner: ": defines the context its presentation uses" + (showingRuleIDs ? " (R3.2)" : "")
            case .explicitDefiner: ": definesPresentationContext set to true"
            }
        return .init(text, pointSize: DiagramStyle.detailSize, color: DiagramStyle.ink.text)
    }
}
