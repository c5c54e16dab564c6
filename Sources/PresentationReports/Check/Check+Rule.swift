import PresentationModel
import PresentationScenarios

extension Check {
    /// The rule a check rests on, as the rulebook names it (`R2.1`, `R3.2`, `P6`): the reason's
    /// rule for a relation, the diagnostic's own rule for a diagnostic. Nil where the model
    /// cites none (an unknown id, an expected diagnostic the step did not produce).
    ///
    /// The one adapter from the model's rule ids to the reports' `rule` field.
    public var rule: String? { rules.isEmpty ? nil : rules.cited }

    /// The rules a check rests on, typed: what ``rule`` cites.
    public var rules: [RuleID] {
        switch kind {
        case .expectation:
            if case .relation(let reason) = reason { return reason.rules }
            return []
        case .expectedDiagnostic(_, _, let produced): return produced.first.map { [$0.rule] } ?? []
        case .unexpectedDiagnostic(let diagnostic): return [diagnostic.rule]
        }
    }
}
