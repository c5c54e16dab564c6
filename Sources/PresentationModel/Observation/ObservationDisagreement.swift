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
    public var rule: RuleID { rulesResolution.rule.ruleID ?? .r3_0 }

    /// The disagreement in one sentence, each controller named by `name`: ids here, the
    /// dump's own `<Class: 0x…>` in a dump's findings. It is the one wording of it.
    public func sentence(naming name: (ControllerID) -> String) -> String {
        "UIKit shows \(name(presented)) presented by \(name(observedPresenter)); the rules put it on \(name(rulesPresenter)) "
            + "(\(rule)) — was it presented from another controller, or does a controller define the context?"
    }

    public var description: String { sentence { "<\($0.rawValue)>" } }
}
