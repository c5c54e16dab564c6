import PresentationModel
import PresentationScenarios

/// One statement of an explanation, with its nesting: the context walk's answers sit under the
/// statement that starts the walk. The text and Markdown renderings lay out the same items.
public struct ExplanationItem: Hashable, Sendable {
    public var depth: Int
    public var text: String
}

/// ```
/// <UINavigationController: detailNav> was presented from <BNRItemsViewController: items> in currentContext.
/// currentContext is a context style, so UIKit walks up from <BNRItemsViewController: items> to the first controller that defines a presentation context (R3.2):
///   <BNRItemsViewController: items>: definesPresentationContext = true
/// <BNRItemsViewController: items> presents it and its view is covered; it is removed once the presentation is shown (§5).
/// presentingViewController is <BNRItemsViewController: items> for every controller of <UINavigationController: detailNav>'s family (R2.2); presentedViewController is <UINavigationController: detailNav> for <BNRItemsViewController: items> and everything it contains (R2.1).
/// ```
extension PresentationExplanation {
    /// The statements, in order.
    public var items: [ExplanationItem] {
        let p = presentation
        var items: [ExplanationItem] = []
        func say(_ text: String, depth: Int = 0) { items.append(ExplanationItem(depth: depth, text: text)) }

        var style = "\(p.presented) was presented from \(p.requestedFrom) in \(p.effectiveStyle.rawValue)"
        if let adaptation {
            let width = adaptation.horizontalSizeClass == .compact ? "compact" : "regular"
            let height = adaptation.verticalSizeClass == .compact ? " and compact height" : ""
            style +=
                " (requested \(p.style.rawValue), which adapts to \(p.effectiveStyle.rawValue) on iOS \(adaptation.iosVersion) in \(width) width\(height), \(RuleID.section5))"
        }
        if p.isObservedStyle {
            style += " (the style UIKit showed it in: observed, not adapted, \(RuleID.section5))"
        }
        if let shouldPresentInFullscreen {
            style += "; its presentation controller's shouldPresentInFullscreen is \(shouldPresentInFullscreen)"
        }
        say(style + ".")
        if let modifier = p.swiftUIModifier {
            say(
                "SwiftUI's .\(modifier.rawValue) modifier, in a view that \(p.requestedFrom) draws, called present on that hosting controller; UIKit's rules choose the presenter (\(RuleID.r20_1)).",
                depth: 0)
        }

        switch p.rule {
        case .familyRoot:
            say(
                "\(p.styleAtRequest.rawValue) is not a context style, so UIKit does not consult definesPresentationContext: the root of \(p.requestedFrom)'s family presents it (\(RuleID.r3_1))."
            )
        case .definesPresentationContext, .noDefinerFamilyRoot:
            say(
                "\(p.styleAtRequest.rawValue) is a context style, so UIKit walks up from \(p.requestedFrom) to the first controller that defines a presentation context (\(RuleID.r3_2)):"
            )
            for answer in p.contextWalk {
                let origin = answer.isClassDefault ? " (\(answer.controller.className ?? "its class")'s default)" : ""
                say("\(answer.controller): definesPresentationContext = \(answer.definesPresentationContext)\(origin)", depth: 1)
            }
            if p.rule == .noDefinerFamilyRoot {
                say("No controller of the family defines a presentation context, so its root presents it (\(RuleID.r3_4), Decision \(RuleID.u2)).")
            }
        case .actionSheetSource:
            say(
                "A compact action sheet's presentation controller is built with the controller present was called on; the option actionSheetPresenterIsSource takes that for its presenter, so \(p.requestedFrom) presents it (Decision \(RuleID.u9))."
            )
        case .observed:
            say("UIKit showed \(p.presenter) presenting it: an observed presentation, taken as seen rather than resolved by the rules.")
        }
        say(
            removesPresenterView
                ? "\(p.presenter) presents it and its view is covered; it is removed once the presentation is shown (\(RuleID.section5))."
                : "\(p.presenter) presents it; its view stays in the window underneath, seen wherever the presentation does not cover it (\(RuleID.section5))."
        )
        if p.requestedFrom != p.presenter {
            say(
                "\(p.requestedFrom) is not the presenter; its presentedViewController is \(p.presented) all the same, because its ancestor \(p.presenter) presents it (\(RuleID.r2_1), \(RuleID.r2_3))."
            )
        }
        say(
            "presentingViewController is \(p.presenter) for every controller of \(p.presented)'s family (\(RuleID.r2_2)); presentedViewController is \(p.presented) for \(p.presenter) and everything it contains (\(RuleID.r2_1))."
        )
        return items
    }

    /// The statements as lines of text, nested ones indented by two spaces, shown as data
    /// (``InputText``).
    public var lines: [String] {
        items.map { String(repeating: "  ", count: $0.depth) + InputText.escaped($0.text) }
    }

    /// The lines, joined.
    public var text: String { lines.joined(separator: "\n") }

    /// The statements as a Markdown list, nested ones as a nested list.
    public var markdown: String {
        items.map { String(repeating: "  ", count: $0.depth) + "- " + MarkdownText.escaped($0.text) }.joined(separator: "\n")
    }
}
