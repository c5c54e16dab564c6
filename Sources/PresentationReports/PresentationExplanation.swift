import PresentationScenarios
import PresentationModel

/// Why a presentation went where it went, in plain sentences: the effective style, the
/// rule that chose the presenter with every controller asked, what it covers, and what the
/// two properties then return.
///
/// ```
/// <UINavigationController: detailNav> was presented from <BNRItemsViewController: items> in currentContext.
/// currentContext is a context style, so UIKit walks up from <BNRItemsViewController: items> to the first controller that defines a presentation context (R3.2):
///   <BNRItemsViewController: items>: definesPresentationContext = true
/// <BNRItemsViewController: items> presents it and its view is covered; it is removed once the presentation is shown (§5).
/// presentingViewController is <BNRItemsViewController: items> for every controller of <UINavigationController: detailNav>'s family (R2.2); presentedViewController is <UINavigationController: detailNav> for <BNRItemsViewController: items> and everything it contains (R2.1).
/// ```
public struct PresentationExplanation: Sendable, CustomStringConvertible {
    public let lines: [String]

    public init(_ presentation: Presentation, in hierarchy: Hierarchy) {
        lines = hierarchy.explanationLines(for: presentation)
    }

    public var description: String { lines.joined(separator: "\n") }
}

extension Hierarchy {
    fileprivate func explanationLines(for presentation: Presentation) -> [String] {
        let presented = describeID(presentation.presented)
        let source = describeID(presentation.requestedFrom)
        let presenter = describeID(presentation.presenter)
        let effective = effectiveStyle(of: presentation)
        var lines: [String] = []

        var style = "\(presented) was presented from \(source) in \(effective.rawValue)"
        if effective != presentation.style {
            let width = environment.horizontalSizeClass == .compact ? "compact" : "regular"
            let height = environment.verticalSizeClass == .compact ? " and compact height" : ""
            style +=
                " (requested \(presentation.style.rawValue), which adapts to \(effective.rawValue) on iOS \(environment.iosVersion) in \(width) width\(height), §5)"
        }
        if presentation.style == .custom {
            style += "; its presentation controller's shouldPresentInFullscreen is \(presentation.shouldPresentInFullscreen)"
        }
        lines.append(style + ".")

        let resolution = presentation.resolution
        switch resolution.rule {
        case .familyRoot:
            lines.append(
                "\(presentation.initialEffectiveStyle.rawValue) is a full-screen style, so UIKit does not consult definesPresentationContext: the root of \(source)'s family presents it (R3.1)."
            )
        case .definesPresentationContext, .noDefinerFamilyRoot:
            lines.append(
                "\(presentation.initialEffectiveStyle.rawValue) is a context style, so UIKit walks up from \(source) to the first controller that defines a presentation context (R3.2):"
            )
            for step in resolution.contextWalk {
                let origin = step.isClassDefault ? " (\(className(of: step.controller) ?? "its class")'s default)" : ""
                lines.append("  \(describeID(step.controller)): definesPresentationContext = \(step.definesPresentationContext)\(origin)")
            }
            if resolution.rule == .noDefinerFamilyRoot {
                lines.append("No controller of the family defines a presentation context, so its root presents it (R3.4, Decision U2).")
            }
        case .observed:
            lines.append("UIKit showed \(presenter) presenting it: an observed presentation, taken as seen rather than resolved by the rules.")
        }
        let removal =
            environment.removesPresenterView(effective)
            ? "it is removed once the presentation is shown (§5)"
            : "it stays in the window underneath (§5)"
        lines.append("\(presenter) presents it and its view is covered; \(removal).")
        if presentation.requestedFrom != presentation.presenter {
            lines.append(
                "\(source) is not the presenter; its presentedViewController is \(presented) all the same, because its ancestor \(presenter) presents it (R2.1, R2.3)."
            )
        }
        lines.append(
            "presentingViewController is \(presenter) for every controller of \(presented)'s family (R2.2); presentedViewController is \(presented) for \(presenter) and everything it contains (R2.1)."
        )
        return lines
    }
}
