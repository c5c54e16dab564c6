import PresentationScenarios
import PresentationModel

/// The output of `vcgraph check` for one run: each failure as `file:line:col: error:`,
/// expected against actual, with a one-line reason beneath; passes only when verbose.
public struct CheckReport: Sendable {
    public var passed = 0
    public var failed = 0
    public private(set) var lines: [String] = []

    /// How the words "error" and "passed" are drawn (colour on a terminal).
    public var paint: @Sendable (_ text: String, _ kind: Highlight) -> String

    public enum Highlight: Sendable {
        case failure, success, detail
    }

    public init(paint: @escaping @Sendable (String, Highlight) -> String = { text, _ in text }) {
        self.paint = paint
    }

    public mutating func add(_ run: ScenarioRun, verbose: Bool = false) { add(run.checks, verbose: verbose) }

    public mutating func add(_ checks: [Check], verbose: Bool = false) {
        for check in checks {
            if check.passed {
                passed += 1
                if verbose { lines.append("\(check.location): \(paint("passed", .success)): \(check.summary)") }
            } else {
                failed += 1
                lines.append("\(check.location): \(paint("error", .failure)): \(check.summary)")
                if let reason = check.reason { lines.append("    " + paint(reason.sentence, .detail)) }
            }
        }
    }

    /// `N passed, M failed`, the closing line.
    public var summary: String { "\(passed) passed, \(failed) failed" }
}

extension Check.Failure {
    /// The failure's reason in one line, printed under it.
    public var sentence: String {
        switch self {
        case .relation(let reason): reason.sentence
        case .noDiagnostic: "the step produced no diagnostic"
        case .otherDiagnostics(let produced): "the step produced: " + produced.map(\.description).joined(separator: "; ")
        case .unexpected: "no expectError or expectWarning names it"
        case .unexpectedInStep: "no expectError or expectWarning of the step names it"
        }
    }
}
