import PresentationModel

/// A scenario file, read: the hierarchy it declares, the steps that change it and the
/// expectations about the result (`scenario-format.md`).
public struct Scenario: Sendable {
    /// The file it was read from, as given.
    public var file: String
    public var name: String
    public var description: String?
    public var environment: Environment
    /// The windows in order, each with its root's declaration.
    public var windows: [Located<(id: String, root: ControllerSpec)>]
    /// Controllers that exist but are in no window yet.
    public var controllers: [Located<ControllerSpec>]
    public var steps: [Located<ScenarioStep>]
    /// The expectations checked after all steps.
    public var expectations: [Located<Expectation>]
    /// Where each controller was declared (its kind key, or its plain-string shorthand).
    public var declarations: [ControllerID: SourceLocation]

    /// The description without the line breaks a folded YAML block leaves at its end.
    public var trimmedDescription: String? {
        description.map { String($0.reversed().drop(while: \.isNewline).reversed()) }
    }
}

/// A step, with the diagnostics it is expected to produce.
public struct ScenarioStep: Sendable {
    public var action: StepAction
    /// `expectError: TEXT`: a substring of an error the step must produce.
    public var expectedError: String?
    /// `expectWarning: TEXT`: a substring of a warning the step must produce.
    public var expectedWarning: String?
}

/// A controller a step names: one that exists, or a new one declared in the step.
public enum ControllerReference: Sendable {
    case existing(ControllerID)
    case new(ControllerSpec)

    public var id: ControllerID {
        switch self {
        case .existing(let id): id
        case .new(let spec): spec.id
        }
    }
}

/// What a step does; each models the UIKit call named in the format's step table.
public enum StepAction: Sendable {
    case present(from: ControllerID, controller: ControllerReference?, request: Hierarchy.PresentationRequest)
    case dismiss(ControllerID)
    case push(onto: ControllerID, controller: ControllerReference)
    case pushFrom(ControllerID, controller: ControllerReference)
    case pop(ControllerID)
    case popToRoot(ControllerID)
    case popTo(navigation: ControllerID, controller: ControllerID)
    case setNavigationStack(ControllerID, controllers: [ControllerReference])
    case setTabs(ControllerID, controllers: [ControllerReference])
    case select(tabBar: ControllerID, tab: TabReference)
    case show(from: ControllerID, controller: ControllerReference)
    case showDetail(from: ControllerID, controller: ControllerReference)
    case addChild(parent: ControllerID, controller: ControllerReference)
    case removeFromParent(ControllerID)
    case set(ControllerID, AttributeChanges)
    /// Either size class, or both; nil leaves one as it is.
    case traits(horizontalSizeClass: SizeClass?, verticalSizeClass: SizeClass?)
    case expect([Located<Expectation>])

    /// The step's key in the file.
    public var name: String {
        switch self {
        case .present: "present"
        case .dismiss: "dismiss"
        case .push, .pushFrom: "push"
        case .pop: "pop"
        case .popToRoot: "popToRoot"
        case .popTo: "popTo"
        case .setNavigationStack, .setTabs: "setViewControllers"
        case .select: "select"
        case .show: "show"
        case .showDetail: "showDetail"
        case .addChild: "addChild"
        case .removeFromParent: "removeFromParent"
        case .set: "set"
        case .traits: "traits"
        case .expect: "expect"
        }
    }
}

/// The properties a `set` step changes; nil leaves one as it is.
public struct AttributeChanges: Sendable {
    public var className: String?
    public var title: String?
    public var definesPresentationContext: Bool?
    public var providesPresentationContextTransitionStyle: Bool?
    public var modalPresentationStyle: ModalPresentationStyle?
    public var modalTransitionStyle: ModalTransitionStyle?

    func applied(to attributes: ControllerAttributes) -> ControllerAttributes {
        var result = attributes
        if let className { result.className = className }
        if let title { result.title = title }
        if let definesPresentationContext { result.definesPresentationContext = definesPresentationContext }
        if let providesPresentationContextTransitionStyle {
            result.providesPresentationContextTransitionStyle = providesPresentationContextTransitionStyle
        }
        if let modalPresentationStyle { result.modalPresentationStyle = modalPresentationStyle }
        if let modalTransitionStyle { result.modalTransitionStyle = modalTransitionStyle }
        return result
    }
}

/// `RELATION(SUBJECT): VALUE`.
public struct Expectation: Sendable, CustomStringConvertible {
    public var relation: Relation
    /// A controller id, or a window id for `rootViewController`.
    public var subject: String
    public var value: RelationValue

    public var description: String { "\(relation.rawValue)(\(subject)): \(value)" }
}
