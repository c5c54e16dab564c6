/// One accepted presentation: who asked, who presents, in which style, and why.
///
/// It is the presentation's explanation, as data: the CLI prints it, the diagrams draw
/// it, the assertions quote it. The effective style is not stored, because a size-class
/// change adapts it (<doc:Rules-Styles#R4.2>) while the presenter stays the one resolved at presentation time.
public struct Presentation: Hashable, Sendable {
    /// The presented controller: the root of the presented family.
    public var presented: ControllerID
    /// The controller `present` (or `show`) was called on (`presentedFrom`, "source" in <doc:Rules-Families#§1>).
    public var requestedFrom: ControllerID
    /// The resolved presenter: what `presented.presentingViewController` returns (<doc:Rules-PresentationLinks#R2.3>).
    public var presenter: ControllerID
    /// The style the request named, or the presented controller's `modalPresentationStyle`.
    public var style: ModalPresentationStyle
    /// For `custom`: the presentation controller's `shouldPresentInFullscreen`.
    public var shouldPresentInFullscreen: Bool
    /// The effective style when the presentation was made; see ``Hierarchy/effectiveStyle(of:)``
    /// for the style in effect now.
    public var initialEffectiveStyle: ModalPresentationStyle
    /// The transition used: the definer's own when it sets
    /// `providesPresentationContextTransitionStyle` (<doc:Rules-PresenterResolution#R3.9>).
    public var transition: ModalTransitionStyle
    public var animated: Bool
    /// How the presenter was found (<doc:Rules-PresenterResolution#§4>), with every controller asked.
    public var resolution: PresenterResolution
    /// For an observed presentation (a dump, a live capture): the style UIKit showed it in,
    /// which is the style in effect as observed, never adapted again. A trait change clears
    /// it, and the presentation then adapts from ``style`` as any other does (<doc:Rules-Styles#§5>).
    public var observedStyle: ModalPresentationStyle? = nil
    /// For a SwiftUI presentation: the modifier whose bridge asked (<doc:Rules-SwiftUI#R20.1>).
    public var swiftUIModifier: SwiftUIModifier? = nil
    /// The order in which presentations were made, for a stable report.
    var sequence: Int
}

/// How UIKit found the presenter of a presentation (<doc:Rules-PresenterResolution#§4>).
public struct PresenterResolution: Hashable, Sendable {
    public enum Rule: String, Hashable, Sendable {
        /// <doc:Rules-PresenterResolution#R3.1>: a full-screen class style goes to the source's family root.
        case familyRoot
        /// <doc:Rules-PresenterResolution#R3.2>: the first controller from the source up that defines a presentation context.
        case definesPresentationContext
        /// <doc:Rules-PresenterResolution#R3.4> / Decision <doc:Rules-Decisions#U2>: no controller of the family defines a context; its root presents.
        case noDefinerFamilyRoot
        /// Decision <doc:Rules-Decisions#U9>'s flagged alternative
        /// (``ModelOptions/actionSheetPresenterIsSource``): a compact action sheet is presented
        /// by the controller `present` was called on.
        case actionSheetSource
        /// The presenter as UIKit showed it (a dump, a live capture), not resolved by the
        /// rules; ``Hierarchy/observationDisagreements()`` compares it with them.
        case observed

        /// The rule that chose the presenter: <doc:Rules-PresenterResolution#R3.1>, <doc:Rules-PresenterResolution#R3.2>, <doc:Rules-PresenterResolution#R3.4> or <doc:Rules-Decisions#U9>; none for an observed one.
        public var ruleID: RuleID? {
            switch self {
            case .familyRoot: .r3_1
            case .definesPresentationContext: .r3_2
            case .noDefinerFamilyRoot: .r3_4
            case .actionSheetSource: .u9
            case .observed: nil
            }
        }
    }

    /// One controller asked during the context walk, with its answer.
    public struct Step: Hashable, Sendable {
        public var controller: ControllerID
        /// Its `definesPresentationContext`.
        public var definesPresentationContext: Bool
        /// True when that answer is UIKit's class default rather than an explicit assignment
        /// (or, with ``ModelOptions/searchIgnoresAncestorDefiners``, an explicit one a search's
        /// walk passes over, R12.5).
        public var isClassDefault: Bool
    }

    public var rule: Rule
    /// The presentation class of the effective style at the time of the request.
    public var presentationClass: PresentationClass
    /// The controllers asked, in order (`contextWalk` in the JSON report). Empty for
    /// full-screen class styles, which do not consult `definesPresentationContext` (R3.1).
    public var contextWalk: [Step]
}
