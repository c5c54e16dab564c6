import PresentationModel

/// One thing `vcgraph check` verifies: an expectation, an expected diagnostic, or the
/// absence of unexpected diagnostics.
public struct Check: Sendable {
    public enum Kind: Sendable {
        case expectation(Expectation, actual: RelationValue)
        case expectedDiagnostic(Diagnostic.Severity, text: String, produced: [Diagnostic])
        case unexpectedDiagnostic(Diagnostic)
    }

    public var kind: Kind
    public var location: SourceLocation
    /// The step it belongs to (1-based), nil for the final expectations and the declaration.
    public var step: Int?
    public var passed: Bool
    /// For a failure: why the actual value is what it is, or what the step produced.
    public var reason: Failure?

    /// Why a check failed, as data; `PresentationReports` renders it under the failure.
    public enum Failure: Hashable, Sendable {
        /// Why the relation has the value it has. Held out of line: a reason is a few hundred
        /// bytes, and stored inline it would make every check that size, passing ones included
        /// (a dump's million `state:` checks would hold room for reasons they never have).
        indirect case relation(RelationReason)
        /// An expected diagnostic, when the step produced none: the step's call (`push`) and
        /// the rule that lists when it raises or logs (``Operation/diagnosticsRule``).
        case noDiagnostic(call: String, rule: RuleID)
        /// An expected diagnostic, when the step produced others.
        case otherDiagnostics([Diagnostic])
        /// A diagnostic of the declaration that nothing expects.
        case unexpected
        /// A diagnostic of a step that none of its `expectError` or `expectWarning` names.
        case unexpectedInStep
    }

    static func expectation(
        _ expectation: Expectation, actual: RelationValue, step: Int?, location: SourceLocation, reason: RelationReason?
    ) -> Check {
        Check(
            kind: .expectation(expectation, actual: actual), location: location, step: step,
            passed: actual == expectation.value, reason: reason.map(Failure.relation))
    }

    static func unexpected(_ diagnostic: LocatedDiagnostic, location: SourceLocation) -> Check {
        Check(
            kind: .unexpectedDiagnostic(diagnostic.diagnostic), location: location, step: diagnostic.step, passed: false,
            reason: .unexpected)
    }

    /// The checks of a step's diagnostics: each `expectError` / `expectWarning` must match a
    /// diagnostic of its severity, and every error and warning must be expected (vcgraph's
    /// notes advise; no check counts them).
    static func diagnostics(_ produced: [Diagnostic], of step: ScenarioStep, number: Int, at location: SourceLocation) -> [Check] {
        var checks: [Check] = []
        var matched = Set<Int>()
        var call: Operation?
        if case .perform(let operations) = step.action { call = operations.last }
        for (severity, text) in [(Diagnostic.Severity.error, step.expectedError), (.warning, step.expectedWarning)] {
            guard let text else { continue }
            let match = matchIndex(of: severity, containing: text, in: produced)
            if let match { matched.insert(match) }
            checks.append(
                Check(
                    kind: .expectedDiagnostic(severity, text: text, produced: produced), location: location, step: number,
                    passed: match != nil,
                    reason: match != nil
                        ? nil
                        : produced.isEmpty
                            ? .noDiagnostic(call: call?.name ?? "the step", rule: call?.diagnosticsRule ?? .section1)
                            : .otherDiagnostics(produced)))
        }
        for (position, diagnostic) in produced.enumerated() where !matched.contains(position) && diagnostic.severity != .note {
            checks.append(
                Check(
                    kind: .unexpectedDiagnostic(diagnostic), location: location, step: nil, passed: false,
                    reason: .unexpectedInStep))
        }
        return checks
    }

    /// What was checked, for the test-runner style output.
    /// Which of `produced` an `expectError` (`severity` error) or `expectWarning` with `text`
    /// matches: the first of that severity, or vcgraph's note on what only follows from an
    /// earlier refusal, whose message contains the text.
    public static func matchIndex(of severity: Diagnostic.Severity, containing text: String, in produced: [Diagnostic]) -> Int? {
        produced.indices.first {
            (produced[$0].severity == severity || produced[$0].code == .followsFromRefusal) && produced[$0].message.contains(text)
        }
    }

    public var summary: String {
        switch kind {
        case .expectation(let expectation, let actual):
            return passed
                ? "\(expectation)"
                : "expected \(expectation.relation.rawValue)(\(expectation.subject)) to be \(expectation.value), but it is \(actual)"
        case .expectedDiagnostic(let severity, let text, _):
            let article = severity == .error ? "an" : "a"
            return passed ? "expected \(severity.rawValue) '\(text)'" : "expected \(article) \(severity.rawValue) containing '\(text)'"
        case .unexpectedDiagnostic(let diagnostic):
            return "unexpected \(diagnostic.severity.rawValue): \(diagnostic.message)"
        }
    }
}
