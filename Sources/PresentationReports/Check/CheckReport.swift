import PresentationScenarios
import PresentationModel

/// The output of `vcgraph check` for one run, in clang's format so that Xcode and CI annotate
/// it: each failure as `file:line:col: error:` with the rule that decides the actual value in
/// brackets (as clang names a warning's flag), then its reason as `file:line:col: note:` lines,
/// which cite their rules; passes only when verbose. What the input says is shown as data
/// (``InputText``).
public struct CheckReport: Sendable {
    public var passed = 0
    public var failed = 0
    public private(set) var lines: [String] = []

    /// How the words "error", "note" and "passed" are drawn (colour on a terminal).
    public var paint: @Sendable (_ text: String, _ kind: Highlight) -> String

    public enum Highlight: Sendable {
        case failure, success, detail
    }

    public init(paint: @escaping @Sendable (String, Highlight) -> String = { text, _ in text }) {
        self.paint = paint
    }

    /// A run's checks; for an imported input (a dump), the environment the model ran in comes
    /// first, when any line of the run is printed: whether a check passes depends on it.
    public mutating func add(_ run: ScenarioRun, verbose: Bool = false) {
        let first = lines.count
        add(run.checks, verbose: verbose)
        guard lines.count > first, let sources = run.scenario.environmentSources else { return }
        let file = InputText.escaped(run.scenario.file)
        let caption = run.hierarchy.environment.caption(sources: sources)
        lines.insert("\(file): \(paint("note", .detail)): checked in this environment: \(caption)", at: first)
    }

    public mutating func add(_ checks: [Check], verbose: Bool = false) {
        for check in checks {
            if check.passed {
                passed += 1
                if verbose { lines.append("\(check.location): \(paint("passed", .success)): \(InputText.escaped(check.summary))") }
            } else {
                failed += 1
                let cited = check.rules.isEmpty ? "" : " [\(check.rules.cited)]"
                lines.append("\(check.location): \(paint("error", .failure)): \(InputText.escaped(check.summary))\(cited)")
                for note in check.reasonLines {
                    lines.append("\(check.location): \(paint("note", .detail)): \(InputText.escaped(note))")
                }
            }
        }
    }

    /// `N passed, M failed`, the closing line.
    public var summary: String { "\(passed) passed, \(failed) failed" }
}

extension Check {
    /// A failure's reason, one line for each note under it; together they cite every rule
    /// of ``rules`` (a reason's sentence that does not name one gets it in parentheses).
    /// Empty for a passed check.
    public var reasonLines: [String] {
        guard !passed, let reason else { return [] }
        switch (kind, reason) {
        case (.expectation, .relation(let relation)):
            return [relation.citedSentence]
        case (_, .otherDiagnostics(let produced)):
            return produced.map { "the step produced \($0.severity.rawValue): \($0.message) (\([$0.rule].cited))" }
        case (.unexpectedDiagnostic(let diagnostic), _):
            return ["\(reason.sentence); it comes from \(diagnostic.rule.titled)"]
        default:
            return [RuleID.citing(rules, in: reason.sentence)]
        }
    }

    /// The reason in one line, for the reports that give it one field (JSON, JUnit, GitHub).
    public var reasonText: String? { passed ? nil : reasonLines.isEmpty ? nil : reasonLines.joined(separator: "; ") }
}

extension RuleID {
    /// `R5.3 (What push refuses)`, the id with its title in the rulebook.
    var titled: String {
        let id = [self].cited
        return rule.map { "\(id) (\($0.title))" } ?? id
    }
}

extension Check.Failure {
    /// The failure's reason in one line.
    public var sentence: String {
        switch self {
        case .relation(let reason): reason.sentence
        case .noDiagnostic(let call, let rule):
            "the step produced no diagnostic: \(call) raises or logs only as \(rule.titled) says"
        case .otherDiagnostics(let produced): "the step produced: " + produced.map(\.description).joined(separator: "; ")
        case .unexpected: "no expectError or expectWarning names it"
        case .unexpectedInStep: "no expectError or expectWarning of the step names it"
        }
    }
}
