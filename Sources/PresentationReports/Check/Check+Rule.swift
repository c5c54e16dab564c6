import PresentationModel
import PresentationScenarios

extension Check {
    /// The rule a check rests on, as the rulebook names it (`R2.1`, `R3.2`, `P6`): for a
    /// failure, the rule that decides the actual value; nil only for a passed expectation,
    /// which needs no reason.
    ///
    /// The one adapter from the model's rule ids to the reports' `rule` field.
    public var rule: String? { rules.isEmpty ? nil : rules.cited }

    /// The rules a check rests on, typed: what ``rule`` cites. A failed expectation cites the
    /// rules of the reason for the actual value; an expected diagnostic, the rule of the one it
    /// matched, or of each the step produced instead, or, when the step produced none, the rule
    /// that lists when its call raises or logs; an unexpected diagnostic, its own rule.
    public var rules: [RuleID] {
        switch kind {
        case .expectation:
            if case .relation(let reason) = reason { return reason.rules }
            return []
        case .expectedDiagnostic(let severity, let text, let produced):
            if passed, let match = Check.matchIndex(of: severity, containing: text, in: produced) { return [produced[match].rule] }
            if case .noDiagnostic(_, let rule) = reason { return [rule] }
            return produced.map(\.rule).reduce(into: []) { rules, rule in if !rules.contains(rule) { rules.append(rule) } }
        case .unexpectedDiagnostic(let diagnostic): return [diagnostic.rule]
        }
    }
}
