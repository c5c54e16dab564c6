import PresentationDOT
import PresentationModel

/// Which controllers a diagram draws, so that a real app's diagram shows what a reader asked
/// about rather than every controller the app ever made.
///
/// - By default, a family in no window and not presented (a controller made and never
///   presented, or one whose presentation was dismissed) is left out, unless one of its
///   controllers took part in a presentation still in effect (a misuse draws its culprit).
/// - `focus`: nothing while the focused controller does not exist; then its family whole; above it, the chain of presenters up to a
///   window, each with the containers holding it; below it, every family it presents, and the
///   ones those present.
/// - `onScreenOnly`: the controllers on screen, with the containers holding them.
///
/// Each rule keeps a container whenever it keeps one of the controllers it holds, so a drawn
/// controller always hangs from its parents.
struct DiagramSelection {
    /// The controllers drawn.
    let drawn: Set<ControllerID>
    /// How many controllers are left out, and why, for the caption.
    let hiddenNote: String?

    init(analysis: HierarchyAnalysis, relations: [ControllerID: HierarchyAnalysis.ControllerRelations], options: HierarchyDiagram.Options) {
        let familyOf = Dictionary(
            analysis.families.enumerated().flatMap { number, family in family.members.map { ($0, number) } }, uniquingKeysWith: { first, _ in first })
        let takingPart = Set(analysis.presentations.flatMap { [$0.presenter, $0.requestedFrom, $0.presented] })
        func parents(of id: ControllerID) -> [ControllerID] {
            var chain: [ControllerID] = []
            var next = relations[id]?[.parent].controller
            while let parent = next, !chain.contains(parent) {
                chain.append(parent)
                next = relations[parent]?[.parent].controller
            }
            return chain
        }

        var drawn = Set<ControllerID>()
        var reasons: [String] = []
        if let focus = options.focus, let focusFamily = familyOf[focus] {
            // Down: the focused family and every family presented from what is drawn whole.
            var whole: Set<Int> = [focusFamily]
            var pending = [focusFamily]
            let presentedFamilies = Dictionary(
                grouping: analysis.families.indices.filter { analysis.families[$0].presentedBy != nil },
                by: { familyOf[analysis.families[$0].presentedBy ?? analysis.families[$0].root] ?? -1 })
            while let family = pending.popLast() {
                for presented in presentedFamilies[family] ?? [] where whole.insert(presented).inserted { pending.append(presented) }
            }
            for family in whole { drawn.formUnion(analysis.families[family].members) }
            // Up: each presenter (and where present was called), with its containers.
            var family = analysis.families[focusFamily]
            var seen: Set<ControllerID> = [family.root]
            while let presenter = family.presentedBy, let number = familyOf[presenter] {
                let root = family.root
                let presentation = analysis.presentations.first(where: { $0.presented == root })
                for id in [presenter, presentation?.requestedFrom].compactMap({ $0 }) {
                    drawn.insert(id)
                    drawn.formUnion(parents(of: id))
                }
                family = analysis.families[number]
                guard seen.insert(family.root).inserted else { break }
            }
            reasons.append("focus on \(DOTEscaping.middleTruncated(focus.rawValue, to: 28))")
        } else if let focus = options.focus {
            // Not made yet (a frame before the step that declares it): nothing to draw.
            reasons.append("focus on \(DOTEscaping.middleTruncated(focus.rawValue, to: 28)), not made yet")
        } else {
            for family in analysis.families
            where family.window != nil || family.presentedBy != nil || options.showsDetached
                || family.members.contains(where: takingPart.contains)
            {
                drawn.formUnion(family.members)
            }
            if drawn.count < analysis.controllers.count { reasons.append("in no window") }
        }
        if options.onScreenOnly {
            let onScreen = drawn.filter { relations[$0]?[.isOnScreen].bool == true }
            drawn = onScreen.union(onScreen.flatMap(parents))
            reasons.append("not on screen")
        }
        self.drawn = drawn
        let hidden = analysis.controllers.count - drawn.count
        hiddenNote =
            hidden == 0 ? nil : "\(hidden) controller\(hidden == 1 ? "" : "s") not drawn (\(reasons.joined(separator: ", ")))"
    }
}
