import PresentationModel
import PresentationScenarios

/// The dump compared with the rules, after its scenario has run: each observed presentation
/// replayed from its presenter's family (`Hierarchy.observationDisagreements()`), and each
/// `state:` compared with the model's `isOnScreen`.
///
/// Agreement is the normal case; a finding is a warning at the dump's line, worded as a
/// question, because the dump cannot show what the app called `present` on or which
/// controller defines the context.
public struct DumpComparison: Sendable {
    public let findings: [LocatedDiagnostic]
    /// How many presentations were replayed and how many states compared.
    public let presentationCount: Int
    public let stateCount: Int

    public init(_ dump: ImportedDump, run: ScenarioRun) {
        let hierarchy = run.hierarchy
        var findings: [LocatedDiagnostic] = []
        let stepByPresented = Dictionary(
            run.scenario.steps.enumerated().compactMap { offset, step -> (ControllerID, (Int, SourceLocation))? in
                guard case .perform(let operations) = step.value.action,
                    case .observePresentation(let presented, _, _, _)? = operations.first
                else { return nil }
                return (presented, (offset + 1, step.location))
            },
            uniquingKeysWith: { first, _ in first })
        for disagreement in hierarchy.observationDisagreements() {
            let printed = { (id: ControllerID) in dump.printed(id, in: hierarchy) }
            let message = disagreement.sentence(naming: printed)
            let place = stepByPresented[disagreement.presented]
            findings.append(
                LocatedDiagnostic(
                    Diagnostic(severity: .warning, code: .observedPresenter, message: message, rule: disagreement.rule),
                    step: place?.0, line: place?.1.line, column: place?.1.column))
        }
        var states = 0
        let queries = HierarchyQueries(hierarchy)
        for expectation in run.scenario.expectations {
            guard expectation.value.relation == .isOnScreen, case .bool(let observed) = expectation.value.value else { continue }
            guard case .controller(let id) = expectation.value.subject else { continue }
            guard let line = dump.lines[id] else { continue }
            states += 1
            let modelled = queries.isOnScreen(id)
            guard modelled != observed else { continue }
            // The finding cites the rule that decides the model's value (R5.1 for a pushed-over
            // controller, §5 for a removed view, ...).
            let reason = hierarchy.reason(for: .isOnScreen, of: id)
            let message =
                "UIKit shows \(line.printed) \(Self.observation(line)); the model has it \(modelled ? "on" : "off") screen: "
                + reason.citedSentence
            findings.append(
                LocatedDiagnostic(
                    Diagnostic(severity: .warning, code: .observedScreen, message: message, rule: reason.rules.first ?? .section5),
                    step: nil, line: expectation.location.line, column: expectation.location.column))
        }
        self.findings = findings
        presentationCount = hierarchy.presentations.count { $0.resolution.rule == .observed }
        stateCount = states
    }

    /// What the line says about the screen, in its own words.
    private static func observation(_ line: DumpLine) -> String {
        if let state = line.state { return "with state: \(state.rawValue)" }
        switch line.view {
        case .notLoaded: return "with its view not loaded"
        case .loaded: return line.notInWindow ? "with its view not in the window" : "with its view in the window"
        case nil: return "without a state"
        }
    }

    /// One paragraph for the text report: the findings (shown as data, as
    /// ``LocatedDiagnostic/formatted(file:)`` prints them), or the agreement.
    public func summary(file: String) -> String {
        let counted =
            "\(presentationCount) presentation\(presentationCount == 1 ? "" : "s") replayed, "
            + "\(stateCount) state\(stateCount == 1 ? "" : "s") compared"
        guard !findings.isEmpty else { return "UIKit and the model agree: \(counted).\n" }
        return "UIKit and the model disagree in \(findings.count) place\(findings.count == 1 ? "" : "s") (\(counted)):\n"
            + findings.map { $0.formatted(file: file) }.joined(separator: "\n") + "\n"
    }
}
