import PresentationModel

/// A scenario file, read: the hierarchy it declares, the steps that change it and the
/// expectations about the result.
public struct Scenario: Sendable {
    /// The file it was read from, as given.
    public var file: String
    public var name: String
    public var description: String?
    public var environment: Environment
    /// How an imported input's environment was decided (a dump's is inferred from what it
    /// shows, or the default); nil for a scenario file, whose keys state it.
    public var environmentSources: EnvironmentSources?
    /// The windows in order, each with its root's declaration.
    public var windows: [Located<(id: String, root: ControllerSpec)>]
    /// Controllers that exist but are in no window yet.
    public var controllers: [Located<ControllerSpec>]
    public var steps: [Located<ScenarioStep>]
    /// The expectations checked after all steps.
    public var expectations: [Located<Expectation>]
    /// Where each controller was declared (its kind key, or its plain-string shorthand).
    public var declarations: DeclarationPlaces

    public init(
        file: String, name: String, description: String? = nil, environment: Environment = Environment(),
        windows: [Located<(id: String, root: ControllerSpec)>] = [], controllers: [Located<ControllerSpec>] = [],
        steps: [Located<ScenarioStep>] = [], expectations: [Located<Expectation>] = [],
        declarations: DeclarationPlaces? = nil, environmentSources: EnvironmentSources? = nil
    ) {
        self.environmentSources = environmentSources
        self.file = file
        self.name = name
        self.description = description
        self.environment = environment
        self.windows = windows
        self.controllers = controllers
        self.steps = steps
        self.expectations = expectations
        self.declarations = declarations ?? DeclarationPlaces(file: file)
    }

    /// The description without the line breaks a folded YAML block leaves at its end.
    public var trimmedDescription: String? {
        description.map { text in String(text[..<(text.lastIndex { !$0.isNewline }.map(text.index(after:)) ?? text.startIndex)]) }
    }
}

/// A step, with the diagnostics it is expected to produce.
public struct ScenarioStep: Sendable {
    public var action: Action
    /// `expectError: TEXT`: a substring of an error the step must produce.
    public var expectedError: String?
    /// `expectWarning: TEXT`: a substring of a warning the step must produce.
    public var expectedWarning: String?

    public init(action: Action, expectedError: String? = nil, expectedWarning: String? = nil) {
        self.action = action
        self.expectedError = expectedError
        self.expectedWarning = expectedWarning
    }

    public enum Action: Sendable {
        /// The model's operations, in order: a controller the step declares inline is
        /// declared first (`Operation.declare(_:)`), then the step's own call. The runner
        /// stops at the first operation UIKit refuses.
        case perform([Operation])
        /// `expect:` in the middle of the steps: checked after the steps before it.
        case expect([Located<Expectation>])
    }
}

/// `RELATION(SUBJECT): VALUE`.
public struct Expectation: Sendable, CustomStringConvertible {
    public var relation: Relation
    /// A controller, or a window for `rootViewController`.
    public var subject: Subject
    public var value: RelationValue

    public init(relation: Relation, subject: Subject, value: RelationValue) {
        self.relation = relation
        self.subject = subject
        self.value = value
    }

    public var description: String { "\(relation.rawValue)(\(subject)): \(value)" }
}
