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
        case presentation, contextWalk, notOnScreen, answeredDefiner, explicitDefiner
    }

    /// The marks `content` uses.
    static func marks(in content: DiagramContent) -> [Mark] {
        var used = Set<Mark>()
        for edge in content.edges {
            switch edge.role {
            case .presentation: used.insert(.presentation)
            case .contextWalk: used.insert(.contextWalk)
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

    /// How many sample–meaning pairs a row of the key holds: few enough that the key stays
    /// narrower than most drawings.
    static let pairsPerRow = 3

    /// The key's rows, each of `2 × pairsPerRow` cells (the last padded with empty ones).
    static func rows(for marks: [Mark]) -> [[HTMLLabel.Cell]] {
        var rows: [[HTMLLabel.Cell]] = []
        for start in stride(from: 0, to: marks.count, by: pairsPerRow) {
            var row = marks[start..<min(start + pairsPerRow, marks.count)].flatMap { [sample($0), meaning($0)] }
            while row.count < 2 * pairsPerRow { row.append(HTMLLabel.Cell([.init("")])) }
            rows.append(row)
        }
        return rows
    }

    private static func sample(_ mark: Mark) -> HTMLLabel.Cell {
        let size = DiagramStyle.detailSize
        switch mark {
        case .presentation:
            return HTMLLabel.Cell([.init("- - - ▶", pointSize: size, color: DiagramStyle.presentation.text)])
        case .contextWalk:
            return HTMLLabel.Cell([.init("· · · · ▶", bold: true, pointSize: size, color: DiagramStyle.contextWalk.text)])
        case .notOnScreen:
            return HTMLLabel.Cell(
                [.init("id", pointSize: size, color: DiagramStyle.dimmedInk.text)],
                frame: .init(width: 1, color: DiagramStyle.dimmedLine, fill: DiagramStyle.dimmedFill, style: [.rounded, .dashed]))
        case .answeredDefiner:
            return HTMLLabel.Cell(
                [.init("id", bold: true, pointSize: size, color: DiagramStyle.ink.text)],
                frame: .init(width: 3, color: DiagramStyle.definer, fill: DiagramStyle.fill))
        case .explicitDefiner:
            return HTMLLabel.Cell(
                [.init("id", bold: true, pointSize: size, color: DiagramStyle.ink.text)],
                frame: .init(width: 2, color: DiagramStyle.ink, fill: DiagramStyle.fill))
        }
    }

    private static func meaning(_ mark: Mark) -> HTMLLabel.Cell {
        let text =
            switch mark {
            case .presentation: "presents (its family says in which style)"
            case .contextWalk: "present was called here; how the presenter was found"
            case .notOnScreen: "not on screen"
            case .answeredDefiner: "defines the context its presentation uses (R3.2)"
            case .explicitDefiner: "definesPresentationContext set to true"
            }
        return HTMLLabel.Cell([.init(text, pointSize: DiagramStyle.detailSize, color: DiagramStyle.ink.text)], align: "LEFT")
    }
}
