/// An observed presentation whose presenter is not the one UIKit's rules give for a request
/// from its source: either the app called `present` on another controller than the one
/// assumed, or a controller defines the context in a way the observation does not show.
public struct ObservationDisagreement: Hashable, Sendable, CustomStringConvertible {
    public var presented: ControllerID
    /// The presenter UIKit showed.
    public var observedPresenter: ControllerID
    /// The controller the request is replayed from (the observed presenter when unknown).
    public var source: ControllerID
    public var style: ModalPresentationStyle
    /// The presenter the rules choose for a request from ``source`` in ``style``.
    public var rulesPresenter: ControllerID
    /// How the rules chose it, with the controllers asked.
    public var rulesResolution: PresenterResolution

    /// The rule that put the presentation elsewhere.
    public var rule: String {
        switch rulesResolution.rule {
        case .familyRoot: "R3.1"
        case .definesPresentationContext: "R3.2"
        case .noDefinerFamilyRoot: "R3.4"
        case .observed: "R3.0"
        }
    }

    public var description: String {
        "UIKit shows \(presented.rawValue) presented by \(observedPresenter.rawValue); the rules put a \(style.rawValue) "
            + "presentation from \(source.rawValue) on \(rulesPresenter.rawValue) (\(rule)). Was it presented from another "
            + "controller, or does a controller define the context?"
    }
}
