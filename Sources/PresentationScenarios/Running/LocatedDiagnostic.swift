import PresentationModel

/// A diagnostic as the report lists it: where in the scenario it happened.
public struct LocatedDiagnostic: Hashable, Sendable {
    public var diagnostic: Diagnostic
    /// The step that produced it (1-based), nil for the declaration itself.
    public var step: Int?
    public var line: Int?
    public var column: Int?

    public init(_ diagnostic: Diagnostic, step: Int?, line: Int?, column: Int?) {
        self.diagnostic = diagnostic
        self.step = step
        self.line = line
        self.column = column
    }
}

extension LocatedDiagnostic {
    /// `file:line:col: error: message`, as a compiler prints it, so editors and CI annotate it;
    /// the path and the message shown as data (``InputText``).
    public func formatted(file: String) -> String {
        "\(InputText.escaped(file)):\(line ?? 1):\(column ?? 1): \(diagnostic.severity.rawValue): \(InputText.escaped(diagnostic.message))"
    }
}
